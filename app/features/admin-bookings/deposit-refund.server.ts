import { and, eq } from "drizzle-orm";
import type { Tx } from "~/db/client.server.ts";
import { bookingEvents, bookings } from "~/db/schema.ts";
import { recordTimeline } from "~/features/booking/schedule.server.ts";

// A booking's deposit refunded from its order (issue 23): the owner's
// "Refund in full" on the order page, or the provider's refund of a payment
// that came after the slot was gone. Checkout's refund runs this order hook
// in its transaction (app/platform/services.server.ts adds it to booking's),
// so the booking's timeline, the lead's and the booking pages say refunded as
// the order does. A cancellation that refunds writes its own entry first
// (booking/bookings.server.ts cancelBooking): then this adds none.
//
// What booking/** would take in instead of this file: a `refunded` member in
// deposit.server.ts's bookingOrderHooks doing the same.

/** Flags a refund settles: the booking asked the owner to refund its deposit. */
const REFUND_FLAG = /refund/i;

export async function recordDepositRefunded(tx: Tx, orderId: string, by: string, now: Date): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.orderId, orderId)).for("update");
  if (!booking) return;
  const [written] = await tx
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, "refunded")))
    .limit(1);
  if (written) return;
  await tx
    .update(bookings)
    .set({
      depositRefunded: true,
      ownerFlag: booking.ownerFlag && REFUND_FLAG.test(booking.ownerFlag) ? null : booking.ownerFlag,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  await recordTimeline(tx, booking.id, { kind: "refunded", actor: by, now });
}
