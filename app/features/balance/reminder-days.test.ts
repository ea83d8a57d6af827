import { describe, expect, it } from "vitest";
import { daysAfter, remindersDue } from "./reminders.server.ts";

// The unpaid invoice's reminders fall on calendar days in Central time: three
// days after an invoice sent at 9:00 is 9:00 on the clock, also across the
// nights the clocks change (so 71 or 73 hours, not 72).

const utc = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe("invoice reminder days", () => {
  it("keeps the hour on the clock across the night clocks go forward (March 8, 2026)", () => {
    // Saturday March 7, 9:00 CST (UTC-6) → Tuesday March 10, 9:00 CDT (UTC-5).
    const sent = utc("2026-03-07T15:00:00Z");
    expect(daysAfter(sent, 3)).toEqual(utc("2026-03-10T14:00:00Z"));
    expect((daysAfter(sent, 3).getTime() - sent.getTime()) / HOUR).toBe(71);
  });

  it("keeps the hour on the clock across the night clocks go back (November 1, 2026)", () => {
    // Friday October 30, 9:00 CDT → Monday November 2, 9:00 CST.
    const sent = utc("2026-10-30T14:00:00Z");
    expect(daysAfter(sent, 3)).toEqual(utc("2026-11-02T15:00:00Z"));
    expect((daysAfter(sent, 7).getTime() - sent.getTime()) / HOUR).toBe(7 * 24 + 1);
  });

  it("counts the reminders due: none before the day, the first on it, both after the last", () => {
    const sent = utc("2026-10-30T14:00:00Z");
    expect(remindersDue(sent, utc("2026-11-02T14:59:59Z"), [3, 7])).toBe(0);
    expect(remindersDue(sent, utc("2026-11-02T15:00:00Z"), [3, 7])).toBe(1);
    expect(remindersDue(sent, utc("2026-11-06T15:00:00Z"), [3, 7])).toBe(2);
    expect(remindersDue(sent, utc("2027-01-01T00:00:00Z"), [])).toBe(0);
  });
});
