import type { BodyType } from "~/features/booking/tint-rules.ts";

// Popular makes and models visitors name ("how much for my Camry?"), with
// their body type for Florida's tint law and the booking estimate. Data only:
// a model not listed falls back to the words "sedan", "SUV", "truck"...

export type VehicleModel = { make: string; model: string; body: BodyType; pattern: RegExp };

const rows: [make: string, model: string, body: BodyType, pattern?: string][] = [
  ["Toyota", "Camry", "sedan-coupe"],
  ["Toyota", "Corolla", "sedan-coupe"],
  ["Toyota", "Prius", "sedan-coupe"],
  ["Toyota", "RAV4", "suv-van-minivan", "rav ?4"],
  ["Toyota", "Highlander", "suv-van-minivan"],
  ["Toyota", "4Runner", "suv-van-minivan", "4 ?runner|four ?runner"],
  ["Toyota", "Sienna", "suv-van-minivan"],
  ["Toyota", "Sequoia", "suv-van-minivan"],
  ["Toyota", "Venza", "suv-van-minivan"],
  ["Toyota", "Tacoma", "pickup"],
  ["Toyota", "Tundra", "pickup"],
  ["Honda", "Civic", "sedan-coupe"],
  ["Honda", "Accord", "sedan-coupe"],
  ["Honda", "CR-V", "suv-van-minivan", "cr-?v"],
  ["Honda", "Pilot", "suv-van-minivan", "honda pilot"],
  ["Honda", "Odyssey", "suv-van-minivan"],
  ["Honda", "HR-V", "suv-van-minivan", "hr-?v"],
  ["Honda", "Ridgeline", "pickup"],
  ["Honda", "Passport", "suv-van-minivan", "honda passport"],
  ["Ford", "F-150", "pickup", "f-? ?150"],
  ["Ford", "F-250", "pickup", "f-? ?250"],
  ["Ford", "Ranger", "pickup"],
  ["Ford", "Mustang", "sedan-coupe"],
  ["Ford", "Explorer", "suv-van-minivan"],
  ["Ford", "Expedition", "suv-van-minivan"],
  ["Ford", "Bronco", "suv-van-minivan"],
  ["Ford", "Escape", "suv-van-minivan", "ford escape"],
  ["Chevrolet", "Silverado", "pickup", "silverado|chevy 1500"],
  ["Chevrolet", "Colorado", "pickup", "(?:chevy|chevrolet) colorado"],
  ["Chevrolet", "Tahoe", "suv-van-minivan"],
  ["Chevrolet", "Suburban", "suv-van-minivan"],
  ["Chevrolet", "Equinox", "suv-van-minivan"],
  ["Chevrolet", "Malibu", "sedan-coupe"],
  ["Chevrolet", "Camaro", "sedan-coupe"],
  ["Chevrolet", "Corvette", "sedan-coupe", "corvette|vette"],
  ["Ram", "1500", "pickup", "ram( 1500| 2500| truck)?|dodge ram"],
  ["Dodge", "Charger", "sedan-coupe"],
  ["Dodge", "Challenger", "sedan-coupe"],
  ["Dodge", "Durango", "suv-van-minivan"],
  ["Jeep", "Wrangler", "suv-van-minivan"],
  ["Jeep", "Grand Cherokee", "suv-van-minivan", "grand cherokee|cherokee"],
  ["Jeep", "Gladiator", "pickup"],
  ["GMC", "Sierra", "pickup"],
  ["GMC", "Yukon", "suv-van-minivan"],
  ["GMC", "Canyon", "pickup", "gmc canyon"],
  ["GMC", "Acadia", "suv-van-minivan"],
  ["Chevrolet", "Traverse", "suv-van-minivan"],
  ["Chevrolet", "Trailblazer", "suv-van-minivan"],
  ["Buick", "Enclave", "suv-van-minivan"],
  ["Buick", "Encore", "suv-van-minivan"],
  ["Lincoln", "Navigator", "suv-van-minivan"],
  ["Lincoln", "Aviator", "suv-van-minivan", "lincoln aviator"],
  ["Ford", "Maverick", "pickup", "ford maverick|maverick"],
  ["Ford", "Edge", "suv-van-minivan", "ford edge"],
  ["Nissan", "Altima", "sedan-coupe"],
  ["Nissan", "Sentra", "sedan-coupe"],
  ["Nissan", "Rogue", "suv-van-minivan"],
  ["Nissan", "Frontier", "pickup"],
  ["Nissan", "Pathfinder", "suv-van-minivan"],
  ["Nissan", "Murano", "suv-van-minivan"],
  ["Nissan", "Titan", "pickup", "nissan titan"],
  ["Hyundai", "Elantra", "sedan-coupe"],
  ["Hyundai", "Sonata", "sedan-coupe"],
  ["Hyundai", "Tucson", "suv-van-minivan"],
  ["Hyundai", "Santa Fe", "suv-van-minivan", "hyundai santa fe"],
  ["Hyundai", "Palisade", "suv-van-minivan"],
  ["Hyundai", "Kona", "suv-van-minivan"],
  ["Porsche", "Cayenne", "suv-van-minivan"],
  ["Porsche", "Macan", "suv-van-minivan"],
  ["Rivian", "R1S", "suv-van-minivan", "r1s"],
  ["Rivian", "R1T", "pickup", "r1t"],
  ["Kia", "Telluride", "suv-van-minivan"],
  ["Kia", "Sorento", "suv-van-minivan"],
  ["Kia", "Optima", "sedan-coupe"],
  ["Kia", "Soul", "sedan-coupe", "kia soul"],
  ["Kia", "Forte", "sedan-coupe"],
  ["Kia", "Sportage", "suv-van-minivan"],
  ["Kia", "Carnival", "suv-van-minivan"],
  ["Subaru", "Outback", "sedan-coupe"],
  ["Subaru", "Forester", "suv-van-minivan"],
  ["Subaru", "WRX", "sedan-coupe", "wrx|sti"],
  ["Subaru", "Impreza", "sedan-coupe"],
  ["Subaru", "Crosstrek", "suv-van-minivan"],
  ["Subaru", "Ascent", "suv-van-minivan", "subaru ascent"],
  ["Tesla", "Model 3", "sedan-coupe", "model ?3"],
  ["Tesla", "Model Y", "suv-van-minivan", "model ?y"],
  ["Tesla", "Model S", "sedan-coupe", "model s"],
  ["BMW", "3 Series", "sedan-coupe", "3 series|3-series|bmw 3\\d\\di?"],
  ["BMW", "X5", "suv-van-minivan", "bmw x5|x5"],
  ["Mercedes-Benz", "C-Class", "sedan-coupe", "c-? ?class"],
  ["Lexus", "RX", "suv-van-minivan", "lexus rx|rx ?350"],
  ["Chrysler", "Pacifica", "suv-van-minivan"],
  ["Chrysler", "300", "sedan-coupe", "chrysler 300"],
  ["Nissan", "Maxima", "sedan-coupe"],
  ["Nissan", "Versa", "sedan-coupe"],
  ["Nissan", "Kicks", "suv-van-minivan", "nissan kicks"],
  ["Nissan", "Armada", "suv-van-minivan"],
  ["Nissan", "Leaf", "sedan-coupe", "nissan leaf"],
  ["Toyota", "Avalon", "sedan-coupe"],
  ["Toyota", "Corolla Cross", "suv-van-minivan", "corolla cross"],
  ["Toyota", "Land Cruiser", "suv-van-minivan", "land ?cruiser"],
  ["Toyota", "Supra", "sedan-coupe"],
  ["Toyota", "GR86", "sedan-coupe", "gr ?86"],
  ["Honda", "Fit", "sedan-coupe", "honda fit"],
  ["Honda", "Insight", "sedan-coupe", "honda insight"],
  ["Honda", "Element", "suv-van-minivan", "honda element"],
  ["Ford", "Fusion", "sedan-coupe"],
  ["Ford", "Focus", "sedan-coupe", "ford focus"],
  ["Ford", "Flex", "suv-van-minivan", "ford flex"],
  ["Ford", "Transit", "suv-van-minivan", "ford transit|transit van"],
  ["Ford", "F-350", "pickup", "f-? ?350"],
  ["Ford", "Mustang Mach-E", "suv-van-minivan", "mach-? ?e"],
  ["Chevrolet", "Blazer", "suv-van-minivan"],
  ["Chevrolet", "Trax", "suv-van-minivan"],
  ["Chevrolet", "Impala", "sedan-coupe"],
  ["Chevrolet", "Cruze", "sedan-coupe"],
  ["Chevrolet", "Avalanche", "pickup", "chevy avalanche|chevrolet avalanche"],
  ["Chevrolet", "Bolt", "sedan-coupe", "chevy bolt|chevrolet bolt"],
  ["GMC", "Terrain", "suv-van-minivan", "gmc terrain"],
  ["Ram", "2500", "pickup", "ram 2500"],
  ["Ram", "3500", "pickup", "ram 3500"],
  ["GMC", "Sierra HD", "pickup", "sierra [23]500(?: ?hd)?"],
  ["Chevrolet", "Silverado HD", "pickup", "silverado [23]500(?: ?hd)?"],
  ["Cadillac", "CT5", "sedan-coupe", "ct ?[456]"],
  ["Buick", "LaCrosse", "sedan-coupe", "la ?crosse"],
  ["Buick", "Lucerne", "sedan-coupe"],
  ["Dodge", "Grand Caravan", "suv-van-minivan", "(?:grand )?caravan"],
  ["Jeep", "Cherokee", "suv-van-minivan", "(?<!grand )cherokee"],
  ["Jeep", "Compass", "suv-van-minivan", "jeep compass"],
  ["Jeep", "Renegade", "suv-van-minivan"],
  ["Jeep", "Wagoneer", "suv-van-minivan"],
  ["Hyundai", "Accent", "sedan-coupe", "hyundai accent"],
  ["Hyundai", "Venue", "suv-van-minivan", "hyundai venue"],
  ["Hyundai", "Ioniq 5", "suv-van-minivan", "ioniq ?5"],
  ["Hyundai", "Santa Cruz", "pickup", "santa cruz"],
  ["Kia", "K5", "sedan-coupe", "kia k5|k5"],
  ["Kia", "Rio", "sedan-coupe", "kia rio"],
  ["Kia", "Seltos", "suv-van-minivan"],
  ["Kia", "Niro", "suv-van-minivan"],
  ["Kia", "Stinger", "sedan-coupe", "kia stinger"],
  ["Kia", "EV6", "suv-van-minivan", "ev ?6"],
  ["Subaru", "Legacy", "sedan-coupe", "subaru legacy"],
  ["Subaru", "BRZ", "sedan-coupe"],
  ["Mitsubishi", "Outlander", "suv-van-minivan"],
  ["Mitsubishi", "Mirage", "sedan-coupe", "mitsubishi mirage"],
  ["Tesla", "Model X", "suv-van-minivan", "model x"],
  ["Tesla", "Cybertruck", "pickup", "cyber ?truck"],
  ["Buick", "Envision", "suv-van-minivan", "buick envision"],
  ["Lincoln", "Corsair", "suv-van-minivan", "lincoln corsair"],
  ["Lincoln", "Nautilus", "suv-van-minivan", "lincoln nautilus"],
  ["Land Rover", "Range Rover", "suv-van-minivan", "range ?rover"],
  ["Land Rover", "Defender", "suv-van-minivan", "land rover defender|rover defender"],
  ["Mini", "Cooper", "sedan-coupe", "mini cooper"],
  ["Alfa Romeo", "Giulia", "sedan-coupe"],
  ["Alfa Romeo", "Stelvio", "suv-van-minivan"],
  // Older models still on the road here, and a few more current ones.
  ["Kia", "Sedona", "suv-van-minivan"],
  ["Chrysler", "Town & Country", "suv-van-minivan", "town (?:and|&|n) country"],
  ["Nissan", "Quest", "suv-van-minivan", "nissan quest"],
  ["Nissan", "Xterra", "suv-van-minivan"],
  ["Nissan", "370Z", "sedan-coupe", "370 ?z|350 ?z"],
  ["Toyota", "FJ Cruiser", "suv-van-minivan", "fj(?: cruiser)?"],
  ["Toyota", "Yaris", "sedan-coupe"],
  ["Toyota", "C-HR", "suv-van-minivan", "c-?hr"],
  ["Ford", "Taurus", "sedan-coupe"],
  ["Ford", "Excursion", "suv-van-minivan"],
  ["Dodge", "Journey", "suv-van-minivan", "dodge journey"],
  ["Dodge", "Dakota", "pickup", "dodge dakota"],
  ["Dodge", "Dart", "sedan-coupe", "dodge dart"],
  ["Jeep", "Liberty", "suv-van-minivan", "jeep liberty"],
  ["Jeep", "Patriot", "suv-van-minivan", "jeep patriot"],
  ["GMC", "Envoy", "suv-van-minivan", "gmc envoy"],
  ["Chevrolet", "Sonic", "sedan-coupe", "(?:chevy|chevrolet) sonic"],
  ["Chevrolet", "Spark", "sedan-coupe", "(?:chevy|chevrolet) spark"],
  ["Hyundai", "Veloster", "sedan-coupe"],
  ["Mazda", "Miata", "sedan-coupe", "miata|mx-?5"],
  ["Ford", "Crown Victoria", "sedan-coupe", "crown vic(?:toria)?"],
  ["Mercury", "Grand Marquis", "sedan-coupe", "grand marquis"],
  ["Lincoln", "Town Car", "sedan-coupe", "town car"],
  ["Pontiac", "Grand Prix", "sedan-coupe", "grand prix"],
  ["Chevrolet", "Monte Carlo", "sedan-coupe", "monte carlo"],
  ["Polestar", "2", "sedan-coupe", "polestar ?2"],
];

