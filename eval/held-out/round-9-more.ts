// Held-out round 9, continued: paying to the doubts, and round 8's asking for someone else,
// terse fragments and upset customers (round-9.ts has the core topics and the rules this round
// was written under). Expected answers are facts, never wording.
import type { EvalCase } from "../cases.ts";
import {
  AMMONIA,
  CAR_BACK,
  CASH,
  CERAMIC,
  DEFECTS,
  DEFROSTER,
  DESTIN,
  DEPOSIT,
  EMAIL,
  ENCLOSED,
  EXEMPTION,
  FADES,
  FLAT_8,
  FRONT,
  GIFT_AMOUNTS,
  HAZE_NORMAL,
  HEAT,
  HOME_RANGE,
  HUMID_WEEKS,
  KIT_PRO,
  LOOK,
  LOOK_VISIT,
  KIT_STANDARD,
  MANUFACTURER,
  METERED,
  MOBILE,
  NEW_FILM,
  NOT_STORM,
  NO_STORM_CLAIM,
  OFFER,
  PAY_AFTER,
  PHONE,
  PPF_AREAS,
  PPF_GLOSS,
  PPF_SATIN,
  PPF_TIME,
  QUOTE,
  REACH_US,
  REFUSAL,
  REMOVAL_EXTRA,
  REMOVE,
  SAYS_ADDRESS,
  SAYS_DISCOUNT,
  SAYS_FREE_REMOVAL,
  SAYS_GIFT_ODD,
  SAYS_LANDLORD_OK,
  SAYS_LICENSED,
  SAYS_OUR_WARRANTY,
  SAYS_ROLLDOWN_COVERED,
  SAYS_TICKET_PAID,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_MIXED,
  SUV,
  SUV_BACK,
  STRIP_MORE,
  TRUCK,
  UV,
  WE_BRING,
  WINDOWS_UP,
  WRONG_SUV,
  YES_TOWN,
  q,
  saysLegal,
} from "./round-9-facts.ts";

