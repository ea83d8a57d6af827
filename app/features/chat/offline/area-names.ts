import { locatePlace } from "~/features/areas/places.ts";
import type { AreaFact } from "../knowledge.server.ts";
import { normalize } from "../text.ts";

// The names a town is known by, from its facts: its own name, the
// neighbourhoods and landmarks its area page lists ("Kelly Plantation",
// "Hurlburt Field area"), the nickname its page gives it ("the Hub City"), and
// the short form locals use for a neighbourhood ("Holley" for Holley by the
// Sea, "Hurlburt" for Hurlburt Field), and the roads and landmarks its page
// names that no other page does ("John Sims Parkway"). A short form is read only where it
// stands as a place ("in Holley", "holley fl", "at hurlburt"), as the gazetteer
// reads a one-word town.

export type AreaName = {
  /** Normalized, as a message is. */
  alias: string;
  /** The neighbourhood it names ("Holley by the Sea"); null for the town itself or its nickname. */
  neighborhood: string | null;
  /** A short form, read only with a word that makes it a place. */
  short: boolean;
};

/** Words before a short form that make it a place: "in Holley", "at Hurlburt", "on Hurlburt". */
export const BEFORE = /\b(in|at|on|near|around|to|from|by|off|past|serve|service|cover|over)$/;
/** Words after a short form that make it a place: "Holley, FL", "Holley area". */
const AFTER = /^(fl|florida|area|side)\b/;
/** Shorter words are too often ordinary ones ("Swift", "Rocky", "Tiger"). */
const SHORT_FORM_LETTERS = 6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const withoutArea = (name: string) => name.replace(/ area$/i, "");

function townForms(area: AreaFact): string[] {
  // "gulfbreeze", "maryesther": a town's name typed without its space.
  const runTogether = area.name.includes(" ") ? [area.name.replace(/ /g, "")] : [];
  if (!/^Fort /.test(area.name)) return [area.name, ...runTogether];
  return [
    area.name,
    area.name.replace(/^Fort /, "Ft "),
    area.name.replace(/ Beach$/, ""),
    area.name.replace(/^Fort (.*) Beach$/, "Ft $1"),
    "FWB",
    ...runTogether,
  ];
}

/**
 * A neighbourhood's first word as its short form, when it can only mean that
 * place: long enough, no word of a town's name, the first word of no other
 * neighbourhood, and not a town of its own elsewhere ("Hollywood").
 */
function shortFormsOf(areas: readonly AreaFact[]): Map<string, { area: AreaFact; neighborhood: string }> {
  const townWords = new Set(areas.flatMap((a) => [a.name, ...a.nicknames].flatMap((n) => normalize(n).split(" "))));
  const heads = new Map<string, { area: AreaFact; neighborhood: string }[]>();
  for (const area of areas)
    for (const n of area.neighborhoods) {
      const words = normalize(withoutArea(n)).split(" ");
      if (words.length < 2) continue;
      heads.set(words[0]!, [...(heads.get(words[0]!) ?? []), { area, neighborhood: withoutArea(n) }]);
    }
  const forms = new Map<string, { area: AreaFact; neighborhood: string }>();
  for (const [head, owners] of heads) {
    if (owners.length !== 1 || head.length < SHORT_FORM_LETTERS || townWords.has(head)) continue;
    if (!/^[a-z]+$/.test(head) || locatePlace(head, { whole: true })) continue;
    forms.set(head, owners[0]!);
  }
  return forms;
}

/** How a street's kind is written short in a message ("East Bay Blvd", "Chumuckla Hwy"). */
const STREET_ABBREVIATIONS: [RegExp, string][] = [
  [/\bboulevard\b/, "blvd"],
  [/\bhighway\b/, "hwy"],
  [/\bparkway\b/, "pkwy"],
  [/\broad\b/, "rd"],
  [/\bstreet\b/, "st"],
  [/\bavenue\b/, "ave"],
  [/\bdrive\b/, "dr"],
  [/\blane\b/, "ln"],
];
const abbreviated = (name: string) => STREET_ABBREVIATIONS.reduce((n, [word, short]) => n.replace(word, short), name);

/**
 * The landmarks each town's page names that can only mean that town: named by
 * no other page, holding no other town's name ("Pensacola Bay Bridge"), and not
 * a place of their own in the gazetteer ("Pensacola Beach").
 */
function landmarksOf(areas: readonly AreaFact[]): Map<AreaFact, string[]> {
  const pages = new Map<string, number>();
  for (const area of areas) for (const l of new Set(area.landmarks)) pages.set(l, (pages.get(l) ?? 0) + 1);
  const landmarks = new Map<AreaFact, string[]>();
  for (const area of areas) {
    const others = areas.filter((a) => a !== area).flatMap((a) => [a.name, ...a.nicknames].map(normalize));
    landmarks.set(
      area,
      area.landmarks.filter((l) => {
        const name = normalize(l);
        return (
          pages.get(l) === 1 &&
          !others.some((other) => ` ${name} `.includes(` ${other} `)) &&
          !locatePlace(l, { whole: true })
        );
      }),
    );
  }
  return landmarks;
}

const cache = new WeakMap<readonly AreaFact[], Map<AreaFact, AreaName[]>>();

