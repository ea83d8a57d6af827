import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, invoices, orders } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import { manageTokenOf, manageUrlOf, recordTimeline, type BookingRow } from "~/features/booking/schedule.server.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { balanceOf, decideInvoice, type Balance } from "./invoice-machine.ts";
import { invoiceMessage, type InvoiceForMessage } from "./invoice-messages.ts";

// The owner's invoice for a booking's balance (issue 25, point 5): made and
// sent from the booking's lead page once the job is done, or marked paid in
// person. Every change of its status is the invoice machine's decision,
// written with its audit entry in one transaction.

export type InvoiceRow = typeof invoices.$inferSelect;

/** The deposit counts toward the balance when it was paid and kept (never once refunded). */
async function depositCredited(db: Db | Tx, booking: Pick<BookingRow, "orderId" | "depositRefunded">) {
  if (!booking.orderId || booking.depositRefunded) return false;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, booking.orderId));
  return order?.status === "paid" || order?.status === "fulfilled";
}

/** The booking's balance at `priceCents` (its estimate, or the owner's amount for a job priced at the visit). */
export async function balanceOfBooking(db: Db | Tx, booking: BookingRow, priceCents: number): Promise<Balance> {
  return balanceOf({
    priceCents,
    offerPercent: booking.offerPercent,
    depositCents: booking.depositCents,
    depositCredited: await depositCredited(db, booking),
  });
}

/** The booking's invoice that is not void, if any. */
export async function liveInvoiceOf(db: Db | Tx, bookingId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), ne(invoices.status, "void")))
    .orderBy(desc(invoices.sentAt))
    .limit(1);
  return row;
}

/** Where the customer pays: their booking's page, at its balance. */
export async function payUrlOf(db: Db | Tx, booking: Pick<BookingRow, "id" | "manageNonce">): Promise<string> {
  return `${manageUrlOf(await manageTokenOf(db, booking))}#balance`;
}

export function messageInvoiceOf(invoice: InvoiceRow, booking: BookingRow): InvoiceForMessage {
  return {
    id: invoice.id,
    customerName: booking.customerName,
    summary: booking.summary,
    description: invoice.description,
    offerPercent: booking.offerPercent,
    priceCents: invoice.priceCents,
    offerCents: invoice.offerCents,
    depositCents: invoice.depositCents,
    owedCents: invoice.amountCents,
  };
}

export type SendInvoiceResult =
  { kind: "sent"; invoice: InvoiceRow } | { kind: "refused"; status: number; message: string; field?: "amount" };

/**
 * Makes the booking's invoice and sends it (email with the sums and the pay
 * link, a text with the link, as the customer chose). A job priced at the
 * visit needs the owner's amount; a booking with a price uses it (an amount
 * given then is refused, so the sums never disagree with the estimate).
 */
export async function sendInvoice(
  db: Db,
  user: ConsoleUser,
  bookingId: string,
  input: { amountCents?: number; description?: string },
  now = new Date(),
): Promise<SendInvoiceResult> {
  return db.transaction(async (tx): Promise<SendInvoiceResult> => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return { kind: "refused", status: 404, message: "There is no such booking." };
    if (booking.status !== "completed")
      return { kind: "refused", status: 409, message: "Mark the job completed before sending its invoice." };
    if (await liveInvoiceOf(tx, booking.id))
      return { kind: "refused", status: 409, message: "This booking already has an invoice." };
    const price = booking.priceCents ?? input.amountCents;
    if (price === undefined)
      return { kind: "refused", status: 400, message: "Enter the job's price.", field: "amount" };
    const balance = await balanceOfBooking(tx, booking, price);
    if (balance.owedCents <= 0)
      return {
        kind: "refused",
        status: 409,
        message: `Nothing is owed: the deposit and offer cover the ${dollars(price)} price.`,
        field: booking.priceCents === null ? "amount" : undefined,
      };
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id: `inv_${randomUUID().replace(/-/g, "").slice(0, 20)}`,
        bookingId: booking.id,
        status: "sent",
        priceCents: balance.priceCents,
        offerCents: balance.offerCents,
        depositCents: balance.depositCents,
        amountCents: balance.owedCents,
        description: input.description?.trim() ?? "",
        createdBy: user.name,
        sentAt: now,
        updatedAt: now,
      })
      .returning();
    const message = invoiceMessage(messageInvoiceOf(invoice!, booking), await payUrlOf(tx, booking));
    await sendToCustomer(tx, booking, { key: `invoice:${invoice!.id}`, ...message, emailAlways: true }, now);
    await recordAudit(tx, {
      actor: user,
      action: "invoice.send",
      entity: "booking",
      entityId: booking.id,
      after: { invoice: invoice!.id, ...balance },
    });
    return { kind: "sent", invoice: invoice! };
  });
}

