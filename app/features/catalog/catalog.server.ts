import { isBookedOnline } from "~/config/booking.ts";
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { formatPrice } from "./price.ts";
import type { ProductListQuery } from "./schema.ts";
import type { Product, ProductDetail, ProductList, Variant, VariantStock } from "./types.ts";

type ProductRow = typeof t.products.$inferSelect;

const lowestPrice = sql<number>`(select min(coalesce(${t.variants.salePriceInCents}, ${t.variants.priceInCents})) from ${t.variants} where ${t.variants.productId} = ${t.products.id})`;

const sortColumns = {
  order: t.products.sortOrder,
  // Byte order of the lower-cased title: the same on PGlite and any PostgreSQL locale.
  title: sql`lower(${t.products.title}) collate "C"`,
  price: lowestPrice,
  created_at: t.products.createdAt,
  updated_at: t.products.updatedAt,
} as const;

/** Loads the children of a page of products in one query per table and shapes them as SPEC.md 3. */
async function hydrate(db: Db, rows: ProductRow[]): Promise<ProductDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [images, options, variantRows, values, collections, info, fields, related] = await Promise.all([
    db
      .select()
      .from(t.productImages)
      .where(inArray(t.productImages.productId, ids))
      .orderBy(asc(t.productImages.sortOrder)),
    db
      .select()
      .from(t.productOptions)
      .where(inArray(t.productOptions.productId, ids))
      .orderBy(asc(t.productOptions.sortOrder)),
    db.select().from(t.variants).where(inArray(t.variants.productId, ids)).orderBy(asc(t.variants.sortOrder)),
    db
      .select({
        id: t.variantOptionValues.id,
        optionId: t.variantOptionValues.optionId,
        variantId: t.variantOptionValues.variantId,
        value: t.variantOptionValues.value,
        productId: t.variants.productId,
      })
      .from(t.variantOptionValues)
      .innerJoin(t.variants, eq(t.variants.id, t.variantOptionValues.variantId))
      .where(inArray(t.variants.productId, ids))
      .orderBy(asc(t.variants.sortOrder), asc(t.variantOptionValues.id)),
    db
      .select()
      .from(t.productCollections)
      .where(inArray(t.productCollections.productId, ids))
      .orderBy(asc(t.productCollections.sortOrder)),
    db
      .select()
      .from(t.productAdditionalInfo)
      .where(inArray(t.productAdditionalInfo.productId, ids))
      .orderBy(asc(t.productAdditionalInfo.sortOrder)),
    db
      .select()
      .from(t.productCustomFields)
      .where(inArray(t.productCustomFields.productId, ids))
      .orderBy(asc(t.productCustomFields.id)),
    db
      .select()
      .from(t.relatedProducts)
      .where(inArray(t.relatedProducts.productId, ids))
      .orderBy(asc(t.relatedProducts.position)),
  ]);
  const toValue = (v: (typeof values)[number]) => ({
    id: v.id,
    option_id: v.optionId,
    variant_id: v.variantId,
    value: v.value,
  });

  return rows.map((row) => {
    const variants: Variant[] = variantRows
      .filter((v) => v.productId === row.id)
      .map((v) => {
        const info = { code: v.currencyCode, symbol: v.currencySymbol, template: v.currencyTemplate };
        return {
          id: v.id,
          title: v.title,
          image_url: v.imageUrl,
          sku: v.sku,
          price_in_cents: v.priceInCents,
          sale_price_in_cents: v.salePriceInCents,
          currency: v.currency,
          currency_info: info,
          price_formatted: formatPrice(v.priceInCents, info),
          sale_price_formatted: v.salePriceInCents === null ? null : formatPrice(v.salePriceInCents, info),
          manage_inventory: v.manageInventory,
          weight: v.weight,
          options: values.filter((x) => x.variantId === v.id).map(toValue),
          // What can still be bought: stock less what unpaid checkouts hold.
          inventory_quantity: v.inventoryQuantity - v.reservedQuantity,
        };
      });
    const productImages = images
      .filter((i) => i.productId === row.id)
      .map((i) => ({ url: i.url, order: i.sortOrder, type: i.type }));
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      ribbon_text: row.ribbonText,
      description: row.description,
      image: row.thumbnail,
      price_in_cents: variants.length ? Math.min(...variants.map((v) => v.price_in_cents)) : 0,
      currency: variants[0]?.currency ?? "eur",
      // A service booked at /book is never bought through checkout (docs/decisions/028).
      purchasable: row.purchasable && !isBookedOnline(row.id),
      order: row.sortOrder,
      site_product_selection: row.siteProductSelection,
      images: productImages,
      options: options
        .filter((o) => o.productId === row.id)
        .map((o) => ({ id: o.id, title: o.title, values: values.filter((v) => v.optionId === o.id).map(toValue) })),
      variants,
      collections: collections
        .filter((c) => c.productId === row.id)
        .map((c) => ({ product_id: c.productId, collection_id: c.collectionId, order: c.sortOrder })),
      additional_info: info
        .filter((i) => i.productId === row.id)
        .map((i) => ({ id: i.id, order: i.sortOrder, title: i.title, description: i.description })),
      type: { value: row.type },
      custom_fields: fields
        .filter((f) => f.productId === row.id)
        .map((f) => ({ id: f.id, title: f.title, is_required: f.isRequired })),
      related_products: related
        .filter((r) => r.productId === row.id)
        .map((r) => ({
          id: r.id,
          section_title: r.sectionTitle,
          related_type: r.relatedType,
          related_id: r.relatedId,
          position: r.position,
        })),
      updated_at: row.updatedAt.toISOString(),
      status: row.status,
      created_at: row.createdAt.toISOString(),
      deleted_at: row.deletedAt?.toISOString() ?? null,
      metadata: row.metadata,
    };
  });
}

const toListProduct = ({
  status: _s,
  created_at: _c,
  deleted_at: _d,
  metadata: _m,
  ...product
}: ProductDetail): Product => product;

/** GET /products: filters, sorting and paging of SPEC.md 7. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const where: SQL[] = [isNull(t.products.deletedAt), eq(t.products.isHidden, query.is_hidden ?? false)];
  if (query.ids.length) where.push(inArray(t.products.id, query.ids));
  if (query.to_date) where.push(lte(t.products.createdAt, query.to_date));
  const condition = and(...where);
  const direction = query.order === "desc" ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.products)
      .where(condition)
      .orderBy(direction(sortColumns[query.sort_by]), asc(t.products.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(t.products).where(condition),
  ]);
  const products = (await hydrate(db, rows)).map(toListProduct);
  return { count: Number(total?.n ?? 0), offset: query.offset, limit: query.limit, products };
}

/** GET /products/{id}: one product with status, dates and metadata; undefined when unknown or deleted. */
export async function getProduct(db: Db, id: string): Promise<ProductDetail | undefined> {
  const rows = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.id, id), isNull(t.products.deletedAt)));
  return (await hydrate(db, rows))[0];
}

/** GET /variants: live stock of every variant of the given products. */
export async function listVariantStock(db: Db, productIds: string[]): Promise<VariantStock[]> {
  return db
    .select({
      id: t.variants.id,
      inventory_quantity: sql<number>`(${t.variants.inventoryQuantity} - ${t.variants.reservedQuantity})::int`,
    })
    .from(t.variants)
    .where(inArray(t.variants.productId, productIds))
    .orderBy(asc(t.variants.productId), asc(t.variants.sortOrder));
}
