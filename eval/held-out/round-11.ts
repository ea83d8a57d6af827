// Held-out round 11 (issue 26), written blind: prices, several questions in one message, the
// law, the towns, places the facts do not name, several vehicles, shades, verdicts, booking and
// the hours. Paying to the upset customers are in round-11-more.ts; the newer topics (haggling,
// relative dates, text-speak) and round 7 to 10's in round-11-new.ts. The expected facts are in
// round-11-facts.ts (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  ASK_US,
  CAR_BACK,
  CENTRAL,
  CLEANER,
  CLOSES,
  COLUMBUS_DAY,
  DEPOSIT,
  DHSMV,
  EASTER_MORNING,
  EVERY_DAY,
  FRONT,
  GULF_BREEZE,
  HOLD,
  HORIZON,
  KIT_PRO,
  LEAD,
  LOOK_VISIT,
  MILES,
  MISDEMEANOR,
  MON_SIX_TWENTY_FIVE,
  NICEVILLE,
  OKALOOSA,
  OPENS,
  PACE,
  PERFORATED_VLT,
  PHONE,
  PICKUP_AS_CAR,
  PPF_GLOSS,
  PPF_SATIN,
  MANUFACTURER,
  REFLECT_FRONT,
  REFUND,
  REFUSAL,
  REMINDER,
  SAT_SEVEN_FIFTEEN_PM,
  SAYS_CLOSED,
  SAYS_OPEN,
  SAYS_SUV_PRICE,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_MIXED,
  SMALL_GLASS,
  STRIP_MORE,
  SUN_SIX_FIFTY_PM,
  SUV,
  SUV_BACK,
  THU_FOUR_PM_MAY,
  TRUCK,
  WED_ONE_PM,
  WINDOWS_UP,
  areaLink,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
} from "./round-11-facts.ts";
import { heldOutRound11More } from "./round-11-more.ts";
import { heldOutRound11New } from "./round-11-new.ts";

