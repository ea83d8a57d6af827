import { describe, expect, it } from "vitest";
import { everyDay } from "~/config/opening-hours.ts";
import { effectiveSettings } from "~/features/site-settings/effective.ts";
import { findSlots, localDayOf } from "./slots.ts";

// The slot search with the owner's settings (features/site-settings): a
// holiday has no slots, a changed Saturday keeps its own hours.

const defaults = effectiveSettings({}, 2026);

describe("the slot search with the effective settings", () => {
  // Monday 23 November 2026, 9 AM in Navarre: Thanksgiving is the Thursday.
  const now = new Date("2026-11-23T15:00:00Z");
  const search = (config = defaults.booking) =>
    findSlots({ from: "2026-11-24", to: "2026-11-30", durationMinutes: 150, travelMinutes: 30, busy: [], now, config });

  it("offers nothing on a holiday, and times on the days around it", () => {
    const days = new Set(search().map((s) => localDayOf(s.arrivesAt)));
    expect(days.has("2026-11-26")).toBe(false);
    expect(days.has("2026-11-25")).toBe(true);
    expect(days.has("2026-11-27")).toBe(true);
  });

  it("keeps a changed Saturday's hours and a closed Sunday", () => {
    const week = { ...everyDay("07:00", "19:00"), Saturday: { open: true, opens: "09:00", closes: "13:00" } };
    week.Sunday = { ...week.Sunday, open: false };
    const s = effectiveSettings({ week }, 2026);
    const slots = search(s.booking);
    const saturday = slots.filter((x) => localDayOf(x.arrivesAt) === "2026-11-28");
    expect(saturday.length).toBeGreaterThan(0);
    // The crew leaves at 9:00 (CST) at the earliest and is back by 13:00.
    expect(Math.min(...saturday.map((x) => x.start.getTime()))).toBe(Date.parse("2026-11-28T15:00:00Z"));
    expect(Math.max(...saturday.map((x) => x.end.getTime()))).toBeLessThanOrEqual(Date.parse("2026-11-28T19:00:00Z"));
    expect(slots.some((x) => localDayOf(x.arrivesAt) === "2026-11-29")).toBe(false);
  });
});
