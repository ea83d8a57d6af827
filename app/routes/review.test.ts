import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customerMessages } from "~/config/customer-messages.ts";
import * as t from "~/db/schema.ts";
import { findFreeSlots, firstBookableDay, holdSlot, settleBooking } from "~/features/booking/bookings.server.ts";
import { BOOKING_NOW, openBookingDb, sedanJob } from "~/features/booking/booking-test-kit.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { ownerUser } from "../../tests/support/console-user.ts";
import { readPublishedReviews, setReviewStatus } from "~/features/reviews/reviews.server.ts";
import {
  loadReviewRequest,
  reviewTokenOf,
  scanReviewRequests,
  submitRequestedReview,
} from "~/features/reviews/review-requests.server.ts";

// The review request (issue 25, point 6): asked once of every completed job,
// some hours after it, with one reminder; the customer's answer waits for the
// owner, and shows on the site only with the customer's consent.

const handle = openBookingDb();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let seq = 0;

/** A booking paid at BOOKING_NOW, completed by the owner an hour after its arrival; returns it and that time. */
async function completedJob(name = "Dana Reyes", areaSlug = "navarre", contactByText = false) {
  seq += 1;
  const slots = await findFreeSlots(handle.db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(BOOKING_NOW),
    days: 10,
    now: BOOKING_NOW,
  });
  for (const slot of slots) {
    const held = await holdSlot(handle.db, {
      choice: sedanJob,
      areaSlug,
      customer: { name, phone: `+1850555${String(1000 + seq)}`, email: `c${seq}@example.com`, address: "12 Gulf Blvd" },
      arrivesAt: slot.arrivesAt,
      origin: "http://localhost:3000",
      now: BOOKING_NOW,
      provider: testProvider,
    });
    if (held.kind !== "held") continue;
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, held.booking.orderId!));
    await submitTestPayment(order!.providerSessionId!, "pay", { db: handle.db, now: BOOKING_NOW });
    if (contactByText)
      await handle.db
        .update(t.bookings)
        .set({ contactByText: true, textConsentAt: BOOKING_NOW })
        .where(eq(t.bookings.id, held.booking.id));
    const doneAt = new Date(held.booking.jobEndsAt.getTime() + HOUR);
    const r = await settleBooking(handle.db, { id: held.booking.id, outcome: "complete", name: "Olivia", now: doneAt });
    if (r.kind !== "settled") throw new Error(r.kind);
    return { id: held.booking.id, doneAt };
  }
  throw new Error("no free time");
}

const messagesOf = (bookingId: string) =>
  handle.db
    .select()
    .from(t.outboxMessages)
    .where(eq(t.outboxMessages.bookingId, bookingId))
    .orderBy(t.outboxMessages.id);
const afterHours = (from: Date, hours: number) => new Date(from.getTime() + hours * HOUR);