export const vehicleModels: readonly VehicleModel[] = rows.map(([make, model, body, pattern]) => ({
  make,
  model,
  body,
  pattern: new RegExp(`\\b(?:${pattern ?? model.toLowerCase()})\\b`),
}));

// A model not in the table still has a clear class when its make names its
// SUVs and its cars in a series ("GLE", "X3", "Q5", "CX-5"): the series, by
// make, and the body it means. The model's name is the words as written.
const series: [make: string, body: BodyType, pattern: string][] = [
  ["Mercedes-Benz", "suv-van-minivan", "gl[abcs]?e?(?: ?\\d{2,3})?|g-? ?class|g ?wagon"],
  ["Mercedes-Benz", "sedan-coupe", "(?:mercedes|benz) [ces]-? ?\\d{3}|[ces]-? ?class|cla|cls"],
  ["BMW", "suv-van-minivan", "x[1-7]"],
  ["BMW", "sedan-coupe", "[2-8] series|m[2-8]|[2-8]\\d\\di"],
  ["Audi", "suv-van-minivan", "q[3-8]|sq[5-8]"],
  ["Audi", "sedan-coupe", "audi (?:a|s|rs) ?[3-8]|tt"],
  ["Lexus", "suv-van-minivan", "(?:rx|nx|gx|lx|ux)(?: ?\\d{3}h?)?"],
  ["Lexus", "sedan-coupe", "lexus (?:es|is|ls|gs|rc)(?: ?\\d{3})?"],
  ["Mazda", "suv-van-minivan", "cx-? ?\\d{1,2}"],
  ["Mazda", "sedan-coupe", "mazda ?[236]|miata|mx-? ?5"],
  ["Acura", "suv-van-minivan", "mdx|rdx"],
  ["Acura", "sedan-coupe", "tlx|ilx|integra"],
  ["Infiniti", "suv-van-minivan", "qx ?\\d{2}"],
  ["Cadillac", "suv-van-minivan", "escalade|xt[456]"],
  ["Volkswagen", "suv-van-minivan", "tiguan|atlas|id ?4"],
  ["Volkswagen", "sedan-coupe", "jetta|golf(?! ?carts?\\b)|gti|passat"],
  ["Volvo", "suv-van-minivan", "xc ?\\d{2}"],
  ["Volvo", "sedan-coupe", "volvo [sv] ?\\d{2}"],
  ["Genesis", "suv-van-minivan", "gv ?\\d{2}"],
  ["Genesis", "sedan-coupe", "genesis g ?\\d{2}"],
];

