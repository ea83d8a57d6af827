import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, ninth round: what held-out round 7 showed the engine could not
// read once it moved to development, each tested in other words than the
// round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));
const price = (id: string, title?: RegExp) =>
  k.products.find((p) => p.id === id)!.variants.find((v) => !title || title.test(v.title))!.price;

describe("the people behind the business", () => {
  it("names the founder from the About page when asked who owns or started it", () => {
    for (const question of ["whos the owner", "who started this company"]) {
      const { reply } = ask(question);
      expect(reply).toMatch(/founder, \w+ \w+/);
      expect(reply).toContain("/about");
    }
  });

  it("says yes to a family business, in the About page's words", () => {
    expect(ask("is it a family run business").reply).toMatch(/^Yes\. .*family business/);
  });
});

describe("money down and the offer's percentage", () => {
  it("reads money down to get a time as the deposit", () => {
    expect(ask("do i have to put money down to get on the schedule").reply).toContain(
      `$${(k.booking.depositCents / 100).toFixed(2)}`,
    );
  });

  it("reads the offer's percentage, named as the offer, as the offer and not a shade", () => {
    const percent = k.business.offer.percent;
    for (const question of [`the ${percent}% deal, does it cover my house`, `how do i claim the ${percent} percent`]) {
      const { reply } = ask(question);
      expect(reply).toContain(k.business.offer.text);
      expect(reply).not.toMatch(/front side windows/);
    }
    expect(ask(`how do i claim the ${percent} percent`).reply).not.toMatch(/^Yes/);
    // The same number with a window named is still the shade.
    expect(ask(`is the ${percent}% legal on the back`).reply).toMatch(/back side windows/);
  });
});

describe("a vehicle's job, then what it comes to", () => {
  it("prices the job when the message ends asking what it comes to", () => {
    const { reply } = ask("ceramic on my tacoma what would that be");
    expect(reply).toContain(price("ceramic-tint-truck"));
  });

  it("knows older minivans and flags a shade too dark for them before the price", () => {
    const { reply } = ask("5% on the back of my town and country what would it cost");
    expect(reply).toContain(price("ceramic-tint-suv"));
    expect(reply).toMatch(/too dark/);
  });
});

describe("curing, a coating and a business's hours", () => {
  it("says how long the windows stay up", () => {
    expect(ask("how long do the windows need to stay up after").reply).toMatch(/three to five days/);
  });

  it("reads a detailer coating the car as a ceramic coating over the paint film", () => {
    expect(ask("my detailer wants to coat my car after the ppf goes on, is that ok").reply).toMatch(
      /ceramic coating(s)? (on top of|can be applied on top of)/i,
    );
  });

  it("answers a business asking for a time around its own hours with the commercial page's schedule", () => {
    const { reply } = ask("we own a salon, can you come before we open");
    expect(reply).toMatch(/before opening, after closing or at the weekend/);
    expect(reply).not.toMatch(/^We're open every day/);
  });
});

describe("undecided, old film, every window and a returning customer", () => {
  it("offers the samples to someone who can't decide on a shade", () => {
    expect(ask("cant decide how dark to go tbh").reply).toMatch(/samples?/i);
  });

  it("reads taking the old film off as removal", () => {
    expect(ask("could you peel the old cheap stuff off my windows first").reply).toMatch(/remov/i);
  });

  it("reads 'everything' with a bare number as a shade on every window", () => {
    const { reply } = ask("can everything on my silverado be 15");
    expect(reply).toMatch(/too dark|not legal/);
    expect(reply).toContain("28%");
  });

  it("does not promise the first-time offer to a returning customer", () => {
    const { reply } = ask(`you guys did my wife's car, does the ${k.business.offer.percent}% off work again for mine`);
    expect(reply).toMatch(/first-time customers/);
    expect(reply).not.toMatch(/^Yes/);
  });
});

describe("a town split in two, older cars and the vehicle asked about", () => {
  it("reads a town's name split in two and y'all typed ya'll", () => {
    expect(ask("do ya'll come out to crest view").reply).toContain("/service-areas/crestview");
  });

  it("prices an older sedan the table names, asked what it would be", () => {
    const { reply } = ask("got a 99 town car, what it'd be");
    expect(reply).toContain("/product/ceramic-tint-sedan");
    expect(reply).toMatch(/\$\d{3}\.00/);
  });

  it("prices a model named with the film asked about", () => {
    expect(ask("do you do ceramic on a honda pilot").reply).toContain(price("ceramic-tint-suv"));
  });

  it("answers for the vehicle asked about, not the one set aside", () => {
    expect(ask("with a minivan rather than my civic how dark could the back go").reply).toMatch(/at least 6%/);
  });
});

describe("several vehicles asked about one turn at a time", () => {
  it("prices each of them when a later turn asks for them together", () => {
    const { reply } = ask("price for a tacoma", "and my wife's camry", "what would both come to altogether");
    expect(reply).toContain("/product/ceramic-tint-truck");
    expect(reply).toContain("/product/ceramic-tint-sedan");
  });

  it("adds up the lowest price of each package when a total is asked (decision 039)", () => {
    const lowest = (id: string) => Math.min(...k.products.find((p) => p.id === id)!.variants.map((v) => v.cents));
    const sum = lowest("ceramic-tint-truck") + lowest("ceramic-tint-sedan");
    const { reply } = ask("price for a tacoma", "and my wife's camry", "what would both come to altogether");
    expect(reply).toContain(`Together: from $${(sum / 100).toFixed(2)}`);
    expect(ask("a tundra and a corolla, how much total").reply).toContain(`from $${(sum / 100).toFixed(2)}`);
    // Not asked for a total: none given.
    expect(ask("a tundra and a corolla, how much").reply).not.toContain("Together");
  });

  it("reads a model in the plural after a count or 'our'", () => {
    expect(ask("how much to tint two accords").reply).toContain("/product/ceramic-tint-sedan");
    expect(ask("our tundras need tint, price?").reply).toContain("/product/ceramic-tint-truck");
  });
});
