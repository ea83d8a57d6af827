// Small text helpers shared by the engines, the reply checks and the tests.

/** Lower case, plain apostrophes, punctuation to spaces (keeps digits, %, $ and -). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/<[^>]*>/g, " ")
    .replace(/[^a-z0-9%$'\-\s.,:/]/g, " ")
    .replace(/[.,:/](?!\d)|(?<!\d)[.,:/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every number written in a text, commas removed ("1,200" -> "1200", "7:00" and "449.00" kept whole). */
export function extractNumbers(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,:]\d+)*/g)].map((m) => m[0].replace(/,(?=\d{3}\b)/g, ""));
}

const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/** US phone numbers in a text, as their ten digits. */
export function extractPhones(text: string): string[] {
  return [...text.matchAll(PHONE)].map((m) => m[0].replace(/\D/g, "").slice(-10));
}

/** Dollar amounts in a text, in cents ("$1,295.00" -> 129500, "$50" -> 5000). */
export function extractPriceCents(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g)].map(
    (m) => Number(m[1]!.replace(/,/g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0")),
  );
}

/** True when a text holds an HTML or XML tag. */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c" */
export function listJoin(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}
