import { getServiceArea } from "~/config/areas.ts";
import { describeArrival } from "./booking-format.ts";
import type { BookingRow } from "./schedule.server.ts";
import type { BookingView } from "./components/booking-details.tsx";
import { describePrice } from "./welcome-offer.ts";

/** What the pages show of a booking: never its tokens, its crew or the visitor's address key. */
export function bookingView(b: BookingRow): BookingView {
  return {
    reference: b.id.slice(3, 11).toUpperCase(),
    when: describeArrival(b.arrivesAt),
    where: `${b.address} (${getServiceArea(b.areaSlug)?.name ?? b.areaSlug})`,
    what: b.summary,
    price: describePrice(b.priceCents, b.offerPercent),
    depositCents: b.depositCents,
    status: b.status,
  };
}
