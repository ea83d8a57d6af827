// Held-out round 12 (issue 26), written blind: prices, several questions in one message, the
// law, the towns, places the facts do not name, several vehicles, shades, verdicts, booking,
// paying and the hours. The cases from the person to the voice and numbers are in
// round-12-more.ts; the corrections to the text-speak and the three new topics (negations,
// fleets, paperwork) in round-12-new.ts. The expected facts are in round-12-facts.ts
// (eval/held-out/README.md).
import type { EvalCase } from "../cases.ts";
import {
  AS1,
  CUTOFF,
  ASK_US,
  CAR_BACK,
  CARD,
  CARDS_OR_CASH,
  CENTRAL,
  CLEANER,
  CLOSES,
  CRESTVIEW,
  DEPOSIT,
  DESTIN,
  EMAIL,
  EVERY_DAY,
  FLAT_8,
  FRONT,
  FWB,
  GULF_BREEZE,
  HOLD,
  HORIZON,
  INFRACTION,
  JUNETEENTH,
  KIT_PRO,
  LEAD,
  LOOK_VISIT,
  MARDI_GRAS,
  MILES,
  MIRRORS,
  MISDEMEANOR,
  NICEVILLE,
  OPENS,
  PACE,
  PAY_AFTER,
  PENSACOLA,
  PHONE,
  PPF_SATIN,
  REFLECT_BACK,
  REFUND,
  REMINDER,
  SAYS_CLOSED,
  SAYS_FINE_AMOUNT,
  SAYS_FREE_SHIP,
  SAYS_OPEN,
  SAYS_TOMORROW_NINE_OK,
  SAYS_VENMO,
  SAYS_WAIVER_OK,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_HOURS,
  SEDAN_MIXED,
  SMALL_GLASS,
  SOLD_OUT,
  SQUEEGEE,
  SUN_SIX_TWENTY_AM,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  TUE_THREE_FORTY,
  THU_JULY_8,
  FRI_EIGHT_THIRTY_PM,
  WED_MAR_3,
  WINDOWS_UP,
  YES_TOWN,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
} from "./round-12-facts.ts";
import { heldOutRound12More } from "./round-12-more.ts";
import { heldOutRound12New } from "./round-12-new.ts";

// Any of the hours' figures (every day, 7 AM to 7 PM).
const HOURS = `${EVERY_DAY}|${OPENS}|${CLOSES}`;

