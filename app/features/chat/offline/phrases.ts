import { groupWeek } from "~/config/opening-hours.ts";
import { describeDays, formatClock, hoursOn } from "../hours.ts";
import type { Knowledge } from "../knowledge.server.ts";
export { numberWord } from "~/lib/number-word.ts";

// The sentences and links many answers share, filled from the knowledge.

export const link = (label: string, href: string) => `[${label}](${href})`;

/** Whether every open day keeps the same hours. */
export function uniformWeek(k: Knowledge): boolean {
  const h = k.business.hours;
  return groupWeek(h.week).every((g) => g.opens === h.opens && g.closes === h.closes);
}

export function hoursSentence(k: Knowledge): string {
  const h = k.business.hours;
  const groups = groupWeek(h.week);
  if (uniformWeek(k))
    return `We're open ${describeDays(h.days)}, ${formatClock(h.opens)} to ${formatClock(h.closes)} (Central Time)`;
  const days = (g: (typeof groups)[number]) =>
    g.days.length === 1 ? g.days[0] : `${g.days[0]} to ${g.days[g.days.length - 1]}`;
  return `We're open ${listJoin(
    groups.map((g) => `${days(g)}, ${formatClock(g.opens)} to ${formatClock(g.closes)}`),
    "; ",
  )} (Central Time)`;
}

/** "a, b and c", or with another separator "a; b and c". */
function listJoin(items: string[], separator = ", "): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(separator)} and ${items[items.length - 1]}`;
}

/** A weekday's hours in words: "8:00 AM to 2:00 PM", or null when closed. */
export function dayHoursText(k: Knowledge, weekday: string): string | null {
  const h = hoursOn(k.business.hours, weekday);
  return h.open ? `${formatClock(h.opens)} to ${formatClock(h.closes)}` : null;
}

export function phoneSentence(k: Knowledge) {
  return `call or text us at ${k.business.phone.display}`;
}

export function quoteLink(k: Knowledge, label = "request a quote") {
  return link(label, k.quoteHref);
}
