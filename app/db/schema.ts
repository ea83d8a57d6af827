import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// The store's catalogue (SPEC.md 3). Ids are short strings chosen by the
// owner (e.g. "ceramic-sedan"), so product URLs stay readable.

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    ribbonText: text("ribbon_text"),
    description: text("description").notNull().default(""),
    thumbnail: text("thumbnail"),
    type: text("type").notNull().default("physical"),
    purchasable: boolean("purchasable").notNull().default(true),
    isHidden: boolean("is_hidden").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    siteProductSelection: text("site_product_selection"),
    status: text("status").notNull().default("published"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("products_sort_idx").on(t.sortOrder)],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    type: text("type").notNull().default("image"),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("product_options_product_idx").on(t.productId)],
);

export const variants = pgTable(
  "variants",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    imageUrl: text("image_url"),
    sku: text("sku"),
    priceInCents: integer("price_in_cents").notNull(),
    salePriceInCents: integer("sale_price_in_cents"),
    currency: text("currency").notNull().default("usd"),
    currencyCode: text("currency_code"),
    currencySymbol: text("currency_symbol"),
    currencyTemplate: text("currency_template"),
    manageInventory: boolean("manage_inventory").notNull().default(true),
    // Units on hand, not yet sold.
    inventoryQuantity: integer("inventory_quantity").notNull().default(0),
    // Units held by unpaid checkouts; what can still be sold is inventory - reserved.
    reservedQuantity: integer("reserved_quantity").notNull().default(0),
    weight: real("weight"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("variants_product_idx").on(t.productId),
    check("variants_price_nonnegative", sql`${t.priceInCents} >= 0`),
    check("variants_stock_nonnegative", sql`${t.inventoryQuantity} >= 0`),
    check(
      "variants_reserved_within_stock",
      sql`${t.reservedQuantity} >= 0 and ${t.reservedQuantity} <= ${t.inventoryQuantity}`,
    ),
  ],
);

export const variantOptionValues = pgTable(
  "variant_option_values",
  {
    id: text("id").primaryKey(),
    optionId: text("option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
  },
  (t) => [
    index("variant_option_values_variant_idx").on(t.variantId),
    index("variant_option_values_option_idx").on(t.optionId),
  ],
);

export const collections = pgTable("collections", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
});

export const productCollections = pgTable(
  "product_collections",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.collectionId] })],
);

export const productAdditionalInfo = pgTable("product_additional_info", {
  id: text("id").primaryKey(),
  productId: text("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  sortOrder: integer("sort_order").notNull().default(0),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

export const productCustomFields = pgTable("product_custom_fields", {
  id: text("id").primaryKey(),
  productId: text("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  isRequired: boolean("is_required").notNull().default(false),
});

export const relatedProducts = pgTable("related_products", {
  id: text("id").primaryKey(),
  productId: text("product_id")
    .notNull()
    .references(() => products.id, { onDelete: "cascade" }),
  sectionTitle: text("section_title").notNull(),
  relatedType: text("related_type").notNull().default("product"),
  relatedId: text("related_id").notNull(),
  position: integer("position").notNull().default(0),
});

export * from "./schema-orders.ts";
export * from "./schema-chat.ts";
export * from "./schema-quote.ts";
export * from "./schema-limits.ts";
export * from "./schema-auth.ts";
export * from "./schema-leads.ts";
export * from "./schema-booking.ts";
export * from "./schema-site.ts";
export * from "./schema-invoices.ts";
export * from "./schema-jobs.ts";