const heldOutRound12Core: EvalCase[] = [
  // price: prices by vehicle, the visor strip, satin PPF, the Pro kit, the look visit, the squeegee set
  q("ho12-price-1", "how much to tint a 2021 genesis g70? just the usual windows", [SEDAN]),
  q("ho12-price-2", "what's a Traverse run if I add the little strip at the top of the windshield", [SUV_STRIP]),
  q("ho12-price-3", "nissan frontier crew cab, what do u charge for tint", [TRUCK]),
  q("ho12-price-4", "Quote for a Hyundai Santa Fe? It's a 2023", [SUV]),
  q("ho12-price-5", "satin finish clear bra for a 2024 Bronco, ballpark?", [PPF_SATIN]),
  q("ho12-price-6", "the deluxe kit w/ the detailing brush, what's it cost", [KIT_PRO]),
  q("ho12-price-7", "2 door acura integra, how much for ceramic", [SEDAN]),
  q("ho12-price-8", "whats the fee for someone to come measure my condo windows", [LOOK_VISIT]),
  q("ho12-price-9", "the DIY squeegee kit, how much and is it available", [SQUEEGEE, SOLD_OUT]),

  // multi: two or three different questions in one message, a fact from each required
  q("ho12-multi-1", "how much for a jeep grand cherokee and do you work on sundays", [SUV, HOURS]),
  q("ho12-multi-2", "two things: whats legal on the front doors, and how do I pay you when you're done", [
    FRONT,
    CARDS_OR_CASH,
  ]),
  q("ho12-multi-3", "do you cover Niceville, and how long does a Hyundai Sonata usually take", [
    YES_TOWN("niceville"),
    SEDAN_HOURS,
  ]),
  q("ho12-multi-4", "deposit amount? refundable? and how far out can I book", [DEPOSIT, CUTOFF, HORIZON]),
  // Shipping (shipping.ts): within the US, $8 under $75 of goods, two business days.
  q("ho12-multi-5", "how much is the glass cleaner and can you mail it to me in Huntsville AL", [
    CLEANER,
    `${FLAT_8}|two business days|2 business days`,
  ]),
  q(
    "ho12-multi-6",
    "what's the email address to write you at? also once it's done the windows have to stay shut how long",
    [EMAIL, WINDOWS_UP],
  ),

  // law: reflectance, minivans, the penalty, a waiver, hatchbacks, small glass, the windshield, mirrors, factory glass
  q("ho12-law-1", "how reflective can the back glass be in FL", [REFLECT_BACK]),
  q("ho12-law-2", "minivan front doors — same rule as a car or different?", [FRONT]),
  // The statute makes it a noncriminal, nonmoving infraction; no dollar figure is in the facts.
  q("ho12-law-3", "whats the fine if a cop says my tint is too dark", [INFRACTION], SAYS_FINE_AMOUNT),
  q(
    "ho12-law-4",
    "can I sign something so you'll put 5% on my front doors anyway",
    [`${MISDEMEANOR}|${FRONT}`],
    [...SAYS_WAIVER_OK, ...saysLegal("5%", "front")],
  ),
  q("ho12-law-5", "kia carnival back windows, how dark is legal", [SUV_BACK]),
  q("ho12-law-6", "Mazda 3 hatchback, what's the limit on the rear glass", [CAR_BACK]),
  q("ho12-law-7", "my '78 K5 Blazer has those little triangle windows up front, does the tint law even apply to them", [
    SMALL_GLASS,
  ]),
  q("ho12-law-8", "sun visor tint on the windshield — how low is it allowed to come", [AS1]),
  q("ho12-law-9", "if the back glass is totally blacked out what else does FL law require", [MIRRORS]),
  q("ho12-law-10", "my factory glass already has a slight tint, would 35% film on the fronts still pass", [
    FRONT,
    "combined|together|meter|measure",
  ]),

  // area: neighbourhoods, a zip code and a distance
  q("ho12-area-1", "house is by Ferry Park, is that an area you cover", [FWB]),
  q("ho12-area-2", "what about zip 32588", [NICEVILLE]),
  q("ho12-area-3", "distance from your base up to Milton? just curious", [MILES(18)]),
  q("ho12-area-4", "regatta bay area, do you service it?", [DESTIN]),
  q("ho12-area-5", "Floridatown — you cover that?", [PACE]),
  q("ho12-area-6", "we're in Woodlawn Beach, can you come out", [GULF_BREEZE]),
  q("ho12-area-7", "any chance you come to Warrington", [PENSACOLA]),
  q("ho12-area-8", "new build off Live Oak Church, can your van get up there", [CRESTVIEW]),

  // place: places the facts do not name. Seaside (Walton County) and Daphne (Alabama) lie
  // outside the three counties: no promise. Ocean City (Okaloosa County) and Perdido Key
  // (Escambia County) are on no area page: the phone or the quote form, no
  // promise forbidden.
  q("ho12-place-1", "Seaside down on 30A — you travel that far?", [ASK_US], promise("Seaside")),
  q("ho12-place-2", "any chance you cover Ocean City by Fort Walton?", [ASK_US]),
  q("ho12-place-3", "perdido key is kinda far west, you still come?", [ASK_US]),
  q("ho12-place-4", "Daphne, Alabama — in range?", [ASK_US], promise("Daphne")),

  // vehicles: several vehicles in one question
  q("ho12-vehicles-1", "quote for a VW Jetta and a Hyundai Tucson?", [SEDAN, SUV]),
  q("ho12-vehicles-2", "Ram 2500 + Dodge Durango, both tinted, how much each", [TRUCK, SUV]),
  // 70% on a sedan is $449 (only the all-35% variant is on sale); the SUV is $549 at any shade.
  q("ho12-vehicles-3", "Lincoln Navigator and Toyota Avalon, the lightest film on both", [SUV, SEDAN_MIXED]),

  // shade: a shade named with a price question
  q("ho12-shade-1", "corolla, 35 on every window, what's it come to", [SEDAN_ALL_35]),
  q("ho12-shade-2", "50% on my Honda Passport what's that cost", [SUV]),
  q("ho12-shade-3", "Tundra — 20% film behind the driver, what do you charge", [TRUCK]),
  q("ho12-shade-4", "70% on a Cadillac CT5, price", [SEDAN_MIXED]),

  // verdict: yes or no on a shade for a given vehicle. 15% behind an SUV's factory privacy glass
  // may read under 6% (the shade guide), so that case requires only the limit.
  q("ho12-verdict-1", "Yukon XL, want 15 in back — allowed?", [SUV_BACK]),
  q("ho12-verdict-2", "20% front doors on a mustang legal?", [FRONT], saysLegal("20%", "front")),
  q("ho12-verdict-3", "Maverick, thinking 50 up front. legal or no", [FRONT], saysIllegal("50%")),
  q("ho12-verdict-4", "Sienna w/ 5 in the rear, yes or no", [SUV_BACK], saysLegal("5%", "back")),

  // book: the lead, the horizon (later dates by phone), a refund, the hold, the deposit, the cutoff, the reminder
  at(THU_JULY_8, q("ho12-book-1", "can you do tomorrow 9am for my Elantra", [LEAD], SAYS_TOMORROW_NINE_OK)),
  at(WED_MAR_3, q("ho12-book-2", "can I grab a spot on May 20th", [HORIZON, PHONE])),
  q(
    "ho12-book-3",
    "say I back out 48 hours ahead, do I get my $50 back",
    [REFUND],
    ["deposit is non-refundable", "you lose the deposit", "deposit is kept"],
  ),
  q("ho12-book-4", "how long does the site hold my time while I'm paying", [HOLD]),
  q("ho12-book-5", "booking online — is it the full amount at checkout?", [DEPOSIT, PAY_AFTER]),
  q("ho12-book-6", "day-of, can I still shift my time", [CUTOFF, PHONE], ["yes, you can move it online"]),
  q("ho12-book-7", "will I hear from you before the job so I don't forget", [REMINDER]),

  // pay: an app, the deposit by card, shipping just under the free line
  q("ho12-pay-1", "can I venmo you after the job", [CARDS_OR_CASH], SAYS_VENMO),
  q("ho12-pay-2", "is the deposit paid online or when you get here", [CARD]),
  q("ho12-pay-3", "if I get the pro kit and 2 of the glass cleaners is shipping free", [FLAT_8], SAYS_FREE_SHIP),

  // hours: open now, before opening, after closing, Juneteenth and Mardi Gras (no day off is
  // configured: the hours only), another time zone
  at(TUE_THREE_FORTY, q("ho12-hours-1", "anybody on the clock right now?", [CLOSES], SAYS_CLOSED)),
  at(SUN_SIX_TWENTY_AM, q("ho12-hours-2", "bit early I know, are you taking calls at this hour", [OPENS], SAYS_OPEN)),
  at(FRI_EIGHT_THIRTY_PM, q("ho12-hours-3", "too late to catch someone tonight?", [OPENS], SAYS_OPEN)),
  at(JUNETEENTH, q("ho12-hours-4", "are you open today for juneteenth", [HOURS], SAYS_CLOSED)),
  at(MARDI_GRAS, q("ho12-hours-5", "open on mardi gras or closed for the parades", [CLOSES], SAYS_CLOSED)),
  q("ho12-hours-6", "calling from Georgia; which time zone are you on", [CENTRAL]),
];

export const heldOutRound12: EvalCase[] = [...heldOutRound12Core, ...heldOutRound12More, ...heldOutRound12New];
