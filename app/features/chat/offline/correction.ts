import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { normalize } from "../text.ts";
import { optionsNamed } from "./price-lines.ts";
import { findAreas } from "./slots.ts";
import { spokenForm } from "./spoken.ts";
import { findVehicleModels } from "./vehicle-models.ts";

// "How much for my Civic?" then "sorry, I meant the Tahoe not the Civic":
// the visitor corrects the question before, so the question is asked again
// with the corrected vehicle, town, shade or day in place of the one it
// replaces. "Actually we're in Milton not Navarre", "wait make that 35 not
// 20", "scratch that, Sunday". A message that asks something of its own
// ("actually, how much for a Tahoe?") is read as it stands.

/** Words that open a correction. */
const LEAD =
  /^(?:(?:sorry|oops|whoops|my bad|wait|no|nope|nah|actually|correction|scratch that|i mean|i meant|meant|make that|make it|change (?:that|it) to|typo|wrong (?:one|number|zip)|i typed (?:it|that) wrong|oh|er|um|uh|hmm|on second thought|second thought|never ?mind|change of plans?)\b[\s,.!-]*)+/;
/** Lead words that correct on their own ("no, Milton" may answer the assistant instead). */
const STRONG =
  /\b(sorry|oops|whoops|my bad|wait|actually|correction|scratch that|i mean|i meant|meant|make that|make it|change|typo|wrong|typed|second thought|never ?mind)\b/;
/** Words inside a message that make it a correction. */
const MEANT =
  /\b(?:i meant|i mean|meant to say|make that|make it|change (?:that|it) to|scratch that|should (?:be|have said))\b/;
