import { markdownToText, sentencesOf } from "./search-text.ts";

// What a town's area page (content/areas) says about the town beyond its
// neighbourhood list: the nickname its headline gives it and how a visit to
// someone living on a military base is arranged. The assistant reads these
// rather than a list of its own.

/** "Mobile Window Tinting in Crestview, the Hub City": the town's nickname after its name. */
export function nicknamesOf(headline: string, town: string): string[] {
  const at = headline.indexOf(`${town}, the `);
  if (at < 0) return [];
  const rest = headline.slice(at + town.length + ", the ".length);
  const name = /^[A-Z][\w'-]*(?: [A-Z][\w'-]*)*/.exec(rest)?.[0];
  return name ? [name] : [];
}

/** The page's sentence on customers who live or work on base ("… we will arrange a spot off base."), or null. */
export function onBaseSentence(markdown: string): string | null {
  const sentences = sentencesOf(markdownToText(markdown));
  return (
    sentences.find((s) => /\bon[- ]base\b/i.test(s) && /\boff[- ]base\b/i.test(s)) ??
    sentences.find((s) => /\boff[- ]base\b/i.test(s)) ??
    null
  );
}

/** The page's sentence on owners who live away (a manager on site), if it has one. */
export function awayOwnerSentence(markdown: string): string | null {
  return (
    sentencesOf(markdownToText(markdown)).find(
      (s) => /\bmanagers?\b/i.test(s) && /\b(lives?|living) (out of (state|town)|away|elsewhere)\b/i.test(s),
    ) ?? null
  );
}

/** What a landmark's name ends in: a road, a base's field, a park, a point of land, a shopping centre, a mound. */
const LANDMARK_KINDS =
  "Parkway|Road|Boulevard|Highway|Drive|Street|Avenue|Field|Park|Point|Oaks|Isle|Island|College|Mall|Plantation|Heights|Beach|Harbor|Village|Estates|Bridge|Mound|Pier|Marina";
/**
 * Two to four capitalized words ending in a landmark's kind ("John Sims Parkway", "Naval Live Oaks", "Indian
 * Temple Mound"), or a camp's name ("Camp Bull Simons").
 */
const LANDMARK = new RegExp(
  String.raw`\b(?:[A-Z][a-z]+ ){1,3}(?:${LANDMARK_KINDS})\b|\bCamp(?: [A-Z][a-z]+){1,2}\b`,
  "g",
);
/** Words that start a sentence or name no place of their own ("Along Palafox Street", "Main Street"). */
const NOT_A_NAME = /^(Along|Around|For|In|On|Near|Past|Through|The|From|At|By|Main|Front|Church|Market|High|Center) /;

/**
 * The roads, parks and landmarks a town's page names in its text, highlights and
 * description ("Office film for John Sims Parkway businesses", "near Naval Live
 * Oaks"), by the name the page gives them.
 */
export function landmarksOf(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const [match] of text.matchAll(LANDMARK)) {
      let name = match;
      while (NOT_A_NAME.test(name)) name = name.replace(NOT_A_NAME, "");
      if (name.includes(" ")) names.add(name);
    }
  return [...names];
}
