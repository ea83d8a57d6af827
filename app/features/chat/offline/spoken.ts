import { numberWordsToDigits } from "../text.ts";

// A message as a phone's voice dictation or a hurried thumb writes it, read in
// the site's terms before anything else reads it: figures said in words
// ("twenty percent", "thirty five all around", "three fifty", "an oh nine
// civic", "seven thirty am", "2k") as digits, so the shade, price, year and
// time rules see them; the trade's words as dictation mishears them ("tent",
// "see ramic", "wind shield", "clear brah") as those words. A lone small count
// ("one visit", "two cars") stays a word: the rules read counts as words.

const UNIT = "(?:one|two|three|four|five|six|seven|eight|nine)";
const TEEN = "(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)";
const TENS = "(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)";
const HOUR = `(?:${UNIT}|ten|eleven|twelve)`;
const MINUTES = `(?:oh ${UNIT}|fifteen|${TENS}(?:[ -]${UNIT})?)`;
/** A run of number words with a word no count of a few things uses: a tens word, a teen or a scale. */
const NUMBER_RUN = new RegExp(
  `\\b(?:(?:a|an) (?=hundred|thousand))?(?:${UNIT}|${TEEN}|${TENS}|hundred|thousand)(?:(?: |-| and )(?:${UNIT}|${TEEN}|${TENS}|hundred|thousand))*\\b`,
  "g",
);
const BIG_WORD = new RegExp(`\\b(?:${TEEN}|${TENS}|hundred|thousand)\\b`);
/** Words after a small number that make it a figure, not a count: a percentage, money, a time. */
const UNIT_FIGURE = new RegExp(
  `\\b${UNIT}(?= ?(?:%|percent\\b|pct\\b|bucks\\b|dollars?\\b|grand\\b|am\\b|pm\\b|o'?clock\\b))`,
  "g",
);
/** Money named anywhere in the message: "three fifty" is then a price, not two numbers. */
const MONEY =
  /\$|\b(bucks|dollars?|price\w*|cost\w*|charge\w*|pay|paying|spend|budget|quote\w*|how much|cheap\w*|run me|total|package|packages)\b/;

const digitsOf = (words: string) => numberWordsToDigits(words).replace(/ /g, "");

/** Figures said in words, as digits. */
function figures(text: string): string {
  return (
    text
      // "At seven thirty", "seven fifteen am", "nine oh five in the morning": a clock time.
      .replace(
        new RegExp(`\\b(at|by|around|before|after|till|until|from|about) (${HOUR}) (${MINUTES})\\b`, "g"),
        (_, p: string, h: string, m: string) =>
          `${p} ${digitsOf(h)}:${digitsOf(m.replace(/^oh /, "")).padStart(2, "0")}`,
      )
      .replace(
        new RegExp(`\\b(${HOUR}) (${MINUTES}) (?=am\\b|pm\\b|in the (?:morning|evening|afternoon)\\b)`, "g"),
        (_, h: string, m: string) => `${digitsOf(h)}:${digitsOf(m.replace(/^oh /, "")).padStart(2, "0")} `,
      )
      // "Open at seven tomorrow?": an hour named with "at" and a time of day.
      .replace(
        new RegExp(
          `\\b(at|by|before|after|till|until|around) (${HOUR})(?= (?:am|pm|o'?clock|in the|tomorrow|today|tonight|on|this|next)\\b| ?$)`,
          "g",
        ),
        (_, p: string, h: string) => `${p} ${digitsOf(h)}`,
      )
      // "An oh nine civic", "a nineteen ninety eight tahoe", "twenty twenty two": a model year.
      .replace(new RegExp(`\\b(?:oh|o|zero) (${UNIT})\\b`, "g"), (_, u: string) => `200${digitsOf(u)}`)
      .replace(
        new RegExp(`\\b(nineteen|twenty) (${TEEN}|${TENS}(?:[ -]${UNIT})?)\\b`, "g"),
        (_, c: string, y: string) => `${c === "nineteen" ? 19 : 20}${digitsOf(y).padStart(2, "0")}`,
      )
      // "Three fifty for a sedan?", "sedans for three fifty", "three ninety nine for a pickup right?": hundreds said
      // as two numbers, where money is the subject or the figure is said for a thing.
      .replace(
        new RegExp(
          `\\b(for |only |just )?(${UNIT}) (${TENS}(?:[ -]${UNIT})?|${TEEN})\\b(?:( )(?=for (?:a|an|the|my|our|your|each)\\b))?`,
          "g",
        ),
        (run: string, before: string | undefined, h: string, r: string, forThing: string | undefined) =>
          before || forThing || MONEY.test(text)
            ? `${before ?? ""}${digitsOf(h)}${digitsOf(r).padStart(2, "0")}${forThing ?? ""}`
            : run,
      )
      .replace(NUMBER_RUN, (run) => (BIG_WORD.test(run) ? numberWordsToDigits(run) : run))
      .replace(UNIT_FIGURE, (u) => digitsOf(u))
      // "2k", "1.5k", "two grand": thousands.
      .replace(/\b(\d{1,3}(?:\.\d)?) ?(k|grand)\b/g, (_, n: string) => String(Math.round(Number(n) * 1000)))
  );
}

/** The trade's words as dictation and quick typing mishear them. */
function tradeWords(text: string): string {
  return text
    .replace(/\btent(s|ed|ing)?\b/g, "tint$1")
    .replace(/\b(?:see|sea|sir|sarah|sera) ?ramic\b/g, "ceramic")
    .replace(/\bflims?\b/g, (w) => (w.endsWith("s") ? "films" : "film"))
    .replace(/\bwind (shield|screen)s?\b/g, "wind$1")
    .replace(/\bclear (?:brah|bro|brau|braw|bras)\b/g, "clear bra")
    .replace(/\bp p f\b/g, "ppf")
    .replace(/\bv l t\b/g, "vlt")
    .replace(/\bu v\b/g, "uv")
    .replace(/\bper cent\b/g, "percent")
    .replace(/\be (mail|mails|mailed|mailing)\b/g, "e$1")
    .replace(/\bweb (site|page)\b/g, "web$1");
}

/** A normalized message with figures as digits and the trade's words as the site writes them. */
export function spokenForm(text: string): string {
  return figures(tradeWords(text)).replace(/\s+/g, " ").trim();
}
