import { getDb } from "~/db/db.server.ts";
import type { Db } from "~/db/client.server.ts";
import {
  getOrder,
  getOrderBySession,
  markPaid,
  releaseOrder,
  subtotalOf,
  type Customer,
  type ShippingChoice,
} from "./orders.server.ts";
import { withSessionParam } from "./providers.server.ts";
import type { PaymentDetails, PaymentNeeds } from "./schema.ts";
import { shippingOptionsOf } from "./shipping.ts";
import { shippingConfig } from "~/config/shipping.ts";

const SESSION_PATTERN = /^cs_test_[0-9a-f]{32}$/;

/** The built-in test payment page's session, or undefined when unknown. */
export async function loadTestSession(sessionId: string, { db, now = new Date() }: { db?: Db; now?: Date } = {}) {
  if (!SESSION_PATTERN.test(sessionId)) return undefined;
  const found = await getOrderBySession(db ?? (await getDb()), sessionId);
  if (!found || found.order.provider !== "test") return undefined;
  const { order, lines } = found;
  // The same rule as the state machine's: at its expiry the session takes no payment.
  const expired = order.status === "pending" && order.expiresAt.getTime() <= now.getTime();
  const needs: PaymentNeeds = {
    shipping: order.shippingMethod !== null,
    email: lines.some((l) => l.kind === "gift_card"),
  };
  return {
    orderNumber: order.id.slice(4, 12).toUpperCase(),
    status: expired ? "expired" : order.status,
    needs,
    subtotalCents: subtotalOf(lines),
    /** The charge of each way to hand the goods over, computed by the server (the page only shows them). */
    shippingOptions: shippingOptionsOf(lines),
    totalCents: order.totalCents,
    lines: lines.map((l) => ({
      title: l.title,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    expiresAt: order.expiresAt.toISOString(),
    cancelUrl: order.cancelUrl,
  };
}

export type TestPaymentAnswer = { redirect: string } | { error: string; status: number };

/** What the visitor is told about a session that took no payment, from its stored status. */
const closedMessages: Record<string, string> = {
  expired:
    "This payment session has expired, so nothing was charged. Your items were released; please check out again.",
  cancelled: "This payment session was cancelled, so nothing was charged. Please check out again.",
  failed: "This payment session could not be completed, so nothing was charged. Please check out again.",
};

/**
 * 'Pay now' and 'Cancel' go through the same state machine as Stripe's
 * webhooks. The answer, where to send the visitor next or what to show, is
 * read back from the order as stored, so it always says what happened.
 */
export async function submitTestPayment(
  sessionId: string,
  intent: string,
  {
    db: given,
    openDb = getDb,
    now = new Date(),
    customer,
    shipping,
  }: { db?: Db; openDb?: () => Promise<Db>; now?: Date; customer?: Customer; shipping?: ShippingChoice } = {},
): Promise<TestPaymentAnswer> {
  if (!SESSION_PATTERN.test(sessionId)) return { error: "Unknown payment session", status: 404 };
  const db = given ?? (await openDb());
  const found = await getOrderBySession(db, sessionId);
  if (!found || found.order.provider !== "test") return { error: "Unknown payment session", status: 404 };
  const { order } = found;
  if (intent !== "pay" && intent !== "cancel") return { error: "Choose Pay now or Cancel", status: 400 };
  // What happened is read back from the order below; the catalogue's copies were dropped by the write itself.
  if (intent === "pay")
    await markPaid(db, {
      orderId: order.id,
      eventId: `${sessionId}:paid`,
      paymentReference: sessionId,
      customer,
      shipping,
      now,
    });
  else await releaseOrder(db, { orderId: order.id, eventId: `${sessionId}:cancelled`, reason: "cancelled", now });
  const status = (await getOrder(db, order.id))?.status;
  if (intent === "pay") {
    if (status === "paid") return { redirect: withSessionParam(order.successUrl, sessionId) };
    return {
      error: closedMessages[status ?? ""] ?? "This payment session is no longer open, so nothing was charged.",
      status: 409,
    };
  }
  if (status === "paid")
    return { error: "This order is already paid, so it can no longer be cancelled here.", status: 409 };
  return { redirect: order.cancelUrl };
}

/** The payment page's parsed details as the order keeps them: who pays, and how the goods are handed over. */
export function buyerOf(
  details: PaymentDetails,
  needs: PaymentNeeds,
): { customer: Customer; shipping?: ShippingChoice } {
  const customer = { email: details.email || null, name: details.name || null, phone: details.phone || null };
  if (!needs.shipping || !details.method) return { customer };
  const address =
    details.method === "ship"
      ? {
          name: details.name,
          line1: details.line1,
          line2: details.line2 || null,
          city: details.city,
          state: details.state.toUpperCase(),
          postalCode: details.postalCode,
          country: shippingConfig.country,
        }
      : null;
  return { customer, shipping: { method: details.method, address } };
}
