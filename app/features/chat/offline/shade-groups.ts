import {
  checkShade,
  offeredShades,
  shadedGroups,
  vehicleNoun,
  type BodyType,
  type ShadedGroup,
} from "~/features/booking/tint-rules.ts";
import { listJoin } from "../text.ts";

// "5% back and 20% front", "15 on the back and 35 up front": the shade asked
// for each window group, and what the law says of the ones it does not allow
// (the booking's own law module), so a price never calls such a shade legal.

export type GroupShades = Partial<Record<ShadedGroup, number>>;

/** The window groups a visitor's words name. */
const GROUP_WORDS: [RegExp, ShadedGroup[]][] = [
  [/^(?:back|rear) (?:glass|windshield)$|^rear window$/, ["rearGlass"]],
  [/^(?:back|rear) (?:side|door)/, ["backSides"]],
  [/^(?:front|up front|in front)/, ["frontSides"]],
  [/^(?:back|rear|behind)/, ["backSides", "rearGlass"]],
];

const GROUP =
  "(?:front|up front|in front)(?: side)?(?: windows?| doors?| sides?)?|(?:back|rear)(?: side)?(?: windows?| doors?| sides?| glass| windshield)?|behind(?: the driver)?";
const SHADE = "(\\d{1,2})( ?(?:%|percent\\b|pct\\b)|s\\b)?";
/** "20% on the back", "35 up front", "20s behind": the shade, then the windows. */
const SHADE_THEN_GROUP = new RegExp(
  `\\b${SHADE} ?(?:tint |film )?(?:(?:on|in|for|at) )?(?:the |my |all )?(${GROUP})\\b`,
  "g",
);
/** "front at 35%", "back windows 20 percent": the windows, then the shade (with its percent sign). */
const GROUP_THEN_SHADE = new RegExp(`\\b(${GROUP}) (?:at |to |with |@ )?(\\d{1,2}) ?(?:%|percent\\b|pct\\b)`, "g");

const groupsOf = (words: string): ShadedGroup[] => GROUP_WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? [];

/** The shade a normalized message asks for each window group it names; empty when it names none. */
export function groupShadesOf(text: string): GroupShades {
  const shades: GroupShades = {};
  const set = (figure: string, marked: boolean, words: string) => {
    const shade = Number(figure);
    if (!marked && !offeredShades.includes(shade)) return;
    for (const group of groupsOf(words)) shades[group] ??= shade;
  };
  for (const m of text.matchAll(SHADE_THEN_GROUP)) set(m[1]!, Boolean(m[2]), m[3]!);
  for (const m of text.matchAll(GROUP_THEN_SHADE)) set(m[2]!, true, m[1]!);
  return shades;
}

/** The first shade a message names for a window group ("is 20 in the back ok?"), or null. */
export function firstGroupShade(groups: GroupShades): number | null {
  return groups.frontSides ?? groups.backSides ?? groups.rearGlass ?? null;
}

/** The law's window topics of the groups named: "front", "back" or both. */
export function groupTopics(groups: GroupShades): ("front" | "back")[] {
  const topics: ("front" | "back")[] = [];
  if (groups.frontSides !== undefined) topics.push("front");
  if (groups.backSides !== undefined || groups.rearGlass !== undefined) topics.push("back");
  return topics;
}

const GROUP_LABEL: Record<ShadedGroup, string> = {
  frontSides: "front side windows",
  backSides: "back side windows",
  rearGlass: "rear window",
};

/** The shade asked for each group: the groups named, else one shade for every window. */
export function askedShades(shade: number | null, groups: GroupShades | undefined): GroupShades {
  if (groups && Object.keys(groups).length > 0) return groups;
  return shade === null ? {} : Object.fromEntries(shadedGroups.map((g) => [g, shade]));
}

/**
 * "5% all around on a Charger": what the law says of each shade asked that it
 * does not allow on that vehicle, with the limit, or null when every shade
 * asked is legal. `instead` is the shade the estimate uses there, if any.
 */
export function illegalShadeNote(body: BodyType, asked: GroupShades, instead: number | null): string | null {
  const tooDark = new Map<number, { groups: ShadedGroup[]; limits: number[] }>();
  for (const group of shadedGroups) {
    const shade = asked[group];
    if (shade === undefined) continue;
    const check = checkShade({ bodyType: body, group, vltPercent: shade });
    if (check.legal || check.minVlt === null) continue;
    const entry = tooDark.get(shade) ?? { groups: [], limits: [] };
    entry.groups.push(group);
    entry.limits.push(check.minVlt);
    tooDark.set(shade, entry);
  }
  if (tooDark.size === 0) return null;
  const sentences = [...tooDark].map(([shade, { groups, limits }]) => {
    const where = groups.map((g, i) => `the ${GROUP_LABEL[g]} (at least ${limits[i]}%)`);
    return `${shade}% is too dark for Florida on ${listJoin(where)} of a ${vehicleNoun(body)}.`;
  });
  const estimate = instead === null ? "" : `, so the estimate uses ${instead}% on those windows`;
  return `${sentences.join(" ")} Darker film is only allowed with a medical exemption certificate${estimate}.`;
}
