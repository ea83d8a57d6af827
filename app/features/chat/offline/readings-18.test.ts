import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, readings found from round 11's failures once it moved to development (decision 043),
// each tried in other words than the round's: text-speak hours, a model named in the plural, a
// price said in words, the owner asked for by name, "not asking them", our own van, a vehicle's
// "number", a kit's everyday option names.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const phone = () => k.business.phone.display;
const product = (id: string) => k.products.find((p) => p.id === id)!;
const priceOf = (id: string) => product(id).variants[0]!.price;
const variantPrice = (id: string, title: string) => product(id).variants.find((v) => v.title === title)!.price;

describe("hours asked in text-speak", () => {
  it("answers 'u open' with the opening hours", () => {
    const { reply } = ask("u guys open saturday?");
    expect(reply).toMatch(/7:00 AM to 7:00 PM/);
  });
});

describe("a model named in the plural after its make", () => {
  it("reads a golf cart as no Volkswagen: no car's package is offered for it", () => {
    for (const question of ["could y'all do film on the glass of our golf cart", "do you tint golf carts"]) {
      const { reply } = ask(question);
      expect(reply, question).not.toContain(priceOf("ceramic-tint-sedan"));
      expect(reply, question).not.toMatch(/volkswagen|sedan/i);
    }
  });
  it("prices the model's package, not the make's usual body", () => {
    const { reply } = ask("do y'all tint toyota tacomas");
    expect(reply).toContain(priceOf("ceramic-tint-truck"));
    expect(reply).not.toContain(priceOf("ceramic-tint-suv"));
  });
});

describe("a price said in words", () => {
  it("reads 'five forty nine for an SUV' as $549, the SUV package checked against it", () => {
    const { reply } = ask("five forty nine for an suv, is that right");
    expect(reply).toContain(priceOf("ceramic-tint-suv"));
  });
});

describe("a model that is also a place", () => {
  it("reads 'mine's a Colorado' as the pickup, not the state", () => {
    const { reply } = ask("how much for tint, mine's a colorado");
    expect(reply).toContain(priceOf("ceramic-tint-truck"));
    expect(reply).not.toMatch(/don't work in Colorado/);
  });
});

describe("the owner asked for in person", () => {
  it("gives the phone to speak with him", () => {
    const { reply } = ask("is marcus the owner? could i speak with him personally");
    expect(reply).toContain(phone());
  });
});

describe("what other shops say, set aside", () => {
  it("answers the law of the front, not an unknown", () => {
    const { reply } = ask("a buddy says 20 on the front is fine, not asking him tho, what's the real limit");
    expect(reply).toMatch(/28%/);
    expect(reply).not.toMatch(/I'm not sure/);
  });
});

describe("our van, the visitor's vehicle and its number", () => {
  it("reads 'your van' as ours, and asks whether we come to the town named before", () => {
    const { reply } = ask("we live in tiger point", "can your crew come out that way?");
    expect(reply).toContain("/service-areas/gulf-breeze");
    expect(reply).not.toContain(priceOf("ceramic-tint-suv"));
  });

  it("reads a vehicle's 'number' as its price, not the phone", () => {
    const { reply } = ask("2022 tundra, what's the number");
    expect(reply).toContain(priceOf("ceramic-tint-truck"));
  });
});

describe("a kit's options in everyday words", () => {
  it("takes 'the basic one' for the standard option after the pro was priced", () => {
    const { reply } = ask("price of the pro aftercare kit", "sorry, the basic one");
    expect(reply).toContain(variantPrice("aftercare-kit", "Standard"));
    expect(reply).not.toContain(variantPrice("aftercare-kit", "Pro"));
  });

  it("says what the pro kit adds over the regular one", () => {
    const { reply } = ask("what's in the pro aftercare kit that the regular one lacks");
    expect(reply).toMatch(/detailing brush/);
  });
});

describe("a good named before a comma, then asked about", () => {
  it("answers what the good holds, without a price list first", () => {
    const { reply } = ask("that squeegee set, what comes in it");
    expect(reply).toMatch(/snap-off film knife/);
    expect(reply).not.toMatch(/^Here are our current prices/);
  });

  it("prices the kit and says how soon a mailed order arrives", () => {
    const { reply } = ask("what's the standard aftercare kit cost, and how fast will it arrive");
    expect(reply).toContain(variantPrice("aftercare-kit", "Standard"));
    expect(reply).toMatch(/two business days/);
  });
});

describe("what becomes of a fee once the job is booked", () => {
  it("says the home visit's fee is credited against the job, from the product's page", () => {
    const { reply } = ask("the consultation, do i lose that money if i go ahead with film");
    const visit = product("home-film-consultation");
    expect(reply).toContain(visit.path);
    expect(reply).toMatch(/credited against any residential job/);
  });
});

describe("a seat belt's buckle on the film", () => {
  it("gives the aftercare guide's warning that it can nick the edge", () => {
    const { reply } = ask("the seat belt keeps banging the tinted window when my kid climbs out, problem?");
    expect(reply).toMatch(/nick the film edge/);
    expect(reply).toContain("/blog/new-window-tint-aftercare-curing-guide");
  });
});

describe("a home looked after while the owner is away", () => {
  it("answers with the town page's sentence on a manager on site", () => {
    const { reply } = ask("we have a condo in destin, could you do it while we're not there?");
    expect(reply).toMatch(/manager/);
    expect(reply).toContain("/service-areas/destin");
  });
});

describe("the job at a workplace in a town we serve", () => {
  it("says a workplace lot needs permission, with the town's page", () => {
    const { reply } = ask("my truck is parked in niceville all day, can you do it at my work lot");
    expect(reply).toMatch(/permission/);
    expect(reply).toContain("/service-areas/niceville");
  });
});
