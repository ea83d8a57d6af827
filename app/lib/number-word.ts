/** The words of 0 to 19, as a sentence writes them and a reader types them. */
export const UNIT_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
] as const;

/** 10 -> "ten", as a sentence writes a small count (up to twelve); larger numbers stay digits. */
export function numberWord(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 12 ? UNIT_WORDS[n]! : String(n);
}
