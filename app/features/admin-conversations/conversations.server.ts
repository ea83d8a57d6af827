import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { chatConversations, chatQuoteRequests, chatTurns, type StoredChatMessage } from "~/db/schema.ts";
import { CONVERSATION_PAGE_SIZE, type ConversationFilters } from "./schema.ts";

// The assistant's conversations for the owner's console (issue 13): a
// searchable list, one transcript, and the questions it could not answer
// (chat_turns.unanswered), grouped so the most asked come first: what to add
// to the site.

export type ConversationRow = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  turnCount: number;
  /** The visitor's first question (the opening greeting has none). */
  firstQuestion: string;
  unanswered: number;
  quoteRequests: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

type RawConversation = {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
  turn_count: number;
  first_question: string | null;
  total: number | string;
};

export type ConversationPage = { conversations: ConversationRow[]; total: number; page: number; pageCount: number };

/**
 * A page of conversations, latest first. A search matches the visitor's
 * questions, the assistant's replies, a name or phone left in the chat, or
 * the conversation's id.
 */
export async function listConversations(db: Db, filters: ConversationFilters): Promise<ConversationPage> {
  const q = filters.q;
  let condition = sql``;
  if (q) {
    const like = `%${escapeLike(q)}%`;
    condition = sql`where c.id = ${q}
      or exists (select 1 from chat_turns t where t.conversation_id = c.id and (t.question ilike ${like} or t.reply ilike ${like}))
      or exists (select 1 from chat_quote_requests r where r.conversation_id = c.id and (r.name ilike ${like} or r.phone ilike ${like}))`;
  }
  const offset = (filters.page - 1) * CONVERSATION_PAGE_SIZE;
  const result = await db.execute<RawConversation>(sql`
    select p.id, p.created_at, p.updated_at, p.turn_count, p.total,
      (select t.question from chat_turns t where t.conversation_id = p.id and t.question <> '' order by t.id limit 1)
        as first_question
    from (
      select c.id, c.created_at, c.updated_at, c.turn_count, count(*) over () as total
      from chat_conversations c ${condition}
      order by c.updated_at desc, c.id limit ${CONVERSATION_PAGE_SIZE} offset ${offset}
    ) p
    order by p.updated_at desc, p.id`);
  const rows = result.rows;
  const ids = rows.map((r) => r.id);
  const [unanswered, quotes] = ids.length
    ? await Promise.all([
        db
          .select({ id: chatTurns.conversationId, n: sql<number>`count(*)::int` })
          .from(chatTurns)
          .where(and(inArray(chatTurns.conversationId, ids), eq(chatTurns.unanswered, true)))
          .groupBy(chatTurns.conversationId),
        db
          .select({ id: chatQuoteRequests.conversationId, n: sql<number>`count(*)::int` })
          .from(chatQuoteRequests)
          .where(inArray(chatQuoteRequests.conversationId, ids))
          .groupBy(chatQuoteRequests.conversationId),
      ])
    : [[], []];
  const countOf = (list: { id: string | null; n: number }[], id: string) => list.find((x) => x.id === id)?.n ?? 0;
  const total = rows.length ? Number(rows[0]!.total) : 0;
  return {
    conversations: rows.map((r) => ({
      id: r.id,
      createdAt: toDate(r.created_at),
      updatedAt: toDate(r.updated_at),
      turnCount: Number(r.turn_count),
      firstQuestion: r.first_question ?? "",
      unanswered: countOf(unanswered, r.id),
      quoteRequests: countOf(quotes, r.id),
    })),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / CONVERSATION_PAGE_SIZE)),
  };
}

export type Transcript = {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  messages: StoredChatMessage[];
  turns: {
    id: number;
    question: string;
    reply: string;
    engine: string;
    fallbackReason: string | null;
    unanswered: boolean;
    durationMs: number;
    createdAt: Date;
  }[];
  /** Name and phone left in the chat: each is a lead (/admin/leads/chat/:id). */
  quoteRequests: { id: number; name: string; phone: string; details: string; createdAt: Date }[];
};

/** One conversation with each reply and the quote requests taken in it; null when there is none. */
export async function getTranscript(db: Db, id: string): Promise<Transcript | null> {
  if (id.length > 200) return null;
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!conversation) return null;
  const [turns, quotes] = await Promise.all([
    db
      .select({
        id: chatTurns.id,
        question: chatTurns.question,
        reply: chatTurns.reply,
        engine: chatTurns.engine,
        fallbackReason: chatTurns.fallbackReason,
        unanswered: chatTurns.unanswered,
        durationMs: chatTurns.durationMs,
        createdAt: chatTurns.createdAt,
      })
      .from(chatTurns)
      .where(eq(chatTurns.conversationId, id))
      .orderBy(asc(chatTurns.id)),
    db
      .select({
        id: chatQuoteRequests.id,
        name: chatQuoteRequests.name,
        phone: chatQuoteRequests.phone,
        details: chatQuoteRequests.details,
        createdAt: chatQuoteRequests.createdAt,
      })
      .from(chatQuoteRequests)
      .where(eq(chatQuoteRequests.conversationId, id))
      .orderBy(asc(chatQuoteRequests.id)),
  ]);
  return {
    id: conversation.id,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    messages: conversation.messages,
    turns,
    quoteRequests: quotes,
  };
}

export type UnansweredQuestion = {
  /** The latest wording of the question. */
  question: string;
  count: number;
  lastAskedAt: Date;
  /** The conversation it was last asked in. */
  conversationId: string;
};

/**
 * The questions the assistant could not answer, the same question (case,
 * spacing and closing punctuation aside) counted once, most asked first;
 * those the owner has answered in the FAQ ("Answer this") are left out.
 */
export async function listUnansweredQuestions(db: Db, { limit = 100 }: { limit?: number } = {}) {
  const result = await db.execute<{
    question: string;
    n: number | string;
    last_at: Date | string;
    conversation_id: string;
  }>(sql`
    select (array_agg(t.question order by t.id desc))[1] as question, count(*) as n, max(t.created_at) as last_at,
      (array_agg(t.conversation_id order by t.id desc))[1] as conversation_id
    from chat_turns t
    where t.unanswered and t.question <> ''
      and not exists (
        select 1 from faqs f
        where f.asked_as is not null and not f.hidden
          and lower(regexp_replace(regexp_replace(btrim(f.asked_as), '[\\s?.!]+$', ''), '\\s+', ' ', 'g'))
            = lower(regexp_replace(regexp_replace(btrim(t.question), '[\\s?.!]+$', ''), '\\s+', ' ', 'g')))
    group by lower(regexp_replace(regexp_replace(btrim(t.question), '[\\s?.!]+$', ''), '\\s+', ' ', 'g'))
    order by n desc, last_at desc
    limit ${limit}`);
  return result.rows.map((r): UnansweredQuestion => ({
    question: r.question,
    count: Number(r.n),
    lastAskedAt: toDate(r.last_at),
    conversationId: r.conversation_id,
  }));
}
