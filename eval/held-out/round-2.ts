import type { EvalCase } from "../cases.ts";

// Held-out round 2 (issue 26): new customer questions written blind, before the
// engine was run on them, by a helper that had not read the engine, from the
// facts only (app/config, the catalogue seed, content/, docs/ and the spec's
// FACTS.md and DECISIONS.md). Never tune the engine on these; after this round
// is measured it moves to development (README.md).
//
// Expected answers are facts, not wording: any of the |-separated alternatives
// (case-insensitive) must appear, and none of mustNotInclude. {phone} and
// {email} stand for the configured ones. No case uses a "^" lead.

// The way back when the assistant cannot answer here: the phone, and /book or the quote form.
const PHONE = "{phone}";
const EMAIL = "{email}";
const BOOK = "/book";
const QUOTE = "/#contact";
const BOOK_OR_QUOTE = `${BOOK}|${QUOTE}`;
const HANDOFF = [PHONE, BOOK_OR_QUOTE];

// Catalogue prices (app/db/seed.ts). The sedan package is $449 for any back shade;
// all 35% is $399 (the 35% variant is on sale), so a general sedan answer may give either.
const SEDAN = "$449|$399";
const SEDAN_MIXED = "$449";
const SEDAN_ALL_35 = "$399";
// The SUV package shows its first variant (sides and rear); the visor strip makes it $599.
const SUV = "$549";
const SUV_STRIP = "$599";
const TRUCK = "$399";
const PPF_GLOSS = "$1,295|$1295";
const PPF_SATIN = "$1,445|$1445";
const DEPOSIT = "$50";
const LOOK_VISIT = "$49";
// Home film, as the residential page and FACTS.md give it: about $5-12 per square foot installed.
const PER_SQ_FT = "square foot|sq ft|sq. ft|sqft|per foot|/ft";

// The law (app/config/tint-law.ts).
const FRONT = "28%";
const CAR_BACK = "15%";
const SUV_BACK = "6%";
const AS1 = "AS-1|AS1";
const REFUSAL = "not legal|illegal|isn't legal|too dark|not allowed|can't|cannot|won't|below";
const EXEMPTION = "medical exemption|exemption certificate|exemption";
const DHSMV = "Highway Safety|DHSMV|motor-vehicle department|motor vehicle department|Motor Vehicles|state motor";
const NOT_TRANSFERABLE =
  "not transferable|isn't transferable|non-transferable|nontransferable|can't be transferred|cannot be transferred|doesn't transfer|does not transfer|tied to the vehicle|specific vehicle|that vehicle";
const NO_STORM_CLAIM = [
  "hurricane-proof",
  "hurricane proof",
  "storm-proof",
  "stormproof",
  "windstorm-proof",
  "impact-resistant",
  "impact resistant",
];
const NOT_STORM =
  "not a storm|isn't a storm|not storm|not designed|not meant|doesn't protect|does not protect|won't protect|will not protect|not replace|doesn't replace|does not replace|shutters";

// Hours: every day 7 AM to 7 PM, Central Time.
const OPENS = "7:00 AM|7 AM|7AM|7 a.m.";
const CLOSES = "7:00 PM|7 PM|7PM|7 p.m.";
const EVERY_DAY = "every day|7 days|seven days|daily|Mon-Sun|Monday through Sunday|Monday to Sunday";
const SATURDAY = `Saturday|${EVERY_DAY}`;
const SUNDAY = `Sunday|${EVERY_DAY}`;
const CALLBACK = "call you back|callback|call-back|call back";
const NOT_OFF_TOPIC = ["off-topic", "off topic"];

// Aftercare (content/faq.json, the aftercare guide).
const AMMONIA = "ammonia";
const WINDOWS_UP = "three to five days|3 to 5 days|3-5 days|3–5 days|five days|5 days";
const A_WEEK = "a week|one week|1 week|7 days|seven days";

