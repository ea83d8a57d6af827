import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { loadProductPage, loadShop } from "~/features/catalog/catalog-pages.server.ts";
import { productResponse } from "~/features/catalog/store-api.server.ts";
import type { ProductDetail } from "~/features/catalog/types.ts";
import { createOrder } from "~/features/checkout/orders.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import {
  adjustStock,
  duplicateProductAsOwner,
  getProductForEdit,
  listProductsForConsole,
  saveProduct,
  saveVariant,
  uploadProductImage,
} from "./catalog.server.ts";

const owner: ConsoleUser = { id: "u_owner", email: "owner@example.com", name: "Olive Owner", role: "owner" };
const ORIGIN = "http://localhost:3000";
const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const apiProduct = async (id: string) =>
  (await (
    await productResponse(new Request(`${ORIGIN}/store/elite-tint/products/${id}`), id, testDb)
  ).json()) as ProductDetail;

let handle: DbHandle;
/** The database as the app's services hand it to routes. */
const testDb = async () => handle.db;
let uploads: string;
beforeAll(async () => {
  handle = await createTestDb();
  uploads = mkdtempSync(join(tmpdir(), "uploads-"));
});
afterAll(async () => {
  await handle.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe("prices", () => {
  it("shows a new price on the next read and never changes an order already created", async () => {
    // Read first, so the cached copies exist and must be dropped by the edit.
    expect(
      (await apiProduct("aftercare-kit")).variants.find((v) => v.id === "aftercare-standard")?.price_in_cents,
    ).toBe(2900);
    const { order, lines } = await createOrder(handle.db, {
      items: [{ variant_id: "aftercare-standard", quantity: 1 }],
      successUrl: `${ORIGIN}/success`,
      cancelUrl: `${ORIGIN}/shop`,
      provider: "test",
    });
    const result = await saveVariant(
      handle.db,
      owner,
      "aftercare-kit",
      form({ variantId: "aftercare-standard", price: "$34.50", salePrice: "", sku: "AC-STD-2" }),
    );
    expect(result).toMatchObject({ ok: true });
    const variant = (await apiProduct("aftercare-kit")).variants.find((v) => v.id === "aftercare-standard")!;
    expect(variant).toMatchObject({ price_in_cents: 3450, sku: "AC-STD-2" });
    const page = await loadProductPage("aftercare-kit", testDb);
    expect(page?.product.variants.find((v) => v.id === "aftercare-standard")?.price_in_cents).toBe(3450);

    const [stored] = await handle.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    const storedLines = await handle.db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order.id));
    // The kit's price as it was, and the shipping charged on it.
    expect(stored!.totalCents - stored!.shippingCents).toBe(2900);
    expect(storedLines.map((l) => l.unitPriceCents)).toEqual(lines.map((l) => l.unitPriceCents));
    expect(storedLines[0]!.unitPriceCents).toBe(2900);
    const [audit] = await handle.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, "aftercare-standard"));
    expect(audit).toMatchObject({
      action: "variant.edit",
      before: { priceInCents: 2900 },
      after: { priceInCents: 3450 },
    });
  });

  it("gives each bad field its message and changes nothing", async () => {
    const result = await saveVariant(
      handle.db,
      owner,
      "aftercare-kit",
      form({ variantId: "aftercare-pro", price: "abc", salePrice: "1.234", sku: "bad sku!" }),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: {
        price: expect.stringContaining("dollars and cents"),
        salePrice: expect.stringContaining("dollars and cents"),
        sku: expect.stringContaining("letters, digits"),
      },
    });
    expect(
      await saveVariant(
        handle.db,
        owner,
        "aftercare-kit",
        form({ variantId: "aftercare-pro", price: "10", salePrice: "12", sku: "" }),
      ),
    ).toMatchObject({ ok: false, errors: { salePrice: "The sale price must be lower than the price" } });
    // A variant of another product cannot be reached through this product's page.
    expect(
      await saveVariant(
        handle.db,
        owner,
        "aftercare-kit",
        form({ variantId: "gift-25", price: "1", salePrice: "", sku: "" }),
      ),
    ).toMatchObject({ ok: false, status: 404 });
    expect((await apiProduct("aftercare-kit")).variants.find((v) => v.id === "aftercare-pro")?.price_in_cents).toBe(
      4900,
    );
  });
});

