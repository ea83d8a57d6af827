import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { contentVersion } from "~/platform/content-version.server.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { centralLocal, saveArticle } from "./article-edits.server.ts";
import { getPublicArticle, listPublicArticles } from "./articles.server.ts";

// The pages the server keeps per content version do not read the articles
// again: a scheduled article's time moves the version itself.

describe("a scheduled time moves the content version", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await handle?.close();
  });

  it("once its time comes, so the kept /blog page and the article's kept 404 are made afresh", async () => {
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCSeconds(0, 0);
    const saved = await saveArticle(handle.db, ownerUser(), undefined, {
      intent: "save",
      kind: "blog",
      title: "Holiday hours this December",
      slug: "holiday-hours",
      description:
        "When the mobile vans run over the holidays, and how to book a tint appointment before the new year.",
      body: "We are open most days.",
      image: "/images/blog/choosing-the-right-tint-shade.svg",
      imageAlt: "A calendar on a dashboard",
      status: "scheduled",
      publishAt: centralLocal(at),
    });
    expect(saved.ok).toBe(true);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout"] });
    const now = new Date();
    expect((await listPublicArticles(handle.db, "blog", now)).map((a) => a.slug)).not.toContain("holiday-hours");
    expect(await getPublicArticle(handle.db, "blog", "holiday-hours", now)).toBeUndefined();
    const before = contentVersion();
    vi.advanceTimersByTime(at.getTime() - Date.now() - 60_000);
    expect(contentVersion()).toBe(before);
    vi.advanceTimersByTime(61_000);
    expect(contentVersion()).toBe(before + 1);
  });
});
