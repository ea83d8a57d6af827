import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Online bookings (issue 15): one row per crew visit, held while the visitor
// pays the deposit, confirmed on payment. Two active (held or confirmed)
// bookings of one crew never overlap: an exclusion constraint says so in the
// database (drizzle/0006_booking_no_overlap.sql, written by hand because
// Drizzle cannot express it), and app/features/booking/bookings.server.ts
// re-checks under a lock so a loser gets an answer, not an error.

// The statuses and what moves a booking between them: app/features/booking/booking-machine.ts.
export const BOOKING_STATUSES = ["held", "confirmed", "completed", "no_show", "cancelled", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    status: text("status").$type<BookingStatus>().notNull(),
    crew: integer("crew").notNull(),
    /** The crew leaves the home town, and is back: the interval the crew is taken. */
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    /** The time the customer is given. */
    arrivesAt: timestamp("arrives_at", { withTimezone: true }).notNull(),
    jobEndsAt: timestamp("job_ends_at", { withTimezone: true }).notNull(),
    areaSlug: text("area_slug").notNull(),
    address: text("address").notNull(),
    customerName: text("customer_name").notNull(),
    /** E.164, e.g. +18505550142. */
    customerPhone: text("customer_phone").notNull(),
    customerEmail: text("customer_email").notNull(),
    /** The choice as URL parameters (choice.ts choiceToSearchParams), re-read and re-priced at every step. */
    choiceParams: text("choice_params").notNull(),
    summary: text("summary").notNull(),
    /** The job's price as estimated when booked; null for a home or business (priced after the look). */
    priceCents: integer("price_cents"),
    depositCents: integer("deposit_cents").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    travelMinutes: integer("travel_minutes").notNull(),
    medicalExemption: boolean("medical_exemption").notNull().default(false),
    /** How the customer wants to hear from us (features/customer-messages): email, texts, or both. */
    contactByEmail: boolean("contact_by_email").notNull().default(true),
    contactByText: boolean("contact_by_text").notNull().default(false),
    /** When the customer ticked the explicit consent to texts (required for contact_by_text). */
    textConsentAt: timestamp("text_consent_at", { withTimezone: true }),
    /** The welcome offer's percent when the customer asked for it on a first booking (features/booking/welcome-offer.ts); null: none. */
    offerPercent: integer("offer_percent"),
    /** The deposit's order (app/features/checkout). */
    orderId: text("order_id"),
    /** A random nonce; the manage link's token is derived from it under the site's key, and only its hash is kept. */
    manageNonce: text("manage_nonce").notNull(),
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** Who held it (their address, an IPv6 one by its /64): one visitor cannot hold every slot. */
    clientKey: text("client_key"),
    /** Something the owner must look at (a deposit paid after the slot was gone, a refund that failed). */
    ownerFlag: text("owner_flag"),
    depositRefunded: boolean("deposit_refunded").notNull().default(false),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the customer confirmed the appointment by replying "C" to a text (features/texts). */
    customerConfirmedAt: timestamp("customer_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_status_start_idx").on(t.status, t.startAt),
    index("bookings_order_idx").on(t.orderId),
    index("bookings_created_idx").on(t.createdAt),
    check("bookings_status", sql`${t.status} in ('held', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired')`),
    check("bookings_interval", sql`${t.startAt} < ${t.endAt}`),
    check("bookings_crew", sql`${t.crew} >= 1`),
  ],
);

/**
 * Days off and blocked hours the owner sets in the console (/admin/bookings),
 * read by the slot search together with app/config/booking.ts's. One date or
 * one weekday (every week); from..to local times, or the whole day when both
 * are null; every crew, or one.
 */
export const bookingBlocks = pgTable(
  "booking_blocks",
  {
    id: serial("id").primaryKey(),
    /** "2026-12-25", in the business's time zone. */
    date: text("date"),
    /** "Monday".."Sunday". */
    weekday: text("weekday"),
    /** "12:00"; null with toTime null: the whole day. */
    fromTime: text("from_time"),
    toTime: text("to_time"),
    crew: integer("crew"),
    reason: text("reason").notNull().default(""),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_blocks_day", sql`(${t.date} is null) <> (${t.weekday} is null)`),
    check("booking_blocks_hours", sql`(${t.fromTime} is null) = (${t.toTime} is null)`),
  ],
);

/**
 * A booking's timeline: one row per change (held, paid, moved, cancelled,
 * refunded, abandoned at payment, completed, no-show), written in the change's
 * transaction by the booking machine's callers; the console's lead shows it.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: serial("id").primaryKey(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** booking-machine.ts TimelineKind. */
    kind: text("kind").notNull(),
    /** What the owner reads beside it ("from Tuesday, June 2 at 9:00 AM", "deposit kept"). */
    detail: text("detail").notNull().default(""),
    /** "customer", "owner" (a console user's name), "payment" or "system". */
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.at)],
);

/**
 * Phone numbers that replied STOP (or UNSUBSCRIBE, CANCEL, END, QUIT, STOPALL)
 * to a text: nothing more is texted to them until they reply START or UNSTOP
 * (features/texts). E.164, e.g. +18505550142.
 */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  /** The word they replied. */
  keyword: text("keyword").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
