import { formatDollars } from "~/lib/money.ts";
import { numberWord } from "~/lib/number-word.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { phoneSentence } from "./phrases.ts";
import { findVehicles } from "./vehicle-models.ts";
import { lowest, tintPackage } from "./vehicle-prices.ts";

// "How much for two Civics?", "3 trucks": a count of one kind of vehicle,
// priced as that many of its package. Each price is written out and added up,
// so the reply states every figure it sums (the reply check accepts a sum of
// the reply's own prices, never a multiple of one written once: decision 039).

const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, "2": 2, "3": 3, "4": 4 };
/** A count before a plural vehicle: "two civics", "3 of our trucks", "both our tahoes" is two. */
const COUNTED =
  /\b(two|three|four|2|3|4|both)\b (?:of (?:my|our|the|them) |more |identical |matching |(?:my|our) )?(?:[a-z0-9-]+ ){0,2}?[a-z0-9-]+s\b/;

/** The line pricing a count of one kind of vehicle, or null. */
export function vehicleCountLine(k: Knowledge, a: Analysis): string | null {
  const m = COUNTED.exec(a.text);
  if (!m) return null;
  const count = m[1] === "both" ? 2 : COUNTS[m[1]!]!;
  const named = findVehicles(m[0]);
  // (Two kinds of vehicle are each priced on their own: vehicle-prices.ts.)
  if (named.length !== 1 || findVehicles(a.text).length !== 1) return null;
  const product = tintPackage(k, named[0]!.body);
  if (!product) return null;
  const cents = lowest(product);
  const each = Array.from({ length: count }, () => formatDollars(cents));
  return `For ${numberWord(count)}: from ${each.join(" + ")} = ${formatDollars(cents * count)}, before the shades and options you choose. For a price on several vehicles together, ${phoneSentence(k)}.`;
}
