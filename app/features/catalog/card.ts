import { displayedPrice, isSoldOut } from "./price.ts";
import { ribbonFor, type Ribbon } from "./ribbon.ts";
import type { Product } from "./types.ts";

/** What a product card shows: all a page needs to send for it (not every variant). */
export type ProductCardData = {
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  /** The ribbon as stock makes it now (ribbon.ts): "Sold out" included. */
  ribbon: Ribbon | null;
  purchasable: boolean;
  price: string;
  sale: string | null;
  soldOut: boolean;
  /**
   * A service booked at /book: the card's link there and /book's own price for
   * it (docs/decisions/028), in place of the catalogue price. Set by the page's loader.
   */
  book?: CardBooking | null;
};

export type CardBooking = { href: string; label: string; price: string };

export function isProductSoldOut(product: Pick<Product, "variants">) {
  return product.variants.length > 0 && product.variants.every(isSoldOut);
}

export function toProductCard(product: Product): ProductCardData {
  const { price, sale } = displayedPrice(product);
  const soldOut = isProductSoldOut(product);
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle || null,
    image: product.image || null,
    ribbon: ribbonFor(product.ribbon_text, soldOut),
    purchasable: product.purchasable,
    price,
    sale,
    soldOut,
  };
}
