import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import type { Intent } from "./intents.ts";
import { capitalize } from "../text.ts";
import { link } from "./phrases.ts";

// Worries before saying yes that the pages answer in a sentence of their own: a dark rear window
// when backing up at night, privacy film after dark, beach sand on the film, seats and floors
// still fading, stickers and mounts on the film, a seat belt's buckle on its edge. Each worry names the sentences that answer it,
// found in the content (never typed here), and the reply leads with what they say.

type Worry = {
  asked: (text: string, a: Analysis) => boolean;
  /** How the reply opens (the sentences follow). */
  lead: string;
  /** The sentences that answer, each the first of the content's to match (homes and cars may differ). */
  sentences: (a: Analysis) => RegExp[];
  /** The answering sentence when it is not one of the content's docs (an area page's). */
  from?: (k: Knowledge, a: Analysis) => Found | null;
  /** Only the clause of the sentence (between semicolons) that the pattern names. */
  clause?: boolean;
  /** The sentences keep their capital after the lead (a list of options). */
  keepCase?: boolean;
};

type Found = { sentence: string; title: string; path: string };

const AT_NIGHT =
  /\b(at night|night ?time|after dark|in the dark|when it'?s dark|dark out(side)?|evenings?|lights? on)\b/;
const SEE_IN = /\b(privacy|private|see (in|inside|into|through)|look (in|into)|peek\w*|peep\w*|neighbou?rs?|street)\b/;
const HOME = (a: Analysis) => a.serviceKind === "residential" || a.serviceKind === "commercial";
const FILM = /\b(tint\w*|film\w*)\b/;
/** A room of a home or a building, where the film asked about is not a vehicle's. */
const ROOM =
  /\b(bed ?rooms?|living rooms?|kitchens?|dens?|sun ?rooms?|nurser(y|ies)|(home )?offices?|rooms?|house|home|condo|apartment|lobby)\b/;
const NOT_A_VEHICLE = (a: Analysis) => !a.vehicle && a.serviceKind !== "automotive" && a.serviceKind !== "ppf";

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
    // "Airbnb unit, can you tint it between a checkout and the next guests?", "done while I'm gone?": the same page's
    // sentence.
    asked: (t, a) =>
      RENTAL_TURNOVER.test(t) ||
      (/\bwithout me\b|\bout of (state|town)\b|\bwhile (i'?m|im|i am|we'?re|we are) (gone|away|not (there|here|home|around|in town))\b|\bfly(ing)? (down|in|out)\b|\b(can'?t|cannot|won'?t) be (there|here|on site|present|around|in town)\b|\b(i|we) (don'?t|do not) live (there|here|in (it|the (unit|condo|house)))\b/.test(
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
    // "My seatbelt buckle keeps smacking the film edge, is that bad?": what the aftercare guide says of it.
    // (Damage already done, and whether the warranty covers it, is the warranty's answer.)
    asked: (t, a) =>
      !a.intents.has("warranty") &&
      /\b(seat ?belts?|buckles?)\b/.test(t) &&
      /\b(tint\w*|film|glass|windows?|edges?)\b/.test(t),
    lead: "Our aftercare guide's advice: ",
    sentences: () => [/\bseat ?belts?\b.*\bbuckle\b|\bbuckle\b.*\bglass\b/i],
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
  {
    // "Worried the film will bubble up in this heat": the manufacturer's warranty against it.
    asked: (t, a) =>
      !a.intents.has("cure") &&
      !a.intents.has("warranty") &&
      /\b(will|would|gonna|going to|worr\w*|afraid|scared|concern\w*|start to|ever)\b.{0,40}\b(bubbl\w*|peel\w*|lift\w*|blister\w*)\b/.test(
        t,
      ) &&
      FILM.test(t),
    lead: "If it ever does, it's covered: ",
    sentences: (a) =>
      a.serviceKind === "commercial"
        ? [/\bCommercial films carry a manufacturer-backed warranty\b/i]
        : a.serviceKind === "residential"
          ? [/\bResidential films come with a manufacturer-backed warranty\b/i]
          : [/\bceramic films carry a manufacturer-backed warranty\b/i],
  },
  {
    // "Our windows are double pane, will the film crack them?": some films stress some panes; the glass is checked.
    asked: (t) =>
      /\b(crack\w*|break\w*|shatter\w*|damag\w*|hurt|harm|ruin\w*|stress\w*)\b/.test(t) &&
      /\b(double|dual|triple|insulated|thermal|old(er)?|single)[- ]?(pane|paned|glazed|glass)\b|\bpanes?\b|\b(house|home|condo|historic|antique|vintage|19\d0s)\b.{0,20}\b(windows?|glass)\b/.test(
        t,
      ) &&
      FILM.test(t),
    lead: "Not when the film suits the glass: ",
    sentences: () => [/\bstress certain insulated or older panes\b/i],
  },
  {
    // "I love the natural light in my kitchen, would film block it?": light films look nearly clear.
    asked: (t, a) =>
      NOT_A_VEHICLE(a) &&
      /\b(natural light|day ?light|sun ?light|light|bright\w*|views?)\b/.test(t) &&
      /\b(block\w*|lose|losing|lost|cut\w*|dark\w*|dim\w*|take (away|out)|kill\w*|gloomy|cave)\b/.test(t) &&
      !/\b(uv|ultra ?violet|infrared|heat|glare|privacy|black ?out|sleep\w*)\b/.test(t) &&
      FILM.test(t),
    lead: "",
    sentences: () => [/^Not unless you want it to\b/, /\blooking nearly clear\b/i, /\bsamples on your own windows\b/i],
  },
  {
    // "Does the paint film heal little swirl marks on its own?": the self-healing top coat.
    asked: (t, a) =>
      a.serviceKind === "ppf" &&
      /\b(self[- ]?heal\w*|heal\w*)\b|\b(repair\w*|fix\w*|mend\w*|(swirl|scratch)\w*)\b.{0,30}\b(itself|themselves|go away|disappear\w*|fade|on (its|their) own)\b/.test(
        t,
      ),
    lead: "Most current films do: ",
    sentences: () => [/\bself-healing topcoat\b/i],
  },
  {
    // "Does the clear bra do the entire hood?", "what does PPF cover?": the page's coverage options.
    asked: (t, a) =>
      a.serviceKind === "ppf" &&
      !/\b(vs\.?|versus|or|worth|upgrad\w*|difference|better)\b/.test(t) &&
      /\b(entire|whole|full|all of the|how much of|all the way)\b.{0,25}\b(hood|front|car|body|bumper|fenders?|vehicle|truck)\b|\bcover(s|age|ed|ing)?\b.{0,30}\b(hood|fenders?|bumper|mirrors?|headlights?|rockers?|doors?|panels?|roof)\b|\bwhat (does|do|will) (it|they|the (film|ppf|clear bra|package))( \w+)? cover\b|\bwhat (parts|panels)\b/.test(
        t,
      ),
    lead: "That depends on the coverage. ",
    sentences: () => [/^Partial front:/i, /^Full front:/i, /^Full body:/i],
    keepCase: true,
  },
  {
    // "The glass guy put in a new driver window, it's clear now": a replacement pane needs new film.
    asked: (t) =>
      /\b(new|replac\w*|replacement)\b (\w+ ){0,2}(window|glass|pane|door glass)\b|\b(window|glass|pane)\b.{0,20}\breplac\w*\b/.test(
        t,
      ) &&
      /\b(clear|no tint|not tinted|untinted|without (the )?(tint|film)|bare|no film|(doesn'?t|don'?t|not) match\w*|accident|glass (guy|shop|company)|broke\w*|smash\w*|shatter\w*)\b/.test(
        t,
      ),
    lead: "Yes, that window needs new film, and we can put it on: ",
    sentences: () => [/\ba replacement pane needs new film\b/i],
    clause: true,
  },
  {
    // "My bedroom faces west and is an oven by 3pm, would film do anything?": what film does for a hot room.
    asked: (t, a) =>
      NOT_A_VEHICLE(a) &&
      (HOME(a) || ROOM.test(t)) &&
      /\b(hot|heat|oven|sauna|warm\w*|bak\w*|roast\w*|broil\w*|stuffy|afternoon sun|west[- ]facing|faces west)\b/.test(
        t,
      ) &&
      /\b(help\w*|do anything|do much|do something|work|make (a|any) difference|worth|cool\w*|actually)\b/.test(t) &&
      FILM.test(t),
    lead: "Yes, it can: ",
    sentences: () => [/\bcomfortable again\b/i, /\brejects part of the sun's heat\b/i],
  },
];

/** The first sentence of the content matching `pattern`, with the page it is on. */
function sentenceOf(k: Knowledge, pattern: RegExp): Found | null {
  for (const d of k.docs) {
    if (!d.path) continue;
    const sentence = sentencesOf(d.body).find((s) => pattern.test(s));
    // (A service page's own question is named by its page.)
    const page = d.kind === "faq" ? k.services.find((x) => x.path === d.path) : undefined;
    if (sentence) return { sentence, title: page?.title ?? d.title, path: d.path };
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
  const patterns = worry.sentences(a);
  const found = worry.from ? [worry.from(k, a)] : patterns.map((p) => sentenceOf(k, p));
  if (found.length === 0 || found.some((f) => !f)) return null;
  const sentences = found.map((f, i) => {
    if (!worry.clause) return f!.sentence;
    const clause = f!.sentence.split(/;\s+/).find((c) => patterns[i]?.test(c));
    return clause ? capitalize(clause.replace(/[^.!?]$/, "$&.")) : f!.sentence;
  });
  const said = [...new Set(sentences)].join(" ");
  const source = found[0]!;
  const opening =
    worry.lead && !worry.keepCase && /^(?:[A-Z][a-z]|A )/.test(said)
      ? said.charAt(0).toLowerCase() + said.slice(1)
      : said;
  return `${worry.lead}${opening} More: ${link(source.title, source.path)}.`;
}
