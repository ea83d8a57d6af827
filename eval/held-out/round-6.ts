// Held-out round 6 (see README.md, "How round 6 was written"): written blind, from the facts
// only, by a helper that had not read the engine, its recorded replies, the development cases
// or the engine's decision records, and ran neither the engine nor the eval. Rounds 1 to 5 were
// read only for their constants and the form of a case. Expected answers are facts, never
// wording: each mustInclude entry is a set of `|`-separated alternatives.
// This file: prices, several questions, the law, areas, places, several vehicles, shades,
// verdicts and booking. round-6-more.ts has paying to the day, compare and follow;
// round-6-new.ts the rest and round 6's own topics (typo, again, twist).

import type { EvalCase } from "../cases.ts";
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
  COMES_OFF,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  AS1,
  REFUSAL,
  EXEMPTION,
  DHSMV,
  saysLegal,
  OPENS,
  CLOSES,
  NAVARRE,
  GULF_BREEZE,
  PENSACOLA,
  DESTIN,
  MILTON,
  PACE,
  CRESTVIEW,
  FWB,
  NICEVILLE,
  promise,
  LEAD,
  HORIZON,
  HOLD,
  REFUND,
  REMINDER,
  MOBILE,
  q,
  at,
  REFLECT_FRONT,
  REFLECT_BACK,
  PERFORATED_VLT,
  SMALL_GLASS,
  MIRRORS,
  MISDEMEANOR,
  INFRACTION,
  VLT_MEANS,
  PICKUP_AS_CAR,
  MILES,
  OKALOOSA,
  WED_SIX_PM,
  JAN_TENTH,
  OCT_FIRST,
} from "./round-6-facts.ts";
import { heldOutRound6More } from "./round-6-more.ts";
import { heldOutRound6New } from "./round-6-new.ts";

