// Held-out round 7, continued (see round-7.ts): paying, hours, a person, aftercare, removal,
// the warranty, paint protection, homes, businesses, the offer, the day, comparisons and
// three-turn conversations.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  BOOK,
  QUOTE,
  ASK_US,
  SEDAN_MIXED,
  SUV,
  SUV_STRIP,
  PPF_GLOSS,
  PPF_SATIN,
  SUV_BACK,
  OPENS,
  CLOSES,
  EVERY_DAY,
  SUN_OK,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  WINDOWS_UP,
  A_WEEK,
  MICROFIBER,
  KIT_STANDARD,
  KIT_PRO,
  HEAT,
  FADES,
  CERAMIC,
  NIGHT_REVERSES,
  MANUFACTURER,
  DEFECTS,
  CLAIM_PAPERS,
  SAYS_SCRATCH_COVERED,
  HAZE_NORMAL,
  HUMID_WEEKS,
  PPF_EDGES,
  OFFER,
  FREE_FROM_75,
  LOOK,
  q,
  at,
  usd,
  KIT_PRO_EXTRA,
  SUN_CHURCH,
  THU_SEVEN_TWENTY_PM,
  SUN_SIX_AM,
  VALENTINES_SUN,
  SAT_BEFORE_DST,
  DAY_AFTER_XMAS,
  EASTER_NIGHT,
} from "./round-7-facts.ts";

// Financing and a multi-car discount: the facts name neither.
const SAYS_FINANCING = ["we offer financing", "financing is available", "monthly payments available", "affirm"];
const SAYS_MULTI_CAR = ["multi-car discount", "two-car discount", "discount for two cars", "bundle discount"];

