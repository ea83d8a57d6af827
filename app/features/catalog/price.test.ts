import { describe, expect, it } from "vitest";
import { defaultVariant, displayedPrice, formatCartTotal, formatPrice, isSoldOut } from "./price.ts";
import { buildProduct, buildVariant } from "../../../tests/support/builders/catalog.ts";

describe("formatPrice (SPEC.md 9)", () => {
  it("shows cents as amount/100 with two decimals", () => {
    expect(formatPrice(44900, { symbol: "$" })).toBe("$449.00");
    expect(formatPrice(5, { symbol: "$" })).toBe("$0.05");
    expect(formatPrice(0, { symbol: "$" })).toBe("$0.00");
  });
  it("replaces $1 in a template with the amount", () => {
    expect(formatPrice(5000, { template: "$$1 USD", symbol: "$", code: "USD" })).toBe("$50.00 USD");
    expect(formatPrice(129500, { template: "$$1" })).toBe("$1,295.00");
    expect(formatPrice(1234, { template: "$1 kr" })).toBe("12.34 kr");
  });
  it("falls back to the symbol, then the code, then the euro sign", () => {
    expect(formatPrice(1999, { symbol: "£", code: "GBP" })).toBe("£19.99");
    expect(formatPrice(1999, { code: "CHF" })).toBe("CHF 19.99");
    expect(formatPrice(1999, {})).toBe("€19.99");
    expect(formatPrice(1999, null)).toBe("€19.99");
    expect(formatPrice(1999)).toBe("€19.99");
  });
});

describe("defaultVariant (SPEC.md 4)", () => {
  const cheapOnSale = buildVariant({ id: "b", price_in_cents: 5000, sale_price_in_cents: 2500 });
  const variants = [
    buildVariant({ id: "a", price_in_cents: 3000 }),
    cheapOnSale,
    buildVariant({ id: "c", price_in_cents: 2600 }),
  ];
  it("picks the lowest effective price (sale price if present) when lowest_price_first", () => {
    expect(defaultVariant({ site_product_selection: "lowest_price_first", variants })?.id).toBe("b");
  });
  it("does the same when unset", () => {
    expect(defaultVariant({ site_product_selection: null, variants })?.id).toBe("b");
    expect(defaultVariant({ variants })?.id).toBe("b");
  });
  it("picks the first variant for any other selection", () => {
    expect(defaultVariant({ site_product_selection: "first_variant", variants })?.id).toBe("a");
  });
  it("has none for a product without variants", () => {
    expect(defaultVariant({ variants: [] })).toBeUndefined();
  });
  it("gives the card its price and sale price", () => {
    const shown = displayedPrice(buildProduct({ variants }));
    expect(shown).toMatchObject({ price: "$50.00", sale: "$25.00" });
  });
});

describe("cart total and stock", () => {
  it("always uses a dollar sign and sale prices", () => {
    expect(
      formatCartTotal([
        { variant: buildVariant({ price_in_cents: 1000, sale_price_in_cents: 800 }), quantity: 2 },
        { variant: buildVariant({ price_in_cents: 250 }), quantity: 3 },
      ]),
    ).toBe("$23.50");
    expect(formatCartTotal([{ variant: buildVariant({ price_in_cents: 129500 }), quantity: 1 }])).toBe("$1,295.00");
    expect(formatCartTotal([])).toBe("$0.00");
  });
  it("calls a managed variant with no stock sold out, never an unmanaged one", () => {
    expect(isSoldOut(buildVariant({ manage_inventory: true, inventory_quantity: 0 }))).toBe(true);
    expect(isSoldOut(buildVariant({ manage_inventory: true, inventory_quantity: 2 }))).toBe(false);
    expect(isSoldOut(buildVariant({ manage_inventory: false, inventory_quantity: 0 }))).toBe(false);
  });
});
