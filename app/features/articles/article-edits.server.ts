import { TZDate } from "@date-fns/tz";
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne } from "drizzle-orm";
import { business } from "~/config/business.ts";
import type { Db } from "~/db/client.server.ts";
import { articleRedirects, articles, media } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { articles as blogFiles, galleryItems, newsItems } from "~/features/content/content.server.ts";
import { UPLOADS_PATH } from "~/lib/uploads.ts";
import { contentChanged } from "~/platform/content-version.server.ts";
import type { Kind, SaveArticle, Status } from "./schema.ts";

// The owner's writes to the blog and news (issue 24). Each one commits with
// its audit record, then moves the content version (contentChanged), so the
// next request on every instance reads the database. A changed slug keeps the
// old address as a permanent redirect (article_redirects).

const zone = business.hours.timeZone;
const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-12-01T09:30" in Central Time as an instant, or null when the clocks skip it or it is no date. */
export function centralInstant(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const t = new TZDate(y, mo - 1, d, h, mi, zone);
  if (Number.isNaN(t.getTime()) || t.getFullYear() !== y || t.getMonth() !== mo - 1 || t.getDate() !== d) return null;
  if (t.getHours() !== h || t.getMinutes() !== mi) return null;
  return new Date(t.getTime());
}

/** An instant as the form's Central Time field shows it: "2026-12-01T09:30". */
export function centralLocal(instant: Date): string {
  const t = new TZDate(instant.getTime(), zone);
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}`;
}

const centralDay = (instant: Date) => centralLocal(instant).slice(0, 10);

export type ConsoleArticle = {
  id: string;
  kind: Kind;
  slug: string;
  title: string;
  status: Status;
  publishAt: string | null;
  date: string;
  updatedAt: string;
};

/** Every article, news and blog, newest first, with its status. */
export async function listArticlesForConsole(db: Db): Promise<ConsoleArticle[]> {
  const rows = await db
    .select({
      id: articles.id,
      kind: articles.kind,
      slug: articles.slug,
      title: articles.title,
      status: articles.status,
      publishAt: articles.publishAt,
      date: articles.date,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .orderBy(desc(articles.updatedAt), desc(articles.date));
  return rows.map((r) => ({
    ...r,
    publishAt: r.publishAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The editor's values of one article (publishAt in Central Time), or undefined. */
export async function getArticleForEdit(db: Db, id: string) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    image: row.image,
    imageAlt: row.imageAlt,
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
    status: row.status,
    publishAt: row.publishAt ? centralLocal(row.publishAt) : "",
  };
}

export type ImageChoice = { value: string; label: string };

/** The address of an uploaded photo's largest JPEG (or largest) size. */
function mediaPath(variants: { format: string; width: number; file: string }[]): string | undefined {
  const best = [...variants].sort(
    (a, b) => Number(b.format === "jpg") - Number(a.format === "jpg") || b.width - a.width,
  )[0];
  if (!best) return undefined;
  return best.file.startsWith("/") ? best.file : `${UPLOADS_PATH}${best.file}`;
}

/** The pictures an article may show: the photo library's (newest first), then the site's own illustrations. */
export async function listImageChoices(db: Db): Promise<ImageChoice[]> {
  const photos = await db
    .select({ alt: media.alt, variants: media.variants })
    .from(media)
    .orderBy(desc(media.createdAt))
    .limit(200);
  const uploaded = photos.flatMap((p) => {
    const value = mediaPath(p.variants);
    return value ? [{ value, label: `Photo: ${p.alt}` }] : [];
  });
  const drawings = [
    ...new Set([
      ...blogFiles.map((a) => a.data.image),
      ...newsItems.map((a) => a.data.image),
      ...galleryItems.map((g) => g.image),
    ]),
  ].map((value) => ({
    value,
    label: `Illustration: ${value
      .replace(/^.*\//, "")
      .replace(/\.\w+$/, "")
      .replace(/-/g, " ")}`,
  }));
  return [...uploaded, ...drawings];
}

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; status: number; fieldErrors?: Record<string, string[]>; formErrors?: string[] };

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

const slugTaken = (kind: Kind, slug: string) => ({
  ok: false as const,
  status: 409,
  fieldErrors: {
    slug: [
      `Another ${kind === "blog" ? "blog article" : "news item"} already uses /${kind}/${slug}: choose another address.`,
    ],
  },
});

/**
 * Creates (id undefined) or updates an article. The slug is unique per kind;
 * a changed slug leaves a redirect from the old one; the shown date is the
 * day it went public (or goes, when scheduled).
 */
export async function saveArticle(
  db: Db,
  actor: ConsoleUser,
  id: string | undefined,
  values: SaveArticle,
  { now = new Date(), images }: { now?: Date; images?: readonly string[] } = {},
): Promise<SaveOutcome> {
  const publishAt = values.status === "scheduled" ? centralInstant(values.publishAt ?? "") : null;
  if (values.status === "scheduled" && !publishAt)
    return {
      ok: false,
      status: 400,
      fieldErrors: { publishAt: ["That day and time does not exist in Central Time."] },
    };
  const pictures = images ?? (await listImageChoices(db)).map((c) => c.value);
  if (!pictures.includes(values.image))
    return { ok: false, status: 400, fieldErrors: { image: ["Choose a picture from the list."] } };
  try {
    const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
      const [before] = id ? await tx.select().from(articles).where(eq(articles.id, id)) : [];
      if (id && !before) return { ok: false, status: 404, formErrors: ["This article no longer exists."] };
      const kind = before?.kind ?? values.kind;
      const [clash] = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.kind, kind), eq(articles.slug, values.slug), id ? ne(articles.id, id) : undefined));
      if (clash) return slugTaken(kind, values.slug);
      const wasPublic =
        before && (before.status === "published" || (before.status === "scheduled" && before.publishAt! <= now));
      const date =
        values.status === "scheduled"
          ? centralDay(publishAt!)
          : values.status === "published" && !wasPublic
            ? centralDay(now)
            : (before?.date ?? centralDay(now));
      const fields = {
        slug: values.slug,
        title: values.title,
        description: values.description,
        body: values.body,
        image: values.image,
        imageAlt: values.imageAlt,
        seoTitle: values.seoTitle ?? null,
        seoDescription: values.seoDescription ?? null,
        status: values.status,
        publishAt,
        date,
        updatedAt: now,
      };
      const articleId = before?.id ?? randomUUID();
      if (before) {
        await tx.update(articles).set(fields).where(eq(articles.id, articleId));
      } else {
        await tx.insert(articles).values({ ...fields, id: articleId, kind, author: actor.name, createdAt: now });
      }
      // The new address is this article's, whatever pointed there before; the old one leads here.
      await tx
        .delete(articleRedirects)
        .where(and(eq(articleRedirects.kind, kind), eq(articleRedirects.fromSlug, values.slug)));
      if (before && before.slug !== values.slug)
        await tx
          .insert(articleRedirects)
          .values({ kind, fromSlug: before.slug, articleId })
          .onConflictDoUpdate({ target: [articleRedirects.kind, articleRedirects.fromSlug], set: { articleId } });
      const { body: _beforeBody, ...beforeAudit } = before ?? {};
      const { body: _body, ...afterAudit } = fields;
      await recordAudit(tx, {
        actor,
        action: before ? "article.update" : "article.create",
        entity: "article",
        entityId: articleId,
        before: before ? { ...beforeAudit, bodyLength: before.body.length } : undefined,
        after: { ...afterAudit, kind, bodyLength: values.body.length },
      });
      return { ok: true, id: articleId };
    });
    if (outcome.ok) contentChanged();
    return outcome;
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken(values.kind, values.slug);
    throw error;
  }
}

/** Deletes an article and its old addresses: its page and every redirect to it answer 404 from now on. */
export async function deleteArticle(db: Db, actor: ConsoleUser, id: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [before] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!before) return false;
    const { body: _body, ...audit } = before;
    await recordAudit(tx, { actor, action: "article.delete", entity: "article", entityId: id, before: audit });
    return true;
  });
  if (deleted) contentChanged();
  return deleted;
}
