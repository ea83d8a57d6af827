import type { InvoiceStatus } from "~/db/schema-invoices.ts";
import { offerDiscountCents } from "~/features/booking/welcome-offer.ts";

// A booking's balance and its invoice's states, with no database in it:
// invoices.server.ts and the order hooks ask it what an event does, then
// carry that out in one transaction.
//
//   sent ──pay-online (an order of it paid)──▶ paid
//   sent ──pay-in-person (the owner)─────────▶ paid_in_person
//   sent ──void (the owner)──────────────────▶ void
//   paid ──refund (its order refunded)───────▶ refunded
//   paid (by that order) ──pay-online again──▶ (nothing: a duplicate)
//   anything else ──pay-online──▶ (nothing changes; the money must go back: refund)
//   anything else ──pay-in-person, void, refund──▶ (refused, nothing changes)

export { INVOICE_STATUSES, type InvoiceStatus } from "~/db/schema-invoices.ts";

/** What is owed on a job: its price, less the welcome offer, less the deposit paid and kept. */
export type Balance = { priceCents: number; offerCents: number; depositCents: number; owedCents: number };

export function balanceOf(input: {
  priceCents: number;
  offerPercent: number | null;
  depositCents: number;
  /** The deposit was paid and not refunded: it is credited. */
  depositCredited: boolean;
}): Balance {
  const offerCents = input.offerPercent ? offerDiscountCents(input.priceCents, input.offerPercent) : 0;
  const depositCents = input.depositCredited ? input.depositCents : 0;
  return {
    priceCents: input.priceCents,
    offerCents,
    depositCents,
    owedCents: input.priceCents - offerCents - depositCents,
  };
}

export type InvoiceEvent =
  | { type: "pay-online"; orderId: string }
  | { type: "pay-in-person" }
  | { type: "void" }
  | { type: "refund"; orderId: string };

export type InvoiceTransition =
  | { kind: "change"; to: InvoiceStatus }
  /** An online payment the invoice cannot take (already paid, void): the order's money goes back. */
  | { kind: "refund-payment"; reason: string }
  | { kind: "none"; outcome: "duplicate" | "refused" };

/** The one place that decides how an invoice's status may change. */
export function decideInvoice(
  invoice: { status: InvoiceStatus; orderId: string | null },
  event: InvoiceEvent,
): InvoiceTransition {
  const { status } = invoice;
  switch (event.type) {
    case "pay-online":
      if (status === "sent") return { kind: "change", to: "paid" };
      if (status === "paid" && invoice.orderId === event.orderId) return { kind: "none", outcome: "duplicate" };
      return {
        kind: "refund-payment",
        reason:
          status === "void"
            ? "balance paid online for a void invoice: refund due"
            : `balance paid online for an invoice already ${status === "paid_in_person" ? "paid in person" : status}: refund due`,
      };
    case "pay-in-person":
    case "void":
      return status === "sent"
        ? { kind: "change", to: event.type === "void" ? "void" : "paid_in_person" }
        : { kind: "none", outcome: "refused" };
    case "refund":
      return status === "paid" && invoice.orderId === event.orderId
        ? { kind: "change", to: "refunded" }
        : { kind: "none", outcome: "refused" };
  }
}

/** Whether reminders may still go: only an invoice waiting for its money. */
export const isUnpaid = (status: InvoiceStatus) => status === "sent";

/** How an invoice's status reads, for the console and the customer. */
export const invoiceStatusLabel: Record<InvoiceStatus, string> = {
  sent: "Unpaid",
  paid: "Paid online",
  paid_in_person: "Paid in person",
  refunded: "Refunded",
  void: "Void",
};
