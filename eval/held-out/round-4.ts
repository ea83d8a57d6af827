// Held-out round 4 (issue 26): new customer questions written blind, before the
// engine was run on them, by a helper that had not read the engine, from the
// facts only (app/config, the catalogue seed, content/, docs/ and the spec's
// FACTS.md, DECISIONS.md and SPEC.md). Never tune the engine on these; after this
// round is measured it moves to development (README.md).
//
// Expected answers are facts, not wording: any of the |-separated alternatives
// (case-insensitive) must appear, and none of mustNotInclude. {phone} and
// {email} stand for the configured ones. No case uses a "^" lead. This file
// holds prices, the law, places, vehicles, shades and booking; round-4-more.ts
// the rest (and the new topics: compare, follow, vague).

import type { EvalCase } from "../cases.ts";
import { heldOutRound4More } from "./round-4-more.ts";
import {
  PHONE,
  BOOK,
  QUOTE,
  HANDOFF,
  ASK_US,
  SEDAN,
  SEDAN_MIXED,
  SEDAN_ALL_35,
  SUV,
  SUV_STRIP,
  TRUCK,
  PPF_SATIN,
  DEPOSIT,
  LOOK_VISIT,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  REFUSAL,
  EXEMPTION,
  WINDOWS_UP,
  saysLegal,
  saysIllegal,
  FWB,
  NAVARRE,
  GULF_BREEZE,
  PENSACOLA,
  DESTIN,
  MILTON,
  PACE,
  CRESTVIEW,
  MARY_ESTHER,
  NICEVILLE,
  YES_TOWN,
  promise,
  q,
  at,
  PPF_TIME,
  LEAD,
  HORIZON,
  HOLD,
  REFUND,
  COMES_OFF,
  REMINDER,
  MID_DECEMBER,
  TUE_FOUR_PM,
  MON_MORNING,
} from "./round-4-facts.ts";

