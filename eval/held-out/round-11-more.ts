// Held-out round 11 (issue 26), written blind: paying, a person, care, curing, removal, the
// warranty, PPF, homes, businesses, the offer, the day, comparisons, three-turn conversations,
// vague messages, stories, after the job, doubts, proxies, fragments and upset customers.
// The expected facts are in round-11-facts.ts (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  AMMONIA,
  AS1,
  A_WEEK,
  BOOK,
  BUCKLE,
  CAR_BACK,
  CARDS_OR_CASH,
  CLAIM_PAPERS,
  EVERY_DAY,
  FLAT_8,
  FRONT,
  GIFT_AMOUNTS,
  HOME_RANGE,
  KIT_PRO_EXTRA,
  LOOK_VISIT,
  MANAGER,
  MANUFACTURER,
  NEW_FILM,
  NIGHT_SEE,
  NOT_STORM,
  NO_STORM_CLAIM,
  OFFER,
  OFFER_HOW,
  OWNER,
  PAY_AFTER,
  PHONE,
  PPF_DEFECTS,
  PPF_GLOSS,
  PPF_SATIN,
  PPF_TIME,
  QUOTE,
  REFUND,
  REFUSAL,
  REMOVE,
  ROOM,
  SAYS_APPLE_PAY,
  SAYS_BONDED,
  SAYS_INVENTED_DISCOUNT,
  SAYS_MATCH,
  SAYS_NO_FADING,
  SAYS_NORMAL,
  SAYS_TICKET_PAID,
  SECURITY_HOLDS,
  SECURITY_THICK,
  SEDAN,
  SLOWS_FADING,
  STOCKED_FRONT,
  STRIP_MORE,
  SUV,
  SUV_BACK,
  SUV_BOTH,
  TRUCK,
  saysIllegal,
  saysLegal,
  q,
} from "./round-11-facts.ts";

