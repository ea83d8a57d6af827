import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, like, min, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { articles, galleryItems, media } from "~/db/schema.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { contentChanged } from "~/platform/content-version.server.ts";
import { removePhotoFiles, saveMedia, type MediaRow, type PreparedPhoto } from "~/platform/photos.server.ts";
import type { PhotoDetails } from "./schema.ts";

// The gallery as the owner and staff manage it (issue 24): photos uploaded
// from a phone, their words, order and visibility. Each change is audited in
// its transaction and followed by contentChanged(), so /gallery shows it on
// the next request on every instance. Staff may upload and edit; hiding and
// deleting are the owner's (the page's action checks).

type GalleryRow = typeof galleryItems.$inferSelect;

export class GalleryItemNotFound extends Error {
  constructor() {
    super("That photo is no longer in the gallery: the list below is up to date.");
  }
}

const audited = (tx: Tx, actor: ConsoleUser, action: string, entityId: string, before?: unknown, after?: unknown) =>
  recordAudit(tx, { actor, action, entity: "gallery_item", entityId, before, after });

const shown = (row: GalleryRow) => ({
  mediaId: row.mediaId,
  beforeMediaId: row.beforeMediaId,
  alt: row.alt,
  caption: row.caption,
  category: row.category,
  vehicle: row.vehicle,
  town: row.town,
  sortOrder: row.sortOrder,
  hidden: row.hidden,
});

async function checkBefore(tx: Tx, before: string | undefined, mediaId: string | null): Promise<string | null> {
  if (!before) return null;
  if (before === mediaId) throw new RangeError("A photo cannot be its own before.");
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, before));
  if (!found) throw new RangeError("That before photo is no longer in the library: choose another.");
  return before;
}

/**
 * A photo of the media library added to the gallery, first in the order: the
 * console's upload, or (issue 25) a job's completion photo promoted in one tap.
 */
export async function addGalleryItem(
  db: Db,
  actor: ConsoleUser,
  mediaId: string,
  details: PhotoDetails,
  prepared?: { photo: PreparedPhoto; source: MediaRow["source"] },
): Promise<GalleryRow> {
  const row = await db.transaction(async (tx) => {
    if (prepared)
      await saveMedia(tx, prepared.photo, { alt: details.alt, source: prepared.source, createdBy: actor.id });
    const [photo] = await tx.select().from(media).where(eq(media.id, mediaId));
    if (!photo) throw new RangeError("That photo is not in the library.");
    const [{ first } = { first: 0 }] = await tx.select({ first: min(galleryItems.sortOrder) }).from(galleryItems);
    const [created] = await tx
      .insert(galleryItems)
      .values({
        id: `photo-${randomUUID().slice(0, 12)}`,
        mediaId,
        beforeMediaId: await checkBefore(tx, details.before, mediaId),
        width: photo.width,
        height: photo.height,
        alt: details.alt,
        caption: details.caption ?? "",
        category: details.category,
        vehicle: details.vehicle ?? null,
        town: details.town ?? null,
        sortOrder: (first ?? 0) - 1,
      })
      .returning();
    await audited(tx, actor, "gallery.add", created!.id, undefined, shown(created!));
    return created!;
  });
  contentChanged();
  return row;
}

/** A new upload (its sizes already made and on disk) added to the library and the gallery. */
export function addUploadedPhoto(db: Db, actor: ConsoleUser, photo: PreparedPhoto, details: PhotoDetails) {
  return addGalleryItem(db, actor, photo.id, details, { photo, source: "library" });
}

async function changeItem(
  db: Db,
  actor: ConsoleUser,
  id: string,
  action: string,
  change: (tx: Tx, row: GalleryRow) => Promise<Partial<GalleryRow> | undefined>,
): Promise<GalleryRow> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(galleryItems).where(eq(galleryItems.id, id)).for("update");
    if (!before) throw new GalleryItemNotFound();
    const set = await change(tx, before);
    if (!set) return before;
    const [after] = await tx
      .update(galleryItems)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(galleryItems.id, id))
      .returning();
    await audited(tx, actor, action, id, shown(before), shown(after!));
    return after!;
  });
  contentChanged();
  return row;
}

/** The photo's words, category, vehicle, town and before. */
export const editGalleryItem = (db: Db, actor: ConsoleUser, id: string, details: PhotoDetails) =>
  changeItem(db, actor, id, "gallery.edit", async (tx, row) => ({
    alt: details.alt,
    caption: details.caption ?? "",
    category: details.category,
    vehicle: details.vehicle ?? null,
    town: details.town ?? null,
    beforeMediaId: row.mediaId ? await checkBefore(tx, details.before, row.mediaId) : null,
  }));

export const setGalleryItemHidden = (db: Db, actor: ConsoleUser, id: string, hidden: boolean) =>
  changeItem(db, actor, id, hidden ? "gallery.hide" : "gallery.show", async (_tx, row) =>
    row.hidden === hidden ? undefined : { hidden },
  );

