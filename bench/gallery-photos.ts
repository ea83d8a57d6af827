/**
 * Fills a bench server's DATA_DIR with photos in the gallery, as an owner's
 * uploads would (issue 24: public pages keep their speed and scores with 40
 * uploaded photos): each made through the real pipeline (platform/photos.server.ts:
 * AVIF, WebP and JPEG at 480, 720, 960, 1200 and 1600 px) and added through the console's
 * own function, before the server starts (PGlite opens a folder in one process
 * at a time). Run with the `~/` alias (bench/app-alias.ts).
 *
 *   node --import ./bench/app-alias.ts bench/gallery-photos.ts <DATA_DIR> [count]
 */
import { join } from "node:path";
import sharp from "sharp";
import { openDb } from "../app/db/client.server.ts";
import { addUploadedPhoto } from "../app/features/photos/gallery-admin.server.ts";
import { galleryCategories } from "../app/features/content/gallery-categories.ts";
import { townNames } from "../app/features/photos/schema.ts";
import { PHOTO_WIDTHS, preparePhoto } from "../app/platform/photos.server.ts";

const bench = { id: "bench", email: "bench@example.com", name: "Bench", role: "owner" as const };

/** A photo-like picture: a sky-to-ground gradient, a body and windows in random colours, with a camera's grain laid over it (below). */
function pictureSvg(n: number): string {
  const random = (() => {
    let seed = n * 7919 + 13;
    return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  })();
  const hue = () => Math.floor(random() * 360);
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.floor(random() * 1500);
    const y = Math.floor(300 + random() * 800);
    return `<rect x="${x}" y="${y}" width="${80 + Math.floor(random() * 500)}" height="${40 + Math.floor(random() * 260)}" rx="40" fill="hsl(${hue()} 45% ${25 + Math.floor(random() * 50)}%)" opacity="0.85"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue()} 60% 75%)"/><stop offset="1" stop-color="hsl(${hue()} 30% 30%)"/></linearGradient></defs>
<rect width="2000" height="1500" fill="url(#g)"/>${shapes}</svg>`;
}

export async function seedGalleryPhotos(
  dataDir: string,
  count: number,
): Promise<{ ms: number; perPhotoMs: number; widths: readonly number[] }> {
  const handle = await openDb({ dataDir });
  const started = performance.now();
  try {
    // The server adds the demo content at its start, after these (sort order 0 and up; these go before it).
    // A camera's grain over the shapes, so each size weighs what a photo's would.
    const grain = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 28 },
      },
    })
      .resize(2000, 1500)
      .png()
      .toBuffer();
    for (let n = 0; n < count; n++) {
      const bytes = await sharp(Buffer.from(pictureSvg(n)))
        .composite([{ input: grain, blend: "soft-light" }])
        .jpeg({ quality: 88 })
        .toBuffer();
      const photo = await preparePhoto(new Uint8Array(bytes), { dir: join(dataDir, "uploads") });
      await addUploadedPhoto(handle.db, bench, photo, {
        alt: `Bench photo ${n + 1}: a tinted vehicle in a driveway`,
        caption: `Bench photo ${n + 1}`,
        category: galleryCategories[n % galleryCategories.length]!,
        town: townNames[n % townNames.length],
      });
    }
  } finally {
    await handle.close();
  }
  const ms = performance.now() - started;
  return { ms, perPhotoMs: count ? ms / count : 0, widths: PHOTO_WIDTHS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, count = "40"] = process.argv.slice(2);
  if (!dataDir) throw new Error("usage: bench/gallery-photos.ts <DATA_DIR> [count]");
  const { ms, perPhotoMs } = await seedGalleryPhotos(dataDir, Number(count));
  console.log(`${count} photos in ${dataDir}: ${(ms / 1000).toFixed(1)} s (${Math.round(perPhotoMs)} ms a photo)`);
}
