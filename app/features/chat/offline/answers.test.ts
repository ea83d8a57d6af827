import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { extractPhones, hasMarkup } from "../text.ts";
import { ANSWERS } from "./answers.ts";
import { buildAnalysis, buildArea } from "../../../../tests/support/builders/chat-offline.ts";
import type { Intent } from "./intents.ts";

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const EVENING = new Date("2026-07-15T21:30:00-05:00");
const at = { now: OPEN, areaFocus: null };

describe("answer lookup", () => {
  it("has an answer for every intent: plain text, and no phone number but ours", () => {
    const own = k.business.phone.e164.slice(-10);
    for (const [intent, answer] of Object.entries(ANSWERS)) {
      const reply = answer(k, buildAnalysis({ intents: [intent as Intent] }), at);
      expect(reply.length, intent).toBeGreaterThan(40);
      expect(hasMarkup(reply), intent).toBe(false);
      for (const phone of extractPhones(reply)) expect(phone, intent).toBe(own);
    }
  });

  it("gives the phone, the email or both, as asked", () => {
    const phone = ANSWERS.phone(k, buildAnalysis({ intents: ["phone"] }), at);
    expect(phone).toContain(k.business.phone.display);
    expect(phone).not.toContain(k.business.email);
    const both = ANSWERS.contact(k, buildAnalysis({ intents: ["contact"] }), at);
    expect(both).toContain(k.business.phone.display);
    expect(both).toContain(k.business.email);
  });

  it("says whether we're open at the moment asked", () => {
    expect(ANSWERS.openNow(k, buildAnalysis(), { now: OPEN, areaFocus: null })).toContain("Yes, we're open right now");
    expect(ANSWERS.openNow(k, buildAnalysis(), { now: EVENING, areaFocus: null })).toContain(
      "No, we're closed right now",
    );
  });

  it("answers a named town with what the question dwells on", () => {
    const destin = buildArea("Destin");
    const a = buildAnalysis({ intents: ["areaCheck"], areas: [destin] });
    expect(ANSWERS.areaCheck(k, a, { now: OPEN, areaFocus: "check" })).toContain("Yes, we serve Destin!");
    expect(ANSWERS.areaCheck(k, a, { now: OPEN, areaFocus: "distance" })).toContain(
      `Destin is about ${destin.distance} from our base`,
    );
    expect(ANSWERS.areaCheck(k, a, { now: OPEN, areaFocus: "zips" })).toContain(destin.zipCodes.join(", "));
    const unknown = ANSWERS.areaCheck(k, buildAnalysis({ intents: ["areaCheck"], unknownPlace: true }), at);
    expect(unknown).toContain("isn't among our ten regular service areas");
  });

  it("rules on a shade with the limits of the law", () => {
    const front = ANSWERS.law(k, buildAnalysis({ intents: ["law"], shade: 20, lawTopics: ["front"] }), at);
    expect(front).toContain(
      `20% is not legal on the front side windows: they must let through at least ${k.tintLaw.vehicleClasses.sedan.minVlt.frontSide}%`,
    );
    const back = ANSWERS.law(
      k,
      buildAnalysis({ intents: ["law"], shade: 20, lawTopics: ["back"], vehicle: "multipurpose" }),
      at,
    );
    expect(back).toContain("20% film is fine");
  });

  it("prices a vehicle from the live catalogue", () => {
    const sedan = k.products.find((p) => /sedan/i.test(p.title))!;
    const reply = ANSWERS.price(k, buildAnalysis({ intents: ["price"], vehicle: "sedan", products: [sedan] }), at);
    expect(reply).toContain(sedan.title);
    expect(reply).toContain(sedan.variants[0]!.price);
  });
});
