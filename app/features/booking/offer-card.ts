import type { CardBooking } from "~/features/catalog/card.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { formatDollars } from "~/lib/money.ts";
import { lowestLegalOffer } from "./offer.ts";

/** What a shop card shows of a service booked at /book: "Book from $399.00", or null for a product sold in the cart. */
export function cardBooking(variants: BookingVariant[], productId: string): CardBooking | null {
  const offer = lowestLegalOffer(variants, productId);
  if (!offer) return null;
  return {
    href: offer.href,
    label: offer.kind === "visit" ? "Visit to measure" : "Book from",
    price: formatDollars(offer.priceCents),
  };
}
