// Held-out round 8, continued (see round-8.ts and README.md, "How round 8 was written"):
// paying, hours, a person, care, curing, removal, the warranty, PPF, homes, businesses, the
// offer, the day, comparisons, three-turn conversations, vague messages, long stories,
// questions after the job and doubts.

import type { EvalCase } from "../cases.ts";
import {
  AMMONIA,
  BLACK_FRIDAY,
  CERAMIC,
  CLAIM_PAPERS,
  CLOSES,
  COMES_OFF,
  DEFECTS,
  DST_SUNDAY,
  EMAIL,
  ENCLOSED,
  FADES,
  FLAT_8,
  FOUNDED,
  FRONT,
  HALLOWEEN_NIGHT,
  HAZE_NORMAL,
  HEAT,
  HOME_RANGE,
  KIT_PRO,
  KIT_PRO_EXTRA,
  KIT_STANDARD,
  LOOK,
  LOOK_VISIT,
  MANAGER,
  MANUFACTURER,
  MICROFIBER,
  MLK_EVENING,
  MOBILE,
  MON_QUARTER_TO_SEVEN,
  NEW_FILM,
  NIGHT_SEE,
  NOT_STORM,
  NO_ADHESIVE,
  NO_STORM_CLAIM,
  NYE_LATE,
  OFF_ROAD,
  OFFER,
  OPENS,
  PAY_AFTER,
  PHONE,
  PICKUP_AS_CAR,
  POCKETS_NORMAL,
  PPF_FULL_FRONT,
  PPF_GLOSS,
  PPF_SATIN,
  PPF_TIME,
  QUOTE,
  REMOVAL_EXTRA,
  REMOVE,
  ROOM,
  SAYS_ADDRESS,
  SAYS_CLOSED,
  SAYS_INSURED,
  SAYS_OPEN,
  SECURITY_PER_FOOT,
  SEDAN,
  SEDAN_HOURS,
  SUN_OK,
  SUV,
  SUV_STRIP,
  THU_SEVEN_THIRTY_FIVE,
  TRUCK,
  UV,
  WE_BRING,
  WINDOWS_UP,
  at,
  q,
} from "./round-8-facts.ts";

