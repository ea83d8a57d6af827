import { describe, expect, it } from "vitest";
import { floridaTintLaw } from "~/config/tint-law.ts";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { correctedQuestion } from "./correction.ts";

// A visitor who corrects the question before: the question is asked again
// with the corrected vehicle, town, shade or day (correction.ts).

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const price = (id: string) => k.products.find((p) => p.id === id)!.variants[0]!.price;

describe("the question asked again with the correction", () => {
  it.each([
    ["how much for my accord", "sorry i meant the highlander not the accord", "how much for my highlander"],
    ["do you come to pace", "actually we're in niceville not pace", "do you come to niceville"],
    ["is 35 ok on the back of my altima", "wait make that 15 not 35", "is 15% ok on the back of my altima"],
    ["what about a camry", "oops i mean a tundra", "what about a tundra"],
    ["can you come saturday", "scratch that, sunday", "can you come sunday"],
    ["is 20 legal up front", "not 20, twenty five", "is 25% legal up front"],
    ["how much is gloss ppf", "satin, not gloss", "how much is satin ppf"],
    ["how much to tint my house", "sorry, a storefront not a house", "how much to tint my storefront"],
    ["do you come to 32566", "oops typo, 32570", "do you come to 32570"],
    ["is 35 ok for the front of a sedan", "nope, 30", "is 30% ok for the front of a sedan"],
  ])("%s / %s", (before, correction, asked) => expect(correctedQuestion(before, correction, k)).toBe(asked));

  it.each([
    ["how much for my accord", "actually how much for a tundra"],
    ["how much for my accord", "thanks"],
    ["how much for my accord", "no, my name is sam"],
    ["do you do boats", "sorry, i'm in milton"],
  ])("leaves a message that is no correction, or asks its own question: %s / %s", (before, message) =>
    expect(correctedQuestion(before, message, k)).toBeNull(),
  );
});

describe("the corrected answer", () => {
  it("prices the corrected vehicle, not the first one", () => {
    const { reply } = ask("how much to tint my corolla", "my bad, i meant my sienna not the corolla");
    expect(reply).toContain(price("ceramic-tint-suv"));
    expect(reply).not.toContain("Corolla");
  });

  it("answers the law for the corrected shade", () => {
    const { reply } = ask("can i do 35 on the back of my mustang", "wait, make that 5");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(`${floridaTintLaw.vehicleClasses.sedan.minVlt.backSide}%`);
  });

  it("answers for the corrected town only", () => {
    const { reply } = ask("do you come to gulf breeze", "sorry, crestview not gulf breeze");
    expect(reply).toContain(k.areas.find((a) => a.name === "Crestview")!.path);
    expect(reply).not.toContain(k.areas.find((a) => a.name === "Gulf Breeze")!.path);
  });
});
