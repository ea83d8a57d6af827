import { desc, eq, inArray, sql } from "drizzle-orm";
// Relative imports: the owner's script (scripts/chat-log.ts) runs this file directly on Node.
import type { Db } from "../../db/client.server.ts";
import { chatConversations, chatQuoteRequests, chatTurns } from "../../db/schema.ts";
import type { ChatMessage } from "./schema.ts";

// Every conversation is kept so the owner can read it later: the transcript
// as of the latest reply, one row per reply (engine, timing) and the quote
// requests the chat took (chat-leads.server.ts).

export type Engine = "offline" | "llm";

export type TurnRecord = {
  conversationId: string;
  messages: readonly ChatMessage[];
  reply: string;
  engine: Engine;
  fallbackReason: string | null;
  durationMs: number;
  /** The engine could not ground an answer: the owner sees the turn marked. */
  unanswered?: boolean;
};

async function ensureConversation(db: Db, id: string) {
  await db.insert(chatConversations).values({ id }).onConflictDoNothing();
}

/** Stores one reply and the conversation's transcript up to it. */
export async function saveTurn(db: Db, turn: TurnRecord): Promise<void> {
  const transcript = [...turn.messages, { role: "assistant" as const, content: turn.reply }];
  const now = new Date();
  await db
    .insert(chatConversations)
    .values({ id: turn.conversationId, messages: transcript, turnCount: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: chatConversations.id,
      set: { messages: transcript, turnCount: sql`${chatConversations.turnCount} + 1`, updatedAt: now },
    });
  const question = [...turn.messages].reverse().find((m) => m.role === "user")?.content ?? "";
  await db.insert(chatTurns).values({
    conversationId: turn.conversationId,
    question: turn.messages.length ? question : "",
    reply: turn.reply,
    engine: turn.engine,
    fallbackReason: turn.fallbackReason,
    durationMs: Math.max(0, Math.round(turn.durationMs)),
    unanswered: turn.unanswered === true,
  });
}

/**
 * A quote request kept with its conversation, as it is: no owner email (the
 * chat takes its leads with takeChatLead, chat-leads.server.ts, which sends it).
 */
export async function createChatQuoteRequest(
  db: Db,
  request: { conversationId: string; name: string; phone: string; details: string; source: Engine },
): Promise<void> {
  await ensureConversation(db, request.conversationId);
  await db.insert(chatQuoteRequests).values(request);
}

/** The latest conversations with their replies and quote requests, newest first (for the owner). */
export async function listConversations(db: Db, { limit = 20 }: { limit?: number } = {}) {
  const conversations = await db
    .select()
    .from(chatConversations)
    .orderBy(desc(chatConversations.updatedAt))
    .limit(limit);
  if (conversations.length === 0) return [];
  const ids = conversations.map((c) => c.id);
  const [turns, quotes] = await Promise.all([
    db.select().from(chatTurns).where(inArray(chatTurns.conversationId, ids)).orderBy(chatTurns.id),
    db
      .select()
      .from(chatQuoteRequests)
      .where(inArray(chatQuoteRequests.conversationId, ids))
      .orderBy(chatQuoteRequests.id),
  ]);
  return conversations.map((c) => ({
    ...c,
    turns: turns.filter((t) => t.conversationId === c.id),
    quoteRequests: quotes.filter((q) => q.conversationId === c.id),
  }));
}

export async function getConversation(db: Db, id: string) {
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return conversation;
}
