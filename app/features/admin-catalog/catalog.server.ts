import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import {
  addProductImage,
  duplicateProduct,
  editProduct,
  editVariant,
  moveStock,
} from "~/features/catalog/catalog-edits.server.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { centsOf, duplicateFormSchema, productFormSchema, stockFormSchema, variantFormSchema } from "./schema.ts";
import { storeImage } from "./uploads.server.ts";
import { fieldErrorsOf } from "~/features/admin/schemas.ts";

// The owner's catalogue (issue 13): every write goes through
// catalog-edits.server.ts (so every cached copy, on every instance, sees it on
// the next request) with its audit entry in the same transaction.

export const PRODUCTS_PAGE_SIZE = 50;

export async function listProductsForConsole(db: Db, page = 1) {
  const live = isNull(t.products.deletedAt);
  const [{ total }] = (await db.select({ total: count() }).from(t.products).where(live)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const products = await db
    .select()
    .from(t.products)
    .where(live)
    .orderBy(asc(t.products.sortOrder), asc(t.products.id))
    .limit(PRODUCTS_PAGE_SIZE)
    .offset((current - 1) * PRODUCTS_PAGE_SIZE);
  const variants = products.length
    ? await db.select().from(t.variants).orderBy(asc(t.variants.sortOrder), asc(t.variants.id))
    : [];
  return {
    page: current,
    pages,
    products: products.map((p) => {
      const own = variants.filter((v) => v.productId === p.id);
      const tracked = own.filter((v) => v.manageInventory);
      return {
        id: p.id,
        title: p.title,
        hidden: p.isHidden,
        sortOrder: p.sortOrder,
        thumbnail: p.thumbnail,
        variants: own.length,
        lowestPriceCents: own.length ? Math.min(...own.map((v) => v.salePriceInCents ?? v.priceInCents)) : null,
        stock: tracked.length ? tracked.reduce((n, v) => n + v.inventoryQuantity - v.reservedQuantity, 0) : null,
      };
    }),
  };
}

export async function getProductForEdit(db: Db, productId: string) {
  const [product] = await db
    .select()
    .from(t.products)
    .where(and(eq(t.products.id, productId), isNull(t.products.deletedAt)));
  if (!product) return undefined;
  const [variants, images, history] = await Promise.all([
    db
      .select()
      .from(t.variants)
      .where(eq(t.variants.productId, productId))
      .orderBy(asc(t.variants.sortOrder), asc(t.variants.id)),
    db
      .select()
      .from(t.productImages)
      .where(eq(t.productImages.productId, productId))
      .orderBy(asc(t.productImages.sortOrder)),
    db
      .select()
      .from(t.stockMovements)
      .where(eq(t.stockMovements.productId, productId))
      .orderBy(desc(t.stockMovements.createdAt), desc(t.stockMovements.id))
      .limit(50),
  ]);
  return { product, variants, images, history };
}

/** What a form's action says back: a status message, or messages by field (with the status code). */
export type FormResult =
  { ok: true; message: string; redirectTo?: string } | { ok: false; status: number; errors: Record<string, string> };

const notFound: FormResult = { ok: false, status: 404, errors: { form: "There is no such product or variant." } };
const formOf = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
const audit =
  (actor: ConsoleUser, action: string, entity: string, entityId: string) =>
  (tx: Parameters<typeof recordAudit>[0], change: { before: unknown; after: unknown }) =>
    recordAudit(tx, { actor, action, entity, entityId, ...change });

export async function saveProduct(db: Db, actor: ConsoleUser, productId: string, form: FormData): Promise<FormResult> {
  const parsed = productFormSchema.safeParse(formOf(form));
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error) };
  const { visible, ...fields } = parsed.data;
  const saved = await editProduct(
    db,
    productId,
    { ...fields, isHidden: visible !== "on" },
    audit(actor, "product.edit", "product", productId),
  );
  if (!saved) return notFound;
  return {
    ok: true,
    message: `Saved. ${saved.isHidden ? "The product is hidden from the shop." : "The shop shows it now."}`,
  };
}

