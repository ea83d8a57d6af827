import { randomUUID } from "node:crypto";
import { and, asc, eq, lt } from "drizzle-orm";
import { business } from "~/config/business.ts";
import { getEnv } from "~/config/env.server.ts";
import type { ShippingAddress } from "~/db/schema-orders.ts";
import { getNotificationEmail } from "~/features/admin/settings.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { claimEach } from "~/db/work-once.server.ts";
import {
  catalogTransaction,
  lockFreeStock,
  lockVariantsForCheckout,
  releaseReservedStock,
  reserveStock,
  sellFreeStock,
  sellReservedStock,
} from "~/features/catalog/for-checkout.server.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { HttpError } from "~/lib/http-error.ts";
import { decideTransition, type ReleaseReason } from "./order-machine.ts";
import { runPaidHooks, runRefundedHooks, runReleasedHooks } from "./order-hooks.server.ts";
import { queueOwnerOrderMail, queueReceipt } from "./receipt-mail.server.ts";
import { checkVisitorLimits, lockVisitor, type VisitorLimits } from "./visitor-limits.server.ts";
import type { CheckoutRequest } from "./schema.ts";
import { needsShipping, shippingChargeOf, type ShippingMethod } from "./shipping.ts";

/** The lines' own sum, before any shipping. */
export const subtotalOf = (lines: { unitPriceCents: number; quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);

// The order's life: reserve stock at checkout, turn the reservation into a
// sale when paid, give it back when the session expires or is cancelled.
// Every change happens in one transaction with the event that caused it.

export const CHECKOUT_TTL_MS = 30 * 60 * 1000;
/** The first key of the advisory locks that queue one visitor's checkouts. */

export type OrderRow = typeof t.orders.$inferSelect;
export type OrderLineRow = typeof t.orderLines.$inferSelect;

export type NewOrderInput = CheckoutRequest & {
  provider: string;
  now?: Date;
  /** Who is checking out and what they may hold; without it no per-visitor cap applies. */
  visitor?: VisitorLimits;
};

/** Repricing from the database, refusals and the stock reservation, atomically. */
export async function createOrder(db: Db, input: NewOrderInput): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  // The same variant twice is one line; sorted ids lock rows in one order (no deadlocks).
  const wanted = new Map<string, number>();
  for (const item of input.items) wanted.set(item.variant_id, (wanted.get(item.variant_id) ?? 0) + item.quantity);
  const ids = [...wanted.keys()].sort();
  const now = input.now ?? new Date();

  return catalogTransaction(db, async (tx) => {
    // One visitor's checkouts queue behind each other (on every server), other visitors' do not.
    if (input.visitor) await lockVisitor(tx, input.visitor.key);
    const byId = await lockVariantsForCheckout(tx, ids);
    for (const id of ids) {
      const variant = byId.get(id);
      if (!variant) throw new HttpError(400, `Unknown variant: ${id}`);
      if (variant.bookAt)
        throw new HttpError(400, `${variant.title} is booked online at ${variant.bookAt}, not bought through the cart`);
      if (!variant.soldOnline) throw new HttpError(400, `${variant.title} is not sold online`);
    }
    const currencies = new Set([...byId.values()].map((v) => v.currency));
    if (currencies.size > 1) throw new HttpError(400, "All items must be in the same currency");
    if (input.visitor) {
      const units = ids.reduce((n, id) => n + (byId.get(id)!.manageInventory ? wanted.get(id)! : 0), 0);
      await checkVisitorLimits(tx, input.visitor, units, now);
    }

    for (const id of ids) {
      const variant = byId.get(id)!;
      const quantity = wanted.get(id)!;
      if (!variant.manageInventory) continue;
      if (!(await reserveStock(tx, id, quantity))) {
        const available = Math.max(0, variant.available);
        throw new HttpError(
          409,
          `Not enough stock for ${variant.title} (${variant.variantTitle}). Only ${available} left.`,
        );
      }
    }

    const orderId = `ord_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const lineValues = ids.map((id) => {
      const variant = byId.get(id)!;
      return {
        orderId,
        productId: variant.productId,
        variantId: variant.id,
        title: variant.title,
        variantTitle: variant.variantTitle,
        unitPriceCents: variant.unitPriceCents,
        quantity: wanted.get(id)!,
        managesInventory: variant.manageInventory,
        kind: variant.kind,
      };
    });
    // Goods are shipped unless the customer picks them up on the payment page, which may lower the charge.
    const shippingMethod = needsShipping(lineValues) ? ("ship" as const) : null;
    const shippingCents = shippingChargeOf(lineValues, "ship");
    const [order] = await tx
      .insert(t.orders)
      .values({
        id: orderId,
        status: "pending",
        provider: input.provider,
        totalCents: subtotalOf(lineValues) + shippingCents,
        shippingMethod,
        shippingCents,
        currency: [...currencies][0] ?? "usd",
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        timeZone: input.timeZone,
        locale: input.locale,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
        clientKey: input.visitor?.key,
      })
      .returning();
    const lines = await tx.insert(t.orderLines).values(lineValues).returning();
    return { order: order!, lines };
  });
}

/** A line that is no catalogue variant (a booking's deposit): it holds no stock. */
export type ServiceLine = {
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  unitPriceCents: number;
};

/**
 * An order of one service line (a booking's deposit), written in the caller's
 * transaction so it commits with what it pays for. The visitor's checkout
 * caps apply as to any checkout; nothing is reserved.
 */
export async function insertServiceOrder(
  tx: Tx,
  input: {
    provider: string;
    line: ServiceLine;
    successUrl: string;
    cancelUrl: string;
    now: Date;
    expiresAt: Date;
    visitor?: VisitorLimits;
    /** Who the service is for (a booking's customer): shown with the order, whatever the payment page asks. */
    customer?: { name: string; email: string; phone: string };
    /** The line's kind: "deposit" (a booking's deposit, the default) or "balance" (its invoice). */
    kind?: "deposit" | "balance";
  },
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  if (input.visitor) {
    await lockVisitor(tx, input.visitor.key);
    await checkVisitorLimits(tx, input.visitor, 0, input.now);
  }
  const orderId = `ord_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const [order] = await tx
    .insert(t.orders)
    .values({
      id: orderId,
      status: "pending",
      provider: input.provider,
      totalCents: input.line.unitPriceCents,
      currency: "usd",
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      timeZone: business.hours.timeZone,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      clientKey: input.visitor?.key,
      customerName: input.customer?.name,
      customerEmail: input.customer?.email,
      customerPhone: input.customer?.phone,
    })
    .returning();
  const lines = await tx
    .insert(t.orderLines)
    .values({ orderId, ...input.line, quantity: 1, managesInventory: false, kind: input.kind ?? "deposit" })
    .returning();
  return { order: order!, lines };
}

export async function attachSession(db: Db, orderId: string, sessionId: string) {
  await db.update(t.orders).set({ providerSessionId: sessionId }).where(eq(t.orders.id, orderId));
}

/** Records an event id; false when it was applied before (a duplicate or replay). */
export async function recordEvent(
  tx: Tx,
  eventId: string | undefined,
  orderId: string,
  type: string,
): Promise<boolean> {
  if (!eventId) return true;
  const inserted = await tx
    .insert(t.paymentEvents)
    .values({ id: eventId, orderId, type })
    .onConflictDoNothing()
    .returning({ id: t.paymentEvents.id });
  return inserted.length > 0;
}

export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for("update");
  if (!order) return undefined;
  const lines = await tx
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, orderId))
    .orderBy(asc(t.orderLines.variantId));
  return { order, lines };
}

