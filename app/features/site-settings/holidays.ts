// The US federal holidays (5 U.S.C. 6103), as the days they are observed: a
// holiday on a Saturday is observed the Friday before, one on a Sunday the
// Monday after. Pure: the settings pre-fill them for this year and the next.

export type Holiday = { date: string; name: string };

const pad = (n: number) => String(n).padStart(2, "0");
/** A UTC date as YYYY-MM-DD. */
export const iso = (t: Date) => `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;

/** The nth (1-based) weekday (0 Sunday .. 6 Saturday) of a month; n = -1 the last. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7));
  }
  const last = new Date(Date.UTC(year, month, 0));
  const offset = (last.getUTCDay() - weekday + 7) % 7;
  return new Date(Date.UTC(year, month - 1, last.getUTCDate() - offset));
}

/** A fixed-date holiday moved to the weekday it is observed on. */
function observed(year: number, month: number, day: number): Date {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) return new Date(Date.UTC(year, month - 1, day - 1));
  if (weekday === 0) return new Date(Date.UTC(year, month - 1, day + 1));
  return date;
}

/**
 * The federal holidays of a year, by the date they are observed, in date order.
 * New Year's Day on a Saturday is observed on December 31 of the year before
 * (it is listed with its own year).
 */
export function federalHolidays(year: number): Holiday[] {
  const list: [string, Date][] = [
    ["New Year's Day", observed(year, 1, 1)],
    ["Martin Luther King Jr. Day", nthWeekday(year, 1, 1, 3)],
    ["Presidents' Day", nthWeekday(year, 2, 1, 3)],
    ["Memorial Day", nthWeekday(year, 5, 1, -1)],
    ["Juneteenth", observed(year, 6, 19)],
    ["Independence Day", observed(year, 7, 4)],
    ["Labor Day", nthWeekday(year, 9, 1, 1)],
    ["Columbus Day", nthWeekday(year, 10, 1, 2)],
    ["Veterans Day", observed(year, 11, 11)],
    ["Thanksgiving Day", nthWeekday(year, 11, 4, 4)],
    ["Christmas Day", observed(year, 12, 25)],
  ];
  return list.map(([name, date]) => ({ date: iso(date), name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** This year's and next year's federal holidays. */
export function federalHolidaysFrom(year: number): Holiday[] {
  return [...federalHolidays(year), ...federalHolidays(year + 1)];
}
