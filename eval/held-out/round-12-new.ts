// Held-out round 12 (issue 26), written blind: corrections, worries, a product's details, local
// words, typos, returning customers, twists, bargaining, relative dates and text-speak, then the
// round's three new topics: negations ("not", "no", "without", "except": the fact the negation
// decides is required, the answer that ignores it forbidden), several vehicles at once (a fleet,
// a family's cars, a car lot: each catalogue price the facts name, the phone or the quote form
// for a volume price, an invented discount forbidden) and paperwork (a receipt, the warranty
// certificate, the medical exemption, proof after a ticket, a W-9, a written quote). The
// expected facts are in round-12-facts.ts (eval/held-out/README.md).
import type { EvalCase } from "../cases.ts";
import {
  ASK_US,
  CUTOFF,
  BOATS,
  BOOK,
  CAR_BACK,
  CASH,
  CERAMIC,
  CERTIFICATE,
  CLEANER_SIZE,
  CLOSES,
  COMES_OFF,
  COMMERCIAL,
  CRESTVIEW,
  EXEMPT_SOURCE,
  FOUNDED,
  FRI_APR_16,
  FRONT,
  FWB,
  GLASS_CHECK,
  HOA_SPECS,
  HOME_RANGE,
  HORIZON,
  INVOICE,
  LEAD,
  LIGHT_SHADES,
  LIGHTEST,
  LOOK_VISIT,
  OFF_BASE,
  MON_NOV_2,
  MON_OCT_19,
  MON_OCT_26,
  MON_SEPT_14,
  NO_SIGNAL_TROUBLE,
  NOT_TRANSFERABLE,
  OFFER,
  OPENS,
  PENSACOLA,
  PHONE,
  PPF_GLOSS,
  PPF_SATIN,
  REACH_US,
  RECEIPT_PAPER,
  SAT_AUG_22,
  SAYS_BILL_EMPLOYER,
  SAYS_BORROWED_EXEMPTION,
  SAYS_CARD_ONLY,
  SAYS_COMPLIANCE_PAPER,
  SAYS_DOCTOR_NOTE_OK,
  SAYS_DYED_SOLD,
  SAYS_EIGHT_PM_OK,
  SAYS_FIVE_THIRTY_OK,
  SAYS_GLOSS_PRICE,
  SAYS_HOA_OK,
  SAYS_INSPECTION,
  SAYS_INVENTED_DISCOUNT,
  SAYS_MATCH,
  SAYS_NO_BOATS,
  SAYS_OFFER_AGAIN,
  SAYS_PAPER_LOST_VOID,
  SAYS_REFERRAL_BONUS,
  SAYS_SEVEN_PM_OK,
  SAYS_SUV_PRICE,
  SAYS_TICKET_PAID,
  SAYS_TONIGHT_OK,
  SAYS_TOMORROW_NINE_OK,
  SAYS_TOO_FAR,
  SAYS_TOO_SOON,
  SAYS_VOLUME_DISCOUNT,
  SAYS_W9,
  SAYS_WARRANTY_TRANSFERS,
  SELLS_CARBON,
  SEDAN,
  SUN_FEB_28,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  THU_NOV_19,
  TRUCK,
  TRUCK_AFTER_OFFER,
  TRUCK_WINDOWS,
  TUE_JULY_7,
  TUE_JUNE_1,
  TWO_TOWELS,
  VISIT_FIRST,
  WED_FOUR_TEN_PM,
  WED_JAN_6,
  WRITTEN,
  areaLink,
  at,
  promise,
  q,
  saysIllegal,
  saysLegal,
  YES_TOWN,
} from "./round-12-facts.ts";

// The residential service, in words other than "homes".
const RESIDENTIAL = "residential|home film|/services/residential";
// The paint film's prices, which a reply ignoring "no PPF" would give.
const SAYS_PPF_PRICE = [...SAYS_GLOSS_PRICE, "$1,445", "$1445"];

