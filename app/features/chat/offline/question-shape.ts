// Whether a message asks for a yes or a no (issue 16): found by its first
// words ("do you…", "is 5%…") or by an indirect form ("I was wondering if…",
// "any chance you could…"); and whether a reply already leads with one.

/** Openers that carry no question ("hi,", "ok so", "quick question:"). */
const OPENERS =
  /^(?:(?:hi|hello|hey|hiya|yo|ok|okay|so|and|also|um|uh|well|quick question|question|one more thing|one more|sorry|excuse me|hey there|good (?:morning|afternoon|evening)|there|guys|y'all|folks|then|but|oh|ah)\s+)+/;

const DIRECT =
  /^(?:is|isn't|are|aren't|am|was|were|do|does|doesn't|don't|did|can|can't|could|will|won't|would|should|shall|may|might|have|has|got|any|r|u|ya|y'all|you guys|yall|ur)\b/;

/** "Can you tell me…", "could you give me…": a request, not a yes/no question. */
const REQUEST =
  /^(?:can|could|would|will) (?:you|u)(?: please)? (?:tell|give|send|show|explain|list|let me know|describe|share|walk me|recommend|suggest|help me (?:find|understand|choose|pick))\b/;

const INDIRECT =
  /\b(?:wondering|wonder|want(?:ed)? to know|like to know|need to know|curious|asking|checking|not sure) (?:if|whether)\b|\bany chance\b|\bis it possible\b|\bpossible (?:to|for you)\b|\bable to\b|\bis there any way\b|\bby any chance\b|\bi (?:assume|guess|hope) (?:you|u|y'all|yall)\b/;

/** Words that open an open question ("how much…", "what about…"). */
const OPEN_QUESTION = /^(?:what|whats|what's|how|where|when|why|which|who|whose|tell me|list|explain|describe)\b/;

const YOU = "(?:you guys|you all|y'all|yall|you|u|ya)";

/**
 * An indirect question in its direct form ("not asking them" is none): "i was wondering if you guys do
 * boats" -> "do you guys do boats", "any chance you could tint …" -> "could
 * you tint …", "you'd drive to …" -> "would you drive to …".
 */
export function directForm(text: string): string {
  const m =
    /^(?:.*?\b)?(?:(?:i was|i am|i'm|im|just|was) )?(?<!\b(?:not|never) )(?:wondering|wonder|curious|asking|checking(?= (?:if|whether|to see|on|in|about)\b)|want(?:ed)? to know|like to know|need to know|do you know|any chance|by any chance|is there any chance)(?: that)?(?: if| whether)? (.*)$/.exec(
      text,
    );
  if (!m) return text;
  const rest = m[1]!;
  const modal = new RegExp(`^(${YOU}) (could|can|would|will|are|have)\\b ?(.*)$`).exec(rest);
  if (modal) return `${modal[2]} ${modal[1]} ${modal[3]}`.trim();
  const contracted = new RegExp(`^(${YOU})'(d|ll|re) (.*)$`).exec(rest);
  if (contracted)
    return `${{ d: "would", ll: "will", re: "are" }[contracted[2] as "d" | "ll" | "re"]} ${contracted[1]} ${contracted[3]}`;
  if (new RegExp(`^${YOU}\\b`).test(rest)) return `do ${rest}`;
  const i = /^i (could|can|would|will|should|may) (.*)$/.exec(rest);
  if (i) return `${i[1]} i ${i[2]}`;
  return rest;
}

/** True when the visitor asks something answered by yes or no. */
export function isYesNoQuestion(text: string): boolean {
  // "Ok to use a magic eraser on it?", "safe to wash it yet?"
  if (/^(?:is it |it'?s )?(?:ok|okay|safe|fine|alright|bad) to\b/.test(text)) return true;
  const t = text.replace(OPENERS, "");
  if (OPEN_QUESTION.test(t) || /\b(where( at)?|how much|how long|when|what time)\W*$/.test(t)) return false;
  // "Y'all did my Tundra in March, one window is peeling": a report of what happened, not a yes/no question.
  if (
    /^(you guys|y'?all|yall|you|u|ya) (did|tinted|installed|done|put|came out|told|said|quoted)\b/.test(t) ||
    /^got (a (ticket|citation|warning|fix it)|pulled|stopped|ticketed|cited|written up)\b/.test(t)
  )
    return false;
  // "Is gloss or satin better?": a choice between two, not a yes or no.
  if (/\bor\b.{0,40}\b(better|best|cheaper|nicer|worth it|last longer)\b|\bwhich\b/.test(t)) return false;
  // "Should I get the kit or the squeegee set?": a choice too.
  if (/^should (i|we) (get|buy|go with|pick|choose|order)\b.*\bor\b/.test(t)) return false;
  if (INDIRECT.test(t)) return true;
  if (REQUEST.test(t)) return false;
  return DIRECT.test(t);
}

/** True when a reply already leads with the answer. */
export function leadsWithYesNo(reply: string): boolean {
  return /^(?:yes|no|not)\b/i.test(reply.trimStart());
}
