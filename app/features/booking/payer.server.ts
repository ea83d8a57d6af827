import type { Db } from "~/db/client.server.ts";
import { formatUsPhone } from "~/features/quote/fields.ts";
import { formatTime, zoneName } from "./booking-format.ts";
import { getBookingBySession } from "./bookings.server.ts";

// Who pays a booking's deposit on the payment page, and until when the time is
// held: the booking already knows the name, phone and email, so the page does
// not ask for them again, and the action uses these, not what a form sends.

export type DepositPayer = {
  name: string;
  email: string;
  /** As stored (E.164), for the order. */
  phone: string;
  phoneDisplay: string;
  /** When the hold ends (ISO), and the same as words in the business's time zone. */
  holdEndsAt: string;
  holdEndsAtLabel: string;
};

export async function depositPayerOf(db: Db, sessionId: string): Promise<DepositPayer | null> {
  const found = await getBookingBySession(db, sessionId);
  if (!found || found.booking.status !== "held" || !found.booking.heldUntil) return null;
  const { booking } = found;
  const heldUntil = found.booking.heldUntil;
  return {
    name: booking.customerName,
    email: booking.customerEmail,
    phone: booking.customerPhone,
    phoneDisplay: formatUsPhone(booking.customerPhone),
    holdEndsAt: heldUntil.toISOString(),
    holdEndsAtLabel: `${formatTime(heldUntil)} ${zoneName(heldUntil)}`,
  };
}
