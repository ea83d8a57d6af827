import type { AreaFact, Knowledge, ProductFact, ServiceFact } from "../knowledge.server.ts";
import { normalize } from "../text.ts";
import { areaNames, BEFORE, nameAt } from "./area-names.ts";

// The things a message names (a town, a vehicle, a window, a service, a
// product), found in its normalized text. A follow-up that names only one of
// them borrows the question from earlier (context.ts).

export type Vehicle = "sedan" | "multipurpose" | "truck";
export type LawTopic =
  | "front"
  | "back"
  | "windshield"
  | "reflect"
  | "medical"
  | "perforated"
  | "penalty"
  | "pickup"
  | "tolerance"
  | "small"
  | "mirrors"
  | "class"
  | "offRoad"
  | "roof"
  | "measured"
  | "meaning";
export type ServiceKind = "automotive" | "residential" | "commercial" | "ppf";

export const VEHICLES: [Vehicle, RegExp][] = [
  ["truck", /\b(truck|trucks|pickup|pickups|pick-up|f-?150|silverado|tacoma|tundra|ram 1500)\b/],
  [
    "multipurpose",
    /\b(suvs?|vans?|minivans?|crossovers?|multipurpose|mpv|jeep|tahoe|suburban|highlander|4runner|explorer|rav4|cr-v)\b/,
  ],
  ["sedan", /\b(sedans?|coupes?|hatchbacks?|wagons?|convertibles?|camry|civic|accord|corolla|mustang)\b/],
];

