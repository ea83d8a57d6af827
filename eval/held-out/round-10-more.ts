// Held-out round 10 (issue 26), written blind: paying, a person, care, curing, removal, the
// warranty, PPF, homes, businesses, the offer, the day, comparisons, three-turn conversations,
// vague messages, stories, after the job, doubts, proxies, fragments and upset customers.
// The expected facts are in round-10-facts.ts (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  A_WEEK,
  AMMONIA,
  BOOK,
  BOOK_OR_QUOTE,
  CERAMIC,
  CLAIM_PAPERS,
  DEFECTS,
  DEPOSIT,
  EMAIL,
  ENCLOSED,
  FADES,
  FLAT_8,
  FOUNDED,
  FRONT,
  GIFT_AMOUNTS,
  GLASS_SIDE,
  HAZE_NORMAL,
  HEAT,
  HOME_RANGE,
  HUMID_WEEKS,
  KIT_PRO,
  KIT_PRO_EXTRA,
  KIT_STANDARD,
  LOOK,
  LOOK_VISIT,
  MANUFACTURER,
  METERED,
  MICROFIBER,
  MILES,
  NICEVILLE,
  MOBILE,
  NEW_FILM,
  NO_ADHESIVE,
  NO_STORM_CLAIM,
  NOT_STORM,
  OFFER,
  PAINT,
  PAY_AFTER,
  PHONE,
  PPF_GLOSS,
  PPF_SATIN,
  QUOTE,
  REACH_US,
  REFUSAL,
  REMOVAL_EXTRA,
  REMOVE,
  ROOM,
  SAYS_ADDRESS,
  SAYS_CRACKED_GLASS_COVERED,
  SAYS_DISCOUNT,
  SAYS_FREE_REMOVAL,
  SAYS_HOA_OK,
  SAYS_INSURED,
  SAYS_LEASE_OK,
  SAYS_ROLLDOWN_COVERED,
  SAYS_TICKET_PAID,
  SECURITY_MIL,
  SECURITY_PER_FOOT,
  SEDAN,
  SEDAN_BOTH,
  SUN_OK,
  SUV,
  SUV_BACK,
  STRIP_MORE,
  TRUCK,
  WE_BRING,
  WINDOWS_UP,
  q,
  saysIllegal,
  saysLegal,
  BIZ_RANGE,
} from "./round-10-facts.ts";

// Silent facts on paying a business's invoice, an apartment lot: the phone.
const CALL_OR_FORM = `${PHONE}|${QUOTE}|/book`;