const seriesModels = series.map(([make, body, pattern]) => ({
  make,
  body,
  pattern: new RegExp(`\\b(?:${pattern})\\b`),
}));

/** The model as written ("gle 350" is "GLE 350"), without the make's own name. */
const modelName = (words: string, make: string) =>
  words
    .replace(new RegExp(`^(?:${make.split("-")[0]!.toLowerCase()}|benz|vw) `), "")
    .toUpperCase()
    .replace(/ SERIES$/, " Series")
    .replace(/ CLASS$/, "-Class");

/** The make and model a normalized message names, or null: the table first, then a make's series. */
export function findVehicleModel(text: string): VehicleModel | null {
  return findVehicleModels(text)[0] ?? null;
}

/**
 * A model whose name is also an ordinary word or a place ("Pilot", "Colorado",
 * "Edge") is written with its make in the table; without it, it is the model
 * only next to another vehicle ("a Sienna, a Colorado and a Civic") or after
 * "my" or a model year ("my Colorado", "2019 Pilot").
 */
const looseModels = vehicleModels.flatMap((m) => {
  const bare = m.model.toLowerCase();
  if (m.pattern.test(bare) || !/^[a-z][a-z -]+$/.test(bare)) return [];
  // ("Mine's a Colorado", "I drive a Pilot": the visitor's own vehicle too.)
  const owner = "my|mine'?s an?|mine is an?|i drive an?|(19|20)\\d\\d";
  return [{ m, pattern: new RegExp(`\\b${bare}\\b`), owned: new RegExp(`\\b(${owner}) ${bare}\\b`) }];
});

