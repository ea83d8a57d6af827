import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildProduct, buildVariant } from "../../../tests/support/builders/catalog.ts";
import { cartReducer, countItems, parseStoredCart, stockError, toCartItem, type CartLine } from "./cart.ts";

const product = buildProduct({ title: "Tint Aftercare Kit" });
const pro = toCartItem(product, buildVariant({ id: "pro", title: "Pro", inventory_quantity: 2 }));
const std = toCartItem(product, buildVariant({ id: "std", title: "Standard" }));

describe("cart reducer (SPEC.md 4)", () => {
  it("adds a new line, and a variant already present grows in quantity", () => {
    let lines = cartReducer([], { type: "add", ...pro, quantity: 1 });
    lines = cartReducer(lines, { type: "add", ...std, quantity: 2 });
    lines = cartReducer(lines, { type: "add", ...pro, quantity: 1 });
    expect(lines.map((l) => [l.variant.id, l.quantity])).toEqual([
      ["pro", 2],
      ["std", 2],
    ]);
    expect(countItems(lines)).toBe(4);
  });
  it("never decreases below 1, and remove deletes the line", () => {
    let lines = cartReducer([], { type: "add", ...std, quantity: 2 });
    lines = cartReducer(lines, { type: "decrease", variantId: "std" });
    lines = cartReducer(lines, { type: "decrease", variantId: "std" });
    expect(lines[0]!.quantity).toBe(1);
    lines = cartReducer(lines, { type: "increase", variantId: "std" });
    expect(lines[0]!.quantity).toBe(2);
    expect(cartReducer(lines, { type: "remove", variantId: "std" })).toEqual([]);
  });
  it("keeps every quantity at 1 or more whatever happens", () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant("add" as const),
        id: fc.constantFrom("pro", "std"),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        type: fc.constantFrom("increase" as const, "decrease" as const, "remove" as const),
        id: fc.constantFrom("pro", "std"),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let lines: CartLine[] = [];
        for (const a of actions) {
          const item = a.id === "pro" ? pro : std;
          lines =
            a.type === "add"
              ? cartReducer(lines, { type: "add", ...item, quantity: a.quantity })
              : cartReducer(lines, { type: a.type, variantId: a.id });
        }
        expect(lines.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1)).toBe(true);
        expect(new Set(lines.map((l) => l.variant.id)).size).toBe(lines.length);
      }),
    );
  });
});

describe("stock check (SPEC.md 5)", () => {
  it("refuses more than the stock with the exact message", () => {
    const lines = cartReducer([], { type: "add", ...pro, quantity: 2 });
    expect(stockError(lines, pro.product, pro.variant, 1, 2)).toBe(
      "Not enough stock for Tint Aftercare Kit (Pro). Only 2 left.",
    );
    expect(stockError([], pro.product, pro.variant, 2, 2)).toBeNull();
  });
  it("never refuses a variant that does not manage inventory", () => {
    expect(stockError([], pro.product, { ...pro.variant, manage_inventory: false }, 50, 0)).toBeNull();
  });
});

describe("stored cart", () => {
  it("reads back what was stored", () => {
    const lines = cartReducer([], { type: "add", ...pro, quantity: 2 });
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });
  it.each([
    null,
    "",
    "not json",
    "{}",
    "[1,2]",
    '[{"product":{},"variant":{},"quantity":-1}]',
    "null",
    "[" + "[".repeat(5000),
  ])("treats %j as an empty cart", (raw) => {
    expect(parseStoredCart(raw as string | null)).toEqual([]);
  });
});