describe("stock", () => {
  it("sets, adds and removes with a reason, kept as the stock history, and shows on the next read", async () => {
    const move = (kind: string, quantity: string, reason = "count") =>
      adjustStock(handle.db, owner, "aftercare-kit", form({ variantId: "aftercare-pro", kind, quantity, reason }));
    expect(await move("set", "2", "shelf count")).toMatchObject({ ok: true });
    expect(await move("add", "5", "delivery")).toMatchObject({ ok: true, message: "Stock on hand: 2 → 7." });
    expect(await move("remove", "3", "damaged")).toMatchObject({ ok: true, message: "Stock on hand: 7 → 4." });
    const api = (await apiProduct("aftercare-kit")).variants.find((v) => v.id === "aftercare-pro")!;
    expect(api.inventory_quantity).toBe(4);
    const { history } = (await getProductForEdit(handle.db, "aftercare-kit"))!;
    expect(history.slice(0, 3).map((h) => [h.kind, h.before, h.after, h.reason, h.actorName])).toEqual([
      ["remove", 7, 4, "damaged", "Olive Owner"],
      ["add", 2, 7, "delivery", "Olive Owner"],
      ["set", expect.any(Number), 2, "shelf count", "Olive Owner"],
    ]);
    expect(await move("add", "0")).toMatchObject({ ok: false, errors: { quantity: "Enter at least 1 unit" } });
    expect(await move("set", "2", " ")).toMatchObject({ ok: false, errors: { reason: expect.any(String) } });
  });

  it("never goes below what unpaid checkouts hold, with a clear message", async () => {
    await adjustStock(
      handle.db,
      owner,
      "aftercare-kit",
      form({ variantId: "aftercare-pro", kind: "set", quantity: "4", reason: "count" }),
    );
    await createOrder(handle.db, {
      items: [{ variant_id: "aftercare-pro", quantity: 3 }],
      successUrl: `${ORIGIN}/success`,
      cancelUrl: `${ORIGIN}/shop`,
      provider: "test",
    });
    const result = await adjustStock(
      handle.db,
      owner,
      "aftercare-kit",
      form({ variantId: "aftercare-pro", kind: "remove", quantity: "2", reason: "damaged" }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 409,
      errors: { quantity: expect.stringContaining("3 units are held by unpaid checkouts") },
    });
    const [v] = await handle.db.select().from(t.variants).where(eq(t.variants.id, "aftercare-pro"));
    expect(v!.inventoryQuantity).toBe(4);
  });
});

describe("products", () => {
  it("edits the words, visibility and order; hiding takes it off the shop on the next read", async () => {
    expect((await loadShop(testDb)).products.some((p) => p.id === "glass-cleaner")).toBe(true);
    const result = await saveProduct(
      handle.db,
      owner,
      "glass-cleaner",
      form({ title: "Glass Cleaner", subtitle: "", description: "New words", ribbonText: "New", sortOrder: "3" }),
    );
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining("hidden") });
    expect((await loadShop(testDb)).products.some((p) => p.id === "glass-cleaner")).toBe(false);
    expect(
      await saveProduct(handle.db, owner, "glass-cleaner", form({ title: "", description: "", sortOrder: "x" })),
    ).toMatchObject({
      ok: false,
      errors: { title: "Enter a title", sortOrder: expect.any(String) },
    });
  });

  it("duplicates a product, hidden and without stock, under a chosen or derived id", async () => {
    expect(await duplicateProductAsOwner(handle.db, owner, "aftercare-kit", form({ newId: "" }))).toMatchObject({
      ok: true,
      redirectTo: "/admin/catalog/aftercare-kit-copy",
    });
    const copy = (await getProductForEdit(handle.db, "aftercare-kit-copy"))!;
    expect(copy.product).toMatchObject({ isHidden: true, title: "Tint Aftercare Kit (copy)" });
    expect(copy.variants.map((v) => [v.id, v.inventoryQuantity])).toEqual([
      ["aftercare-kit-copy--aftercare-standard", 0],
      ["aftercare-kit-copy--aftercare-pro", 0],
    ]);
    expect(copy.images.length).toBeGreaterThan(0);
    expect(await duplicateProductAsOwner(handle.db, owner, "aftercare-kit", form({ newId: "" }))).toMatchObject({
      ok: true,
      redirectTo: "/admin/catalog/aftercare-kit-copy-2",
    });
    expect(
      await duplicateProductAsOwner(handle.db, owner, "aftercare-kit", form({ newId: "gift-card" })),
    ).toMatchObject({
      ok: false,
      errors: { newId: expect.stringContaining("taken") },
    });
    expect(await duplicateProductAsOwner(handle.db, owner, "aftercare-kit", form({ newId: "Bad Id!" }))).toMatchObject({
      ok: false,
      errors: { newId: expect.any(String) },
    });
    expect((await listProductsForConsole(handle.db)).products.find((p) => p.id === "aftercare-kit-copy")).toMatchObject(
      {
        hidden: true,
        stock: 0,
      },
    );
  });
});

describe("images", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

  it("stores an image by its content's hash and makes it the main image when asked", async () => {
    const result = await uploadProductImage(
      handle.db,
      owner,
      "aftercare-kit",
      form({ image: new File([png], "photo.png", { type: "image/png" }), main: "on" }),
      uploads,
    );
    expect(result).toMatchObject({ ok: true, message: expect.stringMatching(/\/uploads\/[0-9a-f]{32}\.png/) });
    const url = (result as { message: string }).message.match(/\/uploads\/\S+/)![0];
    const name = url.slice("/uploads/".length);
    expect(readFileSync(join(uploads, name))).toEqual(Buffer.from(png));
    expect((await apiProduct("aftercare-kit")).image).toBe(url);
  });

  it("refuses a file that is not an image whatever its name says, and one over 5 MB", async () => {
    const text = new File(["<svg onload=alert(1)>"], "evil.png", { type: "image/png" });
    expect(await uploadProductImage(handle.db, owner, "aftercare-kit", form({ image: text }), uploads)).toMatchObject({
      ok: false,
      status: 400,
      errors: { image: "That file is not a JPEG, PNG, WebP or AVIF image" },
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.jpg");
    expect(await uploadProductImage(handle.db, owner, "aftercare-kit", form({ image: big }), uploads)).toMatchObject({
      ok: false,
      errors: { image: expect.stringContaining("limit is 5 MB") },
    });
    expect(existsSync(join(uploads, "evil.png"))).toBe(false);
  });
});
