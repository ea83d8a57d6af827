// The free time slots of the crews: pure, so the booking flow, the server's
// re-check at hold time, the assistant and the owner's console share it.
// docs/decisions/014 explains the rules.
//
// A slot is a crew's whole visit: it leaves the home town at `start`, arrives
// at `arrivesAt`, works the job's minutes, and is back at `end`. The whole
// visit lies inside the business hours of one local day. Arrival times are
// wall-clock times of the business's time zone on a grid (every
// slotStepMinutes from the opening time), turned into instants one by one, so a
// daylight-saving day has the same local times as any other: a wall time the
// clocks skip is never offered, and one they repeat is offered once (its first
// occurrence).

import { TZDate } from "@date-fns/tz";
import { booking as defaultBooking, type BookingConfig, type LocalDate, type Weekday } from "../../config/booking.ts";
import { business } from "../../config/business.ts";
import type { ServiceArea } from "../../config/areas.ts";
import type { DayHours, WeekHours } from "../../config/opening-hours.ts";

export type Busy = { start: Date; end: Date; crew: number };
export type Slot = {
  crew: number;
  /** The crew leaves the home town. */
  start: Date;
  /** The crew arrives at the customer: the time the customer is given. */
  arrivesAt: Date;
  /** The job is done. */
  jobEndsAt: Date;
  /** The crew is back: the slot holds the crew from start to end. */
  end: Date;
};

/** One range for every day (opens, closes), or a table by weekday (week), in a time zone. */
export type BusinessHours = { opens: string; closes: string; timeZone: string; week?: WeekHours };

export type SlotQuery = {
  /** First and last local day searched, inclusive. */
  from: LocalDate;
  to: LocalDate;
  durationMinutes: number;
  /** One way, from the home town (travelMinutes(area)). */
  travelMinutes: number;
  /** Existing bookings and holds. */
  busy: readonly Busy[];
  now: Date;
  config?: BookingConfig;
  /** The hours searched within: unset, the config's (the owner's week), else business.hours. */
  hours?: BusinessHours;
};

/** The hours of one weekday, as the query's hours, the config's or the business's give them. */
function hoursOfDay(q: SlotQuery, config: BookingConfig, weekday: Weekday): DayHours {
  const hours = q.hours ?? config.hours ?? business.hours;
  if (hours.week) return hours.week[weekday];
  const range = hours as BusinessHours;
  return { open: true, opens: range.opens, closes: range.closes };
}

/** The time zone of the hours a query searches within. */
const timeZoneOf = (q: Pick<SlotQuery, "hours" | "config">) => (q.hours ?? q.config?.hours ?? business.hours).timeZone;

const MINUTE = 60_000;
const weekdays: readonly Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** One way travel minutes from the home town to an area: base + minutes a mile x distance, rounded up. */
export function travelMinutes(
  area: Pick<ServiceArea, "distance">,
  rule: BookingConfig["travel"] = defaultBooking.travel,
): number {
  const match = /^(\d+(?:\.\d+)?)\s*miles?$/.exec(area.distance.trim());
  if (!match) throw new RangeError(`unreadable area distance "${area.distance}"`);
  const raw = rule.baseMinutes + Number(match[1]) * rule.minutesPerMile;
  return Math.ceil(raw / rule.roundToMinutes) * rule.roundToMinutes;
}

function parseDate(date: string): { y: number; m: number; d: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`not a date: "${date}"`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw new RangeError(`not a date: "${date}"`);
  return { y, m, d };
}

