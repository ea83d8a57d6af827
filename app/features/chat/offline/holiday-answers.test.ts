import { describe, expect, it } from "vitest";
import { everyDay } from "~/config/opening-hours.ts";
import { effectiveSettings } from "~/features/site-settings/effective.ts";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { withSettings, type Knowledge } from "../knowledge.server.ts";
import { answerOffline } from "./index.server.ts";

// The assistant answers from the owner's settings of the request: a holiday is
// closed, a day with its own hours says them, a worked holiday is open.

let seeded: Knowledge;
withSeededKnowledge((knowledge) => (seeded = knowledge));

const NOW = new Date("2026-11-23T15:00:00Z"); // Monday 23 November 2026, 9 AM in Navarre
const week = { ...everyDay("07:00", "19:00"), Saturday: { open: true, opens: "09:00", closes: "13:00" } };
week.Sunday = { ...week.Sunday, open: false };
const settings = effectiveSettings(
  { week, workedHolidays: ["2026-11-11"], ownHolidays: [{ date: "2026-12-24", name: "Christmas Eve" }] },
  2026,
);
const ask = (question: string, k = withSettings(seeded, settings)) =>
  answerOffline([{ role: "user", content: question }], k, NOW).reply;

describe("the assistant with the owner's holidays and hours", () => {
  it("says closed on a federal holiday, by its name or its date", () => {
    expect(ask("Are you open on Christmas?")).toMatch(/^No, we're closed on Friday, December 25 for Christmas Day/);
    expect(ask("are you open on thanksgiving")).toMatch(/^No, we're closed on Thursday, November 26 for Thanksgiving/);
    expect(ask("Can you come on December 25?")).not.toMatch(/^Yes/);
    expect(ask("Are you open December 25?")).toMatch(/closed on Friday, December 25 for Christmas Day/);
  });

  it("says closed on the owner's own day off, and open on a holiday the owner works", () => {
    expect(ask("Are you open on Dec 24?")).toMatch(/closed on Thursday, December 24 for Christmas Eve/);
    expect(ask("Do you work on Christmas Eve?")).toMatch(/closed on Thursday, December 24 for Christmas Eve/);
    // Veterans Day 2026 is past on 23 November: next year's is closed (not unticked).
    expect(ask("Are you open on 2026-12-01?")).toMatch(/^Yes, we're open on Tuesday, December 1, 7:00 AM to 7:00 PM/);
  });

  it("gives Saturday's own hours, and a closed Sunday", () => {
    expect(ask("Are you open on Saturday?")).toMatch(/^Yes, we're open on Saturdays, 9:00 AM to 1:00 PM/);
    expect(ask("Are you open on Sundays?")).toMatch(/^No/);
    expect(ask("What are your hours?")).toContain(
      "Monday to Friday, 7:00 AM to 7:00 PM and Saturday, 9:00 AM to 1:00 PM (Central Time)",
    );
  });

  it("with app/config's defaults: every federal holiday closed, the same hours every day", () => {
    expect(ask("Are you open on Christmas?", seeded)).toMatch(/^No, we're closed on Friday, December 25/);
    expect(ask("Are you open on Saturday?", seeded)).toMatch(/^Yes, we're open every day/);
  });
});
