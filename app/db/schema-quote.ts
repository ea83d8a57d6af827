import { sql } from "drizzle-orm";
import { chatQuoteRequests } from "./schema-chat.ts";
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

// Quote requests (issue 5, DECISIONS.md "Quote/contact form") and the outbox
// that notifies the owner of each one, and of each chat lead (docs/decisions/008).

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    /** E.164, e.g. +18505550142. */
    phone: text("phone"),
    email: text("email"),
    preferredContact: text("preferred_contact").notNull(),
    service: text("service").notNull(),
    vehicleYear: smallint("vehicle_year"),
    vehicleMake: text("vehicle_make"),
    vehicleModel: text("vehicle_model"),
    vehicleBody: text("vehicle_body"),
    propertyType: text("property_type"),
    windowCount: text("window_count"),
    /** What the visitor typed: a town or a zip code. */
    location: text("location").notNull(),
    /** Slugs of the service areas the location matched (none: outside or unknown). */
    serviceAreas: text("service_areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    message: text("message").notNull().default(""),
    welcomeOffer: boolean("welcome_offer").notNull().default(false),
  },
  (t) => [index("quote_requests_created_idx").on(t.createdAt)],
);

/** A file sent with a message: text content, or base64 with `encoding` (a PDF). */
export type OutboxAttachment = { filename: string; contentType: string; content: string; encoding?: "base64" };
/** How a message travels: an email (SMTP) or a text (the SMS provider). */
export const OUTBOX_CHANNELS = ["email", "sms"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    quoteRequestId: integer("quote_request_id").references(() => quoteRequests.id, { onDelete: "cascade" }),
    /** The chat lead this message notifies the owner of. */
    chatQuoteRequestId: integer("chat_quote_request_id").references(() => chatQuoteRequests.id, {
      onDelete: "cascade",
    }),
    /** email: to_address is an address; sms: an E.164 number, and subject and html are empty. */
    channel: text("channel").$type<OutboxChannel>().notNull().default("email"),
    /** A customer message's identity (features/customer-messages): one row per key ever, so nothing is sent twice. */
    dedupeKey: text("dedupe_key").unique(),
    /** The booking a customer message is about. */
    bookingId: text("booking_id"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Files sent with the message (a booking's .ics); text content only. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** pending: waiting for delivery (or for SMTP_URL); sent; failed: gave up after the last retry; skipped: a text to a number that opted out. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A server that claimed the message owns it until then (several servers may share the database). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    // The console shows each lead's notification (admin-leads).
    index("outbox_messages_quote_idx").on(t.quoteRequestId),
    index("outbox_messages_chat_quote_idx").on(t.chatQuoteRequestId),
    check("outbox_messages_status", sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    check("outbox_messages_channel", sql`${t.channel} in ('email', 'sms')`),
    index("outbox_messages_booking_idx").on(t.bookingId),
  ],
);

/** Secrets the servers sharing this database agree on (the quote form's token key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Quote form tokens already used (form-token.server.ts): a token is good for
 * one request, across every server sharing this database. A row is kept until
 * its token would have expired anyway.
 */
export const formTokenUses = pgTable(
  "form_token_uses",
  {
    tokenId: text("token_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("form_token_uses_expires_idx").on(t.expiresAt)],
);