export type PaidInPersonResult =
  { kind: "recorded"; invoice: InvoiceRow } | { kind: "refused"; status: number; message: string };

/** The owner took the balance in person (cash or card): the invoice is paid, and no reminder goes after it. */
export async function recordPaidInPerson(
  db: Db,
  user: ConsoleUser,
  bookingId: string,
  input: { amountCents: number; method: "cash" | "card"; note: string },
  now = new Date(),
): Promise<PaidInPersonResult> {
  return db.transaction(async (tx): Promise<PaidInPersonResult> => {
    const live = await liveInvoiceOf(tx, bookingId);
    if (!live) return { kind: "refused", status: 404, message: "This booking has no invoice to mark paid." };
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, live.id)).for("update");
    const transition = decideInvoice(invoice!, { type: "pay-in-person" });
    if (transition.kind !== "change")
      return { kind: "refused", status: 409, message: "This invoice is no longer unpaid." };
    const [updated] = await tx
      .update(invoices)
      .set({
        status: transition.to,
        paidMethod: input.method,
        paidCents: input.amountCents,
        paidNote: input.note.trim(),
        paidAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, invoice!.id))
      .returning();
    await recordTimeline(tx, bookingId, {
      kind: "balance_paid",
      actor: user.name,
      now,
      detail: `${dollars(input.amountCents)} in person (${input.method})`,
    });
    await recordAudit(tx, {
      actor: user,
      action: "invoice.paid-in-person",
      entity: "booking",
      entityId: bookingId,
      before: { invoice: invoice!.id, status: invoice!.status },
      after: { status: transition.to, amountCents: input.amountCents, method: input.method, note: input.note },
    });
    return { kind: "recorded", invoice: updated! };
  });
}

export type VoidInvoiceResult =
  { kind: "voided"; invoice: InvoiceRow } | { kind: "refused"; status: number; message: string };

/**
 * The owner withdraws an unpaid invoice (sent by mistake, or for the wrong
 * sum): it is void, so no reminder follows it, the customer's page owes
 * nothing and its Pay button goes, and a new invoice may be sent. A paid
 * invoice is never voided (its money is refunded instead).
 */
export async function voidInvoice(
  db: Db,
  user: ConsoleUser,
  bookingId: string,
  now = new Date(),
): Promise<VoidInvoiceResult> {
  return db.transaction(async (tx): Promise<VoidInvoiceResult> => {
    const live = await liveInvoiceOf(tx, bookingId);
    if (!live) return { kind: "refused", status: 404, message: "This booking has no invoice to void." };
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, live.id)).for("update");
    const transition = decideInvoice(invoice!, { type: "void" });
    if (transition.kind !== "change")
      return {
        kind: "refused",
        status: 409,
        message:
          invoice!.status === "paid"
            ? "This invoice is paid online and cannot be voided: refund the payment instead."
            : `This invoice is ${invoice!.status === "paid_in_person" ? "paid in person" : invoice!.status} and cannot be voided.`,
      };
    const [updated] = await tx
      .update(invoices)
      .set({ status: transition.to, updatedAt: now })
      .where(eq(invoices.id, invoice!.id))
      .returning();
    await recordAudit(tx, {
      actor: user,
      action: "invoice.void",
      entity: "booking",
      entityId: bookingId,
      before: { invoice: invoice!.id, status: invoice!.status, amountCents: invoice!.amountCents },
      after: { status: transition.to },
    });
    return { kind: "voided", invoice: updated! };
  });
}
