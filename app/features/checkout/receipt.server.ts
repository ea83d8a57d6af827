import type { Db } from "~/db/client.server.ts";
import { getDb } from "~/db/db.server.ts";
import { getOrderBySession } from "./orders.server.ts";
import { addressLines, nextStepsOf } from "./order-story.ts";
import { orderNumberOf } from "./receipt-email.ts";
import { shippingLineOf } from "./shipping.ts";

/**
 * What the success page may truthfully say about its order:
 * paid, paid after its reservation had lapsed (a provider's late capture, the
 * stock was still there), being refunded (a late capture, the stock was gone),
 * still waiting for the provider's confirmation, or not paid at all.
 */
export type ReceiptState = "paid" | "paid-late" | "refund" | "refunded" | "processing" | "not-paid";

/** The order a success page names in ?session_id=, when known. */
export async function loadReceipt(sessionId: string | null, db?: Db) {
  if (!sessionId || !/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null;
  const found = await getOrderBySession(db ?? (await getDb()), sessionId);
  if (!found) return null;
  const { order, lines } = found;
  const state: ReceiptState =
    order.status === "paid" || order.status === "fulfilled"
      ? order.releasedAt
        ? "paid-late"
        : "paid"
      : order.status === "refund_due"
        ? "refund"
        : order.status === "refunded"
          ? "refunded"
          : order.status === "pending"
            ? "processing"
            : "not-paid";
  return {
    state,
    refunded: order.refunded,
    /** Whether the provider gave an email, so a receipt went to the outbox with the payment. */
    emailed: order.customerEmail !== null,
    orderNumber: orderNumberOf(order.id),
    totalCents: order.totalCents,
    lines: lines.map((l) => ({
      title: l.title,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    /** The shipping line (shipping or pickup, and its charge), when goods are handed over. */
    shipping: shippingLineOf(order),
    shipTo: order.shippingMethod === "ship" && order.shippingAddress ? addressLines(order.shippingAddress) : null,
    /** What happens next for what was bought; a gift card's code stays in the email, never on a page. */
    nextSteps: nextStepsOf(order, lines, { code: false, emailed: order.customerEmail !== null }),
  };
}
