import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { chatConversations, chatTurns } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createChatQuoteRequest, saveTurn } from "~/features/chat/conversations.server.ts";
import type { ChatMessage } from "~/features/chat/schema.ts";
import { getTranscript, listConversations, listUnansweredQuestions } from "./conversations.server.ts";
import { conversationFiltersSchema, readConversationFilters } from "./schema.ts";

let handle: DbHandle;
let db: Db;
const T0 = Date.UTC(2026, 5, 1, 15, 0, 0);
let clock = 0;

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(() => handle.close());
beforeEach(async () => {
  await db.delete(chatConversations);
  clock = 0;
});

/** A conversation of these questions, each answered; `unanswered` marks the questions the assistant could not ground. */
async function conversation(id: string, questions: string[], unanswered: string[] = []) {
  const messages: ChatMessage[] = [];
  for (const question of questions) {
    messages.push({ role: "user", content: question });
    const reply = unanswered.includes(question) ? "I'm not sure, please call us." : `About ${question}: yes.`;
    await saveTurn(db, { conversationId: id, messages, reply, engine: "offline", fallbackReason: null, durationMs: 3 });
    messages.push({ role: "assistant", content: reply });
    if (unanswered.includes(question)) {
      const [last] = await db
        .select({ id: chatTurns.id })
        .from(chatTurns)
        .where(eq(chatTurns.conversationId, id))
        .orderBy(desc(chatTurns.id))
        .limit(1);
      await db.update(chatTurns).set({ unanswered: true }).where(eq(chatTurns.id, last!.id));
    }
  }
  await db
    .update(chatConversations)
    .set({ updatedAt: new Date(T0 + ++clock * 60_000) })
    .where(eq(chatConversations.id, id));
}

const page = (f: object = {}) => listConversations(db, conversationFiltersSchema.parse(f));

describe(`the assistant's conversations in the console (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("lists conversations latest first with the first question, unanswered and quote counts", async () => {
    await conversation("c-old", ["Do you tint boats?", "What are your hours?"], ["Do you tint boats?"]);
    await conversation("c-new", ["How much is ceramic tint?"]);
    await createChatQuoteRequest(db, {
      conversationId: "c-new",
      name: "Ria",
      phone: "(850) 555-0101",
      details: "",
      source: "offline",
    });
    const { conversations, total } = await page();
    expect(total).toBe(2);
    expect(conversations.map((c) => [c.id, c.firstQuestion, c.turnCount, c.unanswered, c.quoteRequests])).toEqual([
      ["c-new", "How much is ceramic tint?", 1, 0, 1],
      ["c-old", "Do you tint boats?", 2, 1, 0],
    ]);
  });

  it("searches questions, replies, names and phones left in the chat, and the id; 50 a page", async () => {
    await conversation("c-boat", ["Do you tint boats?"]);
    await conversation("c-hours", ["When are you open?"]);
    await createChatQuoteRequest(db, {
      conversationId: "c-hours",
      name: "Quinn Lee",
      phone: "(251) 555-0133",
      details: "",
      source: "offline",
    });
    const ids = async (q: string) => (await page({ q })).conversations.map((c) => c.id);
    expect(await ids("BOATS")).toEqual(["c-boat"]);
    expect(await ids("about when")).toEqual(["c-hours"]);
    expect(await ids("quinn")).toEqual(["c-hours"]);
    expect(await ids("555-0133")).toEqual(["c-hours"]);
    expect(await ids("c-boat")).toEqual(["c-boat"]);
    expect(await ids("%")).toEqual([]);

    for (let i = 0; i < 51; i++) await conversation(`bulk-${i}`, ["hi"]);
    const first = await page();
    expect(first.conversations).toHaveLength(50);
    expect(first).toMatchObject({ total: 53, pageCount: 2 });
    expect((await page({ page: 2 })).conversations.map((c) => c.id)).toEqual(["bulk-0", "c-hours", "c-boat"]);
  });

  it("shows one transcript with each reply's engine and the unanswered ones; none for an unknown id", async () => {
    await conversation("c-1", ["Do you tint boats?", "Thanks"], ["Do you tint boats?"]);
    await createChatQuoteRequest(db, {
      conversationId: "c-1",
      name: "Ria",
      phone: "(850) 555-0101",
      details: "boat",
      source: "offline",
    });
    const transcript = await getTranscript(db, "c-1");
    expect(transcript!.turns.map((t) => [t.question, t.unanswered, t.engine])).toEqual([
      ["Do you tint boats?", true, "offline"],
      ["Thanks", false, "offline"],
    ]);
    expect(transcript!.messages).toHaveLength(4);
    expect(transcript!.quoteRequests.map((q) => q.name)).toEqual(["Ria"]);
    expect(await getTranscript(db, "nope")).toBeNull();
    expect(await getTranscript(db, "x".repeat(500))).toBeNull();
  });

  it("groups the unanswered questions (case, spaces and the question mark aside), most asked first", async () => {
    await conversation("a", ["Do you tint boats?"], ["Do you tint boats?"]);
    await conversation("b", ["do you  tint BOATS"], ["do you  tint BOATS"]);
    await conversation(
      "c",
      ["Can I pay in bitcoin?", "Do you tint boats ?"],
      ["Can I pay in bitcoin?", "Do you tint boats ?"],
    );
    await conversation("d", ["What are your hours?"]);
    const questions = await listUnansweredQuestions(db);
    expect(questions.map((q) => [q.question, q.count, q.conversationId])).toEqual([
      ["Do you tint boats ?", 3, "c"],
      ["Can I pay in bitcoin?", 1, "c"],
    ]);
  });

  it("reads the search from the URL, naming a bad field and keeping the rest", () => {
    expect(readConversationFilters(new URLSearchParams({ q: " boats ", page: "2" })).filters).toEqual({
      q: "boats",
      page: 2,
    });
    const bad = readConversationFilters(new URLSearchParams({ q: "x".repeat(101), page: "-1" }));
    expect(bad.errors).toEqual({ q: "Search for at most 100 characters.", page: "Pages start at 1." });
    expect(bad.filters).toEqual({ page: 1 });
  });
});
