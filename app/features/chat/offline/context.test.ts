import { describe, expect, it } from "vitest";
import { buildAnalysis, buildArea } from "../../../../tests/support/builders/chat-offline.ts";
import { slotDefault, withContext } from "./context.ts";

// History is newest first, the visitor's messages only.

describe("conversation context", () => {
  it("takes the town of 'how far is it?' from an earlier message", () => {
    const earlier = buildAnalysis({
      text: "do you serve destin",
      intents: ["areaCheck"],
      areas: [buildArea("Destin")],
    });
    const now = withContext(buildAnalysis({ text: "how far is it", intents: ["distance"] }), [earlier]);
    expect(now.areas.map((a) => a.name)).toEqual(["Destin"]);
  });

  it("asks the earlier question again about a follow-up's new thing", () => {
    const earlier = buildAnalysis({ text: "how much for a sedan", intents: ["price"], vehicle: "sedan" });
    const now = withContext(buildAnalysis({ text: "and for an suv", vehicle: "multipurpose" }), [earlier]);
    expect([...now.intents]).toEqual(["price"]);
    expect(now.vehicle).toBe("multipurpose");
  });

  it("carries the law question's windows over to a new shade", () => {
    const earlier = buildAnalysis({
      text: "is 35% legal on the back windows",
      intents: ["law"],
      shade: 35,
      lawTopics: ["back"],
    });
    const now = withContext(buildAnalysis({ text: "what about 20%", shade: 20 }), [earlier]);
    expect([...now.intents]).toEqual(["law"]);
    expect([...now.lawTopics]).toEqual(["back"]);
    expect(now.shade).toBe(20);
  });

  it("does not inherit 'are you open' for a town named next", () => {
    const earlier = buildAnalysis({ text: "are you open now", intents: ["openNow"] });
    const now = withContext(buildAnalysis({ text: "milton", areas: [buildArea("Milton")] }), [earlier]);
    expect([...now.intents]).toEqual(["areaCheck"]);
  });

  it("leaves a new, complete question alone", () => {
    const earlier = buildAnalysis({ text: "how much for a sedan", intents: ["price"], vehicle: "sedan" });
    const now = withContext(buildAnalysis({ text: "what are your reviews like", intents: ["reviews"] }), [earlier]);
    expect([...now.intents]).toEqual(["reviews"]);
    expect(now.vehicle).toBeNull();
  });

  it("reads a bare slot as its most likely question", () => {
    expect(slotDefault(buildAnalysis({ areas: [buildArea("Pace")] }))).toBe("areaCheck");
    expect(slotDefault(buildAnalysis({ shade: 20 }))).toBe("law");
    expect(slotDefault(buildAnalysis({ serviceKind: "ppf" }))).toBe("services");
    expect(slotDefault(buildAnalysis({}))).toBeNull();
  });
});
