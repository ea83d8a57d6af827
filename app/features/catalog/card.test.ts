import { describe, expect, it } from "vitest";
import { buildProduct, buildVariant } from "../../../tests/support/builders/catalog.ts";
import { toProductCard } from "./card.ts";

describe("a product card's data", () => {
  it("carries the displayed price and the sold-out state, not the variants", () => {
    const product = buildProduct({
      title: "Ceramic tint",
      ribbon_text: "Most popular",
      variants: [
        buildVariant({ price_in_cents: 44900, sale_price_in_cents: 39900, inventory_quantity: 0 }),
        buildVariant({ price_in_cents: 49900, inventory_quantity: 0 }),
      ],
    });
    const card = toProductCard(product);
    expect(card).toMatchObject({
      title: "Ceramic tint",
      ribbon: { text: "Sold out", soldOut: true },
      price: "$449.00",
      sale: "$399.00",
      soldOut: true,
    });
    expect(JSON.stringify(card)).not.toContain("inventory_quantity");
    expect(Object.keys(card)).not.toContain("variants");
  });
  it("drops a restocking ribbon when the product is back in stock", () => {
    const restocked = buildProduct({
      ribbon_text: "Restocking soon",
      variants: [buildVariant({ inventory_quantity: 3 })],
    });
    expect(toProductCard(restocked).ribbon).toBeNull();
    const empty = buildProduct({ ribbon_text: "Restocking soon", variants: [buildVariant({ inventory_quantity: 0 })] });
    expect(toProductCard(empty).ribbon).toEqual({ text: "Sold out, restocking soon", soldOut: true });
  });
  it("is not sold out while one managed variant has stock, or when stock is not managed", () => {
    expect(
      toProductCard(
        buildProduct({ variants: [buildVariant({ inventory_quantity: 0 }), buildVariant({ inventory_quantity: 2 })] }),
      ).soldOut,
    ).toBe(false);
    expect(
      toProductCard(buildProduct({ variants: [buildVariant({ manage_inventory: false, inventory_quantity: 0 })] }))
        .soldOut,
    ).toBe(false);
  });
});
