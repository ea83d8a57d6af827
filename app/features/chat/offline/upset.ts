import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { FILM_FAULT } from "./intents.ts";
import { phoneSentence } from "./phrases.ts";

// A question wrapped in a complaint: the answer stays the facts asked, and
// the person who can act on the complaint is named, never a promise of ours
// (no discount, refund or free fix is offered here).

/** "Sent a message 2 days ago and still no answer": waiting on our reply. */
export const NO_REPLY_YET =
  /\b(no|never|still no|haven'?t|have not|hasn'?t|nobody|no ?one|didn'?t|did not)\b( \w+){0,3} (answer\w*|repl(y|ied)|respon(se|ded)|call(ed)? (me )?back|got back|get back|gotten back|heard back|heard from)\b|\bstill waiting\b|\bwaiting (on|for) (a |an |your )?(reply|response|call|answer|quote)\b/;

/** "Got a ticket for tint you guys installed": trouble with our own work, which the owner looks into. */
export const OUR_WORK_BLAMED =
  /\b(tickets?|ticketed|cited|citation|pulled (me |us |him |her )?over|fail\w* (the |an? )?inspection|too dark)\b.{0,60}\b(you|u|y'?all|your (crew|guys|installers?))( guys)? (installed|did|put (on|in)|tinted)\b|\b(you|u|y'?all|your (crew|guys|installers?))( guys)? (installed|did|put (on|in)|tinted)\b.{0,60}\b(tickets?|ticketed|cited|citation|pulled (me |us |him |her )?over|fail\w* (the |an? )?inspection|too dark)\b/;

/** The composed reply with what the complaint needs: an apology and the quickest way to us, or who looks at the film. */
export function withCare(k: Knowledge, a: Analysis, reply: string): string {
  const phone = k.business.phone.display;
  if (NO_REPLY_YET.test(a.text))
    return `Sorry you haven't heard back yet. The quickest way to reach us is to ${phoneSentence(k)}.\n\n${reply}`;
  if (OUR_WORK_BLAMED.test(a.text) && !reply.includes(phone))
    return `${reply}\n\nIf it's film we installed, tell us so we can look into it: ${phoneSentence(k)}.`;
  if (FILM_FAULT.test(a.text) && !reply.includes(phone))
    return `${reply}\n\nTo have someone look at the film, ${phoneSentence(k)}.`;
  return reply;
}