/** Who paid, as the provider reports it (any may be missing). */
export type Customer = { email?: string | null; name?: string | null; phone?: string | null };

/** How the goods are handed over, as the customer chose on the payment page (or Stripe Checkout). */
export type ShippingChoice = { method: ShippingMethod; address: ShippingAddress | null };

/**
 * Keeps who paid and how the goods are handed over on the order. The shipping
 * charge is computed here again from the lines and the method (never taken
 * from what the browser or the provider sent), and the total with it.
 * Goods without a shipping choice (a provider that sent none) keep the
 * shipping they were checked out with; the owner's notice says to call.
 */
async function recordBuyer(
  tx: Tx,
  order: OrderRow,
  lines: OrderLineRow[],
  { customer, shipping }: { customer?: Customer; shipping?: ShippingChoice },
): Promise<OrderRow> {
  const set: Partial<OrderRow> = {};
  // What the payment page reported fills what the order lacks; it never blanks the details a booking gave.
  if (customer?.email || customer?.name || customer?.phone) {
    set.customerEmail = order.customerEmail ?? customer.email ?? null;
    set.customerName = order.customerName ?? customer.name ?? null;
    set.customerPhone = order.customerPhone ?? customer.phone ?? null;
  }
  if (order.shippingMethod !== null) {
    if (shipping) {
      const shippingCents = shippingChargeOf(lines, shipping.method);
      Object.assign(set, {
        shippingMethod: shipping.method,
        shippingCents,
        totalCents: subtotalOf(lines) + shippingCents,
        shippingAddress: shipping.method === "ship" ? shipping.address : null,
      });
    }
  }
  if (Object.keys(set).length === 0) return order;
  const [updated] = await tx.update(t.orders).set(set).where(eq(t.orders.id, order.id)).returning();
  return updated!;
}

