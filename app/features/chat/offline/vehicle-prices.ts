import { bookingProducts } from "~/config/booking.ts";
import { formatDollars } from "~/lib/money.ts";
import { bodyTypes, type BodyType } from "~/features/booking/tint-rules.ts";
import type { Knowledge, ProductFact } from "../knowledge.server.ts";
import { extractPriceCents, listJoin, lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { bodyTypeOf } from "./booking-link.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { priceLines } from "./price-lines.ts";
import { findVehicles } from "./vehicle-models.ts";
import { COVER_ASKED, TOTAL_ASKED } from "./intents.ts";

// The vehicle tint packages' prices for questions about more than one price:
// several vehicles in one message (and which is cheaper), a fleet, what a
// package covers, a part of the car only, whether the shade changes the price
// and whether the price depends on the vehicle. Every figure and every word
// about what a package holds is the catalogue's own.

/** The catalogue's tint package for a body type. */
export function tintPackage(k: Knowledge, body: BodyType): ProductFact | undefined {
  return k.products.find((p) => p.id === bookingProducts.vehicleTint[body]);
}

const packages = (k: Knowledge) => bodyTypes.flatMap((b) => tintPackage(k, b) ?? []);
/** A product's lowest price, in cents. */
export const lowest = (p: ProductFact) => Math.min(...p.variants.map((v) => v.cents));
/** "[Title](path) from $X": a product's link and its lowest price ("at" when it has one price). */
export const fromPrice = (p: ProductFact) => {
  const cheapest = p.variants.find((v) => v.cents === lowest(p));
  const several = new Set(p.variants.map((v) => v.cents)).size > 1;
  return `${link(p.title, p.path)} ${several ? "from" : "at"} ${cheapest?.price ?? ""}`;
};
const bare = (line: string) => line.replace(/^- /, "");

/** "Is it cheaper for a truck than an SUV?": the first vehicle named against the second, by their lowest price. */
function comparisonLead(first: ProductFact, second: ProductFact, text: string): string | null {
  const cheaper = /\b(cheaper|less|lower|cheapest)\b/.test(text);
  const dearer = /\b(more|pricier|higher|costlier|dearer)\b/.test(text);
  const [x, y] = [lowest(first), lowest(second)];
  // "Is the truck price the same as the SUV's?"
  if (cheaper === dearer && /\b(same|equal|identical)\b/.test(text)) return x === y ? "Yes" : "No";
  if (cheaper === dearer) return null;
  if (x === y) return "No, they start at the same price";
  return (cheaper ? x < y : x > y) ? "Yes" : "No";
}

/** Several kinds of vehicle in one question: each one's tint package from the catalogue; null for one kind. */
export function eachVehicle(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  const named = findVehicles(a.text);
  const bodies = [...new Set(named.map((n) => n.body))];
  // "A Telluride and a Rogue": two vehicles of one kind share its package, said once for both.
  if (bodies.length < 2 && new Set(named.map((n) => n.label)).size < 2) return null;
  const lines = bodies.flatMap((body) => {
    const product = tintPackage(k, body);
    if (!product) return [];
    const names = named.filter((n) => n.body === body).map((n) => n.label);
    return [`- For the ${listJoin(names)}: ${bare(priceLines(product))}`];
  });
  if (lines.length === 0) return null;
  const [first, second] = bodies.map((b) => tintPackage(k, b));
  const compared = yesNo && first && second ? comparisonLead(first, second, a.text) : null;
  const total = totalLine(k, named, a.text);
  if (bodies.length === 1)
    return `${yesNo ? "Yes: they" : "They"} are the same kind of vehicle, so one package:\n${lines.join("\n")}${total}`;
  const lead = compared ? `${compared}: each` : yesNo ? "Yes: each" : "Each";
  return `${lead} vehicle has its own package:\n${lines.join("\n")}${total}`;
}

/** "What's the total for both?": the lowest price of each vehicle's package, added up (decision 039). */
function totalLine(k: Knowledge, named: ReturnType<typeof findVehicles>, text: string): string {
  if (!TOTAL_ASKED.test(text)) return "";
  const each = [...new Map(named.map((n) => [n.label, n.body])).values()].map((body) => tintPackage(k, body));
  if (each.length < 2 || each.some((p) => !p)) return "";
  const cents = each.map((p) => lowest(p!));
  const sum = cents.reduce((x, y) => x + y, 0);
  return `\nTogether: from ${formatDollars(sum)} (the lowest price of each: ${cents.map(formatDollars).join(" + ")}), before the shade and options you choose.`;
}

/** A fleet or several vehicles priced together. */
export const FLEET =
  /\bfleets?\b|\bcompany (cars|vehicles|trucks|pickups|vans)\b|\b(bulk|volume|multi-?vehicle) (price|pricing|rate|discount|deal)s?\b|\b(multiple|several|many) (cars|vehicles|trucks)\b.*\b(discount|deal|rate)\b/;

/** "Is there a fleet price?": none is listed; each vehicle's package, then the phone and the quote. */
function fleetAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (!FLEET.test(a.text)) return null;
  const body = bodyTypeOf(a);
  const product = body ? tintPackage(k, body) : undefined;
  const each = product ? `each vehicle is ${fromPrice(product)}` : `each vehicle is its own package's price`;
  return `${yesNo ? "Not a listed one: we" : "We"} don't list a fleet or multi-vehicle price, so ${each}, from our ${link("shop", "/shop")}. For several vehicles, ${phoneSentence(k)} or ${quoteLink(k, "request a quote")} and we'll price the job together; or book each vehicle on ${link("our booking page", "/book")}.`;
}

