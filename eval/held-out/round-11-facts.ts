// Held-out round 11: the facts its cases expect. Round 10's constants (and through them rounds
// 3 to 9's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-11.ts,
// round-11-more.ts, round-11-new.ts).

export * from "./round-10-facts.ts";

// Haggling: the facts give one discount only, 20% off any tint service for first-time
// customers (business.ts, the FAQ), mentioned on the quote form or when calling. They name no
// military, first-responder, senior, multi-car, cash or pay-in-full discount and no price match,
// so a reply must not invent one (a percentage or a dollar figure off, or a match).
export const SAYS_INVENTED_DISCOUNT = [
  "10% off",
  "15% off",
  "5% off",
  "25% off",
  "30% off",
  "$25 off",
  "$50 off",
  "$75 off",
  "$100 off",
  "military discount of",
  "senior discount of",
  "first responder discount of",
  "off for cash",
  "off if you pay cash",
  "off if you pay in cash",
  "off for paying cash",
  "off for paying in full",
  "multi-car discount of",
];
// A competitor's price matched or beaten (affirmative wording only, so "we don't price match"
// passes).
export const SAYS_MATCH = [
  "we'll match",
  "we will match",
  "we can match",
  "happy to match",
  "we'll beat",
  "we will beat",
  "we can beat",
  "match it for you",
];
// How the first-time offer is claimed (the FAQ): mention it on the quote form or when calling.
export const OFFER_HOW = "mention|quote form|/#contact|{phone}|when you call|when you book";
// The first-time offer worked out on a sedan: 20% off $449 is $359.20, off $399 is $319.20.
export const SEDAN_AFTER_OFFER = "359|319";

// Relative dates (the booking rules: a 24-hour lead, a 60-day horizon, the hours 7 AM to 7 PM):
// a verdict that a bookable time is too soon or too far, and the reverse.
export const SAYS_TOO_SOON = ["too soon", "not enough notice", "less than 24 hours away", "too short notice"];
export const SAYS_TOO_FAR = ["too far out", "too far ahead", "more than 60 days away", "past our 60", "beyond our 60"];
// A time outside the hours or inside the lead time said to work.
export const SAYS_TONIGHT_OK = ["yes, tonight", "see you tonight", "we can do tonight", "tonight works"];
export const SAYS_SIX_AM_OK = ["yes, 6", "6 am works", "6am works", "6:00 am works", "we can be there at 6"];
export const SAYS_EIGHT_PM_OK = ["yes, 8", "8 pm works", "8pm works", "8:00 pm works", "we can be there at 8"];

// Paying (the FAQ): cards and cash; the deposit by card on the booking page.
export const CARDS_OR_CASH = "card|cash";
export const CARD = "card";
export const SAYS_APPLE_PAY = ["yes, we take apple pay", "we accept apple pay", "apple pay is fine", "yes, apple pay"];
export const SAYS_BONDED = ["we are bonded", "we're bonded", "fully bonded", "bonded and insured"];

// The founder (About): Marcus Reyes; Ana does the scheduling.
export const OWNER = "Marcus|Reyes";
// The darkest legal front shade the shop stocks (decision 014): 35%; 28% is the limit, not a film.
export const STOCKED_FRONT = "35%|35 percent|35 %";
// Debris or pockets after the curing period said to be normal (the aftercare guide says they are not).
export const SAYS_NORMAL = ["that's normal", "this is normal", "that is normal"];
// Film slows fading, it does not stop it (the residential page and article).
export const SLOWS_FADING = "slow|vast majority|99|nearly all|reduce";
export const SAYS_NO_FADING = ["stops fading completely", "no more fading", "never fade again", "eliminates fading"];
// Security film holds broken glass together and slows a break-in (the commercial page and article).
export const SECURITY_HOLDS = "thicker|hold|slow|stay together|stays together|smash";
// The pickup package's $399 less the $50 deposit: $349 left on the day.
export const TRUCK_LEFT = "349";
// Boats (the FAQ): ask us, photos through the quote form.
export const BOATS = `{phone}|/#contact|photo`;
// A seat-belt buckle snapping into the glass can nick the film's edge (the aftercare guide).
export const BUCKLE = "nick|careful|scratch|damage|wear";
// The residential service (services and pages).
export const HOMES = "residential|home film|homes|/services/residential";
// The central time zone (business.ts).
export const CENTRAL = "Central|Chicago|CST|CDT";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027,
// UTC-5 again from 2 AM that day).
export const MON_SIX_TWENTY_FIVE = "2026-09-21T06:25:00-05:00"; // Monday 6:25 AM, opens at 7
export const SAT_SEVEN_FIFTEEN_PM = "2026-11-07T19:15:00-06:00"; // Saturday 7:15 PM, closed
export const WED_ONE_PM = "2027-04-14T13:00:00-05:00"; // Wednesday 1 PM, open
export const COLUMBUS_DAY = "2026-10-12T09:00:00-05:00"; // Monday, Columbus Day, 9 AM, open
export const SUN_SIX_FIFTY_PM = "2026-07-26T18:50:00-05:00"; // Sunday 6:50 PM, open until 7
export const EASTER_MORNING = "2027-03-28T09:00:00-05:00"; // Sunday, Easter, 9 AM, open
export const FRI_THREE_PM_JUNE = "2027-06-11T15:00:00-05:00"; // Friday 3 PM, open; Saturday is tomorrow
// For the booking rules: the lead (24 hours), the horizon (60 days).
export const THU_FOUR_PM_MAY = "2027-05-20T16:00:00-05:00"; // Thursday 4 PM; Friday 7-10 AM is 15-18 hours away
// For the relative dates of the `when` cases.
export const WED_TWO_PM = "2026-10-07T14:00:00-05:00"; // Wednesday 2 PM; Saturday 9 AM is 67 hours away
export const TUE_NINE_PM_SEPT = "2026-09-15T21:00:00-05:00"; // Tuesday 9 PM; Thursday afternoon is 40+ hours away
export const SUN_TEN_AM = "2027-01-24T10:00:00-06:00"; // Sunday 10 AM; Monday 7-9:30 AM is 21-23.5 hours away
export const THU_THREE_PM = "2027-04-08T15:00:00-05:00"; // Thursday 3 PM; tonight is under 24 hours and past 7 PM
export const MON_AUG_10 = "2026-08-10T11:00:00-05:00"; // Monday; August 31 is 21 days away, inside 60
export const FRI_MAY_14 = "2027-05-14T12:00:00-05:00"; // Friday; mid-August (August 14) is 92 days away, past 60
export const MON_JUNE_22 = "2026-06-22T09:30:00-05:00"; // Monday; a week from Friday is July 3, 11 days away
export const FRI_FEB_19 = "2027-02-19T16:00:00-06:00"; // Friday 4 PM; next week is February 22-28, inside 60
export const MON_NOV_16 = "2026-11-16T10:00:00-06:00"; // Monday 10 AM; Tuesday 6 AM is before opening and 20 hours away
export const WED_SEPT_30 = "2026-09-30T13:00:00-05:00"; // Wednesday; Christmas Eve is 85 days away, past 60
export const TUE_MAR_30 = "2027-03-30T10:00:00-05:00"; // Tuesday; Sunday April 4 at 8 PM is after closing
