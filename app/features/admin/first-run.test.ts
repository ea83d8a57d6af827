import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { consoleSettings, galleryItems, media, reviews } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { seedSiteContent } from "~/features/content/seed-content.server.ts";
import { createAccount } from "./accounts.server.ts";
import { SITE_SETTINGS_KEY } from "~/db/schema-site.ts";
import { readFirstRunChecklist } from "./first-run.server.ts";

describe("the owner's first-run checklist", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    await seedSiteContent(handle.db);
  });
  afterAll(async () => handle?.close());

  const doneOf = async (env = {}) =>
    Object.fromEntries((await readFirstRunChecklist(handle.db, env)).map((item) => [item.id, item.done]));

  it("on a new site with the demo content, nothing is done: the seed's photos and reviews are not the owner's", async () => {
    expect(await doneOf()).toEqual({
      photos: false,
      hours: false,
      reviews: false,
      staff: false,
      mail: false,
      texts: false,
      payments: false,
    });
  });

  it("ticks each item from the data itself as the owner does it", async () => {
    await handle.db.insert(media).values({
      id: "0123456789abcdef0123456789abcdef",
      width: 1600,
      height: 1200,
      alt: "A black SUV with new tint in a Navarre driveway",
      variants: [],
    });
    await handle.db.insert(galleryItems).values({
      id: "own-1",
      mediaId: "0123456789abcdef0123456789abcdef",
      alt: "A black SUV with new tint in a Navarre driveway",
      caption: "Ceramic 35% on a Tahoe",
      category: "Automotive",
    });
    await handle.db.insert(consoleSettings).values({ key: SITE_SETTINGS_KEY, value: "{}" });
    await handle.db.insert(reviews).values({
      id: "call-1",
      name: "Dana R.",
      town: "Navarre",
      service: "Automotive Window Tinting",
      rating: 5,
      date: "2026-11-20",
      text: "Came to my office and the car looked great by lunch.",
      status: "published",
      source: "owner",
    });
    await createAccount(handle.db, { email: "installer@example.com", name: "Marcus", role: "staff" });
    const connected = {
      SMTP_URL: "smtp://mail.example.com:587",
      STRIPE_SECRET_KEY: "sk_test_x",
      TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
    };
    expect(await doneOf(connected)).toEqual({
      photos: true,
      hours: true,
      reviews: true,
      staff: true,
      mail: true,
      texts: true,
      payments: true,
    });
  });
});
