import { shippingConfig } from "~/config/shipping.ts";

// The shipping rule (app/config/shipping.ts), with no database in it: what an
// order's lines need, and what handing them over costs. The server computes
// the charge from the lines it priced; nothing the browser sends sets it.

export const SHIPPING_METHODS = ["ship", "pickup"] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** What a line is: the product's type at checkout, or a booking's deposit or balance. */
export type LineKind = "physical" | "gift_card" | "service" | "deposit" | "balance";

type PricedLine = { kind: string; unitPriceCents: number; quantity: number };

/** Lines of physical products are handed over (shipped or collected); services and gift cards are not. */
export const isShippable = (line: { kind: string }) => line.kind === "physical";

export function needsShipping(lines: { kind: string }[]): boolean {
  return lines.some(isShippable);
}

/** The goods' own subtotal, on which the free-shipping threshold is read. */
export function goodsSubtotalOf(lines: PricedLine[]): number {
  return lines.filter(isShippable).reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
}

/** The charge for handing the goods over this way: nothing to ship or pickup is free; shipping is flat, or free from the threshold. */
export function shippingChargeOf(lines: PricedLine[], method: ShippingMethod): number {
  if (!needsShipping(lines) || method === "pickup") return 0;
  return goodsSubtotalOf(lines) >= shippingConfig.freeFromCents ? 0 : shippingConfig.flatRateCents;
}

export type ShippingOption = { method: ShippingMethod; label: string; detail: string; cents: number };

/** The choices offered for these lines, shipping first; none when nothing is shipped. */
export function shippingOptionsOf(lines: PricedLine[]): ShippingOption[] {
  if (!needsShipping(lines)) return [];
  return SHIPPING_METHODS.map((method) => ({
    method,
    label: shippingConfig[method].label,
    detail: shippingConfig[method].detail,
    cents: shippingChargeOf(lines, method),
  }));
}

export type ShippingLabel = { label: string; cents: number };

/** The shipping line of a receipt ("Shipping: $8.00", "Local pickup in ...: $0.00"), or null when nothing is shipped. */
export function shippingLineOf(order: { shippingMethod: string | null; shippingCents: number }): ShippingLabel | null {
  if (order.shippingMethod !== "ship" && order.shippingMethod !== "pickup") return null;
  return { label: shippingConfig[order.shippingMethod].label, cents: order.shippingCents };
}