/** One place up or down the gallery's order (swapped with its neighbour). */
export async function moveGalleryItem(db: Db, actor: ConsoleUser, id: string, direction: "up" | "down") {
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(galleryItems)
      .orderBy(asc(galleryItems.sortOrder), desc(galleryItems.createdAt), asc(galleryItems.id))
      .for("update");
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) throw new GalleryItemNotFound();
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) return false;
    // Renumbered in the order shown, so ties (the same sortOrder) move too.
    const order = rows.map((r) => r.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [index, rowId] of order.entries())
      if (rows.find((r) => r.id === rowId)!.sortOrder !== index)
        await tx.update(galleryItems).set({ sortOrder: index }).where(eq(galleryItems.id, rowId));
    await audited(tx, actor, `gallery.move-${direction}`, id, { position: at + 1 }, { position: to + 1 });
    return true;
  });
  if (moved) contentChanged();
  return moved;
}

/**
 * Removes the photo from the gallery. Its sizes are deleted too unless
 * something else still uses them (another gallery entry, as photo or before,
 * or an article that names them).
 */
export async function deleteGalleryItem(db: Db, actor: ConsoleUser, id: string, dir?: string): Promise<void> {
  const unused = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(galleryItems).where(eq(galleryItems.id, id)).for("update");
    if (!row) throw new GalleryItemNotFound();
    await tx.delete(galleryItems).where(eq(galleryItems.id, id));
    await audited(tx, actor, "gallery.delete", id, shown(row));
    const gone: MediaRow[] = [];
    for (const mediaId of [row.mediaId, row.beforeMediaId]) {
      if (!mediaId || (await mediaInUse(tx, mediaId, id))) continue;
      const [removed] = await tx.delete(media).where(eq(media.id, mediaId)).returning();
      if (removed) gone.push(removed);
    }
    return gone;
  });
  contentChanged();
  // After the commit: a backup or a page never names a file that is gone.
  for (const photo of unused) await removePhotoFiles(photo.variants, dir);
}

async function mediaInUse(tx: Tx, mediaId: string, exceptItem: string): Promise<boolean> {
  const [item] = await tx
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(
      and(
        ne(galleryItems.id, exceptItem),
        or(eq(galleryItems.mediaId, mediaId), eq(galleryItems.beforeMediaId, mediaId)),
      ),
    )
    .limit(1);
  if (item) return true;
  const [photo] = await tx.select({ source: media.source }).from(media).where(eq(media.id, mediaId));
  // A job's completion photo belongs to its record (issue 25), not to the gallery.
  if (photo?.source === "completion") return true;
  const [article] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(or(like(articles.body, `%${mediaId}%`), like(articles.image, `%${mediaId}%`)))
    .limit(1);
  return Boolean(article);
}

export type ConsolePhoto = {
  id: string;
  mediaId: string | null;
  beforeMediaId: string | null;
  image: string | null;
  thumbnail: string | null;
  beforeThumbnail: string | null;
  alt: string;
  caption: string;
  category: string;
  vehicle: string | null;
  town: string | null;
  hidden: boolean;
};

const thumbnailOf = (row: Pick<MediaRow, "variants"> | undefined) => {
  const smallest = row?.variants.filter((v) => v.format === "jpg").sort((a, b) => a.width - b.width)[0];
  return smallest ? `/uploads/${smallest.file}` : null;
};

/** The gallery in its order, for the console; and the library's photos a pair's "before" may be. */
export async function listGalleryForConsole(
  db: Db,
): Promise<{ items: ConsolePhoto[]; library: { id: string; alt: string }[] }> {
  const [rows, photos] = await Promise.all([
    db
      .select()
      .from(galleryItems)
      .orderBy(asc(galleryItems.sortOrder), desc(galleryItems.createdAt), asc(galleryItems.id)),
    db.select().from(media).orderBy(desc(media.createdAt)).limit(500),
  ]);
  const byId = new Map(photos.map((p) => [p.id, p]));
  const missing = rows
    .flatMap((r) => [r.mediaId, r.beforeMediaId])
    .filter((m): m is string => Boolean(m) && !byId.has(m!));
  if (missing.length)
    for (const p of await db
      .select()
      .from(media)
      .where(sql`${media.id} in ${missing}`))
      byId.set(p.id, p);
  return {
    items: rows.map((r) => ({
      id: r.id,
      mediaId: r.mediaId,
      beforeMediaId: r.beforeMediaId,
      image: r.image,
      thumbnail: r.mediaId ? thumbnailOf(byId.get(r.mediaId)) : r.image,
      beforeThumbnail: r.beforeMediaId ? thumbnailOf(byId.get(r.beforeMediaId)) : null,
      alt: r.alt,
      caption: r.caption,
      category: r.category,
      vehicle: r.vehicle,
      town: r.town,
      hidden: r.hidden,
    })),
    library: photos.map((p) => ({ id: p.id, alt: p.alt })),
  };
}
