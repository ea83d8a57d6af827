import { describe, expect, it } from "vitest";
import { floridaTintLaw } from "~/config/tint-law.ts";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { landmarksOf } from "../area-page-facts.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { rejectReply } from "../reply-check.ts";
import { formatDollars } from "~/lib/money.ts";

// Issue 26, round 9's readings once it moved to development (decision 041):
// places by their landmark or short name, the law asked in slang or in anger,
// renters and rentals, a fold in fresh film, cash in other words, a price
// heard, a budget, the same look again. Each in other words than the round's.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const law = floridaTintLaw.vehicleClasses;
const areaPath = (name: string) => k.areas.find((x) => x.name === name)!.path;
const phone = () => k.business.phone.display;

describe("a place by its landmark or its short name", () => {
  it("reads a camp and a mound a town's page names as that town's", () => {
    expect(landmarksOf("Families at Camp Bull Simons and downtown near the Indian Temple Mound.").sort()).toEqual([
      "Camp Bull Simons",
      "Indian Temple Mound",
    ]);
    const { reply } = ask("my husband is stationed at camp bull simons, would you drive out there");
    expect(reply).toContain(areaPath("Crestview"));
  });

  it("reads PCB as Panama City Beach, not served, and P-cola as Pensacola", () => {
    const far = ask("any chance you service pcb").reply;
    expect(far).toMatch(/^No/);
    expect(far).toContain("Panama City Beach");
    expect(far).toContain(phone());
    expect(ask("y'all come out to pcola?").reply).toContain(areaPath("Pensacola"));
  });
});

describe("the law in slang, in anger, without an exemption", () => {
  it("reads 'legit' next to a shade as legal, and a business's 'legit' as its reviews", () => {
    const shade = ask("is 15 on the front doors legit").reply;
    expect(shade).toMatch(/not legal|too dark/);
    expect(shade).toContain(`${law.sedan.minVlt.frontSide}%`);
    expect(ask("are you guys legit").reply).toContain("/reviews");
  });

  it("answers the law for a shade asked 'without a doctor's note', not the exemption", () => {
    const { reply } = ask("no doctor's note, can my camry get 5% on the rear");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(`${law.sedan.minVlt.rear}%`);
  });

  it("answers 'why can't you just do 5%' with the law", () => {
    const { reply } = ask("why won't you just put 5% on my accord, it's my car");
    expect(reply).toMatch(/not legal|too dark/);
    expect(reply).toMatch(/exemption/);
  });
});

describe("renters and rentals", () => {
  it("sends a tenant to the landlord, with the phone and no vehicle law", () => {
    const { reply } = ask("we're tenants, is window film on the house ok");
    expect(reply).toMatch(/lease|landlord|property manager/);
    expect(reply).toContain(phone());
    expect(reply).not.toContain("AS-1");
  });

  it("answers tinting a short-term rental between guests from the area page", () => {
    const { reply } = ask("can you tint my short-term rental between guests");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toMatch(/check-out and check-in/);
  });
});

describe("fresh film, cash, a price heard, a budget, the same look", () => {
  it("treats a crease after a window went down as not normal, with the phone", () => {
    const { reply } = ask("my kid rolled the window down early and the film creased");
    expect(reply).toMatch(/not normal/i);
    expect(reply).toContain(phone());
  });

  it("reads dollar bills as cash", () => {
    expect(ask("can i pay in dollar bills").reply).toMatch(/\bcash\b/);
  });

  it("answers a price heard in words with the catalogue's", () => {
    const sedan = k.products.find((p) => p.id === "ceramic-tint-sedan")!;
    const { reply } = ask("buddy said you tint accords for three twenty five");
    expect(reply).toContain(sedan.variants[0]!.regular ?? sedan.variants[0]!.price);
    expect(reply).not.toContain("$325");
  });

  it("sets a budget said after the figure against the price", () => {
    const ppf = k.products.find((p) => p.id === "ppf-partial-front")!;
    const lowest = Math.min(...ppf.variants.map((v) => v.cents));
    const { reply } = ask("i've got 1500 to work with for a clear bra");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain(ppf.variants.find((v) => v.cents === lowest)!.price);
  });

  it("gives a returning customer the booking page and the phone to match the shades", () => {
    const { reply } = ask("you did my old ram, can the new one match it");
    expect(reply).toContain("/book");
    expect(reply).toContain(phone());
    expect(reply).toMatch(/legal/);
  });
});

describe("several questions in one message", () => {
  it("answers a question after a comma that starts 'do you'", () => {
    const { reply } = ask("how much is the deposit, do you accept cash, and how long for a coupe");
    expect(reply).toContain(`$${(k.booking.depositCents / 100).toFixed(2)}`);
    expect(reply).toMatch(/\bcash\b/);
    expect(reply).toMatch(/two to three hours/);
  });

  it("says no to a gift card expiring, with the amounts asked beside it", () => {
    const card = k.products.find((p) => /gift/i.test(p.title))!;
    const { reply } = ask("does the gift card ever expire and what amounts can i get");
    expect(reply).toMatch(/^No, it never expires/);
    for (const v of card.variants) expect(reply).toContain(v.price);
  });
});

describe("the soonest time and a moved time", () => {
  it("gives the booking page's first free time for the soonest opening", () => {
    const { reply } = ask("what's the soonest you've got");
    expect(reply).toContain(`${k.booking.minLeadHours} hours from now`);
    expect(reply).toContain(phone());
  });

  it("answers moving a booked time to another weekday with the change rules, not a new booking", () => {
    const { reply } = ask("got you booked friday, can i bump it to monday");
    expect(reply).toMatch(/reschedule/);
    expect(reply).toContain(`${k.booking.changeCutoffHours} hours`);
    expect(reply).not.toMatch(/You can book online/);
  });
});

describe("a count of one kind of vehicle", () => {
  it("adds up that many of the package, each price written out, and the reply check lets it through", () => {
    const truck = k.products.find((p) => p.id === "ceramic-tint-truck")!;
    const cents = Math.min(...truck.variants.map((v) => v.cents));
    const { reply } = ask("what would 3 of our f150s cost");
    expect(reply).toContain(`${formatDollars(cents * 3)}`);
    expect(reply.split(formatDollars(cents)).length - 1).toBeGreaterThanOrEqual(3);
    expect(rejectReply(reply, k)).toBeNull();
  });

  it("leaves two kinds of vehicle to their own packages", () => {
    expect(ask("two cars, a civic and a rav4, what's the price").reply).not.toMatch(/For two:/);
  });
});
