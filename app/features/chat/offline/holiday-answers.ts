import { WEEKDAYS } from "~/config/opening-hours.ts";
import { federalHolidaysFrom, iso, nthWeekday } from "~/features/site-settings/holidays.ts";

import type { Knowledge } from "../knowledge.server.ts";
import { dayHoursText, link, phoneSentence } from "./phrases.ts";

// "Are you open on Christmas?", "Do you work on December 24?": a holiday or a
// date, answered from the owner's holidays and hours (the effective settings).

const HOLIDAY_WORDS: [RegExp, string][] = [
  [/\bchristmas( day)?\b|\bxmas\b/, "Christmas Day"],
  [/\bthanksgiving\b/, "Thanksgiving Day"],
  [/\bnew year'?s?( day)?\b/, "New Year's Day"],
  [/\bmemorial day\b/, "Memorial Day"],
  [/\blabou?r day\b/, "Labor Day"],
  [/\bindependence day\b|\bjuly 4(th)?\b|\b4th of july\b|\bfourth of july\b/, "Independence Day"],
  [/\bjuneteenth\b/, "Juneteenth"],
  [/\bmlk( day)?\b|\bmartin luther king\b/, "Martin Luther King Jr. Day"],
  [/\bpresidents'? day\b/, "Presidents' Day"],
  [/\bcolumbus day\b/, "Columbus Day"],
  [/\bveterans'? day\b/, "Veterans Day"],
];

/** The holidays kept on one calendar date (month, day): "the day after Christmas" is counted from it. */
const FIXED_DATES: Record<string, [number, number]> = {
  "Christmas Day": [12, 25],
  "New Year's Day": [1, 1],
  "Independence Day": [7, 4],
  Juneteenth: [6, 19],
  "Veterans Day": [11, 11],
};
/** "The day after Christmas", "Christmas Eve", "the night before Thanksgiving": days from the holiday named. */
function offsetFromHoliday(text: string): number {
  if (/\b(day|night|morning) after\b/.test(text)) return 1;
  if (/\b(day|night|morning) before\b|\beve\b/.test(text)) return -1;
  return 0;
}
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
/** Taking a time ("book", "grab it online", "lock in"): the booking page, whose horizon may not reach the date. */
const TAKES_A_TIME =
  /\b(book\w*|schedul\w*|appointments?|appts?|reserve|get (on|in)|slots?|spots?|(it|that|this|one|a (time|day|date|spot|slot)) online|(get|take|pick|choose|select) .{0,30}\bonline|(on|through) the (site|website|web ?site)|grab|snag|lock (it |that )?in)\b/;
const ASKS_HOURS = new RegExp(
  `\\b(open|closed|close|work|working|hours|available|availability|come|visit)\\b|${TAKES_A_TIME.source}`,
);

const pad = (n: number) => String(n).padStart(2, "0");

/** The local date of an instant in the business's time zone. */
export function today(k: Knowledge, now: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: k.business.hours.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts;
}

/** A month and day (and maybe a year) as the next such date from today. */
function nextDate(month: number, day: number, year: number | null, from: string): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const fromYear = Number(from.slice(0, 4));
  const y = year ?? (`${fromYear}-${pad(month)}-${pad(day)}` >= from ? fromYear : fromYear + 1);
  const date = `${y}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${date}T12:00:00Z`);
  return check.toISOString().slice(0, 10) === date ? date : null;
}

/** The date a message names: "2026-12-24", "December 24", "Dec 24th", "24 December", "12/24". */
export function dateAsked(text: string, from: string): string | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return nextDate(Number(iso[2]), Number(iso[3]), Number(iso[1]), from);
  const md = new RegExp(`\\b${MONTH}\\.? (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(text);
  if (md) return nextDate(MONTHS.indexOf(md[1]!.slice(0, 3)) + 1, Number(md[2]), md[3] ? Number(md[3]) : null, from);
  const dm = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH}\\b`).exec(text);
  if (dm) return nextDate(MONTHS.indexOf(dm[2]!.slice(0, 3)) + 1, Number(dm[1]), null, from);
  const slash = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?\b/.exec(text);
  if (slash) return nextDate(Number(slash[1]), Number(slash[2]), slash[3] ? Number(slash[3]) : null, from);
  return null;
}

export const weekdayOf = (date: string) => WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7]!;
export const dayWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The day a message names by a holiday ("the day after Christmas", "Christmas Eve"), a date ("December 24") or
 * an observance ("Mother's Day"), as a local date from `from` (today), or null.
 */
export function holidayOrDateNamed(k: Knowledge, text: string, from: string): string | null {
  const own = k.holidays.find((h) => text.includes(h.name.toLowerCase()) && h.date >= from);
  const named = HOLIDAY_WORDS.find(([p]) => p.test(text))?.[1];
  let date: string | null = own?.date ?? null;
  // "The day after Christmas" (asked on it): that day, counted from the holiday's own date.
  const offset = !own && named ? offsetFromHoliday(text) : 0;
  if (!date && named && offset !== 0) {
    const since = addDays(from, -offset);
    const fixed = FIXED_DATES[named];
    const base = fixed
      ? nextDate(fixed[0], fixed[1], null, since)
      : (federalHolidaysFrom(Number(since.slice(0, 4))).find((h) => h.name === named && h.date >= since)?.date ?? null);
    date = base ? addDays(base, offset) : null;
  } else if (!date && named) {
    date =
      k.holidays.find((h) => h.name === named && h.date >= from)?.date ??
      federalHolidaysFrom(Number(from.slice(0, 4))).find((h) => h.name === named && h.date >= from)?.date ??
      null;
  }
  return date ?? dateAsked(text, from) ?? observanceDate(text, from);
}

