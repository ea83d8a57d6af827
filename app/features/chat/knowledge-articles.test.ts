import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { articles } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { contentChanged } from "~/platform/content-version.server.ts";
import { getKnowledge } from "./knowledge.server.ts";

// The assistant knows the articles the owner publishes in the console (issue
// 24), on the next message, and never a draft.

let handle: DbHandle;
beforeAll(async () => {
  // Seeded: the demo articles among them.
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle.close());

const article = (slug: string, status: "draft" | "published", word: string) => ({
  id: `test-${slug}`,
  kind: "blog" as const,
  slug,
  title: `Tinting in the ${word} season`,
  description: `What the ${word} season means for your film.`,
  body: `## Why ${word} matters\n\nThe ${word} season brings glare off the Sound.`,
  image: "/images/blog.svg",
  imageAlt: "A tinted car",
  author: "Elite Window Tinting",
  status,
  date: "2026-11-20",
});

it("knows a published article on the next message, and never a draft", async () => {
  const before = await getKnowledge(handle.db);
  expect(before.articles.length).toBeGreaterThan(0);
  await handle.db
    .insert(articles)
    .values([article("pelican-season", "published", "pelican"), article("secret-draft", "draft", "walrus")]);
  contentChanged();
  const after = await getKnowledge(handle.db);
  expect(after.articles.map((a) => a.path)).toContain("/blog/pelican-season");
  expect(after.articles.map((a) => a.path)).not.toContain("/blog/secret-draft");
  expect(after.docs.some((d) => d.path === "/blog/pelican-season" && d.body.includes("glare off the Sound"))).toBe(
    true,
  );
  expect(after.corpus).not.toContain("walrus");
});
