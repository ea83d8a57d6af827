// Held-out round 10 (issue 26), written blind: prices, several questions in one message, the
// law, the towns, places the facts do not name, several vehicles, shades, verdicts, booking and
// the hours. Paying to the upset customers are in round-10-more.ts; the newer topics and round
// 7's in round-10-new.ts. The expected facts are in round-10-facts.ts (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  AS1,
  ASK_US,
  BOOK,
  CAR_BACK,
  CLOSES,
  COMES_OFF,
  CRESTVIEW,
  DEPOSIT,
  DESTIN,
  DHSMV,
  EXEMPTION,
  FRONT,
  FWB,
  GIFT_AMOUNTS,
  HOLD,
  HOME_RANGE,
  HORIZON,
  INFRACTION,
  LEAD,
  LOOK_VISIT,
  MANUFACTURER,
  MILES,
  MIRRORS,
  MISDEMEANOR,
  NEVER_EXPIRES,
  MILTON,
  OKALOOSA,
  OPENS,
  PACE,
  PENSACOLA,
  PERFORATED_VLT,
  PHONE,
  PICKUP_AS_CAR,
  PPF_GLOSS,
  PPF_SATIN,
  PPF_TIME,
  REFLECT_BACK,
  REFUND,
  REFUSAL,
  REMINDER,
  SAYS_CLOSED,
  SAYS_OPEN,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_HOURS,
  SEDAN_MIXED,
  SMALL_GLASS,
  SUN_OK,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  WRONG_SEDAN,
  WRONG_SUV,
  WRONG_TRUCK,
  YES_TOWN,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
  CLEANER,
  FRI_SIX_THIRTY_FIVE,
  FRI_THREE_PM,
  MON_EIGHT_FIFTY_PM,
  PRESIDENTS_DAY,
  SUN_SEVEN_FORTY_PM,
  THU_EIGHT_PM,
  TUE_JULY_21,
  TUE_SEPT_8,
  TUE_TWO_TWENTY,
  VETERANS_DAY,
  WED_FEB_3,
  WED_SIX_FIFTY_EIGHT,
} from "./round-10-facts.ts";
import { heldOutRound10More } from "./round-10-more.ts";
import { heldOutRound10New } from "./round-10-new.ts";

// A sunroof, like the windshield and small glass, is not a "window" under the statute.
const NOT_A_WINDOW =
  "exclud|not count|doesn't count|don't count|not considered|isn't considered|isn't a window|not a window|doesn't apply|don't apply|does not apply|no limit|not covered by";

