import { asc, eq, max } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { faqs } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { contentCache, contentChanged } from "~/platform/content-version.server.ts";

// The FAQ (issue 24): the owner's questions and answers, in the database
// (seeded once from content/faq.json). The site's FAQ and the assistant read
// the shown ones, in the owner's order, through a cache dropped whenever the
// site's content changes, so a save is used on the next request on every
// instance. Each write is audited in its transaction and moves the content
// version after its commit.

export type PublicFaq = {
  id: number;
  q: string;
  a: string;
  /** The visitor's words this answer was written for (from the unanswered questions), if any. */
  askedAs: string | null;
};

const shown = contentCache<PublicFaq[]>(4);

/** The shown questions and answers, in the owner's order (one read per content version). */
export function loadFaqs(db: () => Promise<Db>): Promise<PublicFaq[]> {
  return shown("shown", async () => readShownFaqs(await db()));
}

/** The shown questions and answers, read now (for a cache of the caller's own). */
export function readShownFaqs(db: Db): Promise<PublicFaq[]> {
  return db
    .select({ id: faqs.id, q: faqs.question, a: faqs.answer, askedAs: faqs.askedAs })
    .from(faqs)
    .where(eq(faqs.hidden, false))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export type ConsoleFaq = typeof faqs.$inferSelect;

/** Every question, hidden ones too, in the owner's order. */
export function listFaqsForConsole(db: Db): Promise<ConsoleFaq[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

const view = (f: ConsoleFaq) => ({ question: f.question, answer: f.answer, hidden: f.hidden, sortOrder: f.sortOrder });

/** A new question and answer, last in the list. */
export async function addFaq(
  db: Db,
  actor: ConsoleUser,
  input: { question: string; answer: string; askedAs?: string | null },
): Promise<ConsoleFaq> {
  const row = await db.transaction(async (tx) => {
    const [{ last } = { last: null }] = await tx.select({ last: max(faqs.sortOrder) }).from(faqs);
    const [row] = await tx
      .insert(faqs)
      .values({
        question: input.question,
        answer: input.answer,
        askedAs: input.askedAs?.trim() || null,
        sortOrder: (last ?? -1) + 1,
      })
      .returning();
    await recordAudit(tx, { actor, action: "faq.add", entity: "faq", entityId: String(row!.id), after: view(row!) });
    return row!;
  });
  contentChanged();
  return row;
}

/** Changes a question's words; undefined when there is no such question. */
export async function editFaq(
  db: Db,
  actor: ConsoleUser,
  id: number,
  input: { question: string; answer: string },
): Promise<ConsoleFaq | undefined> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx
      .update(faqs)
      .set({ question: input.question, answer: input.answer, updatedAt: new Date() })
      .where(eq(faqs.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "faq.edit",
      entity: "faq",
      entityId: String(id),
      before: view(before),
      after: view(after!),
    });
    return after!;
  });
  if (row) contentChanged();
  return row;
}

/** Shows or hides a question; undefined when there is no such question. */
export async function setFaqHidden(
  db: Db,
  actor: ConsoleUser,
  id: number,
  hidden: boolean,
): Promise<ConsoleFaq | undefined> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx.update(faqs).set({ hidden, updatedAt: new Date() }).where(eq(faqs.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: hidden ? "faq.hide" : "faq.show",
      entity: "faq",
      entityId: String(id),
      before: { hidden: before.hidden },
      after: { hidden },
    });
    return after!;
  });
  if (row) contentChanged();
  return row;
}

/** Moves a question one place up or down (swapping with its neighbour); false when there is no such question or no place to go. */
export async function moveFaq(db: Db, actor: ConsoleUser, id: number, direction: "up" | "down"): Promise<boolean> {
  const moved = await db.transaction(async (tx) => {
    // Renumbered first, so equal places (a seed, concurrent adds) still move one step.
    const all = await tx.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)).for("update");
    const index = all.findIndex((f) => f.id === id);
    if (index < 0) return undefined;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= all.length) return false;
    const order = all.map((f) => f.id);
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [place, faqId] of order.entries()) {
      const current = all.find((f) => f.id === faqId)!;
      if (current.sortOrder !== place) await tx.update(faqs).set({ sortOrder: place }).where(eq(faqs.id, faqId));
    }
    await recordAudit(tx, {
      actor,
      action: `faq.move-${direction}`,
      entity: "faq",
      entityId: String(id),
      before: { place: index + 1 },
      after: { place: target + 1 },
    });
    return true;
  });
  if (moved) contentChanged();
  return moved === true;
}

/** Deletes a question for good; false when there is no such question. */
export async function deleteFaq(db: Db, actor: ConsoleUser, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { actor, action: "faq.delete", entity: "faq", entityId: String(id), before: view(before) });
    return true;
  });
  if (deleted) contentChanged();
  return deleted;
}
