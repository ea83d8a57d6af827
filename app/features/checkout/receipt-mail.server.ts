import type { Tx } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import type { OrderLineRow, OrderRow } from "./orders.server.ts";
import { buildReceiptEmail, orderNumberOf, receiptSubject } from "./receipt-email.ts";

// The customer's receipt, put in the owner-notification outbox in the
// transaction that marks the order paid (and again when the owner asks from
// the console). The outbox worker delivers it when SMTP_URL is set; otherwise
// it waits there, readable with `npm run owner:quotes`.

export const receiptSubjectOf = (orderId: string) => receiptSubject(orderNumberOf(orderId));

/** Queues the receipt of `order` (as it is in the database) to `to`; returns the outbox message's id. */
export async function queueReceipt(
  tx: Tx,
  order: Pick<OrderRow, "id" | "paidAt" | "totalCents" | "customerName">,
  lines: Pick<OrderLineRow, "title" | "variantTitle" | "quantity" | "unitPriceCents">[],
  to: string,
): Promise<number> {
  const email = buildReceiptEmail({
    number: orderNumberOf(order.id),
    paidAt: order.paidAt,
    totalCents: order.totalCents,
    customerName: order.customerName,
    lines,
  });
  const [message] = await tx
    .insert(t.outboxMessages)
    .values({ toAddress: to, subject: email.subject, textBody: email.text, htmlBody: email.html })
    .returning({ id: t.outboxMessages.id });
  return message!.id;
}
