import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookings } from "./schema-booking.ts";

// The balance of a booking (issue 25, point 5): the invoice the owner sends
// once the job is done, for the job's price less the welcome offer and the
// deposit paid. Its status changes only through
// app/features/balance/invoice-machine.ts; the money of an online payment is
// an order of checkout's (its line names the invoice).

export const INVOICE_STATUSES = ["sent", "paid", "paid_in_person", "refunded", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    status: text("status").$type<InvoiceStatus>().notNull(),
    /** The job's price: the booking's estimate, or what the owner entered for a home or business. */
    priceCents: integer("price_cents").notNull(),
    /** The welcome offer taken off the price (0 when none). */
    offerCents: integer("offer_cents").notNull(),
    /** The deposit credited (0 when none was paid or it was refunded). */
    depositCents: integer("deposit_cents").notNull(),
    /** What is owed: price - offer - deposit, above zero. */
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull().default(""),
    /** The order that paid it online (checkout), when it was. */
    orderId: text("order_id"),
    /** online | cash | card */
    paidMethod: text("paid_method"),
    paidCents: integer("paid_cents"),
    paidNote: text("paid_note"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** How many of the reminders (customer-messages.ts invoiceReminderDays) were queued. */
    remindersSent: integer("reminders_sent").notNull().default(0),
    createdBy: text("created_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live invoice per booking; a void one may be followed by another.
    uniqueIndex("invoices_booking_live_idx")
      .on(t.bookingId)
      .where(sql`${t.status} <> 'void'`),
    index("invoices_status_sent_idx").on(t.status, t.sentAt),
    check("invoices_status", sql`${t.status} in ('sent', 'paid', 'paid_in_person', 'refunded', 'void')`),
    check("invoices_amount", sql`${t.amountCents} > 0`),
  ],
);
