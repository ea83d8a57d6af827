// Text-speak read as the words it stands for, before anything else reads the
// message: "hw much 4 tint on a camry", "r u open 2moro", "whats ur #",
// "b4 noon", "w/ the visor strip", "thx, also wen can u come". The figures in
// it stay figures: "4" is "for" only before a word a count or a shade never
// takes ("4 my car", "4 tint"), and "2" is "to" only before a verb or "my"
// ("want 2 book", "come 2 my house"). Vowel-less words ("mch", "wndws") are
// the spelling corrector's (spelling.server.ts).

/** Marks normalizing would drop: "#" as a number, "w/" and "w/o", "&" as "and". */
export function rawShorthand(raw: string): string {
  return raw
    .replace(/(^|[^\w#])#(?=\s|[?!.,]|$)/g, "$1 number ")
    .replace(/\bw\/o\b/gi, "without ")
    .replace(/\bw\/(?=\s?[a-z])/gi, "with ")
    .replace(/\s&\s/g, " and ");
}

/** Words and their text-speak spellings, in a normalized (lower-case) message. */
const WORDS: Record<string, string> = {
  hw: "how",
  mch: "much",
  fr: "for",
  cst: "cost",
  prc: "price",
  opn: "open",
  clsd: "closed",
  u: "you",
  ya: "you",
  r: "are",
  wat: "what",
  wut: "what",
  wht: "what",
  wats: "what's",
  whts: "what's",
  wen: "when",
  whn: "when",
  wer: "where",
  whr: "where",
  hv: "have",
  cn: "can",
  cld: "could",
  wld: "would",
  shld: "should",
  pls: "please",
  plz: "please",
  thx: "thanks",
  thnx: "thanks",
  thnks: "thanks",
  ppl: "people",
  abt: "about",
  bout: "about",
  bc: "because",
  cuz: "because",
  cus: "because",
  bcuz: "because",
  tho: "though",
  msg: "message",
  txt: "text",
  nvm: "never mind",
  idk: "i don't know",
  lmk: "let me know",
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  ne1: "anyone",
  every1: "everyone",
  da: "the",
  dat: "that",
  dis: "this",
  prolly: "probably",
  rly: "really",
  nxt: "next",
  wk: "week",
  wknd: "weekend",
  wkend: "weekend",
  mins: "minutes",
  b4: "before",
  l8r: "later",
  l8: "late",
  gr8: "great",
  "2day": "today",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2morow": "tomorrow",
  "2mrw": "tomorrow",
  "2mro": "tomorrow",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrrw: "tomorrow",
  tmw: "tomorrow",
  tomoz: "tomorrow",
  "2nite": "tonight",
  "2night": "tonight",
  tonite: "tonight",
  nite: "night",
};

/** "ur open?", "ur closed": "you're"; else "ur car", "ur #": "your". */
const YOU_ARE_AFTER =
  /^(open|closed|close|available|located|based|still|out|in|mobile|licensed|insured|the|a|an|busy|booked|free|able|not|coming|going|doing|working)$/;

/** "4 my car", "4 tint": "for"; a count or a shade keeps its digit ("4 windows", "4 %"). */
const FOR_BEFORE =
  /^(a|an|the|my|me|you|u|ya|us|your|ur|him|her|them|tint|tinting|ppf|film|ceramic|sale|real|sure|that|this|it|both|all|each|one|wife|husband|mom|dad|son|daughter|work|business|home|house)$/;
/** "want 2 book", "come 2 my house": "to". */
const TO_BEFORE =
  /^(my|the|me|you|u|your|ur|book|come|do|get|go|tint|be|see|pay|call|text|know|ask|schedule|make|set|have|find|talk|speak|change|cancel|move|drive)$/;

/** A normalized message with its text-speak written out. */
export function writtenOut(text: string): string {
  const words = text.split(" ");
  return words
    .map((word, i) => {
      const next = words[i + 1] ?? "";
      if (word === "ur") return YOU_ARE_AFTER.test(next) ? "you're" : "your";
      if (word === "4" && FOR_BEFORE.test(next) && !(next === "a" && words[i + 2] === "m")) return "for";
      if (word === "2" && TO_BEFORE.test(next) && !/^\d/.test(words[i - 1] ?? "")) return "to";
      return WORDS[word] ?? word;
    })
    .join(" ");
}