const heldOutRound10Core: EvalCase[] = [
  // --- price: prices by vehicle, misspelled makes and models, the strip, satin PPF, the cleaner, the look
  q("ho10-price-1", "wat do u charge for a 2021 kia k5", [SEDAN], WRONG_SEDAN),
  q("ho10-price-2", "2023 honda passport, what's it cost to tint", [SUV], WRONG_SUV),
  q("ho10-price-3", "ballpark on a nissan frontier crew cab?", [TRUCK], WRONG_TRUCK),
  q("ho10-price-4", "need a number for our chrysler pacifica", [SUV], WRONG_SUV),
  q("ho10-price-5", "mazda miata convertible, what does tint run", [SEDAN], WRONG_SEDAN),
  q("ho10-price-6", "satin paint protection for the nose of my bmw, cost?", [PPF_SATIN]),
  q("ho10-price-7", "how much is that spray bottle you sell for tinted glass", [CLEANER]),
  q("ho10-price-8", "gmc canyon at4 how much", [TRUCK], WRONG_TRUCK),
  q("ho10-price-9", "toyota 4 runner tint cost pls", [SUV], WRONG_SUV),
  q("ho10-price-10", "buick enclave plus that strip across the top of the windshield how much", [SUV_STRIP]),
  // The look visit at a home: $49, credited against the job (seed).
  q("ho10-price-11", "is there a fee for the in-home sample visit", [LOOK_VISIT]),

  // --- multi: several questions in one message, a fact from each part required
  // "Weekends": every day 7 to 7 (a bare "Saturday" or "Sunday" would only echo the question).
  q("ho10-multi-1", "what do you get for a lexus es, do you work weekends, and is pace in your area", [
    SEDAN,
    SUN_OK,
    YES_TOWN("pace"),
  ]),
  q("ho10-multi-2", "is 20 legal on my front doors + how long does a car take + can i pay cash", [
    FRONT,
    SEDAN_HOURS,
    "yes|card|credit|debit|accept",
  ]),
  q(
    "ho10-multi-3",
    "what amounts do the gift cards come in, do they expire, and can i grab one in person instead of shipping",
    [GIFT_AMOUNTS, NEVER_EXPIRES, "email|e-mail"],
  ),
  q("ho10-multi-4", "do you do houses too, what does that cost roughly, and is there any warranty on it", [
    `${HOME_RANGE}|${LOOK_VISIT}`,
    MANUFACTURER,
  ]),
  q(
    "ho10-multi-5",
    "what do you hold my slot with, can i get it back if plans change, and how far out does the calendar go",
    [DEPOSIT, LEAD, HORIZON],
  ),
  q("ho10-multi-6", "yall do ppf? gloss price? how long is the car tied up", [PPF_GLOSS, PPF_TIME]),
  q("ho10-multi-7", "darkest legal on the back of a suburban and what would the whole thing cost", [SUV_BACK, SUV]),
  at(
    TUE_TWO_TWENTY,
    q("ho10-multi-8", "could someone still answer at 6:30 this evening, and do u go as far as niceville", [
      CLOSES,
      YES_TOWN("niceville"),
    ]),
  ),

  // --- law: limits by window and vehicle, reflectance, the windshield, a sunroof, small glass,
  // perforated film, mirrors, penalties, the exemption, pickups
  q("ho10-law-1", "how dark can the driver and passenger windows go on a jeep grand cherokee", [FRONT]),
  q("ho10-law-2", "max legal darkness on the rear glass of a hyundai sonata", [CAR_BACK], saysLegal("5%", "rear")),
  q("ho10-law-3", "does florida let you put film anywhere on the front windshield", [AS1]),
  q("ho10-law-4", "reflective tint on the rear side glass, is there a limit on shine", [REFLECT_BACK]),
  q("ho10-law-5", "what happens if a deputy meters my fronts and they read 20", [INFRACTION]),
  q("ho10-law-6", "my wife has a light sensitivity condition, can she legally go darker", [EXEMPTION, DHSMV]),
  q("ho10-law-7", "the tiny triangle glass behind the back door, does the percent rule even apply there", [
    SMALL_GLASS,
  ]),
  q("ho10-law-8", "any rules on tinting the sunroof glass", [NOT_A_WINDOW]),
  q("ho10-law-9", "gmc sierra rear glass darkest allowed", [PICKUP_AS_CAR]),
  q("ho10-law-10", "those see-through graphics on a back window, how much light do they have to let in", [
    PERFORATED_VLT,
  ]),
  q("ho10-law-11", "if i go limo on the rear window what else does the law want on the car", [MIRRORS]),
  // The driver: a noncriminal infraction; the installer: a second-degree misdemeanor (316.2956).
  q("ho10-law-12", "who actually gets in trouble for illegal tint, the shop that put it on or me", [
    MISDEMEANOR,
    INFRACTION,
  ]),

  // --- area: zip codes, neighbourhoods of the ten towns, a distance, a county, the list
  q("ho10-area-1", "32548 doable?", [FWB]),
  q("ho10-area-2", "we're 32514, in range?", [PENSACOLA]),
  q("ho10-area-3", "off barrancas ave in warrington", [PENSACOLA]),
  q("ho10-area-4", "staying in a condo on holiday isle, can you do my car there", [DESTIN]),
  q("ho10-area-5", "bagdad fl?", [MILTON]),
  q("ho10-area-6", "crestview, how many miles is that for your van", [MILES(28)], ["15 miles", "18 miles"]),
  q("ho10-area-7", "crestview falls in what county, i need it for a form", [OKALOOSA]),
  q("ho10-area-8", "floridatown area ok for a mobile job?", [PACE]),
  q("ho10-area-9", "cinco bayou, do you make it out there", [FWB]),
  q("ho10-area-10", "list the places you service", [PENSACOLA, DESTIN, CRESTVIEW]),

  // --- place: places the facts do not name. Inside the three counties of the blurb (Gonzalez,
  // Harold, Bellview): the phone or the quote form, no promise forbidden. Outside them (Santa Rosa
  // Beach in Walton County, Atmore in Alabama, Panama City): no promise.
  q("ho10-place-1", "gonzalez, off 29, do yall come up there", [ASK_US]),
  q("ho10-place-2", "harold fl, out past whiting field?", [ASK_US]),
  q("ho10-place-3", "inlet beach out on 30a, worth asking?", [ASK_US], promise("Santa Rosa Beach")),
  q("ho10-place-4", "atmore alabama, too far?", [ASK_US], promise("Atmore")),
  q("ho10-place-5", "would yall drive to panama city for two cars", [ASK_US], promise("Panama City")),
  q("ho10-place-6", "bellview area near pensacola, do you come there", [ASK_US]),

  // --- vehicles: several vehicles in one question
  q("ho10-vehicles-1", "one camry one rav4, how much for both", [SEDAN, SUV]),
  q("ho10-vehicles-2", "my tacoma and the wife's odyssey, prices?", [TRUCK, SUV]),
  q("ho10-vehicles-3", "got a mustang, a yukon and a ram 1500, what's each one come to", [SEDAN, SUV, TRUCK]),
  q("ho10-vehicles-4", "two f-250s for the company, price per truck?", [TRUCK], WRONG_TRUCK),

  // --- shade: a shade named with a price question
  // 50% on a sedan: $449 (only the 35% variant is on sale).
  q("ho10-shade-1", "price for 50% on a corolla", [SEDAN_MIXED]),
  q("ho10-shade-2", "hyundai ioniq 6 all 35s, what's it run", [SEDAN_ALL_35]),
  q("ho10-shade-3", "70% on a tahoe, cost?", [SUV], WRONG_SUV),
  q("ho10-shade-4", "20 percent on a chevy colorado whats that run", [TRUCK], WRONG_TRUCK),
  q("ho10-shade-5", "limo 5 on the rear of a nissan maxima cost", [EXEMPTION], saysLegal("5%", "back")),

  // --- verdict: yes or no on a shade for a given vehicle
  q("ho10-verdict-1", "can i run 20 on the rear of a kia telluride", [SUV_BACK], saysIllegal("20%")),
  // 35% over clear front glass usually lands above 28%; metered on the car.
  q("ho10-verdict-2", "is 35 ok up front on a jetta", [FRONT], saysIllegal("35%")),
  q("ho10-verdict-3", "15% fronts on my charger, legal or nah", [REFUSAL, FRONT], saysLegal("15%", "front")),
  q("ho10-verdict-4", "would a 50 percent sheet over the whole windshield pass", [AS1]),
  q(
    "ho10-verdict-5",
    "5 percent behind the driver on a sienna, no medical paperwork",
    [REFUSAL, SUV_BACK],
    [...saysLegal("5%", "back"), "5% is legal"],
  ),

  // --- book: lead time and horizon (with now), the change cutoff, refund, the hold, the
  // reminder, the deposit credited
  at(
    FRI_THREE_PM,
    q(
      "ho10-book-1",
      "tomorrow at 10 open for my sonata?",
      [LEAD],
      ["you're booked for tomorrow", "see you tomorrow at 10"],
    ),
  ),
  at(
    WED_FEB_3,
    q("ho10-book-2", "looking at the 20th of april for my wife's rav4, bookable on the site?", [HORIZON, PHONE]),
  ),
  at(TUE_SEPT_8, q("ho10-book-3", "can i book halloween online or is that too far out", [BOOK])),
  at(THU_EIGHT_PM, q("ho10-book-4", "my appointment is 9am tomorrow and i need to push it back", [PHONE, LEAD])),
  q("ho10-book-5", "if i bail 3 days before do i lose the 50 bucks", [REFUND], ["non-refundable", "nonrefundable"]),
  q("ho10-book-6", "after i pick a time how many minutes before it lets go of my spot", [HOLD]),
  q("ho10-book-7", "do you send anything to remind me of my appointment", [REMINDER]),
  q("ho10-book-8", "the money i put down online, is that on top of the price?", [COMES_OFF, DEPOSIT]),
  at(TUE_JULY_21, q("ho10-book-9", "is this thursday still open to book", [BOOK])),

  // --- hours: open now, before opening, after closing, the last minutes, Veterans Day and
  // Presidents' Day (no day off is configured: the hours only), another time zone
  at(TUE_TWO_TWENTY, q("ho10-hours-1", "u guys working right this minute", [`${CLOSES}|yes`], SAYS_CLOSED)),
  at(FRI_SIX_THIRTY_FIVE, q("ho10-hours-2", "up and running yet this morning?", [OPENS], SAYS_OPEN)),
  at(MON_EIGHT_FIFTY_PM, q("ho10-hours-3", "phone still answered at this hour?", [OPENS], SAYS_OPEN)),
  at(WED_SIX_FIFTY_EIGHT, q("ho10-hours-4", "closing soon?", [CLOSES], SAYS_CLOSED)),
  at(VETERANS_DAY, q("ho10-hours-5", "working today with it being veterans day?", [`${OPENS}|${CLOSES}`])),
  at(PRESIDENTS_DAY, q("ho10-hours-6", "are you guys working on presidents day", [`${OPENS}|${CLOSES}`])),
  at(SUN_SEVEN_FORTY_PM, q("ho10-hours-7", "can i still ring you tonight", [OPENS], SAYS_OPEN)),
  q("ho10-hours-8", "hours listed are which zone, i'm on eastern", ["Central|CT|CST|CDT"]),
];

export const heldOutRound10: EvalCase[] = [...heldOutRound10Core, ...heldOutRound10More, ...heldOutRound10New];
