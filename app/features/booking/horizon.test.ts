import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { booking } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import {
  beyondHorizonMessage,
  horizonEnd,
  isBeyondHorizon,
  lastBookableDay,
  parseArrival,
  parseLocalDate,
} from "./horizon.ts";

const zone = "America/Chicago";
/** An instant from a Central wall-clock time, read by @date-fns/tz. */
const central = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(new TZDate(y, m - 1, d, h, min, zone).getTime());

describe("the booking horizon", () => {
  it("is the config's days past today, counted on Central Time's calendar, not UTC's", () => {
    expect(booking.horizonDays).toBe(60);
    // 11:30 PM on Saturday 7 March in Navarre is already Sunday in UTC.
    const lateSaturday = central(2026, 3, 7, 23, 30);
    expect(lateSaturday.toISOString()).toBe("2026-03-08T05:30:00.000Z");
    expect(lastBookableDay(lateSaturday)).toBe("2026-05-06");
    expect(lastBookableDay(central(2026, 3, 8, 0, 30))).toBe("2026-05-07");
    expect(lastBookableDay(central(2026, 6, 1, 9), { horizonDays: 10 })).toBe("2026-06-11");
  });

  it("ends at local midnight on a day the clocks spring forward (CST, UTC-6)", () => {
    // The last bookable day is Saturday 7 March 2026; the clocks change at 2 AM on the 8th.
    const now = central(2026, 1, 6, 12);
    expect(lastBookableDay(now)).toBe("2026-03-07");
    expect(horizonEnd(now).toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(isBeyondHorizon(central(2026, 3, 7, 23, 59), now)).toBe(false);
    expect(isBeyondHorizon(central(2026, 3, 8, 0, 0), now)).toBe(true);
    expect(isBeyondHorizon(central(2026, 3, 8, 7, 0), now)).toBe(true);
  });

  it("ends at local midnight on a day the clocks fall back (CDT, UTC-5), and on the day after (CST)", () => {
    const before = central(2026, 9, 1, 12); // last day Saturday 31 October
    expect(lastBookableDay(before)).toBe("2026-10-31");
    expect(horizonEnd(before).toISOString()).toBe("2026-11-01T05:00:00.000Z");
    expect(isBeyondHorizon(new Date("2026-11-01T04:59:59.999Z"), before)).toBe(false);
    expect(isBeyondHorizon(new Date("2026-11-01T05:00:00.000Z"), before)).toBe(true);
    const on = central(2026, 9, 2, 12); // last day Sunday 1 November, 25 hours long
    expect(horizonEnd(on).toISOString()).toBe("2026-11-02T06:00:00.000Z");
    // The repeated hour of 1 November (1:30 AM CST) is still on the last day.
    expect(isBeyondHorizon(new Date("2026-11-01T07:30:00.000Z"), on)).toBe(false);
    expect(isBeyondHorizon(central(2026, 11, 1, 18, 30), on)).toBe(false);
  });

  it("refuses 2099 and any year, before or after 10000, compared as instants", () => {
    const now = central(2026, 6, 1, 9);
    expect(isBeyondHorizon(new Date("2099-06-02T14:00:00.000Z"), now)).toBe(true);
    expect(isBeyondHorizon(new Date(8.64e15), now)).toBe(true);
    expect(isBeyondHorizon(new Date("0000-01-01T00:00:00.000Z"), now)).toBe(false);
  });

  it("tells the visitor the furthest day and to call for later dates", () => {
    const message = beyondHorizonMessage(central(2026, 6, 1, 9));
    expect(message).toContain("too far ahead to book online");
    expect(message).toContain("up to 60 days ahead");
    expect(message).toContain("Friday, July 31");
    expect(message).toContain(`call us at ${business.phone.display}`);
  });
});

describe("parseArrival", () => {
  it("reads the slot pages' instants, with or without milliseconds", () => {
    expect(parseArrival("2026-06-02T14:00:00.000Z")?.toISOString()).toBe("2026-06-02T14:00:00.000Z");
    expect(parseArrival("2026-06-02T14:00:00Z")?.toISOString()).toBe("2026-06-02T14:00:00.000Z");
  });

  it.each([
    "",
    "2026-02-30T14:00:00.000Z", // no 30 February: not rolled over into March
    "2026-13-01T14:00:00.000Z",
    "2026-06-02T24:00:00.000Z",
    "2026-06-02T14:00:60.000Z",
    "2026-06-02 14:00:00Z",
    "2026-06-02T14:00:00+02:00",
    "+102026-06-02T14:00:00.000Z",
    "tomorrow",
  ])("refuses %j", (text) => {
    expect(parseArrival(text)).toBeNull();
  });
});

describe("parseLocalDate", () => {
  it("keeps calendar dates and refuses the rest", () => {
    expect(parseLocalDate("2028-02-29")).toBe("2028-02-29");
    expect(parseLocalDate("2026-02-29")).toBeNull();
    expect(parseLocalDate("2026-02-30")).toBeNull();
    expect(parseLocalDate("2026-6-2")).toBeNull();
    expect(parseLocalDate(null)).toBeNull();
  });
});
