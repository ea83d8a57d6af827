import { describeDays, formatClock } from "../hours.ts";
import type { Knowledge } from "../knowledge.server.ts";
export { numberWord } from "~/lib/number-word.ts";

// The sentences and links many answers share, filled from the knowledge.

export const link = (label: string, href: string) => `[${label}](${href})`;

export function hoursSentence(k: Knowledge): string {
  const h = k.business.hours;
  return `We're open ${describeDays(h.days)}, ${formatClock(h.opens)} to ${formatClock(h.closes)} (Central Time)`;
}

export function phoneSentence(k: Knowledge) {
  return `call or text us at ${k.business.phone.display}`;
}

export function quoteLink(k: Knowledge, label = "request a quote") {
  return link(label, k.quoteHref);
}
