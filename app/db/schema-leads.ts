import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

// The owner's console (issue 13): what the owner did with each lead. A lead is
// a row of one of several sources (the quote form's quote_requests, the
// assistant's chat_quote_requests, later bookings); its state is kept here,
// keyed by (source, source id), so a new source adds no column anywhere. A
// lead without a row is new and unread.

export const leadStates = pgTable(
  "lead_states",
  {
    /** "quote" (quote_requests), "chat" (chat_quote_requests); later "booking". */
    source: text("source").notNull(),
    /** The source row's id, as text (sources may use integer or text ids). */
    sourceId: text("source_id").notNull(),
    status: text("status").notNull().default("new"),
    readAt: timestamp("read_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.sourceId] }),
    index("lead_states_status_idx").on(t.status),
    // The statuses of features/admin-leads/schema.ts (its tests write each one).
    check("lead_states_status", sql`${t.status} in ('new', 'contacted', 'quoted', 'booked', 'won', 'lost')`),
  ],
);

/** The owner's notes on a lead, oldest first. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    body: text("body").notNull(),
    /** The console user who wrote it (id and name as they were then). */
    authorId: text("author_id").notNull(),
    authorName: text("author_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.source, t.sourceId, t.createdAt)],
);
