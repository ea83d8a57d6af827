import { readFileSync } from "node:fs";
import { SpellCheck } from "@nlpjs/similarity";
import wordListPath from "word-list";
import type { Knowledge } from "../knowledge.server.ts";
import { normalize } from "../text.ts";
import { INTENT_EXAMPLES, PAGE_QUESTION_EXAMPLES } from "./intent-examples.ts";
import { INTENT_PATTERNS } from "./intents.ts";
import { vehicleModels } from "./vehicle-models.ts";

// Typos in the trade's own words ("windsheild", "warrenty", "ceramik",
// "apointment") read as the words the site uses, before the rules and the
// classifier read the message. The words it corrects to are the site's: its
// pages, FAQ, catalogue, towns and neighbourhoods, the vehicle table and the
// words the intents' rules and examples name, weighted by how often the site
// uses them. nlp.js's spell checker (@nlpjs/similarity) finds the nearest by
// edit distance. A word is left alone when it is one of those words, an
// English word (word-list, about 275,000 words, binary-searched in one sorted
// string), shorter than four letters, or has no site word near it, so
// a real word is never "corrected" into another.

/** Words the dictionary doesn't list (names of days, months and holidays; chat words): never typos. */
const CHAT_WORDS =
  "january february march april may june july august september october november december " +
  "monday tuesday wednesday thursday friday saturday sunday christmas thanksgiving easter halloween " +
  "yall y'all gonna wanna gotta kinda lemme dunno tho thru pls plz thx lol idk smh tbh imma hmu ppf appt";

/** The English word list, sorted, as one string and where each word starts in it (about 4 MB, not 20 as a set). */
let dictionary: { text: string; starts: Int32Array } | null = null;

function loadDictionary(): { text: string; starts: Int32Array } {
  const words = readFileSync(wordListPath, "utf8").toLowerCase().split("\n").filter(Boolean).sort();
  const starts = new Int32Array(words.length + 1);
  for (let i = 0; i < words.length; i++) starts[i + 1] = starts[i]! + words[i]!.length + 1;
  return { text: words.join("\n"), starts };
}

