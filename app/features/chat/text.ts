import { UNIT_WORDS } from "~/lib/number-word.ts";

// Small text helpers shared by the engines, the reply checks and the tests.

/** Lower case, plain apostrophes, punctuation to spaces (keeps digits, %, $ and -). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/<[^>]*>/g, " ")
    .replace(/[^a-z0-9%$'\-\s.,:/]/g, " ")
    .replace(/[.,:/](?!\d)|(?<!\d)[.,:/]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every number written in a text, commas removed ("1,200" -> "1200", "7:00" and "449.00" kept whole). */
export function extractNumbers(text: string): string[] {
  return [...text.matchAll(/\d+(?:[.,:]\d+)*/g)].map((m) => m[0].replace(/,(?=\d{3}\b)/g, ""));
}

const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/** US phone numbers in a text, as their ten digits. */
export function extractPhones(text: string): string[] {
  return [...text.matchAll(PHONE)].map((m) => m[0].replace(/\D/g, "").slice(-10));
}

/** Dollar amounts in a text, in cents ("$1,295.00" -> 129500, "$50" -> 5000). */
export function extractPriceCents(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?/g)].map(
    (m) => Number(m[1]!.replace(/,/g, "")) * 100 + Number((m[2] ?? "0").padEnd(2, "0")),
  );
}

/** True when a text holds an HTML or XML tag. */
export function hasMarkup(text: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(text);
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The text with its first letter in lower case, to follow on from words before it. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a, b and c" */
export function listJoin(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------
// Folding for the reply checks: the checks read a model's reply the way a
// visitor would, so a number written in fullwidth or other digits, spelled out,
// spaced with unusual dashes or hidden characters is still seen as a number.

/** Cyrillic and Greek letters that look like Latin ones (codes, "free"). */
const LOOKALIKES: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  ο: "o",
  ν: "v",
};

/** A decimal digit of any script as 0-9 (digit blocks are ten consecutive code points from zero). */
function asciiDigit(char: string): string {
  let cp = char.codePointAt(0)!;
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(cp - 1))) {
    cp--;
    value++;
  }
  return String(value);
}

/**
 * The text as the checks read it: compatibility forms folded (fullwidth and
 * mathematical digits and letters, NBSP), digits of every script as 0-9,
 * every dash as "-", invisible and combining characters removed, look-alike
 * letters as Latin, "percent" as "%".
 */
export function foldForChecks(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Cf}\p{M}]/gu, "")
    .replace(/[\u0080-\u{10ffff}]/gu, (c) => (/\p{Nd}/u.test(c) ? asciiDigit(c) : (LOOKALIKES[c] ?? c)))
    .replace(/[\u2010-\u2015\u2212\u2043\ufe58\ufe63]/g, "-")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\p{Zs}\t]/gu, " ")
    .replace(/\s*\b(?:per\s?cent|pct)\b/gi, "%");
}

const UNITS: readonly string[] = UNIT_WORDS;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const NUMBER_WORD = `(?:${[...UNITS, ...TENS.filter(Boolean), "fourty", "oh", ...Object.keys(SCALES)].join("|")})`;
const NUMBER_WORDS = new RegExp(
  `\\b(?:an?\\s+(?=(?:hundred|thousand|million)\\b))?${NUMBER_WORD}(?:(?:\\s*-\\s*|\\s+|\\s+and\\s+|\\s*,\\s*)${NUMBER_WORD})*\\b`,
  "gi",
);