/** Every name of every town, per town. */
export function areaNames(areas: readonly AreaFact[]): Map<AreaFact, AreaName[]> {
  const cached = cache.get(areas);
  if (cached) return cached;
  const names = new Map<AreaFact, AreaName[]>();
  for (const area of areas)
    names.set(area, [
      ...townForms(area).map((n) => ({ alias: normalize(n), neighborhood: null, short: false })),
      ...area.nicknames.map((n) => ({ alias: normalize(n), neighborhood: null, short: false })),
      ...area.neighborhoods.flatMap((n) =>
        [...new Set([normalize(withoutArea(n)), abbreviated(normalize(withoutArea(n)))])].map((alias) => ({
          alias,
          neighborhood: withoutArea(n),
          short: false,
        })),
      ),
    ]);
  for (const [area, landmarks] of landmarksOf(areas)) {
    const known = new Set(names.get(area)!.map((n) => n.alias));
    for (const landmark of landmarks)
      for (const alias of new Set([normalize(landmark), abbreviated(normalize(landmark))]))
        if (!known.has(alias)) names.get(area)!.push({ alias, neighborhood: landmark, short: false });
  }
  for (const [head, { area, neighborhood }] of shortFormsOf(areas))
    names.get(area)!.push({ alias: head, neighborhood, short: true });
  cache.set(areas, names);
  return names;
}

/** Where a name of a town stands in a normalized message, or -1. */
export function nameAt(text: string, name: AreaName): number {
  const pattern = new RegExp(`\\b${escapeRegExp(name.alias)}\\b`, "g");
  for (const match of text.matchAll(pattern)) {
    if (!name.short) return match.index;
    const before = text.slice(0, match.index).trim();
    const after = text.slice(match.index + name.alias.length).trim();
    if (BEFORE.test(before) || AFTER.test(after) || text.split(" ").length <= 2) return match.index;
  }
  return -1;
}

/** Whether a normalized place name is one of a town's names ("hurlburt field", "valparaiso"). */
export function namesAnArea(name: string, k: { areas: readonly AreaFact[] }): boolean {
  return [...areaNames(k.areas).values()].some((names) => names.some((n) => n.alias === name));
}

/** "Past the Brooks Bridge", "just off the base": a landmark that locates the place named before it. */
export const LOCATING =
  /\b(just |right |way )?(past|beyond|over|across|near|by|off|behind|next to|close to|(north|south|east|west) of) the( [a-z'-]+){1,3}$/;

/** The message without the names of the towns it names ("do you do gulf breeze" -> "do you do"). */
export function withoutAreaNames(text: string, named: readonly AreaFact[], k: { areas: readonly AreaFact[] }): string {
  const names = areaNames(k.areas);
  const aliases = named.flatMap((area) => names.get(area) ?? []).map((n) => n.alias);
  return replaceNames(text, aliases, " ").replace(/\s+/g, " ").trim();
}

/**
 * The message with the neighbourhoods and landmarks it names replaced by "there"
 * ("a condo on holiday isle" -> "a condo on there"), so the words of a place's
 * name are not read as a question (a holiday, a beach, a church).
 */
export function withoutPlaceNames(text: string, k: { areas: readonly AreaFact[] }): string {
  const aliases = [...areaNames(k.areas).values()]
    .flat()
    .filter((n) => n.neighborhood !== null && !n.short && n.alias.includes(" "))
    .map((n) => n.alias);
  return replaceNames(text, aliases, "there");
}

/** Each name where it stands as whole words, longest first, replaced by `by`. */
function replaceNames(text: string, aliases: readonly string[], by: string): string {
  return [...aliases]
    .sort((x, y) => y.length - x.length)
    .reduce((rest, alias) => rest.replace(new RegExp(`\\b${escapeRegExp(alias)}\\b`, "g"), by), text);
}

/** Where the visitor used to live, or a town another place is beside or past ("out west of Pensacola", "past Crestview"). */
const PAST_OR_BESIDE =
  /\b(?:used to (?:live|be|stay)|lived|grew up|moved (?:away )?from|(?:north|south|east|west|outside) of|past|beyond) (?:(?:in|at|from|over in|out in|down in|up in) )?$/;
/** A relative's or a friend's town ("my brother in Crestview"). */
const SOMEONE_ELSES =
  /\b(?:my|our) (?:\w+ ){0,2}(?:brother|sister|mom|mother|dad|father|friend|cousin|neighbou?r|inlaws|son|daughter|buddy|coworker|parents|folks)s?(?: who lives| lives)? (?:in|at|over in|out in|down in|up in) $/;
/** A word one of the two patterns above needs, checked first. */
const ELSEWHERE_WORDS = /\b(used|lived|grew|moved|of|my|our|past|beyond)\b/;
/** The visitor saying where they are. */
const VISITOR_IS = /\b(i'?m|im|i am|we'?re|we are|i live|we live|now)\b/;

/**
 * The message without the towns it names as somewhere else than where the work
 * is: where the visitor used to live, a town a place is beside, and a
 * relative's town when the visitor then says where they are ("my brother in
 * Crestview had you do his, but I'm in Chipley").
 */
export function withoutElsewhere(text: string, k: { areas: readonly AreaFact[] }): string {
  // Most messages name nothing as elsewhere: no name is looked for then.
  if (!ELSEWHERE_WORDS.test(text)) return text;
  const aliases = [...areaNames(k.areas).values()]
    .flat()
    .filter((n) => !n.short)
    .map((n) => n.alias)
    .sort((x, y) => y.length - x.length);
  let rest = text;
  for (const alias of aliases)
    for (const match of [...rest.matchAll(new RegExp(`\\b${escapeRegExp(alias)}\\b`, "g"))].reverse()) {
      const before = rest.slice(0, match.index);
      const after = rest.slice(match.index + alias.length);
      const past = PAST_OR_BESIDE.exec(before);
      const someone = SOMEONE_ELSES.exec(before);
      const trigger = past ?? (someone && VISITOR_IS.test(after) ? someone : null);
      if (trigger) rest = `${before.slice(0, trigger.index)}${after}`;
    }
  return rest.replace(/\s+/g, " ").trim();
}
