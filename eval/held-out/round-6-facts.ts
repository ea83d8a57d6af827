// Held-out round 6: the facts its cases expect. Round 5's constants (and through them rounds
// 3 and 4's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-6.ts,
// round-6-more.ts, round-6-new.ts).

import { usd } from "./round-3-facts.ts";

export * from "./round-5-facts.ts";

// Shop goods (seed): the glass cleaner, the squeegee set (sold out), the gift card's other amounts.
export const CLEANER = usd("12");
export const SQUEEGEE = usd("19");
export const SOLD_OUT = "sold out|out of stock|restocking|not in stock|none in stock|unavailable";
export const GIFT_50 = usd("50");
export const GIFT_500 = usd("500");
export const NEVER_EXPIRES = "never expire|doesn't expire|does not expire|no expiration|won't expire|don't expire";
// Shipping (app/config/shipping.ts): free from $75 of goods, else $8.
export const FREE_FROM_75 = usd("75");
export const FLAT_8 = usd("8");

// The law (app/config/tint-law.ts, FACTS.md, the law guide).
export const REFLECT_FRONT = "25%|25 percent|25 %";
export const REFLECT_BACK = "35%|35 percent|35 %";
export const PERFORATED_VLT = "30%|30 percent|30 %";
export const SMALL_GLASS = "150 square inches|150 sq|150 in";
export const MIRRORS = "mirror";
export const MISDEMEANOR = "misdemeanor|misdemeanour|offence|offense|crime|criminal";
export const INFRACTION = "noncriminal|non-criminal|nonmoving|non-moving|infraction|ticket";
export const STATUTE = "316.29|Florida Statutes|statute";
export const VLT_MEANS = "light|visible light|transmission|lets through|let through";
// Pickups are treated like cars (15% behind the driver) unless confirmed multipurpose.
export const PICKUP_AS_CAR = `15%|15 percent|15 %|like a car|like cars|passenger car|like passenger`;

// Distances from the home town (app/config/areas.ts).
export const MILES = (n: number) => `${n} miles|${n} mi|${n}-mile|${n} mile`;
// Counties (areas.ts, business.ts's blurb).
export const SANTA_ROSA = "Santa Rosa";
export const OKALOOSA = "Okaloosa";
export const ESCAMBIA = "Escambia";

// The first-time offer (business.ts, FAQ): first-time customers only.
export const FIRST_TIME = "first-time|first time|new customer|first visit|first job";
// Claims the offer is given again to a returning customer.
export const SAYS_OFFER_AGAIN = [
  "you get 20% off again",
  "you'll get 20% off again",
  "20% off your second",
  "20% off the second",
  "yes, returning customers get 20%",
];
// A referral bonus: the facts name none.
export const SAYS_REFERRAL_BONUS = ["referral bonus", "referral credit", "referral discount", "refer-a-friend"];
// Home film: a look visit meters and measures first; about $5-12 a square foot installed. Round
// 4's HOME_PER_FOOT has a bare "$5", which "$549" or "$50" would also match: this one does not.
export const HOME_RANGE = "$5 to $12|$5-$12|$5–$12|$5 to 12|$5-12|$5–12|5 to 12|5-12|5–12|5 and 12|$12";
export const LOOK = "visit|measure|meter|consultation|sample";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027).
export const MON_NOON = "2026-06-15T12:05:00-05:00"; // Monday 12:05 PM, open
export const SAT_SIX_TWENTY = "2027-02-06T06:20:00-06:00"; // Saturday 6:20 AM, opens at 7
export const TUE_NIGHT = "2026-09-29T21:40:00-05:00"; // Tuesday 9:40 PM, closed
export const MEMORIAL_DAY = "2027-05-31T08:30:00-05:00"; // Monday, Memorial Day, 8:30 AM
export const SUN_SIX_FORTY = "2026-11-15T18:40:00-06:00"; // Sunday 6:40 PM, open until 7
export const THU_PREDAWN = "2026-10-15T05:50:00-05:00"; // Thursday 5:50 AM, closed
export const FRI_JUST_AFTER = "2027-01-22T19:05:00-06:00"; // Friday 7:05 PM, closed
export const NEW_YEARS_EVE = "2026-12-31T15:30:00-06:00"; // Thursday, New Year's Eve, 3:30 PM, open
// For the booking rules: the lead (24 hours) and the horizon (60 days).
export const WED_SIX_PM = "2026-09-16T18:00:00-05:00"; // Wednesday 6 PM; Thursday 10 AM is 16 hours away
export const JAN_TENTH = "2027-01-10T11:00:00-06:00"; // Sunday; 60 days on is March 11, 2027
export const OCT_FIRST = "2026-10-01T09:00:00-05:00"; // Thursday; 60 days on is November 30, 2026
export const SAT_SPRING = "2027-03-20T10:00:00-05:00"; // Saturday 10 AM, open
