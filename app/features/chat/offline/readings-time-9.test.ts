import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 9's booking, hours, paying, day-of and chain readings: the hold's
// minutes, a time too close to move online, the hold money coming off, all due at
// booking, a card by its brand, a hose, someone still on, a missed evening, a day
// reopened after a holiday, an observance past the horizon, "can you do it
// Saturday", "no issue with that?" and a medical certificate carried over, each in
// other words than the round's.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const at = (iso: string) => askOfflineAt(() => k, new Date(iso));
const TUESDAY_NOON = "2026-09-15T12:00:00-05:00";
const TUESDAY_FIVE_TO_SEVEN_PM = "2026-09-15T18:55:00-05:00";
const TUESDAY_HALF_SEVEN_PM = "2026-09-15T19:30:00-05:00";
const TUESDAY_FIVE_AM = "2026-09-15T05:00:00-05:00";
const ask = (...turns: string[]) => at(TUESDAY_NOON)(...turns).reply;

describe("booking and its deposit", () => {
  it("says how long a time is held while paying", () => {
    expect(ask("after i choose a time how many mins do i get to pay")).toContain(`${k.booking.holdMinutes} minutes`);
  });

  it("refuses to move online a time closer than the cutoff, and gives the phone", () => {
    const reply = ask("our booking is today at 4 pm, could i change it online?");
    expect(reply).toMatch(/^Not online any more/);
    expect(reply).toContain(`${k.booking.changeCutoffHours} hours`);
    expect(reply).toContain(k.business.phone.display);
  });

  it("lets a time further out be moved online", () => {
    const reply = ask("my appointment is next friday, can i move it online");
    expect(reply).not.toMatch(/Not online any more/);
    expect(reply).toContain(`${k.booking.changeCutoffHours} hours`);
  });

  it("says the hold money comes off the price", () => {
    expect(ask("does the reservation fee get deducted from the bill")).toMatch(/comes off the price/);
  });

  it("answers that only the deposit is due when booking", () => {
    const reply = ask("do i pay the whole amount up front when i book or later");
    expect(reply).toMatch(/^No, only the deposit/);
    expect(reply).toMatch(/once the work is finished/);
  });

  it("takes a card named by its brand", () => {
    expect(ask("can i pay the rest with my mastercard")).toMatch(/cards/);
  });

  it("reads a reminder of the appointment as the reminder the booking sends", () => {
    expect(ask("will you remind me about my appointment")).toMatch(/reminder \d+ hours before/);
  });
});

describe("the day of the job", () => {
  it("says no hose or water is needed, from the visit's own answer", () => {
    const reply = ask("should i hook up the garden hose before you get here");
    expect(reply).toMatch(/^No, you don't need to\./);
    expect(reply).toMatch(/water/);
  });
});

describe("hours at the edges of the day", () => {
  it("reads someone still on before we close as whether we're open now", () => {
    expect(at(TUESDAY_FIVE_TO_SEVEN_PM)("anybody still on the phone before you close?").reply).toMatch(
      /^Yes, we're open right now!/,
    );
    expect(at(TUESDAY_HALF_SEVEN_PM)("did i just miss you guys").reply).toMatch(/^No, we're closed right now\./);
  });

  it("says when the phones open this morning", () => {
    expect(at(TUESDAY_FIVE_AM)("when do the phones start getting answered today").reply).toMatch(/7:00 AM/);
  });

  it("says when we open again after a holiday we're closed", () => {
    const reply = at("2027-01-01T09:00:00-06:00")("open new year's day?").reply;
    expect(reply).toMatch(/^No, we're closed on Friday, January 1/);
    expect(reply).toMatch(/We open again on Saturday, January 2, 7:00 AM to 7:00 PM/);
  });

  it("answers an observance past the booking horizon with the phone", () => {
    const reply = at("2027-03-20T10:00:00-05:00")("can i book something for fathers day").reply;
    expect(reply).toMatch(/Sunday, June 20 isn't on our booking page yet/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("answers a day asked of us with the booking page", () => {
    const reply = ask("my tundra needs tint", "could you do it on sunday");
    expect(reply).toMatch(/Sunday|every day/);
    expect(reply).toMatch(/\/book/);
  });
});

describe("a chain's last question leaning on the earlier ones", () => {
  it("gives the law's verdict on a shade named before", () => {
    const reply = ask("got a camry", "want 15 all around", "would that be ok?");
    expect(reply).toMatch(/not legal on the front side windows/);
    expect(reply).toMatch(/28%/);
  });

  it("says a medical certificate does not carry over to another vehicle", () => {
    const reply = ask("my doctor got me a tint exemption for the jeep", "can i use it on my new truck");
    expect(reply).toMatch(/^No, not on another vehicle/);
    expect(reply).toMatch(/not transferable/);
  });
});

describe("another day before closing", () => {
  it("does not read a visit tomorrow before we close as whether we're open now", () => {
    expect(at(TUESDAY_NOON)("can you come out tomorrow before you close").reply).not.toMatch(/open right now/);
  });
});
