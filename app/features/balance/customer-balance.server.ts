import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { orders } from "~/db/schema.ts";
import type { BookingRow } from "~/features/booking/schedule.server.ts";
import { invoiceStatusLabel, type InvoiceStatus } from "./invoice-machine.ts";
import { balanceRows, invoiceNumberOf } from "./invoice-messages.ts";
import { liveInvoiceOf } from "./invoices.server.ts";

// The balance as the customer's booking page shows it: the invoice's sums,
// what is owed and its Pay button, or how it was paid and the receipt.

export type CustomerBalance = {
  number: string;
  status: InvoiceStatus;
  statusLabel: string;
  rows: { label: string; amount: string }[];
  owedCents: number;
  paid: null | { cents: number; at: string; method: string };
  /** The receipt's page of an online payment. */
  receiptUrl: string | null;
};

export async function customerBalanceOf(db: Db, booking: BookingRow): Promise<CustomerBalance | null> {
  const invoice = await liveInvoiceOf(db, booking.id);
  if (!invoice) return null;
  let receiptUrl: string | null = null;
  if (invoice.status === "paid" && invoice.orderId) {
    const [order] = await db
      .select({ sessionId: orders.providerSessionId })
      .from(orders)
      .where(eq(orders.id, invoice.orderId));
    if (order?.sessionId) receiptUrl = `/checkout-success?session_id=${encodeURIComponent(order.sessionId)}`;
  }
  return {
    number: invoiceNumberOf(invoice.id),
    status: invoice.status,
    statusLabel: invoiceStatusLabel[invoice.status],
    rows: balanceRows({
      priceCents: invoice.priceCents,
      offerCents: invoice.offerCents,
      depositCents: invoice.depositCents,
      owedCents: invoice.amountCents,
      description: invoice.description,
      offerPercent: booking.offerPercent,
    }),
    owedCents: invoice.amountCents,
    paid:
      invoice.paidAt && invoice.paidMethod
        ? {
            cents: invoice.paidCents ?? invoice.amountCents,
            at: invoice.paidAt.toISOString(),
            method: invoice.paidMethod,
          }
        : null,
    receiptUrl,
  };
}
