import type { Tx } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { buildOwnerOrderMail, buildShippedMail, type OrderMail } from "./order-mail.ts";
import type { OrderLineRow, OrderRow } from "./orders.server.ts";
import { buildReceiptEmail, orderNumberOf, receiptSubject } from "./receipt-email.ts";

// The order's mails, put in the outbox in the transaction that changes the
// order (paid: the receipt and the owner's notice; fulfilled: the shipping
// notice), and the receipt again when the owner asks from the console. The
// outbox worker delivers them when SMTP_URL is set; otherwise they wait there,
// readable with `npm run owner:quotes`.

export const receiptSubjectOf = (orderId: string) => receiptSubject(orderNumberOf(orderId));

type MailedOrder = Pick<
  OrderRow,
  | "id"
  | "paidAt"
  | "totalCents"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "shippingMethod"
  | "shippingCents"
  | "shippingAddress"
  | "carrier"
  | "trackingNumber"
>;
type MailedLine = Pick<OrderLineRow, "title" | "variantTitle" | "quantity" | "unitPriceCents" | "kind">;

async function insertMail(tx: Tx, to: string, mail: Omit<OrderMail, "replyTo"> & { replyTo?: string | null }) {
  const [message] = await tx
    .insert(t.outboxMessages)
    .values({
      toAddress: to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })
    .returning({ id: t.outboxMessages.id });
  return message!.id;
}

/** Queues the receipt of `order` (as it is in the database) to `to`; returns the outbox message's id. */
export async function queueReceipt(tx: Tx, order: MailedOrder, lines: MailedLine[], to: string): Promise<number> {
  return insertMail(tx, to, buildReceiptEmail({ ...order, number: orderNumberOf(order.id), lines }));
}

/** Queues the owner's notice of a paid order. */
export async function queueOwnerOrderMail(
  tx: Tx,
  order: MailedOrder,
  lines: MailedLine[],
  { to, consoleUrl }: { to: string; consoleUrl: string },
): Promise<number> {
  return insertMail(tx, to, buildOwnerOrderMail({ ...order, lines }, consoleUrl));
}

/** Queues the customer's notice that their goods shipped (the order carries its carrier and tracking number). */
export async function queueShippedMail(
  tx: Tx,
  order: MailedOrder & { carrier: string; trackingNumber: string },
  lines: MailedLine[],
  to: string,
): Promise<number> {
  return insertMail(tx, to, buildShippedMail({ ...order, lines }));
}
