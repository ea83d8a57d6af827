import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { customerMessages } from "~/config/customer-messages.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { hoursSentence } from "./phrases.ts";

// Issue 26, round 6's hours and booking readings: reaching us at this moment,
// the opening hours asked loosely, a date past the booking horizon, the change
// cutoff, the reminder and staying for the job, each in other words than the round's.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const at = (iso: string) => askOfflineAt(() => k, new Date(iso));
const WEDNESDAY_NOON = "2026-07-15T12:00:00-05:00";
const SATURDAY_NIGHT = "2026-07-18T22:30:00-05:00";

describe("reaching us right now", () => {
  it("reads answering texts or getting someone on the line as whether we're open now", () => {
    for (const q of [
      "anybody replying to texts right now?",
      "could i reach someone this late",
      "is somebody checking the chat rn",
    ]) {
      const open = at(WEDNESDAY_NOON)(q).reply;
      expect(open, q).toMatch(/^Yes, we're open right now!/);
      const closed = at(SATURDAY_NIGHT)(q).reply;
      expect(closed, q).toMatch(/^No, we're closed right now\./);
    }
  });

  it("leaves a later call about the job alone", () => {
    expect(at(WEDNESDAY_NOON)("can i still get you to tint just the back windows").reply).not.toMatch(/open right now/);
  });
});

describe("the opening hours asked loosely", () => {
  it("answers how early or late, and the hours misspelt, with the week's hours", () => {
    for (const q of ["how late do y'all stay open", "how early can someone start", "what r ur hrs", "ur ours?"])
      expect(at(WEDNESDAY_NOON)(q).reply, q).toContain(hoursSentence(k));
  });

  it("does not read a booked time slot as the visitor's time zone", () => {
    expect(at(WEDNESDAY_NOON)("can i change my time slot to friday").reply).toContain(
      `${k.booking.changeCutoffHours} hours before your time`,
    );
  });
});

describe("booking rules", () => {
  it("sends a date past the horizon to the phone, however the visitor says they'd take it", () => {
    const { reply } = at(WEDNESDAY_NOON)("could i snag november 20th on the site for my camry");
    expect(reply).toContain(`Online booking opens ${k.booking.horizonDays} days ahead`);
    expect(reply).toContain(k.business.phone.display);
  });

  it("does not read a date named beside something bought online as a booking", () => {
    for (const q of ["is the july 4th sale online", "i bought my car online on march 3rd, can you tint it"])
      expect(at(WEDNESDAY_NOON)(q).reply, q).not.toMatch(/Online booking opens|we're open on/);
  });

  it("answers how far ahead the booking page reaches, not a distance", () => {
    const horizon = `Online booking reaches ${k.booking.horizonDays} days ahead`;
    expect(at(WEDNESDAY_NOON)("how far out can i reserve a time").reply).toContain(horizon);
    const beyond = at(WEDNESDAY_NOON)("can i schedule 4 months out").reply;
    expect(beyond).toMatch(/^Not online\./);
    expect(beyond).toContain(k.business.phone.display);
    expect(at(WEDNESDAY_NOON)("can i book a week ahead").reply).toMatch(/^Yes\./);
    expect(at(WEDNESDAY_NOON)("how far is pace from navarre").reply).not.toContain(horizon);
    expect(at(WEDNESDAY_NOON)("how far out do y'all drive").reply).not.toContain(horizon);
  });

  it("gives the change and cancel cutoff", () => {
    for (const q of [
      "how much notice do i need to push back my appointment",
      "is there a cutoff to switch my booking",
    ]) {
      const { reply } = at(WEDNESDAY_NOON)(q);
      expect(reply, q).toContain(`up to ${k.booking.changeCutoffHours} hours before your time`);
    }
  });

  it("tells when the reminder comes, without a second answer about the phone", () => {
    for (const q of ["will i get a confirmation text the day before", "do you send reminders"]) {
      const { reply } = at(WEDNESDAY_NOON)(q);
      expect(reply, q).toContain(`a reminder ${customerMessages.reminderHoursBefore} hours before your time`);
      expect(reply.match(new RegExp(k.business.phone.display.replace(/[()]/g, "\\$&"), "g")), q).toHaveLength(1);
    }
  });
});

describe("staying for the job", () => {
  it("says a car's owner can carry on with the day, and what is done with them", () => {
    const { reply } = at(WEDNESDAY_NOON)("can i head to work while your guy does my tahoe");
    expect(reply).toMatch(/^No, you don't need to stay/);
    expect(reply).toMatch(/carry on with your day/);
    expect(reply).toMatch(/Final check/);
  });

  it("names the paint inspection for PPF", () => {
    expect(at(WEDNESDAY_NOON)("do i need to stick around while the clear bra goes on").reply).toMatch(/Inspection\./);
  });

  it("leaves waiting to wash, the windows and the defroster to their own answers", () => {
    for (const q of [
      "do i need to wait before washing my car",
      "can i leave the windows cracked while it cures",
      "can you confirm the tint is legal before i book",
    ]) {
      const { reply } = at(WEDNESDAY_NOON)(q);
      expect(reply, q).not.toMatch(/don't need to stay|a reminder \d+ hours/);
    }
    expect(at(WEDNESDAY_NOON)("i tried to text you but still no reply").reply).not.toMatch(/open right now/);
  });

  it("does not tell a homeowner to leave", () => {
    expect(at(WEDNESDAY_NOON)("do i need to be home for my house windows").reply).not.toMatch(/don't need to stay/);
  });
});
