// The ribbon a product shows follows its stock: a ribbon about stock
// ("Restocking soon", "Back soon", "Out of stock") is the owner's note for a
// sold-out product and goes away by itself once the product is back in stock;
// any other ribbon ("Most popular", "New") stays; a sold-out product always
// says so.

const STOCK_RIBBON = /\b(restock\w*|back (soon|in stock)|out of stock|sold out|coming back|low stock)\b/i;

/** Whether a ribbon's words are about stock. */
export function isStockRibbon(text: string): boolean {
  return STOCK_RIBBON.test(text);
}

export type Ribbon = { text: string; soldOut: boolean };

/** What the ribbon says now, or null for none. */
export function ribbonFor(ribbonText: string | null | undefined, soldOut: boolean): Ribbon | null {
  const text = ribbonText?.trim() || null;
  if (soldOut) {
    if (text && isStockRibbon(text) && !/sold out/i.test(text))
      return { text: `Sold out, ${text.charAt(0).toLowerCase()}${text.slice(1)}`, soldOut };
    return { text: "Sold out", soldOut };
  }
  if (!text || isStockRibbon(text)) return null;
  return { text, soldOut };
}
