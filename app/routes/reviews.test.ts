import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { auditLog } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getKnowledge } from "~/features/chat/knowledge.server.ts";
import { reviews as reviewFile } from "~/features/content/content.server.ts";
import { contentVersion } from "~/platform/content-version.server.ts";
import { createTestServices, routerContextWith } from "~/platform/test-services.server.ts";
import { loader as areaLoader } from "./service-area.tsx";
import { loader as homeLoader } from "./home.tsx";
import { loader as reviewsLoader } from "./reviews.tsx";
import { ownerUser, staffUser } from "../../tests/support/console-user.ts";
import { runReviewAct } from "~/features/reviews/review-acts.server.ts";
import {
  addReview,
  loadPublishedReviews,
  loadReviewsForTown,
  replyToReview,
  setReviewStatus,
} from "~/features/reviews/reviews.server.ts";

// Reviews (issue 24), the public pages and the console's acts: the pages read published reviews only, newest
// first, from the database; the owner's additions, publishing, hiding and
// replies show on the next request, each audited.

let handle: DbHandle;
let context: ReturnType<typeof routerContextWith>;
const owner = ownerUser({ name: "Olivia Owner" });
const db = () => Promise.resolve(handle.db);

beforeAll(async () => {
  handle = await createTestDb();
  context = routerContextWith(await createTestServices({ db: handle.db }));
}, 60_000);
afterAll(async () => handle?.close());

const call = <T>(loader: (args: never) => Promise<T>, url: string, params: Record<string, string> = {}) =>
  loader({ request: new Request(url), params, context } as never);

