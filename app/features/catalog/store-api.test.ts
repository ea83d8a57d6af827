import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~/db/test-db.server.ts";
import { catalogChanged } from "./catalog-version.server.ts";
import type { DbHandle } from "~/db/client.server.ts";
import { RouterContextProvider } from "react-router";
import { productListResponse, productResponse, storeMiddleware, variantStockResponse } from "./store-api.server.ts";
import type { Product, ProductDetail, ProductList } from "./types.ts";

let handle: DbHandle;
/** The database as the app's services hand it to routes. */
const testDb = async () => handle.db;
beforeAll(async () => {
  handle = await createTestDb();
  catalogChanged();
});
afterAll(async () => handle.close());

const STORE = "elite-tint";
const req = (path: string) => new Request(`http://test${path}`);

/** Runs a handler under /store/{storeId} as React Router does: the store's middleware first. */
async function call(fn: () => Promise<Response>, storeId = STORE): Promise<Response> {
  const request = req(`/store/${storeId}`);
  const args = {
    request,
    params: { storeId },
    context: new RouterContextProvider(),
    url: new URL(request.url),
    pattern: "/store/:storeId",
  };
  return (await storeMiddleware(args, fn))!;
}
const list = async (qs = "") =>
  (await (await call(() => productListResponse(req(`/products${qs}`), testDb))).json()) as ProductList;

const PRODUCT_FIELDS = [
  "id",
  "title",
  "subtitle",
  "ribbon_text",
  "description",
  "image",
  "price_in_cents",
  "currency",
  "purchasable",
  "order",
  "site_product_selection",
  "images",
  "options",
  "variants",
  "collections",
  "additional_info",
  "type",
  "custom_fields",
  "related_products",
  "updated_at",
];
const VARIANT_FIELDS = [
  "id",
  "title",
  "image_url",
  "sku",
  "price_in_cents",
  "sale_price_in_cents",
  "currency",
  "currency_info",
  "price_formatted",
  "sale_price_formatted",
  "manage_inventory",
  "weight",
  "options",
  "inventory_quantity",
];

