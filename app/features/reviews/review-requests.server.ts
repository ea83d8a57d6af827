import { createHash, createHmac, randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { and, eq, gte, isNull, lte, notExists, sql } from "drizzle-orm";
import { getServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import type { CustomerMessagesConfig } from "~/config/customer-messages.ts";
import { getEnv } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { appSecrets, bookingEvents, bookings, reviewRequests, reviews } from "~/db/schema.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { startPeriodicJob, type PeriodicJob } from "~/platform/periodic-job.ts";
import { reviewRequestMessage } from "./review-request-mail.ts";
import type { RequestedReview } from "./request-schema.ts";

// The review request (issue 25, point 6): some hours after a job is completed
// every customer alike gets a private link to rate and review it, and one
// reminder when no review came. Nothing depends on a rating: whatever the
// stars, the customer sees the same page, the same public profile link and the
// same thanks (no review gating). A periodic scan queues the messages; the
// request row and the messages' keys make each go once, whichever instance
// scans. The customer's answer waits, pending, for the owner in the console.

const KEY_NAME = "review-request-key";
/** Jobs completed longer ago than this are not asked any more (a scan after a long outage). */
const ASK_WITHIN_DAYS = 30;
const DAY_MS = 86_400_000;
const SCAN_EVERY_MS = 5 * 60_000;
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function requestKey(db: Db | Tx): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  return Buffer.from(row!.value, "base64url");
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** The private link's token of a booking's review request (the same every time it is asked). */
export async function reviewTokenOf(db: Db | Tx, bookingId: string): Promise<string> {
  return createHmac("sha256", await requestKey(db))
    .update(`review.${bookingId}`)
    .digest("base64url");
}

export const reviewUrlOf = (token: string) => new URL(`/review/${token}`, getEnv().SITE_URL).toString();

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name.trim();
const townOf = (areaSlug: string) => getServiceArea(areaSlug)?.name ?? business.homeTown.city;
const SERVICE_OF_KIND: Record<string, (typeof business.services)[number]> = {
  vehicle: "Automotive Window Tinting",
  home: "Residential Window Tinting",
  business: "Commercial Window Tinting",
  ppf: "Paint Protection Film",
};
/** The service a booking was for, as the reviews name it (the choice's kind). */
const serviceOf = (choiceParams: string) =>
  SERVICE_OF_KIND[new URLSearchParams(choiceParams).get("kind") ?? ""] ?? business.services[0];

type Completed = typeof bookings.$inferSelect & { completedAt: Date };

/** Completed bookings: the request is due `hoursAfter` their completion, and not asked yet. */
async function dueRequests(db: Db, now: Date, config: CustomerMessagesConfig): Promise<Completed[]> {
  const latest = new Date(now.getTime() - config.reviewRequestHoursAfter * 3_600_000);
  const earliest = new Date(now.getTime() - ASK_WITHIN_DAYS * DAY_MS);
  const rows = await db
    .select({ booking: bookings, completedAt: bookingEvents.at })
    .from(bookings)
    .innerJoin(bookingEvents, and(eq(bookingEvents.bookingId, bookings.id), eq(bookingEvents.kind, "completed")))
    .where(
      and(
        eq(bookings.status, "completed"),
        lte(bookingEvents.at, latest),
        gte(bookingEvents.at, earliest),
        notExists(db.select().from(reviewRequests).where(eq(reviewRequests.bookingId, bookings.id))),
      ),
    )
    .limit(50);
  return rows.map((r) => ({ ...r.booking, completedAt: r.completedAt }));
}

export type ScanReport = { requested: number; reminded: number };

/** Queues the review requests and reminders due at `now` (each once, on any number of instances). */
export async function scanReviewRequests(
  db: Db,
  now = new Date(),
  given?: CustomerMessagesConfig,
): Promise<ScanReport> {
  // The owner's timing (console Settings), app/config's when unset.
  const config = given ?? (await getSiteSettings(db, now)).messages;
  const report: ScanReport = { requested: 0, reminded: 0 };
  for (const booking of await dueRequests(db, now, config)) {
    const asked = await db.transaction(async (tx) => {
      const token = await reviewTokenOf(tx, booking.id);
      const [row] = await tx
        .insert(reviewRequests)
        .values({ bookingId: booking.id, tokenHash: hashToken(token), requestedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!row) return false;
      await sendToCustomer(tx, booking, reviewRequestMessage(booking, reviewUrlOf(token), "request"), now);
      return true;
    });
    if (asked) report.requested += 1;
  }
  const remindBefore = new Date(now.getTime() - config.reviewReminderDays * DAY_MS);
  const toRemind = await db
    .select({ booking: bookings })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .where(
      and(
        isNull(reviewRequests.remindedAt),
        lte(reviewRequests.requestedAt, remindBefore),
        notExists(db.select().from(reviews).where(eq(reviews.bookingId, reviewRequests.bookingId))),
      ),
    )
    .limit(50);
  for (const { booking } of toRemind) {
    const reminded = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviewRequests)
        .set({ remindedAt: now })
        .where(and(eq(reviewRequests.bookingId, booking.id), isNull(reviewRequests.remindedAt)))
        .returning();
      if (!row) return false;
      // Written meanwhile? Then no reminder (the row stays marked: nothing more to send).
      const [written] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, booking.id));
      if (written) return false;
      const token = await reviewTokenOf(tx, booking.id);
      await sendToCustomer(tx, booking, reviewRequestMessage(booking, reviewUrlOf(token), "reminder"), now);
      return true;
    });
    if (reminded) report.reminded += 1;
  }
  return report;
}