/** The windows a visitor names, and how the catalogue's own words name them. */
const PARTS: [asked: RegExp, listed: RegExp][] = [
  // (A pickup's back slider is its sliding back glass.)
  [
    /\b(back|rear) (windshield|glass|window)\b|\bback glass\b|\b(back |rear )?slid(er|ing (back |rear )?(window|glass))\b/,
    /\brear (windshield|glass|window)\b|\bback glass\b/i,
  ],
  [/\bdoors?\b|\bside windows?\b|\bsides\b/, /\bside windows?\b/i],
  [/(?<!(back|rear) )\bwindshield\b|\bvisor\b|\bsun ?strip\b/, /(?<!rear )\bwindshield\b|\bvisor\b/i],
  [/\b(sun|moon) ?roofs?\b/, /\b(sun|moon) ?roofs?\b/i],
];
const WINDOW_WORDS = /\b(windshield|windows?|glass|doors?|sides|sun ?roof|moon ?roof|visor|strip|slider)\b/;

/** A package's own words for what it covers: its "What's included" row, else its subtitle. */
function included(p: ProductFact): string | null {
  const words = p.info.find((i) => /included/i.test(i.title))?.description ?? p.subtitle;
  return words ? words.replace(/\.$/, "") : null;
}

/** The packages a question is about: the vehicle's, else all three. */
function packagesFor(k: Knowledge, a: Analysis): ProductFact[] {
  const body = bodyTypeOf(a);
  const own = body ? tintPackage(k, body) : undefined;
  return own ? [own] : packages(k);
}

/**
 * "On the $1295 clear bra, which panels get film?": what a named package other than the tint packages (the
 * paint film's) covers, in its own words, before its price.
 */
export function namedCoverage(a: Analysis): string | null {
  if (!COVER_ASKED.test(a.text)) return null;
  const lines = a.products
    .filter((p) => p.bookedOnline && !/tint/i.test(p.title) && included(p))
    .map((p) => `The ${link(p.title, p.path)} covers ${lowerFirst(included(p)!)}.`);
  return lines.length > 0 ? lines.join(" ") : null;
}

