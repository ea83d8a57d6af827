import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { booking, depositCentsFor, type BookingConfig } from "~/config/booking.ts";
import { findSlots, nextSlots, travelMinutes, type Busy, type Slot, type SlotQuery } from "./slots.ts";

const zone = "America/Chicago";
const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: zone,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
/** "07:30" in Central time. */
const local = (d: Date) => clock.format(d);
const localDay = (d: Date) => day.format(d);
const arrivals = (slots: Slot[]) => slots.map((s) => local(s.arrivesAt));

/** An instant from a local time written with its UTC offset, e.g. at("2026-06-10T10:00-05:00"). */
const at = (iso: string) => new Date(iso);
const longAgo = at("2026-01-01T00:00-06:00");

function query(overrides: Omit<Partial<SlotQuery>, "config"> & { config?: Partial<BookingConfig> } = {}): SlotQuery {
  const { config, ...rest } = overrides;
  return {
    from: "2026-06-10",
    to: "2026-06-10",
    durationMinutes: 60,
    travelMinutes: 0,
    busy: [],
    now: longAgo,
    ...rest,
    config: { ...booking, ...config },
  };
}

describe("travelMinutes", () => {
  it("10 minutes plus 2 a mile, rounded up to 5", () => {
    expect(travelMinutes({ distance: "0 miles" })).toBe(10);
    expect(travelMinutes({ distance: "8 miles" })).toBe(30); // 26
    expect(travelMinutes({ distance: "15 miles" })).toBe(40);
    expect(travelMinutes({ distance: "25 miles" })).toBe(60);
    expect(travelMinutes({ distance: "28 miles" })).toBe(70); // 66
    expect(travelMinutes({ distance: "1 mile" })).toBe(15); // 12
  });

  it("every area has one, farther areas never less", () => {
    const byDistance = [...serviceAreas].sort((a, b) => parseFloat(a.distance) - parseFloat(b.distance));
    const minutes = byDistance.map((a) => travelMinutes(a));
    expect(minutes.every((m) => m >= 10 && m % 5 === 0)).toBe(true);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it("refuses a distance it cannot read", () => {
    expect(() => travelMinutes({ distance: "far" })).toThrow(/unreadable area distance/);
  });
});

describe("findSlots", () => {
  it("a one-hour job with no travel: arrivals every 30 minutes from 7:00, the last ending at 19:00", () => {
    const slots = findSlots(query());
    expect(arrivals(slots)[0]).toBe("07:00");
    expect(arrivals(slots).at(-1)).toBe("18:00");
    expect(slots).toHaveLength(23);
    expect(slots.every((s) => s.crew === 1 && s.end.getTime() - s.start.getTime() === 60 * 60_000)).toBe(true);
  });

  it("a longer job and travel both ways shrink the day", () => {
    const slots = findSlots(query({ durationMinutes: 120, travelMinutes: 40 }));
    expect(arrivals(slots)[0]).toBe("08:00"); // leaves at 7:20
    expect(arrivals(slots).at(-1)).toBe("16:00"); // job until 18:00, back at 18:40
    expect(slots).toHaveLength(17);
    const first = slots[0]!;
    expect([local(first.start), local(first.arrivesAt), local(first.jobEndsAt), local(first.end)]).toEqual([
      "07:20",
      "08:00",
      "10:00",
      "10:40",
    ]);
    // A job of the whole day fits only once; one longer than the day never.
    expect(findSlots(query({ durationMinutes: 12 * 60 }))).toHaveLength(1);
    expect(findSlots(query({ durationMinutes: 11 * 60, travelMinutes: 40 }))).toHaveLength(0);
  });

  it("two crews double the capacity", () => {
    const one = findSlots(query({ durationMinutes: 90, travelMinutes: 30 }));
    const two = findSlots(query({ durationMinutes: 90, travelMinutes: 30, config: { crews: 2 } }));
    expect(two).toHaveLength(one.length * 2);
    expect(two.filter((s) => s.crew === 2).map((s) => s.start.getTime())).toEqual(one.map((s) => s.start.getTime()));
  });

  it("a booking blocks its own crew's overlapping slots only", () => {
    const busy: Busy[] = [{ crew: 1, start: at("2026-06-10T10:00-05:00"), end: at("2026-06-10T12:00-05:00") }];
    const slots = findSlots(query({ busy, config: { crews: 2 } }));
    const crew1 = arrivals(slots.filter((s) => s.crew === 1));
    expect(crew1).toContain("09:00"); // ends at 10:00, just before
    expect(crew1).toContain("12:00"); // starts as it ends
    for (const t of ["09:30", "10:00", "10:30", "11:00", "11:30"]) expect(crew1).not.toContain(t);
    expect(slots.filter((s) => s.crew === 2)).toHaveLength(23);
  });

  it("travel counts: a crew coming back from a booking is not offered a slot before it returns", () => {
    const busy: Busy[] = [{ crew: 1, start: at("2026-06-10T10:00-05:00"), end: at("2026-06-10T12:00-05:00") }];
    const crew1 = arrivals(findSlots(query({ busy, travelMinutes: 30 })));
    expect(crew1).toContain("08:30"); // back at 10:00
    expect(crew1).not.toContain("09:00");
    expect(crew1).not.toContain("12:00"); // would leave at 11:30
    expect(crew1).toContain("12:30");
  });

  it("blocked hours: on a date, every week, or for one crew", () => {
    const lunch = findSlots(query({ config: { blockedHours: [{ date: "2026-06-10", from: "12:00", to: "13:00" }] } }));
    expect(arrivals(lunch)).not.toContain("11:30");
    expect(arrivals(lunch)).not.toContain("12:00");
    expect(arrivals(lunch)).toContain("11:00");
    expect(arrivals(lunch)).toContain("13:00");
    // 2026-06-10 is a Wednesday.
    const weekly: Partial<BookingConfig> = { blockedHours: [{ weekday: "Wednesday", from: "07:00", to: "10:00" }] };
    expect(arrivals(findSlots(query({ config: weekly })))[0]).toBe("10:00");
    expect(arrivals(findSlots(query({ from: "2026-06-11", to: "2026-06-11", config: weekly })))[0]).toBe("07:00");
    const crew2Only = findSlots(
      query({ config: { crews: 2, blockedHours: [{ date: "2026-06-10", from: "07:00", to: "19:00", crew: 2 }] } }),
    );
    expect(crew2Only.every((s) => s.crew === 1)).toBe(true);
    expect(crew2Only).toHaveLength(23);
  });

  it("days off: a date, or a weekday every week", () => {
    const week = { from: "2026-06-08", to: "2026-06-14" } as const; // Monday to Sunday
    const days = (config: Partial<BookingConfig>) => [
      ...new Set(findSlots(query({ ...week, config })).map((s) => localDay(s.arrivesAt))),
    ];
    expect(days({})).toHaveLength(7);
    expect(days({ daysOff: ["2026-06-10"] })).not.toContain("2026-06-10");
    expect(days({ daysOff: ["2026-06-10"] })).toHaveLength(6);
    expect(days({ daysOff: ["Sunday"] })).toEqual([
      "2026-06-08",
      "2026-06-09",
      "2026-06-10",
      "2026-06-11",
      "2026-06-12",
      "2026-06-13",
    ]);
  });

  it("the earliest slot leaves at least 24 hours after now", () => {
    const now = at("2026-06-10T15:10-05:00");
    const slots = findSlots(query({ from: "2026-06-10", to: "2026-06-12", now, travelMinutes: 20 }));
    const first = slots[0]!;
    expect(first.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * 3_600_000);
    expect(localDay(first.arrivesAt)).toBe("2026-06-11");
    expect(local(first.arrivesAt)).toBe("15:30"); // leaves 15:10 sharp
    const farther = findSlots(query({ now, from: "2026-06-11", to: "2026-06-11", travelMinutes: 30 }));
    expect(local(farther[0]!.arrivesAt)).toBe("16:00"); // 15:30 would leave at 15:00
  });

  it("refuses nonsense input", () => {
    expect(() => findSlots(query({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => findSlots(query({ travelMinutes: -5 }))).toThrow(RangeError);
    expect(() => findSlots(query({ from: "2026-02-30" as never }))).toThrow(/not a date/);
  });
});

describe("daylight-saving days in America/Chicago", () => {
  const localTimes = (from: "2026-03-07" | "2026-03-08" | "2026-03-09" | "2026-10-31" | "2026-11-01" | "2026-11-02") =>
    arrivals(findSlots(query({ from, to: from })));

  it("spring forward (2026-03-08): the same local times as the days around it, at 7:00 CDT", () => {
    expect(localTimes("2026-03-08")).toEqual(localTimes("2026-03-07"));
    expect(localTimes("2026-03-08")).toEqual(localTimes("2026-03-09"));
    expect(findSlots(query({ from: "2026-03-07", to: "2026-03-07" }))[0]!.arrivesAt.toISOString()).toBe(
      "2026-03-07T13:00:00.000Z",
    ); // CST
    expect(findSlots(query({ from: "2026-03-08", to: "2026-03-08" }))[0]!.arrivesAt.toISOString()).toBe(
      "2026-03-08T12:00:00.000Z",
    ); // CDT
  });

  it("fall back (2026-11-01): the same local times, at 7:00 CST", () => {
    expect(localTimes("2026-11-01")).toEqual(localTimes("2026-10-31"));
    expect(localTimes("2026-11-01")).toEqual(localTimes("2026-11-02"));
    expect(findSlots(query({ from: "2026-10-31", to: "2026-10-31" }))[0]!.arrivesAt.toISOString()).toBe(
      "2026-10-31T12:00:00.000Z",
    ); // CDT
    expect(findSlots(query({ from: "2026-11-01", to: "2026-11-01" }))[0]!.arrivesAt.toISOString()).toBe(
      "2026-11-01T13:00:00.000Z",
    ); // CST
  });

  it("a search over both days lists each local day's slots once, all within 7:00-19:00 local", () => {
    const slots = findSlots(query({ from: "2026-03-06", to: "2026-03-10" }));
    expect(slots).toHaveLength(5 * 23);
    for (const s of slots) {
      expect(local(s.start) >= "07:00" && local(s.end) <= "19:00").toBe(true);
      expect(s.end.getTime() - s.start.getTime()).toBe(3_600_000);
    }
  });

  // Hours across the transition itself (never the business's, which open at 7) show the rule.
  const night = { opens: "00:00", closes: "05:00", timeZone: zone };

  it("no slot lands in the hour the clocks skip", () => {
    const slots = findSlots(query({ from: "2026-03-08", to: "2026-03-08", durationMinutes: 30, hours: night }));
    expect(arrivals(slots)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00", "04:30"]);
    // 01:30 CST + 30 minutes is 03:00 CDT: a real half hour.
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 30 * 60_000)).toBe(true);
  });

  it("no local time is offered twice in the hour the clocks repeat", () => {
    const slots = findSlots(query({ from: "2026-11-01", to: "2026-11-01", durationMinutes: 30, hours: night }));
    expect(arrivals(slots)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "03:00",
      "03:30",
      "04:00",
      "04:30",
    ]);
    expect(slots.find((s) => local(s.arrivesAt) === "01:00")!.arrivesAt.toISOString()).toBe("2026-11-01T06:00:00.000Z"); // the first 1:00, CDT
  });
});

describe("nextSlots", () => {
  it("a slot just taken: the next three, from the taken time on, none overlapping the new booking", () => {
    const taken: Busy = { crew: 1, start: at("2026-06-10T09:00-05:00"), end: at("2026-06-10T11:00-05:00") };
    const q = { durationMinutes: 120, travelMinutes: 0, busy: [taken], now: longAgo, config: booking };
    const next = nextSlots(q, taken.start, 3);
    expect(next.map((s) => `${localDay(s.arrivesAt)} ${local(s.arrivesAt)}`)).toEqual([
      "2026-06-10 11:00",
      "2026-06-10 11:30",
      "2026-06-10 12:00",
    ]);
  });

  it("looks past a long stretch of days off, and respects the 24 hours", () => {
    const now = at("2026-06-01T12:00-05:00");
    const daysOff = [
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
      "2026-06-08",
      "2026-06-09",
      "2026-06-10",
    ] as const;
    const next = nextSlots(
      { durationMinutes: 60, travelMinutes: 0, busy: [], now, config: { ...booking, daysOff: [...daysOff] } },
      now,
      3,
    );
    expect(next.map((s) => `${localDay(s.arrivesAt)} ${local(s.arrivesAt)}`)).toEqual([
      "2026-06-11 07:00",
      "2026-06-11 07:30",
      "2026-06-11 08:00",
    ]);
  });
});

describe("properties", () => {
  const base = at("2026-10-29T00:00-05:00").getTime(); // around the fall-back day
  const busyArb = fc.array(
    fc.record({
      crew: fc.integer({ min: 1, max: 2 }),
      startMinute: fc.integer({ min: 0, max: 6 * 24 * 60 }),
      minutes: fc.integer({ min: 15, max: 300 }),
    }),
    { maxLength: 25 },
  );

  it("no slot overlaps a booking of its crew, every slot lies within 7:00-19:00 local and 24 hours ahead", () => {
    fc.assert(
      fc.property(
        busyArb,
        fc.integer({ min: 15, max: 480 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        fc.integer({ min: 1, max: 2 }),
        (raw, durationMinutes, travel, nowMinute, crews) => {
          const busy: Busy[] = raw.map((b) => ({
            crew: b.crew,
            start: new Date(base + b.startMinute * 60_000),
            end: new Date(base + (b.startMinute + b.minutes) * 60_000),
          }));
          const now = new Date(base + nowMinute * 60_000);
          const slots = findSlots(
            query({
              from: "2026-10-29",
              to: "2026-11-04",
              durationMinutes,
              travelMinutes: travel,
              busy,
              now,
              config: { crews },
            }),
          );
          for (const s of slots) {
            if (s.crew < 1 || s.crew > crews) return false;
            if (busy.some((b) => b.crew === s.crew && s.start < b.end && b.start < s.end)) return false;
            if (localDay(s.start) !== localDay(s.end) || local(s.start) < "07:00" || local(s.end) > "19:00")
              return false;
            if (s.start.getTime() < now.getTime() + 24 * 3_600_000) return false;
            if (s.end.getTime() - s.start.getTime() !== (durationMinutes + 2 * travel) * 60_000) return false;
          }
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("deposit", () => {
  it("$50 by default, a percentage when configured, never more than the price", () => {
    expect(depositCentsFor(45_000)).toBe(5000);
    expect(depositCentsFor(3000)).toBe(3000);
    expect(depositCentsFor(45_000, { depositCents: 5000, depositPercent: 10 })).toBe(4500);
  });
});
