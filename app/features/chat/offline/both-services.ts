import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";

// "Can I get tint and PPF done the same visit?": two of our services on one
// vehicle at one visit. The site says we do each; it says nothing of doing
// them together, so the answer names both and leaves the plan to a call.

const ONE_VISIT_ASKED =
  /\b(same|one|single) (visit|day|trip|appointment|time)\b|\btogether\b|\bat once\b|\bboth (done|at|on|in)\b|\bwhile (you'?re|you are|your (crew|guys)( are)?) (here|there|out)\b/;
const TINT = /\b(tint\w*|window film)\b/;
const PAINT_FILM = /\b(ppf|paint protection( film)?|clear bra|paint film)\b/;

/** Both tint and paint film asked for one visit, or null. */
export function bothServicesAnswer(k: Knowledge, a: Analysis): string | null {
  if (!TINT.test(a.text) || !PAINT_FILM.test(a.text) || !ONE_VISIT_ASKED.test(a.text)) return null;
  const tint = serviceFor("automotive", k);
  const ppf = serviceFor("ppf", k);
  if (!tint || !ppf) return null;
  return `We do both: ${link(tint.title, tint.path)} and ${link(ppf.title, ppf.path)}, each installed at your home or workplace. To have both done on one visit, ${phoneSentence(k)} and we'll plan the day, or ${quoteLink(k)}.`;
}
