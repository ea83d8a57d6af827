import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { rawShorthand, writtenOut } from "./shorthand.ts";
import { normalize } from "../text.ts";

// Issue 26, readings found by trying new phrasings before round 11 was read
// (decision 042): text-speak and vowel-less words, a price bargained over,
// rain on the day of the job, a job asked for with nothing else named, and
// what paint protection covers.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const phone = () => k.business.phone.display;
const priceOf = (id: string) => k.products.find((p) => p.id === id)!.variants[0]!.price;
const read = (raw: string) => writtenOut(normalize(rawShorthand(raw)));

describe("text-speak", () => {
  it("writes out the words and keeps the figures that are figures", () => {
    expect(read("hw much 4 tint on my car")).toBe("how much for tint on my car");
    expect(read("r u open 2moro?")).toBe("are you open tomorrow");
    expect(read("whats ur #")).toBe("whats your number");
    expect(read("ur open sunday?")).toBe("you're open sunday");
    expect(read("tint w/ the visor strip")).toBe("tint with the visor strip");
    expect(read("4 windows at 35")).toBe("4 windows at 35");
    expect(read("want 2 book for 2 cars")).toBe("want to book for 2 cars");
    expect(read("can you come at 4 a.m.")).toBe("can you come at 4 a m");
  });

  it("answers a price in text-speak with the vehicle's package, not a 4% shade", () => {
    const { reply } = ask("hw much 4 tint on a 2019 camry??");
    expect(reply).toContain(priceOf("ceramic-tint-sedan"));
    expect(reply).not.toMatch(/\b4% is too dark/);
  });

  it("reads a vowel-less message and a number asked as '#'", () => {
    expect(ask("hw mch fr tnt on my crv").reply).toContain(priceOf("ceramic-tint-suv"));
    expect(ask("thx!! also whats ur #").reply).toContain(phone());
  });
});

describe("a price bargained over", () => {
  it("promises no lower price or match, gives the one offer and the way to ask", () => {
    for (const question of ["can you do it any cheaper", "will you price match?", "is the ppf price negotiable"]) {
      const { reply } = ask(question);
      expect(reply, question).toMatch(/^Not/);
      expect(reply, question).toContain(k.business.offer.text);
      expect(reply, question).toContain(phone());
    }
  });

  it("keeps a named vehicle's price and says cash brings no promised discount", () => {
    expect(ask("what's your best price on a tahoe").reply).toContain(priceOf("ceramic-tint-suv"));
    const cash = ask("discount if I pay cash?").reply;
    expect(cash).toMatch(/can't promise a lower price for it/);
    expect(cash).not.toMatch(/^Yes/);
  });
});

describe("rain on the day of the job", () => {
  it("is not small talk: the day as the site describes it, passed to the owner", () => {
    const rain = ask("what if it rains that day?");
    expect(rain.reply).toContain("canopy");
    expect(rain.reply).toContain(phone());
    expect(rain.unanswered).toBe(true);
    expect(ask("will it rain tomorrow").reply).toMatch(/can only help with/);
  });
});

describe("a job asked for with nothing else named", () => {
  it("answers with the booking page and the phone, not a passage about boats or glass", () => {
    for (const question of ["i want my windows tinted", "interested in some window film", "need my windows darker"]) {
      const { reply } = ask(question);
      expect(reply, question).toContain("/book");
      expect(reply, question).toContain(phone());
      expect(reply, question).not.toMatch(/boat/i);
    }
  });
});

describe("what paint protection covers", () => {
  it("lists the coverage options when asked about the whole hood", () => {
    const { reply } = ask("would the clear bra go over the whole hood?");
    expect(reply).toMatch(/Partial front: the leading edge of the hood/);
    expect(reply).toMatch(/Full front: the entire hood/);
    expect(reply).toContain("/services/paint-protection-film");
  });
});
