const WORDS = [
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
];

/** 10 -> "ten", as a sentence writes a small count; larger numbers stay digits. */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}
