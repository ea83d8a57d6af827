import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { link } from "./phrases.ts";

// "A rock cracked the back glass months after, does the warranty pay for it?": glass broken after
// the job. The warranty is the film's, against its defects; a new pane needs new film, as the
// aftercare guide says. Nothing here promises to pay for or replace the glass.

/** Glass that broke or was replaced after the film went on: "a rock cracked the back glass", "my window got smashed". */
export const GLASS_BROKEN =
  /\b(cracked|broke|shattered|smashed|busted|replaced|got (cracked|broken|smashed|busted|replaced))( my| the| a| our| one)?( \w+)? (glass|window|pane|windshield)\b|\b(glass|window|pane|windshield) (\w+ ){0,2}(cracked|broke|shattered|got (cracked|broken|smashed|busted|replaced)|was (broken|smashed|replaced)|is (cracked|broken))\b/;

/** What the warranty says of glass broken after the job, and the guide's sentence on a replacement pane; or null. */
export function brokenGlassNote(k: Knowledge, a: Analysis): string | null {
  if (!GLASS_BROKEN.test(a.text)) return null;
  const guide = k.docs.find((d) => d.path !== null && /\breplacement pane\b/i.test(d.body));
  const sentence = guide && sentencesOf(guide.body).find((x) => /\breplacement pane\b/i.test(x));
  if (!guide || !sentence) return null;
  // "…, and let us know if you ever need to replace a window; a replacement pane needs new film.": its last clause.
  const clause = sentence.slice(sentence.lastIndexOf(";") + 1).trim();
  const said = (clause.charAt(0).toUpperCase() + clause.slice(1)).replace(/\.$/, "");
  return `The warranty is for defects in the film itself; it doesn't mention glass broken by a rock or an accident. ${said}, as ${link("our aftercare guide", guide.path!)} says.`;
}
