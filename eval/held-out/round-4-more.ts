// Held-out round 4, continued (round-4.ts has its header and the rules): paying, hours,
// a person, aftercare, warranty, PPF, homes and businesses, the offer, the day, and the
// round's new topics: choosing between things the site sells (compare), three-turn
// conversations whose last message leans on the earlier ones (follow), and indirect or
// badly spelled phone messages (vague).

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  BOOK,
  QUOTE,
  HANDOFF,
  SEDAN,
  SUV,
  SUV_STRIP,
  TRUCK,
  PPF_GLOSS,
  PPF_SATIN,
  DEPOSIT,
  LOOK_VISIT,
  PER_SQ_FT,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  REFUSAL,
  EXEMPTION,
  NO_STORM_CLAIM,
  OPENS,
  CLOSES,
  EVERY_DAY,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  A_WEEK,
  MICROFIBER,
  DESTIN,
  saysLegal,
  q,
  at,
  KIT_STANDARD,
  KIT_PRO,
  GIFT_100,
  GIFT_250,
  SHIPPING,
  STRIP_MORE,
  PPF_PARTIAL_RANGE,
  PPF_FULL_FRONT,
  HOME_PER_FOOT,
  SECURITY_PER_FOOT,
  SEDAN_HOURS,
  PPF_TIME,
  COMES_OFF,
  HEAT,
  FADES,
  CERAMIC,
  SELLS_CARBON,
  NIGHT_REVERSES,
  TUE_LUNCH,
  WED_LATE,
  MON_DAWN,
  SUN_LAST_HOUR,
  NEW_YEARS,
  SAT_AFTER_CLOSE,
  FRI_MORNING,
} from "./round-4-facts.ts";

