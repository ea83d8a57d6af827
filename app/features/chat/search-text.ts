// The site's text as the assistant's search reads it: markdown to plain
// sentences, snippets of whole sentences, words and their light stems
// (knowledge.server.ts builds the search with them; retrieval reads replies
// with the same).

const STOP_WORDS = new Set(
  "a an and are as at be but by can could do does did for from get got had has have how i if in into is it its me my of on or our so that the their them then there these they this to was we what when where which who why will with would you your yours about just also any should shall might must may t s d ll ve re m won don doesn didn isn aren wasn can't won't don't help please tell know want need like really very much many some".split(
    " ",
  ),
);

/** Markdown to plain sentences; internal links stay as [label](/path), others become their label. */
export function markdownToText(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !/^\s*\|/.test(line) && !/^\s*#/.test(line))
    .map((line) => line.replace(/^\s*(?:[-*]|\d+\.)\s+/, ""))
    .join("\n")
    .replace(/\[([^\]]+)\]\(((?!\/(?![/\\]))[^)]*)\)/g, "$1")
    .replace(/\*\*|__|(?<!\w)_(?=\w)|(?<=\w)_(?!\w)/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** A passage's sentences (and list items), whole. */
export const sentencesOf = (text: string): string[] =>
  text
    .replace(/\n{2,}/g, "\n")
    .split(/(?<=[.!?:])\s+(?=[A-Z0-9[])|\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Up to ~max characters of whole sentences, leaving out those with prices (prices come from the catalogue only). */
export function snippetOf(text: string, max = 420): string {
  const all = sentencesOf(text);
  const sentences = all.filter((s) => !s.includes("$"));
  // A passage that was mostly prices answers nothing once they are gone.
  if (sentences.length < all.length && sentences.join(" ").length < all.join(" ").length / 2) return "";
  let out = "";
  for (const sentence of sentences) {
    if (out && out.length + sentence.length + 1 > max) break;
    out = out ? `${out} ${sentence}` : sentence;
  }
  return out;
}

/** Words, keeping hyphenated ones whole ("brand-new", "AS-1"). */
export function tokenize(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}'%-]+/u)
    .map((t) => t.replace(/^[-']+|[-']+$/g, ""))
    .filter(Boolean);
}

/** Words visitors use for the site's own ("double pane" windows are "dual-pane" on the pages). */
const SAME_AS: Record<string, string> = { double: "dual" };

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/'s$/, "");
  const t = SAME_AS[lower] ?? lower;
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  // A light stemmer, so "tints", "tinted" and "tinting" meet.
  const stem =
    t.length > 3
      ? t
          .replace(/(?:ing|ed)$/, "")
          .replace(/(?<!s)s$/, "")
          .replace(/(.)\1$/, "$1")
      : t;
  return stem || t;
}
