import { createHash } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getEnv } from "~/config/env.server.ts";
import { sniffImage, UPLOADS_PATH } from "~/lib/uploads.ts";
import { IMAGE_MAX_BYTES } from "./schema.ts";

export type StoredImage = { ok: true; url: string } | { ok: false; message: string };

export function uploadsDir(dataDir = getEnv().DATA_DIR): string {
  return join(dataDir, "uploads");
}

/**
 * Checks an uploaded image (its type by its bytes, its size) and stores it
 * under a name made of its content's hash; the same image twice is one file.
 */
export async function storeImage(file: unknown, dir = uploadsDir()): Promise<StoredImage> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: "Choose an image to upload" };
  if (file.size > IMAGE_MAX_BYTES)
    return { ok: false, message: `That image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB` };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension) return { ok: false, message: "That file is not a JPEG, PNG, WebP or AVIF image" };
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${extension}`;
  await mkdir(dir, { recursive: true });
  // Written under a temporary name, then renamed: a reader never sees half an image.
  const temporary = join(dir, `.${name}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, join(dir, name));
  } catch (error) {
    // A disk that filled up mid-write keeps the part written: give that space back.
    await rm(temporary, { force: true }).catch(() => {});
    throw error;
  }
  return { ok: true, url: `${UPLOADS_PATH}${name}` };
}
