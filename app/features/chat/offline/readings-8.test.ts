import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, eighth round: what held-out round 6 showed the engine could not
// read once it moved to development, each tested in other words than the
// round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));
const price = (id: string, title?: RegExp) =>
  k.products.find((p) => p.id === id)!.variants.find((v) => !title || title.test(v.title))!.price;

describe("a vehicle named with nothing else asked", () => {
  it("is a price question, in more words for asking one", () => {
    expect(ask("need a figure for my toyota highlander").reply).toContain(price("ceramic-tint-suv"));
    expect(ask("chevy tahoe, the regular package").reply).toContain(price("ceramic-tint-suv"));
    expect(ask("give me a number I can call").reply).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
  });

  it("leaves out what the message turns down", () => {
    const { reply } = ask("kia telluride, skip the windshield strip, sides and rear only");
    expect(reply).toContain(price("ceramic-tint-suv"));
    expect(reply).not.toMatch(/^For the windshield/);
  });

  it("reads a road's name as the road, not a vehicle model of the same name", () => {
    const { reply } = ask("our house is right off avalon blvd");
    expect(reply).toContain("/service-areas/pace");
    expect(reply).not.toContain("/product/ceramic-tint-sedan");
  });
});

describe("the strip and the shade in a follow-up", () => {
  it("prices the package with the strip when the strip is added after a vehicle", () => {
    const reply = ask("tint for my toyota 4runner", "and the brow strip on top?").reply;
    expect(reply).toContain(price("ceramic-tint-suv", /visor strip/));
  });

  it("prices one shade asked for across the board after a sedan", () => {
    const reply = ask("price on a sedan", "honda accord", "what about 35 across the board").reply;
    expect(reply).toContain(price("ceramic-tint-sedan", /35/));
  });
});

describe("paint protection film in customers' words", () => {
  it("reads clear film on the front end as PPF, and its finish as the option", () => {
    const { reply } = ask("matte finish clear wrap on the hood and bumper, cost?");
    expect(reply).toContain(price("ppf-partial-front", /satin/i));
    expect(reply).not.toContain("/product/ceramic-tint-sedan");
  });

  it("answers a finish named alone after PPF with its price", () => {
    const reply = ask("do you install clear bra", "partial front for my tacoma", "gloss then?").reply;
    expect(reply).toContain(price("ppf-partial-front", /gloss/i));
    expect(reply).not.toContain("/product/ceramic-tint-truck");
  });
});