/** "Does the sedan price include the back windshield?": the package's own words, led by yes or no. */
function coverageAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (!COVER_ASKED.test(a.text) || !(WINDOW_WORDS.test(a.text) || /\bwhat\b/.test(a.text))) return null;
  const products = packagesFor(k, a).filter((p) => included(p));
  if (products.length === 0) return null;
  const lines = products.map((p) => `the ${link(p.title, p.path)} package covers ${lowerFirst(included(p)!)}`);
  const first = PARTS.map(([asked, listed]) => ({ at: a.text.search(asked), listed }))
    .filter((x) => x.at >= 0)
    .sort((x, y) => x.at - y.at)[0];
  const words = products.length === 1 ? included(products[0]!)! : "";
  // "Does the 549 include the strip?": a part the package covers only as an option is not a plain yes.
  const clause = words.split(/[;.]/).find((c) => first?.listed.test(c)) ?? "";
  const option = /\boption\b/i.test(clause);
  const lead =
    yesNo && first && products.length === 1
      ? option
        ? /\$?\b\d{3,4}\b/.test(a.text)
          ? "No, not at that price, only as an option: "
          : "Yes, as an option: "
        : first.listed.test(words)
          ? "Yes: "
          : "No: "
      : "";
  const text = lines.join("; ");
  // Every option's price when the package has options ("Sides & rear $549.00; Sides, rear & visor strip $599.00").
  const prices = products.map((p) =>
    p.variants.some((v) => v.values.length > 1) ? bare(priceLines(p)) : fromPrice(p),
  );
  return `${lead}${lead ? text : text.charAt(0).toUpperCase() + text.slice(1)}. Price: ${listJoin(prices)}, from our ${link("shop", "/shop")}.`;
}

const PART_ONLY =
  /\b(?<!the )(only|just)\b (?!one\b)(?:(?:do|doing|tint|tinting|want|get|getting|need|the|my|on) )*(front|back|rear|side|two|2|one)\b/;

/** "Only the back windows on my sedan?": the packages cover every side window and the rear; a part is quoted. */
function partOnlyAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (!PART_ONLY.test(a.text) || /\bwindshield|visor|strip\b/.test(a.text)) return null;
  const products = packagesFor(k, a);
  const covers = products
    .filter((p) => included(p))
    .map(
      (p) =>
        `the ${link(p.title, p.path)} package (${fromPrice(p).replace(/^\[[^\]]*\]\([^)]*\) /, "")}) covers ${lowerFirst(included(p)!)}`,
    );
  if (covers.length === 0) return null;
  return `${yesNo ? "Not as a listed price: " : ""}${yesNo ? covers.join("; ") : covers.join("; ").replace(/^t/, "T")}. Tinting only some of the windows isn't in our price list, so we quote it: ${phoneSentence(k)}, ${quoteLink(k, "request a quote")} or ${link("book a visit", "/book")}.`;
}

const STRIP_ONLY =
  /\b(only|just)\b.{0,20}\b(strip|visor|eyebrow)\b|\b(strip|visor|eyebrow)\b.{0,30}\b(alone|by itself|on its own|nothing else)\b/;

