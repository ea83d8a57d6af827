import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, invoices, orderLines, orders } from "~/db/schema.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import { manageTokenOf, manageUrlOf, recordTimeline } from "~/features/booking/schedule.server.ts";
import type { OrderHooks } from "~/features/checkout/order-hooks.server.ts";
import { attachSession, insertServiceOrder, releaseOrder, CHECKOUT_TTL_MS } from "~/features/checkout/orders.server.ts";
import type { PaymentProvider } from "~/features/checkout/providers.server.ts";
import { decideInvoice } from "./invoice-machine.ts";
import { invoiceNumberOf } from "./invoice-messages.ts";
import { liveInvoiceOf } from "./invoices.server.ts";

// The balance paid online through checkout, the same way as a deposit: an
// order of one line naming the invoice (product "booking-balance", variant =
// the invoice's id), paid on the test page or Stripe Checkout. The order's
// paid event settles the invoice, through the order hooks below, in the
// payment's transaction: a webhook delivered twice or late settles it once,
// and a payment the invoice cannot take (paid in person meanwhile, void) makes
// the order refund_due. A refund of that order makes the invoice refunded.

export const BALANCE_PRODUCT = "booking-balance";

async function invoiceIdOfOrder(tx: Tx, orderId: string): Promise<string | undefined> {
  const [line] = await tx
    .select({ invoiceId: orderLines.variantId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, BALANCE_PRODUCT)));
  return line?.invoiceId;
}

export const balanceOrderHooks: OrderHooks = {
  async paid(tx, orderId, now) {
    const invoiceId = await invoiceIdOfOrder(tx, orderId);
    if (!invoiceId) return undefined;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) return { refund: "balance paid for an invoice that no longer exists: refund due" };
    const transition = decideInvoice(invoice, { type: "pay-online", orderId });
    if (transition.kind === "refund-payment") return { refund: transition.reason };
    if (transition.kind !== "change") return undefined;
    const [order] = await tx.select({ totalCents: orders.totalCents }).from(orders).where(eq(orders.id, orderId));
    await tx
      .update(invoices)
      .set({
        status: transition.to,
        orderId,
        paidMethod: "online",
        paidCents: order!.totalCents,
        paidAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice.id));
    await recordTimeline(tx, invoice.bookingId, {
      kind: "balance_paid",
      actor: "payment",
      now,
      detail: `${dollars(order!.totalCents)} online`,
    });
    // Checkout sends the receipt (to the booking's email) and the owner's notice.
    return undefined;
  },
  // An abandoned payment leaves the invoice unpaid: the customer may pay again.
  async released() {},
  async refunded(tx, orderId, _by, now) {
    const invoiceId = await invoiceIdOfOrder(tx, orderId);
    if (!invoiceId) return;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) return;
    const transition = decideInvoice(invoice, { type: "refund", orderId });
    if (transition.kind !== "change") return;
    await tx.update(invoices).set({ status: transition.to, updatedAt: now }).where(eq(invoices.id, invoice.id));
  },
};

export type StartPaymentResult =
  { kind: "redirect"; url: string } | { kind: "refused"; status: number; message: string };

/**
 * The customer's "Pay" on their booking's page: an order for what the invoice
 * says is owed (never an amount from the browser), then its payment page.
 */
export async function startBalancePayment(
  db: Db,
  input: { bookingId: string; provider: PaymentProvider; origin: string; now?: Date },
): Promise<StartPaymentResult> {
  const now = input.now ?? new Date();
  const written = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId));
    const invoice = booking ? await liveInvoiceOf(tx, booking.id) : undefined;
    if (!booking || !invoice || invoice.status !== "sent") return undefined;
    const manageUrl = manageUrlOf(await manageTokenOf(tx, booking));
    return insertServiceOrder(tx, {
      provider: input.provider.name,
      kind: "balance",
      line: {
        productId: BALANCE_PRODUCT,
        variantId: invoice.id,
        title: `Balance: ${booking.summary}`,
        variantTitle: `Invoice ${invoiceNumberOf(invoice.id)}`,
        unitPriceCents: invoice.amountCents,
      },
      successUrl: new URL("/checkout-success", input.origin).toString(),
      cancelUrl: `${manageUrl}#balance`,
      now,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
      customer: { name: booking.customerName, email: booking.customerEmail, phone: booking.customerPhone },
    });
  });
  if (!written) return { kind: "refused", status: 409, message: "Nothing is owed on this booking now." };
  try {
    const session = await input.provider.createSession(written.order, written.lines, input.origin);
    await attachSession(db, written.order.id, session.sessionId);
    return { kind: "redirect", url: session.url };
  } catch {
    await releaseOrder(db, { orderId: written.order.id, reason: "failed" }).catch(() => {});
    return { kind: "refused", status: 502, message: "The payment page could not be opened. Please try again." };
  }
}