/** One run of number words as the numbers a reader hears: "forty-four" 44, "five five five" 5 5 5, "a hundred" 100. */
function wordsToNumbers(run: string): string {
  const words = run
    .toLowerCase()
    .split(/[\s,-]+/)
    .filter((w) => w && w !== "and");
  const numbers: number[] = [];
  let total = 0;
  let current = 0;
  let last: "unit" | "teen" | "tens" | "scale" | null = null;
  const flush = () => {
    if (last !== null) numbers.push(total + current);
    total = 0;
    current = 0;
    last = null;
  };
  for (const word of words) {
    if (word === "a" || word === "an") {
      flush();
      current = 1;
      last = "unit";
      continue;
    }
    const unit = word === "oh" ? 0 : UNITS.indexOf(word);
    const tens = TENS.indexOf(word === "fourty" ? "forty" : word);
    if (unit >= 0 && unit < 10) {
      if (last === "unit" || last === "teen") flush();
      current += unit;
      last = "unit";
    } else if (unit >= 10) {
      if (last === "unit" || last === "teen" || last === "tens") flush();
      current += unit;
      last = "teen";
    } else if (tens > 0) {
      if (last === "unit" || last === "teen" || last === "tens") flush();
      current += tens * 10;
      last = "tens";
    } else {
      const scale = SCALES[word]!;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      last = "scale";
    }
  }
  flush();
  return numbers.join(" ");
}

/** Number words as digits ("forty-four bucks" -> "44 bucks"); a lone "oh" stays a word. */
export function numberWordsToDigits(text: string): string {
  return text.replace(NUMBER_WORDS, (run) => (/^oh$/i.test(run.trim()) ? run : wordsToNumbers(run)));
}

/** Folded text with number words as digits, and O / l between digits as 0 / 1 ("555-O142"). */
export function readNumbers(text: string): string {
  return numberWordsToDigits(foldForChecks(text))
    .replace(/(?<=\d[ .-]?)[oO](?=[ .-]?\d|%)/g, "0")
    .replace(/(?<=\d[ .-]?)[lI|](?=[ .-]?\d)/g, "1");
}

/** Runs of digits joined by the separators phone numbers are written with, as in the text. */
export function findDigitRuns(numbersRead: string): string[] {
  return [...numbersRead.matchAll(/(?:\+|\b00)?\(?\d(?:[ .\-/()_~*·•]{0,3}\d)*\)?/g)].map((m) => m[0]);
}

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(k|m|thousand|million|grand)?\b`;
const BEFORE = String.raw`(?:US\s?\$|\$|€|£|¥|(?<![\d.]\s?)\b(?:USD|US dollars?|EUR|GBP)\s?)`;
const AFTER = String.raw`(?:dollars?|bucks?|usd|us dollars?|euros?|cents?|grand)\b`;
const PRICE_BEFORE = new RegExp(`${BEFORE}\\s?${AMOUNT}(?:\\s?(?:-|to)\\s?\\$?\\s?${AMOUNT})?`, "gi");
const PRICE_AFTER = new RegExp(`(?:${AMOUNT}\\s?(?:-|to)\\s?)?${AMOUNT}\\s?${AFTER}`, "gi");

function toCents(amount: string | undefined, suffix: string | undefined, unit: string): number | null {
  if (!amount) return null;
  const scale =
    { k: 1000, thousand: 1000, grand: 1000, m: 1_000_000, million: 1_000_000 }[suffix?.toLowerCase() ?? ""] ?? 1;
  const value = Number(amount.replace(/,/g, "")) * scale;
  return Math.round(unit.toLowerCase().startsWith("cent") ? value : value * 100);
}

/**
 * Every amount of money in a text, in cents, however it is written: "$1,295.00",
 * "$1.2k", "USD 300", "44 dollars", "forty-four bucks", "2 grand", "$400-750"
 * (both bounds), fullwidth or spelled-out digits.
 */
export function findPriceCents(text: string): number[] {
  const read = readNumbers(text);
  const cents: number[] = [];
  for (const m of read.matchAll(PRICE_BEFORE)) {
    for (const c of [toCents(m[1], m[2], "dollar"), toCents(m[3], m[4], "dollar")]) if (c !== null) cents.push(c);
  }
  for (const m of read.matchAll(PRICE_AFTER)) {
    const unit = /\b(cents?)\s*$/i.exec(m[0])?.[1] ?? "dollar";
    // "2 grand": the word is the scale and the currency.
    const grand = /grand\s*$/i.test(m[0]);
    for (const c of [toCents(m[1], grand ? "grand" : m[2], unit), toCents(m[3], grand ? "grand" : m[4], unit)])
      if (c !== null) cents.push(c);
  }
  return cents;
}
