import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { correctSpelling } from "./spelling.server.ts";

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));
const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));

describe("typos in the trade's words", () => {
  it("writes a misspelled trade word as the site writes it", () => {
    expect(correctSpelling("how much is ceramik tint on a camery", k)).toBe("how much is ceramic tint on a camry");
    expect(correctSpelling("does the warrenty cover it", k)).toBe("does the warranty cover it");
    expect(correctSpelling("can i get an apointment", k)).toBe("can i get an appointment");
    expect(correctSpelling("yall do windsheild strips", k)).toBe("yall do windshield strips");
  });

  it("leaves English words, chat words, short words and numbers alone", () => {
    for (const text of [
      "how much to tent my car",
      "gonna need it thru the week",
      "my wife is pealing an orange",
      "rav4 2019 ok",
    ])
      expect(correctSpelling(text, k)).toBe(text);
  });

  it("answers the misspelled question as the spelled one", () => {
    const { reply } = ask("how much is ceramik tint on a 2019 camery");
    expect(reply).toMatch(/\$399\.00|\$449\.00/);
    expect(ask("is there a warrenty").reply).toMatch(/^Yes/);
  });
});
