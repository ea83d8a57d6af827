// Small rules of written English the site's generated sentences share, so a
// vehicle reads "an SUV, van or minivan" and a sentence never starts in lower case.

// Letters whose spoken name starts with a vowel sound: "an SUV", "an RV", "an LED", but "a UTV".
const VOWEL_SOUND_LETTERS = "AEFHILMNORSX";
// Words written with a vowel but spoken with a "y" or "w" sound.
const CONSONANT_SOUND_START = /^(uni|use|usu|ute|one|once|eu)/i;

/** "a" or "an" before a phrase, by how its first word is spoken. */
export function articleFor(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s,]+/)[0] ?? "";
  if (!word) return "a";
  if (word.length > 1 && word === word.toUpperCase() && /^[A-Z]/.test(word))
    return VOWEL_SOUND_LETTERS.includes(word[0]!) ? "an" : "a";
  if (CONSONANT_SOUND_START.test(word)) return "a";
  if (/^hour|^honest|^heir/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** The phrase with its article: "an SUV, van or minivan", "a pickup truck". */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** The first letter in upper case, the rest as written (acronyms stay acronyms). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
