import { z } from "zod";

// Query parameters of the store API (SPEC.md 7). Each failure names its parameter.

export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 24;
export const SORT_FIELDS = ["order", "title", "price", "created_at", "updated_at"] as const;
export const PRODUCT_FIELDS = [
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
  "status",
  "created_at",
  "deleted_at",
  "metadata",
] as const;

const id = (name: string) => z.string().regex(ID_PATTERN, `${name} must be ids of letters, digits, - and _`);
const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number of 0 or more`)
    .transform(Number);

export const productListQuerySchema = z.object({
  ids: z.array(id("ids[]")).max(MAX_LIMIT, `ids[] takes at most ${MAX_LIMIT} ids`),
  offset: wholeNumber("offset").default(0),
  limit: wholeNumber("limit")
    .refine((n) => n >= 1, "limit must be at least 1")
    .transform((n) => Math.min(n, MAX_LIMIT))
    .default(DEFAULT_LIMIT),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("asc"),
  sort_by: z.enum(SORT_FIELDS, { error: `sort_by must be one of ${SORT_FIELDS.join(", ")}` }).default("order"),
  is_hidden: z
    .enum(["true", "false"], { error: "is_hidden must be true or false" })
    .transform((v) => v === "true")
    .optional(),
  to_date: z
    .string()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
      "to_date must be a date (YYYY-MM-DD or ISO 8601)",
    )
    // A bare date includes that whole day.
    .transform((v) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999Z` : v))
    .optional(),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productQuerySchema = z.object({
  id: id("the product id"),
  field: z
    .array(z.enum(PRODUCT_FIELDS, { error: `field must name product fields (${PRODUCT_FIELDS.join(", ")})` }))
    .optional(),
});

export const variantStockQuerySchema = z.object({
  fields: z
    .string()
    .refine(
      (v) => v.split(",").every((f) => f === "inventory_quantity" || f === "id"),
      "fields must be inventory_quantity",
    )
    .optional(),
  product_ids: z
    .array(id("product_ids[]"))
    .min(1, "product_ids[] is required")
    .max(MAX_LIMIT, `product_ids[] takes at most ${MAX_LIMIT} ids`),
});

/** Reads a parameter given once; the same parameter repeated is a 400 too. */
function single(params: URLSearchParams, name: string): string | undefined {
  const all = params.getAll(name);
  if (all.length > 1) throw new QueryError(`${name} must be given once`);
  return all[0];
}

export class QueryError extends Error {}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new QueryError(result.error.issues[0]?.message ?? "invalid query");
}

export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  return parse(productListQuerySchema, {
    ids: params.getAll("ids[]"),
    offset: single(params, "offset"),
    limit: single(params, "limit"),
    order: single(params, "order"),
    sort_by: single(params, "sort_by"),
    is_hidden: single(params, "is_hidden"),
    to_date: single(params, "to_date"),
  });
}

export function parseProductQuery(id: string, params: URLSearchParams) {
  const fields = params
    .getAll("field")
    .flatMap((f) => f.split(","))
    .filter(Boolean);
  return parse(productQuerySchema, { id, field: fields.length ? fields : undefined });
}

export function parseVariantStockQuery(params: URLSearchParams) {
  return parse(variantStockQuerySchema, {
    fields: single(params, "fields"),
    product_ids: params.getAll("product_ids[]"),
  });
}
