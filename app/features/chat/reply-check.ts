import { floridaTintLaw } from "~/config/tint-law.ts";
import { checkShade, type BodyType, type ShadedGroup } from "~/features/booking/tint-rules.ts";
import type { Knowledge } from "./knowledge.server.ts";
import { chatLimits } from "./schema.ts";
import { findDigitRuns, findPriceCents, foldForChecks, hasMarkup, readNumbers } from "./text.ts";

// The checks a model's reply passes before a visitor sees it. A reply that
// fails is replaced by the offline engine's. What may pass:
//
// - Phone numbers: only the business's (in any format). Any other run of seven
//   or more digits, however written (spaced, dotted, "+44 20 7946 0958",
//   fullwidth or other scripts' digits, "five five five - one two three four"),
//   is taken for a phone number, unless the knowledge itself states that exact
//   number (the statutes "316.2951-316.2957"), it is a date or a span of years,
//   or it is zip codes of the knowledge ("32566 32563").
// - Prices: only the catalogue's prices (regular and sale) and the amounts the
//   knowledge's own pages state (the bounds of their ranges, "$400-750", and
//   figures like "around $590"), however written ("44 dollars", "forty-four
//   bucks", "$1.2k", "USD 300"), and a total of two to four of the prices the
//   reply itself states.
// - Legal claims: "N% is legal / too dark" and "the limit is N%" only as
//   Florida's law (tint-rules.ts, config/tint-law.ts) has them.
// - Links: only the site's own "/path" links; no other address.
// - Offers: only the welcome offer, its percentage in a sentence that says it
//   is for first-time customers. Any other percentage or amount off, code,
//   coupon, "buy one get one", "free ..." or named discount is refused.

export type ReplyKnowledge = Pick<Knowledge, "business" | "priceCents" | "statedPriceCents" | "corpus">;

// eslint-disable-next-line no-control-regex -- controls in a reply are the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The numbers of seven or more digits the knowledge states (statutes, zip codes, the phone), as digit strings. */
let knownCache: { corpus: string; numbers: Set<string> } | undefined;
function knownNumbers(corpus: string): Set<string> {
  if (knownCache?.corpus !== corpus) {
    const numbers = new Set<string>();
    for (const run of findDigitRuns(readNumbers(corpus))) {
      numbers.add(run.replace(/\D/g, ""));
      for (const part of run.split(/[\s/-]+/)) numbers.add(part.replace(/\D/g, ""));
    }
    knownCache = { corpus, numbers };
  }
  return knownCache.numbers;
}

