// Held-out round 9 (issue 26), written blind: its author did not read the engine, its recorded
// model replies, the eval's scoring internals, the development cases or the engine's decision
// records, and ran neither the engine nor the eval. Expected answers are facts from app/config,
// the catalogue seed (app/db/seed.ts), content/ and docs/, never wording. Rounds 1 to 8 were
// read only for their constants and the form of a case; none of their questions is repeated.
// This file holds the core topics (prices to hours); paying to the upset customers are in
// round-9-more.ts, the conversations, voice, figures and round 7's topics in round-9-new.ts.
import type { EvalCase } from "../cases.ts";
import {
  AS1,
  ASK_US,
  BOOK,
  CAR_BACK,
  CASH,
  CLEANER,
  CLOSES,
  COMES_OFF,
  CHRISTMAS_MORNING,
  DEPOSIT,
  DESTIN,
  DHSMV,
  ESCAMBIA,
  EVERY_DAY,
  EXEMPTION,
  FATHERS_DAY,
  FRI_NINE_FIFTEEN_PM,
  FRONT,
  FWB,
  GULF_BREEZE,
  HOLD,
  HORIZON,
  KIT_PRO,
  LEAD,
  LOOK_VISIT,
  MARY_ESTHER,
  MILES,
  MON_FIVE_TO_SEVEN,
  MON_JUNE_1,
  NICEVILLE,
  OKALOOSA,
  OPENS,
  PACE,
  PENSACOLA,
  PHONE,
  PICKUP_AS_CAR,
  PPF_GLOSS,
  PPF_SATIN,
  REFLECT_BACK,
  REFLECT_FRONT,
  REFUND,
  REFUSAL,
  REMINDER,
  SANTA_ROSA,
  SAT_HALF_NOON,
  SAYS_CLOSED,
  SAYS_OPEN,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_MIXED,
  SMALL_GLASS,
  SUN_AFTER_SEVEN,
  SUN_MARCH_7,
  SUN_OK,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  THU_AUG_27,
  THU_NINE_PM,
  TRUCK,
  VLT_MEANS,
  WED_SIX_AM,
  WRONG_PPF,
  WRONG_SEDAN,
  WRONG_SUV,
  WRONG_TRUCK,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
} from "./round-9-facts.ts";
import { heldOutRound9More } from "./round-9-more.ts";
import { heldOutRound9New } from "./round-9-new.ts";

