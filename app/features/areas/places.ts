import { numberWord } from "~/lib/number-word.ts";
import { serviceAreas, type ServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { CITIES, COUNTIES, STATES, TOWNS, ZIP3, ZIPS } from "./places-data.ts";

// Where a place is, and whether we go there. One answer for the quote form's
// "do you serve my area?" and for the assistant, so the two never disagree.
// The ten areas and their zip codes come from config/areas.ts only; the
// gazetteer (places-data.ts, generated) knows every Florida and Alabama town,
// county and zip code, every state, the zip3 prefixes of the others and their
// larger cities. Pure and synchronous: the browser loads it on demand.

export type LatLng = { lat: number; lng: number };

export type Place = {
  kind: "zip" | "town" | "county" | "state";
  /** As a visitor would write it: "Panama City, FL", "Baldwin County, AL", "Texas", "90210". */
  label: string;
  /** The town, county or state's own name. */
  name: string;
  /** Two-letter state, when known. */
  state: string | null;
  zip: string | null;
  coordinates: LatLng | null;
};

export type Nearest = { area: ServiceArea; miles: number };

export type ServiceVerdict =
  /** One of the ten areas (two for a shared zip code, several for a county). */
  | { kind: "inside"; place: Place; areas: ServiceArea[] }
  /** Florida as a whole: only its north-west corner. */
  | { kind: "partly"; place: Place; areas: ServiceArea[] }
  /** Not served; the nearest area when one is within reach of a sensible answer. */
  | { kind: "outside"; place: Place; nearest: Nearest | null; milesFromBase: number | null };

/** Nearest areas closer than this are named ("the nearest we serve is Pensacola, 40 miles away"). */
export const NEAREST_NAMED_MILES = 150;
/** Closer than this to a served area: "not X itself, but it's only N miles from Y". */
export const NEAR_MILES = 20;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ---------------------------------------------------------------------------
// The gazetteer, parsed on first use.

type Entry = { kind: "town" | "county" | "state"; name: string; state: string; coordinates: LatLng; county?: string };

/** The form a name is looked up by: "St. Petersburg" and "Saint Petersburg" alike, "Ft Walton", "McDavid". */
export function placeKey(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/['’.]/g, "")
      .replace(/[^a-z0-9]+/g, " ")
      // The coast's short names for its places: "PCB", "P-cola".
      .replace(/\bpcb\b/g, "panama city beach")
      .replace(/\bp ?cola\b/g, "pensacola")
      .replace(/\bsaint\b/g, "st")
      .replace(/\bfort\b/g, "ft")
      .replace(/\bmount\b/g, "mt")
      .replace(/\bmc (?=[a-z])/g, "mc")
      .trim()
  );
}

type Gazetteer = {
  names: Map<string, Entry[]>;
  states: Map<string, Entry>;
  stateByName: Map<string, Entry>;
  zips: Map<string, Entry>;
  zip3: Map<number, string>;
  counties: Map<string, Entry[]>;
  /** Longest name, in words. */
  maxWords: number;
};

let gazetteer: Gazetteer | null = null;

const coords = (lat: string, lng: string): LatLng => ({ lat: Number(lat), lng: Number(lng) });

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function load(): Gazetteer {
  if (gazetteer) return gazetteer;
  const names = new Map<string, Entry[]>();
  const states = new Map<string, Entry>();
  const stateByName = new Map<string, Entry>();
  for (const line of STATES.split("\n")) {
    const [abbr, name, lat, lng] = line.split("|") as [string, string, string, string];
    const entry: Entry = { kind: "state", name, state: abbr, coordinates: coords(lat, lng) };
    states.set(abbr, entry);
    stateByName.set(placeKey(name), entry);
  }
  const towns = TOWNS.split("\n").map((line) => {
    const [name, state, lat, lng, county] = line.split("|") as [string, string, string, string, string];
    const entry: Entry = { kind: "town", name, state, coordinates: coords(lat, lng), county };
    push(names, placeKey(name), entry);
    return entry;
  });
  // The ten areas by the names people use: "Fort Walton" for Fort Walton Beach.
  for (const area of serviceAreas) {
    const entry: Entry = {
      kind: "town",
      name: area.name,
      state: business.homeTown.region,
      coordinates: area.coordinates,
    };
    for (const alias of [area.name, area.name.replace(/ Beach$/, "")]) {
      const key = placeKey(alias);
      if (!names.get(key)?.some((e) => e.state === entry.state)) push(names, key, entry);
    }
  }
  for (const line of CITIES.split("\n")) {
    const [name, state, lat, lng] = line.split("|") as [string, string, string, string];
    push(names, placeKey(name), { kind: "town", name, state, coordinates: coords(lat, lng) });
  }
  const counties = new Map<string, Entry[]>();
  for (const line of COUNTIES.split("\n")) {
    const [name, state, lat, lng] = line.split("|") as [string, string, string, string];
    push(counties, placeKey(name), { kind: "county", name, state, coordinates: coords(lat, lng) });
  }
  const zips = new Map<string, Entry>();
  for (const pair of ZIPS.split(" ")) {
    const [zip, index] = pair.split(":") as [string, string];
    zips.set(zip, towns[parseInt(index, 36)]!);
  }
  const zip3 = new Map<number, string>();
  for (const run of ZIP3.split(" ")) {
    const [, from, to, state] = /^(\d+)(?:-(\d+))?([A-Z]{2})$/.exec(run)!;
    for (let p = Number(from); p <= Number(to ?? from); p++) zip3.set(p, state!);
  }
  const maxWords = Math.max(...[...names.keys()].map((k) => k.split(" ").length));
  gazetteer = { names, states, stateByName, zips, zip3, counties, maxWords };
  return gazetteer;
}

// ---------------------------------------------------------------------------
// Reading a place out of a text.

/**
 * One-word names that are ordinary words ("day", "black", "christmas"): a
 * town of that name is never read out of a sentence, only from a form field
 * holding nothing else.
 */
const ORDINARY_WORDS = new Set(
  "alpine banks bell berry black centre christmas clay coy cuba cypress day delta empire equality excel fountain glenwood grant harvest holder holiday homeland jack lee mango margaret normal orange plantation range reform riverside section sunflower trinity valley venus ward warrior wing woodland jones logan perry ralph vincent kennedy tyler shelby samantha sydney catherine anthony lulu lynn lowell melvin".split(
    " ",
  ),
);
/** Words before a place name that make it one: "in Foley", "to Tallahassee", "serve Miami". */
const BEFORE = /\b(in|to|near|around|from|about|at|of|serve|service|cover|covers|visit|reach|outside|by)$/;
/** Words after a place name that make it one: "Foley, AL", "Foley area", "Foley covered", "Holt, off I-10". */
const AFTER =
  /^(fl|florida|al|alabama|area|county|covered|included|too|in your|is that|within|(up|down|out|over) (in|by|near|around|toward)|((way|just|right) )?((up|down|out) )?(past|beyond|(north|south|east|west) of|outside|next to|close to)|((just|right) )?(off|on|along) (of )?(the )?(i|interstate|hwy|highway|us|sr|route|state road|county road|cr) ?\d{1,3})\b/;
/** "Mobile" the town, not our mobile service. */
const NOT_A_TOWN_AFTER = /^(service|services|tint\w*|install\w*|van|unit|business|detail\w*|window|film|team|crew)\b/;

function stateAbbrAfter(words: readonly string[], i: number, raw: string): string | null {
  const w = words[i];
  if (!w || w.length !== 2) return null;
  const abbr = w.toUpperCase();
  if (!load().states.has(abbr)) return null;
  // "fl" and "al" are always read as states next to a place; any other pair only when written in capitals.
  return abbr === "FL" || abbr === "AL" || new RegExp(`\\b${abbr}\\b`).test(raw) ? abbr : null;
}

function toPlace(entry: Entry, zip: string | null = null): Place {
  const label =
    entry.kind === "state"
      ? entry.name
      : entry.kind === "county"
        ? `${entry.name} County, ${entry.state}`
        : `${entry.name}, ${entry.state}`;
  return {
    kind: zip ? "zip" : entry.kind,
    label,
    name: entry.name,
    state: entry.state,
    zip,
    coordinates: entry.coordinates,
  };
}

/** The entry a name most likely means: the state asked for, else Florida's, Alabama's, then the largest. */
function choose(entries: readonly Entry[], state: string | null): Entry | undefined {
  if (state) return entries.find((e) => e.state === state);
  return entries.find((e) => e.state === "FL") ?? entries.find((e) => e.state === "AL") ?? entries[0];
}

function placeOfZip(zip: string): Place {
  const g = load();
  const town = g.zips.get(zip);
  if (town) return { ...toPlace(town, zip), label: `${zip} (${town.name}, ${town.state})` };
  const state = g.zip3.get(Number(zip.slice(0, 3)));
  const entry = state ? g.states.get(state) : undefined;
  return {
    kind: "zip",
    label: zip,
    name: zip,
    state: state ?? null,
    zip,
    // A zip code in another state is as far as that state's centre, near enough for "no".
    coordinates: entry?.coordinates ?? null,
  };
}

export type LocateOptions = {
  /**
   * The whole text is meant as a place (the quote form's field): one-word
   * names are read without the words around them.
   */
  whole?: boolean;
};

/** The US place a text names (a zip code, a town, a county or a state), or null. */
export function locatePlace(raw: string, options: LocateOptions = {}): Place | null {
  const g = load();
  // Zip codes first: the most precise ("Destin, FL 32541"). Not the digits of a phone number.
  const withoutPhones = raw.replace(/(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g, " ");
  const zip = /(?<![\d$.,-])\b(\d{5})(?:-\d{4})?\b(?![\d%]|\.\d)/.exec(withoutPhones)?.[1];
  if (zip) return placeOfZip(zip);

  const words = placeKey(raw).split(" ").filter(Boolean);
  if (words.length === 0) return null;
  const whole = options.whole === true;

  // "Okaloosa County", "Baldwin County, AL".
  for (let i = 1; i < words.length; i++) {
    if (words[i] !== "county" && words[i] !== "co") continue;
    if (words[i] === "co" && !whole) continue;
    for (let n = Math.min(3, i); n >= 1; n--) {
      const entries = g.counties.get(words.slice(i - n, i).join(" "));
      const entry = entries && choose(entries, stateAbbrAfter(words, i + 1, raw) ?? stateNameAt(words, i + 1));
      if (entry) return toPlace(entry);
    }
  }

  // Towns and cities: the longest name first, then the leftmost.
  let found: { entry: Entry; at: number; n: number } | null = null;
  // The words of a state's name ("New York", "West Virginia") are not read as a town of their own ("York").
  const inStateName = new Set<number>();
  for (let n = 2; n <= 3; n++)
    for (let i = 0; i + n <= words.length; i++)
      if (g.stateByName.has(words.slice(i, i + n).join(" "))) for (let j = 0; j < n; j++) inStateName.add(i + j);
  for (let n = Math.min(g.maxWords, words.length); n >= 1 && !found; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if (n < 2 && inStateName.has(i)) continue;
      const key = words.slice(i, i + n).join(" ");
      const entries = g.names.get(key);
      if (!entries) continue;
      const after = words.slice(i + n).join(" ");
      if (n === 1 && !whole) {
        const before = words.slice(0, i).join(" ");
        const onlyWords = words.length <= 2;
        if (ORDINARY_WORDS.has(key)) continue;
        if (!(BEFORE.test(before) || AFTER.test(after) || onlyWords)) continue;
        if (NOT_A_TOWN_AFTER.test(after)) continue;
      }
      // A state's name that is also a town ("Washington", "Kansas") is the state unless a state follows.
      const state = stateAbbrAfter(words, i + n, raw) ?? stateNameAt(words, i + n);
      if (!state && g.stateByName.has(key)) continue;
      const entry = choose(entries, state);
      if (entry) {
        found = { entry, at: i, n };
        break;
      }
    }
  }
  if (found) return toPlace(found.entry);

  // A state by name ("Texas", "New York"), or by its two letters after "in" or alone in the field ("in AL").
  for (let n = 3; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const entry = g.stateByName.get(words.slice(i, i + n).join(" "));
      if (entry) return toPlace(entry);
    }
  }
  for (let i = 0; i < words.length; i++) {
    const abbr = stateAbbrAfter(words, i, raw);
    if (abbr && (whole ? words.length === 1 : words[i - 1] === "in")) return toPlace(g.states.get(abbr)!);
  }
  return null;
}

