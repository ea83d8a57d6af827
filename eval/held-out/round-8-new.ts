// Held-out round 8, the newer topics (see round-8.ts and README.md, "How round 8 was
// written"): worries, a product's details, local names, mangled messages, returning customers
// and misleading wording, then round 8's own: asking for someone else (proxy), terse phone
// fragments (short) and a question wrapped in a complaint (upset).

import type { EvalCase } from "../cases.ts";
import {
  AMMONIA,
  CAR_BACK,
  CLAIM_PAPERS,
  CLOSES,
  LEAD,
  DEPOSIT,
  EMAIL_DELIVERY,
  EXEMPTION,
  FIRST_TIME,
  FRONT,
  GIFT_50,
  GIFT_500,
  GLASS_CHECK,
  GULF_BREEZE,
  HAZE_NORMAL,
  FADES,
  HEAT,
  HOME_RANGE,
  LABOR_SUNDAY,
  LOOK_VISIT,
  MARY_ESTHER,
  MILTON,
  NICEVILLE,
  NIGHT_BACKING,
  NIGHT_REVERSES,
  NO_SIGNAL_TROUBLE,
  OFFER,
  OPENS,
  PACE,
  PENSACOLA,
  PHONE,
  PPF_GLOSS,
  PPF_SATIN,
  QUOTE,
  REACH_US,
  REFUND,
  REMOVE,
  SAND_CARE,
  SAYS_CLOSED,
  SAYS_DISCOUNT,
  SAYS_FREE_REMOVAL,
  SAYS_HOA_OK,
  SAYS_LANDLORD_OK,
  SAYS_LEASE_OK,
  SAYS_OFFER_AGAIN,
  SAYS_OUR_WARRANTY,
  SAYS_REFERRAL_BONUS,
  SAYS_RENTAL_OK,
  SAYS_ROLLDOWN_COVERED,
  SAYS_TICKET_PAID,
  SAYS_WARRANTY_TRANSFERS,
  SECURITY_THICK,
  SEDAN,
  SEDAN_ALL_35,
  SUN_OK,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  TRUCK_WINDOWS,
  TUE_THREE_PM,
  UV,
  WINDOWS_UP,
  BOOK,
  YES_TOWN,
  at,
  q,
  saysLegal,
} from "./round-8-facts.ts";

