import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, readings found in round 10 once it moved to development (decision 042), each tried with other
// words: goods named by what they are, a booked time's hold, calling it off and the notice, the calendar's
// reach, the vehicle tied up by a job, "closing soon", the penalty when an officer meters the glass, the
// mirrors a very dark rear window needs, old film off without harm, paint film in the open, and a place past
// one of ours.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
/** Wednesday 6:50 PM Central, ten minutes before closing. */
const askBeforeClosing = askOfflineAt(() => k, new Date("2026-07-15T18:50:00-05:00"));
/** Wednesday 8:30 PM Central, after closing. */
const askAfterClosing = askOfflineAt(() => k, new Date("2026-07-15T20:30:00-05:00"));
const phone = () => k.business.phone.display;
const priceOf = (id: string) => k.products.find((p) => p.id === id)!.variants[0]!.price;

describe("goods named by what they are", () => {
  it("prices the window spray as the glass cleaner, not the tint packages", () => {
    const { reply } = ask("what do you charge for the window spray?");
    expect(reply).toContain(priceOf("glass-cleaner"));
    expect(reply).toContain("/product/glass-cleaner");
    expect(reply).not.toContain(priceOf("ceramic-tint-sedan"));
  });
});

describe("a booked time: the hold, calling it off, the notice, the calendar", () => {
  it("gives the hold's minutes when asked how long before the slot is dropped", () => {
    const { reply } = ask("how long till the site drops my slot?");
    expect(reply).toContain(`${k.booking.holdMinutes} minutes`);
  });

  it("says backing out before the cutoff gets the deposit back, without a bare yes", () => {
    const { reply } = ask("if we back out of the appointment, is the deposit gone?");
    expect(reply).toMatch(/refunded/);
    expect(reply).toContain(`${k.booking.changeCutoffHours} hours`);
    expect(reply).not.toMatch(/Yes, just the deposit/);
    expect(ask("will you keep my deposit if I no-show?").reply).toMatch(/^Not if you cancel/);
  });

  it("answers how far out the calendar goes with the booking horizon", () => {
    const { reply } = ask("how far out does your calendar reach?");
    expect(reply).toContain(`${k.booking.horizonDays} days`);
    expect(reply).not.toMatch(/miles/);
  });

  it("sends a time inside the notice to the phone, and a later one to the booking page", () => {
    const soon = askBeforeClosing("is tomorrow at 2 open for my civic?").reply;
    expect(soon).toMatch(/^Not online/);
    expect(soon).toContain(`${k.booking.minLeadHours} hours`);
    expect(soon).toContain(phone());
    const later = ask("is tomorrow at 2 open for my civic?").reply;
    expect(later).not.toMatch(/^Not online/);
    expect(later).toContain("/book");
  });
});

describe("how long the vehicle is tied up", () => {
  it("gives the job's time for tint and for paint film", () => {
    expect(ask("how long will I be without my truck for the tint?").reply).toMatch(/two to three hours/);
    expect(ask("how long is my suv out of commission for the clear bra").reply).toMatch(/most of a day/);
  });
});

describe("closing soon", () => {
  it("says we're open until the closing time before it, and closed after", () => {
    const before = askBeforeClosing("are you about to close?").reply;
    expect(before).toMatch(/open right now/);
    expect(before).toContain("7:00 PM");
    expect(askAfterClosing("closing up soon?").reply).not.toMatch(/open right now/);
  });
});

describe("the law: an officer's meter and a very dark rear window", () => {
  it("gives the penalty when a trooper meters the front windows", () => {
    const { reply } = ask("a trooper checks my front windows and they're at 15, then what?");
    expect(reply).toMatch(/noncriminal/);
    expect(reply).toContain("28%");
  });

  it("names the outside mirrors for a limo rear window", () => {
    expect(ask("limo tint on the back window, anything else required?").reply).toMatch(/outside mirrors/);
  });
});

describe("old film off and paint film in the open", () => {
  it("says the defroster is protected, not a bare yes to damage", () => {
    const { reply } = ask("will stripping the old tint damage my rear defroster?");
    expect(reply).toMatch(/^Not the way we do it/);
    expect(reply).toMatch(/defroster/);
  });

  it("says paint film goes on under shelter, not outdoors", () => {
    const { reply } = ask("could the clear bra be installed in the open air?");
    expect(reply).toMatch(/^Not out in the open/);
    expect(reply).toMatch(/enclosed/);
  });
});

describe("a place past one of ours", () => {
  it("serves the town and gives the way to ask about the address beyond it", () => {
    const { reply } = ask("out beyond gulf breeze, do you serve there?");
    expect(reply).toContain("/service-areas/gulf-breeze");
    expect(reply).toMatch(/Past Gulf Breeze\?/);
    expect(reply).toContain(phone());
    expect(ask("do you serve gulf breeze?").reply).not.toMatch(/Past Gulf Breeze/);
  });
});
