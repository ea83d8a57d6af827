// Held-out round 8: the facts its cases expect. Round 7's constants (and through them rounds
// 3 to 6's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-8.ts,
// round-8-more.ts, round-8-new.ts).

export * from "./round-7-facts.ts";

// Removing old film (the automotive page's FAQ, the law guide): steamed and peeled, the
// adhesive cleaned off, the defroster protected; removal adds time and cost.
export const REMOVE = "steam|peel|remov|strip it|strip the|take it off|take off|taking off|come off|get it off";
export const REMOVAL_EXTRA = "time|longer|adds|add to|more|quote";
// Claims the facts do not make: removal at no charge, another shop's job under our warranty.
export const SAYS_FREE_REMOVAL = [
  "remove it for free",
  "free removal",
  "removal is free",
  "at no charge",
  "no charge to remove",
];
export const SAYS_OUR_WARRANTY = ["our warranty covers it", "we'll fix it for free", "we will fix it for free"];

// Upset customers: never an invented discount, price match, refund or payment of a ticket.
export const SAYS_DISCOUNT = [
  "i'll give you a discount",
  "we'll give you a discount",
  "we can give you a discount",
  "we'll knock",
  "we can knock",
  "price match",
  "match their price",
  "match that price",
  "beat their price",
  "on the house",
  "free of charge",
  "we'll waive",
  "we will waive",
];
export const SAYS_TICKET_PAID = [
  "we'll pay the ticket",
  "we will pay the ticket",
  "we'll cover the ticket",
  "pay your ticket",
];
// A re-do or refund for a window rolled down while curing: the facts promise none.
export const SAYS_ROLLDOWN_COVERED = [
  "covered under warranty",
  "the warranty covers that",
  "we'll redo it for free",
  "free redo",
];
// Another way in when the phone went unanswered: the phone again, the quote form, email or booking online.
export const REACH_US = "{phone}|/#contact|{email}|/book";

// Someone else's car or home: the facts are silent on leases, rental cars, a landlord's
// consent and an association's rules (the pages only say "send us the rules", "check your
// lease"), so the case asks for the phone and forbids the invented permission.
export const SAYS_LEASE_OK = [
  "lease allows tint",
  "leases allow tint",
  "leasing companies allow",
  "fine on a leased",
  "won't affect your lease",
  "won't void your lease",
  "you don't need permission",
];
export const SAYS_RENTAL_OK = [
  "rental companies allow",
  "the rental company won't mind",
  "fine on a rental",
  "yes, we can tint your rental",
];
export const SAYS_LANDLORD_OK = [
  "you don't need your landlord",
  "no need to ask your landlord",
  "landlords always allow",
  "landlord can't stop",
];
export const SAYS_HOA_OK = [
  "your hoa will allow",
  "your hoa allows",
  "hoa won't mind",
  "don't need hoa approval",
  "no hoa approval",
  "associations always allow",
];
// A warranty moving to a car's next owner: the facts do not say either way.
export const SAYS_WARRANTY_TRANSFERS = [
  "warranty transfers to",
  "transfers to the new owner",
  "the warranty is transferable",
];
// A manager on site for an owner who lives away (the Destin page).
export const MANAGER = "manager|property manager|coordinate";

// The truck package (seed): "Cab windows and back glass".
export const TRUCK_WINDOWS = "back glass|rear glass|back window|rear window|cab";
// Security film of 12-14 mil (the commercial article, FACTS.md): about $19-25 a square foot.
export const SECURITY_THICK = "19 to 25|19-25|19–25|$19 to $25|$19-$25|$25";
// Old or large home glass: the glass type is checked first (thermal stress).
export const GLASS_CHECK =
  "glass type|type of glass|kind of glass|check the glass|check your glass|thermal|stress|compatib";