export const LAW_TOPICS: [LawTopic, RegExp][] = [
  [
    "windshield",
    /(?<!(back|rear) )\bwindshields?\b|\bwind shield\b|\bas-?1\b|\bsun ?strip\b|\beyebrow\b|\bvisor strip\b|\b(entire|whole|full|complete) front (glass|window)\b(?! ?s\b)/,
  ],
  [
    "front",
    /(?<!\b(entire|whole|full|complete) )\bfront (side )?(windows?|doors?|glass|sides?|seats?|ones)\b|\bdriver and passenger (side |front )?(windows?|doors?|glass)\b|\b\d{1,2} ?%? (up|in) front\b|\bdriver('?s)? (side|window|door)\b|\bfronts\b|\bon (the |my )?front\b(?! (of|bumper|end|hood|fender))|\b(tint|film|darken) (the |my |your )?front\b(?! (of|bumper|end|hood|fender|half|clip))|^(and|what about|how about) (the )?front( ones)?$/,
  ],
  [
    "back",
    /\b(back|rear) (side |seat |passenger )?(windows?|doors?|sides?|glass|windshield|seats?)\b|\bbehind the driver\b|\bback of (the|my|our|a) \w+\b|\bon the back\b|\brear\b|^(and|what about|how about) (the )?back( ones)?$/,
  ],
  ["reflect", /\breflect\w*\b|\bmirror(ed)?\b|\bshiny\b/],
  [
    "medical",
    /\bmedical\b|\bdermatolog\w*|\bphysician\b|\bprescription\b|\bexemption\b|\blupus\b|\blight.?sensitiv\w*\b|\bdoctor\b|\bphotosensitiv\w*\b/,
  ],
  [
    "perforated",
    /\bperforated\b|\b(see.?through|one.?way( vision)?|mesh)\b(?: [a-z-]+){0,3} (ads?|graphics?|decals?|wraps?|lettering|logos?|signs?|stickers?|vinyl|prints?|advertis\w*)\b|\bperf (wrap|vinyl|graphic)s?\b|\b(decals?|graphics?|vinyl|wraps?|ads?|advertis\w*|signs?|stickers?|lettering|logos?|prints?)( [a-z]+){0,2} with (lots of |many |little |tiny |small |pin ?)*(holes|perforations|pinholes)\b|\b(decals?|graphics?|lettering|logos?|stickers?|vinyl|wraps?)\b.{0,40}\bsee.?through\b/,
  ],
  [
    "penalty",
    /\btickets?\b|\bpenalt\w*\b|\bfined\b|\bfines\b|\b(a|the|any|pay|get|big|hefty) fine\b|\bcops?\b|\bpolice\b|\bpulled (\w+ )?over\b|\b(got|get|gets|getting) (stopped|pulled)\b|\bmisdemeanor\b|\b(in|into) trouble\b|\bliable\b|\bcitations?\b|\b(a|like a) crime\b|\bcriminal\b|\barrest\w*|\bjail\b|\bon (his|her|my|your|their|our|the) record\b|\bwhat happens to (them|me|him|her|us|(a|an|the|that|any) (shop|installer|tinter|business|company|place)s?)\b|\bcaught\b|\bagainst the law\b|\bbreak(ing|s)? the law\b|\b(deput(y|ies)|sheriffs?|troopers?|highway patrol|fhp)\b/,
  ],
  ["pickup", /\b(truck|trucks|pickup|pickups)\b/],
  ["tolerance", /\btolerances?\b|\bleeway\b|\bwiggle room\b|\bmargin of error\b|\bcompliance sticker\b|\bsticker\b/],
  // What counts as a multipurpose vehicle: seats, a passenger van, a truck chassis.
  [
    "class",
    /\b\d{1,2}.?(passenger|seat(er)?)s?\b|\bpassenger vans?\b|\bchurch vans?\b|\bshuttle\b|\bcounts? as an? (suv|mpv|multipurpose|van|minivan|car|sedan|truck|pickup)\b|\b(treated|classed|classified|considered) (like |as )?an? (suv|car|sedan|mpv|van|minivan|truck|pickup)\b/,
  ],
  // A vehicle that never goes on the road: a race car, a show car, off-road only.
  [
    "offRoad",
    /\boff.?road\b|\brace ?cars?\b|\bthe track\b|\btrailer\w*\b|\bshow cars?\b|\bnever (sees|goes on|drives on|hits) the (street|road)\b/,
  ],
  // Glass too small to count as a "window" under the statute.
  [
    "small",
    /\bquarter (glass|windows?)\b|\bvent (glass|windows?)\b|\b(tiny|small|little|triangle) (glass|windows?|triangles?)\b|\bsquare inch\w*\b/,
  ],
  // The outside mirrors a vehicle needs with a dark rear window (not mirrored film).
  ["mirrors", /\b(side|outside|wing|door|rear ?view) mirrors?\b|\bmirrors? on (both|each)\b|\bneed (\w+ )?mirrors\b/],
  // Glass the statute's "window" leaves out: a sunroof or a glass roof.
  ["roof", /\b(sun ?roofs?|moon ?roofs?|panoramic (glass |sun ?)?roofs?|glass roofs?|roof glass|t-?tops?)\b/],
  // What the meter reads: the film alone, or the glass and the film together.
  [
    "measured",
    /\b(measur\w*|meter\w*|tests?|tested|testing|reads?|reading)\b.{0,50}\b(film|tint)\b.{0,30}\b(glass|factory|oem)\b|\b(glass|factory|oem)\b.{0,30}\b(film|tint)\b.{0,30}\b(measur\w*|meter\w*|tested|count\w*|together|combined|add(s|ed)? up|stack\w*)\b|\bfactory (tint|glass|privacy( glass)?)\b.{0,20}\bcount\w*\b|\b(film|tint) (alone|by itself|on its own)\b|\b(film|tint)\b.{0,40}\b(glass|factory|oem)\b.{0,30}\b(measur\w*|meter\w*|tested|count\w*)\b|\bhow (do|does|will|would|can) (they|cops?|police|officers?|the state|troopers?|a cop|the police) (check|measure|test|meter|read|tell)\b/,
  ],
  // What the percentage means: the share of light let through (a lower number is darker).
  [
    "meaning",
    /\bwhat (does|do|is) (the |that |a |this |your )?(%|percent\w*|numbers?|vlt|\d{1,2} ?%?)( \w+){0,2} (mean|stand for)\b|\b(higher|lower|bigger|smaller) (number|percent\w*)( \w+)? (darker|lighter)\b|\bis \d{1,2} ?%? (darker|lighter) than \d{1,2}\b|\bwhich (one )?is (darker|lighter)\b|\bdarker or lighter\b|\blighter or darker\b/,
  ],
];

export const SERVICE_KINDS: [ServiceKind, RegExp][] = [
  [
    "ppf",
    /\bppf\b|\bpaint protection\b|\bclear bra\b|\bclear (film|wrap|vinyl|coat)\b.{0,30}\b(car|paint|hood|bumper|entire|whole|front end|nose|fenders?|mirrors?)\b|\b(front end|nose|hood|bumper|paint)\b.{0,30}\bclear (film|wrap|vinyl)\b|\b(satin|matte|gloss\w*) (finish )?clear\b|\b(partial|full) front\b(?! (windows?|doors?|sides?|glass))|\b(wrap\w*|cover\w*) the (entire|whole) (car|truck|vehicle) in clear\b|\bmatte paint\b|\brock chips?\b|\bstone chips?\b|\bpaint film\b|\b(whole|entire|full|complete) hood\b|\b(hood|bumper|fenders?)\b.{0,40}\b(front|leading) edge\b/,
  ],
  [
    "residential",
    /\bresidential\b|\bhomes?\b|\bhouses?\b|\bcondos?\b|\bapartments?\b|\bsunroom\b|\bskylights?\b|\bliving room\b|\bbedroom\b|\b(bonus|family|dining|media|game|front|spare|guest|sitting|tv|play) room\b|\bkitchen (window|glass)s?\b|\b(bay|picture|patio|sliding glass) (window|door)s?\b/,
  ],
  [
    "commercial",
    /\bcommercial\b|\bbusiness(es)?\b|\boffices?\b|\bstorefronts?\b|\bstore front\b|\brestaurants?\b|\bbuildings?\b|\bshop windows\b|\b(bakery|bakeries|cafes?|coffee shops?|salons?|barber ?shops?|boutiques?|clinics?|dental offices?|dentists? offices?|gyms?|daycares?|showrooms?|lobby|lobbies|retail|warehouses?|waiting rooms?|law firm|pharmacy|storefront glass)\b/,
  ],
  [
    "automotive",
    /\bautomotive\b|\bcars?\b|\bvehicles?\b|\bauto\b|\bsuvs?\b|\btrucks?\b|\bsedans?\b|\b(toyota|honda|ford|chevy|chevrolet|gmc|dodge|jeep|ram|nissan|hyundai|kia|subaru|tesla|bmw|mercedes|benz|audi|lexus|acura|infiniti|mazda|volkswagen|vw|volvo|porsche|cadillac|lincoln|buick|chrysler|mitsubishi|genesis|rivian)s?\b/,
  ],
];

/** The kind of service a message names; with a vehicle, "go to her house" is where the vehicle is, not a home's windows. */
export function serviceKindOf(text: string, vehicleNamed: boolean): ServiceKind | null {
  const at = vehicleNamed
    ? text.replace(/\b(to|at|by|outside) (my|her|his|their|your|our|the) (house|home|condo)\b/g, " ")
    : text;
  return SERVICE_KINDS.find(([, p]) => p.test(at))?.[0] ?? null;
}

/** Edits (insert, delete, change, swap two neighbours) between a and b, or more than `max`: stops counting there. */
export function editsWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    if (Math.min(...row) > max) return false;
    rows.push(row);
  }
  return rows[a.length]![b.length]! <= max;
}

