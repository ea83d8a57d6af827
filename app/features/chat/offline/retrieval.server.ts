import { processTerm, type Doc, type Knowledge } from "../knowledge.server.ts";
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
export function retrieveMatch(k: Knowledge, a: Analysis): { doc: Doc; reply: string; more: string } | null {
  const hasDomain = DOMAIN.test(a.text);
  const expansion = EXPANSIONS.filter(([p]) => p.test(a.text)).map(([, words]) => words);
  // An expansion names what the site calls it: search for that alone.
  const query = expansion.length ? expansion.join(" ") : a.text;
  const terms = new Set(
    a.text
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
  const best = results[0];
  if (!best || best.coverage < 0.5 || (best.specificCoverage < 0.6 && expansion.length === 0)) return null;
  // Weak matches on everyday words are not answers.
  const strongEnough = hasDomain ? best.score >= 6 : Object.keys(best.match).length >= 2 && best.score >= 20;
  if (!strongEnough) return null;
  const doc = k.docs[best.id as number]!;
  const page = doc.path ? pageTitle(k, doc.path) : null;
  const more = doc.path && page ? `\nMore: ${link(page, doc.path)}` : "";
  return { doc, reply: `${doc.snippet}${more}`, more };
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
