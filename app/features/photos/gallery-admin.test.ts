import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { galleryItems } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { listAudit } from "~/features/admin/audit.server.ts";
import { readGallery } from "~/features/content/gallery.server.ts";
import { contentVersion } from "~/platform/content-version.server.ts";
import { preparePhoto } from "~/platform/photos.server.ts";
import { ownerUser, staffUser } from "../../../tests/support/console-user.ts";
import {
  addUploadedPhoto,
  deleteGalleryItem,
  editGalleryItem,
  listGalleryForConsole,
  moveGalleryItem,
  setGalleryItemHidden,
} from "./gallery-admin.server.ts";

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  dir = await mkdtemp(join(tmpdir(), "gallery-"));
  // The seed's kind of entry: an illustration under /images/, no photo.
  await handle.db.insert(galleryItems).values({
    id: "g01",
    image: "/images/gallery/g01.svg",
    width: 1200,
    height: 900,
    alt: "A sedan with smoky tint",
    caption: "Ceramic 35% on a sedan",
    category: "Automotive",
    town: "Navarre",
    sortOrder: 0,
  });
}, 60_000);
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

const photo = async (colour: string) =>
  preparePhoto(
    new Uint8Array(
      await sharp({ create: { width: 1000, height: 750, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    ),
    { dir },
  );

const details = { alt: "A truck with ceramic tint", category: "Automotive" as const };

describe(`the gallery managed from the console (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const staff = staffUser();
  const owner = ownerUser();
  let afterId = "";
  let beforeId = "";

  it("an upload is in the library and first in the public gallery, with its sizes; audited; the content version moves", async () => {
    const version = contentVersion();
    const after = await addUploadedPhoto(handle.db, staff, await photo("#224466"), {
      ...details,
      caption: "Work truck, 20% ceramic",
      town: "Milton",
      vehicle: "Ford F-150",
    });
    afterId = after.id;
    expect(contentVersion()).toBeGreaterThan(version);
    const gallery = await readGallery(handle.db);
    expect(gallery.map((e) => e.id)).toEqual([after.id, "g01"]);
    expect(gallery[0]).toMatchObject({
      alt: details.alt,
      caption: "Work truck, 20% ceramic",
      town: "Milton",
      vehicle: "Ford F-150",
      picture: { kind: "photo", id: after.mediaId, width: 1000, height: 750, widths: [480, 720, 960, 1000] },
    });
    expect(gallery[1]!.picture).toEqual({ kind: "image", src: "/images/gallery/g01.svg", width: 1200, height: 900 });
    const { rows } = await listAudit(handle.db);
    expect(rows[0]).toMatchObject({ action: "gallery.add", entityId: after.id, actorEmail: staff.email });
  });

  it("a before/after pair: shown as one entry with its before, the before not again alone", async () => {
    const before = await addUploadedPhoto(handle.db, staff, await photo("#888888"), {
      ...details,
      alt: "The same truck before tint",
    });
    beforeId = before.id;
    expect((await readGallery(handle.db)).map((e) => e.id)).toEqual([before.id, afterId, "g01"]);
    await editGalleryItem(handle.db, staff, afterId, {
      ...details,
      caption: "Before and after",
      before: before.mediaId!,
    });
    const gallery = await readGallery(handle.db);
    expect(gallery.map((e) => e.id)).toEqual([afterId, "g01"]);
    expect(gallery[0]).toMatchObject({
      caption: "Before and after",
      before: { alt: "The same truck before tint", picture: { kind: "photo", id: before.mediaId } },
    });
    await expect(editGalleryItem(handle.db, staff, afterId, { ...details, before: "0".repeat(32) })).rejects.toThrow(
      "no longer in the library",
    );
  });

  it("hidden entries are never public; shown again they are", async () => {
    await setGalleryItemHidden(handle.db, owner, afterId, true);
    // The pair hidden: its before is an entry of its own again.
    expect((await readGallery(handle.db)).map((e) => e.id)).toEqual([beforeId, "g01"]);
    expect((await listGalleryForConsole(handle.db)).items.find((i) => i.id === afterId)).toMatchObject({
      hidden: true,
    });
    await setGalleryItemHidden(handle.db, owner, afterId, false);
    expect((await readGallery(handle.db)).map((e) => e.id)).toEqual([afterId, "g01"]);
    const { rows } = await listAudit(handle.db);
    expect(rows.slice(0, 2).map((r) => r.action)).toEqual(["gallery.show", "gallery.hide"]);
  });

  it("moves one place up or down; past either end it stays", async () => {
    const order = async () => (await listGalleryForConsole(handle.db)).items.map((i) => i.id);
    expect(await order()).toEqual([beforeId, afterId, "g01"]);
    expect(await moveGalleryItem(handle.db, staff, "g01", "up")).toBe(true);
    expect(await order()).toEqual([beforeId, "g01", afterId]);
    expect(await moveGalleryItem(handle.db, staff, beforeId, "up")).toBe(false);
    expect(await moveGalleryItem(handle.db, staff, beforeId, "down")).toBe(true);
    expect(await order()).toEqual(["g01", beforeId, afterId]);
  });

  it("deleting an entry deletes its photo's files unless another entry still uses them", async () => {
    const filesOf = async (mediaId: string) => (await readdir(dir)).filter((f) => f.startsWith(mediaId));
    const { items } = await listGalleryForConsole(handle.db);
    const before = items.find((i) => i.id === beforeId)!;
    const after = items.find((i) => i.id === afterId)!;
    // The before photo is also the pair's: its files stay.
    await deleteGalleryItem(handle.db, owner, beforeId, dir);
    expect(await filesOf(before.mediaId!)).toHaveLength(12);
    await deleteGalleryItem(handle.db, owner, afterId, dir);
    expect(await filesOf(after.mediaId!)).toEqual([]);
    expect(await filesOf(before.mediaId!)).toEqual([]);
    expect((await readGallery(handle.db)).map((e) => e.id)).toEqual(["g01"]);
    expect((await listGalleryForConsole(handle.db)).library).toEqual([]);
  });
});
