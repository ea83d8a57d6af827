import { bookingProducts } from "~/config/booking.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { choiceToSearchParams, filmLines, ppfFinishes, type JobChoice, type PpfFinish } from "./choice.ts";
import { estimateFromVariants, type Estimate } from "./estimate.ts";
import { bodyTypes, checkShade, offeredShades, type BodyType } from "./tint-rules.ts";

// One offer for one job (docs/decisions/028): what the shop shows of a
// service booked at /book is /book's own estimate, computed by the same code
// (estimate.ts) from the same catalogue variants, for the choice the shop's
// link fills in. A shop variant stands for one /book choice: its shade on the
// back side and rear windows, the same on the front sides where the law
// allows it (else the darkest legal front shade stocked). Pure: the shop's
// and product page's loaders call it with the variants they read.

export type BookingOffer = {
  productId: string;
  variantId: string;
  /** /book with this choice filled in (never the medical exemption: /book asks for it). */
  href: string;
  /** What /book charges: the job's price, or for a home or business the visit's fee. */
  priceCents: number;
  /** The deposit /book takes to hold a time. */
  depositCents: number;
  /** The price before a sale, when the variant is on sale. */
  wasCents: number | null;
  /** A job priced now, or a visit to measure (the price given there). */
  kind: "job" | "visit";
  /** Legal on the road without a medical exemption. */
  legal: boolean;
  /** Why not, in the tint law's words (tint-rules.ts), when not legal. */
  lawNote: string | null;
  /** /book's sentence for the job. */
  summary: string;
};

const shadeOf = (v: BookingVariant): number | null => {
  const shade = Object.values(v.options).find((x) => /^\d+%$/.test(x.trim()));
  return shade ? Number(shade.trim().replace("%", "")) : null;
};
const hasVisorStrip = (v: BookingVariant) => Object.values(v.options).some((x) => /visor|windshield/i.test(x));

function bodyOf(productId: string): BodyType | undefined {
  return bodyTypes.find((b) => bookingProducts.vehicleTint[b] === productId);
}

/** The darkest stocked shade the front side windows of this vehicle may take. */
function darkestLegalFront(bodyType: BodyType): number {
  const legal = offeredShades.filter((s) => checkShade({ bodyType, group: "frontSides", vltPercent: s }).legal);
  return Math.min(...legal);
}

/** The /book choice a shop variant stands for; null when the variant is not one /book prices. */
export function choiceForVariant(variant: BookingVariant): JobChoice | null {
  const bodyType = bodyOf(variant.productId);
  if (bodyType) {
    const shade = shadeOf(variant);
    if (shade === null) return null;
    const front = checkShade({ bodyType, group: "frontSides", vltPercent: shade }).legal
      ? shade
      : darkestLegalFront(bodyType);
    return {
      kind: "vehicle",
      bodyType,
      year: null,
      make: "",
      model: "",
      filmLine: filmLines[0],
      shades: { frontSides: front, backSides: shade, rearGlass: shade },
      windshieldStrip: bodyType === "suv-van-minivan" && hasVisorStrip(variant),
      pickupMultipurpose: false,
      medicalExemption: false,
    };
  }
  if ((Object.values(bookingProducts.ppf) as string[]).includes(variant.productId)) {
    const finish = Object.values(variant.options)
      .map((x) => x.trim().toLowerCase())
      .find((x): x is PpfFinish => (ppfFinishes as readonly string[]).includes(x));
    if (!finish) return null;
    const coverage = (Object.keys(bookingProducts.ppf) as (keyof typeof bookingProducts.ppf)[]).find(
      (c) => bookingProducts.ppf[c] === variant.productId,
    )!;
    return { kind: "ppf", year: null, make: "", model: "", coverage, finish };
  }
  if (variant.productId === bookingProducts.lookVisit)
    return { kind: "home", propertyType: "house", windows: { small: 0, medium: 4, large: 1 } };
  return null;
}

function hrefOf(choice: JobChoice): string {
  // A home's visit: /book's own home form, its windows left for the visitor to count.
  if (choice.kind === "home" || choice.kind === "business") return `/book?kind=${choice.kind}`;
  return `/book?${choiceToSearchParams(choice).toString()}`;
}

function offerOf(variants: BookingVariant[], variant: BookingVariant): BookingOffer | null {
  const choice = choiceForVariant(variant);
  if (!choice) return null;
  const estimate: Estimate = estimateFromVariants(variants, choice);
  const visit = estimate.range !== null;
  const priceCents = visit ? (estimate.lines[0]?.cents ?? null) : estimate.priceCents;
  if (priceCents === null) return null;
  const illegal = estimate.legality?.groups.find((g) => !g.legal) ?? null;
  const onSale = !visit && variant.listPriceCents > variant.priceCents;
  return {
    productId: variant.productId,
    variantId: variant.id,
    href: hrefOf(choice),
    priceCents,
    depositCents: estimate.depositCents,
    wasCents: onSale ? priceCents - variant.priceCents + variant.listPriceCents : null,
    kind: visit ? "visit" : "job",
    legal: illegal === null,
    lawNote: illegal?.reason ?? null,
    summary: estimate.summary,
  };
}

/** The offer of each variant of a product /book prices, by variant id. */
export function variantOffers(variants: BookingVariant[], productId: string): Map<string, BookingOffer> {
  const offers = new Map<string, BookingOffer>();
  for (const variant of variants) {
    if (variant.productId !== productId || !variant.visible) continue;
    const offer = offerOf(variants, variant);
    if (offer) offers.set(variant.id, offer);
  }
  return offers;
}

/**
 * The card's "from" offer: the lowest price /book charges for a legal choice
 * of this product (the first such variant on a tie), or null when none.
 */
export function lowestLegalOffer(variants: BookingVariant[], productId: string): BookingOffer | null {
  let best: BookingOffer | null = null;
  for (const offer of variantOffers(variants, productId).values())
    if (offer.legal && (!best || offer.priceCents < best.priceCents)) best = offer;
  return best;
}
