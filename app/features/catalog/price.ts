import { formatDollars, formatPrice } from "~/lib/money.ts";
import type { Product, Variant } from "./types.ts";

// The site's one money formatter lives in lib/money.ts; the catalogue's pages and API use it from here too.
export { formatPrice };

/** What the variant really costs: its sale price when it has one. */
export function effectivePrice(variant: Pick<Variant, "price_in_cents" | "sale_price_in_cents">): number {
  return variant.sale_price_in_cents ?? variant.price_in_cents;
}

/**
 * SPEC.md 4: with site_product_selection lowest_price_first or unset, the
 * variant with the lowest effective price; otherwise the first variant.
 */
export function defaultVariant<V extends Pick<Variant, "price_in_cents" | "sale_price_in_cents">>(product: {
  site_product_selection?: string | null;
  variants: V[];
}): V | undefined {
  const { variants } = product;
  if (variants.length === 0) return undefined;
  const selection = product.site_product_selection;
  if (selection && selection !== "lowest_price_first") return variants[0];
  return variants.reduce((best, v) => (effectivePrice(v) < effectivePrice(best) ? v : best));
}

/** The price a product card shows: the default variant's, sale price and all. */
export function displayedPrice(
  product: Pick<Product, "site_product_selection" | "variants" | "price_in_cents" | "currency">,
) {
  const variant = defaultVariant(product);
  if (!variant) return { price: formatPrice(product.price_in_cents), sale: null, variant: undefined };
  return {
    price: formatPrice(variant.price_in_cents, variant.currency_info),
    sale: variant.sale_price_in_cents === null ? null : formatPrice(variant.sale_price_in_cents, variant.currency_info),
    variant,
  };
}

/** The cart panel's total: always a dollar sign (SPEC.md 9). */
export function formatCartTotal(
  lines: { variant: Pick<Variant, "price_in_cents" | "sale_price_in_cents">; quantity: number }[],
): string {
  const cents = lines.reduce((sum, line) => sum + effectivePrice(line.variant) * line.quantity, 0);
  return formatDollars(cents);
}

/** At or under this many left, the product page says "Only N left". */
export const LOW_STOCK = 5;

/** Whether a variant can be bought now. */
export function isSoldOut(variant: Pick<Variant, "manage_inventory" | "inventory_quantity">): boolean {
  return variant.manage_inventory && variant.inventory_quantity <= 0;
}
