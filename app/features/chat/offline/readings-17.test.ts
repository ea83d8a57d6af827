import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { customerMessages } from "~/config/customer-messages.ts";
import { tintLawPercent } from "~/config/tint-law.ts";
import { formatClock } from "../hours.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 11's readings (decision 043): a time asked for in words relative to today, a holiday
// asked about on the day, Easter, whose clock the hours are on, the reminder, the hold letting a time go,
// the deposit's own amount, a hose or an outlet to have ready, the darkest a window may be asked as
// "what %", a shop's penalty, glass and film measured together, a place located by a landmark or a
// direction, and a base's airfield.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

// Wednesday, July 15, 2026, 10 AM in Navarre.
const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const phone = () => k.business.phone.display;
const opens = () => formatClock(k.business.hours.opens);
const closes = () => formatClock(k.business.hours.closes);

describe("a time asked for in relative words", () => {
  it("says yes, with the booking page, to a time inside the hours and the booking window", () => {
    expect(ask("would next tuesday at 10 be ok").reply).toMatch(/^Yes, Tuesday, July 21 at 10:00 AM/);
    for (const question of ["would next tuesday at 10 be ok", "the day after tomorrow at 3, free?"]) {
      const { reply } = ask(question);
      expect(reply, question).toContain("(/book)");
      expect(reply, question).not.toMatch(/too soon|too far|less than/);
    }
  });

  it("sends a time closer than the booking page's notice to the phone", () => {
    const { reply } = ask("tomorrow morning first thing, possible?");
    expect(reply).toContain(`less than ${k.booking.minLeadHours} hours`);
    expect(reply).toContain(phone());
    expect(reply).not.toMatch(/^Yes/);
  });

  it("says a date past the booking horizon isn't on the booking page yet", () => {
    for (const question of ["4 months out, could you fit me in?", "early december, can i lock it in"]) {
      const { reply } = ask(question);
      expect(reply, question).toContain(`${k.booking.horizonDays} days`);
      expect(reply, question).toContain(phone());
      expect(reply, question).not.toMatch(/^Yes/);
    }
  });

  it("says a clock outside the hours is before we open or after we close", () => {
    const late = ask("how about friday at 9 at night").reply;
    expect(late).toMatch(/after we close/);
    expect(late).toContain(closes());
    expect(late).not.toMatch(/^Yes/);
    const early = ask("saturday 5 am doable?").reply;
    expect(early).toMatch(/before we open/);
    expect(early).toContain(opens());
  });

  it("leaves a question about reaching us now to the hours", () => {
    expect(ask("anyone picking up the phone this afternoon?").reply).not.toMatch(/booking page/);
  });
});

describe("a holiday asked about on the day, and Easter", () => {
  it("answers today's holiday with the day it's closed and when we open again", () => {
    const laborDay = askOfflineAt(() => k, new Date("2026-09-07T09:00:00-05:00"));
    const { reply } = laborDay("you guys working today or is it a holiday");
    expect(reply).toMatch(/closed/);
    expect(reply).toContain("Labor Day");
    expect(reply).toContain(opens());
  });

  it("works out Easter's date and answers with that day's hours", () => {
    expect(ask("are you working on easter next year").reply).toContain("March 28");
    const easter = askOfflineAt(() => k, new Date("2026-04-05T08:00:00-05:00"));
    const { reply } = easter("open easter sunday?");
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain("April 5");
  });
});

describe("whose clock the hours are on", () => {
  it("gives the hours in Central Time, not whether we serve the caller's town", () => {
    const { reply } = ask("i'm in jacksonville, are your hours in your time or mine");
    expect(reply).toContain("Central");
    expect(reply).not.toMatch(/we don't come/);
  });
});

describe("booking: the reminder, the hold and the deposit", () => {
  it("says when the reminder goes out", () => {
    const { reply } = ask("will you send me a text before the appointment so i don't forget?");
    expect(reply).toContain(`${customerMessages.reminderHoursBefore} hours`);
  });

  it("says how long a time is held while paying", () => {
    const { reply } = ask("when i pick a time online how many minutes until the site lets it go");
    expect(reply).toContain(`${k.booking.holdMinutes} minutes`);
  });

  it("reads the deposit's own amount as the deposit, not a $50 gift card", () => {
    const { reply } = ask("does the $50 reservation charge count toward the bill or is it on top");
    expect(reply).toMatch(/comes off the price/);
    expect(reply).not.toMatch(/gift card/i);
  });
});

describe("a hose or an outlet to have ready", () => {
  it("says we bring the water, with a 'no' only when water alone is asked", () => {
    const hose = ask("do we need to leave the garden hose out and ready?").reply;
    expect(hose).toMatch(/^No, you don't need to/);
    expect(hose).toMatch(/bring[^.]*water/);
    const cord = ask("should we have an extension cord ready").reply;
    expect(cord).toMatch(/bring[^.]*water/);
    expect(cord).not.toMatch(/No, you don't need to/);
  });
});

describe("the law in other words", () => {
  it("answers 'what percent can' a window be with the vehicle's limit", () => {
    expect(ask("what percent can the rear glass be on a ford explorer").reply).toContain(
      tintLawPercent.multipurposeBack,
    );
  });

  it("says what happens to an installer of illegal film", () => {
    expect(ask("what happens to the installer if they put on film that's too dark").reply).toMatch(/misdemeanor/);
  });

  it("says the film and the factory glass are measured together", () => {
    expect(ask("is it the tint number or the tint plus original glass that counts").reply).toMatch(/together/);
  });
});

describe("a place located by a landmark or a direction", () => {
  it("reads a neighbourhood located by a landmark as its town", () => {
    expect(ask("do you do okaloosa island near the boardwalk").reply).toContain(
      "/service-areas/window-tinting-near-fort-walton-fl",
    );
  });

  it("reads a base's airfield from a town's own blurb, with the way to check the spot", () => {
    const { reply } = ask("my house is close to duke field, can you reach us");
    expect(reply).toContain("/service-areas/crestview");
    expect(reply).toMatch(/permission/);
    expect(reply).toContain(phone());
  });

  it("gives the way to ask about a place beside one of our towns", () => {
    const { reply } = ask("tinytown, just south of pace");
    expect(reply).toMatch(/South of Pace\?/);
    expect(reply).toContain(phone());
  });

  it("reads a town located by the words after it", () => {
    const { reply } = ask("century out near the state line, do you drive up there");
    expect(reply).toContain("Century");
    expect(reply).toContain(phone());
  });
});
