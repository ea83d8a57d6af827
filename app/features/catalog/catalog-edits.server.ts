import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { catalogTransaction } from "./for-checkout.server.ts";

// The owner's edits of the catalogue (the console will call these): each is one
// transaction through catalogTransaction, so the next request on this instance
// (and, with a publisher, on every instance) sees the change.

export type ProductEdit = Partial<Pick<typeof t.products.$inferInsert, "title" | "isHidden" | "purchasable">>;
export type VariantEdit = Partial<
  Pick<typeof t.variants.$inferInsert, "priceInCents" | "salePriceInCents" | "inventoryQuantity">
>;

/** Changes a product's title or visibility; false when no such product. */
export async function updateProduct(db: Db, productId: string, edit: ProductEdit): Promise<boolean> {
  return catalogTransaction(db, async (tx) => {
    const rows = await tx
      .update(t.products)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(t.products.id, productId))
      .returning({ id: t.products.id });
    return rows.length > 0;
  });
}

/** Changes a variant's price, sale price or stock on hand; false when no such variant. */
export async function updateVariant(db: Db, variantId: string, edit: VariantEdit): Promise<boolean> {
  return catalogTransaction(db, async (tx) => {
    const rows = await tx
      .update(t.variants)
      .set(edit)
      .where(eq(t.variants.id, variantId))
      .returning({ productId: t.variants.productId });
    const productId = rows[0]?.productId;
    if (productId) await tx.update(t.products).set({ updatedAt: new Date() }).where(eq(t.products.id, productId));
    return productId !== undefined;
  });
}
