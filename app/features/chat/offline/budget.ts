import type { Knowledge } from "../knowledge.server.ts";
import { listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, quoteLink } from "./phrases.ts";
import { findVehicles } from "./vehicle-models.ts";
import { fromPrice, lowest, tintPackage } from "./vehicle-prices.ts";

// "Is it under 300 for a Corolla?", "anything in the shop under 50 bucks?",
// "my budget is 1200 for paint film": the most the visitor means to pay, set
// against the catalogue's own prices. A yes or no with the price when the
// message names what it is for; the shop's goods within it when it asks what
// there is. A limit that is a shade ("under 35", "no darker than 20%") is not
// money.

/** A limit put on the price: "under 300", "less than $50", "no more than 1200", "budget is 2000". */
const CAP_BEFORE =
  /\b(?:under|less than|below|no more than|not more than|max(?:imum)?(?: of)?|at most|within|cheaper than|up to|budget(?: is| of)?(?: around| about| like)?|spend(?: about| around| like)?)\s+(\$ ?)?(\d{1,3}(?:,\d{3})+|\d{1,5})(?:\.\d\d)?\b(?! ?(?:%|percent|pct|am|pm|miles?|mi|minutes?|mins?|hours?|hrs?|days?|weeks?|years?|yrs?|inch\w*|sq\w*|feet|ft|windows?|cars?|vehicles?|people))/;
/** "300 or less", "$50 max", "1000 tops", "about 2000 to spend", "1500 budget". */
const CAP_AFTER =
  /(\$ ?)?\b(\d{2,5})\b ?(?:bucks |dollars )?(?:or less|or under|or below|max|tops|at most|to spend|to work with|budget\w*|is (?:my|our|the) (?:budget|limit|max))\b/;
/** Money named: without it, "under 20" in a message about windows is a shade. */
const MONEY =
  /\$|\b(bucks|dollars?|price\w*|cost\w*|charge\w*|pay|paying|spend|budget|how much|cheap\w*|afford\w*|run me)\b/;
/** Asking what the shop has, not the price of one thing. */
const SHOP_ASKED = /\b(shop|store|anything|something|stuff|items?|products?|gifts?|kits?|buy|sell|got)\b/;

/** The most the message means to pay, in cents, or null. */
export function budgetCents(text: string, shade: number | null): number | null {
  const before = CAP_BEFORE.exec(text);
  const after = before ? null : CAP_AFTER.exec(text);
  const m = before ?? after;
  if (!m) return null;
  const amount = Number(m[2]!.replace(/,/g, ""));
  // (A figure of 100 or more is never a shade.)
  if (!m[1] && amount < 10) return null;
  if (!m[1] && amount < 100 && (!MONEY.test(text) || amount === shade)) return null;
  return amount * 100;
}

/** The answer to a price limit set against what the message names, or the shop's goods within it; or null. */
export function budgetAnswer(k: Knowledge, a: Analysis): string | null {
  const cap = budgetCents(a.text, a.shade);
  if (cap === null) return null;
  // (The limit is the visitor's figure, not ours: the reply names only the catalogue's prices.)
  // "A Tahoe and a Camry under 500 each?": each kind of vehicle's package.
  const bodies = [...new Set(findVehicles(a.text).map((v) => v.body))];
  const packages = bodies.length > 1 ? bodies.map((b) => tintPackage(k, b)).filter((p) => p !== undefined) : [];
  const named = (packages.length > 1 ? packages : a.products).filter((p) => p.variants.length > 0);
  const shop = link("shop", "/shop");
  if (named.length > 0) {
    const within = named.filter((p) => lowest(p) <= cap);
    const over = named.filter((p) => lowest(p) > cap);
    const offer = over.some((p) => /\btint\b/i.test(p.title)) ? ` Our offer: ${k.business.offer.text}.` : "";
    const after = `, from our ${shop}.${offer} For a price on your own job, ${quoteLink(k)}.`;
    if (over.length === 0) return `Yes, within that: ${listJoin(within.map(fromPrice))}${after}`;
    if (within.length === 0) return `No, that's more: ${listJoin(over.map(fromPrice))}${after}`;
    return `Within that: ${listJoin(within.map(fromPrice))}. More than that: ${listJoin(over.map(fromPrice))}${after}`;
  }
  if (!SHOP_ASKED.test(a.text)) return null;
  const goods = k.products
    .filter((p) => !p.bookedOnline && p.purchasable && !p.soldOut && p.variants.length > 0)
    .sort((x, y) => lowest(x) - lowest(y));
  const within = goods.filter((p) => lowest(p) <= cap);
  if (within.length === 0) {
    const cheapest = goods[0];
    return cheapest
      ? `Nothing in our ${shop} is that low right now: the lowest price is ${fromPrice(cheapest)}.`
      : null;
  }
  return `Yes, in our ${shop} within that: ${listJoin(within.slice(0, 5).map(fromPrice))}.`;
}
