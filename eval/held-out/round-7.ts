// Held-out round 7 (see README.md, "How round 7 was written"): written blind, from the facts
// only, by a helper that had not read the engine, its recorded replies, the development cases
// or the engine's decision records, and ran neither the engine nor the eval. Rounds 1 to 6 were
// read only for their constants and the form of a case. Expected answers are facts, never
// wording: each mustInclude entry is a set of `|`-separated alternatives.
// This file: prices, several questions, the law, areas, places, several vehicles, shades,
// verdicts and booking. round-7-more.ts has paying to the day, compare and follow;
// round-7-new.ts the rest and round 7's own topics (worry, detail, local) with typo, again, twist.

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
  NOT_TRANSFERABLE,
  saysLegal,
  PACE,
  CRESTVIEW,
  MARY_ESTHER,
  NICEVILLE,
  FWB,
  GULF_BREEZE,
  promise,
  YES_TOWN,
  SUN_OK,
  q,
  at,
  LEAD,
  HORIZON,
  HOLD,
  REFUND,
  REMINDER,
  LOOK_VISIT,
  REFLECT_FRONT,
  REFLECT_BACK,
  PERFORATED_VLT,
  SMALL_GLASS,
  MIRRORS,
  INFRACTION,
  PICKUP_AS_CAR,
  MILES,
  SANTA_ROSA,
  OKALOOSA,
  ESCAMBIA,
  TUE_FIVE_PM,
  SAT_FEB,
  SUN_NOV,
} from "./round-7-facts.ts";
import { heldOutRound7More } from "./round-7-more.ts";
import { heldOutRound7New } from "./round-7-new.ts";

const yesTown = (town: string) => `${town}|yes|we serve|we cover|we come`;
const COMBINED = "together|combined|glass and film|film and glass|with the glass|factory glass|measured";

