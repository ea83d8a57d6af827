import { WEEKDAYS } from "~/config/opening-hours.ts";
import { formatClock, hoursOn, localTime } from "../hours.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { addDays, dayWords, holidayOrDateNamed, today, weekdayOf } from "./holiday-answers.ts";
import { lowerFirst } from "../text.ts";
import { tooSoonToBook } from "./booked-time-readings.ts";
import { HORIZON_ASKED, type Intent } from "./intents.ts";
import { hoursSentence, link, phoneSentence } from "./phrases.ts";

// "This Saturday at 9 work?", "day after tomorrow in the afternoon?", "in 3 months, mid August, can I lock
// that in?", "next week sometime": a time asked for in words relative to today. The customer gets the
// verdict of the booking rules (the notice the booking page needs, how far ahead it opens) and of that
// day's hours, from the owner's settings, with the booking page or the phone.

const WEEKDAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, couple: 2 };

/** Asking for a time: whether it works, can be had, or is free. */
const ASKS_FOR_A_TIME =
  /\b(work|works|doable|possible|available|availability|free|open|book\w*|schedul\w*|reserve|lock|grab|snag|come|make it|fit|any chance|sometime|any day|how about|what about|slots?|spots?|appointments?|appts?)\b|\b(can|could|would) (you|u|y'?all|i|we)\b/;
/** Reaching us ("still taking calls tonight?", "can I ring you at 6:30?"): the hours and this moment answer it. */
const REACHING =
  /\b(call\w*|answer\w*|ring|phone\w*|pick(ing)? up|reach|text|talk|catch (you|u|y'?all))\b|\b(open|running|working|up)\b.{0,10}\b(yet|still|now|rn)\b/;
/** A time already booked, or one to change: the deposit's answer takes those. */
const BOOKED_ALREADY =
  /\b(my|our) (appointment|appt|booking|reservation|slot|time)\b|\b(i'?m|we'?re|i am|we are) booked\b|\b(reschedul\w*|cancel\w*|move|moving|push|shift)\b/;

/** What else a message about a time may ask: booking it, the hours, the visit. */
const ABOUT_A_TIME: ReadonlySet<Intent> = new Set([
  "book",
  "hours",
  "openNow",
  "mobile",
  "quote",
  "services",
  "greeting",
  "thanks",
]);

type Named = { from: string; to: string; label: string };
type Clock = { from: number; to: number; exact: boolean };

const pad = (n: number) => String(n).padStart(2, "0");
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const nextWeekday = (from: string, weekday: string, skipToday = false) => {
  const ahead = (WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, ahead === 0 && skipToday ? 7 : ahead);
};
const capitalized = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, lastOfMonth(year, month)))}`;
}

/** The day (or days) a message names relative to today, or null when it names none this way. */
function daysNamed(k: Knowledge, text: string, from: string): Named | null {
  const one = (date: string): Named => ({ from: date, to: date, label: dayWords(date) });
  const weekFrom = new RegExp(`\\ba week from (today|tomorrow|${WEEKDAY})\\b`).exec(text);
  if (weekFrom) {
    const base =
      weekFrom[1] === "today"
        ? from
        : weekFrom[1] === "tomorrow"
          ? addDays(from, 1)
          : nextWeekday(from, capitalized(weekFrom[1]!));
    return one(addDays(base, 7));
  }
  if (/\bday after tomorrow\b/.test(text)) return one(addDays(from, 2));
  // "Mid August", "early September": the part of that month.
  const part = new RegExp(`\\b(mid|middle of|early|beginning of|start of|late|end of)( |-)${MONTH}\\b`).exec(text);
  if (part) {
    const month = MONTH_NAMES.findIndex((m) => m.startsWith(part[3]!.slice(0, 3))) + 1;
    const year = Number(from.slice(0, 4)) + (`${from.slice(0, 4)}-${pad(month)}-28` < from ? 1 : 0);
    const [start, end] = /^mid/.test(part[1]!)
      ? [14, 16]
      : /^(early|beginning|start)/.test(part[1]!)
        ? [1, 10]
        : [20, lastOfMonth(year, month)];
    const date = (day: number) => `${year}-${pad(month)}-${pad(day)}`;
    return {
      from: date(start),
      to: date(end),
      label: `${part[1]!.replace(/^middle of$/, "mid")} ${capitalized(MONTH_NAMES[month - 1]!)}`,
    };
  }
  const named = holidayOrDateNamed(k, text, from);
  if (named) return one(named);
  // "In 3 months", "two weeks from now", "10 days out".
  const ahead =
    /\b(?:in|within) (?:about |like |around )?(\d{1,2}|an?|one|two|three|four|five|six|(?:a )?couple(?: of)?) (days?|weeks?|months?)\b/.exec(
      text,
    ) ?? /\b(\d{1,2}|an?|one|two|three|four|five|six) (days?|weeks?|months?) (?:from now|out|ahead)\b/.exec(text);
  if (ahead) {
    const n = Number(ahead[1]) || COUNT[ahead[1]!.replace(/^a /, "").replace(/ of$/, "")] || 1;
    const date = ahead[2]!.startsWith("month")
      ? addMonths(from, n)
      : addDays(from, ahead[2]!.startsWith("week") ? 7 * n : n);
    return one(date);
  }
  // "Before the end of the month": from today to its last day.
  if (/\b(end of (the|this) month|this month)\b/.test(text)) {
    const [y, m] = from.split("-").map(Number) as [number, number];
    const last = `${y}-${pad(m)}-${pad(lastOfMonth(y, m))}`;
    return { from, to: last, label: `the rest of the month (to ${dayWords(last)})` };
  }
  if (/\bnext week\b/.test(text)) {
    const monday = nextWeekday(from, "Monday", true);
    return {
      from: monday,
      to: addDays(monday, 6),
      label: `next week (${dayWords(monday)} to ${dayWords(addDays(monday, 6))})`,
    };
  }
  const weekday = new RegExp(`\\b(this|next|on|coming|this coming)? ?${WEEKDAY}\\b`).exec(text);
  if (weekday) return one(nextWeekday(from, capitalized(weekday[2]!), weekday[1] === "next"));
  if (/\btomorrow\b/.test(text)) return one(addDays(from, 1));
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(text)) return one(from);
  return null;
}

/** The time of day a message names: a clock ("at 9", "6 in the morning"), or a part of the day. */
function clockNamed(text: string): Clock | null {
  const m =
    /\b(?:at|around|by|about|for|of|like) (\d{1,2})(?::(\d\d))? ?(am|pm|a m|p m|o'?clock|in the (?:morning|afternoon|evening)|at night)?\b(?!%| ?(?:percent|pct|dollars?|bucks|miles?|minutes?|mins?|hours?|days?|weeks?|months?|years?))/.exec(
      text,
    ) ?? /\b(\d{1,2})(?::(\d\d))? ?(am|pm|a m|p m|in the (?:morning|afternoon|evening)|at night)\b/.exec(text);
  const evening = /\b(evening|tonight|at night|after work)\b/.test(text);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) {
    const hour = Number(m[1]) % 12;
    const marker = m[3] ?? "";
    const pm = /^p|afternoon|evening|night/.test(marker) || (!/^a|morning/.test(marker) && (evening || hour < 7));
    const at = (hour + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
    return { from: at, to: at, exact: true };
  }
  if (/\bfirst thing\b/.test(text)) return { from: 0, to: 9 * 60, exact: false };
  if (/\bmorning\b/.test(text)) return { from: 0, to: 12 * 60, exact: false };
  if (/\bafternoon\b/.test(text)) return { from: 12 * 60, to: 17 * 60, exact: false };
  if (evening) return { from: 17 * 60, to: 24 * 60, exact: false };
  return null;
}

/** Whether a message names its day in words relative to today (more than a bare weekday or "tomorrow"). */
function relativeWords(text: string, clock: Clock | null): boolean {
  return (
    /\b(day after tomorrow|a week from|next week|in (?:about |like |around )?(\d{1,2}|an?|one|two|three|four|five|six|(?:a )?couple(?: of)?) (days?|weeks?|months?)|(mid|middle of|early|late) \w+|(\d{1,2}|an?|one|two|three|four|five|six) (days?|weeks?|months?) (from now|out|ahead)|first thing|end of (the|this) month|this (coming )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/.test(
      text,
    ) || clock !== null
  );
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};
const clockWords = (minutes: number) => formatClock(`${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`);

/**
 * "This Saturday at 9 work for a tint?": the verdict on a time asked for in relative words, or null when the
 * message asks for no such time (or asks about one already booked).
 */
export function relativeTimeAnswer(k: Knowledge, a: Analysis, now: Date): string | null {
  const text = a.text;
  if (BOOKED_ALREADY.test(text) || REACHING.test(text) || a.intents.has("openNow")) return null;
  if ([...a.intents].some((i) => !ABOUT_A_TIME.has(i))) return null;
  // The hours' own answers take an hour asked of a day; the booking's, its horizon and a time inside its notice.
  if (a.intents.has("hours") || HORIZON_ASKED.test(text) || (a.intents.has("book") && tooSoonToBook(k, a, now)))
    return null;
  const from = today(k, now);
  const days = daysNamed(k, text, from);
  if (!days) return null;
  const clock = clockNamed(text);
  // Today with no clock named ("open this morning?") asks about now.
  if (days.to === from && !clock?.exact) return null;
  // A short message, or a longer one naming its clock ("tomorrow at 6 in the morning, I head out early").
  if (!ASKS_FOR_A_TIME.test(text) && text.split(" ").length > 6 && !clock?.exact) return null;
  if (!relativeWords(text, clock) && days.from === days.to && !holidayOrDateNamed(k, text, from)) return null;
  const b = k.booking;
  const book = link("our booking page", "/book");
  // Past the horizon: not on the booking page yet.
  if (daysBetween(from, days.from) > b.horizonDays)
    return `${capitalized(days.label)} is more than ${b.horizonDays} days away, and online booking opens ${b.horizonDays} days ahead, so it isn't on ${book} yet. To ask about that time, ${phoneSentence(k)}.`;
  const date = days.from;
  const closed = days.from === days.to ? k.holidays.find((h) => h.date === date) : undefined;
  const hours = hoursOn(k.business.hours, weekdayOf(date));
  // A day we're closed: the hours' and holidays' own answers say so.
  if (closed || (days.from === days.to && !hours.open)) return null;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const nowMinutes = localTime(now, k.business.hours.timeZone).minutes;
  const hoursAway = (minutes: number, day = date) => (daysBetween(from, day) * 24 * 60 + minutes - nowMinutes) / 60;
  const dayHours =
    days.from === days.to
      ? `on ${weekdayOf(date)}s we work ${formatClock(hours.opens)} to ${formatClock(hours.closes)} (Central Time)`
      : lowerFirst(hoursSentence(k));
  const soonNote = (latest: number) =>
    hoursAway(latest, days.to) < b.minLeadHours
      ? ` It's also less than ${b.minLeadHours} hours away, and ${book} takes times from ${b.minLeadHours} hours ahead: for a time that soon, ${phoneSentence(k)}.`
      : ` Pick a time inside those hours on ${book}, or ${phoneSentence(k)}.`;
  // A clock before we open or after we close.
  if (clock?.exact && (clock.from < opens || clock.from >= closes))
    return `${clockWords(clock.from)} is ${clock.from < opens ? "before we open" : "after we close"}: ${dayHours}.${soonNote(clock.from < opens ? opens : closes)}`;
  if (clock && !clock.exact && (clock.to <= opens || clock.from >= closes))
    return `That's outside our hours: ${dayHours}.${soonNote(clock.to <= opens ? opens : closes)}`;
  const latest = clock ? Math.min(clock.to, closes) : closes;
  // Closer than the booking page's notice, even at the latest time asked.
  if (hoursAway(latest, days.to) < b.minLeadHours) {
    const earliest = clock ? Math.max(clock.from, opens) : opens;
    const away = Math.max(1, Math.round(hoursAway(earliest)));
    return `That's less than ${b.minLeadHours} hours away (about ${away} hours), too soon for ${book}, which takes times from ${b.minLeadHours} hours ahead. For a time that soon, ${phoneSentence(k)}.`;
  }
  // A time that can be booked, asked with booking: the booking answer says yes, with the vehicle's own link.
  if (a.intents.has("book")) return null;
  const at = clock?.exact ? ` at ${clockWords(clock.from)}` : "";
  const when = days.from === days.to ? `${dayWords(date)}${at}` : days.label;
  return `Yes, ${when} is within our hours and far enough ahead to book online: ${dayHours}. Pick a free time on ${book}, or ${phoneSentence(k)}.`;
}
