import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { hoursSentence } from "./phrases.ts";

// Issue 26, round 7's hours, booking and place readings: someone working today or
// picking up in a minute, a day counted from a holiday, a weekday asked with a
// visit, the deposit named by its amount, the checkout's hold, how long a vehicle
// takes, and a town named as past one of ours, each in other words than the round's.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const at = (iso: string) => askOfflineAt(() => k, new Date(iso));
const WEDNESDAY_NOON = "2026-07-15T12:00:00-05:00";
const SATURDAY_NIGHT = "2026-07-18T22:30:00-05:00";
const DECEMBER_TENTH = "2026-12-10T10:00:00-06:00";

describe("reaching someone today or in a minute", () => {
  it("reads someone working today, picking up soon or still helping as whether we're open now", () => {
    for (const q of [
      "anybody working today?",
      "if i ring in ten minutes will anyone answer",
      "halloween night, can anyone still help me out",
    ]) {
      expect(at(WEDNESDAY_NOON)(q).reply, q).toMatch(/^Yes, we're open right now!/);
      expect(at(SATURDAY_NIGHT)(q).reply, q).toMatch(/^No, we're closed right now\./);
    }
  });

  it("leaves someone helping choose a shade alone", () => {
    expect(at(WEDNESDAY_NOON)("can somebody help me pick a shade").reply).not.toMatch(/open right now/);
  });
});

describe("a day counted from a holiday", () => {
  it("answers the day after or before the holiday, not the holiday itself", () => {
    const eve = at(DECEMBER_TENTH)("working on christmas eve?").reply;
    expect(eve).toMatch(/^Yes, we're open on Thursday, December 24/);
    const after = at("2026-11-10T09:00:00-06:00")("what about the day after thanksgiving, open?").reply;
    expect(after).toMatch(/^Yes, we're open on Friday, November 27/);
    // Asked on the day itself: that day, not next year's.
    expect(at("2026-12-26T08:00:00-06:00")("you open the day after xmas").reply).toMatch(/Saturday, December 26/);
  });

  it("still closes the holiday itself, and links the booking page", () => {
    const reply = at(DECEMBER_TENTH)("open on christmas day?").reply;
    expect(reply).toMatch(/^No, we're closed on Friday, December 25/);
    expect(reply).toContain("](/book)");
  });
});

describe("a weekday asked with a visit", () => {
  it("answers with the week's hours", () => {
    for (const q of ["saturday morning around 9, can you come out then", "monday after lunch, could y'all make it"])
      expect(at(WEDNESDAY_NOON)(q).reply, q).toContain(hoursSentence(k));
  });
});

describe("the deposit and the checkout", () => {
  it("reads the deposit's own amount as the deposit, and says it isn't extra", () => {
    const amount = k.booking.depositCents / 100;
    const reply = at(WEDNESDAY_NOON)(`is the $${amount} when i reserve extra on top of the job`).reply;
    expect(reply).toMatch(/^No, it isn't extra: the deposit comes off the price/);
  });

  it("leaves the same number as a shade alone", () => {
    const amount = k.booking.depositCents / 100;
    expect(at(WEDNESDAY_NOON)(`${amount} all around on my camry, can i book it`).reply).not.toContain("deposit");
  });

  it("answers a timer at checkout with the hold", () => {
    const reply = at(WEDNESDAY_NOON)("is there a time limit when paying online").reply;
    expect(reply).toContain(`${k.booking.holdMinutes} minutes`);
  });
});

describe("how long a vehicle takes", () => {
  it("answers the job's time, not the price", () => {
    const reply = at(WEDNESDAY_NOON)("how long on an expedition, ballpark").reply;
    expect(reply).toMatch(/take longer/);
    expect(reply).not.toMatch(/\$\d/);
  });

  it("leaves curing alone", () => {
    expect(at(WEDNESDAY_NOON)("how long for a sedan to cure").reply).toMatch(/rolled up/);
  });
});

describe("a town named as past one of ours", () => {
  it("answers the town asked about, near the one we serve", () => {
    const reply = at(WEDNESDAY_NOON)("jay, off hwy 89 up past milton, can you make it").reply;
    expect(reply).toMatch(/^Not Jay/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("keeps our town when nothing else is named", () => {
    expect(at(WEDNESDAY_NOON)("i live just past crestview, do you come out").reply).toMatch(/^Yes, we serve Crestview/);
  });
});

describe("the law asked again of other windows, or of a blacked-out rear, or of holed graphics", () => {
  it("asks a follow-up naming other windows the same question (reflectance)", () => {
    const reply = at(WEDNESDAY_NOON)("how shiny can the back glass be", "what about the front, same?").reply;
    expect(reply).toMatch(/Reflectance is capped at 25% on the front side windows/);
  });

  it("names the outside mirrors when a blacked-out rear's catch or downside is asked", () => {
    const reply = at(WEDNESDAY_NOON)("blacking out the back glass on my tahoe, any downside legally").reply;
    expect(reply).toMatch(/outside mirrors on both sides/);
  });

  it("reads a sign or ad with tiny holes as perforated film", () => {
    const reply = at(WEDNESDAY_NOON)(
      "our bakery van has a sign with lots of tiny holes on the rear glass, any rule",
    ).reply;
    expect(reply).toMatch(/^Perforated film must allow at least 30% light through/);
  });
});

describe("a home on a base", () => {
  it("says how a visit is arranged when navy housing or the base's gate is named", () => {
    const reply = at(WEDNESDAY_NOON)("we're in military housing past the gate in pensacola, can you get on").reply;
    expect(reply).toMatch(/off-base address/);
    expect(at(WEDNESDAY_NOON)("inside the gate of our community in destin, can you come").reply).not.toMatch(
      /off-base/,
    );
  });
});
