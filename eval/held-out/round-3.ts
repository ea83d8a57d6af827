// Held-out round 3 (issue 26): new customer questions written blind, before the
// engine was run on them, by a helper that had not read the engine, from the
// facts only (app/config, the catalogue seed, content/, docs/ and the spec's
// FACTS.md and DECISIONS.md). Never tune the engine on these; after this round
// is measured it moves to development (README.md).
//
// Expected answers are facts, not wording: any of the |-separated alternatives
// (case-insensitive) must appear, and none of mustNotInclude. {phone} and
// {email} stand for the configured ones. No case uses a "^" lead.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  BOOK,
  QUOTE,
  HANDOFF,
  ASK_US,
  SEDAN,
  SEDAN_MIXED,
  SEDAN_ALL_35,
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
  AS1,
  REFUSAL,
  EXEMPTION,
  DHSMV,
  NOT_TRANSFERABLE,
  NO_STORM_CLAIM,
  NOT_STORM,
  saysLegal,
  saysIllegal,
  OPENS,
  CLOSES,
  SATURDAY,
  SUNDAY,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  WINDOWS_UP,
  A_WEEK,
  MICROFIBER,
  FWB,
  NAVARRE,
  GULF_BREEZE,
  PENSACOLA,
  DESTIN,
  MILTON,
  PACE,
  CRESTVIEW,
  MARY_ESTHER,
  NICEVILLE,
  YES_TOWN,
  promise,
  THU_MORNING,
  SAT_DAWN,
  SUN_NIGHT,
  FRI_FIVE,
  THANKSGIVING,
  SUN_NOON,
  SAT_CLOSING,
  WED_AFTERNOON,
  q,
  at,
} from "./round-3-facts.ts";