export const heldOutRound7More: EvalCase[] = [
  // Paying (FAQ, seed, shipping.ts).
  q("ho7-pay-1", "do i settle up before you start or when it's done", ["finished|after|end|complete|on the day|once"]),
  q("ho7-pay-2", "the deposit online, can i pay that part in cash", ["card"]),
  q("ho7-pay-3", "is there a way to pay it off over a couple months", [ASK_US], SAYS_FINANCING),
  // $49 + $29 = $78 of goods: over the $75 line, so free shipping.
  q("ho7-pay-4", "if i order the pro kit and the regular kit do i pay shipping", [`free|${FREE_FROM_75}`]),

  // Hours: every day 7 AM to 7 PM, Central Time.
  at(SUN_CHURCH, q("ho7-hours-1", "just out of church, yall working today?", [CLOSES], SAYS_CLOSED)),
  at(THU_SEVEN_TWENTY_PM, q("ho7-hours-2", "anyone around to answer right now", [OPENS], SAYS_OPEN)),
  at(SUN_SIX_AM, q("ho7-hours-3", "what time do yall get rolling this morning", [OPENS])),
  at(VALENTINES_SUN, q("ho7-hours-4", "still taking calls this afternoon?", [CLOSES], SAYS_CLOSED)),
  at(SAT_BEFORE_DST, q("ho7-hours-5", "if i call in 5 min will somebody pick up", [CLOSES])),
  // No day off is configured (booking.ts daysOff is empty): the usual hours.
  at(
    DAY_AFTER_XMAS,
    q("ho7-hours-6", "open the day after christmas?", [`${OPENS}|${CLOSES}|${EVERY_DAY}`], SAYS_CLOSED),
  ),
  at(EASTER_NIGHT, q("ho7-hours-7", "easter night, can somebody still help me", [OPENS], SAYS_OPEN)),
  q("ho7-hours-8", "im in jacksonville, is your 7 to 7 my time or yours", ["Central|CST|CDT|Chicago"]),

  // A person.
  q("ho7-person-1", "this chat is fine but id rather talk to somebody, how", [PHONE]),
  q("ho7-person-2", "rather type than talk, got an email i can write to", [`${EMAIL}|${QUOTE}`]),
  q("ho7-person-3", "who owns the business", ["Marcus|family|Reyes"]),

  // Cleaning tinted glass (the aftercare guide, the FAQ).
  q("ho7-care-1", "the blue glass spray under my sink, ok on the tint?", [AMMONIA]),
  q("ho7-care-2", "paper towels alright for the tinted glass?", [MICROFIBER]),
  q("ho7-care-3", "when's it safe to get fingerprints off the new tint from inside", [A_WEEK]),

  // Curing.
  q("ho7-cure-1", "after you finish how long do the windows stay up", [WINDOWS_UP]),
  q("ho7-cure-2", "been muggy and grey all week, is the film gonna take longer to dry", [HUMID_WEEKS]),
  q("ho7-cure-3", "two days in and the back glass has streaks near the heater lines, normal?", [HAZE_NORMAL]),

  // Removing old tint (the automotive page).
  q("ho7-removal-1", "used truck came with purple bubbly tint, can yall strip it", ["yes|steam|remove|peel"]),
  q("ho7-removal-2", "theres already old film on it, does that change the price", [
    "adds|extra|more|longer|time and cost|additional",
  ]),
  q("ho7-removal-3", "will pulling old tint wreck my rear defrost", ["protect|careful|safe"]),

  // The warranty (warranty.ts, the FAQ).
  q("ho7-warranty-1", "what exactly does your warranty cover", [MANUFACTURER, DEFECTS]),
  q("ho7-warranty-2", "do i need to hang onto my receipt for the warranty", [CLAIM_PAPERS]),
  q("ho7-warranty-3", "my kid scratched the film with a toy, covered?", [`${DEFECTS}|${PHONE}`], SAYS_SCRATCH_COVERED),

  // Paint protection film (the PPF page).
  q("ho7-ppf-1", "how am i supposed to wash the clear bra", [
    `by hand|hand wash|hand-wash|pH-neutral|pH neutral|${PPF_EDGES}`,
  ]),
  q("ho7-ppf-2", "my detailer wants to coat the car, can that go on top of your paint film", [
    "yes|can be applied|can be put|can add|fine|works with|compatible",
  ]),
  q("ho7-ppf-3", "what does self healing on the ppf mean", ["heat|sun|swirl|fade"]),

  // Home film.
  q("ho7-home-1", "the reflective stuff on our bedroom window, does it still hide us after dark with the lamp on", [
    NIGHT_REVERSES,
  ]),
  q("ho7-home-2", "how do you figure the price for a house", [LOOK]),
  q("ho7-home-3", "our hoa is picky about how window film looks from the street", [
    "rules|association|comply|send|approval|specification",
  ]),

  // Business film.
  q("ho7-biz-1", "we run a bakery, can you do the front glass on a day were shut or after hours", [
    "after closing|before opening|evening|weekend|early|after hours",
  ]),
  // The business film's price per square foot differs between sources: a visit, the phone or the form.
  q("ho7-biz-2", "rough cost per sq ft to do a dental office's front glass", [`${QUOTE}|${PHONE}|visit|measure|quote`]),
  q("ho7-biz-3", "glass front door at my store, anything to make it harder to smash", [
    "safety|security|together|hold",
  ]),

  // The first-time offer.
  q("ho7-offer-1", "never used yall before, any deal for that", [OFFER]),
  q("ho7-offer-2", "first job with yall would be the sunroom glass at our house, does the 20% thing apply to a home", [
    OFFER,
    "any tint|residential|yes|applies",
  ]),
  q("ho7-offer-3", "how do i get the 20 percent", ["quote form|/#contact|call|mention|phone"]),

  // The day (FAQ, the automotive page, booking.ts).
  q("ho7-day-1", "anything i should do to the car before you get here", ["door|room|spot|space|nothing"]),
  q("ho7-day-2", "for regular tint do you bring your own shade or do i need a garage", ["canopy|carport|shaded spot"]),
  q("ho7-day-3", "how long for a minivan roughly", ["longer|3 hours|three hours|about 3|180"]),

  // Choosing: only the prices or properties that decide it.
  q("ho7-compare-1", "pro kit vs the 29 dollar one, what does the extra 20 bucks get me", [KIT_PRO, KIT_PRO_EXTRA]),
  q("ho7-compare-2", "carbon or ceramic if i mostly care about heat at 35 on the front", [
    CERAMIC,
    "infrared|heat rejection|rejects more|blocks more|cooler",
  ]),
  q("ho7-compare-3", "gloss vs satin clear bra, how much more is satin", [PPF_GLOSS, PPF_SATIN]),
  q("ho7-compare-4", "on my durango is the windshield strip worth it, what's the difference in cost", [SUV, SUV_STRIP]),
  q("ho7-compare-5", "why pay for ceramic when dyed is cheaper", [`${FADES}|${HEAT}`]),
  q("ho7-compare-6", "only need something to spray, is the 12 dollar bottle enough or get the towels set too", [
    KIT_STANDARD,
  ]),

  // Three turns, the last leaning on the earlier ones.
  q(
    "ho7-follow-1",
    ["how much for a honda cr-v", "and a civic", "ok so both on the same day whats the total"],
    [usd("998", "948")],
    SAYS_MULTI_CAR,
  ),
  q("ho7-follow-2", ["whats legal up front", "and the back on a sedan", "what if it was my tahoe instead"], [SUV_BACK]),
  q("ho7-follow-3", ["do you come to milton", "what time do you start", "sundays too?"], [SUN_OK]),
  q(
    "ho7-follow-4",
    ["do you sell gift cards", "can i get the 250 one", "how does my sister use it"],
    ["email|call|invoice|appointment|code"],
  ),
  q("ho7-follow-5", ["i want 20 on the back of my charger", "and the front?", "so whats that cost"], [SEDAN_MIXED]),
  q("ho7-follow-6", ["do you do houses", "how do you price those", "can i book that visit on the site"], [BOOK]),
  // Whether the offer covers PPF is open ("any tint service"): only the offer or the phone.
  q(
    "ho7-follow-7",
    ["first time customer here", "any deal going?", "does that work on the clear bra too"],
    [`${OFFER}|${PHONE}`],
  ),
  q(
    "ho7-follow-8",
    ["what does the partial front clear film cost", "is that the glossy one?", "and the satin?"],
    [PPF_SATIN],
  ),
];
