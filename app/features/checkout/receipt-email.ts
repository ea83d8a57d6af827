import { business } from "~/config/business.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { addressLines, money, nextStepsOf, type StoryLine, type StoryOrder } from "./order-story.ts";
import { shippingLineOf } from "./shipping.ts";

// The customer's receipt: plain text and HTML, the order's lines, its shipping
// and total as stored at checkout (never today's prices), where the goods go
// and what happens next for each kind of thing bought.

export type ReceiptOrder = StoryOrder & {
  number: string;
  paidAt: Date | null;
  totalCents: number;
  customerName: string | null;
  lines: (StoryLine & { title: string; variantTitle: string })[];
};

/** The short number a customer sees ("Order 1A2B3C4D"). */
export function orderNumberOf(orderId: string): string {
  return orderId.slice(4, 12).toUpperCase();
}

export type ReceiptEmail = { subject: string; text: string; html: string };

/** The receipt's subject, by which the console also finds the receipts an order was sent. */
export const receiptSubject = (orderNumber: string) => `Your receipt from ${business.name}: order ${orderNumber}`;

/** The order's lines and shipping as label and amount, then the total: what a receipt lists. */
export function amountRowsOf(order: Pick<ReceiptOrder, "lines" | "shippingMethod" | "shippingCents">) {
  const rows = order.lines.map((l) => ({
    label: `${l.title} (${l.variantTitle}) × ${l.quantity}`,
    amount: money(l.unitPriceCents * l.quantity),
  }));
  const shipping = shippingLineOf(order);
  if (shipping) rows.push({ label: shipping.label, amount: money(shipping.cents) });
  return rows;
}

/** Plain text and HTML of a mail made of paragraphs and one table of amounts. */
export function renderMail(parts: {
  before: string[];
  rows: { label: string; amount: string }[];
  total?: string;
  after: string[];
}) {
  const text = [
    ...parts.before.flatMap((p) => [p, ""]),
    ...parts.rows.map((r) => `${r.label}: ${r.amount}`),
    ...(parts.total ? [`Total: ${parts.total}`] : []),
    "",
    ...parts.after.flatMap((p, i) => (i < parts.after.length - 1 ? [p, ""] : [p])),
  ].join("\n");
  const cell = "padding:6px 12px 6px 0";
  const rows = parts.rows
    .map(
      (r) =>
        `<tr><td style="${cell}">${escapeHtml(r.label)}</td><td style="padding:6px 0;text-align:right">${escapeHtml(r.amount)}</td></tr>`,
    )
    .join("");
  const total = parts.total
    ? `<tr><th style="${cell};text-align:left;border-top:1px solid #cbd5e1">Total</th><th style="padding:6px 0;text-align:right;border-top:1px solid #cbd5e1">${escapeHtml(parts.total)}</th></tr>`
    : "";
  const para = (p: string) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0f172a">
${parts.before.map(para).join("\n")}
${rows || total ? `<table style="border-collapse:collapse">${rows}${total}</table>` : ""}
${parts.after.map(para).join("\n")}
</body></html>`;
  return { text, html };
}

export function buildReceiptEmail(order: ReceiptOrder): ReceiptEmail {
  const paid = order.paidAt
    ? order.paidAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: business.hours.timeZone })
    : null;
  const greeting = order.customerName ? `Hello ${order.customerName},` : "Hello,";
  const intro = `Thank you for your order with ${business.name}. Here is your receipt for order ${order.number}${paid ? `, paid on ${paid}` : ""}.`;
  const where =
    order.shippingMethod === "ship" && order.shippingAddress
      ? [`Shipping to:\n${addressLines(order.shippingAddress).join("\n")}`]
      : [];
  const next = nextStepsOf(order, order.lines, { code: true, emailed: true });
  const closing = `Questions? Call us at ${business.phone.display} or reply to ${business.email}.`;
  const { text, html } = renderMail({
    before: [greeting, intro],
    rows: amountRowsOf(order),
    total: money(order.totalCents),
    after: [...where, ...next, closing, business.name],
  });
  return { subject: receiptSubject(order.number), text, html };
}