const heldOutRound6Core: EvalCase[] = [
  // Prices by vehicle (seed): sedan & coupe $449 ($399 all 35%), SUV & minivan $549 ($599 with
  // the visor strip), pickup $399, PPF partial front $1,295 gloss, $1,445 satin.
  q("ho6-price-1", "whats the damage on a 2019 kia telluride, sides and back", [`${SUV}|${SUV_STRIP}`]),
  q("ho6-price-2", "ballpark for doing a mustang gt coupe", [SEDAN]),
  q("ho6-price-3", "price on a chevy colorado crew cab pls", [TRUCK]),
  q("ho6-price-4", "need a number for my honda odyssey", [SUV]),
  q("ho6-price-5", "how much for a kia k5 in the ceramic", [SEDAN]),
  q("ho6-price-6", "lexus gx 460, want the brow strip up top as well. cost?", [SUV_STRIP]),
  q("ho6-price-7", "toyota tundra double cab what do yall charge", [TRUCK]),
  q("ho6-price-8", "what does the satin finish clear film on the front end run", [PPF_SATIN]),
  q("ho6-price-9", "gloss paint film on the nose of a new bronco sport, rock chips are killing me, what do you ask", [
    PPF_GLOSS,
  ]),
  q("ho6-price-10", "bmw 430i coupe tint price", [SEDAN]),
  q("ho6-price-11", "toyota grand highlander, what's it cost", [SUV]),
  q("ho6-price-12", "nissan titan xd tint $$", [TRUCK]),
  q("ho6-price-13", "audi q5, no windshield strip needed, just the usual", [SUV]),
  q("ho6-price-14", "genesis g70 how much u charge", [SEDAN]),
  q("ho6-price-15", "2022 ford maverick little truck price", [TRUCK]),
  q("ho6-price-16", "what would a volvo xc90 be", [`${SUV}|${SUV_STRIP}`]),

  // Several questions in one message.
  q("ho6-multi-1", "do you guys do houses too? and whats a dodge charger cost", ["home|house|residential|yes", SEDAN]),
  // The FAQ: SUVs take longer than a sedan's two to three hours (booking.ts: three hours).
  q("ho6-multi-2", "how long will a toyota sienna take and what's the price", [
    SUV,
    "longer|3 hours|three hours|about 3|180",
  ]),
  q("ho6-multi-3", "what time do you start and stop working, and is cash ok", [OPENS, CLOSES, "cash"]),
  q("ho6-multi-4", "is 20 fine on the back of a sedan, and do you come out to milton", [CAR_BACK, MILTON]),
  q("ho6-multi-5", "how big is the deposit and does it count toward the bill", [DEPOSIT, COMES_OFF]),

  // The law (app/config/tint-law.ts, FACTS.md, the law guide).
  q("ho6-law-1", "legal limit behind the b pillar on an accord, how dark", [CAR_BACK]),
  q("ho6-law-2", "whats the legal minimum on the driver and passenger door glass of a minivan", [FRONT]),
  // FACTS.md: a "window" excludes the windshield, sunroofs and glass under 150 square inches.
  q("ho6-law-3", "does the sunroof fall under the tint law or can it go as dark as i want", [
    "exclude|leaves out|left out|not a window|isn't a window|doesn't count|does not count|not count|not covered|don't apply|doesn't apply|does not apply",
  ]),
  q("ho6-law-4", "shiny metallic look, how reflective is allowed on the front doors vs the back ones", [
    REFLECT_FRONT,
    REFLECT_BACK,
  ]),
  q("ho6-law-5", "those see-through printed logo decals over the rear glass of my work truck, any limit on those", [
    PERFORATED_VLT,
  ]),
  q("ho6-law-6", "if the back window is totally blacked out do i need anything else on the car", [MIRRORS]),
  q("ho6-law-7", "does the tiny vent glass count as a window under the statute", [SMALL_GLASS]),
  q("ho6-law-8", "if a shop puts illegal tint on my car are THEY in trouble too", [MISDEMEANOR]),
  q("ho6-law-9", "my son got stopped for dark windows, will it go on his record like a crime", [INFRACTION]),
  q(
    "ho6-law-10",
    "my buddy in georgia had his entire front glass done real light, can i do that here",
    [AS1],
    ["yes, we can tint the full windshield"],
  ),
  q("ho6-law-11", "my daughter has lupus, how does she get darker windows legally", [EXEMPTION, DHSMV]),
  q("ho6-law-12", "do they measure just the film or the film plus the factory glass", [
    "together|glass and film|film and glass|combined|plus the glass|with the glass",
  ]),
  q("ho6-law-13", "what does the % even mean, is 15 darker than 35?", [VLT_MEANS, "darker|lower"]),

  // Areas: the ten towns, their neighbourhoods, zip codes, distances and counties (areas.ts).
  q("ho6-area-1", "we're right off east bay boulevard, do you come out", [`${NAVARRE}|yes|we serve|we cover|we come`]),
  q("ho6-area-2", "im in 32578 can u come", [NICEVILLE]),
  q("ho6-area-3", "zip is 32539, that work?", [CRESTVIEW]),
  q("ho6-area-4", "32563 in your area?", [GULF_BREEZE]),
  q("ho6-area-5", "how far is destin from where you're based", [MILES(25)]),
  q("ho6-area-6", "what county is mary esther", [OKALOOSA]),
  q("ho6-area-7", "can someone come to cordova park", [PENSACOLA]),
  q("ho6-area-8", "we're out in bagdad, do you drive there", [MILTON]),
  q("ho6-area-9", "pea ridge area ok for mobile tint?", [PACE]),
  q("ho6-area-10", "crystal beach condo on the destin side, do you come", [DESTIN]),
  q("ho6-area-11", "elliott point, older house with a carport, you come there?", [FWB]),
  q("ho6-area-12", "list every city on your route pls, trying to see if my in-laws are covered", [
    PENSACOLA,
    DESTIN,
    CRESTVIEW,
  ]),

  // Places the facts do not name, and neighbourhoods of served towns. A place outside the
  // facts is not promised: the phone or the quote form.
  // Beulah (Escambia), Milligan and Baker (Okaloosa) lie in the counties business.ts's blurb
  // names ("across Santa Rosa, Okaloosa and Escambia counties"), but no area page names them:
  // only the way to ask is required, and no promise is forbidden. Places outside those counties
  // (Port St Joe, Tallahassee) are not promised.
  q("ho6-place-1", "beulah, out west of pensacola, too far?", [ASK_US]),
  q("ho6-place-2", "any chance you'd drive to port st joe", [ASK_US], promise("Port St")),
  // The Crestview news: "in between, for example in Shalimar ... ask us".
  q("ho6-place-3", "shalimar, near the yacht club. in range?", [ASK_US]),
  // Valparaiso is one of Niceville's listed neighbourhoods.
  q("ho6-place-4", "valparaiso fl do you cover", [`${NICEVILLE}|yes|we serve|we cover|we come`]),
  q("ho6-place-5", "midway, off 98 by the high school", [`${GULF_BREEZE}|yes|we serve|we cover|we come`]),
  q("ho6-place-6", "could you come to tallahassee for a fleet", [ASK_US], promise("Tallahassee")),
  q("ho6-place-7", "navarre beach, in one of the condos on the island", [`${NAVARRE}|yes|we serve|we cover|we come`]),
  q("ho6-place-8", "milligan, up past crestview, any chance", [ASK_US]),
  q("ho6-place-9", "baker fl, up north near the airfield, would you make the trip", [ASK_US]),

  // Several vehicles in one question.
  q("ho6-vehicles-1", "quote for a camry and a silverado both", [SEDAN, TRUCK]),
  q("ho6-vehicles-2", "wife drives a highlander, i drive a 4runner, price for each", [SUV]),
  q("ho6-vehicles-3", "accord plus an odyssey, what would both run", [SEDAN, SUV]),
  q("ho6-vehicles-4", "2 pickups, a tacoma and a gmc sierra", [TRUCK]),
  q("ho6-vehicles-5", "a c8 corvette and a yukon xl, how much each", [SEDAN, SUV]),
  q("ho6-vehicles-6", "three of them: jetta, tahoe, nissan frontier", [SEDAN, SUV, TRUCK]),

  // A shade named with a price question: every shade is the same price except the sedan's
  // all-35% variant on sale at $399.
  q("ho6-shade-1", "70 percent nearly clear ceramic on a malibu, price?", [SEDAN_MIXED]),
  q("ho6-shade-2", "50% on a lexus es how much", [SEDAN_MIXED]),
  q("ho6-shade-3", "35 on every window of my elantra, cost", [SEDAN_ALL_35]),
  q("ho6-shade-4", "could you do 15 behind the front seats on a buick enclave, and what's it cost", [SUV]),
  // A Gladiator is a pickup: the truck package.
  q("ho6-shade-5", "15 on a jeep gladiator rear glass and back doors, price", [TRUCK]),
  q(
    "ho6-shade-6",
    "limo black on the rear of my sprinter van, price?",
    [`${EXEMPTION}|${REFUSAL}`],
    saysLegal("5%", "rear"),
  ),
  q("ho6-shade-7", "does it cost more if i go darker on a sedan", [SEDAN_MIXED]),

  // Yes or no on a shade for a given vehicle.
  q("ho6-verdict-1", "20% front doors on my wrangler, ok?", [REFUSAL, FRONT], saysLegal("20%", "front")),
  // 15% film is above the SUV's 6% limit, but the law measures glass and film together, and the
  // shade guide warns about film over factory privacy glass: only the limit is required.
  q("ho6-verdict-2", "15 on the rear windows of a grand cherokee legal?", [SUV_BACK]),
  // 35% film over factory glass is measured together: only the front limit is required.
  q("ho6-verdict-3", "35 on the fronts of a kia soul, good to go?", [FRONT]),
  q("ho6-verdict-4", "5 percent rear glass on a civic sedan, yes or no", [REFUSAL, CAR_BACK], saysLegal("5%", "rear")),
  q("ho6-verdict-5", "can you put 15 on the front windows of my tahoe", [REFUSAL, FRONT], saysLegal("15%", "front")),
  q(
    "ho6-verdict-6",
    "70 on the whole windshield, that's light enough to be legal right",
    [AS1],
    saysLegal("70%", "windshield"),
  ),
  q("ho6-verdict-7", "20 behind the driver on a camry, legal?", [CAR_BACK]),
  q(
    "ho6-verdict-8",
    "5 on the back of my ram, its a truck so suv rules apply right",
    [PICKUP_AS_CAR],
    saysLegal("5%", "back"),
  ),

  // Booking (app/config/booking.ts): $50 deposit, 24 hours' lead, 60 days ahead, a 15-minute
  // hold, refunded when cancelled online 24 hours or more before, a reminder the day before.
  at(WED_SIX_PM, q("ho6-book-1", "can you do tomorrow at 10am", [`${LEAD}|${PHONE}`])),
  at(JAN_TENTH, q("ho6-book-2", "want april 15th for my truck, can i grab it online", [`${HORIZON}|${PHONE}`])),
  at(OCT_FIRST, q("ho6-book-3", "is the 20th of this month something i can book on the site", [BOOK])),
  q("ho6-book-4", "do i pay anything upfront when i book on the website", [DEPOSIT]),
  q("ho6-book-5", "plans might fall through, if i call it off monday for a thursday appt is the deposit returned", [
    REFUND,
  ]),
  q("ho6-book-6", "the time i picked vanished while i was typing my card in??", [HOLD]),
  q("ho6-book-7", "can the appointment be at my office parking lot instead of my house", [MOBILE]),
  q("ho6-book-8", "do you confirm the day before or do i need to call you", [REMINDER]),
  q("ho6-book-9", "can the clear bra be booked online or is that phone only", [BOOK]),
  q("ho6-book-10", "whats the cutoff for changing my time slot online", [LEAD]),
];

export const heldOutRound6: EvalCase[] = [...heldOutRound6Core, ...heldOutRound6More, ...heldOutRound6New];
