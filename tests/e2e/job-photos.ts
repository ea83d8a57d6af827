import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures.ts";

// The completion record's photos, as the owner adds them on a phone.

/** A small JPEG of one colour, as a phone's camera would hand it over. */
export const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

/** On the completion page: a before photo and an after photo, each added and listed. */
export async function addBeforeAndAfterPhotos(page: Page) {
  await page
    .getByLabel("Before photo")
    .setInputFiles({ name: "before.jpg", mimeType: "image/jpeg", buffer: await jpeg(200, 40, 40) });
  await page.getByRole("button", { name: "Add before photo" }).click();
  await expect(page.getByText("Before photo added.")).toBeVisible();
  await page
    .getByLabel("After photo")
    .setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await jpeg(20, 40, 90) });
  await page.getByRole("button", { name: "Add after photo" }).click();
  await expect(page.getByText("After photo added.")).toBeVisible();
  const photos = page.getByRole("list", { name: "Photos of this job" });
  await expect(photos.getByRole("img")).toHaveCount(2);
  return photos;
}