export const heldOutRound11More: EvalCase[] = [
  // pay: an app the facts do not name, the balance, shipping under the free line.
  // Apple Pay: the FAQ names cards and cash only, so those are required and the app not promised.
  q("ho11-pay-1", "do u take apple pay", [CARDS_OR_CASH], SAYS_APPLE_PAY),
  q("ho11-pay-2", "the rest of the money, when's that owed", [PAY_AFTER]),
  q("ho11-pay-3", "whats shipping on the standard aftercare kit to mobile al", [
    FLAT_8,
    "two business days|2 business days",
  ]),

  // person: photos, the owner.
  q("ho11-person-1", "can i text you a couple pics of the glass instead of typing all this", [`${PHONE}|${QUOTE}`]),
  q("ho11-person-2", "who owns the company, can I talk to him directly", [OWNER, PHONE]),

  // care: cleaning tinted glass.
  q("ho11-care-1", "blue glass spray from the grocery store, safe on fresh film?", [AMMONIA]),
  q("ho11-care-2", "how long until i can clean the inside of the new tint", [A_WEEK]),

  // cure: haze, rolling windows down in humid weather.
  q("ho11-cure-1", "its been 4 days and the back glass looks foggy, is that supposed to happen", [
    "normal|moisture|water|curing|cure|dries|drying",
  ]),
  q("ho11-cure-2", "rainy and humid all week, how many days do the windows need to stay shut", [
    "three to five|3 to 5|3-5|3–5|five days|longer",
  ]),

  // removal: removing old tint.
  q("ho11-removal-1", "old purple film on my xterra's back glass, can that be dealt with before the new", [
    REMOVE,
    "defrost|adds|longer|time|cost",
  ]),
  q("ho11-removal-2", "is there a charge to peel off old film first", ["adds|time|longer|quote|cost"]),

  // warranty
  q("ho11-warranty-1", "clear bra guarantee, what kind of problems does it include", [PPF_DEFECTS]),
  q("ho11-warranty-2", "film started lifting, what do i need to show you to get it replaced under warranty", [
    CLAIM_PAPERS,
  ]),

  // ppf: paint protection film.
  q("ho11-ppf-1", "does clear bra actually help vs rocks from gravel trucks", [
    "urethane|hood|bumper|mirror|protect|chip",
  ]),
  q("ho11-ppf-2", "partial front clear bra, how many hours are you there", [PPF_TIME]),
  q("ho11-ppf-3", "first car wash after new ppf, how long do i hold off", ["wait|few days|days|pressure"]),

  // home: residential film.
  q("ho11-home-1", "hurricane season, can i skip the plywood if the windows are filmed", [NOT_STORM], NO_STORM_CLAIM),
  q("ho11-home-2", "price per sq ft for house tint", [HOME_RANGE]),

  // biz: commercial film.
  q("ho11-biz-1", "can you do my dental office before we open", ["early|after closing|weekend|evening|before opening"]),
  q("ho11-biz-2", "12-14 mil safety film on a storefront, ballpark per foot?", [SECURITY_THICK]),

  // offer: the first-time customer offer.
  q("ho11-offer-1", "saw a popup about 20% for first timers, how do i actually get it", [OFFER_HOW]),
  q("ho11-offer-2", "new customer 20%, does that count for film on my home's windows or only cars", [
    "any tint|residential|yes",
  ]),

  // day: what to expect on the day.
  q("ho11-day-1", "what do you need from me on the day of the install", [ROOM]),
  q("ho11-day-2", "should i have a hose or power outlet ready for you", [
    "we bring|bring everything|bring our own|bring the|canopy",
  ]),

  // compare: carbon and ceramic, the two kits, gloss and satin, the visor strip, 35% and 50% at
  // night, home film and security film.
  q("ho11-compare-1", "ceramic vs carbon which keeps it cooler", ["infrared|heat"]),
  q("ho11-compare-2", "what does the pro kit have that the basic one doesn't", [KIT_PRO_EXTRA]),
  q("ho11-compare-3", "satin vs gloss on the partial front, whats the gap in price", [PPF_GLOSS, PPF_SATIN]),
  q(
    "ho11-compare-4",
    "for the suv, the package that includes the visor strip vs the one that doesn't, prices?",
    SUV_BOTH,
  ),
  q("ho11-compare-5", "35% or 50% on the front of a hyundai sonata, which is better at night", [NIGHT_SEE]),
  q("ho11-compare-6", "would regular house tint help against break ins or do i need the security stuff", [
    SECURITY_HOLDS,
  ]),

  // follow: three turns, the last leaning on the earlier ones.
  q(
    "ho11-follow-1",
    ["kia sportage owner here", "takes what, half a day?", "and would 5 percent behind the driver fly?"],
    [`${SUV_BACK}|${REFUSAL}`],
    saysLegal("5%", "back"),
  ),
  q(
    "ho11-follow-2",
    ["home near east bay boulevard", "three bedroom windows face west", "rough cost for that?"],
    [`${HOME_RANGE}|${LOOK_VISIT}`],
  ),
  // The sedan package has no strip option; the automotive page's FAQ offers a sun strip above AS-1.
  q(
    "ho11-follow-3",
    ["what's in the sedan package", "does it cover the front windshield", "what about a band across the top then"],
    [AS1],
  ),

  // vague: indirect or badly spelled phone messages.
  q("ho11-vague-1", "hey so like my car gets super hot lol what can u do", ["ceramic|infrared"]),
  q("ho11-vague-2", "need my windows dun asap how do i get on ur list", [`${BOOK}|${PHONE}`]),
  q("ho11-vague-3", "wats it cost w yall", [`${SEDAN}|${SUV}|${TRUCK}|make|model`]),

  // story: a long rambling message with the question buried in it.
  // Tint from another state: only a meter on the car can tell; the front limit is required.
  q(
    "ho11-story-1",
    "ok so we just PCSed from texas, drove the whole way with the kids and the dog, and the highlander has tint the last owner put on that honestly looks pretty dark, my neighbor says we'll get a ticket, i don't know what the rules are here at all, is my tint even legal in florida",
    [FRONT, "meter|metered|measure"],
  ),
  q(
    "ho11-story-2",
    "my grandmother's place in gulf breeze has all these antiques and her good rugs by the big bay windows and they're getting washed out, she's 88 and won't close the blinds because she likes the view of the water, i told her film might help. will it stop the fading completely though",
    [SLOWS_FADING],
    SAYS_NO_FADING,
  ),
  q(
    "ho11-story-3",
    "my boyfriend works crazy shifts at hurlburt and is never home in daylight, his car sits in the lot out there all day baking, i'm trying to surprise him for his birthday but he'd never drop it off anywhere. could you meet the car where he works instead",
    ["permission|workplace|work lot|off-base|off base|parking lot"],
  ),

  // after: questions days or months after the job.
  // Debris under the film after the curing period is not normal (the aftercare guide): call us.
  q("ho11-after-1", "noticed a little bump under the film with grit in it, two months after", [PHONE], SAYS_NORMAL),
  q("ho11-after-2", "cracked my rear passenger window, new glass coming, what about the tint", [NEW_FILM]),
  q("ho11-after-3", "my seatbelt buckle keeps smacking the film edge when i get out is that bad", [BUCKLE]),

  // doubt: doubts and objections. Bonding: the facts are silent, so the phone and no claim.
  q("ho11-doubt-1", "what stops you from just putting whatever dark film i ask for on", [
    "meter|metered|misdemeanor|measure|legal|law",
  ]),
  q(
    "ho11-doubt-2",
    "why's your price higher than the $199 guy on facebook",
    ["ceramic|dyed|fade|infrared"],
    SAYS_MATCH,
  ),
  q("ho11-doubt-3", "is your company bonded", [PHONE], SAYS_BONDED),

  // proxy: asking for someone else, or about a car or home that is not theirs.
  q("ho11-proxy-1", "my mom's buick enclave needs tint, can I set it up for her", [`${BOOK}|${SUV}`]),
  q("ho11-proxy-2", "my teenager just got an 08 corolla, what's legal on it", [FRONT, CAR_BACK]),
  q("ho11-proxy-3", "gift certificate for my husband's f-250, what amounts are there", [GIFT_AMOUNTS]),
  q("ho11-proxy-4", "i own a condo on holiday isle but live in ohio, can it be done while im gone", [MANAGER]),
  q("ho11-proxy-5", "booking for my dad who doesn't do internet, can he just ring you", [PHONE]),
  q(
    "ho11-proxy-6",
    "my sister's jeep compass, she wants 5% on the back, can you do it for her",
    [`${SUV_BACK}|${REFUSAL}`],
    saysLegal("5%", "back"),
  ),

  // short: terse fragments of one to five words.
  q("ho11-short-1", "telluride tint cost", [SUV]),
  q("ho11-short-2", "windshield strip add-on price", [STRIP_MORE]),
  q("ho11-short-3", "cash ok?", ["yes|accept|we take"]),
  q("ho11-short-4", "sat availability?", [`${EVERY_DAY}|${BOOK}`]),
  q("ho11-short-5", "70 legal front?", [`${FRONT}|yes`], saysIllegal("70%")),
  q("ho11-short-6", "satin clear bra cost??", [PPF_SATIN]),

  // upset: a real question wrapped in frustration or a complaint.
  q("ho11-upset-1", "ive called 3 times no answer, ridiculous, i just want a price on a kia seltos", [SUV]),
  // The shop stocks 35% as its darkest legal front shade; 28% is the limit (decision 014).
  q("ho11-upset-2", "ur website wont let me pick 28% for the front wtf", [STOCKED_FRONT]),
  q("ho11-upset-3", "got pulled over over the tint YOU put on, now what", [PHONE], SAYS_TICKET_PAID),
  q("ho11-upset-4", "the tint on my door is peeling after a year, so annoyed", [`${MANUFACTURER}|warranty`, PHONE]),
  q(
    "ho11-upset-5",
    "$549 for an suv?? thats insane for some film",
    [`${OFFER}|ceramic|infrared`],
    SAYS_INVENTED_DISCOUNT,
  ),
  q("ho11-upset-6", "you guys moved my appointment twice, i just want my deposit back", [REFUND]),
];
