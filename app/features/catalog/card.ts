import { displayedPrice, isSoldOut } from "./price.ts";
import type { Product } from "./types.ts";

/** What a product card shows: all a page needs to send for it (not every variant). */
export type ProductCardData = {
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  ribbon: string | null;
  purchasable: boolean;
  price: string;
  sale: string | null;
  soldOut: boolean;
};

function isProductSoldOut(product: Pick<Product, "variants">) {
  return product.variants.length > 0 && product.variants.every(isSoldOut);
}

export function toProductCard(product: Product): ProductCardData {
  const { price, sale } = displayedPrice(product);
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle || null,
    image: product.image || null,
    ribbon: product.ribbon_text || null,
    purchasable: product.purchasable,
    price,
    sale,
    soldOut: isProductSoldOut(product),
  };
}
