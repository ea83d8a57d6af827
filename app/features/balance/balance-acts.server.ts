import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { bookings, invoices } from "~/db/schema.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import { invoiceStatusLabel, type Balance, type InvoiceStatus } from "./invoice-machine.ts";
import { invoiceNumberOf } from "./invoice-messages.ts";
import { balanceOfBooking, liveInvoiceOf, recordPaidInPerson, sendInvoice, voidInvoice } from "./invoices.server.ts";
import { invoiceActSchema, type InvoiceActAnswer, type InvoiceIntent } from "./schema.ts";

// The balance on a booking's lead page (issue 25, point 5): what the loader
// shows (the sums, the invoice and how it was paid) and the owner's two acts,
// answered as the lead page's action data like the booking's own acts.

export type BalanceView = {
  bookingId: string;
  bookingStatus: string;
  offerPercent: number | null;
  /** The sums as they would be invoiced now; null for a job priced at the visit (the owner enters it). */
  proposed: Balance | null;
  /** The deposit that would be credited (for the sums shown beside the amount field). */
  depositCredited: number;
  invoice: null | {
    id: string;
    number: string;
    status: InvoiceStatus;
    statusLabel: string;
    description: string;
    priceCents: number;
    offerCents: number;
    depositCents: number;
    owedCents: number;
    sentAt: string;
    paid: null | { method: string; cents: number; at: string; note: string; orderId: string | null };
  };
};

export async function balanceViewOf(db: Db, bookingId: string): Promise<BalanceView | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const invoice = await liveInvoiceOf(db, booking.id);
  const zero = await balanceOfBooking(db, booking, 0);
  return {
    bookingId: booking.id,
    bookingStatus: booking.status,
    offerPercent: booking.offerPercent,
    proposed: booking.priceCents === null ? null : await balanceOfBooking(db, booking, booking.priceCents),
    depositCredited: zero.depositCents,
    invoice: invoice
      ? {
          id: invoice.id,
          number: invoiceNumberOf(invoice.id),
          status: invoice.status,
          statusLabel: invoiceStatusLabel[invoice.status],
          description: invoice.description,
          priceCents: invoice.priceCents,
          offerCents: invoice.offerCents,
          depositCents: invoice.depositCents,
          owedCents: invoice.amountCents,
          sentAt: invoice.sentAt.toISOString(),
          paid:
            invoice.paidAt && invoice.paidMethod
              ? {
                  method: invoice.paidMethod,
                  cents: invoice.paidCents ?? invoice.amountCents,
                  at: invoice.paidAt.toISOString(),
                  note: invoice.paidNote ?? "",
                  orderId: invoice.orderId,
                }
              : null,
        }
      : null,
  };
}

/** The owner's act on the booking's balance; staff get 403; bad input its message beside the field (400). */
export async function runInvoiceAct(
  db: Db,
  user: ConsoleUser,
  intent: InvoiceIntent,
  form: FormData,
  bookingId: string,
  now = new Date(),
) {
  const submission = parseWithZod(form, { schema: invoiceActSchema });
  const answer = (status: number, result: SubmissionResult<string[]>, ok?: string) =>
    data<InvoiceActAnswer>({ intent, result, ...(ok ? { ok } : {}) }, { status });
  const refused = (status: number, message: string, field?: string) =>
    answer(status, submission.reply(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] }));
  if (user.role !== "owner") return refused(403, "Only the owner can invoice a booking.");
  if (submission.status !== "success") return answer(400, submission.reply());
  const act = submission.value;
  if (act.intent === "invoice-send") {
    const r = await sendInvoice(db, user, bookingId, { amountCents: act.amount, description: act.description }, now);
    if (r.kind === "refused") return refused(r.status, r.message, r.field);
    return answer(200, submission.reply({ resetForm: true }), `Invoice sent: ${dollars(r.invoice.amountCents)} owed.`);
  }
  if (act.intent === "invoice-void") {
    const r = await voidInvoice(db, user, bookingId, now);
    if (r.kind === "refused") return refused(r.status, r.message);
    return answer(
      200,
      submission.reply({ resetForm: true }),
      `Invoice ${invoiceNumberOf(r.invoice.id)} is void: nothing is owed on it and no reminder will follow.`,
    );
  }
  const r = await recordPaidInPerson(
    db,
    user,
    bookingId,
    { amountCents: act.amount, method: act.method, note: act.note },
    now,
  );
  if (r.kind === "refused") return refused(r.status, r.message);
  return answer(200, submission.reply({ resetForm: true }), `Recorded: ${dollars(act.amount)} paid by ${act.method}.`);
}

/** The unpaid invoices, newest first, with their total: the console's list of what is owed. */
export async function listUnpaidInvoices(db: Db) {
  const rows = await db
    .select({
      id: invoices.id,
      bookingId: invoices.bookingId,
      owedCents: invoices.amountCents,
      sentAt: invoices.sentAt,
      remindersSent: invoices.remindersSent,
      customerName: bookings.customerName,
      summary: bookings.summary,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(invoices.status, "sent"))
    .orderBy(invoices.sentAt);
  return {
    rows: rows.map((r) => ({ ...r, number: invoiceNumberOf(r.id), sentAt: r.sentAt.toISOString() })),
    totalCents: rows.reduce((sum, r) => sum + r.owedCents, 0),
  };
}
