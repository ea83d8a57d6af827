import { expect, it } from "vitest";
import { buildProduct, buildVariant } from "../../../tests/support/builders/catalog.ts";
import { optionChoices, selectedVariant, variantFor } from "./variant-selection.ts";

const v = (id: string, coverage: string, shade: string, price = 1000) =>
  buildVariant({
    id,
    price_in_cents: price,
    options: [
      { id: `${id}-1`, option_id: "coverage", variant_id: id, value: coverage },
      { id: `${id}-2`, option_id: "shade", variant_id: id, value: shade },
    ],
  });
const variants = [
  v("s5", "Sides", "5%"),
  v("s35", "Sides", "35%"),
  v("f5", "Full", "5%", 2000),
  v("f35", "Full", "35%", 2000),
];
const product = buildProduct({
  site_product_selection: "first_variant",
  variants,
  options: [
    { id: "coverage", title: "Coverage", values: variants.map((x) => x.options[0]!) },
    { id: "shade", title: "Shade", values: variants.map((x) => x.options[1]!) },
  ],
});

it("lists each option's distinct values", () => {
  expect(optionChoices(product)).toEqual([
    { id: "coverage", title: "Coverage", values: ["Sides", "Full"] },
    { id: "shade", title: "Shade", values: ["5%", "35%"] },
  ]);
});

it("picks the variant matching every chosen option", () => {
  const current = selectedVariant(product, "s35");
  expect(current?.id).toBe("s35");
  expect(variantFor(product, current, "coverage", "Full")?.id).toBe("f35");
  expect(variantFor(product, current, "shade", "5%")?.id).toBe("s5");
});

it("falls back to the default variant for an unknown id", () => {
  expect(selectedVariant(product, "nope")?.id).toBe("s5");
  expect(selectedVariant(product, null)?.id).toBe("s5");
});
