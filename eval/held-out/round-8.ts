// Held-out round 8 (see README.md, "How round 8 was written"): written blind, from the facts
// only, by a helper that had not read the engine, its recorded replies, the development cases
// or the engine's decision records, and ran neither the engine nor the eval. Rounds 1 to 7 were
// read only for their constants and the form of a case. Expected answers are facts, never
// wording: each mustInclude entry is a set of `|`-separated alternatives.
// This file: prices, several questions, the law, areas, places, several vehicles, shades,
// verdicts and booking. round-8-more.ts has paying to the older phone topics; round-8-new.ts
// the rest and round 8's own topics (proxy, short, upset) with worry, detail, local, typo,
// again and twist.

import type { EvalCase } from "../cases.ts";
import {
  AS1,
  ASK_US,
  BOOK,
  CAR_BACK,
  CASH,
  CLEANER,
  CRESTVIEW,
  DEPOSIT,
  DESTIN,
  DHSMV,
  EVERY_DAY,
  EXEMPTION,
  FRONT,
  FWB,
  HOLD,
  HORIZON,
  INFRACTION,
  LEAD,
  MILES,
  MILTON,
  MIRRORS,
  MON_AUG_3,
  MON_JAN_25,
  NICEVILLE,
  EXEMPTION_KEPT,
  OKALOOSA,
  ONE_VISIT,
  PACE,
  PENSACOLA,
  PHONE,
  PICKUP_AS_CAR,
  PPF_GLOSS,
  PPF_SATIN,
  REFLECT_BACK,
  REFLECT_FRONT,
  REFUND,
  REMINDER,
  SAT_FOUR_PM,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_MIXED,
  SMALL_GLASS,
  STRIP_MORE,
  SUN_OK,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  WED_EIGHT_PM,
  YES_TOWN,
  areaLink,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
} from "./round-8-facts.ts";
import { heldOutRound8More } from "./round-8-more.ts";
import { heldOutRound8New } from "./round-8-new.ts";

