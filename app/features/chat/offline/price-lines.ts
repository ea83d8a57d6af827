import type { ProductFact } from "../knowledge.server.ts";
import { listJoin, normalize } from "../text.ts";
import { link } from "./phrases.ts";

// A catalogue product's prices as one line of a price answer.

/** "- [Title](/product/x) (booked online): 35% on sale at $399.00 (regular $449.00); ...". */
export function priceLines(p: ProductFact): string {
  const distinct = [...new Set(p.variants.map((v) => v.cents))];
  const note = p.bookedOnline
    ? ` (${link("booked online", `/book?product=${p.id}`)})`
    : !p.purchasable
      ? " (booked by phone, not sold online)"
      : p.soldOut
        ? " (sold out right now)"
        : "";
  const head = `${link(p.title, p.path)}${note}`;
  if (p.variants.length === 0) return `- ${head}`;
  if (distinct.length === 1) return `- ${head}: ${p.variants[0]!.price}`;
  const onSale = p.variants.filter((v) => v.regular !== null);
  if (p.options.length > 1) {
    const groups = new Map<string, typeof p.variants>();
    for (const v of p.variants) {
      const key = v.values[0] ?? v.title;
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    const parts = [...groups].map(([key, vs]) => {
      const min = vs.reduce((m, v) => (v.cents < m.cents ? v : m));
      return `${key} ${vs.every((v) => v.cents === min.cents) ? "" : "from "}${min.price}`;
    });
    return `- ${head}: ${parts.join("; ")}`;
  }
  const regular = p.variants.filter((v) => v.regular === null);
  const byPrice = new Map<string, string[]>();
  for (const v of regular) byPrice.set(v.price, [...(byPrice.get(v.price) ?? []), v.title]);
  const regularText = [...byPrice].map(([price, titles]) =>
    byPrice.size === 1 && onSale.length ? `${price}` : `${listJoin(titles)}: ${price}`,
  );
  const saleText = onSale.map((v) => `${v.title} on sale at ${v.price} (regular ${v.regular})`);
  return `- ${head}: ${[...regularText, ...saleText].join("; ")}`;
}

/** The everyday words for an option's name: "the regular one", "the basic kit" for the standard one. */
const OPTION_WORDS: Record<string, string> = { standard: "standard|regular|basic|normal|base" };

/** The product's one-word options ("satin", "pro") the text names, "glossy" for "gloss" too. */
export function optionsNamed(p: ProductFact, text: string): ProductFact["variants"] {
  if (p.variants.length < 2) return [];
  return p.variants.filter((v) => {
    const title = normalize(v.title);
    return /^[a-z]+$/.test(title) && new RegExp(`\\b(${OPTION_WORDS[title] ?? title})y?\\b`).test(text);
  });
}