const heldOutRound11Core: EvalCase[] = [
  // price: prices by vehicle, a wagon, a minivan, a compact pickup, the visor strip, satin PPF,
  // the cleaner, the home visit.
  q("ho11-price-1", "how much to do all the windows on my 2022 kia k5? not the windshield", [SEDAN]),
  q("ho11-price-2", "price for a 2020 mazda cx-50 please, sides and back", [SUV]),
  q("ho11-price-3", "2011 chevy avalanche, what would ceramic run", [TRUCK], SAYS_SUV_PRICE),
  q("ho11-price-4", "got a genesis g70, wanting ceramic on everything thats legal, cost?", [SEDAN]),
  q("ho11-price-5", "2021 kia carnival, what do yall charge", [SUV]),
  // The strip is only sold with the SUV package: $599 against $549.
  q("ho11-price-6", "how much extra is the visor strip on a hyundai palisade", [STRIP_MORE]),
  q("ho11-price-7", "bmw 330i, satin finish ppf on the nose, cost?", [PPF_SATIN]),
  q("ho11-price-8", "price on the thing where yall come out and measure my house windows?", [LOOK_VISIT]),
  q("ho11-price-9", "how much is just the bottle of ammonia free spray", [CLEANER]),
  // A wagon is a passenger car under the law and the catalogue's sedan and coupe package.
  q("ho11-price-10", "volvo v60 wagon, whats the tint package cost", [SEDAN], ["$549"]),

  // multi: two or three questions in one message, a fact from each required.
  q("ho11-multi-1", "ford ranger tint price? also is cash fine", [TRUCK, "accept|card|yes"]),
  q("ho11-multi-2", "whats the darkest i can do on the back of an acura mdx, and how long does the job take", [
    SUV_BACK,
    "longer|3 hours|three hours|180",
  ]),
  q("ho11-multi-3", "sunday appointments a thing? rocky bayou in range? deposit amount?", [
    `${EVERY_DAY}|${OPENS}`,
    NICEVILLE,
    DEPOSIT,
  ]),
  // Where PPF goes is left out: the seed and the PPF page ask for a garage or enclosed space,
  // the Crestview news "a garage, carport or shaded spot" for automotive jobs.
  q("ho11-multi-4", "gloss ppf price + could it go on in my carport + is there any warranty", [
    PPF_GLOSS,
    MANUFACTURER,
  ]),
  // $49 of goods is under the $75 free line: $8, two business days.
  q("ho11-multi-5", "how much is the pro aftercare kit, do you mail it, and how quick does it get here", [
    KIT_PRO,
    "two business days|2 business days",
    "$8|8 dollars",
  ]),
  q("ho11-multi-6", "legal front % in florida and how many days before i can roll em down", [FRONT, WINDOWS_UP]),
  q("ho11-multi-7", "tint on a nissan frontier how much + whats the max reflectance on the front doors", [
    TRUCK,
    REFLECT_FRONT,
  ]),

  // law: limits by window and vehicle, a hatchback, small glass, reflectance, penalties, the
  // exemption, an SUV's class, glass and film together, perforated film, sunroofs, the driver's
  // infraction.
  q("ho11-law-1", "what % can the back windshield be on a jeep grand cherokee l", [SUV_BACK]),
  q("ho11-law-2", "florida law on the hatch glass of a vw gti?", [CAR_BACK], saysLegal("6%", "hatch")),
  q("ho11-law-3", "does the law even count that little triangle piece by the side mirror", [SMALL_GLASS]),
  q("ho11-law-4", "mirror-finish film on the front door glass, whats the max reflectivity allowed", [REFLECT_FRONT]),
  q("ho11-law-5", "what happens to a shop that installs tint too dark in FL", [MISDEMEANOR]),
  q("ho11-law-6", "my wife has lupus, what paperwork do we need to go darker", [DHSMV]),
  q("ho11-law-7", "does the 6 percent back rule apply to a kia sorento", ["multipurpose|SUV|yes"]),
  q("ho11-law-8", "is it the film % or film plus factory glass that gets measured", [
    "together|combined|measured on|on the vehicle",
  ]),
  q("ho11-law-9", "see-through perforated decal on my van's back glass, legal limit?", [PERFORATED_VLT]),
  q("ho11-law-10", "sunroof tint - any limit in FL?", [
    "not a window|isn't a window|not count|doesn't count|excluded|leave out|leaves out|exclude|don't apply|doesn't apply",
  ]),
  q("ho11-law-11", "got stopped for dark windows, is that a criminal thing for me as the driver", [
    "noncriminal|non-criminal|nonmoving|non-moving|infraction",
  ]),

  // area: neighbourhoods of the ten towns, a zip code, a county, a distance.
  q("ho11-area-1", "any chance yall get out to kelly plantation", [`${areaLink("destin")}|Destin`]),
  q("ho11-area-2", "32563, any house jobs out here?", [GULF_BREEZE]),
  q("ho11-area-3", "mary esther falls in what county, for my insurance form", [OKALOOSA]),
  q("ho11-area-4", "roughly what's the drive for you out to niceville, in miles", [MILES(28)]),
  q("ho11-area-5", "swift creek neighborhood, in range?", [NICEVILLE]),
  q("ho11-area-6", "Oriole Beach?", [GULF_BREEZE]),
  q("ho11-area-7", "32588 on your map?", [NICEVILLE]),
  q("ho11-area-8", "we live in floridatown off the bay, in your zone?", [PACE]),

  // place: places the facts do not name. Molino (Escambia) and Munson (Santa Rosa) lie in the
  // blurb's three counties but on no area page: the phone or the quote form, no promise
  // forbidden. Grayton Beach (Walton County), Elberta (Alabama) and Lynn Haven (Bay County) are
  // outside them: no promise.
  q("ho11-place-1", "molino out in north escambia, do yall drive there", [ASK_US]),
  q("ho11-place-2", "grayton beach, is that too far for you", [ASK_US], promise("Grayton Beach")),
  q("ho11-place-3", "elberta alabama, would u make the drive", [ASK_US], promise("Elberta")),
  q("ho11-place-4", "munson, way up north of milton", [ASK_US]),
  q("ho11-place-5", "lynn haven near panama city, do you cover it", [ASK_US], promise("Lynn Haven")),

  // vehicles: several vehicles in one question.
  q("ho11-vehicles-1", "quote for 2: a hyundai elantra and a gmc canyon", [SEDAN, TRUCK]),
  q("ho11-vehicles-2", "how much for my mazda cx-90 and my son's nissan sentra", [SUV, SEDAN]),
  q("ho11-vehicles-3", "three vehicles: chevy traverse, toyota tundra, lexus es. price each?", [SUV, TRUCK, SEDAN]),

  // shade: a shade named with a price question.
  q("ho11-shade-1", "35% all around on a cadillac ct5, what's that cost", [SEDAN_ALL_35]),
  q("ho11-shade-2", "integra: 35 fronts, 20 rears, what's the total", [SEDAN_MIXED]),
  q("ho11-shade-3", "50% on a toyota 4runner, sides and rear, price", [SUV]),
  q("ho11-shade-4", "70 all the way around a gmc sierra 1500 how much", [TRUCK]),

  // verdict: yes or no on a shade for a given vehicle.
  q(
    "ho11-verdict-1",
    "subaru wrx, 20% on the driver and passenger windows?",
    [FRONT, REFUSAL],
    saysLegal("20%", "front"),
  ),
  // Over factory privacy glass the reading may fall lower: only the limit is required.
  q("ho11-verdict-2", "15% behind the driver on a lincoln aviator ok?", [SUV_BACK], saysIllegal("15%")),
  // Over a pickup's factory privacy glass there may be no room left: only the limit is required.
  q(
    "ho11-verdict-3",
    "rivian r1t, 20 on the rear slider and back doors - allowed?",
    [PICKUP_AS_CAR],
    saysIllegal("20%"),
  ),
  q("ho11-verdict-4", "dodge charger w/ 35s up front, am i ok", [FRONT], saysIllegal("35%")),

  // book: the deposit, the refund and its cutoff, the lead (with `now`), the horizon, a change
  // inside the cutoff, the reminder, the hold.
  q("ho11-book-1", "what's it cost upfront to reserve a saturday", [DEPOSIT]),
  q("ho11-book-2", "if i cancel 2 days ahead is my deposit returned", [REFUND, "24 hours|24-hour|24 hrs"]),
  at(THU_FOUR_PM_MAY, q("ho11-book-3", "need it done tomorrow morning, can i grab a slot", [LEAD])),
  q("ho11-book-4", "how far ahead does the online calendar go", [HORIZON]),
  q("ho11-book-5", "can I still move my appointment online? it's in 12 hours", [PHONE, "24 hours|24-hour|24 hrs"]),
  q("ho11-book-6", "is the 50 dollar hold payment extra or does it count", [
    "comes off|come off|taken off|off the price|off the total|deducted|toward|towards|credited|applied|part of",
  ]),
  q("ho11-book-7", "do i get a text or email ahead of my appointment so i don't forget", [REMINDER]),
  q("ho11-book-8", "after choosing a slot online, how many minutes before it lets go if i haven't paid", [HOLD]),

  // hours: before opening, after closing, open now, a holiday Monday, the last minutes, another
  // time zone, Easter. Columbus Day and Easter: no day off is configured and no page names a
  // holiday closing, so the hours only.
  at(MON_SIX_TWENTY_FIVE, q("ho11-hours-1", "early bird here, is someone picking up yet", [OPENS], SAYS_OPEN)),
  at(SAT_SEVEN_FIFTEEN_PM, q("ho11-hours-2", "is anybody still working at this hour", [CLOSES], SAYS_OPEN)),
  at(WED_ONE_PM, q("ho11-hours-3", "is somebody picking up the phone at this hour", [PHONE], SAYS_CLOSED)),
  at(COLUMBUS_DAY, q("ho11-hours-4", "open today or off for the holiday?", [`${OPENS}|${CLOSES}|${EVERY_DAY}`])),
  at(SUN_SIX_FIFTY_PM, q("ho11-hours-5", "when do you wrap up for the day today", [CLOSES])),
  q("ho11-hours-6", "calling from orlando, is 7 your time or mine", [CENTRAL]),
  at(EASTER_MORNING, q("ho11-hours-7", "yall working on easter", [`${OPENS}|${CLOSES}|${EVERY_DAY}`], SAYS_CLOSED)),
];

export const heldOutRound11: EvalCase[] = [...heldOutRound11Core, ...heldOutRound11More, ...heldOutRound11New];