/** True when a lower-case word is in the English word list (a binary search). */
function isEnglish(word: string): boolean {
  dictionary ??= loadDictionary();
  const { text, starts } = dictionary;
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const entry = text.slice(starts[mid], starts[mid + 1]! - 1);
    if (entry === word) return true;
    if (entry < word) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

type Spelling = {
  known: Map<string, number>;
  checker: SpellCheck;
  seen: Map<string, string>;
  /** The site's most used word for each run of consonants ("mch": "much", "wndws": "windows"). */
  skeletons: Map<string, string>;
};

/** A word's consonants in order: what a vowel-less word ("tnt", "prc") keeps of it. */
const skeletonOf = (word: string) => word.replace(/[aeiouy]/g, "");
/** How many corrected (or kept) words each knowledge remembers: a message repeats the words of those before it. */
const SEEN_WORDS = 5000;
/** By the content's docs and the catalogue's products, which each request's knowledge (with its settings) shares. */
const cache = new WeakMap<Knowledge["docs"], { products: Knowledge["products"]; spelling: Spelling }>();

/** The site's words and how often it uses them. */
function siteWords(k: Knowledge): Map<string, number> {
  const texts = [
    ...k.docs.flatMap((d) => [d.title, d.body]),
    ...k.faqs.flatMap((f) => [f.q, f.a]),
    ...k.products.flatMap((p) => [p.title, p.subtitle ?? "", p.description, ...p.variants.map((v) => v.title)]),
    ...k.areas.flatMap((a) => [a.name, ...a.neighborhoods, ...a.nicknames]),
    ...vehicleModels.map((m) => `${m.make} ${m.model}`),
    ...Object.values(INTENT_EXAMPLES).flat(),
    ...PAGE_QUESTION_EXAMPLES.flatMap(([, examples]) => examples),
    // The words the rules look for ("mutch", "windex", "hoa"), read out of their patterns.
    ...INTENT_PATTERNS.map(([, pattern]) => pattern.source.replace(/\\[bswd]/g, " ")),
    CHAT_WORDS,
  ];
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of normalize(text).match(/[a-z]+/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

function spellingOf(k: Knowledge): Spelling {
  const cached = cache.get(k.docs);
  if (cached?.products === k.products) return cached.spelling;
  const known = siteWords(k);
  // Town and neighbourhood names are matched by their own rules (slots.ts), which tell a near miss from another place.
  const places = new Set(
    k.areas.flatMap((a) => [a.name, ...a.neighborhoods, ...a.nicknames]).flatMap((n) => normalize(n).split(" ")),
  );
  const targets = [...known].filter(([word]) => !places.has(word));
  const checker = new SpellCheck({ features: Object.fromEntries(targets), minLength: 4 });
  const skeletons = new Map<string, string>();
  for (const [word] of [...known].sort((a, b) => b[1] - a[1])) {
    const skeleton = skeletonOf(word);
    if (word.length >= 3 && skeleton.length >= 2 && skeleton !== word && !skeletons.has(skeleton))
      skeletons.set(skeleton, word);
  }
  const spelling = { known, checker, seen: new Map<string, string>(), skeletons };
  cache.set(k.docs, { products: k.products, spelling });
  return spelling;
}

/** Short words a run-together message is made of ("ontheback", "ofan"): read as words only among others. */
const SHORT_WORDS = new Set(
  "a i of on in to an the is it my me do you for at and or how can what whats much back side front my".split(" "),
);

/** "tnit", "ceramci": two letters typed the wrong way round, as the site's most used word that way. */
function swapped(word: string, known: Map<string, number>): string | null {
  let best: string | null = null;
  for (let i = 0; i + 1 < word.length; i++) {
    const w = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
    if (w !== word && known.has(w) && (best === null || known.get(w)! > known.get(best)!)) best = w;
  }
  return best;
}

/** "legallimit", "ontheback": a word typed without its spaces, as two or three words, or null. */
function splitRun(word: string, known: Map<string, number>): string | null {
  const isWord = (w: string) => SHORT_WORDS.has(w) || (w.length >= 4 && (known.has(w) || isEnglish(w)));
  const splits: string[][] = [];
  for (let i = 1; i < word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (!isWord(head)) continue;
    if (isWord(tail)) splits.push([head, tail]);
    else
      for (let j = 1; j < tail.length; j++)
        if (isWord(tail.slice(0, j)) && isWord(tail.slice(j))) splits.push([head, tail.slice(0, j), tail.slice(j)]);
  }
  // The fewest words, then the longest shortest word ("legal limit", not "leg al limit").
  const best = splits.sort(
    (x, y) => x.length - y.length || Math.min(...y.map((w) => w.length)) - Math.min(...x.map((w) => w.length)),
  )[0];
  return best ? best.join(" ") : null;
}

/** A normalized message with its misspelled trade words written as the site writes them. */
export function correctSpelling(text: string, k: Knowledge): string {
  const { known, checker, seen, skeletons } = spellingOf(k);
  return text
    .split(" ")
    .map((word) => {
      // "hw mch fr tnt": a word typed without its vowels, as the site's most used word with those consonants.
      if (/^[b-df-hj-np-tv-xz]{3,}$/.test(word) && !known.has(word) && !isEnglish(word))
        return skeletons.get(word) ?? word;
      if (word.length < 4 || !/^[a-z]+$/.test(word) || known.has(word)) return word;
      const remembered = seen.get(word);
      if (remembered !== undefined) return remembered;
      // One letter off in a short word, two in a long one ("windsheild"); else words run together ("legallimit").
      // (Words run together that are all the site's own come first: "canyou" is "can you", not "canyon".)
      const english = isEnglish(word);
      const run = english ? null : splitRun(word, known);
      const ours = run?.split(" ").every((w) => SHORT_WORDS.has(w) || known.has(w)) ? run : null;
      const nearest =
        english || ours ? word : (swapped(word, known) ?? checker.checkToken(word, word.length >= 7 ? 2 : 1));
      // (Any other run only of long words: "miltin" is no "milt in".)
      const long = run?.split(" ").every((w) => w.length >= 4) ? run : null;
      const written = ours ?? (nearest !== word ? nearest : (long ?? word));
      if (seen.size >= SEEN_WORDS) seen.clear();
      seen.set(word, written);
      return written;
    })
    .join(" ");
}
