import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_NAME } from "~/lib/uploads.ts";
import { createWorkQueue, photoWidths, preparePhoto, PhotoRejected, PHOTO_MAX_BYTES } from "./photos.server.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "photos-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A photo as a phone takes it: wider than tall on the sensor, with where and how in its EXIF. */
async function phonePhoto({
  width = 2000,
  height = 1200,
  orientation,
}: { width?: number; height?: number; orientation?: number } = {}) {
  // Left half red, right half blue: which way up it is can be read from the pixels.
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: "#d00000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000d0" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Phone 12", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 24/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "86/1 51/1 0/1" },
    })
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();
}

const prepare = (bytes: Uint8Array) => preparePhoto(bytes, { dir });

describe("preparePhoto", () => {
  it("the test's photo does carry EXIF with GPS (so the check below can fail)", async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect(meta.exif?.toString("latin1")).toContain("PhoneCo");
    expect(meta.exif?.toString("latin1")).toContain("\x25\x88"); // the GPS IFD's tag, little-endian;
  });

  it("makes AVIF, WebP and JPEG at 480, 720, 960, 1200 and 1600 wide, with no EXIF, GPS, XMP or ICC in any", async () => {
    const photo = await prepare(await phonePhoto());
    expect(photo).toMatchObject({ width: 1600, height: 960 });
    expect(photo.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "480.jpg",
      "720.avif",
      "720.webp",
      "720.jpg",
      "960.avif",
      "960.webp",
      "960.jpg",
      "1200.avif",
      "1200.webp",
      "1200.jpg",
      "1600.avif",
      "1600.webp",
      "1600.jpg",
    ]);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual(photo.variants.map((v) => v.file).sort());
    for (const variant of photo.variants) {
      expect(UPLOAD_NAME.test(variant.file), variant.file).toBe(true);
      const bytes = await readFile(join(dir, variant.file));
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(variant.format === "jpg" ? "jpeg" : variant.format === "avif" ? "heif" : "webp");
      expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.height });
      expect(meta.exif, variant.file).toBeUndefined();
      expect(meta.xmp, variant.file).toBeUndefined();
      expect(meta.iptc, variant.file).toBeUndefined();
      expect(meta.orientation, variant.file).toBeUndefined();
      expect(bytes.includes("PhoneCo"), variant.file).toBe(false);
    }
  });

  it("turns a photo upright by its EXIF orientation", async () => {
    // Orientation 6: the sensor's 2000x1200 is shown turned 90 degrees clockwise, 1200 wide and 2000 tall,
    // the sensor's left (red) at the top.
    const photo = await prepare(await phonePhoto({ orientation: 6 }));
    expect(photo).toMatchObject({ width: 1200, height: 2000 });
    const jpeg = photo.variants.find((v) => v.format === "jpg" && v.width === 480)!;
    expect(jpeg.height).toBe(800);
    const { data, info } = await sharp(await readFile(join(dir, jpeg.file)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(240, 100)[0]).toBeGreaterThan(150); // top: red
    expect(pixel(240, 700)[2]).toBeGreaterThan(150); // bottom: blue
  });

  it("never makes a size wider than the photo", async () => {
    const small = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const photo = await prepare(small);
    expect([...new Set(photo.variants.map((v) => v.width))]).toEqual([480, 700]);
    expect(photoWidths(300)).toEqual([300]);
    expect(photoWidths(960)).toEqual([480, 720, 960]);
    expect(photoWidths(4000)).toEqual([480, 720, 960, 1200, 1600]);
  });

  it("goes by the contents, not the name: a PNG sent as photo.jpg is taken as a PNG", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: "#11aa3380" } })
      .png()
      .toBuffer();
    const file = new File([new Uint8Array(png)], "photo.jpg", { type: "image/jpeg" });
    const photo = await prepare(new Uint8Array(await file.arrayBuffer()));
    expect(photo.width).toBe(600);
    // Its transparency is kept in AVIF and WebP, and laid on white in the JPEG.
    expect(
      (await sharp(await readFile(join(dir, photo.variants.find((v) => v.format === "webp")!.file))).metadata())
        .hasAlpha,
    ).toBe(true);
    expect(
      (await sharp(await readFile(join(dir, photo.variants.find((v) => v.format === "jpg")!.file))).metadata())
        .hasAlpha,
    ).toBe(false);
  });

  it("refuses what is not a JPEG, PNG, WebP or AVIF by its contents, whatever its name", async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    for (const bytes of [new Uint8Array(gif), svg, new TextEncoder().encode("just some text called photo.jpg")]) {
      const refused = await prepare(bytes).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PhotoRejected);
      expect(refused).toMatchObject({ status: 415, message: expect.stringContaining("not a JPEG, PNG, WebP or AVIF") });
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it("refuses an empty file, one over the size limit and a damaged one, each with its sentence", async () => {
    await expect(prepare(new Uint8Array())).rejects.toMatchObject({
      status: 400,
      message: "Choose a photo to upload.",
    });
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await expect(prepare(big)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("the limit is 15 MB"),
    });
    const broken = (await phonePhoto()).subarray(0, 400);
    await expect(prepare(new Uint8Array(broken))).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("could not be read"),
    });
  });

  it("refuses a photo of too many pixels before decoding it", async () => {
    // A small PNG whose header says 12,000 x 9,000 (108 megapixels), as a decompression bomb's does.
    const bomb = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const header = new DataView(bomb.buffer, bomb.byteOffset);
    header.setUint32(16, 12000);
    header.setUint32(20, 9000);
    header.setUint32(29, crc32(bomb.subarray(12, 29)));
    await expect(prepare(bomb)).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("100 megapixels"),
    });
  });
});

describe("createWorkQueue", () => {
  it("runs one job at a time, lets a few wait and refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(async () => {
      order.push("first starts");
      await gate;
      order.push("first ends");
      return 1;
    });
    const second = queue.run(async () => {
      order.push("second");
      return 2;
    });
    const third = queue.run(async () => 3);
    expect(await queue.run(async () => 4)).toBeUndefined();
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 });
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 2, 3]);
    expect(order).toEqual(["first starts", "first ends", "second"]);
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });
});
