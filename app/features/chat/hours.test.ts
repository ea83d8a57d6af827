import { describe, expect, it } from "vitest";
import { business } from "~/config/business.ts";
import { describeDays, formatClock, openState } from "./hours.ts";

describe("opening hours in the business's own time zone", () => {
  it.each([
    ["2026-07-15T12:00:00Z", { open: true }], // 7:00 AM in Navarre (CDT): opening time
    ["2026-07-15T11:59:00Z", { open: false, opensLaterToday: true, nextDay: "Wednesday" }],
    ["2026-07-15T23:59:00Z", { open: true }], // 6:59 PM
    ["2026-07-16T00:00:00Z", { open: false, opensLaterToday: false, nextDay: "Thursday" }], // 7:00 PM Wednesday
    ["2026-01-10T13:30:00Z", { open: true }], // 7:30 AM CST on a Saturday
    ["2026-01-11T12:30:00Z", { open: false, opensLaterToday: true, nextDay: "Sunday" }], // 6:30 AM CST
  ])("at %s", (iso, expected) => {
    expect(openState(business.hours, new Date(iso))).toEqual(expected);
  });

  it("follows the configured days", () => {
    const weekdays = { ...business.hours, days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as never };
    // Saturday noon: next opening is Monday.
    expect(openState(weekdays, new Date("2026-07-18T17:00:00Z"))).toEqual({
      open: false,
      opensLaterToday: false,
      nextDay: "Monday",
    });
    expect(describeDays(business.hours.days)).toBe("every day, Monday to Sunday");
  });

  it("writes times as visitors read them", () => {
    expect(formatClock("07:00")).toBe("7:00 AM");
    expect(formatClock("19:00")).toBe("7:00 PM");
    expect(formatClock("12:30")).toBe("12:30 PM");
    expect(formatClock("00:15")).toBe("12:15 AM");
  });
});
