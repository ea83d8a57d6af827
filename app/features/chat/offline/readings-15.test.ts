import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, readings for round 10's cases once it moved to development (decision 042), each
// asked here in other words: an option weighed, two films priced side by side, one town
// farther than another, a gift card redeemed or given as a present, the first step for a
// home, glass broken after the job, billing a business, a ticket blamed on our film, a
// booking page without the visitor's vehicle, how long the crew stays for a car named
// earlier, and "yes or no" after a question of the law.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const phone = () => k.business.phone.display;
const product = (id: string) => k.products.find((p) => p.id === id)!;
const area = (slug: string) => k.areas.find((x) => x.slug === slug)!;

describe("a package's option weighed", () => {
  it("prices the visor add-on against going without it", () => {
    const { reply } = ask("is the visor upgrade on my minivan worth it, or skip it?");
    for (const v of product("ceramic-tint-suv").variants) expect(reply).toContain(v.price);
    expect(reply).not.toMatch(/AS-1/);
  });
});

describe("two films priced side by side", () => {
  it("gives the home film's range beside the security film's", () => {
    const { reply } = ask("security film compared to regular home film, what does each run a square foot?");
    expect(reply).toMatch(/\$5-12 per sq ft/);
    expect(reply).toMatch(/\$7-11 per square foot/);
  });

  it("still answers security film alone with its own figures, not the home price", () => {
    const { reply } = ask("security film price per foot for our house?");
    expect(reply).toMatch(/\$7-11 per square foot/);
    expect(reply).not.toMatch(/\$5-12/);
  });
});

describe("one town farther than another", () => {
  it("gives each town's miles, not the price list", () => {
    const { reply } = ask("how much further out is crestview compared to milton?");
    expect(reply).toContain(area("crestview").distance);
    expect(reply).toContain(area("milton").distance);
    expect(reply).not.toContain(product("ceramic-tint-sedan").variants[0]!.price);
  });
});

describe("gift cards", () => {
  it("tells how a card is redeemed after a question about the cards", () => {
    const { reply } = ask("do you sell gift cards", "ok and how does my wife redeem the card?");
    expect(reply).toContain("/product/gift-card");
    expect(reply).toContain(phone());
  });

  it("offers the gift card for tint given as a present", () => {
    const { reply } = ask("want to get my dad's truck tinted as a present for his birthday, how would that work?");
    expect(reply).toContain("/product/gift-card");
  });
});

describe("the first step for a home", () => {
  it("gives the home visit's steps, with the measuring", () => {
    const { reply } = ask("our spare room bakes every afternoon, what's the first step to get film on it?");
    expect(reply).toMatch(/measure every pane/);
    expect(reply).toContain("/services/residential-window-tinting");
  });
});

describe("glass broken after the job", () => {
  it("says the warranty is the film's and a new pane needs new film, never that the glass is covered", () => {
    const { reply } = ask("my side window got smashed in a break-in last month, is the tint on it under warranty?");
    expect(reply).toMatch(/replacement pane needs new film/);
    expect(reply).toContain("/blog/new-window-tint-aftercare-curing-guide");
    expect(reply).not.toMatch(/covers (the|broken|cracked) glass|replace the glass/);
  });
});

describe("billing a business", () => {
  it("promises no invoice to an employer and gives the phone", () => {
    const { reply } = ask("my employer is paying for the van, can you invoice the company?");
    expect(reply).toMatch(/^Not as far as I know/);
    expect(reply).toContain(phone());
  });
});

describe("a ticket blamed on our film", () => {
  it("answers the penalty and gives the phone, promising no payment", () => {
    const { reply } = ask("cop pulled me over for the tint your guys put on last spring, now what?");
    expect(reply).toContain(phone());
    expect(reply).not.toMatch(/we('ll| will) (pay|cover)/);
  });
});

describe("a booking page without the visitor's vehicle", () => {
  it("gives that vehicle's own package and price, and the booking page", () => {
    const { reply } = ask("i can't find my truck on the booking page, just cars and suvs");
    expect(reply).toContain(product("ceramic-tint-truck").variants[0]!.price);
    expect(reply).toContain("/book");
  });
});

describe("how long the crew stays, for a car named earlier", () => {
  it("answers the car's time, not a home's", () => {
    const { reply } = ask("we live in milton", "it's a honda accord", "how long will you guys be at our place?");
    expect(reply).toMatch(/two to three hours/);
    expect(reply).not.toMatch(/depends on the windows/);
  });
});

describe("yes or no after a question of the law", () => {
  it("gives the verdict on the shade asked, for the vehicle named", () => {
    const { reply } = ask("can i do 20 on the rear glass", "toyota camry, so yes or no?");
    expect(reply).toMatch(/\b15%/);
    expect(reply).toMatch(/20%/);
    expect(reply).not.toMatch(/Automotive Window Tinting:/);
  });
});
