import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The Elite AI Assistant's records: every conversation (its transcript and one
// row per reply with the engine and timing) and the quote requests taken in
// the chat. Apart from the quote form's tables, so the two never collide.

export type StoredChatMessage = { role: "user" | "assistant"; content: string };

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: text("id").primaryKey(),
    /** The whole transcript as of the latest reply. */
    messages: jsonb("messages").$type<StoredChatMessage[]>().notNull().default([]),
    turnCount: integer("turn_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_conversations_updated_idx").on(t.updatedAt)],
);

export const chatTurns = pgTable(
  "chat_turns",
  {
    id: serial("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** The visitor's message answered (empty for the opening greeting). */
    question: text("question").notNull(),
    reply: text("reply").notNull(),
    /** "offline" or "llm": the engine whose reply was sent. */
    engine: text("engine").notNull(),
    /** Why a configured LLM was not used for this reply (timeout, provider-error, rejected: …). */
    fallbackReason: text("fallback_reason"),
    durationMs: integer("duration_ms").notNull(),
    /** The engine could not ground an answer ("I'm not sure …", phone and quote form): for the owner to follow up. */
    unanswered: boolean("unanswered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_turns_conversation_idx").on(t.conversationId)],
);

export const chatQuoteRequests = pgTable(
  "chat_quote_requests",
  {
    id: serial("id").primaryKey(),
    conversationId: text("conversation_id").references(() => chatConversations.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** The request in the visitor's own words (the message that asked for it). */
    details: text("details").notNull().default(""),
    /** The quote form's service value (automotive, residential, commercial, ppf), when the chat named one. */
    service: text("service"),
    /** "2019 Chevrolet Tahoe", or the kind of vehicle. */
    vehicle: text("vehicle"),
    /** The town, neighbourhood or zip code named. */
    location: text("location"),
    /** Slugs of the service areas the location is in. */
    serviceAreas: text("service_areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** How many messages the visitor had sent when the request was taken: a request sent again is kept once. */
    userTurn: integer("user_turn"),
    /** "offline" or "llm": which engine took the request. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The console lists leads newest first (admin-leads).
    index("chat_quote_requests_created_idx").on(t.createdAt),
    uniqueIndex("chat_quote_requests_turn_idx").on(t.conversationId, t.userTurn),
  ],
);