function stateNameAt(words: readonly string[], i: number): string | null {
  const g = load();
  for (let n = 3; n >= 1; n--) {
    const entry = g.stateByName.get(words.slice(i, i + n).join(" "));
    if (entry) return entry.state;
  }
  return null;
}

/** True when a text could still become a known place name as the visitor types ("Tallah", "Fort W"). */
export function isPlacePrefix(raw: string): boolean {
  const key = placeKey(raw);
  if (key.length < 2) return true;
  const g = load();
  for (const name of g.names.keys()) if (name.startsWith(key) && name !== key) return true;
  for (const name of g.stateByName.keys()) if (name.startsWith(key) && name !== key) return true;
  return false;
}

// ---------------------------------------------------------------------------
// Whether we go there.

const base: LatLng = serviceAreas.find((a) => a.name === business.homeTown.city)!.coordinates;

function nearestArea(to: LatLng): Nearest {
  return serviceAreas
    .map((area) => ({ area, miles: Math.round(milesBetween(to, area.coordinates)) }))
    .reduce((best, x) => (x.miles < best.miles ? x : best));
}

/** Inside one of the ten areas (which), or outside with the nearest area we serve and the distance from our base. */
export function serviceVerdict(place: Place): ServiceVerdict {
  if (place.zip) {
    const areas = serviceAreas.filter((a) => a.zipCodes.includes(place.zip!));
    if (areas.length) return { kind: "inside", place, areas };
  } else if (place.kind === "town" && place.state === business.homeTown.region) {
    const key = placeKey(place.name);
    const areas = serviceAreas.filter((a) => placeKey(a.name) === key);
    if (areas.length) return { kind: "inside", place, areas };
  } else if (place.kind === "county" && place.state === business.homeTown.region) {
    const areas = serviceAreas.filter((a) => placeKey(a.county) === placeKey(place.name));
    if (areas.length) return { kind: "inside", place, areas };
  } else if (place.kind === "state" && place.state === business.homeTown.region) {
    return { kind: "partly", place, areas: [...serviceAreas] };
  }
  if (!place.coordinates || place.kind === "state")
    return {
      kind: "outside",
      place,
      nearest: null,
      milesFromBase: place.coordinates ? Math.round(milesBetween(base, place.coordinates)) : null,
    };
  const nearest = nearestArea(place.coordinates);
  // A zip code known only by its state is as far as that state's centre: no nearest area worth naming.
  const named = nearest.miles <= NEAREST_NAMED_MILES && !(place.kind === "zip" && place.name === place.zip);
  return {
    kind: "outside",
    place,
    nearest: named ? nearest : null,
    milesFromBase: Math.round(milesBetween(base, place.coordinates)),
  };
}

