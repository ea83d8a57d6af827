import { getServiceArea } from "~/config/areas.ts";
import { describeArrival, dollars } from "./booking-format.ts";
import type { BookingRow } from "./schedule.server.ts";
import type { BookingView } from "./components/booking-details.tsx";

/** What the pages show of a booking: never its tokens, its crew or the visitor's address key. */
export function bookingView(b: BookingRow): BookingView {
  return {
    reference: b.id.slice(3, 11).toUpperCase(),
    when: describeArrival(b.arrivesAt),
    where: `${b.address} (${getServiceArea(b.areaSlug)?.name ?? b.areaSlug})`,
    what: b.summary,
    price: b.priceCents === null ? "Given at the visit, after we measure" : dollars(b.priceCents),
    depositCents: b.depositCents,
    status: b.status,
  };
}
