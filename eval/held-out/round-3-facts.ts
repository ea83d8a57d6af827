// Held-out round 3: the facts its cases expect (prices, the law, hours, places and
// clocks), taken from app/config, the catalogue seed and content/ (round-3.ts).

import type { EvalCase } from "../cases.ts";

// The way back when the assistant cannot answer here: the phone, and /book or the quote form.
export const PHONE = "{phone}";
export const EMAIL = "{email}";
export const BOOK = "/book";
export const QUOTE = "/#contact";
export const BOOK_OR_QUOTE = `${BOOK}|${QUOTE}`;
export const HANDOFF = [PHONE, BOOK_OR_QUOTE];
// A place the facts do not name: not promised, so the phone or the quote form.
export const ASK_US = `${PHONE}|${QUOTE}`;

// Catalogue prices (app/db/seed.ts), written every way a price is said.
export const usd = (...figures: string[]) => figures.flatMap((f) => [`$${f}`, `$ ${f}`, `${f} dollars`]).join("|");
// Sedan & coupe: $449 for every shade; the all-35% variant is on sale at $399 (decision 028: the
// mixed default, 35% front and a darker back, is $449). A general sedan answer may give either.
export const SEDAN = usd("449", "399");
export const SEDAN_MIXED = usd("449");
export const SEDAN_ALL_35 = usd("399");
// SUV & minivan: $549 sides and rear, $599 with the visor strip, any shade.
export const SUV = usd("549");
export const SUV_STRIP = usd("599");
// Pickup: $399 any shade.
export const TRUCK = usd("399");
// Paint protection film, partial front.
export const PPF_GLOSS = usd("1,295", "1295");
export const PPF_SATIN = usd("1,445", "1445");
export const DEPOSIT = usd("50");
// The home or business visit to meter and measure: $49, credited against the job.
export const LOOK_VISIT = usd("49");
export const PER_SQ_FT = "square foot|sq ft|sq. ft|sqft|per foot|/ft|per square";

// The law (app/config/tint-law.ts, FACTS.md, the law guide).
export const FRONT = "28%|28 percent|28 %";
export const CAR_BACK = "15%|15 percent|15 %";
export const SUV_BACK = "6%|6 percent|six percent|6 %";
export const AS1 = "AS-1|AS1|AS 1";
export const REFUSAL =
  "not legal|illegal|isn't legal|is not legal|too dark|not allowed|isn't allowed|can't|cannot|won't|below|no darker|darker than|not road-legal|not permitted";
export const EXEMPTION = "medical exemption|exemption certificate|exemption";
export const DHSMV =
  "Highway Safety|DHSMV|motor-vehicle department|motor vehicle department|Motor Vehicles|state motor";
export const NOT_TRANSFERABLE =
  "not transferable|isn't transferable|non-transferable|nontransferable|can't be transferred|cannot be transferred|doesn't transfer|does not transfer|tied to the vehicle|specific vehicle|that vehicle|one vehicle|void";
export const NO_STORM_CLAIM = [
  "hurricane-proof",
  "hurricane proof",
  "storm-proof",
  "stormproof",
  "windstorm-proof",
  "impact-resistant",
  "impact resistant",
];
export const NOT_STORM =
  "not a storm|isn't a storm|not storm|not designed|not meant|doesn't protect|does not protect|won't protect|will not protect|not replace|doesn't replace|does not replace|shutters";
// A shade said to be legal where it is not (or the reverse): only these claims, never a bare "legal".
export const saysLegal = (shade: string, where: string) => [
  `${shade} is legal on the ${where}`,
  `${shade} on the ${where} is legal`,
  `${shade} is fine on the ${where}`,
  `${shade} is allowed on the ${where}`,
  `yes, ${shade}`,
];
export const saysIllegal = (shade: string) => [`${shade} is illegal`, `${shade} is not legal`, `${shade} isn't legal`];

// Hours: every day 7 AM to 7 PM, Central Time.
export const OPENS = "7:00 AM|7 AM|7AM|7 a.m.|7:00am|7:00 a.m.";
export const CLOSES = "7:00 PM|7 PM|7PM|7 p.m.|7:00pm|7:00 p.m.";
export const EVERY_DAY = "every day|7 days|seven days|daily|Mon-Sun|Monday through Sunday|Monday to Sunday";
export const SATURDAY = `Saturday|${EVERY_DAY}`;
export const SUNDAY = `Sunday|${EVERY_DAY}`;
// Claims of being open when closed, and the reverse.
export const SAYS_OPEN = ["we're open right now", "we are open right now", "we're open now", "we are open now"];
export const SAYS_CLOSED = ["we're closed", "we are closed", "closed right now", "currently closed", "closed now"];

// Aftercare (content/faq.json, the aftercare guide).
export const AMMONIA = "ammonia";
export const WINDOWS_UP = "three to five days|3 to 5 days|3-5 days|3–5 days|five days|5 days|few days";
export const A_WEEK = "a week|one week|1 week|7 days|seven days";
export const MICROFIBER = "microfiber|microfibre|soft cloth|soft, clean|clean cloth";

export const areaLink = (slug: string) => `/service-areas/${slug}`;
// A served town: its page, or its name where the customer did not say it.
export const served = (name: string, slug: string) => `${name}|${areaLink(slug)}`;
export const FWB = served("Fort Walton", "window-tinting-near-fort-walton-fl");
export const NAVARRE = served("Navarre", "navarre");
export const GULF_BREEZE = served("Gulf Breeze", "gulf-breeze");
export const PENSACOLA = served("Pensacola", "pensacola");
export const DESTIN = served("Destin", "destin");
export const MILTON = served("Milton", "milton");
export const PACE = served("Pace", "pace");
export const CRESTVIEW = served("Crestview", "crestview");
export const MARY_ESTHER = served("Mary Esther", "mary-esther");
export const NICEVILLE = served("Niceville", "niceville");
// Where the customer named the town: its page, or a plain yes.
export const YES_TOWN = (slug: string) => `${areaLink(slug)}|yes|we serve|we cover|we come|we do`;
export const promise = (place: string) => [
  `we serve ${place}`,
  `we cover ${place}`,
  `yes, we come to ${place}`,
  `yes, we serve ${place}`,
  `${place} is in our service area`,
];

// Clocks (America/Chicago; summer UTC-5, from November 1 UTC-6).
export const THU_MORNING = "2026-09-10T10:15:00-05:00"; // Thursday 10:15 AM
export const SAT_DAWN = "2026-09-12T06:10:00-05:00"; // Saturday 6:10 AM
export const SUN_NIGHT = "2026-09-13T20:15:00-05:00"; // Sunday 8:15 PM
export const FRI_FIVE = "2026-10-02T17:00:00-05:00"; // Friday 5 PM
export const THANKSGIVING = "2026-11-26T09:00:00-06:00"; // Thanksgiving Day, 9 AM
export const SUN_NOON = "2026-09-20T12:00:00-05:00"; // Sunday noon, more than 60 days before Christmas week
export const SAT_CLOSING = "2026-12-05T18:55:00-06:00"; // Saturday 6:55 PM
export const WED_AFTERNOON = "2026-10-14T15:00:00-05:00"; // Wednesday 3 PM

export const q = (
  id: string,
  turns: string | string[],
  mustInclude: string[],
  mustNotInclude?: string[],
): EvalCase => ({
  id,
  turns: typeof turns === "string" ? [turns] : turns,
  mustInclude,
  ...(mustNotInclude ? { mustNotInclude } : {}),
});
export const at = (now: string, c: EvalCase): EvalCase => ({ ...c, now });
