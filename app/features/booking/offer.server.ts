import { bookingProductIds } from "~/config/booking.ts";
import type { Db } from "~/db/client.server.ts";
import { versionedCache } from "~/features/catalog/catalog-version.server.ts";
import { readBookingVariants } from "~/features/catalog/for-booking.server.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";

export type { BookingOffer } from "./offer.ts";

// The catalogue variants the shop's offers are computed from, read once per
// catalogue version like the shop's own pages (a price change is seen by the
// next request); /book itself reads them afresh on every step.

const copies = versionedCache<BookingVariant[]>(1);

/** The variants of every product booked at /book, at their current price. */
export function loadBookingVariants(db: () => Promise<Db>): Promise<BookingVariant[]> {
  return copies("booking-variants", async () => readBookingVariants(await db(), [...bookingProductIds]));
}