/** The variant must belong to the page's product: a form cannot reach another product's variant. */
async function ownsVariant(db: Db, productId: string, variantId: string) {
  const [variant] = await db
    .select({ id: t.variants.id })
    .from(t.variants)
    .where(and(eq(t.variants.id, variantId), eq(t.variants.productId, productId)));
  return variant !== undefined;
}

export async function saveVariant(db: Db, actor: ConsoleUser, productId: string, form: FormData): Promise<FormResult> {
  const parsed = variantFormSchema.safeParse(formOf(form));
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error) };
  const { variantId, price, salePrice, sku } = parsed.data;
  if (!(await ownsVariant(db, productId, variantId))) return notFound;
  const saved = await editVariant(
    db,
    variantId,
    { priceInCents: centsOf(price), salePriceInCents: salePrice ? centsOf(salePrice) : null, sku },
    audit(actor, "variant.edit", "variant", variantId),
  );
  if (!saved) return notFound;
  return { ok: true, message: `Saved ${saved.title}. Orders already made keep the price they were made at.` };
}

export async function adjustStock(db: Db, actor: ConsoleUser, productId: string, form: FormData): Promise<FormResult> {
  const parsed = stockFormSchema.safeParse(formOf(form));
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error) };
  const { variantId, kind, quantity, reason } = parsed.data;
  if (!(await ownsVariant(db, productId, variantId))) return notFound;
  const result = await moveStock(
    db,
    { variantId, kind, quantity, reason, actor: { id: actor.id, name: actor.name } },
    audit(actor, `stock.${kind}`, "variant", variantId),
  );
  if (result.ok) return { ok: true, message: `Stock on hand: ${result.before} → ${result.after}.` };
  if (result.problem === "not-tracked")
    return { ok: false, status: 409, errors: { quantity: "This variant's stock is not tracked." } };
  if (result.problem === "below-reserved")
    return {
      ok: false,
      status: 409,
      errors: {
        quantity: `${result.reserved} ${result.reserved === 1 ? "unit is" : "units are"} held by unpaid checkouts, so stock on hand cannot go below ${result.reserved} (this would make it ${result.wanted}).`,
      },
    };
  return notFound;
}

/** The id a copy gets when the owner leaves it empty: the source's with -copy (then -copy-2, ...). */
async function freeCopyId(db: Db, sourceId: string): Promise<string> {
  const base = `${sourceId.slice(0, 50)}-copy`;
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, id));
    if (!taken) return id;
  }
}

export async function duplicateProductAsOwner(
  db: Db,
  actor: ConsoleUser,
  sourceId: string,
  form: FormData,
): Promise<FormResult> {
  const parsed = duplicateFormSchema.safeParse(formOf(form));
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrorsOf(parsed.error) };
  const newId = parsed.data.newId || (await freeCopyId(db, sourceId));
  const outcome = await duplicateProduct(db, { sourceId, newId }, audit(actor, "product.duplicate", "product", newId));
  if (outcome === "unknown-product") return notFound;
  if (outcome === "id-taken")
    return { ok: false, status: 409, errors: { newId: `The id ${newId} is taken: choose another.` } };
  return {
    ok: true,
    message: `Copied as ${newId}, hidden until you make it visible.`,
    redirectTo: `/admin/catalog/${newId}`,
  };
}

export async function uploadProductImage(
  db: Db,
  actor: ConsoleUser,
  productId: string,
  form: FormData,
  dir?: string,
): Promise<FormResult> {
  const [product] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.id, productId));
  if (!product) return notFound;
  const stored = await storeImage(form.get("image"), dir);
  if (!stored.ok) return { ok: false, status: 400, errors: { image: stored.message } };
  await addProductImage(
    db,
    { productId, url: stored.url, main: form.get("main") === "on" },
    audit(actor, "product.image", "product", productId),
  );
  return { ok: true, message: `Image uploaded: ${stored.url}` };
}