export const heldOutRound3: EvalCase[] = [
  // ── Prices by vehicle ────────────────────────────────────────────────
  q("ho3-price-1", "toyota avalon tint price?", [SEDAN]),
  q("ho3-price-2", "wats it cost for a chevy malibu", [SEDAN]),
  q("ho3-price-3", "price to tint a ram 2500 crew cab", [TRUCK]),
  q("ho3-price-4", "yukon xl how much for ceramic", [SUV]),
  q("ho3-price-5", "how much do yall charge for a honda odyssey", [SUV]),
  q("ho3-price-6", "audi a4 all windows price", [SEDAN]),
  q("ho3-price-7", "nissan rogue tint cost??", [SUV]),
  q("ho3-price-8", "tacoma double cab how much would it be", [TRUCK]),
  q("ho3-price-9", "need my jetta done what do you charge", [SEDAN]),
  q("ho3-price-10", "how much is tint for a kia telluride", [SUV]),
  q("ho3-price-11", "2 door camaro price", [SEDAN]),
  q("ho3-price-12", "what would u charge for a ford maverick", [TRUCK]),
  q("ho3-price-13", "hyundai palisade ceramic tint price", [SUV]),
  q("ho3-price-14", "infiniti q50 how much for tint", [SEDAN]),
  q("ho3-price-15", "how much 4 a chevy traverse w/ the windshield strip too", [SUV_STRIP]),
  q("ho3-price-16", "toyta corrola price pls", [SEDAN]),
  q("ho3-price-17", "how much for my chevy silverdo", [TRUCK]),
  q("ho3-price-18", "hundai tuscon tint how much", [SUV]),
  q("ho3-price-19", ["hey", "i need a price on tint", "2019 mazda cx-9"], [SUV]),
  // The Ridgeline is a pickup: the truck package.
  q("ho3-price-20", ["how much for tint", "its a honda ridgeline"], [TRUCK]),
  q("ho3-price-21", "what's it run for a mercedes gle", [SUV]),
  q("ho3-price-22", "tesla model y tint cost", [SUV]),
  // Decision 028: the card's $399 is all 35% (on sale); other shades are $449.
  q("ho3-price-23", "why does the site say 399 for a sedan but i got 449 when i picked shades", [
    "35%",
    `sale|${SEDAN_MIXED}`,
  ]),
  q("ho3-price-24", "does the sedan price include the back windshield or just the doors", [
    "rear windshield|rear glass|rear window|back glass|back window|back windshield",
  ]),
  // The packages are all sides and rear: a back-only price is not in the catalogue.
  q("ho3-price-25", "is it cheaper if i only do the back windows on my sedan", HANDOFF),
  q("ho3-price-26", "do you charge by the size of the car or is it one price", [SEDAN, SUV, TRUCK]),

  // ── Several questions in one message ─────────────────────────────────
  q("ho3-multi-1", "price for a nissan altima and do yall work on sundays", [SEDAN, SUNDAY]),
  q("ho3-multi-2", "do u come to milton? and whats the deposit", [MILTON, DEPOSIT]),
  q("ho3-multi-3", "is 5% legal on my minivan and how much is a minivan", [`${EXEMPTION}|${REFUSAL}`, SUV]),
  q("ho3-multi-4", "whats your phone # and email", [PHONE, EMAIL]),
  q("ho3-multi-5", "how long does the install take on a sedan and when can i roll the windows down after", [
    "2 to 3|two to three|2-3|2–3|hours",
    WINDOWS_UP,
  ]),
  q("ho3-multi-6", "do you take cash, and is there a warranty on the film", ["cash", "warranty|manufacturer"]),
  q("ho3-multi-7", "ppf price for the front and can you do it in my driveway", [PPF_GLOSS, "garage|enclosed"]),
  q("ho3-multi-8", "is there a first time customer deal? also can i book online", ["20%|20 percent", BOOK]),

  // ── The law ──────────────────────────────────────────────────────────
  q("ho3-law-1", "whats the darkest i can legally go on an suv in fl", [SUV_BACK, FRONT]),
  q("ho3-law-2", "legal tint percent in florida for a regular car", [FRONT, CAR_BACK]),
  q("ho3-law-3", "can i get the whole windshield tinted", [AS1]),
  q("ho3-law-4", "what does vlt stand for", ["light"]),
  q("ho3-law-5", "whats the ticket for too dark tint in florida", [
    "noncriminal|non-criminal|nonmoving|non-moving|infraction",
  ]),
  q("ho3-law-6", "does a pickup count as an suv for the tint law", [CAR_BACK]),
  q("ho3-law-7", "is mirror tint legal here", ["25%|35%|reflect"]),
  q("ho3-law-8", "where do i even get a medical exemption for darker tint", [DHSMV]),
  q("ho3-law-9", "i got a tint exemption on my old car can i use it for my new one", [NOT_TRANSFERABLE]),
  q(
    "ho3-law-10",
    "will you put illegal tint on if i sign a waiver",
    [REFUSAL],
    ["a waiver is fine", "with a waiver we can"],
  ),
  q("ho3-law-11", "is 6% the limit for the back of a minivan", [SUV_BACK]),
  q("ho3-law-12", "does the law count the factory tint in the glass too", [
    "together|combined|glass and film|film and glass|glass plus film|film plus glass",
  ]),
  // FACTS.md: the +/-3% tolerance is uncertain and must not be stated as fact.
  q(
    "ho3-law-13",
    "isnt there like a 3% tolerance on the meter",
    ["don't count|do not count|not count|don't rely|do not rely|not rely|uncertain|not clear|meter|above the limit"],
    ["there is a 3% tolerance", "3% tolerance is allowed", "you get 3%"],
  ),
  q("ho3-law-14", "rules for perforated film on the back window of my work van", ["30%|30 percent"]),
  q("ho3-law-15", "what statute is the florida tint law", ["316.29"]),
  q("ho3-law-16", "is it against the law for a shop to install dark tint", ["misdemeanor"]),
  q(
    "ho3-law-17",
    "my car came from georgia with 20 on the front, am i ok in florida",
    [`${FRONT}|${REFUSAL}`],
    saysLegal("20%", "front"),
  ),
  q("ho3-law-18", "how far down can the strip on the windshield go", [AS1]),
  q("ho3-law-19", "what's the limit on the back glass of a coupe", [CAR_BACK]),
  q("ho3-law-20", "hi, i take lupus meds and sun bothers me. can my tint be darker than normal", [EXEMPTION]),
  q("ho3-law-21", ["whats legal on the front windows", "and for the back of my expedition?"], [SUV_BACK]),

  // ── Service areas: the ten towns, their neighbourhoods and zip codes ─
  q("ho3-area-1", "do u guys service crestview", [YES_TOWN("crestview")]),
  q("ho3-area-2", "i live in bluewater bay can you come out", [NICEVILLE]),
  q("ho3-area-3", "we're over in tiger point", [GULF_BREEZE]),
  q("ho3-area-4", "zip is 32548, do you come there", [FWB]),
  q("ho3-area-5", "im in warrington", [PENSACOLA]),
  q("ho3-area-6", "east milton ok?", [YES_TOWN("milton")]),
  q("ho3-area-7", "can you do my car in kelly plantation", [DESTIN]),
  q("ho3-area-8", "florosa area?", [MARY_ESTHER]),
  q("ho3-area-9", "we just moved to pea ridge, do you come that far", [PACE]),
  q("ho3-area-10", "do you do condos out on navarre beach", [YES_TOWN("navarre")]),
  q("ho3-area-11", "my zip is 32536", [CRESTVIEW]),
  // 32571 is a zip code of both Milton and Pace (app/config/areas.ts): either answer is right.
  q("ho3-area-12", "do you service 32571", [`${MILTON}|${PACE}`]),
  q("ho3-area-13", "which towns do you cover", ["Pensacola", "Destin", "Milton"]),
  q("ho3-area-14", "do you work in okaloosa county at all", [
    "Fort Walton|Destin|Crestview|Niceville|Mary Esther|Okaloosa",
  ]),
  q("ho3-area-15", "can you come to the city of gulf breeze itself", [YES_TOWN("gulf-breeze")]),
  q("ho3-area-16", "cordova park pensacola?", [YES_TOWN("pensacola")]),
  q("ho3-area-17", "do you go to panama city beach", [ASK_US], promise("Panama City")),
  q("ho3-area-18", "do you come up to the hub city", [CRESTVIEW]),
  // The Niceville page lists Valparaiso; the Crestview/Niceville news says "ask us" for it: either is right.
  q("ho3-area-19", "valparaiso, near the bayou. you guys come there?", [`${NICEVILLE}|${PHONE}|${QUOTE}`]),
  q("ho3-area-20", "are you in midway", [GULF_BREEZE]),
  q("ho3-area-21", "do u serve destin on weekends", [`${SATURDAY}|weekend`]),

  // ── Places near the area that are not one of the ten towns ───────────
  // Okaloosa Island is a Fort Walton Beach neighbourhood (its area page).
  q("ho3-place-1", "can you tint my condo windows on okaloosa island", [FWB]),
  // The Mary Esther page: Hurlburt Field area served; on-base housing gets a spot off base.
  q("ho3-place-2", "i live in base housing on hurlburt field, can you come do my truck", [
    "off base|off-base|outside the gate",
  ]),
  // Not named in the facts (in real life it shares a Pensacola zip code, which the customer did not give): not promised.
  q("ho3-place-3", "do you go out to perdido key", [ASK_US], promise("Perdido Key")),
  // Eglin is named only as where commuters work; a job on the base is not promised.
  q("ho3-place-4", "can you do my car at my work on eglin afb", [`${ASK_US}|off base|off-base`], promise("Eglin")),
  // Holley by the Sea is a Navarre neighbourhood.
  q("ho3-place-5", "holley fl?", [NAVARRE]),
  // Santa Rosa Beach is in Walton County, not a served town (not the same as Santa Rosa County).
  q("ho3-place-6", "santa rosa beach, 30a. you guys come out that way?", [ASK_US], promise("Santa Rosa Beach")),
  q("ho3-place-7", "what about freeport", [ASK_US], promise("Freeport")),
  q("ho3-place-8", "im in miramar beach right past destin", [ASK_US], promise("Miramar Beach")),
  // The Crestview/Niceville news: Shalimar is "in between", ask us.
  q("ho3-place-9", "do you make it to shalimar", [ASK_US], promise("Shalimar")),
  // Whiting Field area is a Milton neighbourhood.
  q("ho3-place-10", "stationed at whiting field, can you tint my car", [MILTON]),
  q("ho3-place-11", "cantonment fl do you go there", [ASK_US], promise("Cantonment")),
  // Pensacola Beach is only mentioned as a view from Gulf Breeze: open, so the town next to it or the way to ask.
  q("ho3-place-12", "do you come over the bridge to pensacola beach", [`${ASK_US}|${GULF_BREEZE}|${PENSACOLA}`]),
  q("ho3-place-13", "how about defuniak springs", [ASK_US], promise("DeFuniak")),
  // Bagdad is a Milton neighbourhood.
  q("ho3-place-14", "bagdad area, off 90", [MILTON]),

  // ── Several vehicles in one question ─────────────────────────────────
  q("ho3-vehicles-1", "price for my corolla plus my wifes suburban", [SEDAN, SUV]),
  // $399 is both the truck price and the sedan's all-35% price: the sedan may be given either way.
  q("ho3-vehicles-2", "got a ram 1500 and a honda accord, how much for both", [TRUCK, SEDAN]),
  q("ho3-vehicles-3", "need quotes on 3: explorer, my daughters civic and my f-250", [SUV, SEDAN, TRUCK]),
  q("ho3-vehicles-4", "two cars, a jeep grand cherokee and a kia soul. cost?", [SUV, SEDAN]),
  // The news has two vans ("two family vehicles on the same visit"), booking.ts one crew: only the prices are asked.
  q("ho3-vehicles-5", "can you do both our cars the same day, an odyssey and a camry, and what would that run", [
    SUV,
    SEDAN,
  ]),
  q("ho3-vehicles-6", "how much would 3 trucks be, a silverado a tundra and a tacoma", [TRUCK], [...SUV.split("|")]),
  q("ho3-vehicles-7", "whats the total for a mazda 3 and a cx-5", [SEDAN, SUV]),
  // A fleet discount is not in the facts.
  q("ho3-vehicles-8", "i have 5 company pickups, is there a fleet price", HANDOFF),
  q("ho3-vehicles-9", "me and my roommate both want tint, a wrx and a 4runner", [SEDAN, SUV]),
  q("ho3-vehicles-10", ["how much for a honda civic", "and my husbands yukon?"], [SUV]),
  q("ho3-vehicles-11", "price for a tahoe with the windshield visor strip and an accord", [SUV_STRIP, SEDAN]),

  // ── A shade named with a price question ──────────────────────────────
  // The shade applies to the back and rear; the front sides stay at 28% or lighter (the seed's law note).
  q("ho3-shade-1", "how much for 20 percent all the way around on my elantra", [
    SEDAN_MIXED,
    `${FRONT}|${REFUSAL}|35%`,
  ]),
  q("ho3-shade-2", "price for 5% limo on the back of my silverado", [TRUCK, `${EXEMPTION}|${REFUSAL}`]),
  q("ho3-shade-3", "35 all around on my corolla, how much", [SEDAN_ALL_35]),
  q("ho3-shade-4", "i want 15 on the back and 35 up front on my rav4, price?", [SUV]),
  q(
    "ho3-shade-5",
    "5% all around on a dodge charger how much",
    [`${FRONT}|${REFUSAL}`, `${EXEMPTION}|${REFUSAL}`],
    saysLegal("5%", "front"),
  ),
  q("ho3-shade-6", "70% on every window of my model 3, what's that cost", [SEDAN_MIXED]),
  q("ho3-shade-7", "how much to get 20s on the back of my expedition and 35 in front", [SUV]),
  q(
    "ho3-shade-8",
    "quote for 5% back and 20% front on a tacoma",
    [`${FRONT}|${CAR_BACK}`, REFUSAL],
    saysLegal("20%", "front"),
  ),
  // 15% on a sedan's back: the catalogue sells it, the shade guide says it reads below 15% on clear glass; price only.
  q("ho3-shade-9", "15% on the back of my accord how much and is that legal", [SEDAN_MIXED]),
  q("ho3-shade-10", "all 35 on a toyota sienna price?", [SUV]),
  q("ho3-shade-11", "whats 50 percent on the front sides and 20 behind on my f150 cost", [TRUCK]),

  // ── Yes or no: a shade on a vehicle ──────────────────────────────────
  q(
    "ho3-verdict-1",
    "would 20% on the front doors of my ram get me a ticket",
    [FRONT, REFUSAL],
    saysLegal("20%", "front"),
  ),
  q(
    "ho3-verdict-2",
    "can i legally run 5% on the back of my suburban",
    [`${EXEMPTION}|${SUV_BACK}`],
    [...saysLegal("5%", "back")],
  ),
  q("ho3-verdict-3", "is 20 legal on the back of a mustang", [`${CAR_BACK}|legal|allowed|yes`], saysIllegal("20%")),
  // Over factory privacy glass the reading can fall below 6%: the limit is what every answer gives.
  q(
    "ho3-verdict-4",
    "15% on the back windows of a highlander, legal?",
    [`${SUV_BACK}|legal|allowed|yes`],
    saysIllegal("15%"),
  ),
  // Usually legal on clear factory glass, confirmed with a meter (the shade guide).
  q("ho3-verdict-5", "35 on the front of my camry ok in florida?", [`${FRONT}|meter`], saysIllegal("35%")),
  q("ho3-verdict-6", "is 50% on the windshield legal", [AS1], saysLegal("50%", "windshield")),
  q(
    "ho3-verdict-7",
    "5 percent on the rear of my f150 legal in fl?",
    [`${CAR_BACK}|${EXEMPTION}`, REFUSAL],
    saysLegal("5%", "back"),
  ),
  q("ho3-verdict-8", "is 20 on the back of a tacoma legal", [`${CAR_BACK}|legal|allowed|yes`], saysIllegal("20%")),
  q(
    "ho3-verdict-9",
    "my odyssey came with 15 on the front windows is that legal",
    [FRONT, REFUSAL],
    [...saysLegal("15%", "front")],
  ),
  q("ho3-verdict-10", "70% all around on a prius legal?", ["legal|allowed|fine|yes"], saysIllegal("70%")),
  q(
    "ho3-verdict-11",
    "35% on the back glass of a wrangler, is that allowed",
    [`${SUV_BACK}|legal|allowed|yes`],
    [...saysIllegal("35%")],
  ),
  q(
    "ho3-verdict-12",
    "can i get 5% on my back windows with a note from my doctor",
    [`${DHSMV}|${EXEMPTION}`],
    ["a doctor's note is enough", "a doctor's note works", "note from your doctor is enough"],
  ),
  q(
    "ho3-verdict-13",
    "buddy says 20% on the front is fine for suvs, true for my tahoe?",
    [FRONT, REFUSAL],
    [...saysLegal("20%", "front")],
  ),

  // ── Booking ──────────────────────────────────────────────────────────
  q("ho3-book-1", "can i just book it online", [BOOK]),
  q("ho3-book-2", "how much do i put down to hold a time", [DEPOSIT]),
  q("ho3-book-3", "do i pay everything up front", [DEPOSIT, "day|finished|done|complete|after"]),
  q("ho3-book-4", "if i have to cancel do i get the deposit back", ["refund", "24 hours|24-hour|24 hrs|a day before"]),
  at(WED_AFTERNOON, q("ho3-book-5", "can i get an appointment tomorrow at 8am", [`24 hours|24-hour|24 hrs|${PHONE}`])),
  at(SUN_NOON, q("ho3-book-6", "can i get on the schedule for the week of christmas", ["60|sixty", PHONE])),
  q("ho3-book-7", "can i move my appointment to another day", ["24 hours|24-hour|24 hrs|reschedul"]),
  q("ho3-book-8", "how do i book my f150", [BOOK]),
  // Online the earliest slot is 24 hours ahead; the Navarre page says short notice sometimes works: the phone.
  q("ho3-book-9", "do you do same day", [`${PHONE}|24 hours|24-hour`]),
  // Cancelling online closes 24 hours before; what happens to a later deposit is not stated.
  q("ho3-book-10", "can i cancel the morning of and still get my 50 back", ["24 hours|24-hour|24 hrs"]),
  q("ho3-book-11", "whats the deposit to book the house window visit", [LOOK_VISIT]),
  q("ho3-book-12", "can i pay the deposit in cash", ["card"]),
  q("ho3-book-13", "how long is a time slot held while i pay", ["15 minutes|15 min|fifteen minutes"]),
  q("ho3-book-14", ["hi", "i want to schedule tint for my car"], [BOOK]),

  // ── Paying ───────────────────────────────────────────────────────────
  q("ho3-pay-1", "u take cash?", ["cash"]),
  // Apple Pay is not in the facts: cards, or the phone.
  q("ho3-pay-2", "can i use apple pay", [`card|${PHONE}`]),
  q("ho3-pay-3", "can i split it into payments", HANDOFF),
  q("ho3-pay-4", "can i buy a gift card for my dad", ["gift card|gift-card"]),
  q("ho3-pay-5", "do your gift cards expire", [
    "never expire|doesn't expire|does not expire|no expiration|won't expire|don't expire|never expires",
  ]),
  q("ho3-pay-6", "when do i pay the rest after the deposit", ["finished|done|complete|on the day|day of"]),

  // ── Hours ────────────────────────────────────────────────────────────
  at(THU_MORNING, q("ho3-hours-1", "r u open rn", ["open"], SAYS_CLOSED)),
  at(SAT_DAWN, q("ho3-hours-2", "anybody there this early?", [OPENS], SAYS_OPEN)),
  at(SUN_NIGHT, q("ho3-hours-3", "still taking calls tonight?", [OPENS], SAYS_OPEN)),
  at(FRI_FIVE, q("ho3-hours-4", "are you still open for another hour or so", [CLOSES], SAYS_CLOSED)),
  // Holidays are days off only if the owner sets them in Settings: the hours, or the phone to check.
  at(THANKSGIVING, q("ho3-hours-5", "are you working today, its thanksgiving", [`${OPENS}|${PHONE}|${BOOK}`])),
  at(SAT_CLOSING, q("ho3-hours-6", "can i still call you real quick", [CLOSES], SAYS_CLOSED)),
  q("ho3-hours-7", "what time do you close on saturdays", [CLOSES]),
  q("ho3-hours-8", "do you guys work sundays", [SUNDAY]),
  q("ho3-hours-9", "what time is your first appointment of the day", [OPENS]),
  q("ho3-hours-10", "how late are u open", [CLOSES]),
  q("ho3-hours-11", "weekday hours?", [OPENS, CLOSES]),
  q("ho3-hours-12", "your hours, are those central or eastern time", ["Central|CT|CST|CDT|Chicago"]),

  // ── A person, the phone, the email ───────────────────────────────────
  q("ho3-person-1", "can i talk to a real human", [PHONE]),
  q("ho3-person-2", "whats ur email", [EMAIL]),
  q("ho3-person-3", "can someone call me back about my truck", [`${PHONE}|${QUOTE}|quote form|contact form`]),
  q("ho3-person-4", "can i text you guys instead of calling", [PHONE]),
  q("ho3-person-5", "number?", [PHONE]),
  // The FAQ sends photos through the quote form; the email or the phone are also correct ways.
  q("ho3-person-6", "where do i send pics of my windows", [`${QUOTE}|${EMAIL}|${PHONE}`]),

  // ── Cleaning tinted glass ────────────────────────────────────────────
  q("ho3-care-1", "can i use windex on my tint", [AMMONIA], ["windex is fine", "windex is safe"]),
  q("ho3-care-2", "best stuff to clean tinted windows with", [`${AMMONIA}|soap`]),
  q("ho3-care-3", "paper towels ok on tinted windows?", [MICROFIBER]),
  q("ho3-care-4", "when can i wipe the inside of the windows after you tint", [A_WEEK]),
  q("ho3-care-5", "can i scrape a sticker off the inside of my tinted window with a razor", [
    "don't|do not|avoid|never|no razor|no blade|no scraper",
  ]),
  // The residential page says to wait about a month before cleaning home film (cars: about a week).
  q("ho3-care-6", "how should i clean the film on my house windows", [AMMONIA]),

  // ── Curing ───────────────────────────────────────────────────────────
  q("ho3-cure-1", "how long b4 i can put my windows down", [WINDOWS_UP]),
  q("ho3-cure-2", "my tint looks cloudy and its been 2 days", ["normal|moisture|cure|curing|dries|drying"]),
  q("ho3-cure-3", "there are little bubbles in my new tint is that normal", ["water|moisture|normal"]),
  q("ho3-cure-4", "its been like 6 weeks and theres still bubbles with dirt in them", [ASK_US]),
  q("ho3-cure-5", "i gotta go thru the base gate tmrw, can i put the window down to show my id", ["door"]),

  // ── Removing old tint ────────────────────────────────────────────────
  q("ho3-removal-1", "can you take off the purple tint on my car", ["remov|strip|peel|steam"]),
  q("ho3-removal-2", "how much extra to remove old tint", [`${PHONE}|${QUOTE}|quote`]),
  q("ho3-removal-3", "will taking the old tint off mess up my defroster lines", ["defrost"]),
  q("ho3-removal-4", "bought a used car and the tint is too dark, can u fix it", ["remov|strip|peel|steam"]),
  q("ho3-removal-5", "does removing old film make the appointment longer", [
    "longer|more time|adds time|extra time|additional time",
  ]),

  // ── Warranty ─────────────────────────────────────────────────────────
  q("ho3-warranty-1", "is there a warranty on the tint", ["manufacturer"]),
  q("ho3-warranty-2", "what if it starts bubbling in a year", ["warranty"]),
  q("ho3-warranty-3", "does the warranty cover scratches", ["defect"], ["covers scratches", "scratches are covered"]),
  // Whether the car's warranty follows a sale is not in the facts.
  q("ho3-warranty-4", "if i sell my car does the tint warranty go with it", [`manufacturer|${PHONE}`]),
  q("ho3-warranty-5", "how long is the warranty on house film", ["depends|type of glass|the glass"]),
  q("ho3-warranty-6", "is it a lifetime warranty on car tint", ["10 years|10-year|ten years|ten-year|lifetime"]),

  // ── Paint protection film ────────────────────────────────────────────
  q("ho3-ppf-1", "clear bra price for the front of my car", [PPF_GLOSS]),
  q("ho3-ppf-2", "how much for the satin ppf", [PPF_SATIN]),
  q("ho3-ppf-3", "full body ppf price", [`5,500|5500|${PHONE}|${QUOTE}`]),
  q("ho3-ppf-4", "can you put ppf on in my driveway", ["garage|enclosed"]),
  q("ho3-ppf-5", "does ppf stop rock chips", ["chip"]),
  q("ho3-ppf-6", "how long does the partial front ppf take", ["day|4 hours|four hours"]),

  // ── Homes ────────────────────────────────────────────────────────────
  q("ho3-home-1", "how much to tint my house windows", [`${PER_SQ_FT}|${LOOK_VISIT}`]),
  q("ho3-home-2", "will film make my living room dark", ["50%|70%|light"]),
  q("ho3-home-3", "do you charge to come measure the house", [LOOK_VISIT, "credit|toward|off the|applied|deducted"]),
  q("ho3-home-4", "our hoa has rules about window film", ["rules|association|HOA"]),
  q("ho3-home-5", "will house film help if a hurricane hits", [NOT_STORM], NO_STORM_CLAIM),
  q("ho3-home-6", "can you put film on dual pane windows", ["usually|check|glass"]),

  // ── Businesses ───────────────────────────────────────────────────────
  q("ho3-biz-1", "do you do office buildings", ["commercial|yes"]),
  // Commercial film: $5-12 on the commercial page, $7-11 in FACTS.md and booking.ts; no figure is required.
  q("ho3-biz-2", "what does it cost to tint a storefront", [`${PER_SQ_FT}|visit|quote`]),
  q("ho3-biz-3", "can you tint after we close so customers arent bothered", [
    "before opening|after closing|after hours|evening|weekend|after close",
  ]),
  q("ho3-biz-4", "security film to stop break ins, hurricane too?", ["safety|security", NOT_STORM], NO_STORM_CLAIM),
  q("ho3-biz-5", "i rent my shop, do i need the landlord ok", ["landlord|lease|property manager"]),

  // ── The first-time customer offer ────────────────────────────────────
  q("ho3-offer-1", "any discounts going on", ["20%|20 percent"]),
  q("ho3-offer-2", "is the 20 off just for first timers", ["first-time|first time"]),
  // A military discount is not in the facts: the offer that exists, or the phone.
  q("ho3-offer-3", "do military get a discount", [`20%|20 percent|${PHONE}`]),
  q("ho3-offer-4", "how do i claim the new customer discount", [`quote|call|mention|${PHONE}`]),
  q("ho3-offer-5", "is the new customer discount good on house windows too", ["20%|20 percent"]),

  // ── What to expect on the day ────────────────────────────────────────
  q("ho3-day-1", "can you do it while im at work", ["permission|work"]),
  q("ho3-day-2", "what happens if it rains on my appt day", ["reschedul|canopy|garage|carport"]),
  q("ho3-day-3", "how long will you need my suv for", ["3 hours|three hours|longer|180"]),
  q("ho3-day-4", "what do you need from me for a car appointment", ["door"]),
  q("ho3-day-5", "no garage here, just a driveway in full sun", ["canopy|shade"]),
];