export const heldOutRound10More: EvalCase[] = [
  // --- pay: the deposit, then the rest once the work is done; cards and cash; shipping under $75
  q("ho10-pay-1", "is it pay in full at booking or what", [DEPOSIT, PAY_AFTER]),
  q("ho10-pay-2", "visa debit fine?", ["yes|card|major|cash"]),
  q("ho10-pay-3", "what's shipping on just one of the small aftercare kits", [FLAT_8], ["free shipping on your kit"]),

  // --- person: texting, email for photos, a human
  q("ho10-person-1", "rather not talk on the phone, can i message you", [PHONE]),
  q("ho10-person-2", "i took photos of the cracked old film, how do i get them to you", [`${EMAIL}|${QUOTE}`]),
  q("ho10-person-3", "am i talking to a real human or a program", [PHONE]),

  // --- care
  q("ho10-care-1", "is regular windex ok on the new film", [AMMONIA]),
  q("ho10-care-2", "what should i wipe the inside of the tinted glass with so i dont scratch it", [MICROFIBER]),

  // --- cure
  q("ho10-cure-1", "when am i allowed to put the windows down after", [WINDOWS_UP]),
  q("ho10-cure-2", "little cloudy spots on the back glass two days after, should i worry", [HAZE_NORMAL]),

  // --- removal
  q(
    "ho10-removal-1",
    "previous owner's film went purple, can you get rid of it and redo it",
    [REMOVE, REMOVAL_EXTRA],
    SAYS_FREE_REMOVAL,
  ),
  q("ho10-removal-2", "can taking the old film off wreck the little wires in the rear window", [
    "defrost|protect|careful|steam",
  ]),

  // --- warranty
  q("ho10-warranty-1", "what's the tint warranty protect against exactly", [MANUFACTURER, DEFECTS]),
  q("ho10-warranty-2", "film started lifting at the corner a year later, what do i need to bring to get it handled", [
    CLAIM_PAPERS,
  ]),

  // --- ppf
  // The partial front covers the leading edge of the hood and fenders (seed), not the whole hood.
  q(
    "ho10-ppf-1",
    "does the clear bra package cover my whole hood",
    ["leading|edge|partial|full front"],
    ["covers the whole hood", "covers the entire hood"],
  ),
  q("ho10-ppf-2", "can the paint film go on outdoors or do you need cover", [ENCLOSED]),
  q("ho10-ppf-3", "how soon can i run it through a wash after the ppf goes on", ["day|edge"]),

  // --- home
  q("ho10-home-1", "will film on the sliding doors help the living room in the afternoons", [HEAT]),
  q("ho10-home-2", "can you do the windows of my place in gulf breeze, how does pricing work for a house", [
    `${LOOK}|${LOOK_VISIT}|${HOME_RANGE}`,
  ]),
  q("ho10-home-3", "will your film keep my windows from blowing out in a hurricane", [NOT_STORM], NO_STORM_CLAIM),

  // --- biz
  q("ho10-biz-1", "glare on the monitors in our office is brutal, do you do commercial buildings", [
    `${LOOK}|assessment|${QUOTE}|${BIZ_RANGE}`,
  ]),
  q("ho10-biz-2", "break-in resistant film for shop glass, thickness and price range", [
    SECURITY_MIL,
    SECURITY_PER_FOOT,
  ]),

  // --- offer
  q("ho10-offer-1", "first timer here, any kind of deal?", [OFFER]),
  q("ho10-offer-2", "does the 20% off apply to house windows as well or just cars", ["any tint|residential|yes|homes"]),

  // --- day
  q("ho10-day-1", "do i need to have anything hooked up or ready for you, like a hose", [WE_BRING]),
  q("ho10-day-2", "what do you need from me in the driveway when you get here", [ROOM]),

  // --- compare: only the facts that decide it, never a verdict word
  q("ho10-compare-1", "what's the windshield visor add-on worth on an suv, vs skipping it", [STRIP_MORE]),
  q("ho10-compare-2", "the two aftercare kits, $ difference and what extra you get", [
    KIT_STANDARD,
    KIT_PRO,
    KIT_PRO_EXTRA,
  ]),
  q("ho10-compare-3", "gloss or satin on the ppf, how far apart are they price wise", [PPF_GLOSS, PPF_SATIN]),
  q("ho10-compare-4", "35 vs 20 on a sedan, does one cost more than the other", SEDAN_BOTH),
  q("ho10-compare-5", "what's the difference between tint and that clear bra stuff", [PAINT, GLASS_SIDE]),
  q("ho10-compare-6", "dyed vs ceramic, how do they hold up after a few florida summers", [FADES]),
  q("ho10-compare-7", "house film vs the security film, what's each run per square foot", [
    HOME_RANGE,
    SECURITY_PER_FOOT,
  ]),
  q("ho10-compare-8", "how much farther is destin than pensacola for you guys", [MILES(25), MILES(15)]),

  // --- follow: three turns, the last leaning on the earlier ones
  // A hatchback is in the sedan class (tint-law.ts) and the sedan package.
  q(
    "ho10-follow-1",
    ["need tint on my sister's old ford focus", "its the hatchback version", "ok what's that cost"],
    [SEDAN],
  ),
  q(
    "ho10-follow-2",
    ["do you do homes", "its a two story in niceville", "how do i get a real price"],
    [`${LOOK}|${LOOK_VISIT}`],
  ),
  q(
    "ho10-follow-3",
    ["what's legal on the front", "and the back on a ford explorer?", "so could i do 15 back there"],
    [SUV_BACK],
    saysIllegal("15%"),
  ),
  q(
    "ho10-follow-4",
    ["you guys do gift certificates?", "what's the top amount", "and how would my son redeem it"],
    ["invoice|appointment|when you book|call"],
  ),

  // --- vague: indirect or badly spelled phone messages
  q("ho10-vague-1", "lookin to get my ride done how do i start", [BOOK_OR_QUOTE]),
  q("ho10-vague-2", "hey so like how much is it usually", [`${SEDAN}|vehicle|make|model`]),
  q("ho10-vague-3", "u guys do the thing on windows that stops the heat?", [`${CERAMIC}|tint|film`]),
  q("ho10-vague-4", "wanna make the car darker but stay legal", [FRONT]),

  // --- story: a long rambling message with the question buried in it
  q(
    "ho10-story-1",
    "so my husband bought a used 2019 explorer last month and whoever had it before put cheap tint on that is already bubbling in the back, we were going to live with it but now it is summer and the kids complain nonstop, anyway if we redo the suv what would that be",
    [SUV],
    SAYS_FREE_REMOVAL,
  ),
  q(
    "ho10-story-2",
    "my supervisor got stopped about his tint last week and now i'm paranoid because i'm picking up a new ram on saturday and wanted it dark, the salesman swears 20 all the way around is fine, is that true for the front doors",
    [REFUSAL, FRONT],
    saysLegal("20%", "front"),
  ),
  q(
    "ho10-story-3",
    "we just moved down from ohio into a rental in mary esther and the afternoon sun cooks our front room, the landlord said film is fine if it comes off when we leave, what's the first step",
    [`${LOOK}|${LOOK_VISIT}`],
  ),
  q(
    "ho10-story-4",
    "ok long story but my mom turns 70 next month and she just got a buick encore and always says the sun hurts her eyes, me and my brother want to go in on getting it tinted as a present, is there a way to pay ahead for her",
    [`gift card|${GIFT_AMOUNTS}`],
  ),

  // --- after: questions days or months after the job
  // The outside of the glass is untreated; the first clean of the film itself waits about a week.
  q("ho10-after-1", "got tinted friday, ok to run it through the car wash this weekend?", [
    `${A_WEEK}|outside|exterior`,
  ]),
  q("ho10-after-2", "been about 20 days and theres still a hazy patch on the rear window, it's been rainy nonstop", [
    `${HUMID_WEEKS}|${HAZE_NORMAL}`,
  ]),
  q("ho10-after-3", "my kid stuck a sticker on the new tint, is that a problem", [NO_ADHESIVE]),
  q(
    "ho10-after-4",
    "a rock cracked the back glass months after, does the film warranty pay for it",
    [NEW_FILM],
    SAYS_CRACKED_GLASS_COVERED,
  ),

  // --- doubt: doubts and objections
  q("ho10-doubt-1", "how do i know you won't put something too dark on my car and get me pulled over", [METERED]),
  q("ho10-doubt-2", "are you guys even insured", [PHONE], SAYS_INSURED),
  q(
    "ho10-doubt-3",
    "you guys seem sketchy with no storefront, is there a location i can drive to",
    [MOBILE],
    SAYS_ADDRESS,
  ),
  q("ho10-doubt-4", "how many years have y'all been tinting", [FOUNDED]),

  // --- proxy: for someone else, or a car or home that is not theirs
  q("ho10-proxy-1", "my dad wants his f-150 done, can i set it up for him", [BOOK_OR_QUOTE]),
  q(
    "ho10-proxy-2",
    "car's on a 3 year lease through the dealer, will tinting cause me problems with that",
    [PHONE],
    SAYS_LEASE_OK,
  ),
  q("ho10-proxy-3", "paying for tint on my son's first car, a used corolla, what's that cost", [SEDAN]),
  q(
    "ho10-proxy-4",
    "my grandma in destin needs her sunroom windows done but i'm in ohio, can you deal with her directly",
    [CALL_OR_FORM],
  ),
  q("ho10-proxy-5", "it's the company truck and my boss is paying, can you bill the business", [PHONE]),
  q("ho10-proxy-6", "it's my housemate's car, can you do it in our apartment parking lot while she's at work", [
    `${ROOM}|${PHONE}`,
  ]),
  q(
    "ho10-proxy-7",
    "my parents' hoa in pace might have rules about window film, is it ok",
    [`${PHONE}|check|send us`],
    SAYS_HOA_OK,
  ),

  // --- short: terse fragments
  q("ho10-short-1", "sorento cost", [SUV]),
  q("ho10-short-2", "20s up front legal", [REFUSAL, FRONT], saysLegal("20%", "front")),
  q("ho10-short-3", "weekend hrs", [SUN_OK]),
  q("ho10-short-4", "paying w cash fine", ["yes|accept|take"]),
  q("ho10-short-5", "satin finish $?", [PPF_SATIN]),
  q("ho10-short-6", "swift creek?", [NICEVILLE]),
  q("ho10-short-7", "warranty yrs", [`${MANUFACTURER}|certificate|in writing|lifetime|10 year`]),

  // --- upset: a real question wrapped in frustration
  q("ho10-upset-1", "called twice and got voicemail, just need a number on a ford bronco", [SUV, REACH_US]),
  q(
    "ho10-upset-2",
    "another shop did my car and it's already purple, can you fix it cheaper since it's not my fault",
    [REMOVE],
    [...SAYS_DISCOUNT, ...SAYS_FREE_REMOVAL],
  ),
  q("ho10-upset-3", "got a ticket for tint you guys installed, who's paying for this", [PHONE], SAYS_TICKET_PAID),
  q(
    "ho10-upset-4",
    "449?? for an elantra?? someone on facebook does it for 150",
    [`${CERAMIC}|$399|$ 399|399 dollars|${OFFER}`],
    SAYS_DISCOUNT,
  ),
  q(
    "ho10-upset-5",
    "i rolled the window down the first day and now the edge is lifting, this is garbage",
    [PHONE],
    SAYS_ROLLDOWN_COVERED,
  ),
  q("ho10-upset-6", "paid the deposit last week and never heard a thing, are you even coming", [PHONE]),
  q("ho10-upset-7", "so annoyed, the kit i ordered still hasnt shown up and it's been a week", [REACH_US]),
  // A truck booked under the wrong package: the phone, the truck price stated.
  q("ho10-upset-8", "your booking page only showed sedan and suv, where's my truck, so frustrating", [TRUCK, BOOK]),
];
