import type { Product, Variant } from "./types.ts";
import { defaultVariant } from "./price.ts";

/** The variant named in the URL, or the product's default one. */
export function selectedVariant(
  product: Pick<Product, "variants" | "site_product_selection">,
  variantId: string | null,
): Variant | undefined {
  return product.variants.find((v) => v.id === variantId) ?? defaultVariant(product);
}

/** Distinct values of each option, in first-seen order. */
export function optionChoices(product: Pick<Product, "options">) {
  return product.options.map((option) => ({
    id: option.id,
    title: option.title,
    values: [...new Set(option.values.map((v) => v.value))],
  }));
}

/**
 * The variant reached by choosing `value` for `optionId` while keeping the
 * other options as they are; failing an exact match, the first variant with that value.
 */
export function variantFor(
  product: Pick<Product, "variants">,
  current: Variant | undefined,
  optionId: string,
  value: string,
): Variant | undefined {
  const wanted = new Map((current?.options ?? []).map((o) => [o.option_id, o.value]));
  wanted.set(optionId, value);
  const matches = (v: Variant) =>
    [...wanted].every(([id, val]) => v.options.some((o) => o.option_id === id && o.value === val));
  return (
    product.variants.find(matches) ??
    product.variants.find((v) => v.options.some((o) => o.option_id === optionId && o.value === value))
  );
}
