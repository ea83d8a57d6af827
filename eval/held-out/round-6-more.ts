// Held-out round 6, continued (round-6.ts has its header and the rules): paying, hours, a
// person, aftercare, removal, the warranty, PPF, home and business film, the offer, the day,
// and round 4's compare and follow topics.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  QUOTE,
  SEDAN_MIXED,
  SEDAN_ALL_35,
  SUV_STRIP,
  PPF_GLOSS,
  PPF_SATIN,
  PPF_TIME,
  TRUCK,
  SEDAN,
  SQUEEGEE,
  SOLD_OUT,
  LOOK_VISIT,
  PER_SQ_FT,
  HOME_RANGE,
  SECURITY_PER_FOOT,
  NOT_STORM,
  NO_STORM_CLAIM,
  NIGHT_REVERSES,
  OPENS,
  CLOSES,
  SUNDAY,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  MICROFIBER,
  A_WEEK,
  WINDOWS_UP,
  HAZE_NORMAL,
  HUMID_WEEKS,
  MANUFACTURER,
  DEFECTS,
  CLAIM_PAPERS,
  KIT_STANDARD,
  SHIPPING,
  HEAT,
  FADES,
  q,
  at,
  GIFT_50,
  GIFT_500,
  NEVER_EXPIRES,
  CLEANER,
  FIRST_TIME,
  PICKUP_AS_CAR,
  MILES,
  MON_NOON,
  SAT_SIX_TWENTY,
  TUE_NIGHT,
  MEMORIAL_DAY,
  SUN_SIX_FORTY,
  NEW_YEARS_EVE,
} from "./round-6-facts.ts";

