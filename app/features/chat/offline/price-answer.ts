import type { Knowledge, ProductFact } from "../knowledge.server.ts";
import { vehicleCountLine } from "./vehicle-count.ts";
import { lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import type { AnswerContext } from "./answers.ts";
import { bodyTypeOf, bookingHref, DEFAULT_SHADE, estimateSentence } from "./booking-link.ts";
import { bookingSteps } from "./business-answers.ts";
import { ppfCoverageNote } from "./topic-answers.ts";
import { link, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";
import { optionsNamed, priceLines } from "./price-lines.ts";
import { askedShades, illegalShadeNote } from "./shade-groups.ts";
import { eachVehicle, namedCoverage, vehiclePriceAnswer } from "./vehicle-prices.ts";
import { isYesNoQuestion } from "./yes-no.ts";
import { stockAnswer } from "./stock-answer.ts";
import { PART_LEFT_OUT } from "./terms.ts";

// Prices, only ever from the live catalogue; work priced per job gets a quote.

export function answerPrice(k: Knowledge, a: Analysis, context?: AnswerContext): string {
  const yesNo = isYesNoQuestion(a.text);
  // A fleet, what a package covers, a part of the car, the shade's price, one price or by vehicle: answered whole.
  const whole = a.serviceKind === "ppf" ? null : vehiclePriceAnswer(k, a, yesNo);
  if (whole) return whole;
  const estimate = context?.estimate ? estimateSentence(context.estimate) : null;
  // "5% all around": a shade the law does not allow there is said so, with the limit, before any price.
  const body = bodyTypeOf(a);
  const tooDark =
    body && !a.intents.has("law")
      ? illegalShadeNote(body, askedShades(a.shade, a.groupShades), estimate ? DEFAULT_SHADE : null)
      : null;
  // "Full front", "the whole car": coverages the shop doesn't sell, priced by the site's stated ranges.
  const coverage = a.serviceKind === "ppf" ? (ppfCoverageNote(k, a) ?? namedCoverage(a)) : null;
  const each = a.serviceKind === "ppf" ? null : eachVehicle(k, a, yesNo);
  // Each vehicle's package is its price list already: the offer and the quote follow.
  const list = each
    ? `Our offer: ${k.business.offer.text}. For anything not listed, ${quoteLink(k, "ask for a quote")}.`
    : answerPriceList(k, a);
  // "Two Civics": that many of the package, added up.
  const counted = a.serviceKind === "ppf" || each ? null : vehicleCountLine(k, a);
  return [partNote(k, a), tooDark, each ?? estimate, counted, coverage, list].filter(Boolean).join("\n\n");
}

/** "Everything except the rear glass": a package is priced whole, so a part of one is the owner's to price. */
export function partNote(k: Knowledge, a: Analysis): string | null {
  if (!a.text.includes(PART_LEFT_OUT)) return null;
  return `Our tint packages are priced whole, with every window they list, so I can't give a price for part of one here. For that, call or text us at ${k.business.phone.display} or ${quoteLink(k, "ask for a quote")}. The whole package:`;
}

function answerPriceList(k: Knowledge, a: Analysis): string {
  const offer = `Our offer: ${k.business.offer.text}.`;
  let products = a.products;
  const kind = a.serviceKind;
  if (products.length === 0 && (kind === "residential" || kind === "commercial")) {
    const consult = k.products.filter((p) => /consultation/i.test(p.title));
    const service = serviceFor(kind, k);
    // The page's typical figure ("About $5-12 per sq ft installed") as the page words it, then the quote.
    const typical = service?.priceFrom
      ? `As ${link("our page", service.path)} says: ${lowerFirst(service.priceFrom)}. `
      : "";
    const intro = `${typical}${service?.title ?? "That work"} is priced per job, since it depends on your windows and the film, so we quote it individually: ${quoteLink(k, "request a quote")} or call us at ${k.business.phone.display}. Or book a visit on ${link("our booking page", bookingHref(a))}: you ${bookingSteps(a)}, and the final price is given at the visit.`;
    const extra =
      consult.length && kind === "residential"
        ? `\nFor homes we also offer:\n${consult.map((p) => [priceLines(p), ...p.info.map((i) => i.description)].join(" ")).join("\n")}`
        : "";
    return `${intro} ${offer}${extra}`;
  }
  if (products.length === 0 && !a.vehicle && !kind) {
    const tintOnly = /\btint\w*\b|\bwindows?\b|\bfilm\b/.test(a.text) && !/\bpaint\b|\bppf\b/.test(a.text);
    products = k.products.filter(
      (p) => p.type === "service" && (p.purchasable || p.bookedOnline) && (!tintOnly || /tint/i.test(p.title)),
    );
  }
  if (products.length === 0 && kind === "ppf") {
    products = k.products.filter((p) => /paint protection/i.test(p.title) && p.type === "service");
  }
  if (products.length === 0 && (a.vehicle || kind === "automotive")) {
    products = k.products.filter((p) => /tint/i.test(p.title) && p.type === "service");
  }
  if (products.length === 0) {
    return `I don't have a listed price for that, so we'd quote it for you: ${quoteLink(k, "request a quote")} or call us at ${k.business.phone.display}. ${offer}`;
  }
  const lines = products.map((p) => {
    const one = namedVariantOf(p, a.text);
    return one === p ? priceLines(p) : priceLines(one).replace(/: ([^:]+)$/, `: ${one.variants[0]!.title}: $1`);
  });
  return `Here are our current prices from the ${link("shop", "/shop")}:\n${lines.join("\n")}\n${offer} For anything not listed, ${quoteLink(k, "ask for a quote")}.`;
}

/** "Satin PPF cost", "the pro kit": a product with only the option named, when one of its options is. */
function namedVariantOf(p: ProductFact, text: string): ProductFact {
  if (p.options.length > 1) return p;
  const named = optionsNamed(p, text);
  return named.length === 1 ? { ...p, variants: named } : p;
}

export function answerShop(k: Knowledge, a: Analysis): string {
  const stock = stockAnswer(k, a);
  if (stock) return stock;
  if (a.products.length > 0 && a.products.length < k.products.length) return answerPrice(k, a);
  const items = k.products.map((p) => `- ${link(p.title, p.path)}`).join("\n");
  return `Our ${link("online shop", "/shop")} has tint packages, paint protection, gift cards and aftercare products:\n${items}\nAsk me for any product's price.`;
}
