import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { effectivePrice } from "~/features/catalog/price.ts";
import { HttpError } from "~/lib/http-error.ts";

// The order's life: reserve stock at checkout, turn the reservation into a
// sale when paid, give it back when the session expires or is cancelled.
// Every change happens in one transaction with the event that caused it.

export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type OrderRow = typeof t.orders.$inferSelect;
export type OrderLineRow = typeof t.orderLines.$inferSelect;

export type NewOrderInput = {
  items: { variant_id: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  timeZone?: string;
  locale?: string;
  provider: string;
  now?: Date;
};

/** Repricing from the database, refusals and the stock reservation, atomically. */
export async function createOrder(db: Db, input: NewOrderInput): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  // The same variant twice is one line; sorted ids lock rows in one order (no deadlocks).
  const wanted = new Map<string, number>();
  for (const item of input.items) wanted.set(item.variant_id, (wanted.get(item.variant_id) ?? 0) + item.quantity);
  const ids = [...wanted.keys()].sort();
  const now = input.now ?? new Date();

  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ variant: t.variants, product: t.products })
      .from(t.variants)
      .innerJoin(t.products, eq(t.products.id, t.variants.productId))
      .where(inArray(t.variants.id, ids))
      .orderBy(asc(t.variants.id))
      .for("update");
    const byId = new Map(rows.map((r) => [r.variant.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row || row.product.deletedAt) throw new HttpError(400, `Unknown variant: ${id}`);
      if (!row.product.purchasable || row.product.isHidden) throw new HttpError(400, `${row.product.title} is not sold online`);
    }
    const currencies = new Set(rows.map((r) => r.variant.currency));
    if (currencies.size > 1) throw new HttpError(400, "All items must be in the same currency");

    for (const id of ids) {
      const { variant, product } = byId.get(id)!;
      const quantity = wanted.get(id)!;
      if (!variant.manageInventory) continue;
      const reserved = await tx
        .update(t.variants)
        .set({ reservedQuantity: sql`${t.variants.reservedQuantity} + ${quantity}` })
        .where(and(eq(t.variants.id, id), sql`${t.variants.inventoryQuantity} - ${t.variants.reservedQuantity} >= ${quantity}`))
        .returning({ id: t.variants.id });
      if (reserved.length === 0) {
        const available = Math.max(0, variant.inventoryQuantity - variant.reservedQuantity);
        throw new HttpError(409, `Not enough stock for ${product.title} (${variant.title}). Only ${available} left.`);
      }
    }

    const orderId = `ord_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const lineValues = ids.map((id) => {
      const { variant, product } = byId.get(id)!;
      return {
        orderId,
        productId: product.id,
        variantId: variant.id,
        title: product.title,
        variantTitle: variant.title,
        unitPriceCents: effectivePrice({ price_in_cents: variant.priceInCents, sale_price_in_cents: variant.salePriceInCents }),
        quantity: wanted.get(id)!,
        managesInventory: variant.manageInventory,
      };
    });
    const [order] = await tx
      .insert(t.orders)
      .values({
        id: orderId,
        status: "pending",
        provider: input.provider,
        totalCents: lineValues.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
        currency: [...currencies][0] ?? "usd",
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        timeZone: input.timeZone,
        locale: input.locale,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      })
      .returning();
    const lines = await tx.insert(t.orderLines).values(lineValues).returning();
    return { order: order!, lines };
  });
}

export async function attachSession(db: Db, orderId: string, sessionId: string) {
  await db.update(t.orders).set({ providerSessionId: sessionId }).where(eq(t.orders.id, orderId));
}

/** Records an event id; false when it was applied before (a duplicate or replay). */
async function recordEvent(tx: Tx, eventId: string | undefined, orderId: string, type: string): Promise<boolean> {
  if (!eventId) return true;
  const inserted = await tx.insert(t.paymentEvents).values({ id: eventId, orderId, type }).onConflictDoNothing().returning({ id: t.paymentEvents.id });
  return inserted.length > 0;
}

async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(t.orders).where(eq(t.orders.id, orderId)).for("update");
  if (!order) return undefined;
  const lines = await tx.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId)).orderBy(asc(t.orderLines.variantId));
  return { order, lines };
}

export type PaidOutcome = "paid" | "duplicate" | "already-paid" | "paid-after-release" | "refund-needed" | "unknown-order";

/**
 * Payment succeeded: the reservation becomes a sale. A payment arriving after
 * the reservation was released takes the stock again if it is still there,
 * and is flagged for the owner; where the stock is gone it is flagged for a
 * refund. Stock never goes below zero.
 */
export async function markPaid(
  db: Db,
  { orderId, eventId, paymentReference, now = new Date() }: { orderId: string; eventId?: string; paymentReference?: string; now?: Date },
): Promise<PaidOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    if (!(await recordEvent(tx, eventId, orderId, "paid"))) return "duplicate";
    const { order, lines } = locked;
    if (order.status === "paid" || order.status === "refund_due") return "already-paid";
    const managed = lines.filter((l) => l.managesInventory);

    if (order.status === "pending") {
      for (const line of managed) {
        await tx
          .update(t.variants)
          .set({
            inventoryQuantity: sql`${t.variants.inventoryQuantity} - ${line.quantity}`,
            reservedQuantity: sql`${t.variants.reservedQuantity} - ${line.quantity}`,
          })
          .where(eq(t.variants.id, line.variantId));
      }
      await tx.update(t.orders).set({ status: "paid", paidAt: now, paymentReference }).where(eq(t.orders.id, orderId));
      return "paid";
    }

    // Expired or cancelled, then paid anyway: try to sell from free stock.
    let allTaken = true;
    for (const line of managed) {
      const taken = await tx
        .update(t.variants)
        .set({ inventoryQuantity: sql`${t.variants.inventoryQuantity} - ${line.quantity}` })
        .where(and(eq(t.variants.id, line.variantId), sql`${t.variants.inventoryQuantity} - ${t.variants.reservedQuantity} >= ${line.quantity}`))
        .returning({ id: t.variants.id });
      if (taken.length === 0) {
        allTaken = false;
        break;
      }
    }
    if (!allTaken) {
      // Undo any line already taken in this transaction by failing it as a whole.
      throw new RefundNeeded();
    }
    await tx
      .update(t.orders)
      .set({ status: "paid", paidAt: now, paymentReference, ownerFlag: `paid after the reservation was ${order.status}` })
      .where(eq(t.orders.id, orderId));
    return "paid-after-release";
  }).catch(async (error) => {
    if (!(error instanceof RefundNeeded)) throw error;
    // The sale could not be made: record the event and flag the order in a transaction of its own.
    const flagged = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked || !(await recordEvent(tx, eventId, orderId, "paid"))) return false;
      if (locked.order.status === "paid" || locked.order.status === "refund_due") return false;
      await tx
        .update(t.orders)
        .set({ status: "refund_due", paymentReference, ownerFlag: "paid after the stock was gone: refund due" })
        .where(eq(t.orders.id, orderId));
      return true;
    });
    return flagged ? ("refund-needed" as const) : ("duplicate" as const);
  });
}

class RefundNeeded extends Error {}

export type ReleaseOutcome = "released" | "duplicate" | "not-pending" | "unknown-order";

/** The session expired, failed or was cancelled: the reservation is given back. */
export async function releaseOrder(
  db: Db,
  { orderId, eventId, reason, now = new Date() }: { orderId: string; eventId?: string; reason: "expired" | "cancelled" | "failed"; now?: Date },
): Promise<ReleaseOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    if (!(await recordEvent(tx, eventId, orderId, reason))) return "duplicate";
    const { order, lines } = locked;
    // A paid order is never resurrected or un-sold by a late event.
    if (order.status !== "pending") return "not-pending";
    for (const line of lines.filter((l) => l.managesInventory)) {
      await tx
        .update(t.variants)
        .set({ reservedQuantity: sql`${t.variants.reservedQuantity} - ${line.quantity}` })
        .where(eq(t.variants.id, line.variantId));
    }
    await tx.update(t.orders).set({ status: reason, releasedAt: now }).where(eq(t.orders.id, orderId));
    return "released";
  });
}

/** Releases unpaid orders past their expiry; safe to run on several servers at once. */
export async function expireStaleOrders(db: Db, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.status, "pending"), lt(t.orders.expiresAt, now)))
    .limit(200);
  let released = 0;
  for (const { id } of stale) {
    if ((await releaseOrder(db, { orderId: id, reason: "expired", now })) === "released") released += 1;
  }
  return released;
}

export async function getOrderBySession(db: Db, sessionId: string) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.providerSessionId, sessionId));
  if (!order) return undefined;
  const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id)).orderBy(asc(t.orderLines.id));
  return { order, lines };
}

export async function getOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  return order;
}

export async function markRefunded(db: Db, orderId: string) {
  await db.update(t.orders).set({ refunded: true }).where(eq(t.orders.id, orderId));
}