/** What the private review page shows: the job, and the review already written (still editable while pending). */
export type ReviewRequestView = {
  firstName: string;
  town: string;
  service: string;
  jobDay: Date;
  review: { rating: number; text: string; publishConsent: boolean; status: string } | null;
};

async function findRequest(db: Db | Tx, token: string) {
  if (!REVIEW_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ booking: bookings })
    .from(reviewRequests)
    .innerJoin(bookings, eq(bookings.id, reviewRequests.bookingId))
    .where(eq(reviewRequests.tokenHash, hashToken(token)));
  return row?.booking;
}

export async function loadReviewRequest(db: Db, token: string): Promise<ReviewRequestView | undefined> {
  const booking = await findRequest(db, token);
  if (!booking) return undefined;
  const [review] = await db
    .select({
      rating: reviews.rating,
      text: reviews.text,
      publishConsent: reviews.publishConsent,
      status: reviews.status,
    })
    .from(reviews)
    .where(eq(reviews.bookingId, booking.id));
  return {
    firstName: firstNameOf(booking.customerName),
    town: townOf(booking.areaSlug),
    service: booking.summary,
    jobDay: booking.arrivesAt,
    review: review ?? null,
  };
}

/** The day in the business's time zone, YYYY-MM-DD. */
const centralDay = (instant: Date) => {
  const t = new TZDate(instant.getTime(), business.hours.timeZone);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, "0")}-${String(t.getDate()).padStart(2, "0")}`;
};

export type SubmitOutcome = "saved" | "updated" | "closed" | "not-found";

/**
 * The customer's review: pending for the owner. While still pending the
 * customer may change it; once the owner has published or hidden it, it is closed.
 */
export async function submitRequestedReview(
  db: Db,
  token: string,
  answer: RequestedReview,
  now = new Date(),
): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    const booking = await findRequest(tx, token);
    if (!booking) return "not-found";
    const [existing] = await tx.select().from(reviews).where(eq(reviews.bookingId, booking.id)).for("update");
    const values = {
      rating: answer.rating,
      text: answer.text,
      publishConsent: answer.consent,
      date: centralDay(now),
      updatedAt: now,
    };
    if (existing) {
      if (existing.status !== "pending") return "closed";
      await tx.update(reviews).set(values).where(eq(reviews.id, existing.id));
      return "updated";
    }
    await tx
      .insert(reviews)
      .values({
        id: `request-${booking.id}`,
        name: firstNameOf(booking.customerName),
        town: townOf(booking.areaSlug),
        service: serviceOf(booking.choiceParams),
        source: "request",
        bookingId: booking.id,
        status: "pending",
        createdAt: now,
        ...values,
      })
      .onConflictDoNothing();
    return "saved";
  });
}

/** For the console: how many requests went out and how many were answered (a sql count, cheap). */
export async function reviewRequestCounts(db: Db): Promise<{ asked: number; answered: number }> {
  const [row] = await db
    .select({
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`count(${reviews.id})::int`,
    })
    .from(reviewRequests)
    .leftJoin(reviews, eq(reviews.bookingId, reviewRequests.bookingId));
  return { asked: row?.asked ?? 0, answered: row?.answered ?? 0 };
}

let scan: PeriodicJob | undefined;

/** Queues due review requests and reminders every few minutes (every instance runs it; each goes once). */
export function startReviewRequestScan(
  getDb: () => Promise<Db>,
  log: Logger = processLogger,
  everyMs = SCAN_EVERY_MS,
): void {
  if (scan) return;
  scan = startPeriodicJob({
    name: "review request scan",
    everyMs,
    runAtStart: true,
    log,
    run: async () => {
      await scanReviewRequests(await getDb());
    },
  });
}