export type PaidOutcome =
  | "paid"
  | "duplicate"
  | "already-paid"
  | "paid-after-release"
  | "refund-needed"
  | "closed"
  | "expired"
  | "unknown-order";

/**
 * The provider says the money was taken. What that does is the state
 * machine's decision (order-machine.ts): a reservation becomes a sale; a
 * late capture by a provider that can take money after the session closed
 * (Stripe) takes free stock if it is all still there (flagged for the owner)
 * or is marked `refund_due`; the test page's payment of a released order, or
 * of one past its time, is refused and changes nothing but the expiry.
 * Stock never goes below zero.
 */
export async function markPaid(
  db: Db,
  {
    orderId,
    eventId,
    paymentReference,
    customer,
    shipping,
    now = new Date(),
  }: {
    orderId: string;
    eventId?: string;
    paymentReference?: string;
    customer?: Customer;
    shipping?: ShippingChoice;
    now?: Date;
  },
): Promise<PaidOutcome> {
  const outcome = await catalogTransaction(db, async (tx): Promise<PaidOutcome> => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    const { order, lines } = locked;
    const transition = decideTransition(order, { type: "capture" }, now);
    // A refused payment leaves no trace; a later retry is refused the same way.
    if (transition.kind === "none" && transition.outcome === "closed") return "closed";
    if (transition.kind === "release") {
      await giveBackReservation(tx, lines);
      await tx.update(t.orders).set({ status: transition.to, releasedAt: now }).where(eq(t.orders.id, orderId));
      await runReleasedHooks(tx, orderId, transition.to, now);
      return "expired";
    }
    if (!(await recordEvent(tx, eventId, orderId, "paid"))) return "duplicate";
    if (transition.kind === "none") return "already-paid";
    const managed = lines.filter((l) => l.managesInventory);
    // A capture never decides the owner's acts (fulfil, refund); this narrows the type to the two sales.
    if (transition.kind !== "sell" && transition.kind !== "sell-late") return "already-paid";
    const shipped = await recordBuyer(tx, order, lines, { customer, shipping });

    // Another feature's order (a booking's deposit) confirms what it holds, or says the payment must go back.
    const answer = await runPaidHooks(tx, orderId, now);
    if (answer && "refund" in answer) {
      await tx
        .update(t.orders)
        .set({ status: "refund_due", paymentReference, ownerFlag: answer.refund })
        .where(eq(t.orders.id, orderId));
      return "refund-needed";
    }
    // The receipt and the owner's notice, once: only the transition to paid sends them.
    const sendMails = async () => {
      const paid = { ...shipped, paidAt: now };
      // A feature that confirmed its own order (a booking) told the customer and the owner itself.
      if (answer) return;
      if (paid.customerEmail) await queueReceipt(tx, paid, lines, paid.customerEmail);
      await queueOwnerOrderMail(tx, paid, lines, {
        to: (await getNotificationEmail(tx)) ?? getEnv().OWNER_EMAIL,
        consoleUrl: new URL(`/admin/orders/${orderId}`, getEnv().SITE_URL).toString(),
      });
    };

    if (transition.kind === "sell") {
      await sellReservedStock(tx, managed);
      await tx.update(t.orders).set({ status: "paid", paidAt: now, paymentReference }).where(eq(t.orders.id, orderId));
      await sendMails();
      return "paid";
    }

    // Released, then paid anyway through the provider: sell from free stock when every line still fits.
    const free = await lockFreeStock(
      tx,
      managed.map((l) => l.variantId),
    );
    if (managed.every((l) => (free.get(l.variantId) ?? 0) >= l.quantity)) {
      await sellFreeStock(tx, managed);
      await tx
        .update(t.orders)
        .set({
          status: "paid",
          paidAt: now,
          paymentReference,
          ownerFlag: `paid after the reservation was ${order.status}`,
        })
        .where(eq(t.orders.id, orderId));
      await sendMails();
      return "paid-after-release";
    }
    await tx
      .update(t.orders)
      .set({ status: "refund_due", paymentReference, ownerFlag: "paid after the stock was gone: refund due" })
      .where(eq(t.orders.id, orderId));
    return "refund-needed";
  });
  // The receipt (or the booking's confirmation) is in the outbox now: deliver it without waiting for the next round.
  if (outcome === "paid" || outcome === "paid-after-release") wakeOutboxWorker();
  return outcome;
}

