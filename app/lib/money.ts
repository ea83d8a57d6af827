// The one way the site writes an amount of money: pages, the cart, /book, the
// console, the assistant, emails and receipts all call formatPrice, so a price
// reads "$1,295.00" wherever it appears (docs/decisions/028).

/** How a currency is written (the store API's currency_info, SPEC.md 3). */
export type MoneyStyle = { code?: string | null; symbol?: string | null; template?: string | null };

const amountFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * SPEC.md 9: cents shown as amount/100 with 2 decimals (grouped by thousands:
 * "1,295.00"); a currency template replaces its $1 placeholder with the
 * amount; otherwise the symbol, then the code, then the euro sign is placed
 * before the amount. A negative amount puts its minus sign first: "-$5.00".
 */
export function formatPrice(cents: number, style?: MoneyStyle | null): string {
  const amount = amountFormat.format(Math.abs(cents) / 100);
  const sign = cents < 0 ? "-" : "";
  if (style?.template) return sign + style.template.replace("$1", () => amount);
  if (style?.symbol) return `${sign}${style.symbol}${amount}`;
  if (style?.code) return `${sign}${style.code} ${amount}`;
  return `${sign}€${amount}`;
}

/** US dollars, the currency of everything the business sells: "$1,295.00". */
export const formatDollars = (cents: number): string => formatPrice(cents, { symbol: "$" });
