import { locatePlace, serviceVerdict, type ServiceVerdict } from "~/features/areas/places.ts";
import type { AreaFact, Knowledge, ProductFact } from "../knowledge.server.ts";
import { extractPhones, normalize } from "../text.ts";
import { directForm } from "./yes-no.ts";
import { correctSpelling } from "./spelling.server.ts";
import { findVehicleModel, findVehicleModels, type VehicleModel } from "./vehicle-models.ts";
import { firstGroupShade, groupShadesOf, groupTopics, type GroupShades } from "./shade-groups.ts";
import { AREA_CHECK, AROUND_THEIR_HOURS, COVER_ASKED, detectIntents, type Intent } from "./intents.ts";
import { namesAnArea, withoutElsewhere, withoutPlaceNames } from "./area-names.ts";
import { DISLIKES_LOOK, UNDECIDED } from "./service-answers.ts";
import { canonicalTerms } from "./terms.ts";
import { spokenForm } from "./spoken.ts";
import {
  ALL_AROUND,
  DARKEST,
  LAW_WORDS,
  lawShadeOf,
  namesCataloguePrice,
  namesDeposit,
  offerPercentNamed,
  shadeOf,
} from "./figures-named.ts";
import { rawShorthand, writtenOut } from "./shorthand.ts";
import {
  findAreas,
  findProducts,
  LAW_TOPICS,
  serviceKindOf,
  VEHICLES,
  type LawTopic,
  type ServiceKind,
  type Vehicle,
} from "./slots.ts";

// One message read on its own: its intents and the things it names. The
// conversation's earlier messages fill what it leaves out (context.ts).

export type Analysis = {
  text: string;
  intents: Set<Intent>;
  areas: AreaFact[];
  /** A 5-digit zip code that is not in any area. */
  unknownZip: boolean;
  /** Asked whether a place is served, and no known place was named. */
  unknownPlace: boolean;
  /** A US place named that we don't serve (or Florida as a whole), from the place module the quote form uses too. */
  outsidePlace: Exclude<ServiceVerdict, { kind: "inside" }> | null;
  matchedZip: string | null;
  neighborhood: string | null;
  vehicle: Vehicle | null;
  /** A make and model named ("my Camry"), from the table in vehicle-models.ts. */
  vehicleModel: VehicleModel | null;
  lawTopics: Set<LawTopic>;
  shade: number | null;
  /** The shade asked for each window group named ("5% back and 20% front"). */
  groupShades: GroupShades;
  serviceKind: ServiceKind | null;
  products: ProductFact[];
};

const MODEL_VEHICLE: Record<VehicleModel["body"], Vehicle> = {
  "sedan-coupe": "sedan",
  "suv-van-minivan": "multipurpose",
  pickup: "truck",
};

const GENERIC_PLACE =
  /^(my|me|our|us|your|you|the (house|home|office|shop|car|area|job)|homes?|houses?|work|people|customers|here|there|it|that|this|a |an |other|out|outside|anywhere|everywhere|all|any|far|area)\b/;

/** Words that ask about a place as a place ("do you serve Florida?", not "is 20% legal in Florida?"). */
/** "Past Crestview", "way up north of Milton": a place beside one of ours, near that town. */
export const PAST_OR_NEAR = /\b(past|beyond|(north|south|east|west) of)\b/;

const PLACE_QUESTION = /\b(serve|service|cover|come|travel|drive|go|live|located|based|area|how far|miles)\b/;

const FRONT = LAW_TOPICS.find(([t]) => t === "front")![1];
/** "Can I do that here?", "is it legal in Florida?": what is allowed here, against somewhere else. */
const COMPARED_HERE =
  /\b(can|could|may) (i|we|you|u)\b.{0,25}\b(here|in florida|in this state)\b|\b(is|would) (that|it|this)( be)? (legal|allowed|ok|okay|fine) (here|in florida|in this state)\b/;
