import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import type { Intent } from "./intents.ts";
import { link } from "./phrases.ts";

// Worries before saying yes that the pages answer in a sentence of their own: a dark rear window
// when backing up at night, privacy film after dark, beach sand on the film, seats and floors
// still fading, stickers and mounts on the film. Each worry names the sentences that answer it,
// found in the content (never typed here), and the reply leads with what they say.

type Worry = {
  asked: (text: string, a: Analysis) => boolean;
  /** How the reply opens (the sentences follow). */
  lead: string;
  /** The sentences that answer, each the first of the content's to match (homes and cars may differ). */
  sentences: (a: Analysis) => RegExp[];
  /** The answering sentence when it is not one of the content's docs (an area page's). */
  from?: (k: Knowledge, a: Analysis) => Found | null;
};

type Found = { sentence: string; title: string; path: string };

const AT_NIGHT =
  /\b(at night|night ?time|after dark|in the dark|when it'?s dark|dark out(side)?|evenings?|lights? on)\b/;
const SEE_IN = /\b(privacy|private|see (in|inside|into|through)|look (in|into)|peek\w*|peep\w*|neighbou?rs?|street)\b/;
const HOME = (a: Analysis) => a.serviceKind === "residential" || a.serviceKind === "commercial";

/** "Airbnb unit, can you tint it between a checkout and the next guests?": a rental's turnover. */
const RENTAL_TURNOVER =
  /\b(airbnb|vrbo|short[- ]term rentals?)\b|\bbetween (guests|stays|bookings|tenants|renters|check-?outs?|check-?ins?)\b|\bcheck-?out\b.{0,40}\b(next (guests?|renters?|tenants?)|check-?in)\b/;

const WORRIES: Worry[] = [
  {
    // "Will dark tint make it hard to back into my driveway at night?"
    asked: (t, a) =>
      AT_NIGHT.test(t) &&
      !SEE_IN.test(t) &&
      !HOME(a) &&
      /\b(back\w* (up|in|into|out)|revers\w*|see|visib\w*|driv\w*|hard(er)? to|park\w*)\b/.test(t) &&
      /\b(dark\w*|tint\w*|film|limo)\b|\b\d{1,2} ?%/.test(t),
    lead: "It can: ",
    sentences: () => [/\bharder to see when backing\b/i, /\blean lighter\b/i],
  },
  {
    // "Does privacy film on the bedroom still work after dark?"
    asked: (t) => AT_NIGHT.test(t) && SEE_IN.test(t) && /\b(film|tint\w*|reflective|mirror\w*)\b/.test(t),
    lead: "Not on its own after dark: ",
    sentences: (a) => [
      a.serviceKind === "commercial"
        ? /\bat night, with the lights on inside\b/i
        : /\bat night, with lights on inside\b/i,
    ],
  },
  {
    // "We hit the beach every weekend, will the sand scratch it?"
    asked: (t) => /\b(sand\w*|grit\w*|beach)\b/.test(t) && /\bscratch\w*|\bscuff\w*|\bdamage\w*|\bhurt\b/.test(t),
    lead: "It can if sand is dragged across it, so: ",
    sentences: () => [/\bshake sand out\b/i],
  },
  {
    // "Will my leather seats still fade even with tint?"
    asked: (t) =>
      /\b(fade|fades|fading|faded|crack\w*|sun damage\w*)\b/.test(t) &&
      /\b(seats?|leather|interior|dash\w*|upholster\w*|furniture|floors?|flooring|couch\w*|sofas?|carpets?|rugs?|art\w*|hardwood|cabinets?)\b/.test(
        t,
      ) &&
      /\b(tint\w*|film)\b/.test(t),
    lead: "Much less: ",
    sentences: (a) =>
      HOME(a) ||
      /\b(furniture|floors?|flooring|couch\w*|sofas?|carpets?|rugs?|art\w*|hardwood|cabinets?)\b/.test(a.text)
        ? a.serviceKind === "commercial"
          ? [/\bUV speeds up fading\b/i, /\bwon't make a window display last forever\b/i]
          : [/\bUV is a major cause of fading\b/i, /\bslows fading but doesn't stop it\b/i]
        : [/\bblock nearly all UV\b/i],
  },
  {
    // "I live in Atlanta, someone from the rental company checks on it: can you do it without me flying down?"
    // "Airbnb unit, can you tint it between a checkout and the next guests?": the same page's sentence.
    asked: (t, a) =>
      RENTAL_TURNOVER.test(t) ||
      (/\bwithout me\b|\bout of (state|town)\b|\bfly(ing)? (down|in|out)\b|\b(can'?t|cannot|won'?t) be (there|here|on site|present|around|in town)\b|\b(i|we) (don'?t|do not) live (there|here|in (it|the (unit|condo|house)))\b/.test(
        t,
      ) &&
        (HOME(a) ||
          /\b(condos?|units?|rentals?|house|home|property|properties|manag\w*|renters?|tenants?|guests?)\b/.test(t))),
    lead: "Yes: ",
    sentences: () => [],
    // The named town's page says it, else the first page that does.
    from: (k, a) => {
      const area = [...a.areas, ...k.areas].find((x) => x.awayOwner);
      return area ? { sentence: area.awayOwner!, title: `Window tinting in ${area.name}`, path: area.path } : null;
    },
  },
  {
    // "Can the kids put their window clings on the tinted back windows?"
    // (What the cleaning rules already read, "a dash cam mount on the tinted glass", the care answer says no to.)
    asked: (t, a) =>
      !a.intents.has("care") &&
      /\b(stickers?|decals?|clings?|suction\w*|mounts?|tags?|magnets?|tape)\b/.test(t) &&
      /\b(tint\w*|film)\b/.test(t) &&
      /\b(put|stick|place|mount|attach|hang|use|on)\b/.test(t),
    lead: "Our aftercare guide's advice: ",
    sentences: () => [/\bsuction-cup mounts or adhesive\b/i],
  },
];

/** The first sentence of the content matching `pattern`, with the page it is on. */
function sentenceOf(k: Knowledge, pattern: RegExp): Found | null {
  for (const d of k.docs) {
    if (!d.path) continue;
    const sentence = sentencesOf(d.body).find((s) => pattern.test(s));
    if (sentence) return { sentence, title: d.title, path: d.path };
  }
  return null;
}

/** The pages' answer to a worry the message names, or null. */
export function worryAnswer(k: Knowledge, a: Analysis): string | null {
  // A price, a quote or a booking asked alongside is the question ("how much for film so my floors don't fade").
  // (A rental's turnover names a day: the booking it asks about is the page's sentence on it.)
  const asked = ["price", "quote", "deposit", ...(RENTAL_TURNOVER.test(a.text) ? [] : ["book"])];
  if (asked.some((i) => a.intents.has(i as Intent))) return null;
  const worry = WORRIES.find((w) => w.asked(a.text, a));
  if (!worry) return null;
  const found = worry.from ? [worry.from(k, a)] : worry.sentences(a).map((p) => sentenceOf(k, p));
  if (found.length === 0 || found.some((f) => !f)) return null;
  const said = [...new Set(found.map((f) => f!.sentence))].join(" ");
  const source = found[0]!;
  const opening = /^[A-Z][a-z]/.test(said) ? said.charAt(0).toLowerCase() + said.slice(1) : said;
  return `${worry.lead}${opening} More: ${link(source.title, source.path)}.`;
}