describe(`review requests (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(async () => {
    await handle.db.delete(t.reviews);
    await handle.db.delete(t.reviewRequests);
  });

  it("asks once, some hours after the job, however many instances scan at once; then one reminder", async () => {
    const job = await completedJob("Dana Reyes", "navarre", true);
    const wait = customerMessages.reviewRequestHoursAfter;
    await scanReviewRequests(handle.db, afterHours(job.doneAt, wait - 0.5));
    expect(await messagesOf(job.id)).toHaveLength(0);
    const at = afterHours(job.doneAt, wait + 0.1);
    await Promise.all([scanReviewRequests(handle.db, at), scanReviewRequests(handle.db, at)]);
    await scanReviewRequests(handle.db, afterHours(at, 1));
    const asked = await messagesOf(job.id);
    expect(asked.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    const email = asked.find((m) => m.channel === "email")!;
    expect(email.subject).toBe("How did we do, Dana?");
    const token = await reviewTokenOf(handle.db, job.id);
    expect(email.textBody).toContain(`/review/${token}`);
    expect(asked.find((m) => m.channel === "sms")!.textBody).toContain(`/review/${token}`);

    const remindAt = new Date(at.getTime() + customerMessages.reviewReminderDays * DAY);
    await scanReviewRequests(handle.db, new Date(remindAt.getTime() - HOUR));
    expect(await messagesOf(job.id)).toHaveLength(2);
    await Promise.all([scanReviewRequests(handle.db, remindAt), scanReviewRequests(handle.db, remindAt)]);
    await scanReviewRequests(handle.db, new Date(remindAt.getTime() + 10 * DAY));
    const all = await messagesOf(job.id);
    expect(all).toHaveLength(4);
    expect(all.filter((m) => m.channel === "email").map((m) => m.subject)).toEqual([
      "How did we do, Dana?",
      "Still a minute for a review, Dana?",
    ]);
  });

  it("sends no reminder once the customer has written, and never asks about a job long past", async () => {
    const job = await completedJob("Eli Park");
    const at = afterHours(job.doneAt, customerMessages.reviewRequestHoursAfter + 1);
    await scanReviewRequests(handle.db, at);
    const token = await reviewTokenOf(handle.db, job.id);
    expect(
      await submitRequestedReview(handle.db, token, { rating: 4, text: "Quick and tidy.", consent: true }, at),
    ).toBe("saved");
    await scanReviewRequests(handle.db, new Date(at.getTime() + 30 * DAY));
    expect(await messagesOf(job.id)).toHaveLength(1);

    const old = await completedJob("Old Job");
    await scanReviewRequests(handle.db, new Date(old.doneAt.getTime() + 40 * DAY));
    expect(await messagesOf(old.id)).toHaveLength(0);
  });

  it("a 1-star and a 5-star answer are taken alike: pending for the owner, shown only with consent", async () => {
    const low = await completedJob("Lou Low", "gulf-breeze");
    const high = await completedJob("Hana High", "destin");
    const at = afterHours(high.doneAt, 24);
    await scanReviewRequests(handle.db, at);
    const lowToken = await reviewTokenOf(handle.db, low.id);
    const highToken = await reviewTokenOf(handle.db, high.id);
    expect(await loadReviewRequest(handle.db, "x".repeat(43))).toBeUndefined();
    expect(await loadReviewRequest(handle.db, "not a token")).toBeUndefined();
    expect(await loadReviewRequest(handle.db, lowToken)).toMatchObject({
      firstName: "Lou",
      town: "Gulf Breeze",
      review: null,
    });

    const lowOutcome = await submitRequestedReview(
      handle.db,
      lowToken,
      { rating: 1, text: "Late.", consent: false },
      at,
    );
    const highOutcome = await submitRequestedReview(
      handle.db,
      highToken,
      { rating: 5, text: "Superb!", consent: true },
      at,
    );
    expect(lowOutcome).toBe(highOutcome);
    const rows = await handle.db.select().from(t.reviews);
    expect(rows.map((r) => [r.name, r.town, r.service, r.rating, r.status, r.source]).sort()).toEqual([
      ["Hana", "Destin", "Automotive Window Tinting", 5, "pending", "request"],
      ["Lou", "Gulf Breeze", "Automotive Window Tinting", 1, "pending", "request"],
    ]);
    // Changed while pending; closed once the owner has acted.
    expect(
      await submitRequestedReview(handle.db, lowToken, { rating: 2, text: "Late, but good.", consent: false }, at),
    ).toBe("updated");
    const owner = ownerUser();
    const lowRow = rows.find((r) => r.name === "Lou")!;
    const highRow = rows.find((r) => r.name === "Hana")!;
    expect(await setReviewStatus(handle.db, owner, lowRow.id, "published")).toBe("no-consent");
    expect(await setReviewStatus(handle.db, owner, highRow.id, "published")).toMatchObject({ status: "published" });
    expect(
      await submitRequestedReview(handle.db, highToken, { rating: 1, text: "Changed my mind", consent: true }, at),
    ).toBe("closed");
    const shown = await readPublishedReviews(handle.db);
    expect(shown.all.map((r) => r.name)).toContain("Hana");
    expect(shown.all.map((r) => r.name)).not.toContain("Lou");
  });
});
