// Held-out round 5 (issue 26): new customer questions written blind, before the
// engine was run on them, by a helper that had not read the engine, from the
// facts only (app/config, the catalogue seed, content/, docs/ and the spec's
// FACTS.md, DECISIONS.md and SPEC.md). Never tune the engine on these; after this
// round is measured it moves to development (README.md).
//
// Expected answers are facts, not wording: any of the |-separated alternatives
// (case-insensitive) must appear, and none of mustNotInclude. {phone} and
// {email} stand for the configured ones. This file holds prices, several
// questions at once, the law, places, vehicles, shades and booking;
// round-5-more.ts paying to the day; round-5-new.ts compare, follow, vague and
// the round's new topics (story, after, doubt).

import type { EvalCase } from "../cases.ts";
import { heldOutRound5More } from "./round-5-more.ts";
import { heldOutRound5New } from "./round-5-new.ts";
import {
  PHONE,
  BOOK,
  ASK_US,
  SEDAN,
  SEDAN_MIXED,
  SEDAN_ALL_35,
  SUV,
  SUV_STRIP,
  TRUCK,
  PPF_GLOSS,
  PPF_SATIN,
  DEPOSIT,
  LOOK_VISIT,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  AS1,
  REFUSAL,
  EXEMPTION,
  DHSMV,
  NOT_TRANSFERABLE,
  OPENS,
  saysLegal,
  saysIllegal,
  FWB,
  GULF_BREEZE,
  PENSACOLA,
  DESTIN,
  MILTON,
  CRESTVIEW,
  NICEVILLE,
  PACE,
  YES_TOWN,
  promise,
  q,
  at,
  EMAIL,
  QUOTE,
  STRIP_MORE,
  SEDAN_HOURS,
  LEAD,
  HORIZON,
  REFUND,
  REMINDER,
  OFFER,
  FRI_TWO_PM,
  DEC_FIRST,
  SAT_HALLOWEEN,
  HOME_PER_FOOT,
  areaLink,
} from "./round-5-facts.ts";

