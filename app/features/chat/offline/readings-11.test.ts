import { describe, expect, it } from "vitest";
import { floridaTintLaw } from "~/config/tint-law.ts";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge, ProductFact } from "../knowledge.server.ts";

// Issue 26: figures said in words or dictated, a price limit set against the
// catalogue, and an hour asked with no am or pm. Found by probing the engine
// with new phrasings of round 9's topics (its questions not read).

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

// A Wednesday at 10 AM in Navarre: open now, so "open right now" is never the right answer to another hour.
const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const product = (id: string): ProductFact => k.products.find((p) => p.id === id)!;
const lowest = (id: string) => {
  const cents = Math.min(...product(id).variants.map((v) => v.cents));
  return product(id).variants.find((v) => v.cents === cents)!.price;
};

describe("figures said in words", () => {
  it("reads a shade in words as that shade, and says no to one darker than the front's limit", () => {
    const { reply } = ask("is twenty percent legal on the front windows");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(`${floridaTintLaw.vehicleClasses.sedan.minVlt.frontSide}%`);
  });

  it("reads 'thirty five all around' as 35% everywhere, legal on a truck", () => {
    const { reply } = ask("can i do thirty five all around on my f150");
    expect(reply).toMatch(/^Yes, 35% is legal/);
  });

  it("reads a model year in words as a year, not a shade or a price", () => {
    const { reply } = ask("how much is a nineteen ninety eight tahoe");
    expect(reply).toContain(lowest("ceramic-tint-suv"));
    expect(reply).not.toMatch(/\b(19|98)%/);
  });
});

describe("a price limit", () => {
  it("says no, with the price, when the named vehicle's package costs more", () => {
    const { reply } = ask("is it under three hundred for a corolla");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(lowest("ceramic-tint-sedan"));
  });

  it("says yes when it costs less, and never repeats the visitor's figure as a price of ours", () => {
    const { reply } = ask("my budget is 1500 for the clear bra on my mustang");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain(lowest("ppf-partial-front"));
    expect(reply).not.toContain("1,500");
  });

  it("sets each vehicle's package against the limit", () => {
    const { reply } = ask("a tahoe and a camry, can you do both under 500 each");
    expect(reply).toMatch(new RegExp(`Within that: .*${lowest("ceramic-tint-sedan").replace("$", "\\$")}`));
    expect(reply).toMatch(new RegExp(`More than that: .*${lowest("ceramic-tint-suv").replace("$", "\\$")}`));
  });

  it("lists the shop's goods within the limit, cheapest first, and only those", () => {
    const { reply } = ask("do you have anything under fifty bucks in the shop");
    const goods = k.products.filter((p) => !p.bookedOnline && p.purchasable && !p.soldOut);
    for (const p of goods) {
      const within = Math.min(...p.variants.map((v) => v.cents)) <= 5000;
      if (within) expect(reply).toContain(p.title);
      else expect(reply).not.toContain(p.title);
    }
  });

  it("says when nothing in the shop is that low, with the lowest price", () => {
    const { reply } = ask("what can i buy for less than $5");
    expect(reply).toMatch(/^Nothing/);
    expect(reply).toContain(lowest("glass-cleaner"));
  });

  it("leaves a shade limit to the law", () => {
    const { reply } = ask("can i go under 20 on the back windows");
    expect(reply).toMatch(/legal/);
    expect(reply).not.toMatch(/within that|more than that/i);
  });
});

describe("an hour asked", () => {
  it("answers another day's hour from the hours, not with 'open right now'", () => {
    for (const question of [
      "you guys open at six thirty am tomorrow?",
      "y'all still open at 8 tonight?",
      "open at 7:30 tomorrow?",
    ]) {
      const { reply } = ask(question);
      expect(reply).not.toMatch(/right now/);
      expect(reply).toMatch(/7:00 AM to 7:00 PM/);
    }
  });

  it("says no to an hour before opening", () => {
    expect(ask("you guys open at six thirty am tomorrow?").reply).toMatch(/^No/);
  });
});
