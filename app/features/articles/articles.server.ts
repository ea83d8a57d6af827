import { and, desc, eq, inArray } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Db } from "~/db/client.server.ts";
import { articleRedirects, articles, type ArticleKind, type ArticleStatus } from "~/db/schema.ts";
import type { ArticleCard } from "~/features/content/components/article-list.tsx";
import type { ArticleViewData } from "~/features/content/components/article-view.tsx";
import { contentCache, contentChanged } from "~/platform/content-version.server.ts";
import { renderArticleHtml } from "./render.server.ts";

// What the public pages read of the blog and news (issue 24): from the
// database, through the content cache (dropped whole by every write's
// contentChanged()). Public means published, or scheduled with its time come:
// a draft, or a scheduled article before its time, is in no list, no sitemap
// and no page. The clock is passed in. Each cached answer remembers the next
// scheduled time that could change it and is read again at or after it, so a
// scheduled article appears on time without anyone writing anything. The pages
// the server keeps per content version (docs/decisions/029) do not ask these
// readers again, so that time also moves the content version once (wakeAt).

type Row = { status: ArticleStatus; publishAt: Date | null };

/** Whether an article may be shown to the public at `now`. */
export function isPublic(row: Row, now: Date): boolean {
  return (
    row.status === "published" ||
    (row.status === "scheduled" && row.publishAt !== null && row.publishAt.getTime() <= now.getTime())
  );
}

/** The first scheduled time after `now` among rows (ms), or null: when an answer made from them goes stale. */
function nextChange(rows: Row[], now: Date): number | null {
  let next: number | null = null;
  for (const r of rows)
    if (r.status === "scheduled" && r.publishAt && r.publishAt.getTime() > now.getTime())
      next = next === null ? r.publishAt.getTime() : Math.min(next, r.publishAt.getTime());
  return next;
}

type Timed<T> = { value: T; from: number; until: number | null };

// One cache per database (tests open several), keyed also by a generation moved
// when an answer's scheduled time has come.
const dbIds = new WeakMap<Db, number>();
let nextDbId = 1;
const dbKey = (db: Db) => {
  let id = dbIds.get(db);
  if (id === undefined) dbIds.set(db, (id = nextDbId++));
  return id;
};

const LONGEST_TIMER_MS = 2 ** 31 - 1;
let wake: { at: number; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * At the earliest scheduled time an answer was made before, the content
 * version moves (on every instance), so kept pages that list or show that
 * article (or its 404) are made afresh. A timer capped at ~24 days fires early
 * and harmlessly: the next render arms it again.
 */
function wakeAt(at: number): void {
  if (wake && wake.at <= at) return;
  if (wake) clearTimeout(wake.timer);
  const timer = setTimeout(
    () => {
      wake = undefined;
      contentChanged();
    },
    Math.min(Math.max(0, at - Date.now()), LONGEST_TIMER_MS),
  );
  timer.unref?.();
  wake = { at, timer };
}

function timedCache<T>(maxEntries: number) {
  const cache = contentCache<Timed<T>>(maxEntries);
  let generation = 0;
  return async (db: Db, key: string, now: Date, produce: () => Promise<Timed<T>>): Promise<T> => {
    const k = () => `${dbKey(db)}:${generation}:${key}`;
    const made = async () => {
      const fresh = await produce();
      if (fresh.until !== null) wakeAt(fresh.until);
      return fresh;
    };
    let entry = await cache(k(), made);
    const t = now.getTime();
    // Made for a later clock than this one (a test's fixed clock): read afresh, not kept.
    if (t < entry.from) return (await produce()).value;
    if (entry.until !== null && t >= entry.until) {
      generation += 1;
      entry = await cache(k(), made);
    }
    return entry.value;
  };
}

const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  date: articles.date,
  image: articles.image,
  author: articles.author,
  status: articles.status,
  publishAt: articles.publishAt,
};

const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

async function readCards(db: Db, kind: ArticleKind, now: Date): Promise<Timed<ArticleCard[]>> {
  const rows = await db
    .select(cardColumns)
    .from(articles)
    .where(and(eq(articles.kind, kind), inArray(articles.status, ["published", "scheduled"])))
    .orderBy(desc(articles.date), desc(articles.createdAt));
  const cards = rows
    .filter((r) => isPublic(r, now))
    .map(({ slug, title, description, date, image, author }) => ({ slug, title, description, date, image, author }))
    .sort(newestFirst);
  return { value: cards, from: now.getTime(), until: nextChange(rows, now) };
}