export const heldOutRound8More: EvalCase[] = [
  // Paying (FAQ, shipping.ts): cards and cash, the deposit by card, the rest once the work is done;
  // goods ship for $8, free from $75.
  q("ho8-pay-1", "when do i hand over the rest of the money", [PAY_AFTER]),
  q("ho8-pay-2", "yall take debit?", ["card"]),
  // Two standard kits ($29 each) come to $58, under the $75 free-shipping line.
  q("ho8-pay-3", "two standard kits, do i pay shipping", [FLAT_8]),

  // Hours: every day 7 AM to 7 PM, Central Time.
  at(MON_QUARTER_TO_SEVEN, q("ho8-hours-1", "yall open yet", [OPENS], SAYS_OPEN)),
  at(THU_SEVEN_THIRTY_FIVE, q("ho8-hours-2", "anybody still working tonight?", [`${OPENS}|${CLOSES}`], SAYS_OPEN)),
  at(BLACK_FRIDAY, q("ho8-hours-3", "open today? its black friday", [`${OPENS}|${CLOSES}`], SAYS_CLOSED)),
  at(
    DST_SUNDAY,
    q("ho8-hours-4", "clocks jumped ahead last night, are you working this morning", [CLOSES], SAYS_CLOSED),
  ),
  at(HALLOWEEN_NIGHT, q("ho8-hours-5", "anyone there rn", [`${OPENS}|${CLOSES}`], SAYS_OPEN)),
  at(MLK_EVENING, q("ho8-hours-6", "how much longer are you open today", [CLOSES], SAYS_CLOSED)),
  q("ho8-hours-7", "what hours do you work on weekdays", [OPENS, CLOSES]),
  at(
    NYE_LATE,
    q("ho8-hours-8", "u guys still taking calls on new years eve this late", [`${OPENS}|${CLOSES}`], SAYS_OPEN),
  ),

  // A person.
  q("ho8-person-1", "can i get ana on the phone about scheduling", [PHONE]),
  q("ho8-person-2", "need an email address, i have a question about my invoice", [EMAIL]),
  q("ho8-person-3", "am i texting a machine? get me somebody real", [PHONE]),

  // Care and curing (FAQ, the aftercare guide).
  q("ho8-care-1", "what cleaner should i buy for the tinted windows", [AMMONIA]),
  q("ho8-care-2", "ok to wipe the tinted glass with the shop rags from my garage?", [MICROFIBER]),
  q("ho8-cure-1", "the drive thru window, can i roll it down on day 2", [WINDOWS_UP]),
  q("ho8-cure-2", "milky look on my windows 4 days after, is that how its supposed to be", [HAZE_NORMAL]),

  // Removing old film (the automotive page, the law guide).
  q("ho8-removal-1", "the old mirror tint on my charger has to go, is that something you handle", [REMOVE]),
  q("ho8-removal-2", "does getting the old film off cost extra", [REMOVAL_EXTRA]),

  // The warranty (warranty.ts, the FAQ).
  q("ho8-warranty-1", "if the film on my car messes up what happens, is there a guarantee", [DEFECTS]),
  q("ho8-warranty-2", "my ppf went yellow after a year, is that a warranty thing", [`${CLAIM_PAPERS}|${MANUFACTURER}`]),

  // Paint protection film (seed, the PPF page and article).
  // The PPF page and the seed ask for a garage or other enclosed space; the Crestview news asks
  // "automotive jobs" for "a garage, carport or shaded spot": the enclosed space, a garage or the phone.
  q("ho8-ppf-1", "i only have a carport, can ppf go on there", [`${ENCLOSED}|garage|${PHONE}`]),
  q("ho8-ppf-2", "how long does it take to put clear bra on the front", [PPF_TIME]),
  q("ho8-ppf-3", "what about covering the whole hood not just the front edge, cost?", [PPF_FULL_FRONT]),

  // Homes (the residential page and article, seed).
  q("ho8-home-1", "will film on our windows help when a hurricane comes", [NOT_STORM], NO_STORM_CLAIM),
  q("ho8-home-2", "whats the cost per sq ft for house windows", [HOME_RANGE]),
  q("ho8-home-3", "does the visit to look at my house cost anything", [LOOK_VISIT, COMES_OFF]),

  // Businesses (the commercial page and article).
  q("ho8-biz-1", "we have a dental office, need privacy film on the lobby glass, how does that work", [
    LOOK,
    `${PHONE}|${QUOTE}`,
  ]),
  q("ho8-biz-2", "security film for a storefront, what does it cost", [SECURITY_PER_FOOT], NO_STORM_CLAIM),

  // The offer: 20% off any tint service for first-time customers.
  q("ho8-offer-1", "first time using yall, any deals going", [OFFER]),
  q("ho8-offer-2", "does the 20% work on house film too or only cars", ["any tint|residential|yes|applies|home"]),

  // The day (FAQ, the service pages).
  q("ho8-day-1", "anything i gotta prep before the van pulls up", [ROOM]),
  q("ho8-day-2", "do you bring your own film and tools or do i buy them", [WE_BRING]),

  // Comparisons: only the prices or properties that decide.
  q("ho8-compare-1", "sedan package vs suv package, whats the difference in price", [SEDAN, SUV]),
  q("ho8-compare-2", "ceramic vs dyed, does it really matter down here", [HEAT, FADES]),
  q("ho8-compare-3", "gloss or satin ppf, which one costs more", [PPF_GLOSS, PPF_SATIN]),
  q("ho8-compare-4", "standard or pro aftercare kit, what do i get extra", [KIT_STANDARD, KIT_PRO, KIT_PRO_EXTRA]),
  q("ho8-compare-5", "35 or 50 on front doors, which is better for driving at night", [NIGHT_SEE]),

  // Three turns, the last leaning on the earlier ones.
  q("ho8-follow-1", ["hey", "do you tint trucks", "its a chevy colorado, is 20 in the back ok"], [PICKUP_AS_CAR]),
  q("ho8-follow-2", ["looking at the suv package", "its a honda pilot", "and with the windshield strip?"], [SUV_STRIP]),
  q(
    "ho8-follow-3",
    ["do you go to fort walton", "got a condo on okaloosa island", "could you do the condo windows too"],
    [`${LOOK}|${HOME_RANGE}`],
  ),
  // Inside the 24-hour cutoff a booking can no longer be changed online.
  q("ho8-follow-4", ["whats your deposit", "ok and if i have to cancel?", "what if its the night before"], [PHONE]),
  q("ho8-follow-5", ["how much for a sedan", "its a 2015 lexus is250", "and with the first timer discount?"], [OFFER]),
  q(
    "ho8-follow-6",
    ["can i get 5% tint", "its a dedicated autocross car, no tag, it only sees the track", "so can you do it"],
    [OFF_ROAD],
  ),

  // Vague or badly spelled messages.
  q("ho8-vague-1", "idk much about tint but my car is an oven lol what would help", [`${CERAMIC}|${HEAT}`]),
  q("ho8-vague-2", "so like what do yall even charge", [`${SEDAN}|${SUV}|${TRUCK}`]),
  q("ho8-vague-3", "wondering if its worth it for a house or nah", [`${HEAT}|${UV}|glare`]),
  q("ho8-vague-4", "my buddy said u cant tint the front at all in fl", [FRONT]),
  q("ho8-vague-5", "ur shop where", [MOBILE], SAYS_ADDRESS),

  // A long message with the question buried in it.
  q(
    "ho8-story-1",
    "So my husband finally bought the truck he's wanted for like three years, a 2024 ram 1500, and he parks it on base at hurlburt all day and says the seat burns him through his uniform, and his birthday is next month so I want to surprise him, how much would it be to tint it?",
    [TRUCK],
  ),
  q(
    "ho8-story-2",
    "we just moved here from texas with the navy and my car has limo tint on everything which was fine back home i think, a guy at the gas station in milton said id get pulled over, whats actually allowed on the front here",
    [FRONT],
  ),
  q(
    "ho8-story-3",
    "I own a gulf front condo in destin but I live in atlanta, renters keep closing the blinds and the couch is fading anyway, someone from the rental company checks on it most days. Can you do the windows without me flying down?",
    [MANAGER],
  ),
  q(
    "ho8-story-4",
    "ok so my work schedule is crazy, i do 12s at the hospital mon thru fri and saturday is my kids soccer all day, anyway do you guys work sundays",
    [SUN_OK],
  ),
  q(
    "ho8-story-5",
    "i have a corolla, my mother in law is visiting and i have to get my kid from school at 3 so i need to know how long the car will be tied up",
    [SEDAN_HOURS],
  ),

  // After the job (the aftercare guide, the warranty).
  q(
    "ho8-after-1",
    "had it done 2 weeks ago and theres a bubble with a speck of dirt in it",
    [`${PHONE}|${QUOTE}`],
    ["that's normal", "that is normal", "perfectly normal", "completely normal"],
  ),
  q("ho8-after-2", "the rear glass has little wavy spots by the defroster lines, 5 days old", [POCKETS_NORMAL]),
  q("ho8-after-3", "got a window replaced after a break in, does the tint come back with the new glass", [NEW_FILM]),
  q("ho8-after-4", "lost my warranty paper, what now", [PHONE]),
  q("ho8-after-5", "can my kids put their window cling stickers on the tinted back windows", [NO_ADHESIVE]),

  // Doubts, answered only with what the facts support.
  q("ho8-doubt-1", "how do i know you wont put illegal tint on and get me pulled over", ["meter|measure"]),
  q("ho8-doubt-2", "why pay you more than the $99 tint guy", [`${HEAT}|${FADES}`]),
  q("ho8-doubt-3", "do you carry coverage if something in my car gets damaged while you work", [PHONE], SAYS_INSURED),
  q("ho8-doubt-4", "how long have yall been doing this", [FOUNDED]),
  q("ho8-doubt-5", "if yall went out of business would my warranty still be good", [MANUFACTURER]),
];
