import { processTerm, sentencesOf, type Doc, type Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { DOMAIN } from "./intents.ts";
import { link } from "./phrases.ts";

// What no intent answers goes to MiniSearch over the site's FAQ answers and
// content sections (built in knowledge.server.ts). A passage is an answer only
// when it covers most of the question's own words; weak matches are declined.

/** Other words for what visitors ask, so the site's wording is found. */
const EXPANSIONS: [RegExp, string][] = [
  [/\bhow long (does|will|would|do) .{0,20}\blast\b|\blifespan\b|\bdurab\w*/, "warranty lifetime"],
  [/\bwash\w*\b/, "cleaning clean"],
  [/\broll\w* (my |the |them |it )?(windows? )?down\b|\bwindows? down\b/, "cure rolled up"],
  [
    /\b(power|electric\w*|energy|utility|light|cooling|a ?c|ac)\s*(bills?|costs?|savings?|usage)\b|\bsave (on )?(energy|electricity|money on (cooling|power|the bill|my bill))\b/,
    "lower my power bill energy savings",
  ],
  [
    /\bfad(e|es|ed|ing)\b.{0,30}\b(furniture|couch|sofa|floors?|flooring|carpets?|rugs?|curtains?|art|artwork|photos?|cabinets?)\b|\b(furniture|couch|sofa|floors?|flooring|carpets?|rugs?|curtains?|art|artwork|photos?|cabinets?)\b.{0,30}\bfad/,
    "slows fading floors rugs furniture artwork uv",
  ],
  [
    /\b(already|existing)\b.{0,30}\b(chips?|scratch\w*|swirls?)\b|\b(chips?|scratch\w*|swirls?)\b.{0,30}\balready\b/,
    "fix paint chips before getting ppf correction",
  ],
  [
    /\b(ppf|paint|clear bra)\b.{0,40}\b(hit|hits|crash\w*|wreck\w*|accident|collision|fender.?bender)\b/,
    "paint protection film protect against collision damage",
  ],
  [
    /\b(base |security )?gate\b|\bdrive.?thr(u|ough)\b|\btoll\b|\bkiosk\b/,
    "base gate drive-thru parking kiosk open the door",
  ],
  [
    /\b(crack\w*|broke\w*|shatter\w*|replac\w*)\b.{0,40}\b(glass|window|pane|windshield)\b|\b(glass|window|pane)\b.{0,20}\b(crack\w*|broke\w*|shatter\w*)\b|\bnew (glass|window|pane)\b|\bputting (in )?a new one\b/,
    "replace a window replacement pane needs new film",
  ],
  [
    /\b(hate|don'?t like|not like|regret|not happy with|unhappy with|too dark for me)\b.{0,40}\b(dark|shade|look\w*|colou?r|tint|it)\b/,
    "see each shade samples on your own glass in daylight before you book",
  ],
  [
    /\bsingle.?pane\b|\b(old|older|original|60s|70s|old house) (glass|windows|panes?)\b/,
    "glass check single-pane dual-pane tempered older glass films safe",
  ],
  [
    /\b(still need|need|replace|instead of|get rid of|without|skip)\b.{0,20}\b(curtains?|blinds?|drapes?)\b/,
    "at night lights on inside not a replacement for blinds curtains evenings",
  ],
  [
    /\b(reflect\w*|mirror(ed)?|one.?way)\b.{0,60}\b(storefronts?|offices?|business|house|home|windows at home)\b|\b(storefronts?|offices?|business|house|home)\b.{0,60}\b(reflect\w*|mirror(ed)?|one.?way)\b/,
    "reflective films daytime one-way privacy at night lights on inside reverses",
  ],
  [
    /\b(little |small |tiny )?bubbl\w*\b.{0,40}\b(new|normal|just|fresh|yesterday|days?)\b|\bhaz(e|y)\b|\bcloudy\b|\bwater (pockets?|spots?)\b/,
    "haze water pockets normal dries",
  ],
];

/** Everyday words that say little about which passage answers a question. */
const GENERIC_TERMS = new Set(
  [
    "tint",
    "film",
    "window",
    "car",
    "vehicle",
    "glass",
    "use",
    "get",
    "make",
    "go",
    "good",
    "new",
    "best",
    "work",
    "thing",
    "time",
    "long",
    "take",
    "say",
    "guy",
    "y'all",
    "yall",
  ].map((w) => processTerm(w) ?? w),
);

export function retrieve(k: Knowledge, a: Analysis): string | null {
  return retrieveMatch(k, a)?.reply ?? null;
}

/** The passage that answers a question, and the reply made of it; null when none is strong enough. */
export type Match = {
  doc: Doc;
  reply: string;
  more: string;
  /**
   * The passage asks the visitor's own question (a FAQ worded alike), one sentence of it names most of it,
   * or it is what the site calls the thing asked (an expansion's words).
   */
  close: boolean;
};

/** A message's words as the search indexes them. */
const termsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map(processTerm)
    .filter((t): t is string => t !== null);

/**
 * A passage that asks the visitor's question in other words: a FAQ whose
 * question shares three or more of its words, most of its own; or a sentence
 * that names three or more of the question's specific words, at least half of
 * them ("a razor blade on the inside glass" in the cleaning section).
 */
function closeMatch(doc: Doc, terms: ReadonlySet<string>, specific: readonly string[]): boolean {
  if (doc.kind === "faq") {
    const title = new Set(termsOf(doc.title));
    const shared = [...title].filter((t) => terms.has(t)).length;
    if ((shared >= 3 && shared / title.size >= 0.75) || (shared >= 4 && shared / title.size >= 0.6)) return true;
  }
  if (specific.length === 0) return false;
  const wanted = new Set(specific);
  return sentencesOf(doc.body).some((sentence) => {
    const named = new Set(termsOf(sentence).filter((t) => wanted.has(t))).size;
    return named >= 3 && named / wanted.size >= 0.5;
  });
}

export function retrieveMatch(k: Knowledge, a: Analysis): Match | null {
  const hasDomain = DOMAIN.test(a.text);
  const expansion = EXPANSIONS.filter(([p]) => p.test(a.text)).map(([, words]) => words);
  // An expansion names what the site calls it: search for that alone.
  const query = expansion.length ? expansion.join(" ") : a.text;
  const terms = new Set(
    a.text
      // The site's word for it: "mirrored" film is "reflective" film.
      .replace(/\bmirror(ed|s)?\b/g, "reflective")
      .split(" ")
      .map(processTerm)
      .filter((t): t is string => t !== null),
  );
  const specific = [...terms].filter((t) => !GENERIC_TERMS.has(t));
  // Rank by score and by how much of the question a passage covers.
  const results = k.search
    .search(query)
    .slice(0, 12)
    .map((r) => {
      const matched = new Set(r.queryTerms);
      const coverage = terms.size ? [...terms].filter((t) => matched.has(t)).length / terms.size : 0;
      const specificCoverage = specific.length ? specific.filter((t) => matched.has(t)).length / specific.length : 1;
      return {
        ...r,
        coverage: expansion.length ? 1 : Math.min(coverage, specificCoverage + 0.5),
        specificCoverage,
        rank: r.score * (0.25 + coverage),
      };
    })
    .sort((x, y) => y.rank - x.rank);
  const close = hasDomain
    ? results.slice(0, 3).find((r) => closeMatch(k.docs[r.id as number]!, terms, specific))
    : undefined;
  const best = close ?? results[0];
  if (!best) return null;
  if (!close) {
    if (best.coverage < 0.5 || (best.specificCoverage < 0.6 && expansion.length === 0)) return null;
    // Weak matches on everyday words are not answers.
    const strongEnough = hasDomain ? best.score >= 6 : Object.keys(best.match).length >= 2 && best.score >= 20;
    if (!strongEnough) return null;
  }
  const doc = k.docs[best.id as number]!;
  const page = doc.path ? pageTitle(k, doc.path) : null;
  const more = doc.path && page ? `\nMore: ${link(page, doc.path)}` : "";
  // An expansion's words are what the site says about the question: they pick the passage's sentences too.
  const own = focusedSnippet(doc, specific.length ? specific : [...terms]);
  const expanded = namedTerms(expansion.join(" "));
  const focused =
    own === doc.snippet && expanded.length
      ? focusedSnippet(doc, [...(specific.length ? specific : [...terms]), ...expanded])
      : own;
  return {
    doc: { ...doc, snippet: focused },
    reply: `${focused}${more}`,
    more,
    close: close !== undefined || expansion.length > 0,
  };
}

/**
 * The passage's sentences that answer the question: when a later sentence
 * names more of the question's own words than the passage's opening does
 * ("a razor blade" in the cleaning section), the opening sentence and the
 * best ones, in the passage's order; otherwise the passage's usual snippet.
 */
export function focusedSnippet(doc: Pick<Doc, "body" | "snippet">, terms: readonly string[], max = 480): string {
  const asked = new Set(terms);
  const sentences = sentencesOf(doc.body).filter((s) => !s.includes("$"));
  const scores = sentences.map(
    (s) =>
      new Set(
        s
          .toLowerCase()
          .split(/[^a-z0-9']+/)
          .map(processTerm)
          .filter((t): t is string => t !== null && asked.has(t)),
      ).size,
  );
  const best = Math.max(0, ...scores);
  const inSnippet = sentences.findIndex((s) => !doc.snippet.includes(s));
  const snippetBest = Math.max(0, ...scores.slice(0, inSnippet === -1 ? sentences.length : inSnippet));
  if (best === 0 || snippetBest >= best) return doc.snippet;
  const picked = new Set<number>([0]);
  let length = sentences[0]!.length;
  const ranked = scores.map((score, i) => ({ score, i })).sort((x, y) => y.score - x.score || x.i - y.i);
  for (const { score, i } of ranked) {
    if (score < best - 1 || score === 0) break;
    if (picked.has(i)) continue;
    if (length + sentences[i]!.length + 1 > max) continue;
    picked.add(i);
    length += sentences[i]!.length + 1;
  }
  return [...picked]
    .sort((x, y) => x - y)
    .map((i) => sentences[i])
    .join(" ");
}

function pageTitle(k: Knowledge, path: string): string | null {
  return (
    k.articles.find((x) => x.path === path)?.title ??
    k.news.find((x) => x.path === path)?.title ??
    k.services.find((x) => x.path === path)?.title ??
    (path === "/about" ? "About us" : null)
  );
}

/** The words of a message that name something, less the everyday ones ("Do you do headlight tint?" names "headlight"). */
export function namedTerms(text: string): string[] {
  return text
    .split(" ")
    .map(processTerm)
    .filter((t): t is string => t !== null && !GENERIC_TERMS.has(t) && t !== "guy");
}
