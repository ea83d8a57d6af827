import type { Tx } from "~/db/client.server.ts";
import { and, eq, gt, lt } from "drizzle-orm";
import { bookings } from "~/db/schema.ts";
import type { OrderHooks } from "~/features/checkout/order-hooks.server.ts";
import { isBeyondHorizon } from "./horizon.ts";
import { expireLapsedHolds, isActiveAt, lockSchedule, queueBookingMails } from "./schedule.server.ts";

// What a deposit's order does to its booking. Called, through the order hooks
// added at the end of this file, by checkout's markPaid and releaseOrder
// (app/features/checkout/orders.server.ts) inside their
// transaction, under the order's row lock, so the test page, Stripe's
// webhooks and the expiry sweep all confirm or release a booking the same way.
// The confirmation's emails are in the outbox with the commit; the worker's
// next round (30 s at most) sends them.

export type DepositPaid = "not-a-booking" | "confirmed" | "already-confirmed" | "slot-gone" | "beyond-horizon";

const BEYOND_HORIZON_FLAG = "deposit paid for a time past the booking horizon when it was held: refund due";

/**
 * The deposit is paid: the held slot is confirmed. A payment that comes after
 * the hold lapsed (Stripe can take money after its session closed) takes the
 * slot if it is still free, flagged for the owner; otherwise "slot-gone", and
 * the caller refunds the deposit.
 */
export async function confirmBookingOfOrder(tx: Tx, orderId: string, now: Date): Promise<DepositPaid> {
  const [found] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, orderId));
  if (!found) return "not-a-booking";
  await lockSchedule(tx);
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for("update");
  if (!booking) return "not-a-booking";
  if (booking.status === "confirmed") return "already-confirmed";
  // Only a hold written before the horizon was checked can be here: it is refunded, not confirmed.
  if (isBeyondHorizon(booking.arrivesAt, booking.createdAt)) {
    await tx
      .update(bookings)
      .set({ status: "expired", heldUntil: null, ownerFlag: BEYOND_HORIZON_FLAG, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    return "beyond-horizon";
  }
  let ownerFlag: string | null = booking.ownerFlag;
  if (booking.status !== "held") {
    // Released, then paid anyway: the slot is taken again only if nobody else has it.
    await expireLapsedHolds(tx, now);
    const clash = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          isActiveAt(now),
          eq(bookings.crew, booking.crew),
          lt(bookings.startAt, booking.endAt),
          gt(bookings.endAt, booking.startAt),
        ),
      )
      .limit(1);
    if (clash.length > 0 || booking.startAt.getTime() <= now.getTime()) {
      await tx
        .update(bookings)
        .set({ ownerFlag: "deposit paid after the slot was given up and taken: refund due", updatedAt: now })
        .where(eq(bookings.id, booking.id));
      return "slot-gone";
    }
    ownerFlag = `deposit paid after the hold was ${booking.status}; the slot was still free`;
  }
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: "confirmed", heldUntil: null, confirmedAt: now, updatedAt: now, ownerFlag })
    .where(eq(bookings.id, booking.id))
    .returning();
  await queueBookingMails(tx, confirmed!, "confirmed", { now, note: ownerFlag ?? undefined });
  return "confirmed";
}

/** The deposit's order expired, failed or was cancelled: a held slot is given back. */
export async function releaseBookingOfOrder(
  tx: Tx,
  orderId: string,
  reason: "expired" | "cancelled" | "failed",
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: reason === "cancelled" ? "cancelled" : "expired", heldUntil: null, updatedAt: now })
    .where(and(eq(bookings.orderId, orderId), eq(bookings.status, "held")));
}

/** Booking's order hooks, registered by the app's services at start (app/platform/services.server.ts). */
export const bookingOrderHooks: OrderHooks = {
  async paid(tx, orderId, now) {
    const outcome = await confirmBookingOfOrder(tx, orderId, now);
    if (outcome === "slot-gone") return { refund: "deposit paid after the slot was taken: refund due" };
    if (outcome === "beyond-horizon") return { refund: BEYOND_HORIZON_FLAG };
    // The booking's confirmation (with its calendar file) is the customer's receipt.
    return outcome === "not-a-booking" ? undefined : { confirmationSent: true };
  },
  released: releaseBookingOfOrder,
};
