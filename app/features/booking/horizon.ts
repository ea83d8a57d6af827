import { TZDate } from "@date-fns/tz";
import { booking as defaultBooking, type BookingConfig, type LocalDate } from "../../config/booking.ts";
import { business } from "../../config/business.ts";
import { formatDay } from "./booking-format.ts";
import { addDays, localDayOf } from "./slots.ts";

// How far ahead a visitor can book online, and the reading of the dates a
// browser sends: one rule for the slot pages, a hold, a reschedule and the
// payment of a hold, so no way in reaches further than the pages offer.

type HorizonConfig = Pick<BookingConfig, "horizonDays">;

/** The last local day (Central Time) a visitor can book online now: today plus horizonDays. */
export function lastBookableDay(
  now: Date,
  config: HorizonConfig = defaultBooking,
  timeZone = business.hours.timeZone,
): LocalDate {
  return addDays(localDayOf(now, timeZone), config.horizonDays);
}

/** The first instant past the horizon: midnight, local time, at the start of the day after the last bookable one. */
export function horizonEnd(
  now: Date,
  config: HorizonConfig = defaultBooking,
  timeZone = business.hours.timeZone,
): Date {
  const [y, m, d] = addDays(lastBookableDay(now, config, timeZone), 1)
    .split("-")
    .map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 0, 0, timeZone).getTime());
}

/** Whether an arrival lies on a local day past the horizon (compared as instants, so any year compares right). */
export function isBeyondHorizon(
  arrivesAt: Date,
  now: Date,
  config: HorizonConfig = defaultBooking,
  timeZone = business.hours.timeZone,
): boolean {
  return arrivesAt.getTime() >= horizonEnd(now, config, timeZone).getTime();
}

/** "Tuesday, March 10" for a local day. */
export function formatLocalDay(day: LocalDate, timeZone = business.hours.timeZone): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return formatDay(new Date(new TZDate(y, m - 1, d, 12, 0, timeZone).getTime()));
}

/** What a visitor reads about the horizon: the furthest day and how to book later. */
export function horizonNote(now: Date, config: HorizonConfig = defaultBooking): string {
  return (
    `We book online up to ${config.horizonDays} days ahead: the furthest day you can book now is ` +
    `${formatLocalDay(lastBookableDay(now, config))}. To book a later date, call us at ${business.phone.display}.`
  );
}

/** The answer to a time past the horizon. */
export function beyondHorizonMessage(now: Date, config: HorizonConfig = defaultBooking): string {
  return `That date is too far ahead to book online. ${horizonNote(now, config)}`;
}

/**
 * An arrival time as the slot pages send it ("2026-06-02T14:00:00.000Z", the
 * milliseconds optional), or null: a date the calendar does not have
 * (February 30) is refused, not rolled over into March.
 */
export function parseArrival(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{3})?Z$/.exec(text);
  if (!match) return null;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  return instant.toISOString() === `${match[1]}${match[2] ?? ".000"}Z` ? instant : null;
}

/** A local day as a page's address carries it ("2026-06-02"), or null when it is not a calendar date. */
export function parseLocalDate(text: string | null): LocalDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [y, m, d] = text.split("-").map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d
    ? (text as LocalDate)
    : null;
}