/** "crestveiw", "mary ester", "pence cola": a town's name typed a letter off, for names of 7 letters or more. */
function misspelledAt(text: string, name: string): number {
  const words = [...text.matchAll(/[a-z0-9]+/g)];
  // "Do you serve destun": a shorter name with one letter wrong (none missing or added: "miltown" is another
  // name), only where a word before it makes it a place.
  if (/^[a-z]{5,6}$/.test(name)) {
    for (let i = 1; i < words.length; i++)
      if (
        BEFORE.test(words[i - 1]![0]) &&
        words[i]![0] !== name &&
        words[i]![0].length === name.length &&
        editsWithin(words[i]![0], name, 1)
      )
        return words[i]!.index!;
    return -1;
  }
  if (name.replace(/ /g, "").length < 7) return -1;
  const size = name.split(" ").length;
  for (let i = 0; i + size <= words.length; i++) {
    const phrase = words
      .slice(i, i + size)
      .map((w) => w[0])
      .join(" ");
    if (phrase !== name && editsWithin(phrase, name, 1)) return words[i]!.index!;
  }
  // "pence cola", "crest view": the name split in two by the phone's keyboard, and a letter or two off.
  const whole = name.replace(/ /g, "");
  for (let i = 0; i + size + 1 <= words.length; i++) {
    const joined = words
      .slice(i, i + size + 1)
      .map((w) => w[0])
      .join("");
    if (editsWithin(joined, whole, whole.length >= 9 ? 2 : 1)) return words[i]!.index!;
  }
  return -1;
}

