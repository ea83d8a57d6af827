// Held-out round 12: the facts its cases expect. Round 11's constants (and through them rounds
// 3 to 10's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts), content/ and decision
// records 014, 027, 028 and 030 (round-12.ts, round-12-more.ts, round-12-new.ts).

import { DHSMV } from "./round-3-facts.ts";

export * from "./round-11-facts.ts";

// Commercial film per square foot: the commercial page says "typically $5-12", the booking
// estimate and FACTS.md's security film about $7-11. A reply may give either range.
export const BIZ_EITHER = "5 to 12|5-12|5–12|$5 to $12|$5-$12|5 and 12|7 to 11|7-11|7–11|$7 to $11|$7-$11|7 and 11";
// The visit a home or business job starts with (the service pages, booking.ts).
export const VISIT_FIRST = "visit|measure|walk";
// The change cutoff (booking.ts, decision 014): 24 hours before the slot; inside it, the phone.
export const CUTOFF = "24 hours|24-hour|24 hrs|day before|a day ahead";
// Heat is infrared; ceramic rejects it (the film article, the shade guide).
export const INFRARED = "infrared|heat";
// Dyed film fades and turns purple; ceramic keeps its colour (the film article, the FAQ).
export const COLOUR_FADES = "purple|fade|fading|break down|breaks down";
// The shade guide's "I only want heat control": 70% all around.
export const LIGHTEST = "70%|70 percent|70 %";
// Light shades that keep night visibility (the shade guide): 50% and 70%.
export const LIGHT_SHADES = "50%|70%|50 percent|70 percent|50 %|70 %";
// The partial front covers the leading part of the hood (the PPF page and article: 18 to 24 inches).
export const LEADING_EDGE = "leading|edge|18 to 24|18-24|part of the hood|partway";
// The standard kit: an ammonia-free cleaner and two microfiber towels (seed).
export const TWO_TOWELS = "two|2 microfiber|2 plush|2 towels|pair";
// The pickup package less the first-time 20%: $399 becomes $319.20.
export const TRUCK_AFTER_OFFER = "319";
// Homes and businesses both served (business.ts services, the service pages).
export const COMMERCIAL = "commercial|storefront|office";
// A gift card is good for any service (seed).
export const ANY_SERVICE = "any service|any tint|any of our|every service|all our services|any protection";
// A leased space or home: check the lease, ask the property manager (the commercial page), or the phone.
export const LANDLORD_ASK = "lease|permission|property manager|approval|{phone}";
// Privacy film for offices (the commercial article): frosted, decorative or reflective film.
export const PRIVACY_FILMS = "frost|decorative|reflective|translucent|privacy film|privacy shade|darker shade";
// A seat-belt buckle nicks the film's edge (the aftercare guide), in words other than "scratch".
export const SEATBELT = "nick|careful|buckle|wear";
// The back of a multipurpose vehicle: the 6% limit, or 15% film as the darkest stocked legal shade.
export const SUV_BACK_OR_FILM = "6%|6 percent|6 %|15%|15 percent|15 %";
// PPF's first wash: a few days, no pressure washer on the edges (the PPF page and article).
export const PPF_FIRST_WASH = "few days|wait|settle|edge";

// Negations: claims a reply that ignores the "not" would make.
export const SAYS_DYED_SOLD = ["we offer dyed", "we carry dyed", "our dyed film", "we install dyed", "we sell dyed"];
export const SAYS_NO_BOATS = [
  "we don't tint boats",
  "we do not tint boats",
  "we don't do boats",
  "we do not do boats",
  "we don't work on boats",
  "we do not work on boats",
];
export const SAYS_CARD_ONLY = [
  "cards only",
  "card only",
  "only accept card",
  "only take card",
  "we don't take cash",
  "we do not take cash",
  "we don't accept cash",
  "we do not accept cash",
];

// Several vehicles at once: the facts name no fleet, volume, dealer, church or nonprofit price
// (the Keystone news only says larger fleet jobs are easier to plan), so a reply must not invent one.
export const SAYS_VOLUME_DISCOUNT = [
  "we offer a fleet discount",
  "you'll get a fleet discount",
  "fleet rate of",
  "fleet discount of",
  "we offer a volume discount",
  "volume discount of",
  "we offer a bulk",
  "bulk discount of",
  "off each vehicle",
  "off per vehicle",
  "off every vehicle",
  "dealer discount of",
  "dealer rate of",
  "wholesale rate of",
  "nonprofit discount of",
  "church discount of",
  "we offer a nonprofit",
  "we offer a church",
];

// Paperwork. The warranty certificate and the invoice are what a claim needs (warranty.ts); the
// receipt and the certificate go by email (decision 030); a commercial quote is written, by
// area, after a site visit (the commercial page). The facts name no W-9 or tax number, no letter
// or certificate of compliance from the shop and no billing of an employer: a reply must not
// promise them.
export const RECEIPT_PAPER = "invoice|receipt|email|e-mail";
export const WRITTEN = "written|in writing|proposal";
export const CERTIFICATE = "certificate";
export const INVOICE = "invoice|receipt";
export const EXEMPT_SOURCE = `${DHSMV}|316.29545`;
export const HOA_SPECS = "specification|specs|spec sheet|sample|rules";
export const SAYS_W9 = [
  "here is our w-9",
  "here's our w-9",
  "we'll send you a w-9",
  "we will send you a w-9",
  "we'll send our w-9",
  "we can send a w-9",
  "we can send you a w-9",
  "our ein is",
  "our tax id is",
  "tax id number is",
];
export const SAYS_BILL_EMPLOYER = [
  "we'll bill your employer",
  "we can bill your employer",
  "we'll invoice your employer",
  "we can invoice your employer",
  "we'll invoice your company",
  "we can invoice your company",
];
export const SAYS_DOCTOR_NOTE_OK = [
  "doctor's note is enough",
  "doctor's note works",
  "doctor's note will do",
  "note from your doctor is enough",
  "note from your doctor works",
  "a prescription is enough",
  "with a doctor's note we can",
];
export const SAYS_BORROWED_EXEMPTION = [
  "her certificate covers",
  "we can use her certificate",
  "her exemption covers",
  "the certificate can be used on",
  "yes, 5%",
];
export const SAYS_COMPLIANCE_PAPER = [
  "we'll give you a certificate",
  "we can give you a certificate of compliance",
  "we issue a compliance",
  "we provide a compliance",
  "we'll write you a letter",
  "we will write you a letter",
  "we can write you a letter",
  "we'll give you a letter",
];
export const SAYS_PAPER_LOST_VOID = [
  "your warranty is now void",
  "you're no longer covered",
  "you are no longer covered",
  "without it you can't claim",
  "the warranty is void without",
];

