import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import type { BookingVariant } from "./types.ts";
import { effectivePrice } from "./price.ts";

// What booking may know of the catalogue, in one place: the variants of the
// service products it prices jobs from, at their current price. Read from the
// database on every call (never a cached copy), so the owner's price change is
// seen by the next estimate.

/** The variants of these products, in the shop's order; deleted products are absent. */
export async function readBookingVariants(db: Db, productIds: string[]): Promise<BookingVariant[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ variant: t.variants, product: t.products })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(and(inArray(t.variants.productId, productIds), isNull(t.products.deletedAt)))
    .orderBy(asc(t.variants.productId), asc(t.variants.sortOrder), asc(t.variants.id));
  const ids = rows.map((r) => r.variant.id);
  const values = ids.length
    ? await db
        .select({
          variantId: t.variantOptionValues.variantId,
          title: t.productOptions.title,
          value: t.variantOptionValues.value,
        })
        .from(t.variantOptionValues)
        .innerJoin(t.productOptions, eq(t.productOptions.id, t.variantOptionValues.optionId))
        .where(inArray(t.variantOptionValues.variantId, ids))
    : [];
  const optionsOf = new Map<string, Record<string, string>>();
  for (const v of values) optionsOf.set(v.variantId, { ...optionsOf.get(v.variantId), [v.title]: v.value });
  return rows.map(({ variant, product }) => ({
    id: variant.id,
    productId: product.id,
    productTitle: product.title,
    variantTitle: variant.title,
    options: optionsOf.get(variant.id) ?? {},
    priceCents: effectivePrice({ price_in_cents: variant.priceInCents, sale_price_in_cents: variant.salePriceInCents }),
    listPriceCents: variant.priceInCents,
    visible: !product.isHidden,
  }));
}
