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

describe("where the work is", () => {
  it("reads a town the visitor used to live in, or a relative's, as not the place of the job", () => {
    const moved = ask("we lived in navarre for years but we're in dothan alabama now, still come out?").reply;
    expect(moved).not.toMatch(/^Yes, we serve Navarre/);
    const sister = ask("my sister in milton used you guys, i'm in bonifay though, would you drive up").reply;
    expect(sister).not.toMatch(/^Yes, we serve Milton/);
    // A relative's town with no other place named is where the job is.
    expect(ask("my dad in pace wants his truck tinted").reply).toContain("/service-areas/pace");
  });

  it("answers a place named only as beside a town with the towns and the way to ask", () => {
    const { reply } = ask("molino, north of pensacola, is that too far?");
    expect(reply).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(reply).not.toMatch(/^Yes, we serve Pensacola/);
  });

  it("lists the towns when asked in more words, and reads a town typed without its space", () => {
    expect(ask("can you name all the towns you drive to").reply).toMatch(/Crestview/);
    expect(ask("maryesther ok for you to come").reply).toContain("/service-areas/mary-esther");
    expect(ask("are my in-laws covered, they're in destin").reply).toContain("/service-areas/destin");
  });

  it("places a neighbourhood named with a carport and coming over", () => {
    expect(ask("cinco bayou, we have a carport, can you come there").reply).toContain(
      "/service-areas/window-tinting-near-fort-walton-fl",
    );
  });
});

describe("questions the lead-in or the wording used to hide", () => {
  it("reads the lead-in before 'wondering' as part of the question", () => {
    expect(ask("truck is a sauna every afternoon, wondering what you guys can do").reply).toMatch(/ceramic|heat/i);
  });

  it("prices home film for a room named, and a car turned down", () => {
    expect(ask("what's it cost to do the family room windows").reply).toMatch(/per sq ft|\$49/);
    const { reply } = ask("not for my truck, the sliding glass door at home, price?");
    expect(reply).toMatch(/per sq ft|\$49/);
    expect(reply).not.toContain("/product/ceramic-tint-truck");
  });

  it("reads film trouble months later as the warranty, not the law", () => {
    const { reply } = ask("a year later the back window tint started bubbling");
    expect(reply).toMatch(/warranty/i);
    expect(reply).not.toMatch(/^Behind the driver|^Florida/);
  });

  it("says the site lists no credentials rather than guessing", () => {
    const { reply } = ask("are your installers certified");
    expect(reply).toMatch(/doesn't list/);
    expect(reply).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
  });

  it("answers a cheaper competitor with what the film is", () => {
    expect(ask("some guy on facebook does it for 150, why are you so much more").reply).toMatch(/ceramic/i);
  });

  it("answers where to bring the car with the mobile service", () => {
    expect(ask("where do i drop my car off").reply).toMatch(/mobile|come to you|your home/i);
  });

  it("answers the defroster lines when old film comes off with the removal", () => {
    const { reply } = ask("will the defrost grid get wrecked when you take the old tint off");
    expect(reply).toMatch(/protect the rear defroster lines/);
  });

  it("answers a car wash a week in with the outside of the glass", () => {
    expect(ask("been 10 days, ok to take it through the car wash?").reply).toMatch(/outside of the glass/);
  });

  it("answers how long the car is needed for PPF", () => {
    expect(ask("how long will you need my truck for the clear bra").reply).toMatch(/day/);
  });

  it("prices each product of a choice", () => {
    const { reply } = ask("should i buy the glass cleaner or the aftercare kit");
    expect(reply).toContain("/product/glass-cleaner");
    expect(reply).toContain("/product/aftercare-kit");
  });

  it("reads shop rags and a towel on the tint as cleaning, not our shop", () => {
    const { reply } = ask("are shop towels ok on the tint");
    expect(reply).toMatch(/microfiber|soft/i);
    expect(reply).not.toMatch(/online shop/);
  });
});
