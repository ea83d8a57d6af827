import { business } from "~/config/business.ts";
import { formatPrice } from "~/features/catalog/price.ts";
import { escapeHtml } from "~/lib/escape-html.ts";

// The customer's receipt: plain text and HTML, the order's lines and total as
// stored at checkout (never today's prices).

export type ReceiptOrder = {
  number: string;
  paidAt: Date | null;
  totalCents: number;
  customerName: string | null;
  lines: { title: string; variantTitle: string; quantity: number; unitPriceCents: number }[];
};

/** The short number a customer sees ("Order 1A2B3C4D"). */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(4, 12).toUpperCase();
}

export type ReceiptEmail = { subject: string; text: string; html: string };

/** The receipt's subject, by which the console also finds the receipts an order was sent. */
export const receiptSubject = (orderNumber: string) => `Your receipt from ${business.name}: order ${orderNumber}`;

const USD = { symbol: "$" };

export function buildReceiptEmail(order: ReceiptOrder): ReceiptEmail {
  const money = (cents: number) => formatPrice(cents, USD);
  const paid = order.paidAt
    ? order.paidAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "America/Chicago" })
    : null;
  const greeting = order.customerName ? `Hello ${order.customerName},` : "Hello,";
  const intro = `Thank you for your order with ${business.name}. Here is your receipt for order ${order.number}${paid ? `, paid on ${paid}` : ""}.`;
  const lines = order.lines.map((l) => ({
    label: `${l.title} (${l.variantTitle}) × ${l.quantity}`,
    amount: money(l.unitPriceCents * l.quantity),
  }));
  const closing = `Questions? Call us at ${business.phone.display} or reply to ${business.email}.`;

  const text = [
    greeting,
    "",
    intro,
    "",
    ...lines.map((l) => `${l.label}: ${l.amount}`),
    `Total: ${money(order.totalCents)}`,
    "",
    closing,
    business.name,
  ].join("\n");

  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:6px 12px 6px 0">${escapeHtml(l.label)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}<tr><th style="padding:6px 12px 6px 0;text-align:left;border-top:1px solid #cbd5e1">Total</th><th style="padding:6px 0;text-align:right;border-top:1px solid #cbd5e1">${escapeHtml(money(order.totalCents))}</th></tr></table>
<p>${escapeHtml(closing)}</p>
<p>${escapeHtml(business.name)}</p>
</body></html>`;

  return { subject: receiptSubject(order.number), text, html };
}