export const heldOutRound4More: EvalCase[] = [
  // ── Paying ───────────────────────────────────────────────────────────
  q("ho4-pay-1", "can i pay with my debit card", ["debit|card"]),
  // Financing is not in the facts.
  q("ho4-pay-2", "do you do financing, like affirm or klarna", HANDOFF),
  q("ho4-pay-3", "what amounts do the gift cards come in", [GIFT_100, GIFT_250]),
  q("ho4-pay-4", "my sister gave me a gift card from yall, where do i put the code", [
    `${PHONE}|appointment|invoice|when you book`,
  ]),
  // Cards and cash are accepted (the FAQ); checks are not mentioned.
  q(
    "ho4-pay-5",
    "can i pay the rest with a check",
    ["card|cash"],
    ["we accept checks", "checks are fine", "yes, we take checks", "a check is fine"],
  ),

  // ── Hours ────────────────────────────────────────────────────────────
  at(TUE_LUNCH, q("ho4-hours-1", "anybody working right now", ["open"], SAYS_CLOSED)),
  at(WED_LATE, q("ho4-hours-2", "u still up? got a tint question", [OPENS], SAYS_OPEN)),
  at(MON_DAWN, q("ho4-hours-3", "what time do you start today", [OPENS], SAYS_OPEN)),
  at(SUN_LAST_HOUR, q("ho4-hours-4", "can i catch you before you close tonight", [CLOSES], SAYS_CLOSED)),
  // Holidays are days off only if the owner sets them in Settings: the hours, or the phone to check.
  at(NEW_YEARS, q("ho4-hours-5", "working on new years day?", [`${OPENS}|${PHONE}|${BOOK}`])),
  q("ho4-hours-6", "open on the weekend?", [`${EVERY_DAY}|Saturday and Sunday|weekends`]),
  q("ho4-hours-7", "what are ur hours on a tuesday", [OPENS, CLOSES]),
  // A sedan takes two to three hours inside 7 AM-7 PM: the closing time is what every answer gives.
  q("ho4-hours-8", "i get off at 5:30, can yall still do my car after that", [CLOSES]),
  at(SAT_AFTER_CLOSE, q("ho4-hours-9", "r u guys closed already", [OPENS], SAYS_OPEN)),
  at(FRI_MORNING, q("ho4-hours-10", "are yall open this morning", ["open"], SAYS_CLOSED)),

  // ── A person, the phone, the email ───────────────────────────────────
  q("ho4-person-1", "i wanna speak to the owner", [PHONE]),
  q("ho4-person-2", "email address for quotes?", [EMAIL]),
  q("ho4-person-3", "am i talking to a bot or a person", [`${PHONE}|assistant|AI`]),
  q("ho4-person-4", "can you have marcus give me a call", [`${PHONE}|${QUOTE}`]),
  q("ho4-person-5", "whats the best way to reach you guys after hours", [`${EMAIL}|${QUOTE}|${PHONE}`]),

  // ── Cleaning tinted glass ────────────────────────────────────────────
  q("ho4-care-1", "what cleaner should i buy for my new tint", [AMMONIA]),
  q(
    "ho4-care-2",
    "ok to use a magic eraser on the inside of my tinted glass",
    ["abrasive|avoid|don't|do not|never"],
    ["magic eraser is fine", "magic eraser is safe"],
  ),
  q("ho4-care-3", "do i spray the cleaner on the window or the rag", ["cloth|towel|rag"]),
  q("ho4-care-4", "sand keeps getting on my tinted windows at the beach, how do i wipe it off", [
    `shake|${MICROFIBER}|scratch`,
  ]),
  q(
    "ho4-care-5",
    "can i stick my toll pass with a suction cup on the tinted glass",
    ["don't|do not|avoid|never|not"],
    ["suction cups are fine", "suction cup is fine"],
  ),

  // ── Curing ───────────────────────────────────────────────────────────
  q("ho4-cure-1", "how long till my tint stops looking foggy", ["week|days"]),
  q("ho4-cure-2", "my kid rolled the window down the day after, is it ruined", [`edge|lift|${PHONE}|${QUOTE}`]),
  q("ho4-cure-3", "does parking in the sun help the tint dry", ["help|faster|speed"]),
  q("ho4-cure-4", "back window has streaky spots by the defrost lines since you tinted", [
    "normal|moisture|longer|cure|curing",
  ]),

  // ── Removing old tint ────────────────────────────────────────────────
  q("ho4-removal-1", "truck has old peeling film, do you take that off before the new goes on", [
    "remov|strip|peel|steam",
  ]),
  q("ho4-removal-2", "how do you get the old tint glue off", ["adhesive|steam"]),
  q(
    "ho4-removal-3",
    "is taking off the old stuff included in the price",
    ["adds|extra|additional|more"],
    ["removal is free", "removal is included", "no extra charge"],
  ),
  // A single window's price is not in the catalogue.
  q("ho4-removal-4", "only the back window tint is bubbly, can you just redo that one", [`${PHONE}|${QUOTE}`]),

  // ── Warranty ─────────────────────────────────────────────────────────
  q("ho4-warranty-1", "what does the warranty actually cover", ["bubbl|peel|crack|discolo"]),
  q("ho4-warranty-2", "how do i make a warranty claim", ["certificate|invoice"]),
  q("ho4-warranty-3", "who backs the warranty, you or the film company", ["manufacturer"]),
  q("ho4-warranty-4", "if the ppf turns yellow is that covered", ["manufacturer|warranty"]),
  q("ho4-warranty-5", "do i get the warranty in writing", ["writing|written|certificate"]),

  // ── Paint protection film ────────────────────────────────────────────
  q("ho4-ppf-1", "gloss ppf on the front, what's that cost", [PPF_GLOSS]),
  q("ho4-ppf-2", "what parts of the car does the partial front cover", ["bumper", "mirror", "hood"]),
  // The catalogue sells the partial front; the pages put a full front at about $2,000-3,000.
  q("ho4-ppf-3", "ppf on the whole front end, not just partial, how much", [`${PPF_FULL_FRONT}|${PHONE}|${QUOTE}`]),
  q("ho4-ppf-4", "can i wash my car right after the ppf goes on", ["wait|days|settle"]),
  q("ho4-ppf-5", "can you put a ceramic coating over ppf", ["yes|can be applied|you can|on top"]),

  // ── Homes ────────────────────────────────────────────────────────────
  q("ho4-home-1", "my sunroom is unbearable in july, would film help", [HEAT]),
  q("ho4-home-2", "price per square foot for house film", [HOME_PER_FOOT, PER_SQ_FT]),
  q("ho4-home-3", "will window film stop my wood floors from fading", ["UV|ultraviolet"]),
  q("ho4-home-4", "if i get the dark film on the street side windows do i still need curtains", [
    "night|evening|lights on",
  ]),
  q(
    "ho4-home-5",
    "how much will film cut my power bill, like a percent",
    ["depend|orientation|west|south"],
    ["will save you 30%", "guaranteed savings", "guarantee you will save", "cut your bill by 30%"],
  ),

  // ── Businesses ───────────────────────────────────────────────────────
  q("ho4-biz-1", "need something on my dental office windows so people cant see in", ["frosted|privacy|reflective"]),
  q("ho4-biz-2", "security film cost per sq ft", [SECURITY_PER_FOOT]),
  q("ho4-biz-3", "will my store have to close while you install", [
    "open|before opening|after closing|room by room|section",
  ]),
  q("ho4-biz-4", "restaurant with west facing windows, sun glare at dinner is awful. what do you do for that", [
    "film|commercial",
  ]),

  // ── The first-time customer offer ────────────────────────────────────
  q("ho4-offer-1", "got any promo codes", ["20%|20 percent"]),
  q(
    "ho4-offer-2",
    "you tinted my car last year, do i get the 20% off again for my house",
    ["first-time|first time"],
    ["yes, you still get", "returning customers get 20%"],
  ),
  // "20% off any tint service" (business.ts; the FAQ lists automotive, residential, commercial): not PPF.
  q(
    "ho4-offer-3",
    "does the new customer 20% work on ppf",
    ["tint"],
    ["20% off PPF", "20% off paint protection", "applies to PPF", "applies to paint protection"],
  ),
  // Whether the offer stacks with the sedan's sale price is not in the facts.
  q("ho4-offer-4", "can i use the first time discount on top of the 399 sale", [`20%|20 percent|${PHONE}`]),

  // ── What to expect on the day ────────────────────────────────────────
  q("ho4-day-1", "do you need water or power from my house", ["bring"]),
  q("ho4-day-2", "we only have street parking at our townhouse, does that work", ["permission|room|door|space"]),
  q("ho4-day-3", "will you let me know when you're on the way", ["on the way|on my way|on the road|text|let you know"]),
  // The measuring visit: 45 minutes and 2 a window (booking.ts), so it depends on the windows.
  q("ho4-day-4", "how long does the house measuring visit take", ["45|depend|window"]),

  // ── Choosing between things the site sells ───────────────────────────
  // The site installs ceramic (business.ts, About); carbon is only compared in the article.
  q("ho4-compare-1", "ceramic vs carbon whats the difference, which one do u guys use", [CERAMIC, HEAT], SELLS_CARBON),
  q("ho4-compare-2", "gloss or satin ppf, whats the price difference", [PPF_GLOSS, PPF_SATIN]),
  q("ho4-compare-3", "35 or 20 on the front doors, which should i get", [FRONT], saysLegal("20%", "front")),
  q("ho4-compare-4", "is ceramic really worth it over the cheap $99 tint", [HEAT, FADES]),
  q("ho4-compare-5", "partial front ppf vs full front, worth upgrading?", [PPF_PARTIAL_RANGE, PPF_FULL_FRONT]),
  q("ho4-compare-6", "aftercare kit, standard or pro, whats the diff", [KIT_STANDARD, KIT_PRO]),
  q("ho4-compare-7", "suv tint with vs without the windshield strip, how much more", [STRIP_MORE]),
  q(
    "ho4-compare-8",
    "security film or regular sun film for my shop's glass front door, which one",
    ["broken|break|shatter|smash|hold|glass together"],
    NO_STORM_CLAIM,
  ),
  q(
    "ho4-compare-9",
    "5% or 20% for privacy on the back of my suv",
    [`${EXEMPTION}|${SUV_BACK}|${REFUSAL}`],
    saysLegal("5%", "back"),
  ),
  q("ho4-compare-10", "reflective film or light ceramic for a storefront, which is better", [
    `${NIGHT_REVERSES}|visible|night`,
  ]),

  // ── Three turns, the last leaning on the earlier ones ────────────────
  q("ho4-follow-1", ["how much for a honda civic", "and for the truck? its a silverado", "ok book it"], [BOOK]),
  q(
    "ho4-follow-2",
    ["whats legal on the front windows", "what about the back then", "its a kia telluride"],
    [SUV_BACK],
  ),
  // 20% is legal behind the driver of a sedan and not on its front doors: both limits may be given.
  q("ho4-follow-3", ["price for a camry", "can i do 20% on it", "is that legal tho"], [`${FRONT}|${CAR_BACK}`]),
  q("ho4-follow-4", ["do you come to crestview", "how about niceville", "and destin?"], [DESTIN]),
  q("ho4-follow-5", ["how much is ppf", "gloss vs satin?", "ok the satin one, how long does it take"], [PPF_TIME]),
  q(
    "ho4-follow-6",
    ["how much is tint for a kia sorento", "whats the strip thing", "add it, whats the total"],
    [SUV_STRIP],
  ),
  q(
    "ho4-follow-7",
    ["do you do house windows", "how much does that run", "do i pay for you to come measure"],
    [LOOK_VISIT, `${COMES_OFF}|credit`],
  ),
  q("ho4-follow-8", ["i want 5% on my tahoe", "why not", "what if i have lupus"], [EXEMPTION]),
  q(
    "ho4-follow-9",
    ["how much for an f150", "what about 35 all around", "is the deposit part of that or extra"],
    [DEPOSIT, `${COMES_OFF}|included|not extra|isn't extra|not an extra|not on top`],
  ),
  q(
    "ho4-follow-10",
    ["just got my car tinted", "anything i should do", "and wiping the inside, when is that ok"],
    [A_WEEK],
  ),

  // ── Indirect or badly spelled phone messages ─────────────────────────
  q("ho4-vague-1", "hey how much u charge", [`${SEDAN}|${SUV}|${TRUCK}|${PER_SQ_FT}`]),
  q("ho4-vague-2", "do yall do houses", ["residential|home|house", `${LOOK_VISIT}|${PER_SQ_FT}|measure|visit|quote`]),
  q("ho4-vague-3", "my car is hot af can u help", [CERAMIC]),
  q("ho4-vague-4", "wat do i need to do b4 u come", ["door|permission|room|space|garage"]),
  q(
    "ho4-vague-5",
    "u guys got a shop i can drop my car at",
    ["mobile|come to you|we come|no shop|your home|driveway"],
    ["our shop is at", "our address is", "street address is"],
  ),
  q("ho4-vague-6", "tint legal?? just got pulled over", [FRONT]),
  q("ho4-vague-7", "how long does it take start to finish", [`${SEDAN_HOURS}|hours`]),
  q("ho4-vague-8", "can u ship the aftercare stuff to me", [SHIPPING]),
  q("ho4-vague-9", "wanna get my windows done whats the move", [`${BOOK}|${QUOTE}|${PHONE}`]),
  q("ho4-vague-10", "idk what % to get lol", [`${FRONT}|35%|35 percent`]),
  q("ho4-vague-11", "the sun glare on my tv in the afternoon is killing me", ["film"]),
  q("ho4-vague-12", "truck n suv prices?", [TRUCK, SUV]),
  q("ho4-vague-13", "my back windows r too dark from the last guy, cops gonna care?", [
    `${CAR_BACK}|${SUV_BACK}|remov|strip`,
  ]),
];