// Booking verdicts on a time said relatively (the hours, the 24-hour lead, the 60-day horizon).
export const SAYS_TOMORROW_NINE_OK = [
  "tomorrow at 9 works",
  "tomorrow at 9 am works",
  "see you tomorrow",
  "yes, tomorrow",
  "tomorrow morning works",
  "we can do tomorrow",
];
export const SAYS_SEVEN_PM_OK = [
  "7 pm works",
  "7pm works",
  "yes, 7 pm",
  "yes, 7pm",
  "see you at 7 pm",
  "we can be there at 7 pm",
];
export const SAYS_FIVE_THIRTY_OK = [
  "5:30 works",
  "yes, 5:30",
  "5:30 am works",
  "see you at 5:30",
  "we can be there at 5:30",
];
export const SAYS_WAIVER_OK = [
  "sign a waiver and we",
  "with a waiver we can",
  "yes, with a waiver",
  "a waiver makes it",
];
// The law names no dollar fine for tint (the law guide, FACTS.md): a reply must not invent one.
export const SAYS_FINE_AMOUNT = ["$116", "$100 fine", "$250 fine", "fine of $"];
// Paying (the FAQ): cards and cash; no app is named.
export const SAYS_VENMO = ["we take venmo", "we accept venmo", "venmo is fine", "yes, venmo", "venmo works"];
// The Pro kit and two cleaners: $49 + $12 + $12 = $73, under the $75 free line, so $8.
export const SAYS_FREE_SHIP = [
  "qualifies for free shipping",
  "you get free shipping",
  "you'd get free shipping",
  "you'll get free shipping",
  "that ships free",
  "free shipping applies",
];

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027,
// UTC-5 again from 2 AM that day).
export const TUE_THREE_FORTY = "2027-05-18T15:40:00-05:00"; // Tuesday 3:40 PM, open
export const SUN_SIX_TWENTY_AM = "2026-08-16T06:20:00-05:00"; // Sunday 6:20 AM, opens at 7
export const FRI_EIGHT_THIRTY_PM = "2027-01-29T20:30:00-06:00"; // Friday 8:30 PM, closed
export const JUNETEENTH = "2026-06-19T10:00:00-05:00"; // Friday, Juneteenth, 10 AM, open
export const MARDI_GRAS = "2027-02-09T17:30:00-06:00"; // Tuesday, Mardi Gras, 5:30 PM, open until 7
export const WED_FOUR_TEN_PM = "2026-12-09T16:10:00-06:00"; // Wednesday 4:10 PM, open until 7
// For the booking rules: the lead (24 hours), the horizon (60 days), the change cutoff (24 hours).
export const THU_JULY_8 = "2027-07-08T16:00:00-05:00"; // Thursday 4 PM; Friday 9 AM is 17 hours away
export const WED_MAR_3 = "2027-03-03T10:00:00-06:00"; // Wednesday; May 20 is 78 days away, past 60
export const TUE_MAR_23 = "2027-03-23T13:00:00-05:00"; // Tuesday 1 PM; the soonest start is 24 hours on
export const MON_SEPT_14 = "2026-09-14T09:00:00-05:00"; // Monday 9 AM; Tuesday 7 PM is closing time
export const MON_OCT_19 = "2026-10-19T20:00:00-05:00"; // Monday 8 PM; any Tuesday slot is under 24 hours away
// For the relative dates of the `when` cases.
export const MON_OCT_26 = "2026-10-26T10:00:00-05:00"; // Monday 10 AM; Wednesday 8 AM is 46 hours away
export const FRI_APR_16 = "2027-04-16T17:00:00-05:00"; // Friday 5 PM; Saturday 9 AM is 16 hours away
export const SAT_AUG_22 = "2026-08-22T11:00:00-05:00"; // Saturday 11 AM; Sunday 2 PM is 27 hours away
export const TUE_JULY_7 = "2026-07-07T09:00:00-05:00"; // Tuesday; 10 weeks on is September 15, past 60 days (September 5)
export const TUE_JUNE_1 = "2027-06-01T13:00:00-05:00"; // Tuesday; a week from Thursday is June 10, 9 days away
export const THU_NOV_19 = "2026-11-19T18:30:00-06:00"; // Thursday 6:30 PM; 8 PM tonight is after closing
export const MON_NOV_2 = "2026-11-02T12:00:00-06:00"; // Monday; the weekend before Thanksgiving (November 21-22) is 19 days away
export const WED_JAN_6 = "2027-01-06T09:00:00-06:00"; // Wednesday; the first week of April is 85 days away, past 60
export const SUN_FEB_28 = "2027-02-28T20:00:00-06:00"; // Sunday 8 PM; Monday 5:30 AM is before opening and 9.5 hours away
