import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 8's readings on booking, a product's details, worries and doubts, a business's film,
// after the job and paint film: each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));

describe("booking: the lead, the deposit, the reminder, a change", () => {
  it("reads 'tmrw' as tomorrow and says the booking page's first free time is the lead ahead", () => {
    const { reply } = ask("could you stop by tmrw morning around 9");
    expect(reply).toContain(`${k.booking.minLeadHours} hours`);
    expect(reply).toContain("/book");
    expect(reply).toContain(k.business.phone.display);
  });

  it("answers securing a time with the deposit that holds it", () => {
    const { reply } = ask("how can i secure a slot");
    expect(reply).toContain("/book");
    expect(reply).toMatch(/\$\d+(\.00)? deposit/);
  });

  it("answers 'do you remind customers' with the reminder, not the booking steps", () => {
    const { reply } = ask("will you guys remind me or should i keep track of it myself");
    expect(reply).toMatch(/reminder/);
    expect(reply).not.toMatch(/choose your vehicle/);
  });

  it("reads pushing a booked time back as a change, with the cutoff and the phone", () => {
    const { reply } = ask("got an appointment friday, can i move it to another day");
    expect(reply).toMatch(/reschedule/);
    expect(reply).toContain(k.business.phone.display);
  });
});

describe("a product's details: the truck's slider, stock, every shade", () => {
  it("reads a pickup's sliding back window as the back glass the truck package covers", () => {
    const { reply } = ask("is the rear slider covered in the pickup tint");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toMatch(/back glass/);
  });

  it("says how many are left of a shop item, as its page counts them", () => {
    const kit = k.products.find((p) => p.id === "aftercare-kit")!;
    const pro = kit.variants.find((v) => v.title === "Pro")!;
    const { reply } = ask("do you still have the pro aftercare kit in stock");
    expect(reply).toContain(`only ${pro.left} left`);
    expect(ask("how many of the aftercare kits are left").reply).toMatch(/Standard .*in stock/);
  });

  it("says a sold-out item is sold out, and an untracked one is in stock", () => {
    expect(ask("any squeegee sets left").reply).toMatch(/^Not right now.*sold out/);
    expect(ask("is the glass cleaner in stock").reply).toMatch(/^Yes.*in stock/);
  });

  it("lists the shades asked for as 'every darkness', not the shop's items", () => {
    const { reply } = ask("which darkness levels do you sell");
    expect(reply).toMatch(/ 5%/);
    expect(reply).toMatch(/70%/);
    expect(reply).not.toMatch(/Gift Card/);
  });
});

describe("worries the pages answer in their own words", () => {
  it("says a dark rear window makes backing up at night harder, and to lean lighter", () => {
    const { reply } = ask("with 5% on the back can i still see to reverse into a parking spot at night");
    expect(reply).toMatch(/harder to see/);
    expect(reply).toMatch(/lean lighter/);
  });

  it("says privacy film reverses at night with the lights on", () => {
    const { reply } = ask("can the neighbors see into our living room at night with the film on");
    expect(reply).toMatch(/^Not on its own after dark/);
    expect(reply).toMatch(/lights on inside/);
  });

  it("answers sand with shaking out the cloths", () => {
    expect(ask("does beach sand damage the tint").reply).toMatch(/shake sand out/);
  });

  it("answers fading seats with the UV the film blocks, and a home's floors with its page's words", () => {
    expect(ask("will tint stop my dashboard from cracking").reply).toMatch(/UV/);
    expect(ask("will our hardwood floors still fade with film on the windows").reply).toMatch(/slows fading but/);
  });

  it("keeps suction cups and stickers off the film", () => {
    const { reply } = ask("my daughter wants to put decals on the tinted rear side windows, is that ok");
    expect(reply).toMatch(/suction-cup mounts or adhesive tags/);
  });

  it("leaves a price asked with the worry to the price", () => {
    expect(ask("how much is film so my floors don't fade").reply).not.toMatch(/^Much less/);
  });
});

describe("doubts: a cheaper shop, damage during the job", () => {
  it("answers 'why pay more than a cheaper shop' with the films compared, not the price list", () => {
    const { reply } = ask("why should i pay more when the $150 tint shop is cheaper");
    expect(reply).toMatch(/infrared|fade|purple/);
    expect(reply).not.toContain("Here are our current prices");
  });

  it("reads damage while we work as insurance: no claim, the owner answers", () => {
    const { reply } = ask("what if your guys scratch my dash while you work, is that covered");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toMatch(/doesn't list licences, insurance/);
    expect(reply).not.toMatch(/we're insured|fully insured/i);
  });
});

describe("a home's or a business's job, paint film's full front, an owner who lives away", () => {
  it("answers 'how does that work' for a business with its page's steps: the visit that measures, the quote", () => {
    const { reply } = ask("we run a small law office and want film on the front glass, whats the process");
    expect(reply).toMatch(/measure/);
    expect(reply).toContain(k.quoteHref);
  });

  it("reads the whole hood as paint film's full front, at the page's range", () => {
    const { reply } = ask("price to do the entire hood instead of just the leading edge");
    expect(reply).toMatch(/full front usually runs \$2,000-3,000/);
  });

  it("says a manager on site can let us in when the owner lives away, from the area page", () => {
    const { reply } = ask("our beach house is a rental and we live out of state, can you tint it without us there");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toMatch(/manager/);
    expect(reply).toContain("/service-areas/");
  });
});
