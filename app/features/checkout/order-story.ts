import { business } from "~/config/business.ts";
import { shippingConfig } from "~/config/shipping.ts";
import type { ShippingAddress } from "~/db/schema-orders.ts";
import { formatPrice } from "~/features/catalog/price.ts";
import { isShippable } from "./shipping.ts";

// What an order bought and what happens next, in the customer's words: the
// same sentences on the success page, in the receipt and in the owner's
// notification, from the order as stored (goods shipped or collected, a gift
// card, a service to schedule, a deposit).

export type StoryOrder = {
  id: string;
  shippingMethod: string | null;
  shippingCents: number;
  shippingAddress: ShippingAddress | null;
  customerPhone: string | null;
  carrier?: string | null;
  trackingNumber?: string | null;
};
export type StoryLine = { kind: string; unitPriceCents: number; quantity: number };

const USD = { symbol: "$" };
export const money = (cents: number) => formatPrice(cents, USD);

/**
 * A gift card's code: the order's whole id, which the owner's console finds
 * (its first 8 characters are the order number; the other 12 are never shown
 * but in the email). One code for all the gift cards of an order.
 */
export function giftCardOf(order: { id: string }, lines: StoryLine[]): { code: string; cents: number } | null {
  const cents = lines.filter((l) => l.kind === "gift_card").reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
  if (!cents) return null;
  const hex = order.id.slice(4).toUpperCase();
  return { code: `GC-${hex.slice(0, 8)}-${hex.slice(8, 14)}-${hex.slice(14)}`, cents };
}

/** The address as it is written on a parcel, one line each. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
  ];
}

export const giftCardRedemption = `To use it, call us at ${business.phone.display} when you book, or give it at your appointment: we take it off your invoice.`;

/**
 * What happens next, one sentence per kind of thing bought. `code`: whether
 * the gift card's code may be written (the email), or only said to be in the email (the page).
 */
export function nextStepsOf(
  order: StoryOrder,
  lines: StoryLine[],
  { code, emailed }: { code: boolean; emailed: boolean },
): string[] {
  const steps: string[] = [];
  if (lines.some(isShippable)) {
    if (order.shippingMethod === "pickup")
      steps.push(
        `Your items wait for you in ${shippingConfig.shipsFrom}: we call or text ${order.customerPhone ?? "you"} when they are ready to collect, or hand them over at your appointment.`,
      );
    else if (order.trackingNumber)
      steps.push(`Your items are on their way with ${order.carrier}, tracking number ${order.trackingNumber}.`);
    else
      steps.push(
        `Your items ship from ${shippingConfig.shipsFrom} within two business days${order.shippingAddress ? ` to ${addressLines(order.shippingAddress).join(", ")}` : ""}. ${emailed ? "We email you the tracking number when they leave." : `Call us at ${business.phone.display} for the tracking number.`}`,
      );
  }
  const gift = giftCardOf(order, lines);
  if (gift) {
    const where = code
      ? `Your gift card code is ${gift.code}, worth ${money(gift.cents)}.`
      : emailed
        ? `Your gift card code (worth ${money(gift.cents)}) is in your receipt email.`
        : `Call us at ${business.phone.display} for your gift card code (worth ${money(gift.cents)}).`;
    steps.push(`${where} ${giftCardRedemption}`);
  }
  if (lines.some((l) => l.kind === "service"))
    steps.push("We'll call or text within one business day to book your mobile appointment.");
  if (lines.some((l) => l.kind === "deposit"))
    steps.push("Your deposit holds your appointment; the rest is paid when the job is done.");
  if (lines.some((l) => l.kind === "balance")) steps.push("Your job is paid in full. Thank you!");
  return steps;
}
