import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import {
  ownerAccount,
  signInConsole,
  staffAccount,
  startConsoleServer,
  type ConsoleServer,
} from "./console-session.ts";

// Issue 13, the catalogue: the owner changes a price and a stock on a phone,
// and the shop and the store API show it on the next request; an order made
// before keeps its price; an image upload is checked and cached for a year.
// A production server of this spec's own, so no other spec's stock moves under it.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
test.beforeAll(async () => {
  server = await startConsoleServer();
});
test.afterAll(async () => server?.stop());

const owner = ownerAccount();
const staff = staffAccount();
// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** No serious or critical axe violation, and no sideways scrolling at 390 px. */
async function expectAccessibleOnPhone(page: Page) {
  await expectNoSeriousAxe(page);
  // And it fits the phone: nothing scrolls sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function apiPrice(variantId: string, productId: string) {
  const response = await fetch(`${server.origin}/store/elite-tint/products/${productId}`);
  const product = (await response.json()) as { variants: { id: string; price_in_cents: number }[] };
  return product.variants.find((v) => v.id === variantId)?.price_in_cents;
}

test("the owner changes a price: the product page and the store API show it at once, an earlier order keeps its price", async ({
  page,
}) => {
  // An order started before the change (the store API's checkout, as the cart does).
  expect(await apiPrice("glass-cleaner-16", "glass-cleaner")).toBe(1200);
  const checkout = await fetch(`${server.origin}/store/elite-tint/checkout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.origin },
    body: JSON.stringify({
      items: [{ variant_id: "glass-cleaner-16", quantity: 1 }],
      successUrl: `${server.origin}/success`,
      cancelUrl: `${server.origin}/shop`,
      timeZone: "America/Chicago",
    }),
  });
  expect(checkout.status).toBe(200);
  const { url: payUrl } = (await checkout.json()) as { url: string };

  await signInConsole(page, server.origin, owner, "/admin/catalog");
  await expect(page.getByRole("heading", { name: "Catalogue", level: 1 })).toBeVisible();
  await expectAccessibleOnPhone(page);
  await page.getByRole("link", { name: /Ammonia-free Glass Cleaner/ }).click();
  await expect(page.getByRole("heading", { name: "Ammonia-free Glass Cleaner", level: 1 })).toBeVisible();
  await expectAccessibleOnPhone(page);

  const priceForm = page.getByRole("form", { name: "16 oz: price" });
  // A bad price gets its message beside the field, and what was typed stays.
  await priceForm.getByLabel("Price ($)", { exact: true }).fill("twelve");
  await priceForm.getByRole("button", { name: "Save price" }).click();
  const price = priceForm.getByLabel("Price ($)", { exact: true });
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription(/enter dollars and cents/);
  await expect(price).toHaveValue("twelve");

  await price.fill("15.50");
  await priceForm.getByRole("button", { name: "Save price" }).click();
  await expect(priceForm.getByRole("status")).toContainText("Saved 16 oz");

  expect(await apiPrice("glass-cleaner-16", "glass-cleaner")).toBe(1550);
  await page.goto(`${server.origin}/product/glass-cleaner`);
  await expect(page.getByRole("main")).toContainText("$15.50");

  // The order made before still asks for the old price.
  await page.goto(payUrl);
  await expect(page.getByRole("definition").filter({ hasText: "$12.00" })).toHaveCount(1);
  // $12.00 and the $8.00 flat rate (the goods are under the free amount).
  await expect(page.getByTestId("pay-total")).toHaveText("$20.00");
});

test("the owner sets a stock to 2 and the product page says 'Only 2 left'; the history keeps the reason", async ({
  page,
}) => {
  await signInConsole(page, server.origin, owner, "/admin/catalog/aftercare-kit");
  const stock = page.getByRole("form", { name: "Standard: stock" });
  await stock.getByRole("radio", { name: "Set to" }).check();
  await stock.getByLabel("Units").fill("2");
  // No reason: the message is beside the field, the number stays.
  await stock.getByRole("button", { name: "Save stock" }).click();
  await expect(stock.getByLabel("Reason")).toHaveAccessibleDescription(/Say why/);
  await expect(stock.getByLabel("Units")).toHaveValue("2");
  await stock.getByLabel("Reason").fill("shelf count");
  await stock.getByRole("button", { name: "Save stock" }).click();
  await expect(stock.getByRole("status")).toHaveText("Stock on hand: 24 → 2.");
  await expect(page.getByRole("list", { name: "Stock history" })).toContainText("Standard: 24 → 2");
  await expect(page.getByRole("list", { name: "Stock history" })).toContainText("shelf count");

  await page.goto(`${server.origin}/product/aftercare-kit?variant=aftercare-standard`);
  await expect(page.getByText("Only 2 left")).toBeVisible();
});

test("an image upload: a wrong file type gets its message beside the field; an image is served with a year's cache", async ({
  page,
}) => {
  await signInConsole(page, server.origin, owner, "/admin/catalog/aftercare-kit");
  const upload = page.getByRole("form", { name: "Upload an image" });
  const file = upload.getByLabel(/^Image/);
  await file.setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(file).toHaveAccessibleDescription("That file is not a JPEG, PNG, WebP or AVIF image");
  await expect(file).toHaveAttribute("aria-invalid", "true");

  await file.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await upload.getByLabel("Make it the main image").check();
  await upload.getByRole("button", { name: "Upload image" }).click();
  await expect(upload.getByRole("status")).toContainText("Image uploaded");
  const src = await page.getByRole("img", { name: "Main image" }).getAttribute("src");
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  const served = await fetch(`${server.origin}${src}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  // The shop's product shows it as its main image on the next request.
  const product = (await (await fetch(`${server.origin}/store/elite-tint/products/aftercare-kit`)).json()) as {
    image: string;
  };
  expect(product.image).toBe(src);
});

test("the owner duplicates a product: the copy is hidden from the shop until published", async ({ page }) => {
  await signInConsole(page, server.origin, owner, "/admin/catalog/squeegee-set");
  const duplicate = page.getByRole("form", { name: "Duplicate" });
  await duplicate.getByLabel("Id of the copy").fill("Not An Id!");
  await duplicate.getByRole("button", { name: "Duplicate product" }).click();
  await expect(duplicate.getByLabel("Id of the copy")).toHaveAccessibleDescription(/lowercase letters/);
  await duplicate.getByLabel("Id of the copy").fill("squeegee-set-deluxe");
  await duplicate.getByRole("button", { name: "Duplicate product" }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/squeegee-set-deluxe$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DIY Pro Squeegee Set (copy)");
  const shop = await (await fetch(`${server.origin}/shop`)).text();
  expect(shop).toContain("DIY Pro Squeegee Set");
  expect(shop).not.toContain("squeegee-set-deluxe");
  // Published: the shop lists it on the next request.
  const details = page.getByRole("form", { name: "Product details" });
  await details.getByLabel("Visible in the shop").check();
  await details.getByRole("button", { name: "Save product" }).click();
  await expect(details.getByRole("status")).toContainText("The shop shows it now");
  expect(await (await fetch(`${server.origin}/shop`)).text()).toContain("squeegee-set-deluxe");
});

test("a staff member cannot open the catalogue or change a price", async ({ page }) => {
  await signInConsole(page, server.origin, staff, "/admin/orders");
  for (const path of ["/admin/catalog", "/admin/catalog/aftercare-kit"]) {
    const response = await page.goto(`${server.origin}${path}`);
    expect(response?.status()).toBe(403);
  }
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const post = await fetch(`${server.origin}/admin/catalog/glass-cleaner`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.origin },
    body: new URLSearchParams({
      intent: "variant",
      variantId: "glass-cleaner-16",
      price: "1.00",
      salePrice: "",
      sku: "",
    }),
  });
  expect(post.status).toBe(403);
  expect(await apiPrice("glass-cleaner-16", "glass-cleaner")).toBe(1550);
});
