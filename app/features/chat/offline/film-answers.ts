import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { HEAT_SHARE_ASKED, SIGNAL_ASKED } from "./intents.ts";
import { link, phoneSentence } from "./phrases.ts";

// What the film does that a customer worries about before saying yes: its signals
// (the radio, the phone, a toll tag) and how much heat it rejects. Every claim is
// a sentence of the site's own pages, found by what it says, never typed here.

type Said = { sentence: string; path: string; title: string };

/** The sentences of the site's pages (with a path) that say this. */
function pagesSaying(k: Knowledge, says: (sentence: string) => boolean): Said[] {
  return k.docs
    .filter((d) => d.path !== null)
    .flatMap((d) => sentencesOf(d.body).map((sentence) => ({ sentence, path: d.path!, title: d.title })))
    .filter(({ sentence }) => says(sentence));
}

/** Devices the pages don't name where they say film doesn't interfere ("phone, GPS, radio or keyless-entry signals"). */
const NOT_ON_PAGES = /\b(sunpass|toll|transponders?|e-?z ?pass|epass|garage|satellite|sirius|key ?fobs?)\b/;

const pageLabel = (path: string) =>
  path.startsWith("/blog/") ? "our film guide" : path.startsWith("/services/") ? "our automotive page" : "our site";

/**
 * "Will tint kill my radio stations?", "will my SunPass still work?", "will the house film make our cell
 * service worse?": the pages' own sentence on ceramic film and signals (it has no metal), with the way to ask us
 * about a device they don't name, or about a home's film.
 */
export function signalAnswer(k: Knowledge, a: Analysis): string | null {
  if (!SIGNAL_ASKED.test(a.text)) return null;
  const said = pagesSaying(
    k,
    (s) => /\binterfer/i.test(s) && /\bsignals?\b/i.test(s) && /\b(no metal|non-metallic|doesn't|won't)\b/i.test(s),
  );
  // The sentence naming the most of what is asked about ("radio" for a radio antenna), else the first.
  const asked = a.text.match(/\b(radio|gps|phone|keyless|cell)\b/)?.[1];
  const best = (asked && said.find((x) => x.sentence.toLowerCase().includes(asked))) || said[0];
  if (!best) return null;
  // (The automotive page's sentence goes on about fading: only its part on signals is the answer.)
  const sentence = best.sentence
    .replace(/^No metal, so it\b/, "Ceramic film has no metal, so it")
    .replace(/, and unlike .*$/, ".");
  const home = a.serviceKind === "residential" || a.serviceKind === "commercial";
  const homeFilms = home
    ? pagesSaying(k, (s) => /\bwe (carry|offer)\b/i.test(s) && /\bceramic\b/i.test(s) && /\bfilms?\b/i.test(s))[0]
    : undefined;
  const lead = home ? "Not with ceramic film." : "No, not with ceramic film, the film we install.";
  const films = homeFilms ? ` ${homeFilms.sentence}` : "";
  // A toll tag, a garage opener: not named on the pages, so the owner confirms it for that device.
  const unnamed = NOT_ON_PAGES.test(a.text);
  const ask =
    home || unnamed
      ? ` Our pages don't name ${home ? "each film for homes" : "that device"} specifically, so to check yours, ${phoneSentence(k)}.`
      : "";
  return `${lead} ${sentence}${films}${ask} See ${link(pageLabel(best.path), best.path)}.`;
}

/**
 * "What percent of heat does ceramic block?": the pages give no figure for window film, so none is given;
 * what they do say ("a large share of the sun's infrared heat") is.
 */
export function heatShareAnswer(k: Knowledge, a: Analysis): string | null {
  if (!HEAT_SHARE_ASKED.test(a.text)) return null;
  const said = pagesSaying(k, (s) => /\blarge share\b/i.test(s) && /\binfrared\b/i.test(s) && /\bceramic\b/i.test(s));
  const best = said.find((x) => x.path.startsWith("/services/")) ?? said[0];
  if (!best) return null;
  return `Our pages don't give a percentage for the heat our window film rejects, so I won't make one up. What they say: ${best.sentence} See ${link(pageLabel(best.path), best.path)}, or ${phoneSentence(k)} with any question about a film.`;
}
