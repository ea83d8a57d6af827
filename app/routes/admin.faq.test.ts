// The FAQ with the chat and the console's unanswered list: it crosses features, so it sits with the routes.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { auditLog, chatTurns, faqs } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { listUnansweredQuestions } from "~/features/admin-conversations/conversations.server.ts";
import { handleChatbotRequest } from "~/features/chat/chatbot.server.ts";
import { getKnowledge } from "~/features/chat/knowledge.server.ts";
import { CONVERSATION_HEADER } from "~/features/chat/schema.ts";
import { faqs as faqFile } from "~/features/content/content.server.ts";
import { createRateLimiter } from "~/lib/rate-limit.ts";
import { contentVersion } from "~/platform/content-version.server.ts";
import { ownerUser, staffUser } from "../../tests/support/console-user.ts";
import { runFaqAct } from "~/features/faq/faq-acts.server.ts";
import {
  addFaq,
  deleteFaq,
  editFaq,
  listFaqsForConsole,
  loadFaqs,
  moveFaq,
  setFaqHidden,
} from "~/features/faq/faq.server.ts";
import { faqActSchema } from "~/features/faq/schema.ts";

// The owner's FAQ (issue 24): read by the site and the assistant from the
// database, in the owner's order, hidden ones never; every save audited and
// used from the next request, with no restart.

let handle: DbHandle;
const owner = ownerUser({ name: "Olivia Owner" });
const db = () => Promise.resolve(handle.db);
const limiter = createRateLimiter({ limit: 1_000_000, windowMs: 60_000 });

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());

/** One chat turn, as the widget sends it; the reply and whether it was stored as unanswered. */
async function ask(question: string) {
  const conversationId = crypto.randomUUID();
  const response = await handleChatbotRequest(
    new Request("http://test.local/api/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json", [CONVERSATION_HEADER]: conversationId },
      body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
    }),
    { clientAddress: "198.51.100.9", limiter, llm: null, db },
  );
  const { reply } = (await response.json()) as { reply: string };
  const [turn] = await handle.db.select().from(chatTurns).where(eq(chatTurns.conversationId, conversationId));
  return { reply, unanswered: turn!.unanswered };
}

describe("the FAQ from the database", () => {
  it("starts as the demo content's questions, in their order", async () => {
    expect((await loadFaqs(db)).map((f) => f.q)).toEqual(faqFile.map((f) => f.q));
  });

  it("shows an added question last, moves it, hides it from the site and the assistant, and deletes it, each audited", async () => {
    const added = await addFaq(handle.db, owner, {
      question: "Do you park on the street?",
      answer: "We park wherever you tell us, on the drive or the street, and bring our own shade canopy.",
    });
    expect((await loadFaqs(db)).at(-1)).toMatchObject({ q: "Do you park on the street?" });

    expect(await moveFaq(handle.db, owner, added.id, "up")).toBe(true);
    const order = (await loadFaqs(db)).map((f) => f.q);
    expect(order.at(-2)).toBe("Do you park on the street?");
    expect(await moveFaq(handle.db, owner, (await listFaqsForConsole(handle.db))[0]!.id, "up")).toBe(false);

    await setFaqHidden(handle.db, owner, added.id, true);
    expect((await loadFaqs(db)).map((f) => f.q)).not.toContain("Do you park on the street?");
    expect((await getKnowledge(handle.db)).faqs.map((f) => f.q)).not.toContain("Do you park on the street?");
    await setFaqHidden(handle.db, owner, added.id, false);
    expect((await getKnowledge(handle.db)).faqs.map((f) => f.q)).toContain("Do you park on the street?");

    expect(await deleteFaq(handle.db, owner, added.id)).toBe(true);
    expect(await deleteFaq(handle.db, owner, added.id)).toBe(false);
    expect((await loadFaqs(db)).map((f) => f.q)).not.toContain("Do you park on the street?");

    const actions = (
      await handle.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(added.id)))
    ).map((a) => [a.action, a.actorEmail]);
    expect(actions).toEqual([
      ["faq.add", owner.email],
      ["faq.move-up", owner.email],
      ["faq.hide", owner.email],
      ["faq.show", owner.email],
      ["faq.delete", owner.email],
    ]);
  });

  it("moves the content version after each save, so every kept page and cached read is made afresh", async () => {
    const before = contentVersion();
    const [first] = await listFaqsForConsole(handle.db);
    await editFaq(handle.db, owner, first!.id, { question: first!.question, answer: first!.answer });
    expect(contentVersion()).toBeGreaterThan(before);
  });

  it("lets staff read but not change the FAQ (403), and names what is wrong in the owner's input (400)", async () => {
    const post = (fields: Record<string, string>) =>
      new Request("http://test.local/admin/faq", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const [first] = await listFaqsForConsole(handle.db);
    const staff = await runFaqAct(handle.db, staffUser(), post({ intent: "faq-delete", id: String(first!.id) }));
    expect(staff.init?.status).toBe(403);
    expect(staff.data.result.error?.[""]).toEqual(["Only the owner can change the FAQ."]);
    expect((await listFaqsForConsole(handle.db))[0]!.id).toBe(first!.id);
    const bad = await runFaqAct(
      handle.db,
      owner,
      post({ intent: "faq-edit", id: String(first!.id), question: first!.question, answer: "" }),
    );
    expect(bad.init?.status).toBe(400);
    expect(bad.data.result.error?.answer).toEqual(["Type the answer."]);
    const missing = await runFaqAct(handle.db, owner, post({ intent: "faq-hide", id: "999999", hidden: "true" }));
    expect(missing.init?.status).toBe(404);
  });

  it("refuses bad input with a sentence for the field", () => {
    const parsed = faqActSchema.safeParse({ intent: "faq-add", question: "Hi", answer: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["question", "Type the question as a customer would ask it."],
      ["answer", "Type the answer (at least a sentence)."],
    ]);
  });
});

