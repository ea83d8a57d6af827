import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";

// "We have a dental office, need privacy film on the lobby glass, how does that work?": for a home or
// a business, how the job goes, in the steps of the service page's own "How a ... works" section
// (the visit that measures, the quote, the scheduling, the install).

/** "How does that work?", "what's the process?", "how do we get started?", "what's the first step?" */
export const PROCESS_ASKED =
  /\b(what'?s|what is|whats) (the|my|our) (first|next) steps?\b|\bhow (does|do|would|will) (that|this|it|the (process|job|whole thing))( all)? work\b|\b(what'?s|what is|whats) the (process|procedure)\b|\bwhat are the (steps|next steps)\b|\bhow do (we|i) (start|get started|go about (it|this|that))\b|\bwhere do (we|i) (start|begin)\b/;

/** The service page's steps for a home's or a business's job, or null. */
export function processAnswer(k: Knowledge, a: Analysis): string | null {
  if (!PROCESS_ASKED.test(a.text)) return null;
  if (a.serviceKind !== "residential" && a.serviceKind !== "commercial") return null;
  const page = serviceFor(a.serviceKind, k);
  const steps = page && k.docs.find((d) => d.path === page.path && /\bhow an? .*\bworks\b/i.test(d.title));
  if (!page || !steps) return null;
  return `${steps.body}\nMore on ${link(page.title, page.path)}. To start, ${quoteLink(k)} or ${phoneSentence(k)}.`;
}
