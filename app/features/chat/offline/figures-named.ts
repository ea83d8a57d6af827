import type { Knowledge } from "../knowledge.server.ts";
import type { LawTopic } from "./slots.ts";

// The figures a message names (analysis.ts): a shade, by its number or its
// nickname; the first-time offer's percent; a catalogue price; the deposit.

/** Words that make a question the law's, whatever else it names. */
export const LAW_WORDS = /\b(legal|illegal|laws?|allowed|ticket\w*|cops?|police|statute|fine)\b/;

/** "limo", "blacked out": the darkest shade, asked for by its nickname. */
export const DARKEST = /\blimo\b|\bblack(ed|ing)? ?out\b|\bpitch black\b/;
/** A bare number used as a shade: "15 all the way around", "do 5 on my front doors", "20 tint". */
const BARE_SHADE =
  /(?<![$\d.,:])\b(\d{1,2})\b(?![.:,]\d)(?= ?(?:all (?:the way )?a?round|all over|everywhere|on everything|across the board|on all of (?:them|it)|on (?:the|my|all|every|both|our|his|her) (?:[a-z0-9-]+ ){0,3}(?:front|back|rear|side|windows?|doors?|glass)|(?:up|in) front\b|(?:tint|shade|film)\b|(?:is |be )?(?:legal|illegal|allowed|ok|okay|fine)\b))/;
/** Every window: a verdict on all of them. */
export const ALL_AROUND =
  /\ball (the way )?a?round\b|\ball over\b|\beverywhere\b|\beverything\b|\bevery window\b|\ball (the |my )?windows\b/;

/** The shade asked about, from "20%", "20 percent", a bare "20 all around" or "limo". */
export function shadeOf(text: string, k: Knowledge): number | null {
  const percent = /\b(\d{1,2}) ?(?:%|percent\b|pct\b)/.exec(text) ?? BARE_SHADE.exec(text);
  if (percent) return Number(percent[1]);
  return DARKEST.test(text) ? Math.min(...k.business.films.shades) : null;
}

/**
 * "Can my rear glass be 5 on a minivan?", "pulled over for 35?": a bare number after "be", "go" or "for", with a
 * window or a penalty named, is a shade when it is one of the shades we install.
 */
export function lawShadeOf(text: string, topics: Set<LawTopic>, k: Knowledge): number | null {
  if (!["front", "back", "penalty"].some((t) => topics.has(t as LawTopic)) && !ALL_AROUND.test(text)) return null;
  const m =
    /\b(?:be|go|get|run|put|at|for|front|back|rear|sides) (\d{1,2})\b(?![.:,]?\d| ?(?:am|pm|years?|hours?|days?|minutes?|miles?|mph|people|dollars?|bucks))/.exec(
      text,
    );
  const shade = m ? Number(m[1]) : null;
  return shade !== null && (k.business.films.shades as readonly number[]).includes(shade) ? shade : null;
}

/**
 * "The 20% thing", "20 percent off", "the new-customer 20%": the first-time offer's percentage, named as the offer.
 * "The 20%" alone is the offer only with no vehicle named ("is the 20% ok on my F-150" is the shade).
 */
export function offerPercentNamed(text: string, k: Knowledge, vehicleNamed: boolean): boolean {
  const p = k.business.offer.percent;
  const named = new RegExp(
    `\\b(new[- ]?customers?|first[- ]?(time|timers?|customers?)) ${p} ?(%|percent|pct)|\\b${p} ?(%|percent|pct)? ?(off|thing|deal|discount|offer|coupon|promo\\w*|special)\\b`,
  );
  return named.test(text) || (!vehicleNamed && new RegExp(`\\bthe ${p} ?(%|percent|pct)`).test(text));
}

/** True when a message names one of the catalogue's amounts ("399"), with or without its dollar sign. */
export function namesCataloguePrice(text: string, k: Knowledge): boolean {
  const amounts = new Set(k.products.flatMap((p) => p.variants.map((v) => v.cents)));
  return [...text.matchAll(/(?<![\d.a-z-])\$?(\d{3,4})(?:\.00)?(?![\d%])/g)].some((m) =>
    amounts.has(Number(m[1]) * 100),
  );
}

/** "The 50 bucks when I book": the deposit's own amount named with booking or paying (a fixed deposit only). */
export function namesDeposit(text: string, shade: number | null, k: Knowledge): boolean {
  const { depositCents, depositPercent } = k.booking;
  if (depositPercent !== null || depositCents % 100 !== 0) return false;
  const amount = depositCents / 100;
  // "50 all around, can I book it?": a shade, not the money.
  if (shade === amount) return false;
  const named = new RegExp(`(?<![\\d.%-])\\$?${amount}(?:\\.00)?(?! ?(?:%|percent|pct|\\d))\\b`).test(text);
  return named && /\b(book\w*|reserv\w*|hold\w*|pay\w*|deposit|charg\w*|when i (book|schedul\w*))\b/.test(text);
}