const heldOutRound7Core: EvalCase[] = [
  // Prices by vehicle (seed): sedan & coupe $449 ($399 all 35%), SUV & minivan $549 ($599 with
  // the visor strip), pickup $399, PPF partial front $1,295 gloss, $1,445 satin.
  q("ho7-price-1", "hyundai elantra n tint how much roughly", [SEDAN]),
  q("ho7-price-2", "got a chrysler pacifica, whats yalls price for the windows", [SUV]),
  q("ho7-price-3", "ram 2500 mega cab. quote?", [TRUCK]),
  q("ho7-price-4", "mazda cx-50 plus that sun strip on top of the windshield, total?", [SUV_STRIP]),
  q("ho7-price-5", "what u get for a nissan altima", [SEDAN]),
  q("ho7-price-6", "2024 gmc canyon price for ceramic", [TRUCK]),
  q("ho7-price-7", "jeep grand cherokee L, just sides and back glass, cost", [SUV]),
  q("ho7-price-8", "cadillac ct5 cost to tint", [SEDAN]),
  q("ho7-price-9", "kia carnival minivan how much is it", [SUV]),
  q("ho7-price-10", "jeep gladiator cost? its a truck i think", [TRUCK]),
  q("ho7-price-11", "whats the paint film on the front of a corvette in gloss", [PPF_GLOSS]),
  q("ho7-price-12", "matte look clear bra for the front of my audi rs5, price", [PPF_SATIN]),
  q("ho7-price-13", "vw jetta gli all windows what is it", [SEDAN]),
  q("ho7-price-14", "buick enclave, how much would that be", [`${SUV}|${SUV_STRIP}`]),
  q("ho7-price-15", "rivian r1t pickup what do you charge", [TRUCK]),

  // Several questions in one message.
  q("ho7-multi-1", "can you do my camry on a sunday and how much", [SUN_OK, SEDAN]),
  q("ho7-multi-2", "is 35 ok on front doors in florida and what does a sedan run", [FRONT, SEDAN]),
  q("ho7-multi-3", "do you take cash and do you need money down to book", ["cash", DEPOSIT]),
  q("ho7-multi-4", "u guys do boats? also whats a suburban cost", [`${PHONE}|photos|quote form|/#contact`, SUV]),
  // Paint protection is installed in a garage or other enclosed space (seed, the PPF page).
  q("ho7-multi-5", "clear bra price on a civic type r and do i need a garage for it", [
    PPF_GLOSS,
    "enclosed|yes|indoor|shelter|dust|wind",
  ]),

  // The law (tint-law.ts, the law guide).
  q("ho7-law-1", "darkest i can legally put on the drivers window of a toyota camry", [FRONT]),
  q("ho7-law-2", "back passenger windows on a chevy tahoe, how dark is legal", [SUV_BACK]),
  // Hatchbacks are passenger cars under the law guide's table.
  q("ho7-law-3", "vw golf hatchback rear glass limit in fl?", [CAR_BACK]),
  q(
    "ho7-law-4",
    "can i get the whole windshield done on my f150 with light film",
    [AS1],
    ["yes, we can tint the whole windshield", "the whole windshield is legal"],
  ),
  q("ho7-law-5", "how reflective can front window film be, i like the mirror look", [REFLECT_FRONT]),
  q("ho7-law-6", ["how reflective can front window film be", "and behind the driver? same?"], [REFLECT_BACK]),
  // The exemption comes from the state, not from a doctor's note (the law guide).
  q("ho7-law-7", "my eye doctor gave me a letter for light sensitivity, does that let me go darker", [
    EXEMPTION,
    DHSMV,
  ]),
  q(
    "ho7-law-8",
    "if a cop writes me up for dark tint is that a criminal charge or just a ticket",
    [INFRACTION],
    ["you could be arrested", "it's a misdemeanor for the driver", "criminal charge for you"],
  ),
  q("ho7-law-9", "the little triangle glass behind the back door on my civic, does the law even count that", [
    SMALL_GLASS,
  ]),
  q("ho7-law-10", "if i blackout the rear window of my work van whats the catch legally", [MIRRORS]),
  q("ho7-law-11", "food truck with a vinyl ad with tiny holes over the back window, how see-thru must it be", [
    PERFORATED_VLT,
  ]),
  q("ho7-law-12", "is that 28% measured on the film by itself or with the window it goes on", [COMBINED]),
  q("ho7-law-13", "sold my 4runner that had the medical tint certificate, can my new car use it", [NOT_TRANSFERABLE]),

  // Areas: zip codes, neighbourhoods and distances (areas.ts, the area pages).
  q("ho7-area-1", "we're in 32578 do you come out this way", [yesTown(NICEVILLE)]),
  q("ho7-area-2", "our zip is 32539, does your van come there", [yesTown(CRESTVIEW)]),
  q("ho7-area-3", "north hill in pensacola, old house, do you come there", [YES_TOWN("pensacola")]),
  q("ho7-area-4", "woodlawn beach area any good?", [yesTown(GULF_BREEZE)]),
  q("ho7-area-5", "east milton, off highway 90, yall drive out there", [YES_TOWN("milton")]),
  q("ho7-area-6", "floridatown, off the bay, yall come there?", [yesTown(PACE)]),
  q("ho7-area-7", "regatta bay in destin, can you tint at my place", [YES_TOWN("destin")]),
  q("ho7-area-8", "florosa, right by hurlburt, covered?", [yesTown(MARY_ESTHER)]),
  q("ho7-area-9", "cinco bayou, is that in your area", [yesTown(FWB)]),
  q("ho7-area-10", "crestview is kinda far from you isnt it, how many miles", [MILES(28)]),
  q("ho7-area-11", "what counties do you cover", [SANTA_ROSA, OKALOOSA, ESCAMBIA]),

  // Places the area pages do not name. In the blurb's three counties (Jay, Century, Cantonment,
  // Holt): the phone or the quote form, no promise forbidden. Outside them (Walton County,
  // Alabama): the phone or the quote form, and no promise.
  q("ho7-place-1", "jay fl, way up north in santa rosa county, do you drive up", [ASK_US]),
  q("ho7-place-2", "freeport off 331 is that in your range", [ASK_US], promise("Freeport")),
  q("ho7-place-3", "century fl, up by the alabama line?", [ASK_US]),
  q("ho7-place-4", "any chance you'd come to defuniak springs", [ASK_US], promise("DeFuniak")),
  q("ho7-place-5", "cantonment, north of the city, can you make it", [ASK_US]),
  q("ho7-place-6", "gulf shores alabama, will you come over", [ASK_US], promise("Gulf Shores")),
  q("ho7-place-7", "holt, off i-10 past crestview?", [ASK_US]),
  q("ho7-place-8", "rosemary beach rental house, ok?", [ASK_US], promise("Rosemary")),

  // Several vehicles in one question.
  q("ho7-vehicles-1", "price for an accord and a highlander together", [SEDAN, SUV]),
  q("ho7-vehicles-2", "my husbands f-250 and my rav4, what would both cost", [TRUCK, SUV]),
  q("ho7-vehicles-3", "a camaro and a silverado 1500, how much each", [SEDAN, TRUCK]),
  q("ho7-vehicles-4", "two cars: a lexus es and a honda pilot w the visor strip", [SEDAN, SUV_STRIP]),
  q("ho7-vehicles-5", "quote for a sienna, a tacoma and a corolla", [SUV, TRUCK, SEDAN]),
  q("ho7-vehicles-6", "corolla cross and a prius, price each", [SUV, SEDAN]),

  // A shade named with a price question.
  q("ho7-shade-1", "35 all the way around on a civic sedan, how much", [SEDAN_ALL_35]),
  q("ho7-shade-2", "price for 20% on my expedition", [SUV]),
  q("ho7-shade-3", "70 percent clear stuff on a ram 1500 what's that cost", [TRUCK]),
  q("ho7-shade-4", "50 all around on a hyundai sonata whats that", [SEDAN_MIXED]),
  q("ho7-shade-5", "5% on the rear of my kia sedona what would it cost", [SUV, `${REFUSAL}|${EXEMPTION}|${SUV_BACK}`]),
  q("ho7-shade-6", "35 front 20 back on my mazda 3, what's it run", [SEDAN_MIXED]),

  // Yes or no on a shade for a given vehicle.
  q("ho7-verdict-1", "20 on the front doors of my accord, fine?", [REFUSAL, FRONT], saysLegal("20%", "front")),
  // Over factory glass a 35% film can read below the limit: only the limit is required.
  q("ho7-verdict-2", "35 on the front windows of a sienna ok", [FRONT]),
  q("ho7-verdict-3", "20% back windows on a nissan sentra legal?", [CAR_BACK]),
  q(
    "ho7-verdict-4",
    "5 percent in the rear of my highlander, can i?",
    [`${REFUSAL}|${EXEMPTION}`, SUV_BACK],
    ["5% is legal", "5% is fine", "yes, 5%"],
  ),
  // Over a pickup's factory privacy glass even a light film may read below 15% (the shade
  // guide): only the limits are required, not a yes.
  q("ho7-verdict-5", "50% all around on a chevy silverado, legal?", [`${FRONT}|${PICKUP_AS_CAR}|meter`]),
  q(
    "ho7-verdict-6",
    "70 on the windshield of my wifes explorer, can you do it",
    [AS1],
    ["70% is legal on the windshield", "yes, 70%"],
  ),
  q("ho7-verdict-7", "15% on the back of a ford f-350 ok", [PICKUP_AS_CAR]),

  // Booking (booking.ts): $50 deposit off the price, 24 hours ahead, 60 days out, a 15-minute
  // hold, changes and refunds until 24 hours before, the reminder a day ahead.
  at(TUE_FIVE_PM, q("ho7-book-1", "any chance of 8am tomorrow morning", [`${LEAD}|${PHONE}`])),
  at(SAT_FEB, q("ho7-book-2", "wanna lock in may 1st online is that possible", [`${HORIZON}|${PHONE}`])),
  at(SUN_NOV, q("ho7-book-3", "can i get the 1st of december on the website", [BOOK])),
  q("ho7-book-4", "the 50 bucks when i book, is that extra on top of the tint", [COMES_OFF]),
  q("ho7-book-5", "if it rains all week and id rather cancel a few days out, what happens to the 50", [REFUND]),
  q("ho7-book-6", "checkout page has a timer or something? how long do i have to finish paying", [HOLD]),
  q("ho7-book-7", "will i get a heads up before yall come", [REMINDER]),
  q("ho7-book-8", "can i book the house measuring visit online and what's it cost", [LOOK_VISIT]),
  q("ho7-book-9", "can i move my appointment the night before", [`${LEAD}|${PHONE}`]),
];

export const heldOutRound7: EvalCase[] = [...heldOutRound7Core, ...heldOutRound7More, ...heldOutRound7New];