const post = (fields: Record<string, string>) =>
  new Request("http://test.local/admin/reviews", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("published reviews from the database", () => {
  it("starts as the demo reviews, newest first, with their count and average", async () => {
    const { all, summary } = await loadPublishedReviews(db);
    expect(all.map((r) => r.id).sort()).toEqual(reviewFile.map((r) => r.id).sort());
    expect(all.map((r) => r.date)).toEqual([...all.map((r) => r.date)].sort().reverse());
    expect(summary.count).toBe(reviewFile.length);
  });

  it("keeps a pending or hidden review off every public page and out of the counts", async () => {
    const before = await loadPublishedReviews(db);
    const pending = await addReview(handle.db, owner, {
      name: "Pat P.",
      town: "Navarre",
      service: "Automotive Window Tinting",
      rating: 1,
      text: "Still waiting on the owner to publish this one.",
      date: "2099-01-01",
      status: "pending",
    });
    const pages = [
      JSON.stringify(await call(reviewsLoader, "http://test.local/reviews")),
      JSON.stringify(await call(homeLoader, "http://test.local/")),
      JSON.stringify(await call(areaLoader, "http://test.local/service-areas/navarre", { citySlug: "navarre" })),
    ];
    for (const page of pages) expect(page).not.toContain("Still waiting on the owner");
    expect((await loadPublishedReviews(db)).summary).toEqual(before.summary);
    expect((await getKnowledge(handle.db)).reviews).toEqual(before.summary);

    await setReviewStatus(handle.db, owner, pending.id, "hidden");
    expect(JSON.stringify(await loadPublishedReviews(db))).not.toContain("Still waiting on the owner");
  });

  it("shows a published phone-call review with its reply first on its town's page, /reviews and the home page", async () => {
    const added = await addReview(handle.db, owner, {
      name: "Maria G.",
      town: "Navarre",
      service: "Automotive Window Tinting",
      rating: 5,
      text: "Called to say the Tahoe stays cool all afternoon now.",
      date: "2098-05-01",
      status: "pending",
    });
    await setReviewStatus(handle.db, owner, added.id, "published");
    await replyToReview(handle.db, owner, added.id, "Thank you, Maria! Enjoy the cool ride.");

    const area = await call(areaLoader, "http://test.local/service-areas/navarre", { citySlug: "navarre" });
    expect(area.reviews[0]).toMatchObject({ name: "Maria G.", reply: "Thank you, Maria! Enjoy the cool ride." });
    expect(area.reviews.every((r) => r.town === "Navarre")).toBe(true);
    expect(area.reviews.map((r) => r.date)).toEqual([...area.reviews.map((r) => r.date)].sort().reverse());
    const list = await call(reviewsLoader, "http://test.local/reviews");
    expect(list.reviews[0]).toMatchObject({ id: added.id, reply: "Thank you, Maria! Enjoy the cool ride." });
    expect(list.summary.count).toBe(reviewFile.length + 1);
    const home = await call(homeLoader, "http://test.local/");
    expect(home.reviews[0]!.id).toBe(added.id);
    expect(home.rating.count).toBe(reviewFile.length + 1);

    const actions = (await handle.db.select().from(auditLog).where(eq(auditLog.entityId, added.id))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["review.add", "review.publish", "review.reply"]);
  });

  it("gives a town with no published review an empty list (its page says so)", async () => {
    const town = "Milton";
    for (const review of await loadReviewsForTown(db, town))
      await setReviewStatus(handle.db, owner, review.id, "hidden");
    const area = await call(areaLoader, "http://test.local/service-areas/milton", {
      citySlug: (await import("~/config/areas.ts")).serviceAreas.find((a) => a.name === town)!.slug,
    });
    expect(area.reviews).toEqual([]);
  });
});

describe("the console's review acts", () => {
  it("adds a phone-call review as published in one step, moving the content version", async () => {
    const before = contentVersion();
    const response = await runReviewAct(
      handle.db,
      owner,
      post({
        intent: "review-add",
        name: "Sam T.",
        town: "Destin",
        service: "Paint Protection Film",
        rating: "4",
        text: "Phoned in: the hood film is invisible and no chips after the beach trips.",
        date: "2026-11-20",
        publish: "on",
      }),
    );
    expect(response.init?.status).toBe(200);
    expect(response.data.ok).toBe("The review by Sam T. is added and published.");
    expect(contentVersion()).toBeGreaterThan(before);
    expect((await loadReviewsForTown(db, "Destin")).map((r) => r.name)).toContain("Sam T.");
  });

  it("answers bad input with each field's message and keeps what was typed", async () => {
    const response = await runReviewAct(
      handle.db,
      owner,
      post({
        intent: "review-add",
        name: "S",
        town: "Atlanta",
        service: "Boats",
        rating: "9",
        text: "ok",
        date: "2026-02-30",
      }),
    );
    expect(response.init?.status).toBe(400);
    const errors = response.data.result.error!;
    expect(errors.name).toEqual(["Enter the customer's name as it should show, like Jessica M."]);
    expect(errors.town).toEqual(["Choose the town from the list."]);
    expect(errors.service).toEqual(["Choose the service from the list."]);
    expect(errors.rating).toEqual(["Choose a rating from 1 to 5 stars."]);
    expect(errors.text).toEqual(["Type what the customer said (at least a sentence)."]);
    expect(errors.date).toEqual(["That day does not exist: give it like 2026-11-20."]);
    expect(response.data.result.initialValue).toMatchObject({ name: "S", text: "ok" });
  });

  it("refuses staff (403) and an unknown review (404)", async () => {
    const [first] = (await loadPublishedReviews(db)).all;
    const staff = await runReviewAct(
      handle.db,
      staffUser(),
      post({ intent: "review-status", id: first!.id, status: "hidden" }),
    );
    expect(staff.init?.status).toBe(403);
    expect(staff.data.result.error?.[""]).toEqual(["Only the owner can change reviews."]);
    expect((await loadPublishedReviews(db)).all.map((r) => r.id)).toContain(first!.id);

    const missing = await runReviewAct(handle.db, owner, post({ intent: "review-reply", id: "nope", reply: "Thanks" }));
    expect(missing.init?.status).toBe(404);
  });
});
