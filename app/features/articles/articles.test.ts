import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { articles, auditLog } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { seedSiteContent } from "~/features/content/seed-content.server.ts";
import { listPublicPages } from "~/features/seo/public-pages.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { centralInstant, deleteArticle, saveArticle } from "./article-edits.server.ts";
import { getPublicArticle, listPublicArticles, publicArticleIndex } from "./articles.server.ts";
import type { SaveArticle } from "./schema.ts";

const owner = ownerUser({ name: "Jordan Owner" });
const IMAGE = "/images/blog/choosing-the-right-tint-shade.svg";

const values = (over: Partial<SaveArticle> = {}): SaveArticle => ({
  intent: "save",
  kind: "blog",
  title: "Winter tint care on the Gulf Coast",
  slug: "winter-tint-care",
  description: "How to look after new window film through a Gulf Coast winter: cleaning, curing and what to avoid.",
  body: "## Curing\n\nLeave the windows up for three days.",
  image: IMAGE,
  imageAlt: "A sedan with fresh ceramic tint",
  status: "published",
  ...over,
});

const slugs = async (handle: DbHandle, kind: "blog" | "news", now: Date) =>
  (await listPublicArticles(handle.db, kind, now)).map((a) => a.slug);

describe("articles from the database: only public ones are shown", () => {
  let handle: DbHandle;
  const now = new Date("2026-12-01T15:00:00Z");
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    await seedSiteContent(handle.db);
  });
  afterAll(async () => handle?.close());

  it("lists the seed's published articles, newest first", async () => {
    const list = await listPublicArticles(handle.db, "blog", now);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((a) => a.date)).toEqual([...list.map((a) => a.date)].sort().reverse());
  });

  it("an address no article can have (a NUL, a slash, too long) is not found, never an error", async () => {
    for (const slug of ["\u0000", "a/b", "x".repeat(300), "%00"])
      expect(await getPublicArticle(handle.db, "news", slug, now)).toBeUndefined();
  });

  it("keeps a draft out of the list, the page and the sitemap", async () => {
    const saved = await saveArticle(handle.db, owner, undefined, values({ slug: "secret-draft", status: "draft" }), {
      now,
    });
    expect(saved.ok).toBe(true);
    expect(await slugs(handle, "blog", now)).not.toContain("secret-draft");
    expect(await getPublicArticle(handle.db, "blog", "secret-draft", now)).toBeUndefined();
    const paths = listPublicPages({ services: [], ...(await publicArticleIndex(handle.db, now)) }).map((p) => p.path);
    expect(paths).not.toContain("/blog/secret-draft");
    expect(paths).toContain("/blog/florida-window-tint-law-guide");
  });

  it("lists a published article in its list, its page (sanitised) and the sitemap, not in the other kind's", async () => {
    const saved = await saveArticle(
      handle.db,
      owner,
      undefined,
      values({ kind: "news", slug: "new-van", body: "Hello <script>alert(1)</script>**there**" }),
      { now },
    );
    expect(saved.ok).toBe(true);
    expect(await slugs(handle, "news", now)).toContain("new-van");
    expect(await slugs(handle, "blog", now)).not.toContain("new-van");
    const page = await getPublicArticle(handle.db, "news", "new-van", now);
    expect(page && "article" in page && page.article.html).toBe("<p>Hello <strong>there</strong></p>\n");
    expect(page && "article" in page && page.article.date).toBe("2026-12-01");
    const paths = listPublicPages({ services: [], ...(await publicArticleIndex(handle.db, now)) }).map((p) => p.path);
    expect(paths).toContain("/news/new-van");
  });

  it("shows a scheduled article from its time on, with no write in between (a fixed clock)", async () => {
    const saved = await saveArticle(
      handle.db,
      owner,
      undefined,
      values({ slug: "holiday-hours", status: "scheduled", publishAt: "2026-12-20T09:00" }),
      { now },
    );
    expect(saved.ok).toBe(true);
    const at = centralInstant("2026-12-20T09:00")!;
    expect(at.toISOString()).toBe("2026-12-20T15:00:00.000Z");
    const before = new Date(at.getTime() - 60_000);
    expect(await slugs(handle, "blog", before)).not.toContain("holiday-hours");
    expect(await getPublicArticle(handle.db, "blog", "holiday-hours", before)).toBeUndefined();
    expect(
      listPublicPages({ services: [], ...(await publicArticleIndex(handle.db, before)) }).map((p) => p.path),
    ).not.toContain("/blog/holiday-hours");
    // The same cached answers, read again at its time: now it is public.
    expect(await slugs(handle, "blog", at)).toContain("holiday-hours");
    const page = await getPublicArticle(handle.db, "blog", "holiday-hours", at);
    expect(page && "article" in page && page.article.date).toBe("2026-12-20");
    expect(
      listPublicPages({ services: [], ...(await publicArticleIndex(handle.db, at)) }).map((p) => p.path),
    ).toContain("/blog/holiday-hours");
  });

  it("redirects an old slug to the new one, and gives the old address to a new article that takes it", async () => {
    const created = await saveArticle(handle.db, owner, undefined, values({ slug: "first-name" }), { now });
    if (!created.ok) throw new Error("not saved");
    const renamed = await saveArticle(handle.db, owner, created.id, values({ slug: "second-name" }), { now });
    expect(renamed.ok).toBe(true);
    expect(await getPublicArticle(handle.db, "blog", "first-name", now)).toEqual({ redirectTo: "/blog/second-name" });
    await saveArticle(handle.db, owner, created.id, values({ slug: "third-name" }), { now });
    expect(await getPublicArticle(handle.db, "blog", "first-name", now)).toEqual({ redirectTo: "/blog/third-name" });
    expect(await getPublicArticle(handle.db, "blog", "second-name", now)).toEqual({ redirectTo: "/blog/third-name" });
    // Not a news address.
    expect(await getPublicArticle(handle.db, "news", "first-name", now)).toBeUndefined();
    // Back to a draft: its old addresses lead nowhere public.
    await saveArticle(handle.db, owner, created.id, values({ slug: "third-name", status: "draft" }), { now });
    expect(await getPublicArticle(handle.db, "blog", "first-name", now)).toBeUndefined();
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["article.create", ...Array(3).fill("article.update")]);
  });

  it("refuses a slug another article of the same kind uses, with a message for the field", async () => {
    const taken = await saveArticle(handle.db, owner, undefined, values({ slug: "florida-window-tint-law-guide" }), {
      now,
    });
    expect(taken).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: [expect.stringContaining("already uses /blog/florida-window-tint-law-guide")] },
    });
    // The same slug as news is another address.
    const asNews = await saveArticle(
      handle.db,
      owner,
      undefined,
      values({ kind: "news", slug: "florida-window-tint-law-guide" }),
      { now },
    );
    expect(asNews.ok).toBe(true);
  });

  it("refuses a picture that is not in the library or the illustrations", async () => {
    const bad = await saveArticle(
      handle.db,
      owner,
      undefined,
      values({ slug: "odd-picture", image: "/uploads/nope.jpg" }),
      {
        now,
      },
    );
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { image: [expect.any(String)] } });
  });

  it("deletes an article: its page answers nothing", async () => {
    const created = await saveArticle(handle.db, owner, undefined, values({ slug: "short-lived" }), { now });
    if (!created.ok) throw new Error("not saved");
    expect(await deleteArticle(handle.db, owner, created.id)).toBe(true);
    expect(await getPublicArticle(handle.db, "blog", "short-lived", now)).toBeUndefined();
    expect(await handle.db.select().from(articles).where(eq(articles.id, created.id))).toEqual([]);
  });
});