const PLURAL_BEFORE = "(?:two|three|four|five|both|several|our|my|the|those|these|all|\\d)";
/** "Two Civics", "our F150s", "do you do Jeep Gladiators": each model's name in the plural after a count, a
 * possessive or its make. */
const pluralModels = vehicleModels.map((m) => ({
  m,
  pattern: new RegExp(
    `\\b(?:${PLURAL_BEFORE}|${m.make.toLowerCase()}) (?:${m.pattern.source.slice(2, -2)})(?:s|es)\\b`,
  ),
}));

/** Every make and model a normalized message names, in the order named. */
export function findVehicleModels(text: string): VehicleModel[] {
  const found: { m: VehicleModel; at: number }[] = [];
  for (const m of vehicleModels) {
    const at = text.search(m.pattern);
    if (at >= 0) found.push({ m, at });
  }
  for (const { m, pattern } of pluralModels) {
    if (found.some((f) => f.m === m)) continue;
    const at = text.search(pattern);
    if (at >= 0) found.push({ m, at: text.indexOf(" ", at) + 1 });
  }
  for (const { m, pattern, owned } of looseModels) {
    if (found.some((f) => f.m === m)) continue;
    const at = text.search(pattern);
    if (at >= 0 && (found.length > 0 || owned.test(text))) found.push({ m, at });
  }
  for (const s of seriesModels) {
    const match = s.pattern.exec(text);
    if (!match || found.some((f) => match.index < f.at + 1 && f.at < match.index + match[0].length)) continue;
    const model = modelName(match[0], s.make);
    found.push({ m: { make: s.make, model, body: s.body, pattern: s.pattern }, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.m);
}

/** The words for a kind of vehicle, when no model of that kind is named. */
const BODY_WORDS: [BodyType, RegExp, string][] = [
  ["pickup", /\b(truck|pickup|pick-up)s?\b/, "pickup truck"],
  ["suv-van-minivan", /\b(suv|van|minivan|crossover)s?\b/, "SUV or van"],
  ["sedan-coupe", /\b(sedan|coupe|hatchback)s?\b/, "sedan or coupe"],
];

/** Every vehicle a message names ("a Telluride and a Sentra", "my truck and my wife's SUV"), in the order named. */
export function findVehicles(text: string): { label: string; body: BodyType; at: number }[] {
  const found = findVehicleModels(text).map((m) => ({
    label: `${m.make} ${m.model}`,
    body: m.body,
    at: Math.max(text.search(m.pattern), text.indexOf(m.model.toLowerCase())),
  }));
  for (const [body, pattern, label] of BODY_WORDS) {
    const at = text.search(pattern);
    if (at >= 0 && !found.some((f) => f.body === body)) found.push({ label, body, at });
  }
  return found.sort((a, b) => a.at - b.at);
}
