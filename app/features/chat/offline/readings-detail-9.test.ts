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