export const heldOutRound8New: EvalCase[] = [
  // Worries before saying yes, answered only from the facts.
  q("ho8-worry-1", "will dark tint make it hard to back into my driveway at night", [NIGHT_BACKING]),
  q("ho8-worry-2", "will my garage door opener still work through the tint", [NO_SIGNAL_TROUBLE]),
  q("ho8-worry-3", "im scared film will crack the big old windows in my house", [GLASS_CHECK]),
  q("ho8-worry-4", "we want privacy film on our bedroom facing the street, does that still work after dark", [
    NIGHT_REVERSES,
  ]),
  q("ho8-worry-5", "we hit the beach every weekend, will all the sand scratch it up", [SAND_CARE]),
  q("ho8-worry-6", "will my leather seats still fade even with tint", [UV]),

  // A product's specifics (seed, content/).
  q("ho8-detail-1", "does the truck package include the back slider", [TRUCK_WINDOWS]),
  q("ho8-detail-2", "can i still order the pro aftercare kit, any left?", [
    "2 left|two left|only 2|only two|low stock|few left|2 in stock|limited|low|couple left",
  ]),
  q("ho8-detail-3", "what does the thick 12 mil security film run per foot", [SECURITY_THICK]),
  q("ho8-detail-4", "what finishes does the ppf come in", ["gloss", "satin"]),
  q("ho8-detail-5", "which gift card amounts can i buy", [GIFT_50, GIFT_500]),
  q("ho8-detail-6", "list every tint darkness you sell", [" 5%| 5 percent|five percent", "70%|70 percent"]),

  // Places in the words locals use (the area pages).
  q("ho8-local-1", "do you come out to the condos by the navarre pier", [YES_TOWN("navarre")]),
  q("ho8-local-2", "im off 98 in florosa", [MARY_ESTHER]),
  q("ho8-local-3", "near whiting field, do you come up there", [MILTON]),
  q("ho8-local-4", "office by cordova mall, can you do our windows", [PENSACOLA]),
  q("ho8-local-5", "up in bluewater, yall come that far?", [NICEVILLE]),
  q("ho8-local-6", "off berryhill rd", [PACE]),

  // Mangled by autocorrect, missing spaces and voice-to-text.
  q("ho8-typo-1", "how mutch for tint on a chevy malibu", [SEDAN]),
  q("ho8-typo-2", "wats teh legel limmit on frnt windos", [FRONT]),
  q("ho8-typo-3", "do u guys due gulfbreeze", [GULF_BREEZE]),
  q("ho8-typo-4", "how much is the serum mick tint for an suv", [SUV]),
  q("ho8-typo-5", "are you open on sundae", [SUN_OK]),
  q("ho8-typo-6", "how much is pea pea F on the front bumper and hood", [`${PPF_GLOSS}|${PPF_SATIN}`]),
  q("ho8-typo-7", "deposite how much", [DEPOSIT]),

  // Returning and referred customers.
  q(
    "ho8-again-1",
    "you did my camry last year, now my sons getting a civic, do i get the 20 off again",
    [FIRST_TIME],
    SAYS_OFFER_AGAIN,
  ),
  q("ho8-again-2", "yall tinted my last car, i moved from pace up to crestview, still come to me?", [
    YES_TOWN("crestview"),
  ]),
  q(
    "ho8-again-3",
    "my neighbor used you guys and said to mention her name, do i get anything",
    [`${FIRST_TIME}|${OFFER}`],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho8-again-4", "yall did my tundra back in march, one back window is peeling now", [`${CLAIM_PAPERS}|${PHONE}`]),
  q("ho8-again-5", "booked online with you last time, can i set up the next one the same way", [BOOK]),
  q("ho8-again-6", "yall did my old truck, want the new sierra done now, same package price?", [TRUCK]),
  q(
    "ho8-again-7",
    "you installed my tint, i sold the car, can the new owner use the warranty",
    [PHONE],
    SAYS_WARRANTY_TRANSFERS,
  ),

  // Negations, exceptions, hypotheticals, a competitor named only as a comparison.
  q(
    "ho8-twist-1",
    "not looking for a car quote, i want a price on my house windows",
    [`${HOME_RANGE}|${LOOK_VISIT}`],
    ["$449"],
  ),
  q(
    "ho8-twist-2",
    "my old shop in texas said 25 on the front is fine, whats it here",
    [FRONT],
    saysLegal("25%", "front"),
  ),
  q("ho8-twist-3", "no visor piece needed, whats the plain price for my kia sorento", [SUV]),
  at(TUE_THREE_PM, q("ho8-twist-4", "not tomorrow but the day after, 10am, can i get that", [BOOK])),
  q("ho8-twist-5", "other place quoted me 250 for a sedan, what's yours", [SEDAN], SAYS_DISCOUNT),
  q("ho8-twist-6", "everything except the windshield, 35 all around on my accord, price", [SEDAN_ALL_35]),
  // Whether the offer reaches a first-time customer's household is open: the offer is required.
  q("ho8-twist-7", "im not a first time customer but my husband is, can he use the offer for his car", [OFFER]),

  // For someone else, or a car or home that is not theirs.
  q("ho8-proxy-1", "my dad has a 2018 f150 and wants tint, how much would he pay", [TRUCK]),
  q(
    "ho8-proxy-2",
    "getting my daughter her first car, a used corolla, whats the darkest legal so she doesnt get pulled over",
    [FRONT, CAR_BACK],
  ),
  q("ho8-proxy-3", "its a leased car, am i even allowed to tint it", [PHONE], SAYS_LEASE_OK),
  q("ho8-proxy-4", "my boss wants the company chevy express cargo van tinted, how dark can the back go", [SUV_BACK]),
  q(
    "ho8-proxy-5",
    "i rent my house, can i put film on the windows without asking the landlord",
    [PHONE],
    SAYS_LANDLORD_OK,
  ),
  q("ho8-proxy-6", "our condo hoa is super strict, will they let us put film up", [PHONE], SAYS_HOA_OK),
  q("ho8-proxy-7", "wifes birthday, want to gift her tint, does the card come in the mail", [EMAIL_DELIVERY]),
  q("ho8-proxy-8", "renting a car for vacation in destin, can yall tint it while im there", [PHONE], SAYS_RENTAL_OK),
  q("ho8-proxy-9", "my mother in law lives in gulf breeze, can you go to her house for her suv", [
    YES_TOWN("gulf-breeze"),
    SUV,
  ]),

  // Terse fragments as typed on a phone.
  q("ho8-short-1", "sequoia price", [SUV]),
  q("ho8-short-2", "5 legal back?", [`${SUV_BACK}|${EXEMPTION}`], saysLegal("5%", "back")),
  q("ho8-short-3", "destin?", [YES_TOWN("destin")]),
  q("ho8-short-4", "sun hrs", [OPENS, CLOSES]),
  q("ho8-short-5", "ppf satin $", [PPF_SATIN]),
  // "refund" alone would echo the question: the 24-hour cutoff is required too.
  q("ho8-short-6", "deposit refundable", [REFUND, LEAD]),
  q("ho8-short-7", "windex ok?", [AMMONIA]),
  at(LABOR_SUNDAY, q("ho8-short-8", "working today?", [CLOSES], SAYS_CLOSED)),
  q("ho8-short-9", "carbon or ceramic", [HEAT]),

  // A real question wrapped in frustration: the facts asked, the phone where a person is
  // needed, never an invented discount, refund or promise.
  q("ho8-upset-1", "ive called 3 times and nobody picked up, do you even want my business", [REACH_US], SAYS_DISCOUNT),
  q(
    "ho8-upset-2",
    "another shop did my tint 6 months ago and its already bubbling and going purple, can you fix this mess",
    [REMOVE],
    [...SAYS_FREE_REMOVAL, ...SAYS_OUR_WARRANTY],
  ),
  q(
    "ho8-upset-3",
    "got a ticket for my windows, thanks florida. what do i need so this doesnt happen again",
    [FRONT],
    SAYS_TICKET_PAID,
  ),
  q(
    "ho8-upset-4",
    "$449 for a car?? thats ridiculous, the guy down the road does it for half",
    [`${SEDAN_ALL_35}|${OFFER}|${HEAT}|${FADES}`],
    SAYS_DISCOUNT,
  ),
  q(
    "ho8-upset-5",
    "sent a message through your site 2 days ago and still no answer, i just want a price for my expedition",
    [SUV, PHONE],
    SAYS_DISCOUNT,
  ),
  q(
    "ho8-upset-6",
    "your guy left my windows all cloudy and streaky yesterday, not happy",
    [`${HAZE_NORMAL}|${PHONE}|${QUOTE}`],
    SAYS_DISCOUNT,
  ),
  q(
    "ho8-upset-7",
    "went through the bank drive thru the next morning and now the top edge of the tint is lifting, great",
    [`${WINDOWS_UP}|curing|cure`, PHONE],
    SAYS_ROLLDOWN_COVERED,
  ),
  q(
    "ho8-upset-8",
    "why cant you just do 5% on my front windows like i asked, its MY car",
    [FRONT],
    saysLegal("5%", "front"),
  ),
  // A long wait for the visor-strip price: the price, and no discount for the wait.
  q(
    "ho8-upset-9",
    "been waiting all week for someone to tell me the price with the windshield strip on a durango",
    [SUV_STRIP],
    SAYS_DISCOUNT,
  ),
];