export const heldOutRound6More: EvalCase[] = [
  // Paying (FAQ: cards and cash; the deposit by card online; the gift card's amounts and code).
  // Apps are not named by the facts: only the methods they do name are required.
  q(
    "ho6-pay-1",
    "yall take venmo or zelle or anything like that",
    ["card|cash"],
    ["we accept venmo", "we take venmo", "yes, venmo", "we accept zelle", "we take zelle"],
  ),
  q("ho6-pay-2", "does the balance at the end have to be cash or can i tap my card", ["credit|debit|major cards"]),
  q("ho6-pay-3", "gift card for my brother in law, what amounts do they come in", [GIFT_50, GIFT_500]),
  q("ho6-pay-4", "if i get a gift card in december is there a use-by date", [NEVER_EXPIRES]),

  // Hours: every day 7 AM to 7 PM, Central Time. The facts name no holiday closing: a holiday
  // case accepts the hours or the phone.
  at(MON_NOON, q("ho6-hours-1", "u guys answering messages rn or nah", [`${CLOSES}|open`], SAYS_CLOSED)),
  at(SAT_SIX_TWENTY, q("ho6-hours-2", "how early do you open, its still dark out", [OPENS], SAYS_OPEN)),
  at(TUE_NIGHT, q("ho6-hours-3", "still there? had a quick question abt my quote", [OPENS], SAYS_OPEN)),
  at(MEMORIAL_DAY, q("ho6-hours-4", "working on the holiday today or taking it off", [`${OPENS}|${CLOSES}|${PHONE}`])),
  at(SUN_SIX_FORTY, q("ho6-hours-5", "can i still get somebody on the phone tonight", [CLOSES], SAYS_CLOSED)),
  q("ho6-hours-6", "open on sunday afternoons?", [SUNDAY]),
  q("ho6-hours-7", "im in arizona, are those hours my time or yours", ["Central|CST|CDT|Chicago"]),
  at(
    NEW_YEARS_EVE,
    q("ho6-hours-8", "are yall working this afternoon or off for new years eve", [`${OPENS}|${CLOSES}|${PHONE}`]),
  ),

  // A person (business.ts: the phone, also by text; the email).
  q("ho6-person-1", "can i talk to marcus directly", [PHONE]),
  q("ho6-person-2", "whats the email to send pictures of my sunroom windows", [`${EMAIL}|${QUOTE}`]),
  q("ho6-person-3", "am i chatting with a bot or an actual human", [PHONE]),
  q("ho6-person-4", "i hate phone calls, can i just text the number", [PHONE]),

  // Aftercare (FAQ, the aftercare guide, the cleaner's note).
  q("ho6-care-1", "is regular blue windex fine on new tint", [AMMONIA]),
  q("ho6-care-2", "can i use a terry towel or shop rags on the tint", [MICROFIBER]),
  q("ho6-care-3", "how many days till i can hit the inside glass with my normal spray", [A_WEEK]),

  // Curing (FAQ, the aftercare guide).
  q("ho6-cure-1", "its been 2 days, ok to crack the window at the drive thru?", [WINDOWS_UP]),
  q("ho6-cure-2", "theres little pockets of water under the film the first day, did it fail", [HAZE_NORMAL]),
  q("ho6-cure-3", "how long does the cloudy look usually hang around", [`${HUMID_WEEKS}|days`]),

  // Removal (the automotive page: steamed and peeled, the defroster protected, adds time and cost).
  q("ho6-removal-1", "can you get purple peeling film off a 2012 f150 before doing new", [
    "yes|steam|remov|take it off|adhesive",
  ]),
  q("ho6-removal-2", "will scraping off my old 2010 film make the bill go up", [
    "extra|additional|adds|more|not included|separate|on top",
  ]),
  q("ho6-removal-3", "worried about the little orange heater lines on my rear window when the old film comes off", [
    "protect|careful|steam",
  ]),

  // The warranty (warranty.ts, FAQ).
  q("ho6-warranty-1", "if the film goes bad is it you or the film brand that makes it right", [MANUFACTURER]),
  q("ho6-warranty-2", "what kind of problems would the tint warranty take care of", [DEFECTS]),
  q("ho6-warranty-3", "back glass is bubbling a year later, what do i need to show you", [CLAIM_PAPERS]),

  // PPF (the PPF page and article, the seed).
  q("ho6-ppf-1", "for clear bra do you need to be inside? i just have a carport", ["garage|enclosed|indoor|shelter"]),
  q("ho6-ppf-2", "can i blast the front with the pressure wand at the car wash after ppf", ["wait|edge"]),
  q("ho6-ppf-3", "how long would you need my car for a partial front of clear film", [PPF_TIME]),

  // Home film (the residential page, FACTS.md, the seed's consultation).
  q("ho6-home-1", "film for west facing bonus room windows, how do you price that", [
    `${HOME_RANGE}|${LOOK_VISIT}|${PER_SQ_FT}`,
  ]),
  q(
    "ho6-home-2",
    "neighbors across the street, will the reflective house film still hide us once the lamps are on in the evening",
    [NIGHT_REVERSES],
  ),
  q("ho6-home-3", "will house film keep hurricane debris from breaking the glass", [NOT_STORM], NO_STORM_CLAIM),

  // Business film (the commercial page and article).
  q("ho6-biz-1", "frosted film on the glass wall of a dental office, is that something you do", [
    "decorative|privacy|translucent|removable|yes",
  ]),
  q("ho6-biz-2", "security film on storefront glass, price per foot?", [SECURITY_PER_FOOT]),
  // The facts say commercial jobs are scheduled around the business; times outside the hours
  // are not stated: the way to ask.
  q("ho6-biz-3", "could you do our restaurant windows after we close so we dont lose sales", [`${PHONE}|${QUOTE}`]),

  // The first-time offer: 20% off any tint service for first-time customers.
  q("ho6-offer-1", "the 20% deal, thats only for new people?", [FIRST_TIME]),
  q("ho6-offer-2", "does the first timer discount count for house film too", ["any tint|residential|home|yes"]),
  q("ho6-offer-3", "how do i get the 20 off applied", [`${QUOTE}|${PHONE}|mention`]),

  // The day (FAQ, the news, About). The FAQ brings a canopy; the Crestview news asks for a
  // garage, carport or shaded spot: either reading passes.
  q("ho6-day-1", "what do i need to have ready before your guy shows up", ["door|room|space|spot"]),
  q("ho6-day-2", "no garage at my place, is that a problem for car tint", ["canopy|shade|shaded|carport"]),
  q("ho6-day-3", "do i have to hang around while you work on it", [
    "seen|look it over|look over|walk|finished|before we leave|inspect|check|carry on|your day|go about",
  ]),

  // Choosing between things the site sells: only the facts that decide it are required.
  q("ho6-compare-1", "ceramic vs the cheap dyed stuff, whats actually different", [HEAT, FADES]),
  q("ho6-compare-2", "is satin ppf worth the extra over gloss, how much extra are we talking", [PPF_GLOSS, PPF_SATIN]),
  q("ho6-compare-3", "should i get the aftercare kit or the squeegee set for touch ups", [
    KIT_STANDARD,
    `${SQUEEGEE}|${SOLD_OUT}`,
  ]),
  q("ho6-compare-4", "cheaper to do 35 all the way around or 20 in back on my sedan?", [SEDAN_ALL_35, SEDAN_MIXED]),
  q("ho6-compare-5", "why is a crew cab pickup cheaper than my wifes camry", [TRUCK, SEDAN]),
  q("ho6-compare-6", "should i just get the bottle of cleaner or the whole kit", [CLEANER, KIT_STANDARD]),
  q("ho6-compare-7", "metallic tint vs ceramic, i use my gps a lot", ["interfere|interference|signal"]),

  // Three turns, the last leaning on the earlier ones.
  q("ho6-follow-1", ["hey", "looking at tint for my explorer", "and with the top strip?"], [SUV_STRIP]),
  q("ho6-follow-2", ["how much for a sedan", "a 2020 camry", "what if i do 35 on everything"], [SEDAN_ALL_35]),
  q("ho6-follow-3", ["do you go to milton", "cool, east milton off 90", "what's the earliest you start"], [OPENS]),
  q(
    "ho6-follow-4",
    ["truck tint price?", "its an f-250 crew cab", "how dark can the back window go on that"],
    [PICKUP_AS_CAR],
  ),
  q("ho6-follow-5", ["do you do ppf", "partial front on a model y", "satin instead?"], [PPF_SATIN]),
  q("ho6-follow-6", ["what areas do you serve", "what about crestview", "how far is that from you"], [MILES(28)]),
  q(
    "ho6-follow-7",
    ["what do i use to clean tinted windows", "can i buy that from you", "what's shipping"],
    [SHIPPING],
  ),
  q(
    "ho6-follow-8",
    ["my car's getting done tuesday", "how long before i can roll them down", "and wiping the inside?"],
    [A_WEEK],
  ),
];
