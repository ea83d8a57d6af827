import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { galleryItems, media } from "~/db/schema.ts";
import { contentCache } from "~/platform/content-version.server.ts";
import { pictureOfMedia, type GalleryEntry, type GalleryPicture } from "./gallery-entry.ts";

// The public gallery, from the database (issue 24), read once per content
// version (every console change moves it). Hidden entries are never read; a
// photo that is a shown pair's "before" is shown in that pair, not again alone.

const galleries = contentCache<GalleryEntry[]>(1);

export function loadGallery(db: () => Promise<Db>): Promise<GalleryEntry[]> {
  return galleries("gallery", async () => readGallery(await db()));
}


export async function readGallery(db: Db): Promise<GalleryEntry[]> {
  const rows = await db
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.hidden, false))
    .orderBy(asc(galleryItems.sortOrder), desc(galleryItems.createdAt), asc(galleryItems.id));
  const ids = [...new Set(rows.flatMap((r) => [r.mediaId, r.beforeMediaId]).filter((id): id is string => !!id))];
  const photos = new Map(
    (ids.length ? await db.select().from(media).where(inArray(media.id, ids)) : []).map((m) => [m.id, m]),
  );
  const befores = new Set(rows.map((r) => r.beforeMediaId).filter(Boolean));
  const entries: GalleryEntry[] = [];
  for (const row of rows) {
    if (row.mediaId && befores.has(row.mediaId)) continue;
    const photo = row.mediaId ? photos.get(row.mediaId) : undefined;
    const picture: GalleryPicture | undefined = photo
      ? pictureOfMedia(photo)
      : row.image && row.width && row.height
        ? { kind: "image", src: row.image, width: row.width, height: row.height }
        : undefined;
    if (!picture) continue;
    const before = row.beforeMediaId ? photos.get(row.beforeMediaId) : undefined;
    entries.push({
      id: row.id,
      alt: row.alt,
      caption: row.caption || row.alt,
      category: row.category,
      ...(row.town ? { town: row.town } : {}),
      ...(row.vehicle ? { vehicle: row.vehicle } : {}),
      picture,
      ...(before ? { before: { alt: before.alt, picture: pictureOfMedia(before) } } : {}),
    });
  }
  return entries;
}