const lists = timedCache<ArticleCard[]>(20);

/** The public articles of one kind, newest first: /blog, /news, the home page and the sitemap. */
export function listPublicArticles(db: Db, kind: ArticleKind, now: Date): Promise<ArticleCard[]> {
  return lists(db, kind, now, () => readCards(db, kind, now));
}

export type PublicArticle = ArticleViewData & {
  seoTitle: string | null;
  seoDescription: string | null;
  updated: string;
};

export type ArticleLookup = { article: PublicArticle; more: ArticleCard[] } | { redirectTo: string } | undefined;

async function readArticle(db: Db, kind: ArticleKind, slug: string, now: Date): Promise<Timed<ArticleLookup>> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.slug, slug)));
  const from = now.getTime();
  if (!row) {
    // An earlier slug: a permanent redirect to the article's address now, when it is public.
    const [moved] = await db
      .select({ slug: articles.slug, status: articles.status, publishAt: articles.publishAt })
      .from(articleRedirects)
      .innerJoin(articles, eq(articles.id, articleRedirects.articleId))
      .where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.fromSlug, slug)));
    if (!moved) return { value: undefined, from, until: null };
    return {
      value: isPublic(moved, now) ? { redirectTo: `/${kind}/${moved.slug}` } : undefined,
      from,
      until: nextChange([moved], now),
    };
  }
  if (!isPublic(row, now)) return { value: undefined, from, until: nextChange([row], now) };
  const article: PublicArticle = {
    slug: row.slug,
    title: row.title,
    description: row.description,
    date: row.date,
    image: row.image,
    imageAlt: row.imageAlt,
    author: row.author,
    tags: row.tags,
    html: renderArticleHtml(row.body),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    updated: row.updatedAt.toISOString().slice(0, 10),
  };
  return { value: { article, more: [] }, from, until: null };
}

const pages = timedCache<ArticleLookup>(300);

/**
 * One public article by its slug, with three others of its kind; a redirect
 * when the slug is an earlier one of a public article; undefined otherwise
 * (unknown, a draft, or scheduled for later).
 */
export async function getPublicArticle(db: Db, kind: ArticleKind, slug: string, now: Date): Promise<ArticleLookup> {
  // No article has another address (a NUL, a slash, a 10 KB segment): not found, without asking the database.
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(slug)) return undefined;
  const found = await pages(db, `${kind}/${slug}`, now, () => readArticle(db, kind, slug, now));
  if (!found || !("article" in found)) return found;
  const others = await listPublicArticles(db, kind, now);
  return { ...found, more: others.filter((a) => a.slug !== slug).slice(0, 3) };
}

/** The public articles and news as the sitemap lists them (features/seo/public-pages.ts ContentIndex). */
export async function publicArticleIndex(db: Db, now: Date) {
  const summary = (a: ArticleCard) => ({ slug: a.slug, title: a.title, date: a.date });
  const [blog, news] = await Promise.all([listPublicArticles(db, "blog", now), listPublicArticles(db, "news", now)]);
  return { articles: blog.map(summary), news: news.map(summary) };
}

/** An article page's loader data: the article and three others; a 301 to its new slug; a 404 otherwise. */
export async function loadArticlePage(db: Db, kind: ArticleKind, slug: string, now: Date) {
  const found = await getPublicArticle(db, kind, slug, now);
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  if ("redirectTo" in found) throw redirect(found.redirectTo, 301);
  return found;
}

/** A public article's words, for the assistant's knowledge (features/chat): read once per content version. */
export type ArticleText = {
  slug: string;
  data: { title: string; description: string; date: string };
  /** Its markdown. */
  text: string;
};

/** The public blog articles and news with their markdown, newest first (the order the files had). */
export async function readPublicArticleTexts(db: Db, now: Date): Promise<{ blog: ArticleText[]; news: ArticleText[] }> {
  const rows = await db
    .select({
      kind: articles.kind,
      slug: articles.slug,
      title: articles.title,
      description: articles.description,
      date: articles.date,
      body: articles.body,
      status: articles.status,
      publishAt: articles.publishAt,
    })
    .from(articles)
    .where(inArray(articles.status, ["published", "scheduled"]))
    .orderBy(desc(articles.date), articles.slug);
  const of = (kind: ArticleKind) =>
    rows
      .filter((r) => r.kind === kind && isPublic(r, now))
      .map((r) => ({ slug: r.slug, data: { title: r.title, description: r.description, date: r.date }, text: r.body }));
  return { blog: of("blog"), news: of("news") };
}