const heldOutRound4Core: EvalCase[] = [
  // ── Prices by vehicle ────────────────────────────────────────────────
  q("ho4-price-1", "hw much for tint on a 2022 honda accord sport", [SEDAN]),
  q("ho4-price-2", "chevy equinox all windows $$?", [SUV]),
  q("ho4-price-3", "ballpark on a gmc sierra 1500", [TRUCK]),
  q("ho4-price-4", "how much u want for a bmw 3 series", [SEDAN]),
  q("ho4-price-5", "ford bronco sport, tint price", [SUV]),
  q("ho4-price-6", "whats the damage for tinting a nissan frontier", [TRUCK]),
  q("ho4-price-7", "lexus es350 ceramic cost", [SEDAN]),
  q("ho4-price-8", "what do yall get for a dodge durango", [SUV]),
  q("ho4-price-9", "toyota tundra crewmax how much", [TRUCK]),
  q("ho4-price-10", "vw passat tint, what's that run me", [SEDAN]),
  q("ho4-price-11", "subaru forester how much all around", [SUV]),
  q("ho4-price-12", "cost to tint a chrysler pacifica minivan", [SUV]),
  q("ho4-price-13", "hyundai sonata price please", [SEDAN]),
  // The Gladiator is a pickup: the truck package.
  q("ho4-price-14", "how much would it be for a jeep gladiator", [TRUCK]),
  q("ho4-price-15", "how much for a chevorlet tahoe", [SUV]),
  q("ho4-price-16", "nissan sentrs tint how mutch", [SEDAN]),
  q("ho4-price-17", "toyta highlandr price?", [SUV]),
  q("ho4-price-18", ["need tint pricing", "f150 supercrew"], [TRUCK]),
  q("ho4-price-19", "does the 549 for suvs include the strip on top of the windshield", [SUV_STRIP]),
  // The strip is sold only with the SUV package: a car's strip on its own is not in the catalogue.
  q("ho4-price-20", "price for just a sun strip on the windshield of my car, nothing else", HANDOFF),
  q("ho4-price-21", "2018 mazda 6 all the windows what would that be", [SEDAN]),

  // ── Several questions in one message ─────────────────────────────────
  q("ho4-multi-1", "whats a 4runner cost and do u come to pace", [SUV, PACE]),
  q("ho4-multi-2", "is there a warranty and how long do i keep the windows up after", [
    "manufacturer|warranty",
    WINDOWS_UP,
  ]),
  q("ho4-multi-3", "u guys take cards? and how much is the deposit", ["card", DEPOSIT]),
  q("ho4-multi-4", "whats legal on the back window of a sedan and how much is a sedan", [CAR_BACK, SEDAN]),
  q("ho4-multi-5", "price of the satin ppf and how long does it take", [PPF_SATIN, PPF_TIME]),
  q("ho4-multi-6", "do you do houses too and does the 20% off work on that", [
    "residential|home|house",
    "20%|20 percent",
  ]),
  q("ho4-multi-7", "are you in destin and whats the soonest i could book", [DESTIN, `${LEAD}|${BOOK}`]),

  // ── The law ──────────────────────────────────────────────────────────
  q("ho4-law-1", "how dark can the front door windows be in florida", [FRONT]),
  q("ho4-law-2", "rear window limit on a minivan?", [SUV_BACK]),
  q("ho4-law-3", "back seat windows on a honda civic, how dark legally", [CAR_BACK]),
  q("ho4-law-4", "my buddy has that chrome looking tint, how reflective can it be on the front", ["25%|25 percent"]),
  // The statute's "window" leaves out sunroofs (FACTS.md, the law guide); nothing more is stated.
  q("ho4-law-5", "does florida care if i tint my sunroof", [
    `not a window|isn't a window|leaves out|excludes|excluded|not counted|doesn't count|does not count|${PHONE}`,
  ]),
  q("ho4-law-6", "the tiny quarter glass by my back door, does the tint law even apply to that", ["150"]),
  q("ho4-law-7", "if i black out the back window do i need side mirrors", [
    "both sides|both side|two mirrors|each side|outside mirrors",
  ]),
  q("ho4-law-8", "do i get in trouble for dark tint or the guy who put it on", [
    "misdemeanor",
    "infraction|noncriminal|non-criminal|nonmoving|non-moving",
  ]),
  // A van is a multipurpose vehicle.
  q("ho4-law-9", "what's the tint law for a passenger van", [FRONT, SUV_BACK]),
  // A wagon is a passenger car (the law guide's table).
  q("ho4-law-10", "station wagon, does that go by the suv rules or car rules", [CAR_BACK]),
  // FACTS.md: the door-jamb label is uncertain and must not be stated as a requirement.
  q(
    "ho4-law-11",
    "do i need a sticker in the door jamb saying my tint is legal",
    [`don't count|do not count|not count|uncertain|not clear|unclear|${PHONE}|meter|limit`],
    ["you need a sticker", "a sticker is required", "you must have a sticker", "sticker is required by law"],
  ),
  q("ho4-law-12", "what is the as1 line on my windshield", ["top|above|strip"]),
  q("ho4-law-13", "4runner counts as multipurpose right? so how dark in back", [SUV_BACK]),
  q("ho4-law-14", "do you have a page on your site that lists the tint laws", [
    "/blog/florida-window-tint-law-guide|law guide",
  ]),
  // Pickups are treated like cars (the law guide names the rear slider): 15%.
  q("ho4-law-15", "rear slider on my tundra, how dark can that go", [CAR_BACK]),
  q("ho4-law-16", "what medical conditions qualify you for darker tint", ["lupus"]),
  q("ho4-law-17", "is the front window limit different for trucks than for cars", [FRONT]),

  // ── Service areas: the ten towns, their neighbourhoods and zip codes ─
  q("ho4-area-1", "do yall come out to pensacola", [YES_TOWN("pensacola")]),
  q("ho4-area-2", "zip 32541 u cover that?", [DESTIN]),
  q("ho4-area-3", "im by east hill", [PENSACOLA]),
  q("ho4-area-4", "we are in 32578", [NICEVILLE]),
  q("ho4-area-5", "we live off woodbine rd", [PACE]),
  q("ho4-area-6", "antioch road area, do you come up there", [CRESTVIEW]),
  q("ho4-area-7", "can you come to 32569", [MARY_ESTHER]),
  q("ho4-area-8", "do you do cars in oriole beach", [GULF_BREEZE]),
  q("ho4-area-9", "cinco bayou here", [FWB]),
  q("ho4-area-10", "32563?", [GULF_BREEZE]),
  q("ho4-area-11", "house by the blackwater river, you come out that way?", [MILTON]),
  q("ho4-area-12", "regatta bay", [DESTIN]),
  q("ho4-area-13", "got a house in north hill", [PENSACOLA]),
  q("ho4-area-14", "how far out do you go, whats the list", ["Navarre", "Pensacola", "Crestview"]),
  q("ho4-area-15", "is mary esther one of your areas", [YES_TOWN("mary-esther")]),
  q("ho4-area-16", "do you cover santa rosa county", ["Navarre|Gulf Breeze|Milton|Pace|Santa Rosa"]),
  q("ho4-area-17", "escambia county?", [PENSACOLA]),

  // ── Places near the area that are not one of the ten towns ───────────
  // Neighbourhoods the area pages name: served.
  q("ho4-place-1", "woodlawn beach, can you tint my suv there", [GULF_BREEZE]),
  q("ho4-place-2", "near ferry park in fwb", [FWB]),
  q("ho4-place-3", "off east bay blvd", [NAVARRE]),
  q("ho4-place-4", "we're out on chumuckla hwy", [PACE]),
  // Places the facts do not name: not promised, so the phone or the quote form.
  q("ho4-place-5", "holt fl?", [ASK_US], promise("Holt")),
  q("ho4-place-6", "jay, up past milton, too far?", [ASK_US], promise("Jay")),
  q("ho4-place-7", "baker fl, north of crestview, yall come up there?", [ASK_US], promise("Baker")),
  q(
    "ho4-place-8",
    "pensacola is close to me but im across the line in gulf shores al",
    [ASK_US],
    promise("Gulf Shores"),
  ),
  q("ho4-place-9", "milligan area?", [ASK_US], promise("Milligan")),
  // Duke Field is named only as where commuters work; a job on the base is not promised.
  q("ho4-place-10", "can you come to duke field where i work", [`${ASK_US}|off base|off-base`], promise("Duke Field")),
  // The Pensacola page: on base, an off-base address instead.
  q("ho4-place-11", "we live on base at nas pensacola, can you come do the van", ["off base|off-base"]),

  // ── Several vehicles in one question ─────────────────────────────────
  q("ho4-vehicles-1", "quote for a rav4 and an f-150 please", [SUV, TRUCK]),
  q("ho4-vehicles-2", "2 cars: honda pilot + nissan maxima how much total", [SUV, SEDAN]),
  q("ho4-vehicles-3", "me my wife and son all want tint. sienna, colorado, and a civic", [SUV, TRUCK, SEDAN]),
  q("ho4-vehicles-4", "what would a ram 1500 and a chevy suburban run", [TRUCK, SUV]),
  // A multi-car discount is not in the facts.
  q("ho4-vehicles-5", "4 cars in the family, whats the deal if we do all of them", HANDOFF),
  q("ho4-vehicles-6", "my accord and my daughters jetta, price for each", [SEDAN], [...SUV.split("|")]),
  q("ho4-vehicles-7", ["whats it cost for a tacoma", "ok and my wifes acura mdx"], [SUV]),
  q("ho4-vehicles-8", "do you charge more for a suburban than a tahoe", [SUV]),

  // ── A shade named with a price question ──────────────────────────────
  q("ho4-shade-1", "elantra, 50 on the front and 20 in the back, whats the cost", [SEDAN_MIXED]),
  q("ho4-shade-2", "70 all around on my highlander, cost?", [SUV]),
  q("ho4-shade-3", "all 35% on a mazda 6 how much", [SEDAN_ALL_35]),
  q("ho4-shade-4", "what would 50% all the way around on my f150 cost", [TRUCK]),
  q("ho4-shade-5", "5 percent on the rear of my tahoe price", [SUV, `${EXEMPTION}|${REFUSAL}`]),
  q(
    "ho4-shade-6",
    "20 up front and 5 in back on a camry, how much",
    [`${FRONT}|${REFUSAL}`, `${EXEMPTION}|${REFUSAL}`],
    saysLegal("20%", "front"),
  ),
  q("ho4-shade-7", "15% on the back of a suburban plus the windshield strip, price?", [SUV_STRIP]),
  // The darkest legal sedan combination: 35% film up front (28% limit), 20% behind (15% limit), $449.
  q("ho4-shade-8", "price for the darkest legal tint on a sedan", [SEDAN, `${FRONT}|35%`, `${CAR_BACK}|20%`]),
  q("ho4-shade-9", "how much to do the back of my expedition in 15 and the fronts in 50", [SUV]),

  // ── Yes or no: a shade on a vehicle ──────────────────────────────────
  // Usually legal on clear factory glass, confirmed with a meter (the shade guide).
  q("ho4-verdict-1", "tahoe with 35% on the front doors, legal?", [`${FRONT}|meter|legal|yes`], saysIllegal("35%")),
  q("ho4-verdict-2", "can i do 15 on the front of my f250", [FRONT, REFUSAL], saysLegal("15%", "front")),
  q("ho4-verdict-3", "20 on the back window of a civic ok?", [`${CAR_BACK}|legal|allowed|yes`], saysIllegal("20%")),
  q(
    "ho4-verdict-4",
    "is 5% legal on the back of my honda pilot",
    [`${EXEMPTION}|${SUV_BACK}`],
    saysLegal("5%", "back"),
  ),
  q("ho4-verdict-5", "50 on the front windows of a corolla good?", ["legal|allowed|fine|yes|28%"], saysIllegal("50%")),
  // 15% film on a sedan's back: the catalogue sells it, the shade guide says it reads below 15% on
  // clear glass. Only the limit, which every reading gives.
  q("ho4-verdict-6", "can i put 15% on the back of my camry", [CAR_BACK]),
  // Pickups are treated like cars (15%); 20% film on clear back glass works (the shade guide).
  q("ho4-verdict-7", "20 on the back of a ford ranger, legal?", [`${CAR_BACK}|legal|allowed|yes`], saysIllegal("20%")),
  // 15% film over a pickup's back glass: the limit is what every reading gives.
  q("ho4-verdict-8", "15 on the back glass of my silverado, legal?", [CAR_BACK]),
  q(
    "ho4-verdict-9",
    "35s on the rear glass of my accord, legal?",
    [`${CAR_BACK}|legal|allowed|yes`],
    saysIllegal("35%"),
  ),
  q("ho4-verdict-10", "model x, 20 on the front doors ok?", [FRONT, REFUSAL], saysLegal("20%", "front")),

  // ── Booking ──────────────────────────────────────────────────────────
  q("ho4-book-1", "whats the link to book", [BOOK]),
  q("ho4-book-2", "do you need money upfront to reserve a spot", [DEPOSIT]),
  // December 14: online booking reaches February 12; March 20 is booked by phone.
  at(MID_DECEMBER, q("ho4-book-3", "can i book for march 20", [HORIZON, PHONE])),
  // Wednesday 9 AM is 17 hours away: inside the 24-hour lead.
  at(TUE_FOUR_PM, q("ho4-book-4", "any chance you can come tomorrow morning at 9", [`${LEAD}|${PHONE}`])),
  at(MON_MORNING, q("ho4-book-5", "can i get on the books for this saturday", [BOOK])),
  q("ho4-book-6", "will i get a reminder before you show up", [REMINDER]),
  q("ho4-book-7", "something came up, what do i do if i cant make my appt thursday", [
    "reschedul|cancel|move",
    `${LEAD}|${PHONE}`,
  ]),
  q("ho4-book-8", "if i put the deposit down does that come off the total", [COMES_OFF]),
  q("ho4-book-9", "how do i set up someone to look at my house windows", [`${BOOK}|${QUOTE}`, LOOK_VISIT]),
  q("ho4-book-10", "is the paint protection film something i can schedule on the website", [BOOK]),
  q("ho4-book-11", "what happens to my $50 if i cancel a week ahead", [REFUND]),
  q("ho4-book-12", "i was paying the deposit and it timed out and my time was gone??", [HOLD]),
];

export const heldOutRound4: EvalCase[] = [...heldOutRound4Core, ...heldOutRound4More];