const heldOutRound5Core: EvalCase[] = [
  // ── Prices by vehicle ────────────────────────────────────────────────
  q("ho5-price-1", "kia forte, what do you charge for ceramic", [SEDAN]),
  q("ho5-price-2", "got a 2019 buick enclave what would tint cost", [SUV]),
  q("ho5-price-3", "nissan titan xd price for the windows", [TRUCK]),
  q("ho5-price-4", "mercedes c class tint how much roughly", [SEDAN]),
  q("ho5-price-5", "vw atlas, every window except the windshield, price?", [SUV]),
  q("ho5-price-6", "quote on a ram 3500 dually please", [TRUCK]),
  q("ho5-price-7", "cadilac escalade esv how much for yall to tint it", [SUV]),
  // A two-door coupe takes the sedan and coupe package.
  q("ho5-price-8", "dodge challenger scat pack, what's tint go for", [SEDAN]),
  q("ho5-price-9", "price on a kia seltos", [SUV]),
  q("ho5-price-10", "hyundai tuscon tint prices??", [SUV]),
  q("ho5-price-11", "how much would you want for a lexus is 350", [SEDAN]),
  q("ho5-price-12", "volvo s60, cost for all sides and back glass", [SEDAN]),
  q("ho5-price-13", "jeep compass tint, what am i looking at money wise", [SUV]),
  q("ho5-price-14", "gmc sierra 2500 denali tint price", [TRUCK]),
  q("ho5-price-15", "mitsubishi outlnder how much", [SUV]),
  q("ho5-price-16", "infinity q60 coupe price to tint", [SEDAN]),
  // The visor strip is the SUV package's option: $599 with it, $50 over the $549 package.
  q("ho5-price-17", "whats the extra for the strip across the top of the windshield on my xc90", [STRIP_MORE]),
  q("ho5-price-18", "satin paint protection on the front of my bmw x5, price?", [PPF_SATIN]),

  // ── Several questions in one message ─────────────────────────────────
  q("ho5-multi-1", "ford escape price, is milton in your range, and what are your sunday hours", [
    SUV,
    YES_TOWN("milton"),
    OPENS,
  ]),
  q("ho5-multi-2", "on a sedan what % is legal up front and in back, and how many hours are you there", [
    FRONT,
    CAR_BACK,
    SEDAN_HOURS,
  ]),
  q("ho5-multi-3", "do yall take credit cards and do i have to put money down", ["card", `${DEPOSIT}|deposit`]),
  // PPF is installed in a garage or other enclosed space (the PPF page and the seed).
  q("ho5-multi-4", "whats gloss ppf cost and do i need anywhere special for you to install it", [
    PPF_GLOSS,
    "garage|enclosed|indoors",
  ]),
  q("ho5-multi-5", "any discount for first timers? also do you tint houses", [
    OFFER,
    `residential|homes|home film|${HOME_PER_FOOT}|${LOOK_VISIT}`,
  ]),
  // Photos go through the quote form (the FAQ on boats).
  q("ho5-multi-6", "whats your email, and can i send pics of my windows through the website", [
    EMAIL,
    `${QUOTE}|quote form`,
  ]),

  // ── The law ──────────────────────────────────────────────────────────
  q("ho5-law-1", "legal limit for the driver and passenger door glass in fl?", [FRONT]),
  // Sunroofs are not "windows" under the statute (316.2951).
  // A hatchback is a passenger car under the law (the law guide): 15% behind the driver.
  q(
    "ho5-law-2",
    "my mazda 3 is a hatchback not a sedan, does it get the suv rules for the back",
    [CAR_BACK],
    saysLegal("6%", "back"),
  ),
  q("ho5-law-3", "my plumbing van has that see-through printed ad on the rear glass, how dark is that allowed to be", [
    "30%|30 percent|30 %",
  ]),
  // The law guide: no tolerance is counted on; the car is left clearly above the limit.
  q(
    "ho5-law-4",
    "can i just buy a roll of 5% off you and put it on my car myself",
    [`misdemeanor|${REFUSAL}`],
    ["we can sell you 5%", "yes, we sell film", "we sell rolls", "sure, 5%"],
  ),
  q("ho5-law-5", "how reflective or mirrory can the front windows be", ["25%|25 percent|25 %"]),
  q("ho5-law-6", "max reflectance on the rear glass?", ["35%|35 percent|35 %"]),
  // A multipurpose vehicle is built for 10 people or fewer (316.2951, the law guide): the
  // definition is required, not a verdict on the bigger van.
  q("ho5-law-7", "is a 15 passenger church van treated like an suv under the tint law", [
    "10 or fewer|ten or fewer|10 people|ten people|10 passengers|or fewer",
  ]),
  // The statute gives the infraction's kind, not a fine: no dollar figure is required.
  q("ho5-law-8", "what kind of ticket is it if a cop says my windows are too dark", [
    "noncriminal|non-criminal|nonmoving|non-moving|infraction",
  ]),
  // 5% is installed only with a certificate or on a vehicle not driven on public roads (the shade guide).
  q("ho5-law-9", "my race car gets trailered to the track and never sees the street, can it get 5%", [
    "public road|not driven on|isn't driven|aren't driven|not on the road|off the road|road vehicle|street legal|on the street",
  ]),
  // The certificate comes from the state department, not from a doctor's note (the law guide).
  q("ho5-law-10", "will a note from my dermatologist let me go darker than normal", [DHSMV]),
  q("ho5-law-11", "my husbands exemption certificate is for his truck, can i run darker tint on my own car under it", [
    NOT_TRANSFERABLE,
  ]),
  q("ho5-law-12", "does the number on the film count or is it film plus the glass", [
    "together|combined|glass and film|film and glass|meter",
  ]),
  // Factory privacy glass on a pickup may leave little or no room for film (the shade guide).
  q("ho5-law-13", "my f250 already has the dark factory glass in back, can you still legally add film over it", [
    `${CAR_BACK}|meter|little or no|no room`,
  ]),
  q("ho5-law-14", "visor strip, where's the cutoff on the windshield", [AS1]),
  q("ho5-law-15", "trooper metered my front doors at 24, am i in trouble", [FRONT], saysLegal("24%", "front")),

  // ── Areas: the ten towns, their neighbourhoods, zip codes, counties ──
  q("ho5-area-1", "we're off adams pkwy in crestview, can you come", [YES_TOWN("crestview")]),
  q("ho5-area-2", "condo on holiday isle, my car's in the garage there, u come out?", [DESTIN]),
  q("ho5-area-3", "house right off john sims parkway", [NICEVILLE]),
  q("ho5-area-4", "berryhill road area is that one of yours", [PACE]),
  q("ho5-area-5", "i work by cordova mall, could you do my car in the lot", [PENSACOLA]),
  q("ho5-area-6", "elliott point neighborhood?", [FWB]),
  q("ho5-area-7", "we're by naval live oaks", [GULF_BREEZE]),
  q("ho5-area-8", "zip code 32526, do you go there", [PENSACOLA]),
  q("ho5-area-9", "32539 ok for you guys?", [CRESTVIEW]),
  q("ho5-area-10", "im in 32572", [MILTON]),
  q("ho5-area-11", "32588", [NICEVILLE]),
  q("ho5-area-12", "can u make it to hollywood blvd in mary esther", [YES_TOWN("mary-esther")]),
  // The two farthest towns are 28 miles out (areas.ts).
  q("ho5-area-13", "whats the farthest town you'll drive to", [`${CRESTVIEW}|${NICEVILLE}`]),
  q("ho5-area-14", "what county are you guys based out of", ["Santa Rosa"]),

  // ── Places: neighbourhoods of served towns, places the facts do not name ──
  // A place the facts do not name is not promised: the phone or the quote form. Wright and
  // Ocean City border Fort Walton Beach, so its page is accepted too, never a promise.
  q("ho5-place-1", "elberta alabama, do you come that far", [ASK_US], promise("Elberta")),
  q("ho5-place-2", "foley al any chance", [ASK_US], promise("Foley")),
  q("ho5-place-3", "mossy head, off i-10", [ASK_US], promise("Mossy Head")),
  q("ho5-place-4", "rosemary beach / inlet beach area?", [ASK_US], promise("Rosemary Beach")),
  q("ho5-place-5", "molino, north of pensacola, too far?", [ASK_US], promise("Molino")),
  q(
    "ho5-place-6",
    "im in wright, right by fort walton",
    [`${ASK_US}|${areaLink("window-tinting-near-fort-walton-fl")}`],
    promise("Wright"),
  ),
  q("ho5-place-7", "lillian al, just over the state line", [ASK_US], promise("Lillian")),
  q(
    "ho5-place-8",
    "ocean city fl?",
    [`${ASK_US}|${areaLink("window-tinting-near-fort-walton-fl")}`],
    promise("Ocean City"),
  ),
  q("ho5-place-9", "my office is on navarre pkwy, can you tint my car while im at work", [YES_TOWN("navarre")]),
  q("ho5-place-10", "crystal beach, near destin, you come there?", [YES_TOWN("destin")]),

  // ── Several vehicles in one question ─────────────────────────────────
  q("ho5-vehicles-1", "honda cr-v and a kia forte, how much for each", [SUV, SEDAN]),
  q("ho5-vehicles-2", "a gmc canyon plus a chevy tahoe, total?", [TRUCK, SUV]),
  q("ho5-vehicles-3", "my mustang, her vw atlas, and my son's nissan titan, price each", [SEDAN, SUV, TRUCK]),
  q("ho5-vehicles-4", "escalade and a cadillac ct5 both need tint", [SUV, SEDAN]),
  q("ho5-vehicles-5", "two work trucks, a sierra 2500 and a ram 3500, per truck?", [TRUCK]),
  q("ho5-vehicles-6", "volvo xc90 and a subaru legacy sedan, prices?", [SUV, SEDAN]),
  q("ho5-vehicles-7", "outlander and a titan what do both come to", [SUV, TRUCK]),

  // ── A shade named with a price question ──────────────────────────────
  q("ho5-shade-1", "20 on the back windows of a kia forte, what does that run", [SEDAN_MIXED]),
  q("ho5-shade-2", "all 35% on my acura tlx, whats the price", [SEDAN_ALL_35]),
  q("ho5-shade-3", "buick enclave in the clear 70 ceramic, cost?", [SUV]),
  q("ho5-shade-4", "toyota sequoia with 15% in the rear, how much", [SUV]),
  q("ho5-shade-5", "50 percent on my gmc canyon price", [TRUCK]),
  // 5% is below the 6% limit: the price, and the exemption or a refusal.
  q(
    "ho5-shade-6",
    "5% on the back of my lincoln navigator how much",
    [SUV, `${EXEMPTION}|${SUV_BACK}|${REFUSAL}`],
    saysLegal("5%", "back"),
  ),
  q("ho5-shade-7", "dodge grand caravan, 20% back plus the visor strip, total?", [SUV_STRIP]),
  q("ho5-shade-8", "35 on the fronts of my genesis g70, what's it cost", [SEDAN]),

  // ── Yes or no on a shade for a given vehicle ─────────────────────────
  q(
    "ho5-verdict-1",
    "my challenger, 20 on the driver and passenger windows doable?",
    [FRONT, REFUSAL],
    saysLegal("20%", "front"),
  ),
  q(
    "ho5-verdict-2",
    "5 percent on the rear glass of my kia carnival ok?",
    [`${EXEMPTION}|${SUV_BACK}|${REFUSAL}`],
    saysLegal("5%", "rear"),
  ),
  // 15% film over clear glass is above the 6% limit; over privacy glass the meter decides.
  q(
    "ho5-verdict-3",
    "could we do 15 on the rear doors and hatch of our santa fe, it has the factory privacy glass",
    [`${SUV_BACK}|meter`],
    saysIllegal("15%"),
  ),
  q("ho5-verdict-4", "35 on the front of a tlx is fine right", [FRONT], saysIllegal("35%")),
  q("ho5-verdict-5", "can the back glass on my canyon be 6", [CAR_BACK], saysLegal("6%", "back")),
  q("ho5-verdict-6", "20% behind the driver on my subaru legacy, good to go?", [CAR_BACK], saysIllegal("20%")),
  q("ho5-verdict-7", "50% front windows on a corvette, legal in FL?", [FRONT], saysIllegal("50%")),
  q("ho5-verdict-8", "xc90 with 15 up front, can you", [FRONT, REFUSAL], saysLegal("15%", "front")),
  q(
    "ho5-verdict-9",
    "put 5% all around on my hr-v, i dont care about tickets",
    [`${REFUSAL}|${EXEMPTION}`],
    [...saysLegal("5%", "front"), "we can do 5% all around", "we can do 5% all the way"],
  ),

  // ── Booking ──────────────────────────────────────────────────────────
  q("ho5-book-1", "how do i lock in a slot", [BOOK]),
  at(FRI_TWO_PM, q("ho5-book-2", "need it done tomorrow first thing, like 9", [`${LEAD}|${PHONE}`])),
  // Online booking reaches 60 days; later dates are booked by phone (booking.ts).
  at(DEC_FIRST, q("ho5-book-3", "can i get on the calendar for feb 20th", [`${HORIZON}|${PHONE}`])),
  q("ho5-book-4", "whats the down payment to grab a slot", [DEPOSIT]),
  q("ho5-book-5", "is the deposit refundable if our plans change", [REFUND, LEAD]),
  // Rescheduling and cancelling online: up to 24 hours before the slot (changeCutoffHours).
  q("ho5-book-6", "something came up, whats the latest i can switch my slot", [LEAD]),
  q("ho5-book-7", "how will i know you're still coming, do you ping me beforehand", [REMINDER]),
  q("ho5-book-8", "is it pay in full online or part now part later", [
    `${DEPOSIT}|deposit`,
    "rest|remainder|balance|on the day|finished|after",
  ]),
  at(SAT_HALLOWEEN, q("ho5-book-9", "any chance of getting next saturday", [`${BOOK}|${PHONE}`])),
  q("ho5-book-10", "can i book the in-home consult on the site", [BOOK, LOOK_VISIT]),
  // The news says a second van tints two family cars on one visit; booking.ts has one crew.
  // Only the way to ask is required.
  q("ho5-book-11", "i booked saturday for my car but want to add my wifes to the same visit, how do i do that", [
    `${BOOK}|${PHONE}`,
  ]),
];

export const heldOutRound5: EvalCase[] = [...heldOutRound5Core, ...heldOutRound5More, ...heldOutRound5New];
