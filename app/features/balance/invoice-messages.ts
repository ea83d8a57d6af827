import { business } from "~/config/business.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import { renderMail } from "~/features/checkout/receipt-email.ts";
import type { Balance } from "./invoice-machine.ts";

// What the customer reads about their balance: the invoice (email with the
// sums and the pay link; a text with the link) and its two reminders. Queued
// by invoices.server.ts and reminders.server.ts through sendToCustomer.

export type InvoiceForMessage = Balance & {
  id: string;
  customerName: string;
  summary: string;
  description: string;
  offerPercent: number | null;
};

/** The rows every view of an invoice shows: the price, what comes off it, what is owed. */
export function balanceRows(invoice: Balance & { description?: string; offerPercent: number | null }) {
  const rows = [{ label: invoice.description || "The job", amount: dollars(invoice.priceCents) }];
  if (invoice.offerCents > 0)
    rows.push({
      label: `Welcome offer (${invoice.offerPercent ?? 0}% off)`,
      amount: `-${dollars(invoice.offerCents)}`,
    });
  if (invoice.depositCents > 0) rows.push({ label: "Deposit paid", amount: `-${dollars(invoice.depositCents)}` });
  return rows;
}

/** The short number a customer sees ("Invoice 1A2B3C4D"). */
export const invoiceNumberOf = (invoiceId: string) => invoiceId.slice(4, 12).toUpperCase();

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The invoice itself: email with the sums and the pay link, a text with the link. */
export function invoiceMessage(invoice: InvoiceForMessage, payUrl: string) {
  const owed = dollars(invoice.owedCents);
  const number = invoiceNumberOf(invoice.id);
  const { text, html } = renderMail({
    before: [
      `Hello ${firstName(invoice.customerName)},`,
      `Thank you for choosing ${business.name}. Here is invoice ${number} for ${invoice.summary}.`,
    ],
    rows: balanceRows(invoice),
    total: `${owed} owed`,
    after: [
      `Pay online: ${payUrl}`,
      `Or pay the crew in person by cash or card. Questions? Call us at ${business.phone.display}.`,
      business.name,
    ],
  });
  return {
    email: { subject: `Invoice ${number} from ${business.name}: ${owed} owed`, text, html },
    text: `${business.name}: your balance of ${owed} for ${invoice.summary}. Pay online: ${payUrl}`,
  };
}

/** Reminder `n` (1 or 2) of an unpaid invoice. */
export function reminderMessage(invoice: InvoiceForMessage, payUrl: string, n: number) {
  const owed = dollars(invoice.owedCents);
  const number = invoiceNumberOf(invoice.id);
  const { text, html } = renderMail({
    before: [
      `Hello ${firstName(invoice.customerName)},`,
      `A ${n === 1 ? "reminder" : "last reminder"}: invoice ${number} for ${invoice.summary} is still unpaid.`,
    ],
    rows: balanceRows(invoice),
    total: `${owed} owed`,
    after: [
      `Pay online: ${payUrl}`,
      `Already paid? Thank you, and please ignore this. Questions? Call us at ${business.phone.display}.`,
      business.name,
    ],
  });
  return {
    email: { subject: `Reminder: invoice ${number} from ${business.name}, ${owed} owed`, text, html },
    text: `${business.name}: a reminder that ${owed} is owed for ${invoice.summary}. Pay online: ${payUrl}`,
  };
}
