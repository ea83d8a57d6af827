import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { articles, faqs, galleryItems, reviews } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { faqs as faqFile, galleryItems as galleryFile, reviews as reviewFile } from "./content.server.ts";
import { seedSiteContent } from "./seed-content.server.ts";

describe("the demo content seeds a new site once", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
  });
  afterAll(async () => handle?.close());

  const total = async (table: typeof reviews | typeof faqs | typeof galleryItems | typeof articles) =>
    ((await handle.db.select({ n: count() }).from(table)) as [{ n: number }])[0].n;

  it("fills reviews, gallery, FAQ and articles from content/, published", async () => {
    await Promise.all([seedSiteContent(handle.db), seedSiteContent(handle.db)]);
    expect(await total(reviews)).toBe(reviewFile.length);
    expect(await total(galleryItems)).toBe(galleryFile.length);
    expect(await total(faqs)).toBe(faqFile.length);
    const published = await handle.db.select().from(articles).where(eq(articles.status, "published"));
    expect(published.map((a) => a.kind)).toEqual(expect.arrayContaining(["blog", "news"]));
  });

  it("never brings back what the owner deleted", async () => {
    await handle.db.delete(reviews);
    await handle.db.delete(faqs);
    await seedSiteContent(handle.db);
    expect(await total(reviews)).toBe(0);
    expect(await total(faqs)).toBe(0);
  });
});
