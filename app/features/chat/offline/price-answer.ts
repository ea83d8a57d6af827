import { bookingProducts } from "~/config/booking.ts";
import type { Knowledge, ProductFact } from "../knowledge.server.ts";
import { listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import type { AnswerContext } from "./answers.ts";
import { bookingHref, estimateSentence } from "./booking-link.ts";
import { bookingSteps } from "./business-answers.ts";
import { ppfCoverageNote } from "./topic-answers.ts";
import { link, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";
import { findVehicles } from "./vehicle-models.ts";

// Prices, only ever from the live catalogue; work priced per job gets a quote.

function priceLines(p: ProductFact): string {
  const distinct = [...new Set(p.variants.map((v) => v.cents))];
  const note = p.bookedOnline
    ? ` (${link("booked online", `/book?product=${p.id}`)})`
    : !p.purchasable
      ? " (booked by phone, not sold online)"
      : p.soldOut
        ? " (sold out right now)"
        : "";
  const head = `${link(p.title, p.path)}${note}`;
  if (p.variants.length === 0) return `- ${head}`;
  if (distinct.length === 1) return `- ${head}: ${p.variants[0]!.price}`;
  const onSale = p.variants.filter((v) => v.regular !== null);
  if (p.options.length > 1) {
    const groups = new Map<string, typeof p.variants>();
    for (const v of p.variants) {
      const key = v.values[0] ?? v.title;
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    const parts = [...groups].map(([key, vs]) => {
      const min = vs.reduce((m, v) => (v.cents < m.cents ? v : m));
      return `${key} ${vs.every((v) => v.cents === min.cents) ? "" : "from "}${min.price}`;
    });
    return `- ${head}: ${parts.join("; ")}`;
  }
  const regular = p.variants.filter((v) => v.regular === null);
  const byPrice = new Map<string, string[]>();
  for (const v of regular) byPrice.set(v.price, [...(byPrice.get(v.price) ?? []), v.title]);
  const regularText = [...byPrice].map(([price, titles]) =>
    byPrice.size === 1 && onSale.length ? `${price}` : `${listJoin(titles)}: ${price}`,
  );
  const saleText = onSale.map((v) => `${v.title} on sale at ${v.price} (regular ${v.regular})`);
  return `- ${head}: ${[...regularText, ...saleText].join("; ")}`;
}

export function answerPrice(k: Knowledge, a: Analysis, context?: AnswerContext): string {
  const estimate = context?.estimate ? estimateSentence(context.estimate) : null;
  // "Full front", "the whole car": coverages the shop doesn't sell, priced by the site's stated ranges.
  const coverage = a.serviceKind === "ppf" ? ppfCoverageNote(k, a) : null;
  const each = a.serviceKind === "ppf" ? null : eachVehicle(k, a);
  const list = answerPriceList(k, a);
  return [each ?? estimate, coverage, list].filter(Boolean).join("\n\n");
}

/** Several kinds of vehicle in one question: each one's tint package from the catalogue, null for one kind. */
function eachVehicle(k: Knowledge, a: Analysis): string | null {
  const named = findVehicles(a.text);
  const bodies = [...new Set(named.map((n) => n.body))];
  if (bodies.length < 2) return null;
  const lines = bodies.flatMap((body) => {
    const product = k.products.find((p) => p.id === bookingProducts.vehicleTint[body]);
    if (!product) return [];
    const names = named.filter((n) => n.body === body).map((n) => n.label);
    return [`- For the ${listJoin(names)}: ${priceLines(product).replace(/^- /, "")}`];
  });
  return lines.length ? `Each vehicle has its own package:\n${lines.join("\n")}` : null;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

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
  return `Here are our current prices from the ${link("shop", "/shop")}:\n${products.map(priceLines).join("\n")}\n${offer} For anything not listed, ${quoteLink(k, "ask for a quote")}.`;
}

export function answerShop(k: Knowledge, a: Analysis): string {
  if (a.products.length > 0 && a.products.length < k.products.length) return answerPrice(k, a);
  const items = k.products.map((p) => `- ${link(p.title, p.path)}`).join("\n");
  return `Our ${link("online shop", "/shop")} has tint packages, paint protection, gift cards and aftercare products:\n${items}\nAsk me for any product's price.`;
}
