import type { Db } from "~/db/client.server.ts";
import { toProductCard } from "./card.ts";
import { getProduct, listProducts } from "./catalog.server.ts";
import { versionedCache } from "./catalog-version.server.ts";
import { parseProductListQuery } from "./schema.ts";

// What the shop and product pages load, from the database once per catalogue
// version (catalog-version.server.ts: every write drops the copies); the
// browser's own calls go through the store client.

type ShopData = Awaited<ReturnType<typeof readShop>>;
type ProductPageData = Awaited<ReturnType<typeof readProductPage>>;
const shops = versionedCache<ShopData>(1);
const productPages = versionedCache<ProductPageData>(500);

/** The shop's cards: what each card shows, not every variant of every product. */
export function loadShop(db: () => Promise<Db>): Promise<ShopData> {
  return shops("shop", () => readShop(db));
}

/** One product, its variants' live stock and its related products' cards; undefined when unknown. */
export function loadProductPage(id: string, db: () => Promise<Db>): Promise<ProductPageData> {
  return productPages(id, () => readProductPage(id, db));
}

async function readShop(database: () => Promise<Db>) {
  const { products } = await listProducts(
    await database(),
    parseProductListQuery(new URLSearchParams({ limit: "100" })),
  );
  return { products: products.map(toProductCard) };
}

async function readProductPage(id: string, database: () => Promise<Db>) {
  const db = await database();
  const product = await getProduct(db, id);
  if (!product) return undefined;
  const relatedIds = product.related_products.map((r) => r.related_id);
  const related = relatedIds.length
    ? (await listProducts(db, { ...parseProductListQuery(new URLSearchParams()), ids: relatedIds })).products.map(
        toProductCard,
      )
    : [];
  return { product, related };
}
