import type { Product, Variant } from "~/features/catalog/types.ts";

// Small builders with overrides for tests and stories.

let n = 0;

export function buildVariant(overrides: Partial<Variant> = {}): Variant {
  n += 1;
  return {
    id: `variant-${n}`,
    title: `Variant ${n}`,
    image_url: null,
    sku: `SKU-${n}`,
    price_in_cents: 1000,
    sale_price_in_cents: null,
    currency: "usd",
    currency_info: { code: "USD", symbol: "$", template: null },
    price_formatted: "$10.00",
    sale_price_formatted: null,
    manage_inventory: true,
    weight: null,
    options: [],
    inventory_quantity: 10,
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<Product> = {}): Product {
  n += 1;
  const variants = overrides.variants ?? [buildVariant()];
  return {
    id: `product-${n}`,
    title: `Product ${n}`,
    subtitle: null,
    ribbon_text: null,
    description: "",
    image: null,
    price_in_cents: variants[0]?.price_in_cents ?? 0,
    currency: "usd",
    purchasable: true,
    order: n,
    site_product_selection: null,
    images: [],
    options: [],
    variants,
    collections: [],
    additional_info: [],
    type: { value: "physical" },
    custom_fields: [],
    related_products: [],
    updated_at: new Date(0).toISOString(),
    ...overrides,
  };
}
