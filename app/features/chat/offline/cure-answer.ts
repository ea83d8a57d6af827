import type { Knowledge } from "../knowledge.server.ts";
import { capitalize } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { processTerm, sentencesOf } from "../knowledge.server.ts";
import { namedTerms } from "./retrieval.server.ts";

// New film drying ("curing"): how long, keeping the windows up, what looks
// odd but is normal, and what isn't. The owner's FAQ answer first, then the
// aftercare guide's sentences that name what the visitor asked about (a base
// gate, the defroster, rain), from the site's own words.

const guideOf = (k: Knowledge) => k.articles.find((x) => /aftercare|curing/i.test(x.title));

const termsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map(processTerm)
    .filter((t): t is string => t !== null);
/** The words of any curing question, which pick no particular sentence. */
const CURE_WORDS = new Set(termsOf("cure curing tint film new normal window windows long"));

/** Everyday words that still pick the guide's sentence about them ("does the sun help?"). */
const CONDITIONS = new Set(termsOf("sun rain cold heat humid garage shade"));

/** Not normal after the film has dried: debris under it, lifting edges, a fold or tear, weeks gone by. */
const NOT_NORMAL =
  /\b(dust|dirt|debris|hair|lint|peel\w*|lift\w*|weeks?|months?|still|ruin\w*|messed|damag\w*|fold\w*|creas\w*|wrinkl\w*|crinkl\w*|bunch\w*|torn|tore|rip(s|ped)?)\b/;

/** The aftercare guide's sentence naming most of the words asked (each counted at its weight), if any. */
export function guideSentenceNaming(
  k: Knowledge,
  asked: readonly string[],
  weight: (term: string) => number = () => 1,
): string | undefined {
  const guide = guideOf(k);
  if (!guide || asked.length === 0) return undefined;
  return k.docs
    .filter((d) => d.path === guide.path)
    .flatMap((d) => sentencesOf(d.body))
    .map((sentence) => ({
      sentence,
      score: termsOf(sentence)
        .filter((t) => asked.includes(t))
        .reduce((sum, t) => sum + weight(t), 0),
    }))
    .filter((x) => x.score > 0)
    .sort((x, y) => y.score - x.score)[0]?.sentence;
}

/** "How long do the windows stay up?", "when can I roll them down?": the guide's rule on keeping them closed. */
const WINDOWS_UP =
  /\b(roll\w*|lower\w*|put)\b.{0,20}\bdown\b|\bwindows? ((go|come|be|get|roll) (back )?)?(up|down|closed|shut)\b|\b(stay|kept|keep (them|the windows?)) (up|closed|shut)\b/;
const KEEP_CLOSED = termsOf("keep roll down windows closed days");

export function answerCure(k: Knowledge, a: Analysis): string {
  const faq = k.docs.find((d) => d.kind === "faq" && /\bcure\b/i.test(d.title));
  const guide = guideOf(k);
  const sections = guide ? k.docs.filter((d) => d.path === guide.path) : [];
  // The guide's sentence naming most of what was asked that the FAQ's answer doesn't name ("a base gate").
  const faqWords = new Set(termsOf(faq?.body ?? ""));
  const asked = [...namedTerms(a.text), ...termsOf(a.text).filter((t) => CONDITIONS.has(t))].filter(
    (t) => !faqWords.has(t) && !CURE_WORDS.has(t),
  );
  // A condition named ("the sun") outweighs the question's other words.
  const extra = guideSentenceNaming(k, asked, (t) => (CONDITIONS.has(t) ? 2 : 1));
  const more = guide ? ` More in ${link(guide.title, guide.path)}.` : "";
  // Debris under the film or bubbles weeks on: what isn't normal, and the way to reach us, first.
  if (NOT_NORMAL.test(a.text)) {
    const notNormal = sections.flatMap((d) => sentencesOf(d.body)).find((x) => /what's not normal/i.test(x));
    const lead = notNormal ?? "Bubbles with dust inside or edges that peel are not normal.";
    return `${lead} ${capitalize(phoneSentence(k))} or ${quoteLink(k, "send us a message and a photo")}. ${faq?.body ?? ""}${more}`;
  }
  // (Unless the FAQ's answer already says how long they stay up.)
  const closed =
    WINDOWS_UP.test(a.text) && !/\b(up|closed)\b.{0,30}\bdays?\b/.test(faq?.body ?? "")
      ? guideSentenceNaming(k, KEEP_CLOSED)
      : undefined;
  const parts = [closed, faq?.body ?? sections[0]?.snippet ?? "", extra === closed ? undefined : extra];
  return `${parts.filter(Boolean).join(" ")}${more}`;
}

/** The yes/no of a curing question: not yet for rolling windows down or cleaning; yes, normal, for haze. */
export function cureShort(k: Knowledge, a: Analysis): string | null {
  const reply = answerCure(k, a);
  if (/\b(roll|put|lower)\w*\b.{0,20}\bdown\b|\bwindows? down\b|\bcrack\b|\bwash\w*\b|\bclean\w*\b/.test(a.text))
    return `Not right away. ${reply}`;
  // "Does parking in the sun help?": the guide's own "… helps."
  if (/\bhelps?\b/.test(a.text) && /\bhelps\.\s/.test(reply)) return `Yes, it helps. ${reply}`;
  if (/\bnormal\b|\bsupposed to\b|\bok(ay)?\b/.test(a.text) && !NOT_NORMAL.test(a.text))
    return `Yes, that's normal while the film cures. ${reply}`;
  return null;
}