async function giveBackReservation(tx: Tx, lines: OrderLineRow[]) {
  await releaseReservedStock(
    tx,
    lines.filter((l) => l.managesInventory),
  );
}

export type ReleaseOutcome = "released" | "duplicate" | "not-pending" | "unknown-order";

type ReleaseInput = { orderId: string; eventId?: string; reason: ReleaseReason; now?: Date };

/** The session expired, failed or was cancelled: the reservation is given back. */
export async function releaseOrder(db: Db, input: ReleaseInput): Promise<ReleaseOutcome> {
  return catalogTransaction(db, (tx) => releaseIn(tx, input));
}

/** releaseOrder's work inside a transaction of the caller's. */
async function releaseIn(
  tx: Tx,
  { orderId, eventId, reason, now = new Date() }: ReleaseInput,
): Promise<ReleaseOutcome> {
  const locked = await lockOrder(tx, orderId);
  if (!locked) return "unknown-order";
  if (!(await recordEvent(tx, eventId, orderId, reason))) return "duplicate";
  const { order, lines } = locked;
  const transition = decideTransition(order, { type: "release", reason }, now);
  // A paid or released order is never resurrected or un-sold by a late event.
  if (transition.kind !== "release") return "not-pending";
  await giveBackReservation(tx, lines);
  await tx.update(t.orders).set({ status: transition.to, releasedAt: now }).where(eq(t.orders.id, orderId));
  await runReleasedHooks(tx, orderId, transition.to, now);
  return "released";
}

/** The event id the sweep records for the expiry it applies: one per order, whichever server sweeps. */
export const sweepEventId = (orderId: string) => `sweep:expired:${orderId}`;

/**
 * Releases unpaid orders past their expiry, each exactly once whichever server
 * sweeps (docs/decisions/017): every server runs this sweep; each order is
 * claimed with SKIP LOCKED and released in the same transaction, with its
 * expiry recorded in payment_events. Answers how many this call released.
 */
export async function expireStaleOrders(
  db: Db,
  now = new Date(),
  { stopping }: { stopping?: () => boolean } = {},
): Promise<number> {
  const due = and(eq(t.orders.status, "pending"), lt(t.orders.expiresAt, now));
  // Most sweeps find nothing: one plain read, no transaction (which would also move the catalogue's version).
  const [any] = await db.select({ id: t.orders.id }).from(t.orders).where(due).limit(1);
  if (!any) return 0;
  const outcomes = await claimEach({
    transaction: (work) => catalogTransaction(db, work),
    claimNext: async (tx) => {
      const [next] = await tx
        .select({ id: t.orders.id })
        .from(t.orders)
        .where(due)
        .orderBy(asc(t.orders.expiresAt))
        .limit(1)
        .for("update", { skipLocked: true });
      return next?.id;
    },
    handle: (tx, orderId) => releaseIn(tx, { orderId, eventId: sweepEventId(orderId), reason: "expired", now }),
    stopping,
  });
  return outcomes.filter((outcome) => outcome === "released").length;
}

export async function getOrderBySession(db: Db, sessionId: string) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.providerSessionId, sessionId));
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(t.orderLines)
    .where(eq(t.orderLines.orderId, order.id))
    .orderBy(asc(t.orderLines.id));
  return { order, lines };
}

export async function getOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return order;
}

export type MarkRefundedOutcome = "refunded" | "not-refundable" | "unknown-order";

/**
 * The provider gave the money back by itself (the webhook's refund of a
 * payment that came too late): the order becomes refunded through the order
 * machine, with its one payment event, and what it was for follows (a
 * booking's deposit: its timeline and pages say refunded). The owner has
 * nothing left to do, so the flag that asked for the refund is settled. An
 * order already refunded changes nothing.
 */
export async function markRefunded(db: Db, orderId: string, now = new Date()): Promise<MarkRefundedOutcome> {
  return db.transaction(async (tx): Promise<MarkRefundedOutcome> => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    const transition = decideTransition(locked.order, { type: "refund" }, now);
    if (transition.kind !== "refund") return "not-refundable";
    if (!(await recordEvent(tx, `${orderId}:refunded`, orderId, "refunded"))) return "not-refundable";
    await tx
      .update(t.orders)
      .set({ status: transition.to, refunded: true, refundedAt: now, ownerFlag: null })
      .where(eq(t.orders.id, orderId));
    await runRefundedHooks(tx, orderId, "payment", now);
    return "refunded";
  });
}
