import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { link, quoteLink } from "./phrases.ts";
import { isYesNoQuestion } from "./question-shape.ts";
import { serviceFor, type ServiceKind } from "./slots.ts";
import { eachVehicle } from "./vehicle-prices.ts";

// Two of our things set side by side: "tint or PPF, which protects the
// paint?", "how is home film different from car tint?", "the SUV package vs
// the truck one". Each is answered with what the site says of it (a service's
// summary, a package's price and contents), so the visitor sees what decides
// it; never a verdict of ours.

/** Words that set two things side by side. */
const COMPARED =
  /\b(vs\.?|versus|difference|differ\w*|compared?|comparison|better|which (one|is|should|would)|same (thing|as))\b/;
/** A service's words, and one either side of "or" ("tint or PPF?"). */
const SERVICE = String.raw`(?:ppf|paint protection(?: film)?|clear bra|paint film|home|house|residential|commercial|office|storefront|window tint|tint|window film|film)`;
const EITHER = new RegExp(String.raw`\b${SERVICE} (?:\w+ )?or (?:the |a )?${SERVICE}\b`);

/** The words that name each service, in the visitor's terms. */
const SERVICE_WORDS: [ServiceKind, RegExp][] = [
  ["ppf", /\b(ppf|paint protection( film)?|clear bra|paint film)\b/],
  ["residential", /\b(home|house|residential|condo)\b/],
  ["commercial", /\b(commercial|office|storefront|business|shop window)\b/],
  ["automotive", /\b(car|auto|automotive|vehicle|window) (tint|film)\b|\bwindow tint\b|\btint\b/],
];

/** The services a message names, in the order of the list (at most one per kind). */
function servicesNamed(text: string): ServiceKind[] {
  const kinds: ServiceKind[] = [];
  let rest = text;
  for (const [kind, words] of SERVICE_WORDS) {
    if (!words.test(rest)) continue;
    kinds.push(kind);
    rest = rest.replace(new RegExp(words.source, "g"), " ");
  }
  return kinds;
}

/** Two services or two vehicles' packages compared, each with what the site says of it; or null. */
export function compareAnswer(k: Knowledge, a: Analysis): string | null {
  const either = EITHER.test(a.text);
  if (!COMPARED.test(a.text) && !either) return null;
  // "The SUV package vs the truck one": each vehicle's package, its price and contents.
  if (/\b(packages?|kits?|deals?|prices?|costs?|difference|differ\w*)\b/.test(a.text)) {
    const vehicles = eachVehicle(k, a, isYesNoQuestion(a.text));
    if (vehicles) return vehicles;
  }
  const kinds = servicesNamed(a.text);
  if (kinds.length !== 2) return null;
  const lines = kinds
    .map((kind) => serviceFor(kind, k))
    .filter((s) => s !== undefined)
    .map((s) => `- ${link(s.title, s.path)}: ${s.summary}`);
  if (lines.length !== 2) return null;
  return `Two different services:\n${lines.join("\n")}\nFor a price on your own job, ${quoteLink(k)}.`;
}
