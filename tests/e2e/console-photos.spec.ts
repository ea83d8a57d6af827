import sharp from "sharp";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";

// Issue 24, photos: the owner uploads a photo from a phone with its alt text,
// finds it in the console, and the public gallery shows it in AVIF, WebP and
// JPEG at each size, none of which carries the camera's EXIF or GPS. A
// production server of this spec's own.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
test.beforeAll(async () => {
  // Accounts made, then a production server started: more than the default on a busy machine.
  test.setTimeout(120_000);
  server = await startConsoleServer();
});
test.afterAll(async () => server?.stop());

const owner = ownerAccount();
const ALT = "A white pickup truck with 20% ceramic tint on its cab windows";

/** A phone's photo: 2400 x 1600 with the camera's make and where it was taken in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#3a6ea5" } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 24/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "86/1 51/1 0/1" },
    })
    .toBuffer();
}

test("the owner uploads a photo with its alt text; the gallery serves it in AVIF, WebP and JPEG sizes with no EXIF in any", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto();
  expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneCo");

  await signInConsole(page, server.origin, owner, "/admin/photos");
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const upload = page.getByRole("region", { name: "Add a photo" });
  const file = upload.getByLabel("Photo", { exact: true });
  const alt = upload.getByLabel("Describe the photo (alt text)");

  // A text file called photo.jpg: refused by its contents, the words typed kept.
  await file.setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") });
  await alt.fill(ALT);
  await upload.getByLabel("Category").selectOption("Automotive");
  await upload.getByRole("button", { name: "Upload photo" }).click();
  await expect(upload.getByText("That file is not a JPEG, PNG, WebP or AVIF photo")).toBeVisible();
  await expect(alt).toHaveValue(ALT);

  // No alt text: the message beside the field, nothing sent.
  await alt.fill("");
  await alt.blur();
  await expect(upload.getByText(/Describe the photo for someone who cannot see it/)).toBeVisible();

  await file.setInputFiles({ name: "IMG_0412.JPG", mimeType: "image/jpeg", buffer: photo });
  await alt.fill(ALT);
  await upload.getByLabel("Caption (optional)").fill("Work truck, 20% ceramic all around");
  await upload.getByLabel("Category").selectOption("Automotive");
  await upload.getByLabel("Town (optional)").selectOption("Navarre");
  await upload.getByLabel("Vehicle (optional)").fill("Ford F-150");
  await upload.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("status")).toContainText("Photo added", { timeout: 60_000 });

  // First in the console's list, with its details.
  const first = page.getByRole("list", { name: "Gallery photos" }).getByRole("listitem").first();
  await expect(first).toContainText("Work truck, 20% ceramic all around");
  await expect(first).toContainText("Automotive · Navarre · Ford F-150");
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The public gallery: first, as a <picture> with AVIF and WebP sources and a JPEG fallback.
  await gotoHydrated(page, `${server.origin}/gallery`);
  const picture = page.locator("main picture").first();
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("alt", ALT);
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1067");
  await expect(img).toHaveAttribute("sizes", /390px/);
  const avif = await picture.locator('source[type="image/avif"]').getAttribute("srcset");
  expect(avif).toMatch(
    /^\/uploads\/[0-9a-f]{32}-480\.avif 480w, \/uploads\/[0-9a-f]{32}-720\.avif 720w, \/uploads\/[0-9a-f]{32}-960\.avif 960w, \/uploads\/[0-9a-f]{32}-1200\.avif 1200w, \/uploads\/[0-9a-f]{32}-1600\.avif 1600w$/,
  );
  // The first picture is the page's largest paint: preloaded from <head>, in AVIF, at the grid's sizes.
  const preloaded = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preloaded).toHaveCount(1);
  expect(await preloaded.getAttribute("imagesrcset")).toBe(avif);
  expect(await preloaded.getAttribute("imagesizes")).toBe(await img.getAttribute("sizes"));
  const webp = await picture.locator('source[type="image/webp"]').getAttribute("srcset");
  const jpeg = await img.getAttribute("srcset");
  // The browser chose and loaded one of them.
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);

  // Every size served: the right type, kept for a year, and no EXIF, GPS or XMP.
  const urls = [avif, webp, jpeg].flatMap((set) => set!.split(", ").map((entry) => entry.split(" ")[0]!));
  expect(urls).toHaveLength(15);
  for (const url of urls) {
    const response = await fetch(`${server.origin}${url}`);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("cache-control"), url).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.width, url).toBe(Number(/-(\d+)\./.exec(url)![1]));
    expect(meta.exif, url).toBeUndefined();
    expect(meta.xmp, url).toBeUndefined();
    expect(bytes.includes("PhoneCo"), url).toBe(false);
  }

  // The owner hides it: it is no longer public.
  await page.goto(`${server.origin}/admin/photos`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: `Hide: Work truck, 20% ceramic all around` }).click();
  await expect(page.getByRole("status")).toContainText("Hidden");
  await page.goto(`${server.origin}/gallery`);
  await expect(page.locator("main picture")).toHaveCount(0);
  await expect(page.getByRole("img", { name: ALT })).toHaveCount(0);
});