// Darker rear glass makes backing up at night harder (the shade guide): lean lighter.
export const NIGHT_BACKING = "lighter|harder|darker|visib";
// Sand on cloths (the aftercare guide): shake it out, a clean microfiber.
export const SAND_CARE = "shake|clean cloth|microfiber|microfibre|soft cloth";
// No suction cups or adhesive tags on the film (the aftercare guide).
export const NO_ADHESIVE = "adhesive|suction|don't stick|do not stick|avoid sticking|nothing stuck|not on the film";
// Five percent only for vehicles not driven on public roads (the shade guide).
export const OFF_ROAD =
  "public road|not on the road|not driven|aren't driven|isn't driven|never driven|off-road|off road|yes";
// Night visibility of lighter shades (the shade guide: 50% "keeps night visibility excellent").
export const NIGHT_SEE = "visib|lighter|clear view";
// What a PPF job needs: an enclosed, clean space (seed, the PPF page).
export const ENCLOSED = "enclosed|shelter|wind|dust|clean space";
// What the day needs (FAQ): room to open every door, permission at a workplace; we bring water.
export const ROOM = "door|spot|room|space|permission";
export const WE_BRING = "water|we bring|bring everything|bring our own|bring the";
// Paying: the deposit by card when booking, the rest once the work is done; cash is taken.
export const PAY_AFTER = "finished|after|end|once the work|when the work|when we finish|on the day|done|completed";
export const CASH = "cash";
// Booking the same visit for tint and PPF (the PPF article: "handled in one visit").
export const ONE_VISIT = "one visit|together|same day|same time|both|yes";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027,
// UTC-5 again from 2 AM that day).
export const MON_QUARTER_TO_SEVEN = "2027-02-01T06:45:00-06:00"; // Monday 6:45 AM, opens at 7
export const THU_SEVEN_THIRTY_FIVE = "2026-08-20T19:35:00-05:00"; // Thursday 7:35 PM, closed
export const BLACK_FRIDAY = "2026-11-27T09:15:00-06:00"; // Friday after Thanksgiving, 9:15 AM, open
export const DST_SUNDAY = "2027-03-14T07:30:00-05:00"; // Sunday, clocks moved forward, 7:30 AM, open
export const HALLOWEEN_NIGHT = "2026-10-31T19:45:00-05:00"; // Saturday 7:45 PM, closed
export const MLK_EVENING = "2027-01-18T18:30:00-06:00"; // Monday, Martin Luther King Jr. Day, 6:30 PM, open until 7
export const NYE_LATE = "2026-12-31T23:30:00-06:00"; // Thursday, New Year's Eve, 11:30 PM, closed
export const THU_PREDAWN_JULY = "2026-07-23T05:30:00-05:00"; // Thursday 5:30 AM, closed
export const LABOR_SUNDAY = "2026-09-06T13:20:00-05:00"; // Sunday 1:20 PM, open
// For the booking rules: the lead (24 hours), the horizon (60 days), the change cutoff (24 hours).
export const WED_EIGHT_PM = "2026-12-02T20:00:00-06:00"; // Wednesday 8 PM; Thursday 8 AM is 12 hours away
export const MON_JAN_25 = "2027-01-25T10:00:00-06:00"; // Monday; 60 days on is March 26, 2027
export const MON_AUG_3 = "2026-08-03T08:00:00-05:00"; // Monday; Labor Day weekend (September 5-7) is inside 60 days
export const SAT_FOUR_PM = "2026-09-19T16:00:00-05:00"; // Saturday 4 PM; Sunday 9 AM is 17 hours away
export const TUE_THREE_PM = "2026-10-06T15:00:00-05:00"; // Tuesday 3 PM; Thursday 10 AM is 43 hours away

// The exemption certificate belongs to the vehicle and is kept in it (warranty.ts, the law guide).
export const EXEMPTION_KEPT =
  "kept in|keep the certificate in|in the vehicle|with the vehicle|tied to the vehicle|belongs to the vehicle|glove";