describe("the assistant answers from the owner's FAQ at once", () => {
  it("uses an edited answer on the next message, with no restart", async () => {
    const warranty = (await listFaqsForConsole(handle.db)).find((f) => /warranty/i.test(f.question))!;
    expect((await ask("Is there a warranty?")).reply).not.toContain("registered with the film maker");
    await editFaq(handle.db, owner, warranty.id, {
      question: warranty.question,
      answer:
        "Yes. Every install is registered with the film maker in your name, and we come back free for any bubbling or peeling.",
    });
    expect((await ask("Is there a warranty?")).reply).toContain("registered with the film maker");
  });

  it("finds a new question the owner added, in other words than the owner's", async () => {
    const question = "Do you tint the glass of a golf cart enclosure?";
    expect((await ask("can you tint golf cart enclosure glass")).unanswered).toBe(true);
    await addFaq(handle.db, owner, {
      question,
      answer:
        "No. Golf cart enclosures are usually vinyl, not glass, and film will not stick to vinyl, so we do not tint them.",
    });
    const { reply, unanswered } = await ask("can you tint golf cart enclosure glass");
    expect(reply).toContain("film will not stick to vinyl");
    expect(unanswered).toBe(false);
  });

  it("answers an unanswered question with the owner's words after 'Answer this', and takes it off the console's list", async () => {
    const asked = "Will the tint mess with my Tesla's camera?";
    const first = await ask(asked);
    expect(first.unanswered).toBe(true);
    expect((await listUnansweredQuestions(handle.db)).map((q) => q.question)).toContain(asked);

    await addFaq(handle.db, owner, {
      question: "Does window film affect a car's cameras?",
      answer: "No: we keep film off every camera and sensor window, so the car's driver assistance works as before.",
      askedAs: asked,
    });
    const again = await ask("will the tint mess with my tesla's camera");
    expect(again.reply).toBe(
      "No: we keep film off every camera and sensor window, so the car's driver assistance works as before.",
    );
    expect(again.unanswered).toBe(false);
    expect((await listUnansweredQuestions(handle.db)).map((q) => q.question)).not.toContain(asked);

    // Hidden again, the assistant no longer has that answer: the question is back on the list.
    const [row] = await handle.db.select().from(faqs).where(eq(faqs.askedAs, asked));
    await setFaqHidden(handle.db, owner, row!.id, true);
    expect((await ask(asked)).unanswered).toBe(true);
    expect((await listUnansweredQuestions(handle.db)).map((q) => q.question)).toContain(asked);
  });
});
