import { LOW_STOCK } from "~/features/catalog/price.ts";
import type { Knowledge, ProductFact, VariantFact } from "../knowledge.server.ts";
import { listJoin, normalize } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence } from "./phrases.ts";

// "Any pro kits left?", "is the squeegee set in stock?": how many of a shop item are left, as its
// product page counts them ("Only 2 left" at or under LOW_STOCK, "Sold out", "In stock").

/** A question about whether an item can still be had. */
export const STOCK_ASKED =
  /\b(any|how many|are there|is there|got)\b.{0,40}\bleft\b(?! (side|front|rear|back|door|window|hand)\b)|\bleft in stock\b|\b(in|out of) stock\b|\bsold out\b|\bstill (order|buy|get|available|have|got|in stock)\b|\b(run|running|ran) out\b|\bstill available\b/;

const stockOf = (v: VariantFact) =>
  v.left === null || v.left > LOW_STOCK ? "in stock" : v.left === 0 ? "sold out" : `only ${v.left} left`;

/** The variants a message names ("the pro kit"), else all of the product's. */
function variantsAsked(p: ProductFact, text: string): VariantFact[] {
  const named = p.variants.filter((v) => ` ${text} `.includes(` ${normalize(v.title)} `));
  return named.length > 0 ? named : p.variants;
}

/** The shop's goods a message names (not the services booked online). */
export const shopGoods = (a: Pick<Analysis, "products">) =>
  a.products.filter((p) => !p.bookedOnline && p.type === "physical");

/** Each named shop item's stock, or null when stock isn't asked or no shop item is named. */
export function stockAnswer(k: Knowledge, a: Analysis): string | null {
  if (!STOCK_ASKED.test(a.text)) return null;
  const goods = shopGoods(a);
  if (goods.length === 0 || goods.length > 3) return null;
  const lines = goods.map((p) => {
    const variants = variantsAsked(p, a.text);
    const each =
      p.variants.length > 1
        ? listJoin(variants.map((v) => `${v.title} ${v.price}: ${stockOf(v)}`))
        : `${variants[0]!.price}: ${stockOf(variants[0]!)}`;
    return `${link(p.title, p.path)}, ${each}`;
  });
  const any = goods.some((p) => variantsAsked(p, a.text).some((v) => v.left !== 0));
  const low = goods.some((p) =>
    variantsAsked(p, a.text).some((v) => v.left !== null && v.left > 0 && v.left <= LOW_STOCK),
  );
  const lead = any ? (low ? "Yes, but stock is low" : "Yes") : "Not right now";
  return `${lead}: ${lines.join("; ")}. ${any ? "Order from" : "See what's in stock in"} our ${link("online shop", "/shop")}; for anything else, ${phoneSentence(k)}.`;
}