function parseTime(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) throw new RangeError(`not a time: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local days from..to, inclusive, as "YYYY-MM-DD" (calendar arithmetic, no time zone involved). */
export function localDays(from: LocalDate, to: LocalDate): LocalDate[] {
  const a = parseDate(from);
  const b = parseDate(to);
  const days: LocalDate[] = [];
  for (let t = Date.UTC(a.y, a.m - 1, a.d); t <= Date.UTC(b.y, b.m - 1, b.d); t += 86_400_000) {
    const day = new Date(t);
    days.push(`${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}` as LocalDate);
  }
  return days;
}

/** The local day of an instant in a time zone. */
export function localDayOf(instant: Date, timeZone: string = business.hours.timeZone): LocalDate {
  const t = new TZDate(instant.getTime(), timeZone);
  return `${String(t.getFullYear()).padStart(4, "0")}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}` as LocalDate;
}

/**
 * The instant of a local wall-clock time, or null when the clocks skip it.
 * A repeated wall time gives its first occurrence.
 */
function localInstant(date: { y: number; m: number; d: number }, minutes: number, timeZone: string): Date | null {
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  const t = new TZDate(date.y, date.m - 1, date.d, h, min, timeZone);
  if (h < 24 && (t.getHours() !== h || t.getMinutes() !== min)) return null;
  return new Date(t.getTime());
}

function validate(q: SlotQuery, config: BookingConfig) {
  if (!Number.isInteger(q.durationMinutes) || q.durationMinutes <= 0)
    throw new RangeError("durationMinutes must be a positive whole number");
  if (!Number.isInteger(q.travelMinutes) || q.travelMinutes < 0)
    throw new RangeError("travelMinutes must be a whole number, 0 or more");
  if (!Number.isInteger(config.crews) || config.crews < 1) throw new RangeError("crews must be 1 or more");
  if (!Number.isInteger(config.slotStepMinutes) || config.slotStepMinutes < 1)
    throw new RangeError("slotStepMinutes must be 1 or more");
}

/** The free slots of every crew between two local days, earliest arrival first, then crew. */
export function findSlots(q: SlotQuery): Slot[] {
  const config = q.config ?? defaultBooking;
  const timeZone = timeZoneOf(q);
  validate(q, config);
  const earliestStart = q.now.getTime() + config.minLeadHours * 60 * MINUTE;
  const travel = q.travelMinutes * MINUTE;
  const job = q.durationMinutes * MINUTE;

  const busyByCrew = new Map<number, Busy[]>();
  for (const b of q.busy) {
    const list = busyByCrew.get(b.crew) ?? [];
    list.push(b);
    busyByCrew.set(b.crew, list);
  }

  const slots: Slot[] = [];
  for (const day of localDays(q.from, q.to)) {
    const date = parseDate(day);
    const weekday = weekdays[new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay()]!;
    if (config.daysOff.includes(day) || config.daysOff.includes(weekday)) continue;
    const today = hoursOfDay(q, config, weekday);
    if (!today.open) continue;
    const opens = parseTime(today.opens);
    const closes = parseTime(today.closes);
    const open = localInstant(date, opens, timeZone);
    const close = localInstant(date, closes, timeZone);
    if (!open || !close) continue;
    const dayStart = open.getTime();
    const dayEnd = close.getTime();
    if (dayEnd < earliestStart) continue;

    // What keeps each crew busy today: its bookings and holds, and the blocked hours.
    const blocked = config.blockedHours
      .filter((b) => b.date === day || b.weekday === weekday)
      .map((b) => ({
        crew: b.crew,
        start: localInstant(date, parseTime(b.from), timeZone),
        end: localInstant(date, parseTime(b.to), timeZone),
      }));
    const busyToday: [number, number][][] = [];
    for (let crew = 1; crew <= config.crews; crew++) {
      const list: [number, number][] = [];
      for (const b of busyByCrew.get(crew) ?? []) {
        const s = b.start.getTime();
        const e = b.end.getTime();
        if (s < dayEnd && dayStart < e) list.push([s, e]);
      }
      for (const b of blocked) {
        if (b.crew !== undefined && b.crew !== crew) continue;
        // A blocked period whose edge the clocks skip is widened to the whole day's edge.
        list.push([b.start?.getTime() ?? dayStart, b.end?.getTime() ?? dayEnd]);
      }
      busyToday[crew] = list;
    }

    // Most days the clocks do not change between opening and closing: then a
    // wall time is the opening instant plus its minutes, with no time-zone
    // lookup (the lookups are most of the search's cost).
    const steady = dayEnd - dayStart === (closes - opens) * MINUTE;
    for (let arrival = opens; arrival < closes; arrival += config.slotStepMinutes) {
      const a = steady ? dayStart + (arrival - opens) * MINUTE : localInstant(date, arrival, timeZone)?.getTime();
      if (a === undefined) continue; // a wall time the clocks skip
      const start = a - travel;
      const end = a + job + travel;
      if (start < dayStart || end > dayEnd || start < earliestStart) continue;
      for (let crew = 1; crew <= config.crews; crew++) {
        if (busyToday[crew]!.some(([s, e]) => start < e && s < end)) continue;
        slots.push({
          crew,
          start: new Date(start),
          arrivesAt: new Date(a),
          jobEndsAt: new Date(a + job),
          end: new Date(end),
        });
      }
    }
  }
  return slots;
}

/**
 * The first n free slots arriving at or after `after` (a slot just taken is
 * answered with the next three), looking up to maxDays local days ahead.
 */
export function nextSlots(q: Omit<SlotQuery, "from" | "to">, after: Date, n = 3, maxDays = 60): Slot[] {
  const timeZone = timeZoneOf(q);
  const config = q.config ?? defaultBooking;
  const earliest = Math.max(after.getTime(), q.now.getTime() + config.minLeadHours * 60 * MINUTE);
  const first = localDayOf(new Date(earliest), timeZone);
  const found: Slot[] = [];
  // A week at a time: most answers are in the first.
  for (let offset = 0; offset < maxDays && found.length < n; offset += 7) {
    const days = localDays(first, addDays(first, Math.min(offset + 6, maxDays - 1)));
    const from = days[offset];
    if (!from) break;
    for (const slot of findSlots({ ...q, from, to: days[days.length - 1]! })) {
      if (slot.arrivesAt.getTime() >= after.getTime()) found.push(slot);
      if (found.length === n) break;
    }
  }
  return found;
}

/** A local day plus some days. */
export function addDays(day: LocalDate, days: number): LocalDate {
  const { y, m, d } = parseDate(day);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}` as LocalDate;
}