const areaLink = (slug: string) => `/service-areas/${slug}`;
const FWB = areaLink("window-tinting-near-fort-walton-fl");
const NAVARRE = areaLink("navarre");
const GULF_BREEZE = areaLink("gulf-breeze");
const PENSACOLA = areaLink("pensacola");
const DESTIN = areaLink("destin");
const MILTON = areaLink("milton");
const PACE = areaLink("pace");
const CRESTVIEW = areaLink("crestview");
const MARY_ESTHER = areaLink("mary-esther");
const NICEVILLE = areaLink("niceville");

// Clocks (America/Chicago; July is UTC-5, December UTC-6). 2026-07-15 is a Wednesday.
const WED_AFTERNOON = "2026-07-15T15:00:00-05:00";
const WED_NIGHT = "2026-07-15T21:10:00-05:00";
const THU_EARLY = "2026-07-16T06:00:00-05:00";
const SAT_LUNCH = "2026-07-18T12:30:00-05:00";
const SUN_EVENING = "2026-07-19T18:40:00-05:00";
const XMAS_EVE = "2026-12-24T10:00:00-06:00";

const q = (id: string, turns: string | string[], mustInclude: string[], mustNotInclude?: string[]): EvalCase => ({
  id,
  turns: typeof turns === "string" ? [turns] : turns,
  mustInclude,
  ...(mustNotInclude ? { mustNotInclude } : {}),
});
const at = (now: string, c: EvalCase): EvalCase => ({ ...c, now });