/** "our ten service areas" */
export const ourAreas = `our ${numberWord(serviceAreas.length)} service areas`;

/**
 * The plain words of a "no" (or "not all of Florida"), the same in the quote
 * form and the assistant: it starts with "No" or "Not", says where the place
 * is from our base, and names the nearest area we serve when one is near enough.
 */
export function describeNotServed(
  verdict: Exclude<ServiceVerdict, { kind: "inside" }>,
  { echoZip = true }: { echoZip?: boolean } = {},
): string {
  const place = echoZip || !verdict.place.zip ? verdict.place : withoutZip(verdict.place);
  const home = business.homeTown.city;
  if (verdict.kind === "partly")
    return `Not all of ${place.name}: we're a mobile service in Northwest Florida only, in ${ourAreas} around our base in ${home}.`;
  if (place.kind === "state")
    return `No, we don't work in ${place.name}: we're a mobile service in Northwest Florida only, in ${ourAreas} around ${home}.`;
  const where =
    place.kind === "zip" && (place.name === place.zip || place.name === "that zip code") && place.state
      ? ` (a ${stateName(place.state)} zip code)`
      : "";
  const { nearest, milesFromBase } = verdict;
  if (nearest && nearest.miles <= NEAR_MILES)
    return `Not ${place.label}${where} itself: it isn't among ${ourAreas}, but it's only about ${nearest.miles} miles from ${nearest.area.name}, which we serve.`;
  const far = milesFromBase !== null ? `, about ${milesFromBase} miles from our base in ${home}` : "";
  const closest = nearest
    ? ` The nearest area we serve is ${nearest.area.name}, about ${nearest.miles} miles away.`
    : "";
  return `No, we don't come to ${place.label}${where}: it isn't among ${ourAreas}${far}.${closest}`;
}

/** The assistant never repeats a visitor's digits: "that zip code" or the zip code's town instead. */
function withoutZip(place: Place): Place {
  return place.name === place.zip
    ? { ...place, label: "that zip code", name: "that zip code" }
    : { ...place, label: place.label.replace(/^\d{5} \((.*)\)$/, "$1") };
}

function stateName(abbr: string): string {
  return load().states.get(abbr)?.name ?? abbr;
}
