import { createHash } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { getEnv } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { media, type MediaVariant } from "~/db/schema.ts";
import { sniffImage, UPLOADS_PATH } from "~/lib/uploads.ts";

// Photos (issue 24): the console's gallery uploads, and a job's completion
// photos (issue 25, source "completion"). An upload is checked by its bytes
// (JPEG, PNG, WebP or AVIF, at most PHOTO_MAX_BYTES and PHOTO_MAX_PIXELS),
// turned upright by its EXIF orientation, and made into the sizes pages serve
// (PHOTO_WIDTHS, never wider than the original) in AVIF, WebP and JPEG, with
// every piece of metadata left behind (EXIF, GPS, XMP, IPTC, ICC: the pixels
// are converted to sRGB first). The files are named by the original's content
// hash and the width, `<hash>-960.avif`, under DATA_DIR/uploads, so they are
// served immutable and backed up with the product images.
//
// sharp works on libuv's thread pool, never on the event loop; the photo
// queue lets one photo be worked on at a time per process (AVIF is slow: the
// server's two cores stay free for pages) and a few wait behind it; more are
// refused with a 503 and Retry-After rather than piled up in memory.

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;
/** 100 megapixels: a 48 MP phone photo passes; a decompression bomb does not. */
export const PHOTO_MAX_PIXELS = 100_000_000;
// 720 and 1200 fit a one-column grid on a phone at 1.75x and 3x (372 css px wide), so
// a phone does not fetch a size half again as wide as it shows (decision 033).
export const PHOTO_WIDTHS = [480, 720, 960, 1200, 1600] as const;
const largest = Math.max(...PHOTO_WIDTHS);
export const PHOTO_FORMATS = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A photo refused, with the sentence the owner reads and its status. */
export class PhotoRejected extends Error {
  readonly status: 400 | 413 | 415 | 503;
  constructor(status: 400 | 413 | 415 | 503, message: string) {
    super(message);
    this.status = status;
  }
}

/** A photo made into its sizes and stored on disk (not yet in the database). */
export type PreparedPhoto = { id: string; width: number; height: number; variants: MediaVariant[] };

export type MediaRow = typeof media.$inferSelect;

export function photosDir(dataDir = getEnv().DATA_DIR): string {
  return join(dataDir, "uploads");
}

/** The file name of one size of a photo. */
export const photoFileName = (id: string, width: number, format: PhotoFormat) => `${id}-${width}.${format}`;

/** The address of one size of a photo. */
export const photoUrl = (id: string, width: number, format: PhotoFormat) =>
  `${UPLOADS_PATH}${photoFileName(id, width, format)}`;

/** The widths a photo `width` pixels wide is served at: the standard ones below it, and itself up to the largest. */
export function photoWidths(width: number): number[] {
  const top = Math.min(width, largest);
  return [...PHOTO_WIDTHS.filter((w) => w < top), top];
}

const encode = (image: Sharp, format: PhotoFormat) =>
  format === "avif"
    ? image.avif({ quality: 50, effort: 3 })
    : format === "webp"
      ? image.webp({ quality: 76, effort: 4 })
      : image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true, progressive: true });

/** A queue that runs `concurrency` jobs at once and lets at most `maxWaiting` more wait. */
export function createWorkQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    /** Runs `job` when a place is free; undefined at once when the queue is full. */
    async run<T>(job: () => Promise<T>): Promise<T | undefined> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) return undefined;
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await job();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** One photo worked on at a time in this process; four more may wait. */
const photoQueue = createWorkQueue({ concurrency: 1, maxWaiting: 4 });

export const PHOTO_BUSY = "Other photos are being prepared right now: please try again in a minute.";

/**
 * Checks an uploaded photo by its bytes and makes its sizes under `dir`.
 * Throws PhotoRejected (a 4xx or 503 with a sentence) for what cannot be taken.
 */
export async function preparePhoto(
  bytes: Uint8Array,
  { dir = photosDir(), queue = photoQueue }: { dir?: string; queue?: ReturnType<typeof createWorkQueue> } = {},
): Promise<PreparedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoRejected(400, "Choose a photo to upload.");
  if (bytes.byteLength > PHOTO_MAX_BYTES)
    throw new PhotoRejected(
      413,
      `That photo is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; the limit is ${PHOTO_MAX_MB} MB.`,
    );
  if (!sniffImage(bytes))
    throw new PhotoRejected(415, "That file is not a JPEG, PNG, WebP or AVIF photo (checked by its contents).");
  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const done = await queue.run(() => makeSizes(bytes, id, dir));
  if (!done) throw new PhotoRejected(503, PHOTO_BUSY);
  return done;
}

async function makeSizes(bytes: Uint8Array, id: string, dir: string): Promise<PreparedPhoto> {
  // Decoded once, upright and in sRGB, at the largest size served; every size is made from those pixels.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(bytes, { autoOrient: true, limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" });
    const { autoOrient } = await source.metadata();
    pixels = await source
      .resize({ width: Math.min(autoOrient.width, largest), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message))
      throw new PhotoRejected(
        413,
        `That photo is over ${PHOTO_MAX_PIXELS / 1_000_000} megapixels: send a smaller one.`,
      );
    throw new PhotoRejected(400, "That photo could not be read: it may be damaged. Try another.");
  }
  const { width, height, channels } = pixels.info;
  await mkdir(dir, { recursive: true });
  const variants: MediaVariant[] = [];
  for (const size of photoWidths(width)) {
    for (const format of PHOTO_FORMATS) {
      const image = sharp(pixels.data, { raw: { width, height, channels } }).resize({ width: size });
      const { data, info } = await encode(image, format).toBuffer({ resolveWithObject: true });
      await writeOnce(join(dir, photoFileName(id, size, format)), data);
      variants.push({ format, width: info.width, height: info.height, file: photoFileName(id, size, format) });
    }
  }
  return { id, width, height, variants };
}

/** Written under a temporary name, then renamed: a reader never sees half a file. An existing file is the same bytes. */
async function writeOnce(path: string, data: Uint8Array): Promise<void> {
  if (
    await stat(path).then(
      () => true,
      () => false,
    )
  )
    return;
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    // A disk that filled up mid-write keeps the part written: give that space back.
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
}

/**
 * The photo's row in the media library (after its files are on disk, so a
 * backup that holds the row holds its files). The same photo uploaded again
 * is the row already there.
 */
export async function saveMedia(
  db: Db | Tx,
  photo: PreparedPhoto,
  { alt, source, createdBy }: { alt: string; source: MediaRow["source"]; createdBy?: string },
): Promise<MediaRow> {
  await db
    .insert(media)
    .values({
      id: photo.id,
      width: photo.width,
      height: photo.height,
      variants: photo.variants,
      alt,
      source,
      createdBy,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(media).where(eq(media.id, photo.id));
  return row!;
}

/** Removes a photo's files (its row is gone; nothing names them any more). */
export async function removePhotoFiles(variants: MediaVariant[], dir = photosDir()): Promise<void> {
  await Promise.all(variants.map((v) => rm(join(dir, v.file), { force: true })));
}