export const heldOutRound9More: EvalCase[] = [
  // Paying (the FAQ, app/config/shipping.ts): a $50 deposit by card, the rest when the work is done;
  // cards and cash; shipping $8 flat, free from $75.
  q("ho9-pay-1", "is it all due when i reserve online or later", [DEPOSIT, PAY_AFTER]),
  q("ho9-pay-2", "can i put the balance on my visa after youre done", ["card|credit|yes"]),
  q("ho9-pay-3", "whats shipping if i only order the cleaner", [FLAT_8]),

  // A person, the phone, the email.
  q("ho9-person-1", "can i just text somebody instead of typing in here", [PHONE]),
  q("ho9-person-2", "got photos of my sunroom windows, best way to get them to you?", [`${EMAIL}|${QUOTE}`]),
  q("ho9-person-3", "real human please not a robot", [PHONE]),

  // Cleaning tinted glass (the aftercare guide).
  q("ho9-care-1", "what should i wipe the inside of the tinted windows with, is windex ok", [AMMONIA]),
  q("ho9-care-2", "can i take a blade to a stubborn spot on the inside of the tinted glass", [
    "avoid|never|don't|do not|no razor|not use|shouldn't",
  ]),

  // Curing.
  q("ho9-cure-1", "4 days in and the rear window looks kinda milky", [HAZE_NORMAL]),
  q("ho9-cure-2", "how soon can the windows go down after", [WINDOWS_UP]),

  // Removing old film: steamed and peeled, adds time and cost; never free.
  q(
    "ho9-removal-1",
    "old tint on my camry is bubbly and purple, can you get it off before the new stuff",
    [REMOVE, REMOVAL_EXTRA],
    SAYS_FREE_REMOVAL,
  ),
  q("ho9-removal-2", "is getting the old stuff off risky for the heater lines on the back glass", [DEFROSTER]),

  // The warranty (app/config/warranty.ts, the FAQ).
  q("ho9-warranty-1", "if the film fails, is it the tint maker or yall that make it right", [MANUFACTURER]),
  q("ho9-warranty-2", "what paperwork do i hang onto in case i need to claim later", ["certificate|invoice|receipt"]),

  // Paint protection film.
  q("ho9-ppf-1", "the $1,295 paint film, which panels does that include", [PPF_AREAS]),
  q("ho9-ppf-2", "i park on the street, could you do the paint protection there", [ENCLOSED]),
  q("ho9-ppf-3", "does the paint film heal little swirl marks on its own", ["self-heal|self heal|top coat"]),

  // Home film (the residential page, FACTS.md).
  q("ho9-home-1", "i love the natural light in my kitchen, would film block it", [
    "daylight|without|light film|lighter film|clear|invisible|70%",
  ]),
  q("ho9-home-2", "whats a typical cost for film on a whole house, ballpark", [`${HOME_RANGE}|${LOOK_VISIT}|590`]),
  q("ho9-home-3", "will it help keep the hardwood from fading by the back door", [UV]),

  // Commercial film (the Pensacola page, the commercial page, FACTS.md).
  q("ho9-biz-1", "can your crew come in the evening to our dental office so patients arent bothered", [
    "before opening|after closing|after you close|after hours|weekend",
  ]),
  q("ho9-biz-2", "is the security film for our storefront hurricane proof", [NOT_STORM], NO_STORM_CLAIM),

  // The first-time offer: 20% off any tint service, automotive, residential or commercial.
  q("ho9-offer-1", "first time using yall, any deal for new people", [OFFER]),
  q("ho9-offer-2", "that new customer 20 off, can we use it on our office building", [
    "yes|commercial|business|any tint",
  ]),

  // The day (the FAQ): the crew brings film, tools, water and a canopy; room to open the doors;
  // permission at a workplace.
  q("ho9-day-1", "do i need to run a hose out or anything for you", [WE_BRING]),
  q("ho9-day-2", "if youre tinting at my office lot, anything i need to set up with my job first", ["permission"]),

  // Comparisons: only the facts that decide them.
  q("ho9-compare-1", "dyed film vs ceramic film for someone on a budget, what do i lose", [HEAT, FADES]),
  q("ho9-compare-2", "the two aftercare bundles, how do they differ and what do they cost", [KIT_STANDARD, KIT_PRO]),
  q("ho9-compare-3", "is the matte-look paint film pricier than the shiny one", [PPF_GLOSS, PPF_SATIN]),
  q("ho9-compare-4", "tahoe: is the windshield visor band worth it, what does it add", [STRIP_MORE]),
  q("ho9-compare-5", "which is cheaper on a sedan, 35 everywhere or 35 front and 20 back", [SEDAN_ALL_35, SEDAN_MIXED]),

  // Three turns, the last leaning on the earlier ones.
  q("ho9-follow-1", ["do you do trucks", "its a nissan frontier", "how much"], [TRUCK]),
  q("ho9-follow-2", ["whats legal here", "for a minivan", "so the back can go how dark"], [SUV_BACK]),
  q("ho9-follow-3", ["im in east milton", "got an expedition", "price?"], [SUV], WRONG_SUV),
  q("ho9-follow-4", ["thinking about ppf", "the satin one", "how long does it take to put on"], [PPF_TIME]),
  q("ho9-follow-5", ["does ceramic mess with gps", "ok good", "what about on an altima, cost?"], [SEDAN]),

  // Indirect or badly spelled.
  q("ho9-vague-1", "lookin to get my charger darker nothin crazy just legal", [FRONT]),
  q("ho9-vague-2", "my car is hot as heck what can yall do about it", [`${HEAT}|${CERAMIC}`]),
  q("ho9-vague-3", "do u do the film thing for houses too", [`residential|home film|${LOOK}|${QUOTE}`]),
  q("ho9-vague-4", "how much tint 4 a car", [SEDAN]),

  // The question buried in a story.
  q(
    "ho9-story-1",
    "so we just moved down from ohio because my husband got stationed at hurlburt and the sun here is no joke, the kids are cooking in the back of the pilot, we live off mary esther blvd, anyway do yall come to us and what would it cost",
    [YES_TOWN("mary-esther"), SUV],
  ),
  q(
    "ho9-story-2",
    "ok long story my buddy did my civic with some cheap stuff off amazon and now its peeling everywhere and my wife hates it, can you pull it off and redo it right and what does that add",
    [REMOVE, REMOVAL_EXTRA],
    SAYS_FREE_REMOVAL,
  ),
  q(
    "ho9-story-3",
    "i work nights at the hospital and sleep days and my bedroom faces west, its an oven by 3pm, blackout curtains help with light but the heat still comes through, would film on the glass actually do anything",
    ["reject|cooler|comfortable|UV|infrared"],
  ),
  q(
    "ho9-story-4",
    "my dad always said dont tint in florida cause cops will pull you over nonstop lol, got a new camry and want it a little darker but no trouble, what can i legally do",
    [FRONT, CAR_BACK],
  ),

  // After the job (the aftercare guide, the warranty).
  q("ho9-after-1", "theres a grain of sand stuck under the film on my passenger door, got done a couple weeks back", [
    `${PHONE}|come back|come out|we come`,
  ]),
  q("ho9-after-2", "three months later a corner is lifting on the back door", [
    `${PHONE}|${MANUFACTURER}|warranty|${DEFECTS}`,
  ]),
  q("ho9-after-3", "the glass guy put in a new driver window after my accident, its clear now", [NEW_FILM]),
  q("ho9-after-4", "10 days and still a bit hazy, its rained nonstop all week", [HUMID_WEEKS]),

  // Doubts: only what the facts support.
  q("ho9-doubt-1", "are yall even licensed", [PHONE], SAYS_LICENSED),
  q("ho9-doubt-2", "what stops you from putting on something that gets me a ticket", [METERED]),
  q("ho9-doubt-3", "a cheaper guy told me ceramic is a gimmick", [HEAT]),
  q("ho9-doubt-4", "is there a storefront or garage of yours i could pull into", [MOBILE], SAYS_ADDRESS),

  // For someone else, or a car or home not theirs.
  q("ho9-proxy-1", "my mom has a buick enclave, how much to do hers", [SUV]),
  q(
    "ho9-proxy-2",
    "want to get my boyfriend tint for his bday, what amounts do the gift cards come in",
    [GIFT_AMOUNTS],
    SAYS_GIFT_ODD,
  ),
  q("ho9-proxy-3", "its a company truck and my boss is ok with it, can you do it at our yard during work", [
    "yes|workplace|your work|at work|permission",
  ]),
  q("ho9-proxy-4", "we're renters, would tinting the apartment windows be allowed", [PHONE], SAYS_LANDLORD_OK),
  q("ho9-proxy-5", "my grandpa's lincoln town car, he wants the back dark, how dark can it go", [CAR_BACK]),
  q("ho9-proxy-6", "airbnb unit in destin, can you tint it between a saturday checkout and the next guests", [
    "check-in|check in|manager|coordinate|yes|we do",
  ]),
  q("ho9-proxy-7", "my daughter in niceville has a jeep compass, what would hers cost", [SUV]),

  // Terse fragments.
  q("ho9-short-1", "odyssey price", [SUV]),
  q("ho9-short-2", "front 20, legit?", [REFUSAL, FRONT], saysLegal("20%", "front")),
  q("ho9-short-3", "guarantee on film?", [MANUFACTURER]),
  q("ho9-short-4", "holiday isle?", [DESTIN]),
  q("ho9-short-5", "satin paint shield price", [PPF_SATIN]),
  q("ho9-short-6", "paper money ok?", [CASH]),
  q("ho9-short-7", "niceville too?", [YES_TOWN("niceville")]),

  // A real question wrapped in frustration.
  q(
    "ho9-upset-1",
    "third time ive tried reaching somebody, nobody picks up, i just want a price for my expedition",
    [SUV],
    SAYS_DISCOUNT,
  ),
  q(
    "ho9-upset-2",
    "399 for a truck?? my cousin got his done for 200 at some place in pensacola, match it or im going there",
    [`${CERAMIC}|${HEAT}|${OFFER}`],
    SAYS_DISCOUNT,
  ),
  q(
    "ho9-upset-3",
    "got a ticket for tint another shop put on, total bs, can you make it legal",
    [`${REMOVE}|${FRONT}`],
    [...SAYS_TICKET_PAID, ...SAYS_OUR_WARRANTY],
  ),
  q("ho9-upset-4", "booked online and never got anything confirming it, wth", [REACH_US]),
  q("ho9-upset-5", "your installer was an hour late last time and now theres a bubble, not happy", [
    `${PHONE}|${MANUFACTURER}|warranty`,
  ]),
  q(
    "ho9-upset-6",
    "my teenager put the back window down the day after you left and now theres a fold in the film, ugh",
    [PHONE],
    SAYS_ROLLDOWN_COVERED,
  ),
  q(
    "ho9-upset-7",
    "why cant you just do 5% on my sedan its my car, this is ridiculous",
    [`${REFUSAL}|${EXEMPTION}`],
    saysLegal("5%", "back"),
  ),
];
