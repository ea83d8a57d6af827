import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { jobPhotos } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { insertBooking } from "~/features/texts/texts-test-kit.ts";
import { preparePhoto, saveMedia } from "~/platform/photos.server.ts";
import { customerJobPhotos, readCustomerPhoto } from "./customer-photos.server.ts";

// The job's photos on the customer's page: listed before then after, with
// addresses under the page's own link, and one size of one photo read only
// for the booking it belongs to.

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  dir = await mkdtemp(join(tmpdir(), "customer-photos-"));
}, 60_000);
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

async function addPhoto(bookingId: string, stage: "before" | "after", colour: string) {
  const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const photo = await preparePhoto(new Uint8Array(bytes), { dir });
  await saveMedia(handle.db, photo, { alt: `${stage}: Sedan`, source: "completion" });
  const [row] = await handle.db.insert(jobPhotos).values({ bookingId, mediaId: photo.id, stage }).returning();
  return { id: row!.id, photo };
}

describe(`a customer's job photos (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("are listed before then after, served under the booking's own link at every size made", async () => {
    const mine = await insertBooking(handle.db, { arrivesAt: new Date("2026-06-02T14:00:00Z") });
    const after = await addPhoto(mine.id, "after", "#1d3557");
    const before = await addPhoto(mine.id, "before", "#e63946");
    const listed = await customerJobPhotos(handle.db, mine.id, "tok/en");
    expect(listed.map((p) => [p.id, p.stage, p.alt])).toEqual([
      [before.id, "before", "before: Sedan"],
      [after.id, "after", "after: Sedan"],
    ]);
    expect(listed[0]!.picture).toEqual({
      kind: "photo",
      id: String(before.id),
      width: 1200,
      height: 900,
      widths: [480, 720, 960, 1200],
      base: "/book/manage/tok%2Fen/photos/",
    });
  });

  it("answers one size of the booking's own photo, and nothing for another booking's or a made-up name", async () => {
    const mine = await insertBooking(handle.db, { arrivesAt: new Date("2026-06-03T14:00:00Z") });
    const theirs = await insertBooking(handle.db, { arrivesAt: new Date("2026-06-04T14:00:00Z") });
    const { id } = await addPhoto(mine.id, "before", "#2a9d8f");
    const jpeg = await readCustomerPhoto(handle.db, mine.id, `${id}-480.jpg`, dir);
    expect(jpeg?.type).toBe("image/jpeg");
    expect((await sharp(jpeg!.body).metadata()).width).toBe(480);
    expect((await readCustomerPhoto(handle.db, mine.id, `${id}-960.avif`, dir))?.type).toBe("image/avif");
    // Another booking's link, a size or format not made, and names that are not a photo's.
    for (const [booking, file] of [
      [theirs.id, `${id}-480.jpg`],
      [mine.id, `${id}-481.jpg`],
      [mine.id, `${id}-480.png`],
      [mine.id, `${id + 1000}-480.jpg`],
      [mine.id, `../${id}-480.jpg`],
      [mine.id, `0-480.jpg`],
      [mine.id, `${id}-480.jpg.exe`],
      [mine.id, `99999999999-480.jpg`],
      [mine.id, `9999999999-480.jpg`],
    ] as const)
      expect(await readCustomerPhoto(handle.db, booking, file, dir), `${booking} ${file}`).toBeNull();
  });

  it("answers nothing, rather than failing, when the file is gone (a restore without the images)", async () => {
    const mine = await insertBooking(handle.db, { arrivesAt: new Date("2026-06-05T14:00:00Z") });
    const { id, photo } = await addPhoto(mine.id, "after", "#f4a261");
    await unlink(join(dir, photo.variants.find((v) => v.format === "webp" && v.width === 480)!.file));
    expect(await readCustomerPhoto(handle.db, mine.id, `${id}-480.webp`, dir)).toBeNull();
    expect(await readCustomerPhoto(handle.db, mine.id, `${id}-480.jpg`, dir)).not.toBeNull();
  });
});