/** "Just the sun strip on my windshield?": the packages that list it, and a strip alone quoted. */
function stripOnlyAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (!STRIP_ONLY.test(a.text)) return null;
  const withStrip = packages(k).filter((p) => p.variants.some((v) => /\b(strip|visor)\b/i.test(v.title)));
  const listed = withStrip.map((p) => bare(priceLines(p)));
  const lead = `${yesNo ? "Not as a listed price: " : ""}${listed.length ? `the windshield strip is listed with a package: ${listed.join("; ")}` : "the windshield strip isn't in our price list"}`;
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}. A strip on its own we quote: ${phoneSentence(k)}, ${quoteLink(k, "request a quote")} or ${link("book a visit", "/book")}.`;
}

const SHADE_WORDS = /\b(darker|lighter|darkest|lightest|shades?|percent)\b|\d ?%/;
const DIFFERENCE_WORDS =
  /\b(more|extra|less|cheaper|same (price|cost)|different|difference|depend\w*|matter|change\w*|why|vary)\b/;

/** The package's price for every shade, as one phrase, or null when the regular price changes with the shade. */
function samePriceEveryShade(p: ProductFact): string | null {
  const regular = new Map<string, string>();
  for (const v of p.variants) {
    const key = v.values.filter((x) => !/%$/.test(x)).join(" ");
    const price = v.regular ?? v.price;
    if (regular.has(key) && regular.get(key) !== price) return null;
    regular.set(key, price);
  }
  const prices = [...regular].map(([key, price]) => (key ? `${key} ${price}` : price));
  const onSale = p.variants.filter((v) => v.regular !== null).map((v) => `${v.title} is on sale at ${v.price}`);
  return `the ${link(p.title, p.path)} package is ${listJoin(prices)} for every shade${onSale.length ? `; right now ${listJoin(onSale)}` : ""}`;
}

/** "Do you charge more for darker tint?", "why 399 and then 449?": the catalogue's price by shade. */
function shadePriceAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  // Two amounts named ("399 and then 449"), not model years ("a 2022 and a 2017").
  const twoPrices = new Set(extractPriceCents(a.text.replace(/\b(?!(?:19|20)\d\d\b)(\d{3,4})\b/g, "$$$1"))).size >= 2;
  if (!(SHADE_WORDS.test(a.text) && DIFFERENCE_WORDS.test(a.text)) && !twoPrices) return null;
  if (Object.keys(a.groupShades).length > 0) return null;
  const products = packagesFor(k, a);
  const same = products.map(samePriceEveryShade);
  if (same.some((s) => s === null)) return null;
  const text = (same as string[]).join("; ");
  const lead = !yesNo
    ? ""
    : /\bsame (price|cost)\b/.test(a.text)
      ? "Yes, the regular price is the same: "
      : "Not for the shade itself: ";
  return `${lead}${lead ? text : text.charAt(0).toUpperCase() + text.slice(1)}. You see the price of the shades you choose on ${link("our booking page", "/book")} before you book.`;
}

const BY_VEHICLE =
  /\b(size|kind|type|make|model)s? of (the |my |your |a )?(car|vehicle|truck)s?\b|\bone price\b|\bsame price\b|\bflat (rate|price|fee)\b|\b(depend|depends|vary|varies) (on|by) (the )?(car|vehicle|size|model|type)s?\b|\bby (the )?(size|vehicle|car)\b/;

/** "Do you charge by the size of the car or is it one price?": each kind of vehicle's package. */
function byVehicleAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (!BY_VEHICLE.test(a.text) || bodyTypeOf(a) || (a.serviceKind && a.serviceKind !== "automotive")) return null;
  const lines = packages(k).map(priceLines);
  if (lines.length === 0) return null;
  const lead = /\b(one|same|flat)\b/.test(a.text)
    ? "Not one price: it depends on the kind of vehicle."
    : yesNo
      ? "Yes, it depends on the kind of vehicle."
      : "It depends on the kind of vehicle.";
  return `${lead} Each has its own package:\n${lines.join("\n")}\nOur offer: ${k.business.offer.text}.`;
}

/** A price question about more than one price of the tint packages, answered whole; null for any other. */
export function vehiclePriceAnswer(k: Knowledge, a: Analysis, yesNo: boolean): string | null {
  if (a.serviceKind && a.serviceKind !== "automotive") return null;
  if (a.products.some((p) => !/tint/i.test(p.title))) return null;
  return (
    fleetAnswer(k, a, yesNo) ??
    coverageAnswer(k, a, yesNo) ??
    partOnlyAnswer(k, a, yesNo) ??
    stripOnlyAnswer(k, a, yesNo) ??
    shadePriceAnswer(k, a, yesNo) ??
    byVehicleAnswer(k, a, yesNo)
  );
}