export const heldOutRound12New: EvalCase[] = [
  // correct: the corrected fact required, the replaced one's distinct answer forbidden
  q(
    "ho12-correct-1",
    ["what's it cost for a Chrysler Voyager", "my bad, I meant a Chrysler 300"],
    [SEDAN],
    SAYS_SUV_PRICE,
  ),
  // Miramar Beach is in Walton County, outside the three counties: no promise.
  q(
    "ho12-correct-2",
    ["Destin customers — that's you right?", "correction, Miramar Beach is where I live"],
    [ASK_US],
    [...promise("Miramar Beach"), areaLink("destin")],
  ),
  q("ho12-correct-3", ["50% on my fronts ok?", "wait no, I want 15 on the fronts"], [FRONT], saysLegal("15%", "front")),
  q(
    "ho12-correct-4",
    ["what's gloss paint protection go for", "hmm, go with satin on that one"],
    [PPF_SATIN],
    SAYS_GLOSS_PRICE,
  ),
  at(
    MON_SEPT_14,
    q("ho12-correct-5", ["is 7am tomorrow open", "no wait, I meant tomorrow evening at 7"], [CLOSES], SAYS_SEVEN_PM_OK),
  ),
  q("ho12-correct-6", ["zip 32578", "typo, it's 32547"], [FWB], [areaLink("niceville")]),
  q(
    "ho12-correct-7",
    ["minivan tint, what's the damage", "scratch that, it's my Ford Ranger"],
    [TRUCK],
    SAYS_SUV_PRICE,
  ),

  // worry: signals, night vision, low-E double-pane sliders
  q("ho12-worry-1", "will tint mess with my phone's bluetooth or wireless carplay", [NO_SIGNAL_TROUBLE]),
  q("ho12-worry-2", "my night vision isn't great, what should I do on the front windows", [LIGHT_SHADES]),
  q("ho12-worry-3", "we have big low-e double pane sliders, could film hurt them", [GLASS_CHECK]),

  // detail: a product's specifics from the catalogue
  q("ho12-detail-1", "what windows come with the truck package", [TRUCK_WINDOWS]),
  q("ho12-detail-2", "how many towels in the standard kit", [TWO_TOWELS]),
  q("ho12-detail-3", "the ammonia-free spray bottle in your shop, what size is it", [CLEANER_SIZE]),

  // local: places in the words locals use
  q("ho12-local-1", "on the island by the Gulfarium, do you come there", [FWB]),
  q("ho12-local-2", "Hub City customer here, is that too far north for you", [CRESTVIEW]),
  q("ho12-local-3", "I'm in the barracks at NAS, where would you do my car", [OFF_BASE]),

  // typo: autocorrect and missing spaces
  q("ho12-typo-1", "How much for a Honda pilot with the visor stop", [SUV_STRIP]),
  q("ho12-typo-2", "canyou tint myhouse windows inpensacola", [`${LOOK_VISIT}|${HOME_RANGE}|${RESIDENTIAL}`]),
  q("ho12-typo-3", "is 35 legal on the frint doors of a camera", [FRONT], saysIllegal("35%")),

  // again: returning and referred customers
  q(
    "ho12-again-1",
    "second time using you guys (did the Accord in March). what's a Nissan Murano cost",
    [SUV],
    SAYS_OFFER_AGAIN,
  ),
  // A neighbour's referral: no referral reward is named; a new customer gets the first-time 20%.
  q(
    "ho12-again-2",
    "the family next door had you out and told me to mention them for a referral deal",
    [OFFER],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho12-again-3", "need to push my appointment next week to the week after", [`${CUTOFF}|manage|link|{phone}`]),

  // twist: a competitor's price named as a comparison, someone else's van, a strip alone
  q("ho12-twist-1", "my buddy paid $250 at a shop in Alabama — what's your price for a Charger", [SEDAN], SAYS_MATCH),
  q("ho12-twist-2", "not for my car, for my wife's Pacifica: darkest legal in the back?", [SUV_BACK]),
  // The visor strip is sold only with the SUV package ($599 against $549): alone, the facts are silent.
  q("ho12-twist-3", "what if I only want the windshield strip, nothing else, on a Kia Sportage", [ASK_US]),

  // haggle: only the first-time offer and the catalogue price; no invented discount or match
  q(
    "ho12-haggle-1",
    "can you do $350 cash for my Camry",
    [SEDAN],
    ["$350 works", "we can do $350", "deal at $350", ...SAYS_INVENTED_DISCOUNT],
  ),
  q("ho12-haggle-2", "any discount for teachers?", [OFFER], ["teacher discount of", ...SAYS_INVENTED_DISCOUNT]),
  q("ho12-haggle-3", "will you match a groupon for $199 tint", [OFFER], SAYS_MATCH),
  q("ho12-haggle-4", "retired Navy here, military discount on the Expedition?", [SUV], SAYS_INVENTED_DISCOUNT),
  q("ho12-haggle-5", "best you can do on satin PPF?", [PPF_SATIN], SAYS_INVENTED_DISCOUNT),
  q("ho12-haggle-6", "first time customer, what does the 20% make a Tundra", [TRUCK_AFTER_OFFER]),
  q(
    "ho12-haggle-7",
    "can you knock off the deposit if I pay in full up front",
    [COMES_OFF],
    ["we'll waive the deposit", "we can waive the deposit", "no deposit needed"],
  ),
  q(
    "ho12-haggle-8",
    "cheaper if I do it on a weekday?",
    [OFFER],
    ["weekday discount of", "weekdays are cheaper", ...SAYS_INVENTED_DISCOUNT],
  ),

  // when: dates and times said relatively, with `now` set
  at(MON_OCT_26, q("ho12-when-1", "can you come this wednesday at 8", [BOOK], SAYS_TOO_SOON)),
  at(FRI_APR_16, q("ho12-when-2", "tomorrow morning at 9?", [LEAD], SAYS_TOMORROW_NINE_OK)),
  at(SAT_AUG_22, q("ho12-when-3", "sunday at 2 work for you?", [BOOK], SAYS_TOO_SOON)),
  at(TUE_JULY_7, q("ho12-when-4", "could I book something 10 weeks from now", [HORIZON])),
  at(
    TUE_JUNE_1,
    q("ho12-when-5", "could you squeeze me in a week from this thursday", [BOOK], [...SAYS_TOO_FAR, ...SAYS_TOO_SOON]),
  ),
  at(THU_NOV_19, q("ho12-when-6", "any chance tonight at 8", [CLOSES], [...SAYS_TONIGHT_OK, ...SAYS_EIGHT_PM_OK])),
  at(MON_NOV_2, q("ho12-when-7", "any slots the weekend before thanksgiving", [BOOK], SAYS_TOO_FAR)),
  at(WED_JAN_6, q("ho12-when-8", "first week of april possible?", [HORIZON])),
  at(SUN_FEB_28, q("ho12-when-9", "monday 5:30am before work?", [OPENS], SAYS_FIVE_THIRTY_OK)),

  // text: text-speak, emoji, capitals
  q("ho12-text-1", "$$ 4 a suburban?", [SUV]),
  q("ho12-text-2", "r u guys legit lol", [FOUNDED]),
  at(WED_FOUR_TEN_PM, q("ho12-text-3", "wat time u close 2nite", [CLOSES])),
  q("ho12-text-4", "do u do homes n businesses 2", [RESIDENTIAL, COMMERCIAL]),
  q("ho12-text-5", "OMG my car is an OVEN 🥵 what tint keeps it coolest", [CERAMIC]),
  at(MON_OCT_19, q("ho12-text-6", "nd 2 cancel my appt tmrw 😬", [CUTOFF, PHONE])),
  q("ho12-text-7", "ppf $$?", [`${PPF_GLOSS}|${PPF_SATIN}`]),
  q("ho12-text-8", "u guys come 2 pcola?", [PENSACOLA]),

  // negation: the fact the "not" decides required, the answer that ignores it forbidden.
  // The site installs ceramic only (About, the catalogue): carbon and dyed are compared, not sold.
  q(
    "ho12-negation-1",
    "not interested in ceramic for my civic, what cheaper film do you have",
    [SEDAN],
    [...SELLS_CARBON, ...SAYS_DYED_SOLD],
  ),
  q("ho12-negation-2", "everything but the windshield strip on my Tahoe, how much", [SUV], ["$599", "599 dollars"]),
  q("ho12-negation-3", "5% on the back isn't legal on a sedan in FL, right?", [CAR_BACK], saysLegal("5%", "back")),
  q(
    "ho12-negation-4",
    "if I leave the front doors alone, can the back of my 4Runner go 5%?",
    [SUV_BACK],
    saysLegal("5%", "back"),
  ),
  q("ho12-negation-5", "you don't do boats, do you?", [BOATS], SAYS_NO_BOATS),
  q("ho12-negation-6", "no dark look please, heat's my only problem", [LIGHTEST]),
  q("ho12-negation-7", "can I pay without a card?", [CASH], SAYS_CARD_ONLY),
  q(
    "ho12-negation-8",
    "my maxima — 20 on the front windows is a no in Florida, yeah?",
    [FRONT],
    saysLegal("20%", "front"),
  ),
  q("ho12-negation-9", "no PPF, just tint on my Ioniq 6 — price?", [SEDAN], SAYS_PPF_PRICE),
  q(
    "ho12-negation-10",
    "I'm not in Navarre, we live up in Pace — do you still come out that way?",
    [YES_TOWN("pace")],
    [areaLink("navarre")],
  ),

  // fleet: several vehicles at once; each catalogue price the facts name, the phone or the quote
  // form for a fleet or volume price (the facts name none), an invented discount forbidden.
  // Cargo vans, buses and 15-seat vans are not in the catalogue (and a van for more than 10
  // people is not a multipurpose vehicle under the law): the phone or the quote form only.
  q(
    "ho12-fleet-1",
    "we run 6 Ford Transit cargo vans for our plumbing business, can you tint all of them",
    [ASK_US],
    [...SAYS_VOLUME_DISCOUNT, ...SAYS_INVENTED_DISCOUNT],
  ),
  q(
    "ho12-fleet-2",
    "my Jeep Gladiator and my wife's Subaru Forester, how much to do both",
    [TRUCK, SUV],
    SAYS_VOLUME_DISCOUNT,
  ),
  q(
    "ho12-fleet-3",
    "family has three cars: a Nissan Sentra, a Ford Edge and a Honda Odyssey — prices?",
    [SEDAN, SUV],
    [...SAYS_VOLUME_DISCOUNT, ...SAYS_INVENTED_DISCOUNT],
  ),
  q(
    "ho12-fleet-4",
    "I own a small used car lot, about 15 cars a month need tint, what kind of pricing can you do",
    [ASK_US],
    [...SAYS_VOLUME_DISCOUNT, ...SAYS_INVENTED_DISCOUNT],
  ),
  q(
    "ho12-fleet-5",
    "our church has two 15-passenger vans and a small bus, can you tint them",
    [ASK_US],
    [...SAYS_VOLUME_DISCOUNT, ...SAYS_INVENTED_DISCOUNT],
  ),
  q(
    "ho12-fleet-6",
    "landscaping company, 5 Ram 3500s — per-truck price and any deal for doing all five?",
    [TRUCK, ASK_US],
    [...SAYS_VOLUME_DISCOUNT, ...SAYS_INVENTED_DISCOUNT],
  ),
  q("ho12-fleet-7", "our daycare has 3 Odysseys and 2 Siennas, what's the price per van", [SUV], SAYS_VOLUME_DISCOUNT),
  q("ho12-fleet-8", "pest control co: 4 Tacomas and 2 RAV4s, what's each one cost", [TRUCK, SUV], SAYS_VOLUME_DISCOUNT),
  // Two cars on one visit: the second van's news says yes, booking.ts has one crew. Only the price.
  q(
    "ho12-fleet-9",
    "can both our cars be done the same day, my Mazda 6 and his Subaru Legacy? cost?",
    [SEDAN],
    SAYS_VOLUME_DISCOUNT,
  ),

  // paper: paperwork. What the facts give is required (the certificate and invoice, the state's
  // exemption, the written quote, the film's specifications); where they are silent (a W-9, a
  // proof of legal shade, the warranty for a buyer, a lost certificate) the phone or the quote form.
  q(
    "ho12-paper-1",
    "my job reimburses me for car stuff, weird I know, will I get something showing what I paid",
    [RECEIPT_PAPER],
    SAYS_BILL_EMPLOYER,
  ),
  // Whether the warranty follows the car to a buyer: the facts do not say.
  q(
    "ho12-paper-2",
    "selling my Mustang soon, can I hand the buyer proof of the tint warranty",
    [ASK_US],
    SAYS_WARRANTY_TRANSFERS,
  ),
  q(
    "ho12-paper-3",
    "what paperwork do I need for darker tint? my doctor already wrote a note for my lupus",
    [EXEMPT_SOURCE],
    SAYS_DOCTOR_NOTE_OK,
  ),
  q(
    "ho12-paper-4",
    "mom has the medical exemption for her Buick, she's taking over my Equinox — can you do 5% on it with her paperwork",
    [NOT_TRANSFERABLE],
    SAYS_BORROWED_EXEMPTION,
  ),
  q(
    "ho12-paper-5",
    "deputy wrote me up for tint, can you give me something that shows my windows are legal",
    [ASK_US],
    [...SAYS_COMPLIANCE_PAPER, ...SAYS_TICKET_PAID, ...SAYS_INSPECTION],
  ),
  q("ho12-paper-6", "we're an LLC and accounting needs your W-9 before we pay for the office film", [ASK_US], SAYS_W9),
  q("ho12-paper-7", "can I get the storefront price on paper before I sign off on it", [WRITTEN, VISIT_FIRST]),
  q("ho12-paper-8", "film bubbling on my Rav4 two years in, what do I need to send for the warranty", [
    CERTIFICATE,
    INVOICE,
  ]),
  q(
    "ho12-paper-9",
    "the certificate from you got deleted off my phone, am I still covered",
    [`${REACH_US}|email`],
    SAYS_PAPER_LOST_VOID,
  ),
  q("ho12-paper-10", "the HOA board wants documentation on the film before they'll sign off", [HOA_SPECS], SAYS_HOA_OK),
];