/** Words that ask a question of their own. */
const ASKS = /\b(how|what|whats|when|where|why|which|who|can|could|do|does|is|are|will|would|price|cost|legal)\b/;
/** Fillers around the corrected thing: "we're in", "it's a", "the". */
const FILLER = /\b(?:we'?re|were|we are|i'?m|im|i am|it'?s|its|it is|in|at|on|for|the|a|an|my|our|one|is|was)\b/g;

/** Words around the thing itself: "it's a", "we're in the", "the regular one". */
const BARE =
  /^(?:(?:it'?s|its|it is|we'?re|were|we are|i'?m|im|i am|in|at|on|for|the|a|an|my|our|just)\s+)+|(?:\s+(?:then|please|pls|instead|though|tho|one))+$/g;

const DAYS = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\btoday\b|\btomorrow\b|\btonight\b/;
const SHADE = /\b(\d{1,2})(?: ?(?:%|percent\b|pct\b))?(?!\d)/;
const BODY = /\b(?:truck|pickup|suv|van|minivan|sedan|coupe|hatchback|crossover)\b/;

const CLOCK = /\b\d{1,2}(?::\d\d)? ?(?:am|pm)\b/;
/** A home or a business: "a storefront not a house". */
const PREMISES =
  /\b(?:houses?|homes?|condos?|apartments?|residen\w*|storefronts?|stores?|shops?|offices?|business(?:es)?|restaurants?|buildings?|commercial)\b/;
/** How an option was named before it had its name: "the cheaper kit", "the bigger one". */
const COMPARED = /\b(?:cheaper|cheapest|bigger|biggest|smaller|smallest|basic|regular|other)\b/;
/** "Do satin", "go with the pro": the choice itself. */
const CHOOSE = /^(?:(?:let'?s |i'?ll |we'?ll )?(?:do|go with|take|get|switch to|pick|choose)\s+)/;

type Kind = "vehicle" | "zip" | "area" | "shade" | "day" | "clock" | "premises" | "option";

/** A single-word option of a catalogue product ("satin", "pro") the phrase names, or null. */
function optionIn(phrase: string, k: Knowledge): string | null {
  const option = k.products.flatMap((p) => optionsNamed(p, phrase))[0];
  return option ? normalize(option.title) : null;
}

/** The thing a phrase names, as the words to put in the question, with its kind; or null. */
function named(phrase: string, k: Knowledge): { kind: Kind; words: string } | null {
  const model = findVehicleModels(phrase)[0];
  const modelWords = model ? phrase.match(model.pattern)?.[0] : undefined;
  if (modelWords) return { kind: "vehicle", words: modelWords };
  const body = BODY.exec(phrase)?.[0];
  if (body) return { kind: "vehicle", words: body };
  const zip = /\b\d{5}\b/.exec(phrase)?.[0];
  if (zip) return { kind: "zip", words: zip };
  const area = findAreas(phrase, k).areas[0];
  if (area) return { kind: "area", words: normalize(area.name) };
  const day = DAYS.exec(phrase)?.[0];
  if (day) return { kind: "day", words: day };
  const clock = CLOCK.exec(phrase)?.[0];
  if (clock) return { kind: "clock", words: clock };
  const premises = PREMISES.exec(phrase)?.[0];
  if (premises) return { kind: "premises", words: premises };
  const option = optionIn(phrase, k);
  if (option) return { kind: "option", words: option };
  const shade = SHADE.exec(phrase);
  if (shade && phrase.replace(FILLER, "").trim() === shade[0].trim()) return { kind: "shade", words: `${shade[1]}%` };
  return null;
}

/** Where the earlier question names a thing of that kind, as the words to replace; or null. */
function mentionOf(text: string, kind: Kind, k: Knowledge): string | null {
  if (kind === "vehicle") {
    const model = findVehicleModels(text)[0];
    return (model ? text.match(model.pattern)?.[0] : undefined) ?? BODY.exec(text)?.[0] ?? null;
  }
  if (kind === "area") {
    const area = findAreas(text, k).areas[0];
    const name = area ? normalize(area.name) : null;
    return name && text.includes(name) ? name : null;
  }
  if (kind === "zip") return /\b\d{5}\b/.exec(text)?.[0] ?? null;
  if (kind === "day") return DAYS.exec(text)?.[0] ?? null;
  if (kind === "clock") return CLOCK.exec(text)?.[0] ?? null;
  if (kind === "premises") return PREMISES.exec(text)?.[0] ?? null;
  if (kind === "option") {
    const option = optionIn(text, k);
    return (option ? new RegExp(`\\b${option}y?\\b`).exec(text)?.[0] : undefined) ?? COMPARED.exec(text)?.[0] ?? null;
  }
  return SHADE.exec(text)?.[0] ?? null;
}

/** The earlier question asked again with the correction in place, or null when the message is no correction. */
export function correctedQuestion(previous: string, message: string, k: Knowledge): string | null {
  const text = spokenForm(normalize(message));
  const lead = LEAD.exec(text)?.[0] ?? "";
  const contrast = /\b(not|instead of|rather than)\b/.test(text);
  let rest = text.slice(lead.length).replace(MEANT, " ").replace(/\s+/g, " ").trim();
  // ("On second thought do satin": the choice, not a question.)
  if (lead !== "" && CHOOSE.test(rest)) rest = rest.replace(CHOOSE, "");
  // ("Nope, 25": a weak lead before the thing alone corrects too.)
  const alone = lead !== "" && rest.replace(BARE, "").split(" ").length === 1 && named(rest, k) !== null;
  if (!STRONG.test(lead) && !MEANT.test(text) && !contrast && !alone) return null;
  if (rest.length === 0 || rest.split(" ").length > 10 || ASKS.test(rest)) return null;
  // "The Tahoe not the Civic", "not Navarre, Milton", "35 instead of 20".
  let replaced: string | null = null;
  const after = /^(.*?)[\s,]*\b(?:not|instead of|rather than)\b\s*(.+)$/.exec(rest);
  const before = /^(?:not|instead of)\s+(.+?)[\s,]+(?:but |it'?s |its )?(.+)$/.exec(rest);
  if (before) [replaced, rest] = [before[1]!, before[2]!];
  else if (after && after[1]) [rest, replaced] = [after[1], after[2]!];
  const earlier = spokenForm(normalize(previous));
  const thing = named(rest, k);
  const old =
    thing && replaced ? (named(replaced, k)?.kind === thing.kind ? mentionOf(replaced, thing.kind, k) : null) : null;
  const mention = thing ? (old && earlier.includes(old) ? old : mentionOf(earlier, thing.kind, k)) : null;
  if (thing && mention) return earlier.replace(mention, thing.words);
  // "Satin, not gloss", "a storefront not a house": the words replaced, as the question before has them.
  const words = (phrase: string) => phrase.replace(BARE, "").trim();
  const [from, to] = [words(replaced ?? ""), words(rest)];
  const at = from ? new RegExp(`\\b${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).exec(earlier) : null;
  // (Nothing of that kind in the question before: the message is read as it stands, with the conversation.)
  return at && to && to.split(" ").length <= 4 ? earlier.replace(at[0], to) : null;
}

/** The conversation with a correcting last message replaced by the question it corrects; the same one otherwise. */
export function withCorrection(messages: readonly ChatMessage[], k: Knowledge): readonly ChatMessage[] {
  const last = messages[messages.length - 1];
  if (!last || last.role !== "user") return messages;
  const previous = messages
    .slice(0, -1)
    .reverse()
    .find((m) => m.role === "user");
  if (!previous) return messages;
  const question = correctedQuestion(previous.content, last.content, k);
  return question ? [...messages.slice(0, -1), { ...last, content: question }] : messages;
}