export const heldOutRound2: EvalCase[] = [
  // ── Prices by vehicle ────────────────────────────────────────────────
  q("ho2-price-1", "how much for tint on a nissan sentra", [SEDAN]),
  q("ho2-price-2", "wat do u charge for a hyundia elantra", [SEDAN]),
  q("ho2-price-3", "price on a chevy suburbin", [SUV]),
  q("ho2-price-4", "how much to do my gmc sierra", [TRUCK]),
  q("ho2-price-5", "hi what would a 2021 toyota tundra cost to tint", [TRUCK]),
  q("ho2-price-6", "Need a price for a Ford Explorer please", [SUV]),
  q("ho2-price-7", "how much is it for a mustang gt", [SEDAN]),
  q("ho2-price-8", "dodge charger ceramic how much", [SEDAN]),
  q("ho2-price-9", "my daughters kia k5 needs tint, cost?", [SEDAN]),
  q("ho2-price-10", "how much for a toyota sienna van", [SUV]),
  q("ho2-price-11", "chrysler pacifica price", [SUV]),
  q("ho2-price-12", "quote on 4runner", [SUV]),
  q("ho2-price-13", "how much would you charge for a nissan frontier", [TRUCK]),
  q("ho2-price-14", "whats the damage for a chevy colorado", [TRUCK]),
  q("ho2-price-15", "lexus rx 350 tint cost", [SUV]),
  q("ho2-price-16", "bmw 330i how much for all the windows", [SEDAN]),
  q("ho2-price-17", "How much would it be to tint a Honda Pilot", [SUV]),
  q("ho2-price-18", "ford bronco 4 door price for ceramic tint?", [SUV]),
  q("ho2-price-19", "how much for tint on a vw jeta", [SEDAN]),
  q("ho2-price-20", "cost for a ram 2500", [TRUCK]),
  q("ho2-price-21", "how mutch for a camero", [SEDAN]),
  q("ho2-price-22", "expedition max tint price", [SUV]),
  // The visor strip above the AS-1 line is the SUV's second coverage.
  q("ho2-price-23", "how much for my grand cherokee with the strip on top of the windshield too", [SUV_STRIP]),
  // The sedan package is priced by the back shade: 20% behind the driver is a $449 variant.
  q("ho2-price-24", "civic, 35 on the front doors and 20 on the back, how much", [SEDAN_MIXED]),
  // All 35% is the sale variant.
  q("ho2-price-25", "if i just do 35 percent on every window of my corolla whats that cost", [SEDAN_ALL_35]),
  q("ho2-price-26", "Do you have a price list? I have a Kia Telluride", [SUV]),
  q("ho2-price-27", ["hey", "looking to get my truck tinted", "its a 2019 f-150"], [TRUCK]),
  q("ho2-price-28", ["what do you charge", "for a mercedes c300"], [SEDAN]),
  q("ho2-price-29", ["do you do cars?", "how much for a ford ranger then"], [TRUCK]),
  q("ho2-price-30", "Can I get a ballpark for a rav4 and a silverado? Both need tint", [SUV, TRUCK]),

  // ── Several questions in one message ─────────────────────────────────
  q("ho2-multi-1", "do yall come to pace and how much is a tahoe", [PACE, SUV]),
  q("ho2-multi-2", "how much for an accord and how dark can the front windows be", [SEDAN, FRONT]),
  q("ho2-multi-3", "are you open sundays? and whats the deposit", [SUNDAY, DEPOSIT]),
  q("ho2-multi-4", "camry price and do you go all the way to destin?", [SEDAN, DESTIN]),
  q("ho2-multi-5", "do you do ppf and what does the front of the car cost", [PPF_GLOSS]),
  q("ho2-multi-6", "price for a jeep wrangler, can you come to my job in milton, and do you take cash", [
    SUV,
    MILTON,
    "cash",
  ]),
  q("ho2-multi-7", "How much for a Toyota Tacoma, and is there a first time discount?", [TRUCK, "20%"]),
  q("ho2-multi-8", "whats legal on an suv back windows and how much for a highlander", [SUV_BACK, SUV]),
  q("ho2-multi-9", "what time do you start in the morning and how long does a sedan take", [
    OPENS,
    "two to three hours|2-3 hours|2 to 3 hours|2–3 hours",
  ]),
  q("ho2-multi-10", "can I book online and do I have to pay the whole thing up front?", [BOOK, DEPOSIT]),

  // ── Florida law and shades ───────────────────────────────────────────
  q("ho2-law-1", "can i do 15 all the way around on my highlander", [FRONT, REFUSAL]),
  q(
    "ho2-law-2",
    "i want 20% all around on my camry is that legal in florida",
    [FRONT, REFUSAL],
    ["20% is legal on the front"],
  ),
  // 5% is below every Florida limit; only a medical exemption allows it.
  q("ho2-law-3", "can yall do limo tint on the back of my tahoe", [SUV_BACK, EXEMPTION]),
  q("ho2-law-4", "limo tint all the way around on my charger?", [FRONT, REFUSAL]),
  q("ho2-law-5", "whats the darkest i can legally go on a civic", [FRONT, CAR_BACK]),
  q("ho2-law-6", "darkest legal on a suburban?", [FRONT, SUV_BACK]),
  q("ho2-law-7", "whats the legal tint limit in fl", [FRONT]),
  // 35% film over clear glass usually stays above 28%, but the combined reading is metered, so only the limit is asked.
  q("ho2-law-8", "is 35 all the way around legal on a sedan", [FRONT]),
  q("ho2-law-9", "I have lupus and the sun really bothers me. Can I go darker than normal?", [EXEMPTION]),
  q("ho2-law-10", "how do i get a medical exemption for tint", [DHSMV]),
  q("ho2-law-11", "my doctor wrote me a note, is that enough for 5% on my car?", [DHSMV]),
  q("ho2-law-12", "i got a medical exemption for my old car, does it carry over to my new one", [NOT_TRANSFERABLE]),
  q("ho2-law-13", "can you tint my whole windshield with clear heat film", [AS1]),
  q("ho2-law-14", "can i get a strip on top of the windshield", [AS1]),
  // The law is unsettled for pickups; the business plays it safe at 15%.
  q("ho2-law-15", "whats legal for the back glass on a f250 pickup", [CAR_BACK]),
  q("ho2-law-16", "is mirror tint legal? i like the chrome look", ["25%"]),
  q("ho2-law-17", "what happens if i get pulled over with tint thats too dark", [
    "noncriminal|non-criminal|nonmoving|non-moving|infraction|ticket",
  ]),
  q("ho2-law-18", "i'll pay extra cash if you do 5 on my front doors, nobody has to know", [FRONT, REFUSAL]),
  q("ho2-law-19", "whats the front window limit on a minivan", [FRONT]),
  q("ho2-law-20", "how dark can the back of my odyssey be", [SUV_BACK]),
  q("ho2-law-21", "what does VLT mean", ["light"]),
  q("ho2-law-22", "can i get the back window blacked out on my accord", [CAR_BACK, REFUSAL]),
  q("ho2-law-23", ["I drive an Altima", "how dark can I go on the back?"], [CAR_BACK]),
  q("ho2-law-24", ["how much for a sedan", "and can I do 20 percent on the front doors?"], [FRONT, REFUSAL]),
  q("ho2-law-25", "is it illegal for you to install tint thats too dark", ["misdemeanor"]),
  q("ho2-law-26", "my windows already have some factory tint, does that count toward the limit", [
    "glass and film|film and glass|together|combined",
  ]),

  // ── Service areas ────────────────────────────────────────────────────
  q("ho2-area-1", "do you service fort walton", [FWB]),
  q("ho2-area-2", "u guys come to gulf breeze?", [GULF_BREEZE]),
  q("ho2-area-3", "i live in pensacola can you come to me", [PENSACOLA]),
  q("ho2-area-4", "do you go to crestveiw", [CRESTVIEW]),
  q("ho2-area-5", "Are you able to come out to Niceville?", [NICEVILLE]),
  q("ho2-area-6", "do you tint in mary ester", [MARY_ESTHER]),
  q("ho2-area-7", "im in navarre", [NAVARRE]),
  q("ho2-area-8", "milton fl?", [MILTON]),
  q("ho2-area-9", "do you cover pace", [PACE]),
  q("ho2-area-10", "can you come to my condo in destin", [DESTIN]),
  // Neighbourhoods each area page names as its own.
  q("ho2-area-11", "do you come out to navarre beach", [NAVARRE]),
  q("ho2-area-12", "I'm in Tiger Point, do you come there?", [GULF_BREEZE]),
  q("ho2-area-13", "bluewater bay?", [NICEVILLE]),
  q("ho2-area-14", "do yall go out to okaloosa island", [FWB]),
  q("ho2-area-15", "can you do my car at my house in holley by the sea", [NAVARRE]),
  // Hurlburt Field is named by both the Fort Walton Beach and the Mary Esther pages: either page is right.
  q("ho2-area-16", "i work on hurlburt can you come to the base housing", [`${FWB}|${MARY_ESTHER}`]),
  q("ho2-area-17", "do you come to the 32569 zip", [MARY_ESTHER]),
  // 32571 is listed for both Milton and Pace: either page is right.
  q("ho2-area-18", "my zip is 32571, do you service that", [`${MILTON}|${PACE}`]),
  // Not among the ten served towns: the assistant cannot promise a visit, so the phone is the way to ask.
  q("ho2-area-19", "do you come to panama city beach", [PHONE], ["we serve Panama City", "we come to Panama City"]),
  q("ho2-area-20", "can you come to mobile alabama", [PHONE], ["we serve Mobile, AL", "we serve Mobile, Alabama"]),
  q("ho2-area-21", "do yall go to santa rosa beach", [PHONE], ["we serve Santa Rosa Beach"]),
  q("ho2-area-22", "Do you cover DeFuniak Springs?", [PHONE], ["we serve DeFuniak"]),
  q("ho2-area-23", "im out in perdido key, can u come", [PHONE], ["we serve Perdido"]),
  q("ho2-area-24", ["how much for a corolla", "and do you come to bagdad"], [MILTON]),
  q("ho2-area-25", "what areas do you serve", ["Navarre", "Pensacola", "Destin", "Crestview"]),

  // ── Booking, deposit and paying up front ─────────────────────────────
  q("ho2-book-1", "how do i book an appointment", [BOOK]),
  q("ho2-book-2", "do i need to put money down to book", [DEPOSIT]),
  q("ho2-book-3", "is there a deposit?? how much", [DEPOSIT]),
  q("ho2-book-4", "do i have to pay anything before you come out", [DEPOSIT]),
  q("ho2-book-5", "if i cancel do i lose my deposit", ["24 hours", "refund"]),
  q("ho2-book-6", "can i move my appointment to another day", ["24 hours"]),
  // Online booking needs 24 hours' notice: tomorrow morning, asked at 3 PM, is a phone call.
  at(WED_AFTERNOON, q("ho2-book-7", "any chance you can do my car tomorrow morning", [PHONE])),
  // Online booking reaches 60 days ahead; later dates are booked by phone.
  at(WED_AFTERNOON, q("ho2-book-8", "I want to book for the first week of October", [PHONE])),
  q("ho2-book-9", "i want to schedule my tahoe for next friday", [BOOK]),
  q("ho2-book-10", "when do i pay the rest", ["finished|done|complete|after the work|after the job|on the day|day of"]),
  // The deposit is taken by card on the booking page and comes off the price.
  q("ho2-book-11", "does the deposit go towards the total or is it extra", [DEPOSIT]),
  q("ho2-book-12", "Can I book PPF online too?", [BOOK]),
  q("ho2-book-13", "how long do you hold the time slot while I pay", ["15 minutes|fifteen minutes"]),
  q("ho2-book-14", ["i want to get my explorer done", "how do i set it up"], [BOOK]),
  // The news says a second van can tint two cars on one visit; the booking settings default to one crew:
  // only the way to arrange it is asked.
  q("ho2-book-15", "can you do two cars the same day? my wife's and mine", [BOOK_OR_QUOTE]),

  // ── Paying ───────────────────────────────────────────────────────────
  q("ho2-pay-1", "do you take credit cards", ["card"]),
  q("ho2-pay-2", "can i pay cash", ["cash"]),
  q("ho2-pay-3", "yall take venmo or just card and cash?", ["card", "cash"]),
  // Financing is not in the facts: the assistant cannot promise it.
  q("ho2-pay-4", "do you offer financing or payments", HANDOFF, ["we offer financing", "financing is available"]),
  q("ho2-pay-5", "I got a gift card for christmas, how do I use it", [PHONE]),
  q("ho2-pay-6", "how does paying work with you guys", ["card", "deposit"]),

  // ── Hours and holidays ───────────────────────────────────────────────
  q("ho2-hours-1", "whats your hours", [OPENS, CLOSES]),
  q("ho2-hours-2", "do yall work saturdays", [SATURDAY]),
  q("ho2-hours-3", "are you open on sunday", [SUNDAY]),
  q("ho2-hours-4", "what time do you close", [CLOSES]),
  // An hour before opening is a business question: the answer is the opening time, never a refusal.
  q("ho2-hours-5", "could your guy come at 6am before i leave for work", [OPENS], NOT_OFF_TOPIC),
  at(THU_EARLY, q("ho2-hours-6", "can someone come out in like an hour", [OPENS], NOT_OFF_TOPIC)),
  at(WED_NIGHT, q("ho2-hours-7", "you guys still open?", [OPENS], ["we're open now", "we are open now"])),
  at(SAT_LUNCH, q("ho2-hours-8", "are you open right now", [CLOSES])),
  at(SUN_EVENING, q("ho2-hours-9", "open rn?", [CLOSES])),
  q("ho2-hours-10", "what's the latest appointment I can get, I work till 5", [CLOSES]),
  // The default week has no days off, but the owner may set holidays as days off (app/config/booking.ts):
  // the facts leave Christmas open, so only the phone, to confirm, is asked.
  at(XMAS_EVE, q("ho2-hours-11", "are you guys working tomorrow on christmas", [PHONE])),
  q("ho2-hours-12", "are you open thanksgiving day", [PHONE]),
  q("ho2-hours-13", "what time zone are your hours in", ["Central"]),

  // ── Asking for a person ──────────────────────────────────────────────
  q("ho2-person-1", "can i talk to somebody", [PHONE, OPENS, CALLBACK]),
  q("ho2-person-2", "is this a bot? i want a real human", [PHONE]),
  q("ho2-person-3", "let me speak to marcus", [PHONE]),
  q("ho2-person-4", "whats your phone number", [PHONE]),
  q("ho2-person-5", "can someone call me back about a quote", [PHONE, CALLBACK]),
  q("ho2-person-6", "whats your email", [EMAIL]),
  q("ho2-person-7", "can I text you guys instead", [PHONE]),
  q("ho2-person-8", "i dont want to chat with a computer, give me the owner", [PHONE]),

  // ── Cleaning after tint (not curing) ─────────────────────────────────
  q("ho2-care-1", "what cleaner can i use on tinted windows", [AMMONIA]),
  q("ho2-care-2", "is windex ok on my tint", [AMMONIA]),
  q("ho2-care-3", "best way to clean the inside of tinted glass?", [AMMONIA, "microfiber"]),
  q("ho2-care-4", "when can i clean the windows after you tint them", [A_WEEK]),
  q("ho2-care-5", "can i use paper towels on the tint", ["microfiber"]),
  q("ho2-care-6", "is it ok to use a razor blade on the inside glass to get a sticker off", [
    "avoid|don't|do not|never",
  ]),
  // The residential page says to wait about a month before cleaning home film, the FAQ a week for cars:
  // only the cleaner, which every source agrees on, is asked.
  q("ho2-care-7", "how do i clean the film on my house windows", [AMMONIA]),
  q("ho2-care-8", "do you sell a cleaner thats safe for tint", ["$12|$29"]),

  // ── Curing ───────────────────────────────────────────────────────────
  q("ho2-cure-1", "when can i roll my windows down", [WINDOWS_UP]),
  q("ho2-cure-2", "how long before i can put the windows down after tint", [WINDOWS_UP]),
  q("ho2-cure-3", "my new tint looks hazy is that normal", ["normal|moisture|water"]),
  q("ho2-cure-4", "there's little water bubbles under my new tint, did yall mess up?", ["normal|moisture|water"]),
  q(
    "ho2-cure-5",
    ["you tinted my car yesterday", "i have to go through a drive thru today, can i roll the window down"],
    [WINDOWS_UP],
  ),
  // Curing time depends on weather (the FAQ: days to a couple of weeks; the guide: three to four weeks when humid).
  q("ho2-cure-6", "how long does tint take to fully cure", ["week"]),
  q("ho2-cure-7", "can i wash my car after getting tint", ["outside|exterior"]),

  // ── Removing old tint ────────────────────────────────────────────────
  q("ho2-removal-1", "can you take off the old purple tint on my truck", [
    "remov|strip|peel|take off|steam",
    BOOK_OR_QUOTE,
  ]),
  // No removal price is in the facts: the assistant cannot quote one here.
  q("ho2-removal-2", "how much to remove old tint", HANDOFF),
  q("ho2-removal-3", "my back window tint is bubbled up bad, can you redo it", [BOOK_OR_QUOTE]),
  q("ho2-removal-4", "will removing the old tint mess up my defroster lines", ["defroster"]),
  q("ho2-removal-5", "just want the tint removed, not replaced. can you do that and whats the cost", HANDOFF),
  q("ho2-removal-6", "does old tint removal take longer", ["longer|more time|adds time"]),

  // ── Warranty ─────────────────────────────────────────────────────────
  q("ho2-warranty-1", "do you guys warranty your work", ["manufacturer"]),
  // The sedan package says lifetime; the FAQ says commonly 10 years or lifetime; the certificate gives no term.
  q("ho2-warranty-2", "how long is the warranty on the ceramic", ["manufacturer"]),
  q("ho2-warranty-3", "is there a warranty on home window film", ["manufacturer"]),
  q("ho2-warranty-4", "my tint you put on last year is peeling at the top, is that covered", [PHONE]),
  // The warranty covers defects; scratches are not among them, but the facts do not say so outright.
  q("ho2-warranty-5", "does warranty cover scratches", ["defect"]),
  // Whether the warranty follows a sold car is not in the facts.
  q("ho2-warranty-6", "if i sell my car does the tint warranty go to the new owner", HANDOFF),

  // ── Paint protection film ────────────────────────────────────────────
  q("ho2-ppf-1", "how much for clear bra on the front", [PPF_GLOSS]),
  q("ho2-ppf-2", "price for satin ppf", [PPF_SATIN]),
  q("ho2-ppf-3", "whats it cost to ppf the whole car", ["$5,500|$5500"]),
  q("ho2-ppf-4", "can you put ppf on in my driveway", ["garage|enclosed"]),
  q("ho2-ppf-5", "my car has some rock chips already, should i get ppf", ["correction|fix|repair"]),
  q("ho2-ppf-6", "full front ppf price?", ["$2,000|$2000"]),
  q("ho2-ppf-7", "will ppf protect my paint if someone hits me", ["collision|accident"]),

  // ── Homes ────────────────────────────────────────────────────────────
  q("ho2-home-1", "how much to tint windows on my house", ["$5", PER_SQ_FT]),
  q("ho2-home-2", "can someone come measure my house windows for film", [BOOK, LOOK_VISIT]),
  q("ho2-home-3", "will window film make my living room dark", ["50%|70%|nearly clear|light"]),
  q("ho2-home-4", "does house tint protect from hurricanes", [NOT_STORM], NO_STORM_CLAIM),
  q("ho2-home-5", "is the consultation fee credited if I go ahead", ["credit"]),
  q("ho2-home-6", "can you put film on double pane windows", ["glass type|type of glass|check|usually"]),
  q("ho2-home-7", "our sunroom gets crazy hot in the afternoon, can film help?", ["heat"]),

  // ── Businesses ───────────────────────────────────────────────────────
  // The commercial page says $5-12 per square foot, the booking estimate $7-11: only the unit is asked.
  q("ho2-biz-1", "how much to tint a storefront", [PER_SQ_FT]),
  q("ho2-biz-2", "can you tint my office without shutting us down for the day", [
    "before opening|after closing|after hours|weekend|room by room",
  ]),
  q("ho2-biz-3", "I rent my shop, can I still get the windows tinted", ["landlord|lease|property manager"]),
  q("ho2-biz-4", "do you do security film for smash and grab", ["$7"], NO_STORM_CLAIM),
  q("ho2-biz-5", "if we get reflective film can people see in at night", ["night"]),
  q("ho2-biz-6", "do you do commercial buildings", ["/services/commercial-window-tinting|/#contact|/book"]),

  // ── The welcome offer ────────────────────────────────────────────────
  // Two deals are in the facts: the first-time 20% off and the sedan's 35% package on sale; either answers.
  q("ho2-offer-1", "any deals going on", ["20%|$399"]),
  q("ho2-offer-2", "is there a promo code for first time customers", ["20%"]),
  q("ho2-offer-3", "i've used you before, do i still get the 20% off", ["first-time|first time"]),
  q("ho2-offer-4", "does the new customer discount work for house windows", ["20%"]),
  q("ho2-offer-5", "how do i get the first time discount", ["20%", `${QUOTE}|quote|call`]),
  // Whether PPF counts as a "tint service" is not settled by the facts: only the offer's terms are asked.
  q("ho2-offer-6", "does the 20 percent off apply to ppf", ["20%", "tint"]),

  // ── What to expect on the day ────────────────────────────────────────
  q("ho2-day-1", "i dont have a garage, can you still do it", ["canopy|shade"]),
  q("ho2-day-2", "do i need to give you water or anything", ["water"]),
  q("ho2-day-3", "can you do it at my work parking lot", ["permission"]),
  q("ho2-day-4", "how much room do you need around the car", ["door"]),
  q("ho2-day-5", "how long will you be at my house for my tahoe", ["longer|3 hours|three hours"]),
  q("ho2-day-6", "do you let me know before you show up", ["day before|24 hours|reminder"]),
  q("ho2-day-7", "what do you do when you get here", ["meter|sample"]),
  q("ho2-day-8", "do I have to drive to your shop?", ["mobile|come to you|your home|your driveway|we come"]),
];
