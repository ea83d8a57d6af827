import { getDb } from "~/db/db.server.ts";
import { toProductCard } from "./card.ts";
import { getProduct, listProducts } from "./catalog.server.ts";
import { parseProductListQuery } from "./schema.ts";

// What the shop and product pages load, straight from the database (the
// browser's own calls go through the store client).

/** The shop's cards: what each card shows, not every variant of every product. */
export async function loadShop() {
  const db = await getDb();
  const { products } = await listProducts(db, parseProductListQuery(new URLSearchParams({ limit: "100" })));
  return { products: products.map(toProductCard) };
}

export async function loadProductPage(id: string) {
  const db = await getDb();
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