export function findAreas(text: string, k: Knowledge): { areas: AreaFact[]; neighborhood: string | null } {
  const found: { area: AreaFact; at: number }[] = [];
  let neighborhood: string | null = null;
  for (const [area, names] of areaNames(k.areas)) {
    let best = -1;
    for (const name of names) {
      const at = nameAt(text, name);
      if (at >= 0 && (best === -1 || at < best)) {
        best = at;
        neighborhood = name.neighborhood ?? neighborhood;
      }
    }
    if (best === -1) best = misspelledAt(text, normalize(area.name));
    if (best >= 0) found.push({ area, at: best });
  }
  return { areas: found.sort((a, b) => a.at - b.at).map((f) => f.area), neighborhood };
}

export function findProducts(
  text: string,
  vehicle: Vehicle | null,
  serviceKind: ServiceKind | null,
  k: Knowledge,
): ProductFact[] {
  const generic = new Set([
    "ceramic",
    "window",
    "tint",
    "film",
    "elite",
    "front",
    "partial",
    "home",
    "glass",
    "set",
    "and",
    "the",
    "with",
    "free",
    "pro",
    "diy",
    "kit",
    "card",
    "ammonia",
  ]);
  const words = new Set(text.split(" ").map((w) => w.replace(/s$/, "")));
  const scored = k.products
    .map((p) => {
      const titleWords = normalize(`${p.title}`)
        .split(" ")
        .filter((w) => w.length >= 3 && !generic.has(w));
      let score = titleWords.filter((w) => words.has(w.replace(/s$/, ""))).length;
      // "The DIY set": two of the title's everyday words together name it.
      const everyday = normalize(p.title)
        .split(" ")
        .filter((w) => ["diy", "set", "kit", "pro", "card"].includes(w) && words.has(w));
      if (everyday.length >= 2) score += 1;
      if (/gift ?cards?/.test(text) && /gift/i.test(p.title)) score += 2;
      if (/aftercare kit|cleaning kit/.test(text) && /aftercare/i.test(p.title)) score += 2;
      // "That spray bottle you sell": the cleaner, named by what it is rather than its title.
      if (/\bspray\w*\b|\bcleaning (solution|fluid|liquid)\b/.test(text) && /\bcleaner\b/i.test(p.title)) score += 1;
      if (vehicle === "sedan" && /sedan/i.test(p.title)) score += 2;
      if (vehicle === "multipurpose" && /suv/i.test(p.title)) score += 2;
      if (vehicle === "truck" && /truck/i.test(p.title)) score += 2;
      if (serviceKind === "ppf" && /paint protection/i.test(p.title)) score += 2;
      return { p, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0) return [];
  // "The aftercare kit or the squeegee set?": each product of a choice, not only the best named.
  if (/\b(or|vs\.?|versus|compared?)\b/.test(text)) return scored.map((s) => s.p);
  return scored.filter((s) => s.score === scored[0]!.score).map((s) => s.p);
}

/** Our service page for a kind of service. */
export function serviceFor(kind: ServiceKind, k: Knowledge): ServiceFact | undefined {
  const pattern = {
    automotive: /automotive/i,
    residential: /residential/i,
    commercial: /commercial/i,
    ppf: /paint protection/i,
  }[kind];
  return k.services.find((s) => pattern.test(s.title));
}
