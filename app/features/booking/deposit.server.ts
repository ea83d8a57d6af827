import type { Tx } from "~/db/client.server.ts";
import { and, eq, gt, lt } from "drizzle-orm";
import { bookings } from "~/db/schema.ts";
import type { OrderHooks } from "~/features/checkout/order-hooks.server.ts";
import { isBeyondHorizon } from "./horizon.ts";
import { booking as defaultConfig } from "~/config/booking.ts";
import { decideBooking } from "./booking-machine.ts";
import { expireLapsedHolds, isActiveAt, lockSchedule, recordBookingChange, recordTimeline } from "./schedule.server.ts";

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
    await recordTimeline(tx, booking.id, { kind: "abandoned", actor: "payment", now, detail: BEYOND_HORIZON_FLAG });
    return "beyond-horizon";
  }
  let slotFree = booking.status === "held";
  if (!slotFree) {
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
    slotFree = clash.length === 0 && booking.startAt.getTime() > now.getTime();
  }
  const transition = decideBooking(
    { status: booking.status, arrivesAt: booking.arrivesAt, depositPaid: true },
    { type: "pay", slotFree },
    now,
    defaultConfig,
  );
  if (transition.kind !== "change") return "already-confirmed";
  if (transition.deposit === "refund-due") {
    const flag = "deposit paid after the slot was given up and taken: refund due";
    await tx.update(bookings).set({ ownerFlag: flag, updatedAt: now }).where(eq(bookings.id, booking.id));
    await recordTimeline(tx, booking.id, { kind: "paid", actor: "payment", now, detail: flag });
    return "slot-gone";
  }
  const ownerFlag =
    booking.status === "held"
      ? booking.ownerFlag
      : `deposit paid after the hold was ${booking.status}; the slot was still free`;
  const [confirmed] = await tx
    .update(bookings)
    .set({ status: transition.to, heldUntil: null, confirmedAt: now, updatedAt: now, ownerFlag })
    .where(eq(bookings.id, booking.id))
    .returning();
  await recordBookingChange(tx, confirmed!, {
    timeline: transition.timeline,
    lead: transition.lead,
    mail: transition.mail,
    actor: "payment",
    now,
    detail: ownerFlag ?? "",
    note: ownerFlag ?? undefined,
  });
  return "confirmed";
}

/**
 * The deposit's order expired, failed or was cancelled on the payment page: a
 * held slot is given back, and the booking is an abandoned payment (expired),
 * never a cancelled booking, whatever the payment page's button said.
 */
export async function releaseBookingOfOrder(
  tx: Tx,
  orderId: string,
  reason: "expired" | "cancelled" | "failed",
  now: Date,
): Promise<void> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.orderId, orderId)).for("update");
  if (!booking) return;
  const transition = decideBooking(
    { status: booking.status, arrivesAt: booking.arrivesAt, depositPaid: false },
    { type: "lapse" },
    now,
    defaultConfig,
  );
  if (transition.kind !== "change") return;
  const [expired] = await tx
    .update(bookings)
    .set({ status: transition.to, heldUntil: null, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  await recordBookingChange(tx, expired!, {
    timeline: transition.timeline,
    lead: transition.lead,
    mail: transition.mail,
    actor: reason === "expired" ? "system" : "customer",
    now,
    detail:
      reason === "expired" ? "the hold ran out" : reason === "cancelled" ? "left the payment page" : "payment failed",
  });
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
