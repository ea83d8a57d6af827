// Held-out round 5, continued (round-5.ts has its header and the rules): paying, hours, a
// person, aftercare, removal, warranty, PPF, homes and businesses, the offer and the day.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  QUOTE,
  LOOK_VISIT,
  PER_SQ_FT,
  NO_STORM_CLAIM,
  NOT_STORM,
  OPENS,
  CLOSES,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  WINDOWS_UP,
  MICROFIBER,
  q,
  at,
  HOME_PER_FOOT,
  SECURITY_PER_FOOT,
  PPF_TIME,
  MANUFACTURER,
  DEFECTS,
  HAZE_NORMAL,
  HUMID_WEEKS,
  OFFER,
  JULY_FOURTH,
  LABOR_DAY,
  SUN_BEFORE_SEVEN,
  THU_JUST_CLOSED,
  WED_MIDMORNING,
  CHRISTMAS_EVE_NIGHT,
  SAT_SIX_THIRTY,
  EVERY_DAY,
} from "./round-5-facts.ts";

export const heldOutRound5More: EvalCase[] = [
  // ── Paying ───────────────────────────────────────────────────────────
  q("ho5-pay-1", "is cash ok or card only", ["cash"]),
  // Financing is not in the facts: the phone, and no promise of it.
  q(
    "ho5-pay-2",
    "do you do affirm or klarna or some kind of payment plan",
    [PHONE],
    ["we offer financing", "we do offer financing", "affirm is available", "klarna is available", "we accept affirm"],
  ),
  // Cards and cash are stated; these apps are not.
  q(
    "ho5-pay-3",
    "venmo or zelle work for the balance?",
    [`${PHONE}|card|cash`],
    ["we take venmo", "we accept venmo", "we take zelle", "we accept zelle"],
  ),
  q("ho5-pay-4", "when is the rest of the money due", ["finished|done|complete|on the day|after|looked it over"]),
  // The gift card: call when booking or hand it over at the appointment (seed).
  q("ho5-pay-5", "my mom gave me one of your gift cards, how do i use it", [`${PHONE}|appointment|invoice`]),

  // ── Hours ────────────────────────────────────────────────────────────
  // Holidays are days off only if the owner sets them: the hours, or the phone to check.
  at(JULY_FOURTH, q("ho5-hours-1", "yall working today on the 4th?", [`${OPENS}|${PHONE}`])),
  at(LABOR_DAY, q("ho5-hours-2", "open on labor day?", [`${OPENS}|${PHONE}`])),
  at(SUN_BEFORE_SEVEN, q("ho5-hours-3", "what time do yall start this morning", [OPENS], SAYS_OPEN)),
  at(THU_JUST_CLOSED, q("ho5-hours-4", "anyone there rn", [OPENS], SAYS_OPEN)),
  at(
    WED_MIDMORNING,
    q(
      "ho5-hours-5",
      "are you guys open at the moment",
      [`${CLOSES}|open now|open right now|we're open|we are open`],
      SAYS_CLOSED,
    ),
  ),
  at(CHRISTMAS_EVE_NIGHT, q("ho5-hours-6", "is anybody answering tonight", [OPENS], SAYS_OPEN)),
  at(SAT_SIX_THIRTY, q("ho5-hours-7", "how late r u open tonight", [CLOSES], SAYS_CLOSED)),
  q("ho5-hours-8", "which time zone are your hours in, im calling from texas", ["Central|CT|CST|CDT|America/Chicago"]),
  q("ho5-hours-9", "do you even do sunday appointments", [`${EVERY_DAY}|${OPENS}|${CLOSES}`]),

  // ── A person ─────────────────────────────────────────────────────────
  q("ho5-person-1", "can i talk to marcus directly", [PHONE]),
  q("ho5-person-2", "what email do i send pics to", [EMAIL]),
  q("ho5-person-3", "is there a number i can text instead of calling", [PHONE]),
  q("ho5-person-4", "who handles scheduling, is there a real person i can reach", [PHONE]),

  // ── Cleaning tinted glass ────────────────────────────────────────────
  q("ho5-care-1", "can i use windex on the tinted windows", [AMMONIA]),
  q("ho5-care-2", "what kind of rag should i wipe the tint with", [MICROFIBER]),
  q("ho5-care-3", "beach sand all over inside the car, how do i clean the windows without scratching the film", [
    `${MICROFIBER}|shake`,
  ]),
  q("ho5-care-4", "spray cleaner right on the glass or on the towel?", ["cloth|towel"]),

  // ── Curing ───────────────────────────────────────────────────────────
  q("ho5-cure-1", "2 days after and the windows look kinda cloudy, did something go wrong", [HAZE_NORMAL]),
  q("ho5-cure-2", "its been rainy and humid all week, how long till the film fully cures", [HUMID_WEEKS]),
  q("ho5-cure-3", "i have to use the bank drive thru tomorrow, tinted today, can i put the window down", [WINDOWS_UP]),
  q("ho5-cure-4", "little blisters on the back glass near the heater lines, normal?", [
    "moisture|water|curing|cure|dries|drying|clear|longer",
  ]),

  // ── Removing old tint ────────────────────────────────────────────────
  q("ho5-removal-1", "my dads 2008 buick lucerne has purple bubbly tint, can you get it off", [
    "yes|steam|remov|peel|strip|take it off|take off",
  ]),
  q("ho5-removal-2", "is stripping the old film extra", ["adds|add to|time and cost|more", `${QUOTE}|${PHONE}|quote`]),
  q("ho5-removal-3", "will taking off old tint wreck my rear defrost", ["protect|careful|safe"]),

  // ── Warranty ─────────────────────────────────────────────────────────
  q("ho5-warranty-1", "what kind of warranty comes with the car tint", [`${MANUFACTURER}|${DEFECTS}`]),
  q("ho5-warranty-2", "house film, is there a warranty on that", [`${MANUFACTURER}|${DEFECTS}`, "glass|depend"]),
  // The facts say the warranty applies to the film on that vehicle; a new owner is not
  // addressed: the phone, and no claim either way.
  q(
    "ho5-warranty-3",
    "if i sell my truck does the tint warranty go to the next owner",
    [PHONE],
    ["transfers to the new owner", "it transfers", "is transferable", "goes with the vehicle to the new owner"],
  ),
  q("ho5-warranty-4", "does the ppf warranty cover it going yellow", [`${MANUFACTURER}|covered|covers`]),

  // ── Paint protection film ────────────────────────────────────────────
  q("ho5-ppf-1", "full body ppf ballpark?", ["5,500|5500|9,500|9500"]),
  q("ho5-ppf-2", "will clear bra hide the rock chips i already have on my hood", [
    "correction|underneath|under it|won't hide|doesn't hide|will not hide|does not hide|not hide|covers",
  ]),
  q("ho5-ppf-3", "can i still put a ceramic coating over the ppf", ["yes|on top|you can|can be applied|can add"]),
  q("ho5-ppf-4", "how long would you need my car for a partial front ppf", [PPF_TIME]),

  // ── Homes ────────────────────────────────────────────────────────────
  q("ho5-home-1", "will the film make my house windows look dark from the street", [
    "50%|70%|light|nearly clear|not unless",
  ]),
  q("ho5-home-2", "do you have hurricane film for house windows", [NOT_STORM], NO_STORM_CLAIM),
  q("ho5-home-3", "ballpark for 3 rooms on the west side of the house", [
    `${HOME_PER_FOOT}|590`,
    `${LOOK_VISIT}|${PER_SQ_FT}|visit|measure`,
  ]),
  q("ho5-home-4", "we have double pane windows, can those get film", ["glass|check|usually|guidelines|depend"]),

  // ── Businesses ───────────────────────────────────────────────────────
  q("ho5-biz-1", "my restaurant faces west, can you install before we open for lunch", [
    "before opening|before you open|after closing|early|weekend|around|morning",
  ]),
  q("ho5-biz-2", "price for anti smash and grab film on a storefront", [SECURITY_PER_FOOT], NO_STORM_CLAIM),
  q("ho5-biz-3", "we rent our office, do we need the landlords ok for film", ["lease|property manager|specification"]),
  q("ho5-biz-4", "if we tint the office can people see in at night", ["reverse|lights on|lit"]),

  // ── The first-time customer offer ────────────────────────────────────
  q("ho5-offer-1", "new customer deal?", [OFFER]),
  // The offer is for "any tint service" (automotive, residential or commercial, the FAQ);
  // whether PPF counts is not said: only "tint" is required, and no promise on PPF.
  q(
    "ho5-offer-2",
    "does the 20% off work on ppf too",
    ["tint"],
    ["20% off ppf", "20% off paint protection", "20% off your ppf", "yes, the 20% applies to ppf"],
  ),
  q("ho5-offer-3", "how do i get the discount applied", [`${QUOTE}|${PHONE}|mention`]),
  q("ho5-offer-4", "my brother used yall last year, i never have, do i still get the first timer discount", [
    `${OFFER}|${PHONE}`,
  ]),

  // ── The day ──────────────────────────────────────────────────────────
  q("ho5-day-1", "what do you need from me the day of", ["door|room|permission|spot|space"]),
  // The FAQ says a canopy comes along; the Crestview news asks for a garage, carport or shaded
  // spot: any of them passes.
  q("ho5-day-2", "no garage, just a driveway, is that a problem", ["canopy|shade|carport"]),
  q("ho5-day-3", "do yall need water or anything from my house", ["bring"]),
  q("ho5-day-4", "supposed to storm saturday when youre coming, what happens", [
    `reschedul|move|another day|new time|${PHONE}`,
  ]),
];
