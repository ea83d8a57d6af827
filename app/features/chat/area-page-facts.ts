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
