import type { Product, Variant } from "~/features/catalog/types.ts";

// The cart of SPEC.md 3-5 as pure functions; the browser keeps it in
// localStorage under CART_STORAGE_KEY.

export const CART_STORAGE_KEY = "e-commerce-cart";

export type CartProduct = Pick<Product, "id" | "title" | "image">;
export type CartVariant = Pick<
  Variant,
  | "id"
  | "title"
  | "price_in_cents"
  | "sale_price_in_cents"
  | "currency"
  | "currency_info"
  | "manage_inventory"
  | "inventory_quantity"
>;
export type CartLine = { product: CartProduct; variant: CartVariant; quantity: number };

export type CartAction =
  | { type: "load"; lines: CartLine[] }
  | { type: "add"; product: CartProduct; variant: CartVariant; quantity: number }
  | { type: "increase"; variantId: string }
  | { type: "decrease"; variantId: string }
  | { type: "remove"; variantId: string }
  | { type: "clear" };

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case "load":
      return action.lines;
    case "add": {
      // Adding a variant already in the cart increases its quantity.
      if (lines.some((l) => l.variant.id === action.variant.id)) {
        return lines.map((l) =>
          l.variant.id === action.variant.id
            ? { ...l, variant: action.variant, quantity: l.quantity + action.quantity }
            : l,
        );
      }
      return [...lines, { product: action.product, variant: action.variant, quantity: action.quantity }];
    }
    case "increase":
      return lines.map((l) => (l.variant.id === action.variantId ? { ...l, quantity: l.quantity + 1 } : l));
    case "decrease":
      // Never below 1: removing is its own action.
      return lines.map((l) =>
        l.variant.id === action.variantId ? { ...l, quantity: Math.max(1, l.quantity - 1) } : l,
      );
    case "remove":
      return lines.filter((l) => l.variant.id !== action.variantId);
    case "clear":
      return [];
  }
}

export function countItems(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/**
 * SPEC.md 5: adding more than the available stock of a variant that manages
 * inventory is refused with this message; null when the add is allowed.
 */
export function stockError(
  lines: CartLine[],
  product: Pick<CartProduct, "title">,
  variant: Pick<CartVariant, "id" | "title" | "manage_inventory">,
  quantity: number,
  available: number,
): string | null {
  if (!variant.manage_inventory) return null;
  const inCart = lines.find((l) => l.variant.id === variant.id)?.quantity ?? 0;
  if (inCart + quantity <= available) return null;
  return `Not enough stock for ${product.title} (${variant.title}). Only ${Math.max(0, available)} left.`;
}

// Hand-written rather than zod: this runs in every page's browser bundle.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown, min = 0) => typeof v === "number" && Number.isInteger(v) && v >= min;
const isText = (v: unknown) => typeof v === "string";
const isTextOrNull = (v: unknown) => v === null || typeof v === "string";

function isCartLine(v: unknown): v is CartLine {
  if (!isObject(v) || !isObject(v.product) || !isObject(v.variant)) return false;
  const { product, variant, quantity } = v;
  const info = variant.currency_info;
  return (
    isText(product.id) &&
    (product.id as string).length > 0 &&
    isText(product.title) &&
    isTextOrNull(product.image) &&
    isText(variant.id) &&
    (variant.id as string).length > 0 &&
    isText(variant.title) &&
    isCount(variant.price_in_cents) &&
    (variant.sale_price_in_cents === null || isCount(variant.sale_price_in_cents)) &&
    isText(variant.currency) &&
    isObject(info) &&
    isTextOrNull(info.code) &&
    isTextOrNull(info.symbol) &&
    isTextOrNull(info.template) &&
    typeof variant.manage_inventory === "boolean" &&
    isCount(variant.inventory_quantity, -Infinity) &&
    isCount(quantity, 1) &&
    (quantity as number) <= 999
  );
}

/** Reads the stored cart back; anything unreadable means an empty cart, never a crash. */
export function parseStoredCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data) || data.length > 100 || !data.every(isCartLine)) return [];
    return data.map((line) => ({ ...toCartItem(line.product, line.variant), quantity: line.quantity }));
  } catch {
    return [];
  }
}

/** The slice of a product and variant the cart keeps. */
export function toCartItem(product: CartProduct, variant: CartVariant): { product: CartProduct; variant: CartVariant } {
  return {
    product: { id: product.id, title: product.title, image: product.image },
    variant: {
      id: variant.id,
      title: variant.title,
      price_in_cents: variant.price_in_cents,
      sale_price_in_cents: variant.sale_price_in_cents,
      currency: variant.currency,
      currency_info: variant.currency_info,
      manage_inventory: variant.manage_inventory,
      inventory_quantity: variant.inventory_quantity,
    },
  };
}
