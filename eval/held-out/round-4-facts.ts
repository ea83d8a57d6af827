// Held-out round 4: the facts its cases expect. Round 3's constants (prices, the law, hours,
// towns, the hand-off) are re-exported unchanged; the new ones are taken from app/config,
// the catalogue seed (app/db/seed.ts) and content/ (round-4.ts, round-4-more.ts).

import { usd } from "./round-3-facts.ts";

export * from "./round-3-facts.ts";

// Shop goods (app/db/seed.ts): the aftercare kit, the glass cleaner, the gift card's amounts.
export const KIT_STANDARD = usd("29");
export const KIT_PRO = usd("49");
export const GIFT_100 = usd("100");
export const GIFT_250 = usd("250");
// Shipping (app/config/shipping.ts): $8 flat, free from $75, two business days, free pickup in the home town.
export const SHIPPING = `${usd("8", "75")}|two business days|2 business days|pickup|pick up|pick it up`;

// The SUV's visor strip: $599 against $549, so $50 more (seed).
export const STRIP_MORE = `${usd("599")}|$50 more|$50 extra|50 more|50 extra`;
// Paint protection film beyond the catalogue's partial front (the PPF page and article).
export const PPF_PARTIAL_RANGE = usd("1,295", "1295", "900", "1,800", "1800");
export const PPF_FULL_FRONT = "2,000|2000|3,000|3000";
// Home film, installed (the residential page, FACTS.md): about $5-12 a square foot.
export const HOME_PER_FOOT = "$5|5 to 12|5-12|5–12|5 and 12|$12";
// Security film, 4-6 mil (the commercial page and article, FACTS.md): about $7-11 a square foot.
export const SECURITY_PER_FOOT = "$7|7 to 11|7-11|7–11|7 and 11|$11";

// How long a car takes (seed, FAQ, booking.ts): a sedan about two to three hours.
export const SEDAN_HOURS = "2 to 3|two to three|2-3|2–3|2.5|two and a half|150 minutes";
// A partial front of PPF: most of a day (the PPF page), four hours in booking.ts.
export const PPF_TIME = "day|4 hours|four hours|240";
// The booking rules (app/config/booking.ts, decision 014).
export const LEAD = "24 hours|24-hour|24 hrs|a day ahead|a day in advance|day before";
export const HORIZON = "60 days|60-day|sixty days|60 day|two months";
export const HOLD = "15 minutes|15 min|fifteen minutes";
export const REFUND = "refund";
export const COMES_OFF =
  "comes off|come off|taken off|off the price|off the total|off your|deducted|toward|towards|credited|part of the price|part of the total|applied";
// The reminder before the job (app/config/customer-messages.ts): 24 hours before, by email or text.
export const REMINDER = "24 hours|24-hour|24 hrs|day before|a day ahead|the day prior";

// Film facts (the ceramic-vs-carbon-vs-dyed article, the shade guide, the FAQ, About).
export const HEAT = "heat|infrared|cooler";
export const FADES = "fade|fading|faded|purple";
export const CERAMIC = "ceramic";
// A film the site does not sell said to be sold (the site installs ceramic; carbon is only compared).
export const SELLS_CARBON = [
  "we carry carbon",
  "we offer carbon",
  "our carbon film",
  "we install carbon",
  "we sell carbon",
];
// Night reverses a reflective film's privacy (the residential and commercial pages).
export const NIGHT_REVERSES = "reverse|see in|can see inside|lights on|curtain|blind";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027).
export const TUE_LUNCH = "2026-08-18T12:30:00-05:00"; // Tuesday 12:30 PM, open
export const WED_LATE = "2026-11-11T22:45:00-06:00"; // Wednesday 10:45 PM, closed
export const MON_DAWN = "2026-12-07T06:30:00-06:00"; // Monday 6:30 AM, opens at 7
export const SUN_LAST_HOUR = "2026-08-30T18:45:00-05:00"; // Sunday 6:45 PM, open until 7
export const NEW_YEARS = "2027-01-01T10:00:00-06:00"; // New Year's Day, 10 AM
export const SAT_AFTER_CLOSE = "2027-01-16T19:20:00-06:00"; // Saturday 7:20 PM, closed
export const FRI_MORNING = "2026-10-09T08:05:00-05:00"; // Friday 8:05 AM, open
// For the booking rules: the lead (24 hours) and the horizon (60 days).
export const MID_DECEMBER = "2026-12-14T09:00:00-06:00"; // Monday; 60 days on is February 12, 2027
export const TUE_FOUR_PM = "2026-10-20T16:00:00-05:00"; // Tuesday 4 PM; Wednesday 9 AM is 17 hours away
export const MON_MORNING = "2026-08-24T10:00:00-05:00"; // Monday; Saturday the 29th is five days away
