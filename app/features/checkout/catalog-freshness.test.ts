import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { startCheckout } from "./checkout.server.ts";
import { expireStaleOrders } from "./orders.server.ts";
import { testProvider } from "./providers.server.ts";
import { submitTestPayment } from "./test-payment.server.ts";
import { updateProduct, updateVariant } from "~/features/catalog/catalog-edits.server.ts";
import { loadProductPage, loadShop } from "~/features/catalog/catalog-pages.server.ts";
import { productListResponse, productResponse, variantStockResponse } from "~/features/catalog/store-api.server.ts";
import type { ProductDetail, ProductList, VariantStock } from "~/features/catalog/types.ts";

// Issue 14: the catalogue's reads are served from copies, and every kind of
// write is seen by the very next read: a checkout's reservation, a payment,
// an expiry and an owner's edit (stock, price, visibility).

let handle: DbHandle;
/** The database as the app's services hand it to routes. */
const testDb = async () => handle.db;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const ORIGIN = "http://localhost:3000";
const PRODUCT = "aftercare-kit";
const VARIANT = "aftercare-pro"; // 2 in stock in the seed
const get = (path: string) => new Request(`${ORIGIN}/store/elite-tint${path}`);

/** What every cached read says of the variant: the page's data, the product, the variants and the list reads. */
async function seen() {
  const page = await loadProductPage(PRODUCT, testDb);
  const product = (await (await productResponse(get(`/products/${PRODUCT}`), PRODUCT, testDb)).json()) as ProductDetail;
  const stock = (await (
    await variantStockResponse(get(`/variants?fields=inventory_quantity&product_ids[]=${PRODUCT}`), testDb)
  ).json()) as { variants: VariantStock[] };
  const list = (await (await productListResponse(get("/products?limit=100"), testDb)).json()) as ProductList;
  const shop = await loadShop(testDb);
  const listed = list.products.find((p) => p.id === PRODUCT);
  return {
    page: page?.product.variants.find((v) => v.id === VARIANT)?.inventory_quantity,
    pagePrice: page?.product.variants.find((v) => v.id === VARIANT)?.price_in_cents,
    product: product.variants.find((v) => v.id === VARIANT)?.inventory_quantity,
    productPrice: product.variants.find((v) => v.id === VARIANT)?.price_in_cents,
    variants: stock.variants.find((v) => v.id === VARIANT)?.inventory_quantity,
    list: listed?.variants.find((v) => v.id === VARIANT)?.inventory_quantity,
    inList: listed !== undefined,
    inShop: shop.products.some((p) => p.id === PRODUCT),
  };
}
const stockEverywhere = (n: number) => ({ page: n, product: n, variants: n, list: n });

async function checkout(quantity: number): Promise<string> {
  const response = await startCheckout(
    new Request(`${ORIGIN}/store/elite-tint/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        items: [{ variant_id: VARIANT, quantity }],
        successUrl: `${ORIGIN}/success`,
        cancelUrl: `${ORIGIN}/shop`,
        timeZone: "America/Chicago",
      }),
    }),
    { db: handle.db, provider: testProvider },
  );
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return new URL(url).pathname.split("/").at(-1)!;
}

describe(`the catalogue's copies after each kind of write (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(async () => {
    // No reservation left over from the test before, and the seed's 2 in stock.
    await expireStaleOrders(handle.db, new Date(Date.now() + 24 * 60 * 60 * 1000));
    await updateVariant(handle.db, VARIANT, { inventoryQuantity: 2 });
  });

  it("a checkout's reservation is seen by the next read of every kind", async () => {
    expect(await seen()).toMatchObject(stockEverywhere(2));
    await checkout(1);
    expect(await seen()).toMatchObject(stockEverywhere(1));
  });

  it("a cancel and a payment on the test payment page are seen by the next read", async () => {
    await updateVariant(handle.db, VARIANT, { inventoryQuantity: 3 });
    const cancelled = await checkout(2);
    expect(await seen()).toMatchObject(stockEverywhere(1));
    expect(await submitTestPayment(cancelled, "cancel", { db: handle.db })).toHaveProperty("redirect");
    expect(await seen()).toMatchObject(stockEverywhere(3));
    const paid = await checkout(3);
    expect(await seen()).toMatchObject(stockEverywhere(0));
    expect(await submitTestPayment(paid, "pay", { db: handle.db })).toHaveProperty("redirect");
    // Sold: the reservation became a sale; nothing is left, and the owner's restock shows at once.
    expect(await seen()).toMatchObject(stockEverywhere(0));
    await updateVariant(handle.db, VARIANT, { inventoryQuantity: 4 });
    expect(await seen()).toMatchObject(stockEverywhere(4));
  });

  it("an expiry sweep gives the stock back, seen by the next read", async () => {
    await checkout(1);
    expect(await seen()).toMatchObject(stockEverywhere(1));
    expect(await expireStaleOrders(handle.db, new Date(Date.now() + 31 * 60 * 1000))).toBeGreaterThan(0);
    expect(await seen()).toMatchObject(stockEverywhere(2));
  });

  it("an owner's edit of stock, price and visibility is seen by the next read", async () => {
    await updateVariant(handle.db, VARIANT, { inventoryQuantity: 7 });
    expect(await seen()).toMatchObject(stockEverywhere(7));
    await updateVariant(handle.db, VARIANT, { priceInCents: 12345 });
    expect(await seen()).toMatchObject({ pagePrice: 12345, productPrice: 12345 });
    await updateProduct(handle.db, PRODUCT, { isHidden: true });
    expect(await seen()).toMatchObject({ inList: false, inShop: false });
    await updateProduct(handle.db, PRODUCT, { isHidden: false });
    expect(await seen()).toMatchObject({ inList: true, inShop: true });
  });
});