const heldOutRound9Core: EvalCase[] = [
  // Prices (seed): sedan $449 ($399 for 35% all round), SUV and minivan $549 ($599 with the
  // visor strip), pickup $399, PPF partial front $1,295 gloss or $1,445 satin.
  q("ho9-price-1", "nissan sentra ceramic, what's that run", [SEDAN], WRONG_SEDAN),
  q("ho9-price-2", "hyundai palisade, sides and the back glass only, what do you charge", [SUV], WRONG_SUV),
  q("ho9-price-3", "hyundai santa cruz, what's tint cost", [TRUCK], WRONG_TRUCK),
  q("ho9-price-4", "4runner plus that strip along the top of the windshield, what's the total", [SUV_STRIP]),
  // 35% on every window is the sale variant.
  q("ho9-price-5", "sonata, all 35s, total?", [SEDAN_ALL_35]),
  q("ho9-price-6", "kia carnival ceramic tint cost pls", [SUV], WRONG_SUV),
  q("ho9-price-7", "satin ppf on the front end of an audi a4, how much", [PPF_SATIN], WRONG_PPF),
  q("ho9-price-8", "gloss clear bra on the nose of my wrx whats that cost", [PPF_GLOSS], WRONG_PPF),
  q("ho9-price-9", "what do you sell the ammonia free spray for", [CLEANER]),
  q("ho9-price-10", "price of the bigger aftercare bundle with the brush", [KIT_PRO]),
  q("ho9-price-11", "gmc canyon crew cab, 20 on the back, how much would that be", [TRUCK], WRONG_TRUCK),
  q("ho9-price-12", "the visit where someone comes to measure the house for film, what does that run", [LOOK_VISIT]),

  // Several questions in one message.
  q("ho9-multi-1", "how much for a honda accord and do you come out to cinco bayou", [SEDAN, FWB]),
  q("ho9-multi-2", "is 35 ok on the front doors and what time do yall start in the morning", [FRONT, OPENS]),
  q("ho9-multi-3", "cash alright for the rest? and whats the amount to lock in a date", [CASH, DEPOSIT]),
  q("ho9-multi-4", "acura mdx price, and roughly how long are you at the house", [SUV, "hour|longer|estimate"]),

  // The law (app/config/tint-law.ts): 28% front, 15% back on cars, 6% on multipurpose vehicles.
  q(
    "ho9-law-1",
    "darkest i can legally put on the front doors of a jeep wrangler?",
    [FRONT],
    saysLegal("20%", "front"),
  ),
  q("ho9-law-2", "how dark can the back windows on a honda odyssey go by law", [SUV_BACK]),
  q("ho9-law-3", "legal limit on the rear glass of a nissan altima", [CAR_BACK]),
  q("ho9-law-4", "is any film at all allowed on the windshield", [AS1]),
  q("ho9-law-5", "what does vlt even mean when you say 28", [VLT_MEANS]),
  q("ho9-law-6", "can i get that chrome reflective look or will i get in trouble", [REFLECT_FRONT, REFLECT_BACK]),
  // The statute's "window" leaves out sunroofs.
  q("ho9-law-7", "moonroof glass, any legal limit on tinting that", [
    "not a window|isn't a window|exclud|leaves out|doesn't apply|does not apply|don't apply|not covered|isn't covered|aren't covered|doesn't count|does not count|no limit",
  ]),
  q("ho9-law-8", "my husband has a light sensitivity condition, how do we get approved for darker than normal", [
    EXEMPTION,
    DHSMV,
  ]),
  q(
    "ho9-law-9",
    "if a cop pulls me over for tint thats too dark is that a criminal thing",
    ["noncriminal|non-criminal|nonmoving|non-moving|infraction"],
    ["you could be arrested", "it's a misdemeanor for the driver", "you'll be arrested"],
  ),
  q("ho9-law-10", "does the law go by the film number or the film plus the factory glass", [
    "together|combined|glass and film|film and glass|on the vehicle|measured",
  ]),
  q("ho9-law-11", "chevy colorado back glass limit, do trucks count as suvs for that", [PICKUP_AS_CAR]),
  q("ho9-law-12", "the tiny triangle window by the mirror on my door, does that have to meet the law too", [
    SMALL_GLASS,
  ]),

  // Areas (app/config/areas.ts, the area pages' neighbourhoods and zip codes).
  q("ho9-area-1", "do you guys come out to regatta bay", [DESTIN]),
  q("ho9-area-2", "im in 32563, do you service that", [GULF_BREEZE]),
  q("ho9-area-3", "zip is 32588 am i covered", [NICEVILLE]),
  q("ho9-area-4", "do you travel to florosa", [MARY_ESTHER]),
  q("ho9-area-5", "were over by rocky bayou, is that in your range", [NICEVILLE]),
  q("ho9-area-6", "berryhill road, is that somewhere you go", [PACE]),
  q("ho9-area-7", "out in warrington, do yall come that far west", [PENSACOLA]),
  q("ho9-area-8", "roughly how many miles is milton from your base", [MILES(18)]),
  q("ho9-area-9", "which counties do you actually work in", [SANTA_ROSA, OKALOOSA, ESCAMBIA]),
  q("ho9-area-10", "32548, do you tint cars there", [FWB]),

  // Places no area page names. Inside the three counties (Baker, Perdido Key, Shalimar, which the
  // Niceville page names only on the route): the phone or the quote form, no promise forbidden.
  // Outside them: no promise.
  q("ho9-place-1", "miramar beach by the outlet mall, can you come", [ASK_US], promise("Miramar Beach")),
  q("ho9-place-2", "orange beach alabama, would you drive over for a suv", [ASK_US], promise("Orange Beach")),
  q("ho9-place-3", "im up in baker off hwy 4, is that too far", [ASK_US]),
  q("ho9-place-4", "condo on perdido key, can you do the sliders", [ASK_US]),
  q("ho9-place-5", "do you come to shalimar", [ASK_US]),
  q(
    "ho9-place-6",
    "you ever make it out to pcb for a truck job",
    [ASK_US],
    [...promise("PCB"), ...promise("Panama City")],
  ),

  // Several vehicles in one question: each vehicle's price, never a sum the catalogue does not state.
  q("ho9-vehicles-1", "quote me a kia forte and a tundra", [SEDAN, TRUCK]),
  q("ho9-vehicles-2", "my highlander and my son's mustang, how much each", [SUV, SEDAN]),
  q("ho9-vehicles-3", "ridgeline and an odyssey, both ceramic, price for each one", [TRUCK, SUV]),
  q("ho9-vehicles-4", "two to do: a bmw x3 and a civic sedan. what are we looking at", [SUV, SEDAN]),

  // A shade named with a price: the price is the same for every shade but the sale 35%.
  q("ho9-shade-1", "50% film on a chevy traverse what's it cost", [SUV]),
  q("ho9-shade-2", "how much is 70 all around on a chevy malibu", [SEDAN_MIXED]),
  q("ho9-shade-3", "20 behind the driver on my ram 1500 what would that be", [TRUCK]),
  // 5% only with a medical exemption certificate.
  q("ho9-shade-4", "how much for 5 percent limo on a suburban", [EXEMPTION]),
  q("ho9-shade-5", "jetta: lighter up front, 20 behind, what's the damage", [SEDAN_MIXED]),

  // Yes or no on a shade for a vehicle.
  q("ho9-verdict-1", "20% on the front windows of my elantra ok?", [REFUSAL, FRONT], saysLegal("20%", "front")),
  // Over clear glass 15% is fine on an SUV's back; over privacy glass it may read too dark, so no verdict.
  q("ho9-verdict-2", "15 behind the driver on a kia telluride, good to go?", [SUV_BACK]),
  q("ho9-verdict-3", "35 on the fronts of an f-250 legal?", [FRONT], saysIllegal("35%")),
  q(
    "ho9-verdict-4",
    "can i get 5% on the back of my durango without any doctor stuff",
    [REFUSAL],
    saysLegal("5%", "back"),
  ),
  q(
    "ho9-verdict-5",
    "20 percent on the back glass of a kia rio sedan, legal?",
    [CAR_BACK],
    ["20% is illegal on the back", "20% is not legal on the back", "20% is too dark for the back"],
  ),
  q("ho9-verdict-6", "50 on the windshield of my lexus is that fine", [AS1], saysLegal("50%", "windshield")),

  // Booking (app/config/booking.ts): 24 hours' lead, 60 days ahead, $50 deposit refunded when
  // cancelled 24 hours or more before, a 15-minute hold, a reminder the day before.
  at(
    THU_NINE_PM,
    q("ho9-book-1", "can i get on the schedule for 8 tomorrow morning", [LEAD], ["you're booked", "see you tomorrow"]),
  ),
  at(SUN_MARCH_7, q("ho9-book-2", "want to book for mother's day weekend in may", [HORIZON, PHONE])),
  at(MON_JUNE_1, q("ho9-book-3", "can i grab a slot online for the 4th of july", [BOOK])),
  q(
    "ho9-book-4",
    "say i back out 3 days before, is the 50 refunded",
    [REFUND, "24 hours|24-hour|24 hrs|a day"],
    ["non-refundable", "nonrefundable", "deposit is kept", "keep the deposit"],
  ),
  at(
    THU_AUG_27,
    q("ho9-book-5", "my appointment is tomorrow at 10, can i still move it online", [
      PHONE,
      "24 hours|24-hour|24 hrs|a day",
    ]),
  ),
  q("ho9-book-6", "once i pick a slot how many minutes do i have to finish paying", [HOLD]),
  q("ho9-book-7", "do yall ping me to remind me of the appointment", [REMINDER]),
  q("ho9-book-8", "walk me thru scheduling and whether the hold money gets subtracted", [BOOK, COMES_OFF]),

  // Hours: every day 7 AM to 7 PM, Central Time.
  at(SAT_HALF_NOON, q("ho9-hours-1", "yall taking calls at the moment or nah", [CLOSES], SAYS_CLOSED)),
  at(MON_FIVE_TO_SEVEN, q("ho9-hours-2", "quick q before you close, is someone still on", [CLOSES], SAYS_CLOSED)),
  at(FRI_NINE_FIFTEEN_PM, q("ho9-hours-3", "is anyone around to chat at this hour", [OPENS], SAYS_OPEN)),
  at(WED_SIX_AM, q("ho9-hours-4", "when does the phone line open up this morning", [OPENS], SAYS_OPEN)),
  // No day off is configured and no page names a holiday closing: the hours only.
  at(CHRISTMAS_MORNING, q("ho9-hours-5", "christmas day, yall working?", [`${OPENS}|${CLOSES}|${EVERY_DAY}`])),
  at(SUN_AFTER_SEVEN, q("ho9-hours-6", "shoot did i miss yall for tonight", [OPENS], SAYS_OPEN)),
  at(FATHERS_DAY, q("ho9-hours-7", "any chance yall are around this morning, its fathers day", [SUN_OK], SAYS_CLOSED)),
];

export const heldOutRound9: EvalCase[] = [...heldOutRound9Core, ...heldOutRound9More, ...heldOutRound9New];
