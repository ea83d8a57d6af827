import { asc, and, eq, inArray, sql } from "drizzle-orm";
import { isBookedOnline } from "~/config/booking.ts";
import type { Db } from "~/db/client.server.ts";
import { bookHref } from "~/lib/book-href.ts";
import * as t from "~/db/schema.ts";
import { catalogChanged } from "./catalog-version.server.ts";
import { effectivePrice } from "./price.ts";

// What checkout may know and change of the catalogue, in one place: the
// variants it sells (locked for its transaction), their price and stock, and
// the stock moves of an order's life. Checkout owns the transactions; every
// function here runs inside the one it is given and takes the row locks the
// order's state machine relies on.

export type CatalogTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A transaction that may change stock, price or visibility: once it has
 * committed (or failed), the catalogue's cached copies are dropped
 * (catalog-version.server.ts), so the next request reads the database.
 */
export async function catalogTransaction<T>(db: Db, write: (tx: CatalogTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    catalogChanged();
  }
}

/** A variant as checkout sees it: what the order line records and what it may refuse on. */
export type CheckoutVariant = {
  id: string;
  productId: string;
  /** The product's title. */
  title: string;
  variantTitle: string;
  currency: string;
  /** The price charged: the sale price when there is one. */
  unitPriceCents: number;
  manageInventory: boolean;
  /** Stock not yet reserved by another checkout, when this variant's row was locked (may be negative). */
  available: number;
  /** Purchasable and not hidden: sold through the online checkout. */
  soldOnline: boolean;
  /** A service booked at /book (docs/decisions/028): where, for checkout's refusal; null for anything else. */
  bookAt: string | null;
  /** The product's type (physical, service, gift_card): physical goods are shipped or collected. */
  kind: string;
};

/**
 * Locks the rows of these variants and their products (FOR UPDATE, in id
 * order, so two checkouts never deadlock) and returns them by id. Variants of
 * deleted products, and unknown ids, are absent.
 */
export async function lockVariantsForCheckout(tx: CatalogTx, ids: string[]): Promise<Map<string, CheckoutVariant>> {
  const rows = await tx
    .select({ variant: t.variants, product: t.products })
    .from(t.variants)
    .innerJoin(t.products, eq(t.products.id, t.variants.productId))
    .where(inArray(t.variants.id, ids))
    .orderBy(asc(t.variants.id))
    .for("update");
  const byId = new Map<string, CheckoutVariant>();
  for (const { variant, product } of rows) {
    if (product.deletedAt) continue;
    byId.set(variant.id, {
      id: variant.id,
      productId: product.id,
      title: product.title,
      variantTitle: variant.title,
      currency: variant.currency,
      unitPriceCents: effectivePrice({
        price_in_cents: variant.priceInCents,
        sale_price_in_cents: variant.salePriceInCents,
      }),
      manageInventory: variant.manageInventory,
      available: variant.inventoryQuantity - variant.reservedQuantity,
      soldOnline: product.purchasable && !product.isHidden && !isBookedOnline(product.id),
      bookAt: isBookedOnline(product.id) ? bookHref({ product: product.id }) : null,
      kind: product.type,
    });
  }
  return byId;
}

/** Reserves stock when enough is free; false (and nothing changed) when it is not. */
export async function reserveStock(tx: CatalogTx, variantId: string, quantity: number): Promise<boolean> {
  const reserved = await tx
    .update(t.variants)
    .set({ reservedQuantity: sql`${t.variants.reservedQuantity} + ${quantity}` })
    .where(
      and(
        eq(t.variants.id, variantId),
        sql`${t.variants.inventoryQuantity} - ${t.variants.reservedQuantity} >= ${quantity}`,
      ),
    )
    .returning({ id: t.variants.id });
  return reserved.length > 0;
}

type StockLine = { variantId: string; quantity: number };

/** Paid: each reservation becomes a sale (stock and reservation both go down), in the order given. */
export async function sellReservedStock(tx: CatalogTx, lines: StockLine[]) {
  for (const line of lines) {
    await tx
      .update(t.variants)
      .set({
        inventoryQuantity: sql`${t.variants.inventoryQuantity} - ${line.quantity}`,
        reservedQuantity: sql`${t.variants.reservedQuantity} - ${line.quantity}`,
      })
      .where(eq(t.variants.id, line.variantId));
  }
}

/** Released: each reservation is given back, in the order given. */
export async function releaseReservedStock(tx: CatalogTx, lines: StockLine[]) {
  for (const line of lines) {
    await tx
      .update(t.variants)
      .set({ reservedQuantity: sql`${t.variants.reservedQuantity} - ${line.quantity}` })
      .where(eq(t.variants.id, line.variantId));
  }
}

/** Locks these variants' rows (FOR UPDATE, in id order) and returns their unreserved stock by id. */
export async function lockFreeStock(tx: CatalogTx, ids: string[]): Promise<Map<string, number>> {
  const stock = ids.length
    ? await tx.select().from(t.variants).where(inArray(t.variants.id, ids)).orderBy(asc(t.variants.id)).for("update")
    : [];
  return new Map(stock.map((v) => [v.id, v.inventoryQuantity - v.reservedQuantity]));
}

/** Paid with no reservation left: the units are taken from free stock, in the order given. */
export async function sellFreeStock(tx: CatalogTx, lines: StockLine[]) {
  for (const line of lines) {
    await tx
      .update(t.variants)
      .set({ inventoryQuantity: sql`${t.variants.inventoryQuantity} - ${line.quantity}` })
      .where(eq(t.variants.id, line.variantId));
  }
}

/** Who put units back, for the stock history. */
export type StockActor = { id: string; name: string };

/**
 * A refunded sale's units go back on the shelf (the owner said so): stock on
 * hand goes up by each line, and each move is written to the stock history.
 */
export async function returnSoldStock(
  tx: CatalogTx,
  lines: (StockLine & { productId: string })[],
  { orderId, actor, reason }: { orderId: string; actor: StockActor; reason: string },
) {
  for (const line of lines) {
    const [moved] = await tx
      .update(t.variants)
      .set({ inventoryQuantity: sql`${t.variants.inventoryQuantity} + ${line.quantity}` })
      .where(eq(t.variants.id, line.variantId))
      .returning({ after: t.variants.inventoryQuantity });
    // A variant deleted since the sale has no shelf to go back to.
    if (!moved) continue;
    await tx.insert(t.stockMovements).values({
      variantId: line.variantId,
      productId: line.productId,
      kind: "refund",
      before: moved.after - line.quantity,
      after: moved.after,
      reason,
      orderId,
      actorId: actor.id,
      actorName: actor.name,
    });
  }
}
