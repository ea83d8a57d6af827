import { getServiceArea } from "~/config/areas.ts";
import { describeArrival } from "./booking-format.ts";
import type { BookingRow } from "./schedule.server.ts";
import type { BookingView } from "./components/booking-details.tsx";
import { depositStateOf, depositText } from "./booking-machine.ts";
import { describePrice } from "./welcome-offer.ts";

/**
 * What the pages show of a booking: never its tokens, its crew or the visitor's
 * address key. The deposit's line is read from its order (booking-machine.ts).
 */
export function bookingView(
  b: BookingRow,
  order: { status: string; ownerFlag: string | null } | undefined,
): BookingView {
  return {
    reference: b.id.slice(3, 11).toUpperCase(),
    when: describeArrival(b.arrivesAt),
    where: `${b.address} (${getServiceArea(b.areaSlug)?.name ?? b.areaSlug})`,
    what: b.summary,
    price: describePrice(b.priceCents, b.offerPercent),
    depositCents: b.depositCents,
    deposit: depositText(depositStateOf(b.status, order), b.depositCents),
    status: b.status,
  };
}