const heldOutRound8Core: EvalCase[] = [
  // Prices by vehicle (seed): sedan and coupe $449 ($399 for 35% all round, on sale), SUV and
  // minivan $549 ($599 with the visor strip), pickup $399, partial-front PPF $1,295 gloss, $1,445 satin.
  q("ho8-price-1", "whats it cost to tint an accord sport", [SEDAN]),
  q("ho8-price-2", "whats a rav4 run for tint", [SUV]),
  q("ho8-price-3", "price on a jeep gladiator, ceramic", [TRUCK]),
  q("ho8-price-4", "kia telluride windows plus that strip up top on the windshield how much", [SUV_STRIP]),
  q("ho8-price-5", "got a toyota gr86, is it cheaper since its a small coupe?", [SEDAN]),
  q("ho8-price-6", "how much to do a chrysler pacifica minivan", [SUV]),
  q("ho8-price-7", "nissan frontier double cab, whats the tint cost", [TRUCK]),
  q("ho8-price-8", "satin clear bra on the front of my model y what does that cost", [PPF_SATIN]),
  q("ho8-price-9", "clear film on the nose of my car to stop rock chips, glossy, whats that run", [PPF_GLOSS]),
  q("ho8-price-10", "how much more is it to add the visor strip on an suv job", [STRIP_MORE]),
  // A mixed set (35% front, darker back) is the $449 default; only the all-35% variant is on sale.
  q("ho8-price-11", "my civic hatch, 20 in back and 35 up front, price?", [SEDAN_MIXED]),
  q("ho8-price-12", "how much are the bottles of ammonia free cleaner", [CLEANER]),
  q("ho8-price-13", ["do yall do subarus", "its a forester, what would it cost"], [SUV]),

  // Several questions in one message.
  q("ho8-multi-1", "how much for a camry and do you take cash", [SEDAN, CASH]),
  q("ho8-multi-2", "whats the deposit, and can i get tint and ppf done the same visit on my mustang?", [
    DEPOSIT,
    ONE_VISIT,
  ]),
  q("ho8-multi-3", "are you open sundays and do you come out to pace", [SUN_OK, YES_TOWN("pace")]),
  q("ho8-multi-4", "whats the legal limit up front and whats it cost for an suv", [FRONT, SUV]),

  // The law (tint-law.ts, the law guide).
  q("ho8-law-1", "darkest i can go on the back glass of a ford expedition", [SUV_BACK]),
  q("ho8-law-2", "legal limit on the rear window of a hyundai elantra", [CAR_BACK]),
  // FACTS.md prices a "clear IR windshield film" ($400-600) while the law allows film only
  // above the AS-1 line: the case asks only for the line (or the strip).
  q("ho8-law-3", "clear heat film on the full windshield, allowed?", [`${AS1}|strip|top of the windshield`]),
  q("ho8-law-4", "how much shine is allowed on the drivers window film", [REFLECT_FRONT]),
  q("ho8-law-5", "what about shiny film on the back windows, how much reflection is allowed there", [REFLECT_BACK]),
  q("ho8-law-6", "my mom has lupus, can her car go darker than normal", [EXEMPTION]),
  q(
    "ho8-law-7",
    ["my mom has bad light sensitivity from lupus", "where does she get the paper for darker tint, her doctor?"],
    [DHSMV],
  ),
  q("ho8-law-8", "got my medical exemption certificate, do i keep it in the car or at home", [EXEMPTION_KEPT]),
  q("ho8-law-9", "whats the penalty or whatever if a cop stops me for dark windows", [INFRACTION]),
  q("ho8-law-10", "the tiny vent window on my old bronco door, does it fall under the tint rules", [SMALL_GLASS]),
  q("ho8-law-11", "want the back window blacked out on my work van, anything else the law needs then", [MIRRORS]),
  // The law allows 15% behind a sedan's driver; the shade guide says 15% film over clear glass
  // reads a little below it. Only the limit is required, and no verdict is forbidden.
  q("ho8-law-12", "is 15 allowed behind the driver on a dodge charger", [CAR_BACK]),
  q("ho8-law-13", "does a honda odyssey count as a van for tint rules", [SUV_BACK]),

  // Areas (areas.ts, the area pages). Where the customer names the town: its page or a plain yes.
  q("ho8-area-1", "yall come out to 32548?", [FWB]),
  q("ho8-area-2", "zip 32563 covered?", [`${areaLink("gulf-breeze")}|Gulf Breeze`]),
  q("ho8-area-3", "how many miles out is niceville for you", [MILES(28)]),
  q("ho8-area-4", "im in 32588, do you come here", [NICEVILLE]),
  q("ho8-area-5", "destin falls in which county", [OKALOOSA]),
  q("ho8-area-6", "gimme the list of places yall drive out to", [PENSACOLA, DESTIN, CRESTVIEW]),
  q("ho8-area-7", "do you go to kelly plantation", [DESTIN]),
  q("ho8-area-8", "bagdad area, is that in your range", [MILTON]),
  q("ho8-area-9", "woodbine area in pace, do you service that", [YES_TOWN("pace")]),
  q("ho8-area-10", "32526 ok?", [PENSACOLA]),
  // 32571 is listed under both Milton and Pace (areas.ts): either town is right.
  q("ho8-area-11", "32571 yall go there", [`${MILTON}|${PACE}`]),

  // Places the area pages do not name. Molino lies in Escambia County (the blurb's three
  // counties): the phone or the quote form, no promise forbidden. Marianna (Jackson County),
  // Miramar Beach (Walton County) and Brewton, Alabama lie outside: no promise.
  q("ho8-place-1", "can you come out to molino", [ASK_US]),
  q("ho8-place-2", "do you go up to marianna", [ASK_US], promise("Marianna")),
  q("ho8-place-3", "miramar beach, is that in your area", [ASK_US], promise("Miramar Beach")),
  q("ho8-place-4", "do yall drive up to brewton", [ASK_US], promise("Brewton")),
  // Shalimar: the Crestview news says "ask us; chances are you're on the route".
  q("ho8-place-5", "im in shalimar, is that too far", [ASK_US]),
  // Valparaiso is a Niceville neighbourhood on its page, but the news puts it "in between" and
  // says "ask us": either reading passes.
  q("ho8-place-6", "valparaiso?? near eglin", [`${NICEVILLE}|${ASK_US}`]),
  // Pensacola Beach: named on the Gulf Breeze page and the home-film article, on no area list.
  q("ho8-place-7", "what about pensacola beach, the island part", [
    `${ASK_US}|${areaLink("pensacola")}|${areaLink("gulf-breeze")}`,
  ]),

  // Several vehicles in one question.
  q("ho8-vehicles-1", "price for my f-150 and my wifes highlander", [TRUCK, SUV]),
  q("ho8-vehicles-2", "2 cars, a corolla and a sienna, what would each be", [SEDAN, SUV]),
  q("ho8-vehicles-3", "i got a silverado, a tahoe with the visor strip, and a honda fit, what are all three", [
    TRUCK,
    SUV_STRIP,
    SEDAN,
  ]),
  q("ho8-vehicles-4", "back window limits for a mustang vs a suburban?", [CAR_BACK, SUV_BACK]),
  q("ho8-vehicles-5", "gloss ppf on my bronco and tint on the kids elantra, prices?", [PPF_GLOSS, SEDAN]),

  // A shade named with a price question: every shade costs the same, except the sedan's all-35%.
  q("ho8-shade-1", "how much for 50% on a sonata", [SEDAN_MIXED]),
  q("ho8-shade-2", "grand cherokee in 70, how much", [SUV]),
  q("ho8-shade-3", "20% on a sierra 1500 how much", [TRUCK]),
  q("ho8-shade-4", "jetta, 35% everywhere, $?", [SEDAN_ALL_35]),
  q("ho8-shade-5", "price for 15 percent on the back of my yukon", [SUV]),

  // Yes or no on a shade for a vehicle.
  q("ho8-verdict-1", "can i do 20 on the front doors of my altima", [FRONT], saysLegal("20%", "front")),
  q("ho8-verdict-2", "5% on the back of a nissan armada ok?", [SUV_BACK], saysLegal("5%", "back")),
  // Over factory glass 35% film may read near the limit: only the limit is required.
  q("ho8-verdict-3", "35 percent on the front of my wrangler, legal?", [FRONT]),
  q(
    "ho8-verdict-4",
    "is 70 on every side window legal on a prius",
    [`${FRONT}|allowed|yes|within the limit|lighter than`],
    saysIllegal("70%"),
  ),
  q("ho8-verdict-5", "limo tint on the back of my f250, legal?", [PICKUP_AS_CAR], saysLegal("5%", "back")),
  q("ho8-verdict-6", "can my accord coupe have 50 up front and 20 in the back", [FRONT, CAR_BACK]),

  // Booking (booking.ts): 24 hours' lead, 60 days ahead, a $50 deposit refunded on a cancellation
  // made online before the 24-hour cutoff, the slot held 15 minutes, a reminder 24 hours before.
  at(WED_EIGHT_PM, q("ho8-book-1", "any chance u can swing by first thing tmrw, like 8", [LEAD])),
  at(MON_JAN_25, q("ho8-book-2", "i want to book for april 10th", [HORIZON, PHONE])),
  q("ho8-book-3", "how do i lock in a time online", [BOOK, DEPOSIT]),
  q("ho8-book-4", "if something comes up and i cancel tuesday for a saturday slot, is the deposit gone", [
    `${REFUND}|get it back|returned`,
  ]),
  at(MON_AUG_3, q("ho8-book-5", "any openings labor day weekend?", [BOOK])),
  q("ho8-book-6", "how long do i have to pay the deposit once i pick a slot", [HOLD]),
  q("ho8-book-7", "do you remind people about the appointment or do i need to remember myself", [REMINDER]),
  at(SAT_FOUR_PM, q("ho8-book-8", "my appt is tomorrow 9am, need to push it to next week", [PHONE, LEAD])),
  q("ho8-book-9", "can i book on a sunday or just weekdays", [`${EVERY_DAY}|${BOOK}`]),
];

export const heldOutRound8: EvalCase[] = [...heldOutRound8Core, ...heldOutRound8More, ...heldOutRound8New];
