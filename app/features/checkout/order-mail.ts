import { business } from "~/config/business.ts";
import { addressLines, giftCardOf, money, type StoryLine, type StoryOrder } from "./order-story.ts";
import { amountRowsOf, orderNumberOf, renderMail } from "./receipt-email.ts";

// The other mails of an order: the owner's notice of each paid order, and the
// customer's notice that their goods have shipped, with the tracking number.

export type MailOrder = StoryOrder & {
  totalCents: number;
  customerName: string | null;
  customerEmail: string | null;
  lines: (StoryLine & { title: string; variantTitle: string })[];
};
export type OrderMail = { subject: string; text: string; html: string; replyTo: string | null };

/** The subject by which the owner's notice of an order is known (and sent once). */
export const ownerOrderSubject = (orderId: string, totalCents: number) =>
  `New order ${orderNumberOf(orderId)}: ${money(totalCents)} paid`;

/** The owner's notice: what was bought, who paid, where the goods go, and the console's page of the order. */
export function buildOwnerOrderMail(order: MailOrder, consoleUrl: string): OrderMail {
  const who = [
    order.customerName ?? "No name given",
    order.customerEmail ?? "No email given",
    order.customerPhone ?? "No phone given",
  ].join("\n");
  const handOver =
    order.shippingMethod === "ship"
      ? [
          order.shippingAddress
            ? `Ship to:\n${addressLines(order.shippingAddress).join("\n")}`
            : "Ship to: no address came with the payment; call the customer.",
        ]
      : order.shippingMethod === "pickup"
        ? ["Local pickup: the customer collects the items, or they are handed over at the appointment."]
        : [];
  const gift = giftCardOf(order, order.lines);
  const { text, html } = renderMail({
    before: [`Order ${orderNumberOf(order.id)} was paid.`, `Customer:\n${who}`],
    rows: amountRowsOf(order),
    total: money(order.totalCents),
    after: [
      ...handOver,
      ...(gift ? [`Gift card code sent to the customer: ${gift.code} (${money(gift.cents)}).`] : []),
      `Open it in the console: ${consoleUrl}`,
    ],
  });
  return { subject: ownerOrderSubject(order.id, order.totalCents), text, html, replyTo: order.customerEmail };
}

export const shippedSubject = (orderId: string) =>
  `Your order ${orderNumberOf(orderId)} from ${business.name} has shipped`;

/** The customer's notice that the goods left, with the carrier and the tracking number. */
export function buildShippedMail(order: MailOrder & { carrier: string; trackingNumber: string }): OrderMail {
  const { text, html } = renderMail({
    before: [
      order.customerName ? `Hello ${order.customerName},` : "Hello,",
      `Your order ${orderNumberOf(order.id)} has shipped with ${order.carrier}. Tracking number: ${order.trackingNumber}.`,
      ...(order.shippingAddress ? [`It is on its way to:\n${addressLines(order.shippingAddress).join("\n")}`] : []),
    ],
    rows: amountRowsOf({ ...order, lines: order.lines.filter((l) => l.kind === "physical"), shippingMethod: null }),
    after: [`Questions? Call us at ${business.phone.display} or reply to ${business.email}.`, business.name],
  });
  return { subject: shippedSubject(order.id), text, html, replyTo: null };
}