describe(`store API (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("lists products with count, offset, limit and every field of SPEC.md 3", async () => {
    const body = await list();
    expect(body.count).toBe(9);
    expect(body.offset).toBe(0);
    expect(body.limit).toBe(24);
    expect(body.products).toHaveLength(9);
    for (const p of body.products) {
      expect(Object.keys(p).sort()).toEqual([...PRODUCT_FIELDS].sort());
      for (const v of p.variants) expect(Object.keys(v).sort()).toEqual([...VARIANT_FIELDS].sort());
      expect(Object.keys(p.type)).toEqual(["value"]);
      expect(p.image).toBe(p.images[0]?.url ?? null);
    }
    const sedan = body.products.find((p) => p.id === "ceramic-tint-sedan")!;
    const v35 = sedan.variants.find((v) => v.title === "35%")!;
    expect(v35).toMatchObject({
      price_in_cents: 44900,
      sale_price_in_cents: 39900,
      price_formatted: "$449.00",
      sale_price_formatted: "$399.00",
    });
    expect(v35.currency_info).toEqual({ code: "USD", symbol: "$", template: null });
    expect(sedan.options[0]!.values).toHaveLength(6);
    const gift = body.products.find((p) => p.id === "gift-card")!;
    expect(gift.variants[0]!.price_formatted).toBe("$50.00");
    // Services booked at /book are not bought through checkout; the shop's goods are (docs/decisions/028).
    const ppf = body.products.find((p) => p.id === "ppf-partial-front")!;
    expect(ppf.variants[0]!.price_formatted).toBe("$1,295.00");
    expect([sedan.purchasable, ppf.purchasable, gift.purchasable]).toEqual([false, false, true]);
  });

  it("pages with offset and limit, and caps the limit at 100", async () => {
    const page1 = await list("?limit=4");
    const page2 = await list("?limit=4&offset=4");
    expect(page1.products.map((p) => p.id)).toHaveLength(4);
    expect(page2.offset).toBe(4);
    expect(new Set([...page1.products, ...page2.products].map((p) => p.id)).size).toBe(8);
    expect((await list("?limit=5000")).limit).toBe(100);
    expect((await list("?offset=100")).products).toEqual([]);
  });

  it("filters by ids[], sorts by price and title both ways, and by date", async () => {
    const some = await list("?ids[]=gift-card&ids[]=aftercare-kit&ids[]=unknown-id");
    expect(some.products.map((p) => p.id).sort()).toEqual(["aftercare-kit", "gift-card"]);
    expect(some.count).toBe(2);
    const cheapest = (await list("?sort_by=price&order=asc")).products[0]!;
    expect(cheapest.id).toBe("glass-cleaner");
    expect((await list("?sort_by=price&order=desc")).products[0]!.id).toBe("ppf-partial-front");
    const titles = (await list("?sort_by=title")).products.map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect((await list("?sort_by=title&order=desc")).products.map((p) => p.title.toLowerCase())).toEqual(
      [...titles].sort().reverse(),
    );
    expect((await list("?to_date=2026-09-02")).products.map((p) => p.id)).toEqual([
      "ceramic-tint-sedan",
      "ceramic-tint-suv",
    ]);
    expect((await list("?is_hidden=true")).count).toBe(0);
  });

  it("reads one product with status, dates and metadata; 404 for an unknown one", async () => {
    const res = await call(() => productResponse(req("/products/aftercare-kit"), "aftercare-kit", testDb));
    const product = (await res.json()) as ProductDetail;
    expect(product).toMatchObject({ id: "aftercare-kit", status: "published", deleted_at: null, metadata: {} });
    expect(Date.parse(product.created_at)).not.toBeNaN();
    const pro = product.variants.find((v) => v.id === "aftercare-pro")!;
    expect(pro.inventory_quantity).toBe(2);
    const missing = await call(() => productResponse(req("/products/nope"), "nope", testDb));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Unknown product: nope" });
    const only = (await (
      await call(() => productResponse(req("/products/gift-card?field=title,price_in_cents"), "gift-card", testDb))
    ).json()) as Partial<Product>;
    expect(only).toEqual({ title: "Elite Tint Gift Card", price_in_cents: 5000 });
  });

  it("answers live stock for the variants of given products", async () => {
    const res = await call(() =>
      variantStockResponse(
        req("/variants?fields=inventory_quantity&product_ids[]=aftercare-kit&product_ids[]=squeegee-set"),
        testDb,
      ),
    );
    expect(await res.json()).toEqual({
      variants: [
        { id: "aftercare-standard", inventory_quantity: 24 },
        { id: "aftercare-pro", inventory_quantity: 2 },
        { id: "squeegee-set-std", inventory_quantity: 0 },
      ],
    });
  });

  it.each([
    ["/products?offset=abc", "offset"],
    ["/products?offset=-3", "offset"],
    ["/products?limit=-1", "limit"],
    ["/products?limit=0", "limit"],
    ["/products?limit=1.5", "limit"],
    ["/products?sort_by=password", "sort_by"],
    ["/products?order=sideways", "order"],
    ["/products?is_hidden=maybe", "is_hidden"],
    ["/products?to_date=yesterday", "to_date"],
    ["/products?ids[]=%3Cscript%3E", "ids[]"],
    ["/products?ids[]=a%27%20OR%201%3D1", "ids[]"],
    ["/products?limit=1&limit=2", "limit"],
  ])("answers %s with a 400 naming %s", async (path, param) => {
    const res = await call(() => productListResponse(req(path), testDb));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toContain(param);
  });

  it("refuses bad variant queries and unknown stores", async () => {
    for (const path of [
      "/variants",
      "/variants?fields=password&product_ids[]=gift-card",
      "/variants?product_ids[]=%00",
    ]) {
      const res = await call(() => variantStockResponse(req(path), testDb));
      expect(res.status, path).toBe(400);
    }
    const other = await call(() => productListResponse(req("/products"), testDb), "someone-else");
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "Unknown store: someone-else" });
    const badField = await call(() => productResponse(req("/products/gift-card?field=secret"), "gift-card", testDb));
    expect(badField.status).toBe(400);
  });
});