/**
 * The answer to a question about being open on a holiday or a date, or null
 * when the message asks neither.
 */
export function answerHolidayOrDate(k: Knowledge, text: string, now: Date): string | null {
  if (!ASKS_HOURS.test(text)) return null;
  const from = today(k, now);
  const named = HOLIDAY_WORDS.find(([p]) => p.test(text))?.[1];
  const offset = named && !k.holidays.some((h) => text.includes(h.name.toLowerCase())) ? offsetFromHoliday(text) : 0;
  // "Open today or off for the holiday?": today (or tomorrow), asked because of a holiday.
  const date =
    holidayOrDateNamed(k, text, from) ??
    (/\bholiday\b/.test(text) && /\b(today|tonight|tomorrow)\b/.test(text)
      ? addDays(from, /\btomorrow\b/.test(text) ? 1 : 0)
      : null);
  if (!date) return /\bholidays?\b/.test(text) ? answerHolidays(k, from) : null;
  // A date past the booking horizon isn't on the booking page yet: the phone for it.
  const days = (Date.parse(date) - Date.parse(from)) / 86_400_000;
  if (days > k.booking.horizonDays && TAKES_A_TIME.test(text)) {
    const closedThen = k.holidays.find((h) => h.date === date);
    const day = closedThen ? `We're closed on ${dayWords(date)} for ${closedThen.name}. ` : "";
    return `${day}Online booking opens ${k.booking.horizonDays} days ahead, so ${dayWords(date)} isn't on our booking page yet. To ask about that time, ${phoneSentence(k)}.`;
  }
  const closed = k.holidays.find((h) => h.date === date);
  if (closed)
    return `No, we're closed on ${dayWords(date)} for ${closed.name}.${reopening(k, date)} ${link("Our booking page", "/book")} shows every free time on the other days, or you can ${phoneSentence(k)}.`;
  const weekday = weekdayOf(date);
  const hours = dayHoursText(k, weekday);
  const holiday = named && offset === 0 ? `${named}, ` : "";
  if (!hours)
    return `No, we're closed on ${weekday}s, so not on ${holiday}${dayWords(date)}. You can ${phoneSentence(k)}.`;
  return `Yes, we're open on ${holiday}${dayWords(date)}, ${hours} (Central Time). ${link("Our booking page", "/book")} shows the free times, or you can ${phoneSentence(k)}.`;
}

/**
 * Days kept that are not federal holidays: (month, weekday 0 = Sunday, nth), a fixed (month, day), or a date
 * worked out for the year (Easter).
 */
const OBSERVANCES: [
  RegExp,
  { month: number; weekday?: number; nth?: number; day?: number; on?: (year: number) => string },
][] = [
  [/\beaster( sunday)?\b/, { month: 0, on: easterSunday }],
  [/\bmother'?s'? day\b/, { month: 5, weekday: 0, nth: 2 }],
  [/\bfather'?s'? day\b/, { month: 6, weekday: 0, nth: 3 }],
  [/\bvalentine'?s'?( day)?\b/, { month: 2, day: 14 }],
  [/\bhalloween\b/, { month: 10, day: 31 }],
];

/** "Mother's Day weekend": the next date of an observance a message names, or null. */
function observanceDate(text: string, from: string): string | null {
  const rule = OBSERVANCES.find(([p]) => p.test(text))?.[1];
  if (!rule) return null;
  const on = (year: number) =>
    rule.on
      ? rule.on(year)
      : rule.day
        ? `${year}-${pad(rule.month)}-${pad(rule.day)}`
        : iso(nthWeekday(year, rule.month, rule.weekday!, rule.nth!));
  const year = Number(from.slice(0, 4));
  return on(year) >= from ? on(year) : on(year + 1);
}

/** " We open again on Saturday, December 26, 7:00 AM to 7:00 PM (Central Time).": the next day with hours. */
function reopening(k: Knowledge, date: string): string {
  for (let next = addDays(date, 1), n = 0; n < 14; next = addDays(next, 1), n++) {
    const hours = k.holidays.some((h) => h.date === next) ? null : dayHoursText(k, weekdayOf(next));
    if (hours) return ` We open again on ${dayWords(next)}, ${hours} (Central Time).`;
  }
  return "";
}

/** "Are you open on holidays?": the next holidays closed. */
function answerHolidays(k: Knowledge, from: string): string {
  const next = k.holidays.filter((h) => h.date >= from).slice(0, 3);
  if (next.length === 0) return `We're open on holidays, at our usual hours. You can ${phoneSentence(k)}.`;
  const list = next.map((h) => `${h.name} (${dayWords(h.date)})`).join(", ");
  return `We close on holidays. The next ones: ${list}. You can ${phoneSentence(k)}.`;
}

/** Easter Sunday of a year (the Gregorian computus), as a local date. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}
