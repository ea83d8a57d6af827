import { describe, expect, it } from "vitest";
import { textAllowedAt } from "./quiet-hours.ts";

// Instants written in UTC, with what they are in Chicago beside them.
const utc = (iso: string) => new Date(iso);

describe("quiet hours (9 PM to 8 AM, America/Chicago)", () => {
  it("lets a text due in the day go at once", () => {
    // 2026-06-02 14:00 CDT
    expect(textAllowedAt(utc("2026-06-02T19:00:00Z"))).toEqual(utc("2026-06-02T19:00:00Z"));
    // 8:00 sharp and 20:59 are outside the quiet hours.
    expect(textAllowedAt(utc("2026-06-02T13:00:00Z"))).toEqual(utc("2026-06-02T13:00:00Z"));
    expect(textAllowedAt(utc("2026-06-03T01:59:00Z"))).toEqual(utc("2026-06-03T01:59:00Z"));
  });

  it("holds a text due at 22:30 until 8:00 the next morning", () => {
    // 2026-06-02 22:30 CDT = 03:30Z on the 3rd; 8:00 CDT on the 3rd = 13:00Z.
    expect(textAllowedAt(utc("2026-06-03T03:30:00Z"))).toEqual(utc("2026-06-03T13:00:00Z"));
    // 21:00 sharp is quiet.
    expect(textAllowedAt(utc("2026-06-03T02:00:00Z"))).toEqual(utc("2026-06-03T13:00:00Z"));
  });

  it("holds a text due after midnight until 8:00 the same morning", () => {
    // 2026-06-03 05:15 CDT = 10:15Z
    expect(textAllowedAt(utc("2026-06-03T10:15:00Z"))).toEqual(utc("2026-06-03T13:00:00Z"));
  });

  it("waits for 8:00 CDT across the night clocks go forward (March 8, 2026)", () => {
    // Saturday March 7, 22:30 CST (UTC-6) = 04:30Z on the 8th; Sunday 8:00 is CDT (UTC-5) = 13:00Z.
    expect(textAllowedAt(utc("2026-03-08T04:30:00Z"))).toEqual(utc("2026-03-08T13:00:00Z"));
    // 3:30 CDT on the change day itself (2:00 to 3:00 never happened).
    expect(textAllowedAt(utc("2026-03-08T08:30:00Z"))).toEqual(utc("2026-03-08T13:00:00Z"));
  });

  it("waits for 8:00 CST across the night clocks go back (November 1, 2026)", () => {
    // Saturday October 31, 22:30 CDT = 03:30Z on November 1; Sunday 8:00 is CST (UTC-6) = 14:00Z.
    expect(textAllowedAt(utc("2026-11-01T03:30:00Z"))).toEqual(utc("2026-11-01T14:00:00Z"));
    // 1:30 happens twice that night; both wait for the same 8:00 CST.
    expect(textAllowedAt(utc("2026-11-01T06:30:00Z"))).toEqual(utc("2026-11-01T14:00:00Z"));
    expect(textAllowedAt(utc("2026-11-01T07:30:00Z"))).toEqual(utc("2026-11-01T14:00:00Z"));
    // 7:59 CST waits a minute; 8:00 CST goes.
    expect(textAllowedAt(utc("2026-11-01T13:59:00Z"))).toEqual(utc("2026-11-01T14:00:00Z"));
    expect(textAllowedAt(utc("2026-11-01T14:00:00Z"))).toEqual(utc("2026-11-01T14:00:00Z"));
  });
});

describe("TEXT_QUIET_HOURS", () => {
  it("reads hours, none, or the config's default", async () => {
    const { quietHoursOf } = await import("./quiet-hours.ts");
    expect(quietHoursOf(undefined)).toEqual({ start: 21, end: 8 });
    expect(quietHoursOf("22-7")).toEqual({ start: 22, end: 7 });
    expect(quietHoursOf("none")).toBeNull();
  });
});
