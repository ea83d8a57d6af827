import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { reviews, type ReviewStatus } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { contentCache, contentChanged } from "~/platform/content-version.server.ts";
import type { ReviewFilter } from "./schema.ts";
import { summarizeReviews, type PublicReview, type ReviewSummary } from "./types.ts";

// Reviews (issue 24): the database is the source (seeded once from
// content/reviews.json, published). Public pages read only published reviews,
// newest first, through a cache dropped whenever the site's content changes;
// the owner's console reads and moderates every review. Each write is audited
// in its transaction and moves the content version after its commit.

export { summarizeReviews, type PublicReview, type ReviewSummary };

export type PublishedReviews = { all: PublicReview[]; summary: ReviewSummary };

const published = contentCache<PublishedReviews>(4);

/** Every published review, newest first, with their count and average (one read per content version). */
export function loadPublishedReviews(db: () => Promise<Db>): Promise<PublishedReviews> {
  return published("published", async () => readPublishedReviews(await db()));
}

/** Every published review, newest first, with their count and average, read now (for a cache of the caller's own). */
export async function readPublishedReviews(db: Db): Promise<PublishedReviews> {
  const rows = await db
    .select({
      id: reviews.id,
      name: reviews.name,
      town: reviews.town,
      service: reviews.service,
      rating: reviews.rating,
      date: reviews.date,
      text: reviews.text,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(and(eq(reviews.status, "published"), eq(reviews.publishConsent, true)))
    .orderBy(desc(reviews.date), desc(reviews.createdAt), asc(reviews.id));
  return { all: rows, summary: summarizeReviews(rows) };
}

/** The published reviews from one town, newest first. */
export async function loadReviewsForTown(db: () => Promise<Db>, town: string): Promise<PublicReview[]> {
  return (await loadPublishedReviews(db)).all.filter((r) => r.town === town);
}

// --- The console ------------------------------------------------------------

export type ConsoleReview = typeof reviews.$inferSelect;

/** Every review for the moderation list, pending first then newest, optionally of one status. */
export async function listReviewsForConsole(db: Db, filter: ReviewFilter = "all") {
  const where: SQL | undefined = filter === "all" ? undefined : eq(reviews.status, filter);
  const [rows, counts] = await Promise.all([
    db.select().from(reviews).where(where).orderBy(desc(reviews.date), desc(reviews.createdAt)).limit(500),
    db.select({ status: reviews.status }).from(reviews),
  ]);
  const tally = { all: counts.length, pending: 0, published: 0, hidden: 0 };
  for (const { status } of counts) tally[status] += 1;
  return { reviews: rows, counts: tally };
}

export type NewReview = {
  name: string;
  town: string;
  service: string;
  rating: number;
  text: string;
  date: string;
  status: ReviewStatus;
};

const auditView = (r: ConsoleReview) => ({
  name: r.name,
  town: r.town,
  service: r.service,
  rating: r.rating,
  date: r.date,
  status: r.status,
  reply: r.reply,
});

/** A review the owner typed in (a phone call): pending unless published at once. */
export async function addReview(db: Db, actor: ConsoleUser, review: NewReview): Promise<ConsoleReview> {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ id: `owner-${randomUUID()}`, ...review, source: "owner" })
      .returning();
    await recordAudit(tx, { actor, action: "review.add", entity: "review", entityId: row!.id, after: auditView(row!) });
    return row!;
  });
  contentChanged();
  return row;
}

/** Publishes, hides or sets a review back to pending; undefined when there is no such review. */
export async function setReviewStatus(
  db: Db,
  actor: ConsoleUser,
  id: string,
  status: ReviewStatus,
): Promise<ConsoleReview | "no-consent" | undefined> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) return undefined;
    if (before.status === status) return before;
    // A customer's review shows on the site only with their consent.
    if (status === "published" && !before.publishConsent) return "no-consent" as const;
    const [after] = await tx
      .update(reviews)
      .set({ status, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: `review.${status === "published" ? "publish" : status === "hidden" ? "hide" : "pending"}`,
      entity: "review",
      entityId: id,
      before: { status: before.status },
      after: { status: after!.status },
    });
    return after!;
  });
  if (row && row !== "no-consent") contentChanged();
  return row;
}

/** The owner's public reply to a review (an empty one removes it); undefined when there is no such review. */
export async function replyToReview(
  db: Db,
  actor: ConsoleUser,
  id: string,
  reply: string,
): Promise<ConsoleReview | undefined> {
  const text = reply.trim() || null;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) return undefined;
    const [after] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: text ? new Date() : null, updatedAt: new Date() })
      .where(eq(reviews.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: text ? "review.reply" : "review.reply-removed",
      entity: "review",
      entityId: id,
      before: { reply: before.reply },
      after: { reply: after!.reply },
    });
    return after!;
  });
  if (row) contentChanged();
  return row;
}
