import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { jobPhotos, media } from "~/db/schema.ts";
import { pictureOfMedia, type GalleryPicture } from "~/features/content/gallery-entry.ts";
import { UPLOAD_TYPES } from "~/lib/uploads.ts";
import { photosDir } from "~/platform/photos.server.ts";
import { readJobPhotos } from "./completion.server.ts";

// The job's before and after photos on the customer's own page (issue 25,
// point 7). They are served from under the booking's manage link, never from
// the public /uploads/ address: `/book/manage/<token>/photos/<photo>-<width>.<format>`,
// where <photo> is the job photo's number, answered only when it belongs to
// that token's booking, and never kept by a shared cache or the browser.

export type CustomerPhoto = { id: number; stage: "before" | "after"; alt: string; picture: GalleryPicture };

/** Where a booking's photos are served: under its manage link. */
export const customerPhotosBase = (token: string) => `/book/manage/${encodeURIComponent(token)}/photos/`;

/** The booking's job photos, before ones first, each in the order taken. */
export async function customerJobPhotos(db: Db, bookingId: string, token: string): Promise<CustomerPhoto[]> {
  const rows = await readJobPhotos(db, bookingId);
  const base = customerPhotosBase(token);
  const photos = rows.map(({ photo, media: row }) => ({
    id: photo.id,
    stage: photo.stage,
    alt: row.alt,
    picture: pictureOfMedia(row, { id: String(photo.id), base }),
  }));
  return [...photos.filter((p) => p.stage === "before"), ...photos.filter((p) => p.stage === "after")];
}

/** `<photo>-<width>.<format>`: one size of one job photo. */
const PHOTO_FILE = /^([1-9][0-9]{0,9})-([1-9][0-9]{0,4})\.(avif|webp|jpg)$/;

/** One size of one of the booking's photos, or null when the name is not one of its photos' sizes. */
export async function readCustomerPhoto(
  db: Db,
  bookingId: string,
  file: string,
  dir = photosDir(),
): Promise<{ body: Buffer; type: string } | null> {
  const match = PHOTO_FILE.exec(file);
  if (!match) return null;
  const [, id, width, format] = match as unknown as [string, string, string, keyof typeof UPLOAD_TYPES];
  // The photo's number is a 32-bit serial: a larger one is no photo (and no database error).
  if (Number(id) > 2 ** 31 - 1) return null;
  const [row] = await db
    .select({ variants: media.variants })
    .from(jobPhotos)
    .innerJoin(media, eq(media.id, jobPhotos.mediaId))
    .where(and(eq(jobPhotos.id, Number(id)), eq(jobPhotos.bookingId, bookingId)));
  const variant = row?.variants.find((v) => v.width === Number(width) && v.format === format);
  if (!variant) return null;
  try {
    return { body: await readFile(join(dir, variant.file)), type: UPLOAD_TYPES[format] };
  } catch {
    // The row is there and its file is not (a restore without the images): nothing to show.
    return null;
  }
}