/** Words that ask what the law allows ("as dark as I want", "does it count", "fall under"). */
const ASKS_ALLOWED =
  /\b(legal\w*|illegal|laws?|allowed|limits?|rules?|statutes?|dark\w*|counts?|fall under|covered|apply|applies|regulat\w*|restrict\w*)\b/;
/** A window too dark to see through: "blacked out", "solid black", "can't see through". */
const OPAQUE =
  /\bblack(ed|ing)? ?out\b|\bsolid black\b|\bpitch black\b|\bopaque\b|\bnon.?transparent\b|\bcan'?t see (through|out)\b|\bcovered (up|over)\b/;

/** The business's own vehicle: "your van", "y'all's truck". */
const OUR_VEHICLE = /\b(your|y'?all'?s|yalls|the company'?s) (mobile |tint |work )?(vans?|trucks?)\b/g;
/** "What's the number?", "what number": a figure asked for. */
const NUMBER_ASKED = /\bwhat'?s (the|your) number\b|\bwhat number\b/;
const CALL_WORDS = /\b(call|text|phone|reach|ring|contact|dial)\b/;

/** Reads one visitor message: what it asks and what it names. */
/** The products an option value of one word names, when no other product has it ("satin", "gloss"). */
function productsByOption(text: string, k: Knowledge): ProductFact[] {
  const owners = new Map<string, Set<ProductFact>>();
  for (const p of k.products)
    for (const v of p.variants)
      for (const value of v.values) {
        const word = normalize(value);
        if (/^[a-z]{4,}$/.test(word)) owners.set(word, (owners.get(word) ?? new Set()).add(p));
      }
  return [...owners]
    .filter(([word, ps]) => ps.size === 1 && new RegExp(`\\b${word}\\b`).test(text))
    .map(([, ps]) => [...ps][0]!);
}

export function analyze(raw: string, k: Knowledge): Analysis {
  // "I was wondering if you guys do boats" is read as "do you guys do boats".
  const spoken = canonicalTerms(correctSpelling(spokenForm(writtenOut(normalize(rawShorthand(raw)))), k));
  const text = directForm(spoken);
  // "We used to live in Destin, now in Foley": the town the work is in, not one named as somewhere else.
  let here = withoutElsewhere(text, k);
  // "Just past Crestview" with no other place named: near that town, which is the one asked about.
  if (here !== text && PAST_OR_NEAR.test(text) && findAreas(here, k).areas.length === 0 && !locatePlace(here))
    here = text;
  const found = findAreas(here, k);
  // "A condo on Holiday Isle": a place's name is not a question about a holiday.
  // (And "just off Avalon Blvd" names a road, not a Toyota.)
  const unplaced = found.neighborhood ? withoutPlaceNames(text, k) : text;
  const intents = detectIntents(unplaced);
  // "My car is like an oven inside, wondering what you'd do for that": the lead-in is part of the question.
  if (spoken !== text)
    for (const i of detectIntents(found.neighborhood ? withoutPlaceNames(spoken, k) : spoken)) intents.add(i);

  const areas = found.areas;
  let neighborhood = found.neighborhood;
  let matchedZip: string | null = null;
  let unknownZip = false;
  const phoneDigits = new Set(extractPhones(raw));
  for (const m of text.matchAll(/\b(\d{5})\b/g)) {
    const zip = m[1]!;
    if ([...phoneDigits].some((p) => p.includes(zip))) continue;
    const zipAreas = k.areas.filter((a) => a.zipCodes.includes(zip));
    if (zipAreas.length) {
      matchedZip = zip;
      for (const a of zipAreas) if (!areas.includes(a)) areas.push(a);
    } else unknownZip = true;
  }
  // Any other US place (a town, county, state or zip code): the same verdict as the quote form's check.
  let outsidePlace: Analysis["outsidePlace"] = null;
  // "A used car from Georgia": where the car came from, not where the work is.
  // "My buddy in Georgia went darker, can I do that here?": a place compared with here, not one to serve.
  const cameFrom =
    /\b(bought|buy|purchased|got|moved|came|brought|imported|registered)\b.{0,40}\bfrom\b/.test(text) ||
    (COMPARED_HERE.test(text) && !PLACE_QUESTION.test(text));
  const placeFound = cameFrom ? null : locatePlace(here === text ? raw : here);
  // "A Sienna, a Colorado and a Civic": a model's name is the vehicle, not the state or town of that name.
  const models = findVehicleModels(text).map((m) => m.model.toLowerCase());
  const located = placeFound && models.includes(normalize(placeFound.name)) ? null : placeFound;
  const verdict = located ? serviceVerdict(located) : null;
  // "I'm in Miramar Beach, right past Destin": the town the visitor is in is not ours, whatever town it is near.
  if (areas.length > 0 && !matchedZip && located?.kind === "town" && verdict?.kind === "outside") {
    if (!namesAnArea(normalize(located.name), k)) {
      areas.length = 0;
      neighborhood = null;
      outsidePlace = verdict;
    }
  } else if (areas.length === 0 && !cameFrom) {
    if (verdict?.kind === "inside") {
      for (const area of k.areas) if (verdict.areas.some((x) => x.slug === area.slug)) areas.push(area);
      if (located!.zip) matchedZip = located!.zip;
      // "Holt, past Crestview?": a place set beside one of ours is the place asked about.
    } else if (
      verdict &&
      (verdict.kind === "outside" || PLACE_QUESTION.test(text) || intents.has("areaCheck") || here !== text)
    )
      outsidePlace = verdict;
  }
  // "If I had an SUV instead of this Accord", "PPF on my Bronco and tint on the Elantra": the vehicle asked about
  // (or the tint's), not the one set aside (or the paint film's).
  // ("Does your van go over there?": our van, not the visitor's vehicle.)
  const own = unplaced.replace(OUR_VEHICLE, " ");
  const setAside = own
    .replace(
      /\b(?:instead of|rather than|in place of) (?:this|that|my|the|a|an|our) (?:[a-z0-9-]+ ){0,2}?[a-z0-9-]+\b/g,
      " ",
    )
    .replace(
      /\b(?:ppf|clear bra|paint protection(?: film)?) (?:on|for) (?:my|the|a|an|our) [a-z0-9 -]{1,30}?(?= and\b|,)/g,
      " ",
    );
  const asked =
    setAside !== own && (findVehicleModel(setAside) || VEHICLES.some(([, p]) => p.test(setAside))) ? setAside : own;
  const vehicleModel = findVehicleModel(asked);
  const vehicle = vehicleModel
    ? MODEL_VEHICLE[vehicleModel.body]
    : (VEHICLES.find(([, p]) => p.test(asked === unplaced ? text : asked))?.[0] ?? null);
  // "My Silverado 2500, what's the number?": a vehicle's number is its price, not our phone number.
  if (vehicle !== null && intents.has("phone") && NUMBER_ASKED.test(text) && !CALL_WORDS.test(text)) {
    intents.delete("phone");
    intents.add("price");
  }
  const lawTopics = new Set(LAW_TOPICS.filter(([, p]) => p.test(text)).map(([t]) => t));
  // "Rear glass blacked out, anything else I need?": the outside mirrors a non-transparent rear window requires.
  if (
    /\b(back|rear) (window|windshield|glass)\b(?!s)/.test(text) &&
    (OPAQUE.test(text) || DARKEST.test(text)) &&
    /\b(need\w*|requir\w*|what else|anything else|have to|must|catch|downsides?|drawbacks?|trade.?offs?|consequences?|what happens|should i know)\b/.test(
      text,
    )
  )
    lawTopics.add("mirrors");
  // "Could you tint my sunroof?": the roof's glass, asked of us, not of the law.
  if (lawTopics.has("roof") && !ASKS_ALLOWED.test(text)) lawTopics.delete("roof");
  // "Does the sunroof count?", "the % means what?", "film alone or with the glass?": what the law says of it.
  if (
    lawTopics.has("roof") ||
    lawTopics.has("mirrors") ||
    lawTopics.has("measured") ||
    lawTopics.has("meaning") ||
    (lawTopics.has("penalty") &&
      (/\b(tint\w*|film|dark\w*|windows?)\b/.test(text) || lawTopics.has("front") || lawTopics.has("back"))) ||
    (COMPARED_HERE.test(text) && ["front", "back", "windshield"].some((t) => lawTopics.has(t as LawTopic)))
  )
    intents.add("law");
  // "Do I need side mirrors?": the vehicle's mirrors, not mirrored film.
  if (lawTopics.has("mirrors") && !/\breflect\w*|\bshiny\b|\bmirrored\b/.test(text)) lawTopics.delete("reflect");
  // "Does the 20% thing apply to a home?", "how do I get the 20 percent": the offer's percentage, not a shade.
  const offerNamed = offerPercentNamed(text, k, vehicle !== null) && !LAW_WORDS.test(text) && lawTopics.size === 0;
  const groupShades = groupShadesOf(text);
  // "Is 20 in the back ok?": a shade named for a window group is the shade asked, and those windows the law's.
  const shade = offerNamed
    ? null
    : (shadeOf(text, k) ?? lawShadeOf(text, lawTopics, k) ?? firstGroupShade(groupShades));
  if (!offerNamed) for (const topic of groupTopics(groupShades)) lawTopics.add(topic);
  const serviceKind = serviceKindOf(text, vehicle !== null);
  // "Reflective film for a storefront?": a building's film, which the tint law for vehicles doesn't cover.
  if (
    (serviceKind === "residential" || serviceKind === "commercial") &&
    !vehicle &&
    !/\b(legal|illegal|laws?|allowed|code|permit\w*)\b/.test(text)
  )
    intents.delete("law");
  // "15 on the front of my F-250": with a shade named, the front of a vehicle is its front windows (not PPF's front).
  if (shade !== null && serviceKind !== "ppf" && /\bon (the |my )?(front|back|rear) of\b/.test(text))
    lawTopics.add(/\bon (the |my )?front of\b/.test(text) ? "front" : "back");
  const products = findProducts(text, vehicle, serviceKind, k);
  // "Satin instead?": an option only one product has, named alone, is that product.
  if (products.length === 0) products.push(...productsByOption(text, k));
  // "Partial front PPF on a Model Y": the paint film's price, not the vehicle's window tint.
  const paintFilm = products.filter((p) => /paint protection/i.test(p.title));
  if (serviceKind === "ppf" && paintFilm.length > 0 && !/\b(tint|windows?)\b/.test(text))
    products.splice(0, products.length, ...paintFilm);
  // "How big is the bottle of glass cleaner?": a good's size is in what it holds, not how to clean with it.
  if (
    products.some((p) => !p.bookedOnline) &&
    /\bhow (big|large|tall|much (is|comes) in)\b|\bwhat size\b|\bsize of\b|\bhow many (oz|ounces|ml)\b/.test(text)
  ) {
    intents.add("contents");
    for (const x of ["care", "shop"] as const) intents.delete(x);
  }
  // "What does the partial front PPF cover?": what a named package covers is said with its price.
  if (products.some((p) => p.bookedOnline) && COVER_ASKED.test(text) && intents.size === 0) intents.add("price");
  // "And with the top strip?", "add the visor strip": the package's option with the strip, not the windshield law.
  // ("The windshield visor add-on, worth it vs skipping it?": the same option, weighed.)
  if (
    /\bvisor strip\b|\bvisor (add.?on|option|upgrade|extra)\b|\bwindshield (visor|strip)\b/.test(text) &&
    /\b(with|add\w*|plus|also|as well|too|include\w*|worth|vs|versus|skip\w*|without|upgrade|option)\b|^(and|what about|how about)\b/.test(
      text,
    ) &&
    !LAW_WORDS.test(text)
  ) {
    intents.delete("law");
    intents.add("price");
  }
  // "The heater lines when the old film comes off": removing film, not curing it.
  if (
    intents.has("removal") &&
    intents.has("cure") &&
    !/\b(cur\w*|haze|hazy|roll\w*|dry\w*|pockets?|bubbl\w*)\b/.test(text)
  )
    intents.delete("cure");
  // "Six months later the driver's window is lifting": the film's warranty, not the window's legal limit.
  if (intents.has("warranty") && shade === null && !LAW_WORDS.test(text)) {
    intents.delete("law");
    lawTopics.clear();
  }
  // "Can the PPF car be washed the same day?": the paint film's care; curing is window film's.
  if (serviceKind === "ppf" && /\bwash\w*\b/.test(text) && !intents.has("price")) {
    intents.delete("cure");
    intents.add("care");
  }
  // "We own a salon, can you come before we open?": a business's time around its own hours.
  if (serviceKind === "commercial" && AROUND_THEIR_HOURS.test(text)) intents.add("hours");
  // "My detailer wants to coat it after the PPF": a ceramic coating over the paint film is the film's care.
  if (serviceKind === "ppf" && /\bceramic coatings?\b/.test(text) && !intents.has("price")) {
    for (const x of ["services", "ceramic", "cure"] as const) intents.delete(x);
    intents.add("care");
  }
  // "What if I hate how dark it is?": how a shade looks, not the law, unless the law is asked.
  if (
    (DISLIKES_LOOK.test(text) || UNDECIDED.test(text)) &&
    /\b(dark\w*|shade|tint|look\w*)\b/.test(text) &&
    !LAW_WORDS.test(text)
  ) {
    intents.delete("law");
    intents.add("shades");
  }
  // "Condo on Holiday Isle, u come out?": a place named with coming out to it asks whether we serve it.
  if (
    areas.length > 0 &&
    /\b(come|coming|make it|get|drive|head) (out|over|down|up|there|here|that way|this way|by)\b|\btoo far\b|\bin (your )?range\b/.test(
      text,
    )
  )
    intents.add("areaCheck");
  // "50 all around on a Sonata, what's that?": a vehicle's job named, then "what's that" asks what it comes to.
  if (
    vehicle !== null &&
    /\bwhat(?:s| is| would (?:that|it) be|d (?:that|it) be| (?:that|it)'?d be| (?:it|that) would be)(?: that| it)?(?: be| come to| run)?$/.test(
      text,
    )
  )
    intents.add("price");
  // "Do you do ceramic for a 4Runner?", "y'all do Tacomas?": a model named with the film or the work asked about is
  // priced too.
  if (
    vehicleModel !== null &&
    (intents.has("ceramic") || intents.has("services")) &&
    shade === null &&
    lawTopics.size === 0 &&
    [...intents].every((x) => x === "ceramic" || x === "services")
  )
    intents.add("price");
  // "The site says 399 but I got 449": an amount of the catalogue named, even without its dollar sign, is a price.
  if (!intents.has("price") && namesCataloguePrice(text, k)) intents.add("price");
  // "How long for a minivan?", "how long on a Tahoe roughly": the job's time for a vehicle named, not its price.
  if (
    vehicle !== null &&
    /\bhow long (for|on|with|to (do|tint)|would (a|an|my|the)|is (a|an|my|the))\b/.test(text) &&
    !/\b(cur\w*|dry\w*|wait\w*|wash\w*|roll\w*|last\w*|warrant\w*|guarantee\w*)\b/.test(text)
  ) {
    intents.delete("price");
    intents.add("duration");
  }
  // "Is the 50 extra when I book?", "the $50 to hold a time": the deposit, by its amount.
  if (namesDeposit(text, shade, k)) intents.add("deposit");
  // "15 up front", "35 fine up front?": the front windows' shade; "do I pay 50% up front?": money paid first.
  const paysUpFront = /\bup front\b/.test(text) && /\b(deposit|pay\w*|money|cash|owe|due|charge\w*)\b|\$/.test(text);
  const shadeUpFront = shade !== null && /\b(up|in) front\b/.test(text) && !paysUpFront;
  if ((/\b\d{1,2} ?%? (up|in) front\b/.test(text) || shadeUpFront) && !paysUpFront) intents.delete("deposit");
  if (shadeUpFront) lawTopics.add("front");
  if (paysUpFront && !FRONT.test(text.replace(/\b\d{1,2} ?%? up front\b/g, ""))) lawTopics.delete("front");
  // "Is 20 ok on a sedan?", "max darkness for a Wrangler?": a shade or the darkest asked for a vehicle is the law.
  if (
    vehicle !== null &&
    !intents.has("price") &&
    ((shade !== null && /\b(ok|okay|fine|good|alright|legal|allowed|work)\b/.test(text)) ||
      /\b(max(imum)?|most) (dark\w*|tint|shade)\b|\bdarkness\b/.test(text))
  )
    intents.add("law");
  // "How much light has to get through?", "how low can you go on a sedan?": the law's limit, not a price.
  if (
    /\bhow much light\b|\bhow (low|dark|far) can (you|u|i|we) go\b/.test(text) &&
    (vehicle !== null || lawTopics.has("front") || lawTopics.has("back") || /\b(windows?|glass|sides?)\b/.test(text))
  ) {
    intents.delete("price");
    intents.add("law");
  }
  // A film's finish for paint ("won't make it shiny"), not the law's reflectance; its options are priced.
  if (serviceKind === "ppf" && /\b(matte|shiny|satin|gloss\w*|finish)\b/.test(text)) {
    lawTopics.delete("reflect");
    if (lawTopics.size === 0) intents.delete("law");
    intents.add("price");
  }
  // See-through graphics, a doctor's note for darker film, a shade put "on my car": tint-law questions.
  if (
    lawTopics.has("perforated") ||
    ((lawTopics.has("offRoad") || lawTopics.has("class")) && (shade !== null || /\b(tint|dark\w*|law)\b/.test(text))) ||
    (lawTopics.has("medical") && /\b(dark\w*|tint\w*|film)\b/.test(text)) ||
    (shade !== null && !intents.has("price") && /\bon (my|the|a|our) (car|truck|suv|van|vehicle|ride)\b/.test(text))
  )
    intents.add("law");
  // "The front windows are super dark": how dark the front is, a tint-law question.
  if (lawTopics.has("front") && /\b(too|super|really|very|so|way|crazy) dark\b/.test(text) && !intents.has("price"))
    intents.add("law");
  // "20% on the back windows?": a shade for a window is a tint-law question.
  if (
    shade !== null &&
    (["front", "back", "windshield"].some((t) => lawTopics.has(t as LawTopic)) || ALL_AROUND.test(text)) &&
    !intents.has("price")
  )
    intents.add("law");
  // "What % can the back glass be on a Jeep?": the darkest a window may be, a tint-law question.
  if (
    ["front", "back", "windshield"].some((t) => lawTopics.has(t as LawTopic)) &&
    /\bwhat (%|percent\w*|pct|shade|vlt|number)(?!\w).{0,30}\b(can|may|could|allowed)\b/.test(text) &&
    !intents.has("price")
  )
    intents.add("law");
  if (offerNamed) {
    intents.delete("law");
    intents.add("discount");
  }
  // What follows "do you serve …": a place we don't know, or just "my house".
  const place = intents.has("areaCheck")
    ? text.slice((AREA_CHECK.exec(text)?.index ?? 0) + (AREA_CHECK.exec(text)?.[0].length ?? 0)).trim()
    : "";
  const genericPlace = place === "" || GENERIC_PLACE.test(place);
  if (intents.has("areaCheck") && areas.length === 0 && !unknownZip && !outsidePlace && genericPlace)
    intents.delete("areaCheck");
  const unknownPlace = intents.has("areaCheck") && areas.length === 0 && !unknownZip && !outsidePlace;
  return {
    text,
    intents,
    areas,
    unknownZip,
    unknownPlace,
    outsidePlace,
    matchedZip,
    neighborhood,
    vehicle,
    vehicleModel,
    lawTopics,
    shade,
    groupShades,
    serviceKind,
    products,
  };
}
