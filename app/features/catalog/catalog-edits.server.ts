import { eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { catalogTransaction, type CatalogTx, type StockActor } from "./for-checkout.server.ts";

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

// The console's edits (issue 13): each returns what was and what is, and runs
// the caller's hook inside the same transaction (the console's audit entry).

export type EditHook<T> = (tx: CatalogTx, change: { before: T; after: T }) => Promise<void>;
type ProductRow = typeof t.products.$inferSelect;
type VariantRow = typeof t.variants.$inferSelect;

export type ProductFields = Partial<
  Pick<ProductRow, "title" | "subtitle" | "description" | "ribbonText" | "isHidden" | "sortOrder">
>;
export type VariantFields = Partial<Pick<VariantRow, "priceInCents" | "salePriceInCents" | "sku">>;

/** A product's words, visibility and place in the list; undefined when no such product. */
export async function editProduct(
  db: Db,
  productId: string,
  edit: ProductFields,
  onChange?: EditHook<ProductRow>,
): Promise<ProductRow | undefined> {
  return catalogTransaction(db, async (tx) => {
    const [before] = await tx.select().from(t.products).where(eq(t.products.id, productId)).for("update");
    if (!before) return undefined;
    const [after] = await tx
      .update(t.products)
      .set({ ...edit, updatedAt: new Date() })
      .where(eq(t.products.id, productId))
      .returning();
    await onChange?.(tx, { before, after: after! });
    return after;
  });
}

/**
 * A variant's price, sale price or SKU. Orders keep the unit price they were
 * made at (order_lines), so no order already created changes.
 */
export async function editVariant(
  db: Db,
  variantId: string,
  edit: VariantFields,
  onChange?: EditHook<VariantRow>,
): Promise<VariantRow | undefined> {
  return catalogTransaction(db, async (tx) => {
    const [before] = await tx.select().from(t.variants).where(eq(t.variants.id, variantId)).for("update");
    if (!before) return undefined;
    const [after] = await tx.update(t.variants).set(edit).where(eq(t.variants.id, variantId)).returning();
    await tx.update(t.products).set({ updatedAt: new Date() }).where(eq(t.products.id, before.productId));
    await onChange?.(tx, { before, after: after! });
    return after;
  });
}

export type StockMove = {
  variantId: string;
  kind: "set" | "add" | "remove";
  quantity: number;
  reason: string;
  actor: StockActor;
};
export type StockMoveResult =
  | { ok: true; before: number; after: number }
  | { ok: false; problem: "unknown-variant" | "not-tracked" }
  | { ok: false; problem: "below-reserved"; reserved: number; wanted: number };

/**
 * Stock on hand set to a number, or moved up or down, with the reason in the
 * stock history. Never below what unpaid checkouts hold (the variant's row is
 * locked, so no checkout reserves in between).
 */
export async function moveStock(
  db: Db,
  move: StockMove,
  onChange?: EditHook<{ inventoryQuantity: number }>,
): Promise<StockMoveResult> {
  return catalogTransaction(db, async (tx) => {
    const [variant] = await tx.select().from(t.variants).where(eq(t.variants.id, move.variantId)).for("update");
    if (!variant) return { ok: false, problem: "unknown-variant" } as const;
    if (!variant.manageInventory) return { ok: false, problem: "not-tracked" } as const;
    const before = variant.inventoryQuantity;
    const after =
      move.kind === "set" ? move.quantity : move.kind === "add" ? before + move.quantity : before - move.quantity;
    if (after < variant.reservedQuantity)
      return { ok: false, problem: "below-reserved", reserved: variant.reservedQuantity, wanted: after } as const;
    await tx.update(t.variants).set({ inventoryQuantity: after }).where(eq(t.variants.id, variant.id));
    await tx.update(t.products).set({ updatedAt: new Date() }).where(eq(t.products.id, variant.productId));
    await tx.insert(t.stockMovements).values({
      variantId: variant.id,
      productId: variant.productId,
      kind: move.kind,
      before,
      after,
      reason: move.reason,
      actorId: move.actor.id,
      actorName: move.actor.name,
    });
    await onChange?.(tx, { before: { inventoryQuantity: before }, after: { inventoryQuantity: after } });
    return { ok: true, before, after } as const;
  });
}

/**
 * A copy of a product under a new id, hidden until the owner publishes it:
 * its words, images, options, variants (new ids, no stock: a copy conjures no
 * units), collections, details and custom fields. False when the id is taken
 * or the source is unknown.
 */
export async function duplicateProduct(
  db: Db,
  { sourceId, newId }: { sourceId: string; newId: string },
  onChange?: EditHook<ProductRow | null>,
): Promise<"copied" | "unknown-product" | "id-taken"> {
  return catalogTransaction(db, async (tx) => {
    const [source] = await tx.select().from(t.products).where(eq(t.products.id, sourceId));
    if (!source) return "unknown-product";
    const [taken] = await tx.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, newId));
    if (taken) return "id-taken";
    const now = new Date();
    const [copy] = await tx
      .insert(t.products)
      .values({ ...source, id: newId, title: `${source.title} (copy)`, isHidden: true, createdAt: now, updatedAt: now })
      .returning();
    const by = (table: { productId: PgColumn }) => eq(table.productId, sourceId);
    const [images, options, variantRows, collections, info, fields] = await Promise.all([
      tx.select().from(t.productImages).where(by(t.productImages)),
      tx.select().from(t.productOptions).where(by(t.productOptions)),
      tx.select().from(t.variants).where(by(t.variants)),
      tx.select().from(t.productCollections).where(by(t.productCollections)),
      tx.select().from(t.productAdditionalInfo).where(by(t.productAdditionalInfo)),
      tx.select().from(t.productCustomFields).where(by(t.productCustomFields)),
    ]);
    // Child ids are the source's with the new product's id in front, so they stay unique and readable.
    const child = (id: string) => `${newId}--${id}`.slice(0, 200);
    if (images.length)
      await tx.insert(t.productImages).values(images.map(({ id: _id, ...image }) => ({ ...image, productId: newId })));
    if (options.length)
      await tx.insert(t.productOptions).values(options.map((o) => ({ ...o, id: child(o.id), productId: newId })));
    if (variantRows.length) {
      await tx.insert(t.variants).values(
        variantRows.map((v) => ({
          ...v,
          id: child(v.id),
          productId: newId,
          inventoryQuantity: 0,
          reservedQuantity: 0,
        })),
      );
      const values = await tx
        .select()
        .from(t.variantOptionValues)
        .where(
          inArray(
            t.variantOptionValues.variantId,
            variantRows.map((v) => v.id),
          ),
        );
      if (values.length)
        await tx
          .insert(t.variantOptionValues)
          .values(
            values.map((v) => ({ ...v, id: child(v.id), optionId: child(v.optionId), variantId: child(v.variantId) })),
          );
    }
    if (collections.length)
      await tx.insert(t.productCollections).values(collections.map((c) => ({ ...c, productId: newId })));
    if (info.length)
      await tx.insert(t.productAdditionalInfo).values(info.map((i) => ({ ...i, id: child(i.id), productId: newId })));
    if (fields.length)
      await tx.insert(t.productCustomFields).values(fields.map((f) => ({ ...f, id: child(f.id), productId: newId })));
    await onChange?.(tx, { before: null, after: copy! });
    return "copied";
  });
}

/** An uploaded image added to a product's gallery (and made its main image when it has none, or when asked). */
export async function addProductImage(
  db: Db,
  { productId, url, main }: { productId: string; url: string; main: boolean },
  onChange?: EditHook<{ thumbnail: string | null }>,
): Promise<boolean> {
  return catalogTransaction(db, async (tx) => {
    const [product] = await tx.select().from(t.products).where(eq(t.products.id, productId)).for("update");
    if (!product) return false;
    const images = await tx.select().from(t.productImages).where(eq(t.productImages.productId, productId));
    const thumbnail = main || !product.thumbnail ? url : product.thumbnail;
    await tx.insert(t.productImages).values({
      productId,
      url,
      sortOrder: main
        ? Math.min(0, ...images.map((i) => i.sortOrder)) - 1
        : Math.max(0, ...images.map((i) => i.sortOrder)) + 1,
    });
    await tx.update(t.products).set({ thumbnail, updatedAt: new Date() }).where(eq(t.products.id, productId));
    await onChange?.(tx, { before: { thumbnail: product.thumbnail }, after: { thumbnail } });
    return true;
  });
}