const YEAR = /^(?:19|20)\d\d$/;
const isDate = (run: string) =>
  /^(?:19|20)\d\d-(?:0?[1-9]|1[0-2])-(?:0?[1-9]|[12]\d|3[01])$/.test(run) ||
  /^(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/(?:19|20)?\d\d$/.test(run);

/** The business's phone, as it may be written: "(850) 555-0142", "+1 850.555.0142", "555-0142". */
function businessPhonePattern(e164: string): RegExp {
  const d = e164.replace(/\D/g, "").slice(-10);
  const sep = String.raw`[ .\-/()_]{0,3}`;
  return new RegExp(
    String.raw`(?:(?:\+|\b00)?1${sep})?\(?${d.slice(0, 3)}\)?${sep}${d.slice(3, 6)}${sep}${d.slice(6)}(?!\d)|(?<![\d+])${d.slice(3, 6)}${sep}${d.slice(6)}(?!\d)`,
    "g",
  );
}

/** The first number in a reply that looks like a phone number and is not the business's or the knowledge's, or null. */
export function findForeignPhone(reply: string, k: Pick<ReplyKnowledge, "business" | "corpus">): string | null {
  // The business's own number is taken out first, so a number beside it is read alone.
  const read = readNumbers(reply).replace(businessPhonePattern(k.business.phone.e164), " phone ");
  const known = knownNumbers(k.corpus);
  for (const run of findDigitRuns(read)) {
    const digits = run.replace(/\D/g, "");
    if (digits.length < 7) continue;
    const trimmed = run.trim();
    if (known.has(digits) || isDate(trimmed)) continue;
    const groups = trimmed.split(/[^\d]+/).filter(Boolean);
    if (groups.length > 1 && groups.every((g) => YEAR.test(g))) continue;
    if (groups.length > 1 && groups.every((g) => g.length === 5 && known.has(g))) continue;
    return trimmed;
  }
  return null;
}

/** The sums of two to four of these amounts, each used once (the first twelve only). */
function sumsOf(parts: readonly number[]): Set<number> {
  const sums = new Set<number>();
  const add = (from: number, total: number, count: number) => {
    if (count >= 2) sums.add(total);
    if (count === 4) return;
    for (let i = from; i < Math.min(parts.length, 12); i++) add(i + 1, total + parts[i]!, count + 1);
  };
  add(0, 0, 0);
  return sums;
}

/**
 * The first price in a reply that is neither the catalogue's nor stated in the knowledge, in cents, or null.
 * A total of prices the reply itself states ("$549.00 + $399.00: $948.00") is theirs (decision 039).
 */
export function findForeignPrice(
  reply: string,
  k: Pick<ReplyKnowledge, "priceCents" | "statedPriceCents">,
): number | null {
  const cents = findPriceCents(reply);
  const known = (c: number) => k.priceCents.has(c) || k.statedPriceCents.has(c);
  const foreign = cents.filter((c) => !known(c));
  if (foreign.length === 0) return null;
  const totals = sumsOf(cents.filter(known));
  return foreign.find((c) => !totals.has(c)) ?? null;
}

const WELCOME =
  /\bfirst[\s-]?time\b|\bnew (?:customer|client)s?\b|\bfirst (?:visit|job|tint|appointment|service|install|order)/;

/** Offers that are never the welcome offer, whatever the sentence says. */
const ALWAYS_OFFERS: RegExp[] = [
  // money off
  /(?:[$€£¥]\s?\d[\d,.]*\s?k?|\d[\d,.]*\s?(?:dollars?|bucks?|usd|euros?|grand))\s?(?:off|discount|rebate|credit|cash\s?back|savings?|cheaper|less)\b/,
  /\b(?:save|saving|knock(?:ed)?|take|get)\s(?:up to\s|an? (?:extra|additional)\s)?(?:[$€£¥]\s?\d|\d[\d,.]*\s?(?:dollars?|bucks?|usd|grand)\s?off)/,
  // codes
  /\b(?:use|enter|apply|mention|quote|type|redeem|show|say|with|using)\s(?:the\s|my\s|our\s|this\s|code\s|promo\s|coupon\s)*(?:promo(?:tion)?|coupon|code|voucher|password|keyword)\b(?![\s-]?(?:approved|compliant|compliance|requirements?|officials?|inspectors?)\b)/,
  /(?<!(?:zip|postal|building|area|dress|source)\s)\bcode\s?[:=]\s?\S/,
  // buy one get one, second one free, two for one
  /\bbogo\b|\bbuy (?:one|1|two|2|three|3|a|any)\b[^.!?\n]{0,40}\bget\b[^.!?\n]{0,30}\b(?:free|half|\d+\s?%|off|discount)/,
  /\b(?:2|3) for (?:1|2|the price of)\b|\b(?:second|2nd|third|3rd|next|another)\s(?:\w+\s){0,2}(?:is\s|are\s|for\s|at\s)?(?:free|half[\s-]?(?:off|price))/,
  /\bhalf[\s-]?(?:off|price|priced)\b|\b1\/2\s?(?:off|price)\b/,
  // free things, no charge
  /(?<![-\w])(?:for|at)\sfree\b|\bfree of charge\b|\bfree\s(?:\w+\s){0,2}(?:with|when|if)\b|\b(?:get|receive|earn|win|claim|includes?|including|plus|and|a|an|your)\s(?:\w+\s)?free\b(?![-\s](?:of|from|to)\b)/,
  /(?<![-\w])free\s(?:\w+[\s-]){0,2}(?:tint(?:ing)?|window|windshield|film|ppf|install(?:ation)?|service|upgrade|strip|sun\s?strip|ceramic|gift|product|kit|shade|visit|removal|month|year|warranty|wash|detail|coating|cleaner|squeegee|consult(?:ation)?|inspection|estimate|quote|travel|trip|car|suv|truck|side|rear|door|room|panel)s?\b/,
  /\b(?:is|are|comes?|goes|be)\s(?:totally\s|completely\s|absolutely\s|always\s|also\s)?free\b(?![-\s](?:of|from|to)\b)/,
  /\b(?:at no (?:extra |additional )?(?:cost|charge)|no (?:extra |additional )?charge|on the house|on us|complimentary|gratis|waive[ds]?|freebies?|giveaway|cash\s?back|rebates?|price[\s-]?match(?:ing)?|loyalty (?:program|points|rewards?)|reward points|referral (?:program|bonus|rewards?|credits?|discount))\b/,
  // time-limited deals
  /\b(?:limited[\s-]time|(?:this|next) (?:week|weekend|month)(?:'s)? only|today only|ends (?:today|tonight|soon|sunday|friday|this)|while (?:it|they|supplies) last|act now|hurry|flash sale|clearance|door[\s-]?buster)\b/,
];

/** Offers a reply may only deny ("we don't have promo codes", "there's no military discount"). */
const DENIABLE_OFFERS: RegExp[] = [
  /\b(?:promo(?:tion(?:al)?)?|coupon|discount|voucher|referral|offer|sale|special|secret|bonus|vip|gift)\s?codes?\b(?!\s(?:is|are)\s(?:not|n't))/,
  /\b(?:military|senior|veterans?'?|student|teacher|nurse|first responders?'?|loyalty|bulk|fleet|group|multi[\s-]?(?:car|vehicle)|family|seasonal|holiday|cash|church|neighbou?r|friends?(?: and family)?|returning[\s-]customer|repeat[\s-]customer|package|bundle|black friday|cyber monday|summer|winter|spring|fall|labor day|memorial day|christmas|anniversary|birthday|flash|weekend|weekday|vip|exclusive|online|early[\s-]bird)\s(?:discount|deal|special|sale|pricing|rate|offer|promo(?:tion)?|savings?)s?\b/,
];

/** A "no" within three words before a phrase. */
const DENIED = /\b(?:no|not|never|without|nor)\b(?:\W+\w+){0,2}\W*$|n't(?:\W+\w+){0,2}\W*$/;

/** Offer words that need the welcome offer's sentence, or a "no", to pass. */
const OFFER_WORDS =
  /\b(?:discount(?:s|ed)?|coupons?|vouchers?|promo(?:tions?|tional|s)?|specials|special (?:offer|deal|price|pricing)|deals? (?:on|for))\b/;

/** A percentage discount, the percentage captured. */
const PERCENT_OFF = [
  /(\d+(?:\.\d+)?)\s?%\s?(?:off|discount|savings?|reduction|cheaper|less|rebate|cash\s?back|credit|price cut)\b/g,
  /\b(?:save|saving|savings of|discount(?:ed)? (?:of|by)|reduced by|knock(?:ed)?|take|get|receive|enjoy)\s(?:up to\s|an? (?:extra|additional)\s|a\s)?(\d+(?:\.\d+)?)\s?%(?!\s?(?:vlt|tint|shade|film|reflect\w*|darker|lighter|visible|light|of (?:the |your )?(?:heat|uv|light|glare|sun\w*|visible|infrared|ir|fading)|on (?:your |the )?(?:energy|cooling|electric\w*|power|utility|a\/?c|heat\w*))\b)/g,
];

/** Why a reply states an offer that is not the welcome offer, or null. */
export function findForeignOffer(reply: string, k: Pick<ReplyKnowledge, "business">): string | null {
  const text = readNumbers(reply).toLowerCase();
  for (const pattern of ALWAYS_OFFERS) {
    const m = pattern.exec(text);
    if (m) return m[0].trim();
  }
  const sentences = text.split(/(?<=[.!?;:])\s+|\n+/);
  for (const [i, sentence] of sentences.entries()) {
    for (const pattern of DENIABLE_OFFERS) {
      const m = pattern.exec(sentence);
      if (m && !DENIED.test(sentence.slice(0, m.index))) return m[0].trim();
    }
    // The welcome offer's percentage may sit next to the sentence that says who gets it.
    const welcome = WELCOME.test(sentences.slice(Math.max(0, i - 1), i + 2).join(" "));
    for (const pattern of PERCENT_OFF) {
      for (const m of sentence.matchAll(pattern)) {
        if (!(welcome && Number(m[1]) === k.business.offer.percent)) return m[0].trim();
      }
    }
    const word = OFFER_WORDS.exec(sentence);
    if (word && !WELCOME.test(sentence) && !DENIED.test(sentence.slice(0, word.index))) return word[0];
  }
  // Codes written in capitals right after "promo" or "code" ("promo SUMMER", "code ELITE90").
  const code =
    /\b(?:promo|code|coupon|voucher)\s?(?:is\s|[:=#-])?\s?["'`]?([A-Z][A-Z0-9_-]{2,}|[A-Z0-9_-]*\d[A-Z0-9_-]*[A-Z][A-Z0-9_-]*)\b/i.exec(
      foldForChecks(reply),
    );
  if (code && (/\d/.test(code[1]!) || code[1] === code[1]!.toUpperCase())) return code[0];
  return null;
}

/**
 * Why a model's reply may not be sent, or null when it may: a phone number,
 * price or offer that is not in the knowledge, markup, control characters, a
 * quoted instruction, or no text.
 */
export function rejectReply(reply: string, k: ReplyKnowledge, secrets: readonly string[] = []): string | null {
  const text = reply.trim();
  if (text === "") return "empty reply";
  if (text.length > chatLimits.maxAssistantChars) return "reply too long";
  if (CONTROL.test(text)) return "control characters in reply";
  if (hasMarkup(text)) return "markup in reply";
  if (findForeignPhone(text, k) !== null) return "phone number not in the knowledge";
  if (findForeignPrice(text, k) !== null) return "price not in the catalogue";
  if (findForeignOffer(text, k) !== null) return "offer not in the knowledge";
  if (findFalseLegalClaim(text) !== null) return "legal claim the law contradicts";
  if (findForeignLink(text) !== null) return "link off the site";
  const lower = text.toLowerCase();
  if (secrets.some((s) => s.length >= 12 && lower.includes(s.toLowerCase()))) return "instructions quoted in reply";
  return null;
}

// ---------------------------------------------------------------------------
// Legal claims: every "N% is legal", "N% is too dark" and "the limit is N%"
// in a reply is checked against Florida's law as tint-rules.ts applies it (the
// module the booking preview uses), sentence by sentence: the windows and the
// vehicle the sentence names decide the limit (no window named: the front
// side windows, the strictest; no vehicle named: a sedan, whose limits are
// the stricter, so "legal" is only passed when it holds for any vehicle).

const LAW_WORDS =
  /\b(?:legal(?:ly)?|illegal|law|allowed|permitted|limits?|at least|minimum|darkest|no darker|as dark as|too dark|vlt|complian(?:t|ce)|inspection|ticket)\b/;
const POSITIVE_AFTER =
  /^\s?%?\s?(?:vlt\s)?(?:film\s|tint\s|shade\s|window tint\s)?(?:(?:is|are|would be|will be|should be|stays?|remains?)\s(?:perfectly\s|totally\s|completely\s|still\s|also\s|fully\s)?(?:legal|allowed|fine|ok|okay|permitted|street[\s-]legal|compliant|within (?:the )?(?:law|limits?))|(?:will|would|should|does|can) pass|passes)\b/;
const POSITIVE_BEFORE = /\b(?:legally|legal to|you can (?:legally )?(?:go|get|have|run|put|use))\s(?:\w+\s){0,3}$/;
const NEGATIVE_AFTER =
  /^\s?%?\s?(?:vlt\s)?(?:film\s|tint\s|shade\s)?(?:is|are|would be|will be)\s(?:not legal|illegal|too dark|not allowed|against the law|over the limit|not permitted|never legal)\b/;
const LIMIT_BEFORE =
  /\b(?:at least|minimum(?: of)?|no darker than|as dark as|limit(?: is| of)?|at most|maximum(?: of)?|down to|no more than|must (?:let through|allow|be) (?:at least )?)\s?$/;

type Windows = { front: boolean; back: boolean; vehicle: BodyType | null };

function windowsOf(sentence: string): Windows {
  const back = /\b(back|rear|behind)\b/.test(sentence);
  const front = /\bfront\b|\bdriver'?s? (?:side|window|door)/.test(sentence);
  const vehicle = /\b(suvs?|vans?|minivans?|multipurpose|crossovers?|mpvs?)\b/.test(sentence)
    ? "suv-van-minivan"
    : /\b(pickups?|trucks?)\b/.test(sentence)
      ? "pickup"
      : /\b(sedans?|cars?|coupes?|hatchbacks?|wagons?)\b/.test(sentence)
        ? "sedan-coupe"
        : null;
  return { front: front || !back, back, vehicle };
}

/** Legal on every window the sentence names; a sedan when it names no vehicle (the stricter limits). */
function legalOn(vlt: number, w: Windows): boolean {
  const body: BodyType = w.vehicle ?? "sedan-coupe";
  const groups: ShadedGroup[] = [
    ...(w.front ? ["frontSides" as const] : []),
    ...(w.back ? ["backSides" as const] : []),
  ];
  return groups.every((group) => checkShade({ bodyType: body, group, vltPercent: vlt }).legal);
}

/** The law's own figures a "limit" sentence may state. */
function lawFigures(sentence: string, before: string, w: Windows): number[] {
  if (/\breflect\w*\s(?:\w+\s){0,3}$/.test(before))
    return [floridaTintLaw.maxReflectance.frontSide, floridaTintLaw.maxReflectance.backSideAndRear];
  if (/\bperforated\b/.test(sentence))
    return [floridaTintLaw.perforatedFilm.minVlt, floridaTintLaw.perforatedFilm.maxReflectance];
  const sedan = floridaTintLaw.vehicleClasses.sedan.minVlt;
  const mpv = floridaTintLaw.vehicleClasses.multipurpose.minVlt;
  if (w.front && !w.back && /\bfront\b/.test(sentence)) return [sedan.frontSide];
  return [sedan.frontSide, sedan.backSide, mpv.backSide];
}

/** The first claim about Florida's tint law in a reply that the law contradicts, or null. */
export function findFalseLegalClaim(reply: string): string | null {
  const text = readNumbers(reply).toLowerCase();
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n+/)) {
    if (!LAW_WORDS.test(sentence) || /\b(medical|exemption|certificate)\b/.test(sentence)) continue;
    const w = windowsOf(sentence);
    for (const m of sentence.matchAll(/(\d{1,3}(?:\.\d+)?)\s?%/g)) {
      const vlt = Number(m[1]);
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 60);
      if (/\boff\b|\bdiscount\b/.test(after.slice(0, 12))) continue;
      if (LIMIT_BEFORE.test(before)) {
        if (!lawFigures(sentence, before, w).includes(vlt)) return m[0] + after.split(/[,.]/)[0];
        continue;
      }
      if (/\breflect/.test(sentence)) continue;
      const claim = `${m[0]}${after.split(/[,.]/)[0]}`;
      if ((POSITIVE_AFTER.test(after) || POSITIVE_BEFORE.test(before)) && !legalOn(vlt, w)) return claim;
      if (NEGATIVE_AFTER.test(after) && legalOn(vlt, w)) return claim;
    }
  }
  return null;
}

/** The first link or web address in a reply that leads off the site, or null (only "/path" links may pass). */
export function findForeignLink(reply: string): string | null {
  const text = foldForChecks(reply);
  for (const m of text.matchAll(/\]\(\s*([^)\s]*)/g)) {
    const href = m[1]!;
    if (!/^\/(?![/\\])/.test(href)) return href || "(empty link)";
  }
  const bare =
    /\b(?:https?|ftp|javascript|data|mailto|tel|sms):|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|us|info|biz|app|dev|ly|me|xyz|site|online|shop)\b/i.exec(
      text,
    );
  return bare ? bare[0] : null;
}
