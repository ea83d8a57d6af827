import { business } from "~/config/business.ts";
import { dollars } from "./booking-format.ts";

// The welcome offer (SPEC.md 4 and 9: 20% off any tint service for first-time
// customers) on an online booking (issue 23, point 5): the visitor asks for it
// on /book/when, the server checks they have not booked before (by phone and
// by email, bookings.server.ts holdSlot) and records the percent on the
// booking. It comes off the job's price, never off the deposit, which stays as
// stated. The one place its words and sums live: the pages, the emails and the
// console read them from here.

/** The form field that asks for the offer (a checkbox on /book/when). */
export const OFFER_FIELD = "welcomeOffer";

/** What the offer takes off a price, in whole cents (half a cent rounds to the customer's favour). */
export function offerDiscountCents(priceCents: number, percent: number): number {
  return Math.ceil((priceCents * percent) / 100 - 1e-9);
}

/** The job's price with the offer taken off, or null when the price is given at the visit. */
export function priceAfterOffer(priceCents: number | null, percent: number | null): number | null {
  if (priceCents === null) return null;
  return percent ? priceCents - offerDiscountCents(priceCents, percent) : priceCents;
}

/** How a booking's price reads: the price, and the offer when it was applied. */
export function describePrice(priceCents: number | null, percent: number | null): string {
  if (priceCents === null)
    return percent
      ? `Given at the visit, after we measure; your ${percent}% welcome offer comes off it`
      : "Given at the visit, after we measure";
  if (!percent) return dollars(priceCents);
  return `${dollars(priceAfterOffer(priceCents, percent)!)} (${dollars(priceCents)} less your ${percent}% welcome offer, ${dollars(offerDiscountCents(priceCents, percent))})`;
}

/** The label of the checkbox that asks for it. */
export const offerLabel = `This is my first booking with ${business.name}: apply the ${business.offer.percent}% welcome offer`;

/** Why a returning customer cannot have it (shown beside the checkbox; the booking is not held). */
export const offerRefusal =
  `The ${business.offer.percent}% welcome offer is for a first booking, and this phone number or email ` +
  "has booked with us before. Untick it to book at the full price, or call us if this is a mistake.";
