import { getDb } from "~/db/db.server.ts";
import { invalidateCatalogCache } from "~/features/catalog/store-api.server.ts";
import { getOrderBySession, markPaid, releaseOrder } from "./orders.server.ts";
import { withSessionParam } from "./providers.server.ts";

const SESSION_PATTERN = /^cs_test_[0-9a-f]{32}$/;

/** The built-in test payment page's session, or undefined when unknown. */
export async function loadTestSession(sessionId: string) {
  if (!SESSION_PATTERN.test(sessionId)) return undefined;
  const found = await getOrderBySession(await getDb(), sessionId);
  if (!found || found.order.provider !== "test") return undefined;
  const { order, lines } = found;
  const expired = order.status === "pending" && order.expiresAt.getTime() < Date.now();
  return {
    orderNumber: order.id.slice(4, 12).toUpperCase(),
    status: expired ? "expired" : order.status,
    totalCents: order.totalCents,
    lines: lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    expiresAt: order.expiresAt.toISOString(),
    cancelUrl: order.cancelUrl,
  };
}

/**
 * 'Pay now' and 'Cancel' go through the same fulfilment and release functions
 * as Stripe's webhooks; the answer is where to send the visitor next.
 */
export async function submitTestPayment(sessionId: string, intent: string): Promise<{ redirect: string } | { error: string }> {
  if (!SESSION_PATTERN.test(sessionId)) return { error: "Unknown payment session" };
  const db = await getDb();
  const found = await getOrderBySession(db, sessionId);
  if (!found || found.order.provider !== "test") return { error: "Unknown payment session" };
  const { order } = found;
  if (intent === "pay") {
    if (order.status === "pending" && order.expiresAt.getTime() < Date.now()) {
      await releaseOrder(db, { orderId: order.id, reason: "expired" });
      invalidateCatalogCache();
      return { error: "This payment session has expired. Your items were released; please check out again." };
    }
    const outcome = await markPaid(db, { orderId: order.id, eventId: `${sessionId}:paid`, paymentReference: sessionId });
    invalidateCatalogCache();
    if (outcome === "paid" || outcome === "already-paid" || outcome === "duplicate") return { redirect: withSessionParam(order.successUrl, sessionId) };
    return { error: "This payment session is no longer open." };
  }
  if (intent === "cancel") {
    await releaseOrder(db, { orderId: order.id, eventId: `${sessionId}:cancelled`, reason: "cancelled" });
    invalidateCatalogCache();
    return { redirect: order.cancelUrl };
  }
  return { error: "Choose Pay now or Cancel" };
}
