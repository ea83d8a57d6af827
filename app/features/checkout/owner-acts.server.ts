import { eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { catalogTransaction, returnSoldStock, type StockActor } from "~/features/catalog/for-checkout.server.ts";
import { decideTransition } from "./order-machine.ts";
import { runRefundedHooks } from "./order-hooks.server.ts";
import { getOrder, lockOrder, recordEvent, type OrderLineRow, type OrderRow } from "./orders.server.ts";
import type { PaymentProvider } from "./providers.server.ts";
import { orderNumberOf } from "./receipt-email.ts";
import { queueShippedMail } from "./receipt-mail.server.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";

// The owner's acts on a paid order (the console, issue 13): fulfil it, or
// refund it through the provider that took the money. Transitions from the
// order machine, each in one transaction with its payment event.

export type OrderChangeHook = (
  tx: Tx,
  change: { before: OrderRow; after: OrderRow; lines: OrderLineRow[] },
) => Promise<void>;

export type FulfilOutcome = "fulfilled" | "not-fulfillable" | "tracking-required" | "unknown-order";

/** How shipped goods left: the carrier and its tracking number. */
export type Shipment = { carrier: string; trackingNumber: string };

/**
 * The owner handed the goods over (or did the job): a paid order becomes
 * fulfilled. Shipped goods need the carrier and tracking number, kept on the
 * order and sent to the customer (the outbox, in the same transaction).
 */
export async function fulfilOrder(
  db: Db,
  {
    orderId,
    shipment,
    now = new Date(),
    onChange,
  }: { orderId: string; shipment?: Shipment; now?: Date; onChange?: OrderChangeHook },
): Promise<FulfilOutcome> {
  const outcome = await db.transaction(async (tx): Promise<FulfilOutcome> => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    const transition = decideTransition(locked.order, { type: "fulfil" }, now);
    if (transition.kind !== "fulfil") return "not-fulfillable";
    const shipped = locked.order.shippingMethod === "ship";
    if (shipped && !shipment) return "tracking-required";
    const [after] = await tx
      .update(t.orders)
      .set({
        status: transition.to,
        fulfilledAt: now,
        ownerFlag: null,
        ...(shipped && shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } : {}),
      })
      .where(eq(t.orders.id, orderId))
      .returning();
    if (shipped && shipment && after!.customerEmail)
      await queueShippedMail(tx, { ...after!, ...shipment }, locked.lines, after!.customerEmail);
    await onChange?.(tx, { before: locked.order, after: after!, lines: locked.lines });
    return "fulfilled";
  });
  if (outcome === "fulfilled" && shipment) wakeOutboxWorker();
  return outcome;
}

export type RefundOutcome = "refunded" | "not-refundable" | "no-payment-reference" | "unknown-order";

/**
 * The owner refunds an order: the money goes back through the provider that
 * took it (Stripe's refund is idempotent per order, so a retry after a failure
 * never pays twice; the test provider takes and returns nothing), then the
 * order becomes refunded and, when the owner says so, its units go back into
 * stock, in one transaction with a payment event. A provider that refuses
 * leaves the order as it was.
 */
export async function refundOrder(
  db: Db,
  {
    orderId,
    restock,
    actor,
    provider,
    now = new Date(),
    onChange,
  }: {
    orderId: string;
    restock: boolean;
    actor: StockActor;
    provider: PaymentProvider;
    now?: Date;
    onChange?: OrderChangeHook;
  },
): Promise<RefundOutcome> {
  const order = await getOrder(db, orderId);
  if (!order) return "unknown-order";
  if (decideTransition(order, { type: "refund" }, now).kind !== "refund") return "not-refundable";
  // Money first, outside the transaction (no row lock held across the network);
  // an order the webhook already refunded (refund_due) is not refunded twice.
  if (!order.refunded) {
    // Without the provider's reference there is nothing to refund through: never mark it refunded unpaid back.
    if (!order.paymentReference) return "no-payment-reference";
    await provider.refund(order.paymentReference, order.id);
  }

  return catalogTransaction(db, async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) return "unknown-order";
    const transition = decideTransition(locked.order, { type: "refund" }, now);
    // Refunded meanwhile by another request: the provider's idempotency made the second call a no-op.
    if (transition.kind !== "refund") return "not-refundable";
    await recordEvent(tx, `${orderId}:refunded`, orderId, "refunded");
    if (restock && transition.unitsSold) {
      await returnSoldStock(
        tx,
        locked.lines.filter((l) => l.managesInventory),
        { orderId, actor, reason: `Refund of order ${orderNumberOf(orderId)}` },
      );
    }
    const [after] = await tx
      .update(t.orders)
      // The owner has dealt with it: whatever flagged the order is settled (the audit keeps the flag).
      .set({ status: transition.to, refunded: true, refundedAt: now, ownerFlag: null })
      .where(eq(t.orders.id, orderId))
      .returning();
    await onChange?.(tx, { before: locked.order, after: after!, lines: locked.lines });
    // What the order was for follows it (a booking's deposit: its timeline says refunded).
    await runRefundedHooks(tx, orderId, actor.name, now);
    return "refunded";
  });
}
