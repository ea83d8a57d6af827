// Held-out round 10: the facts its cases expect. Round 9's constants (and through them rounds
// 3 to 8's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-10.ts,
// round-10-more.ts, round-10-new.ts).
import { usd } from "./round-3-facts.ts";

export * from "./round-9-facts.ts";

// The four catalogue prices a vehicle answer may give, for the "replaced" side of a correction.
export const SAYS_SUV_PRICE = ["$549", "$599"];
export const SAYS_GLOSS_PRICE = ["$1,295", "$1295"];
export const SAYS_KIT_STANDARD = ["$29"];
// The SUV's visor strip against none: $599 and $549 (seed).
export const SUV_BOTH = [usd("549"), usd("599")];
// Sedan 35% (on sale) against any other shade (seed): $399 and $449.
export const SEDAN_BOTH = [usd("399"), usd("449")];
// Business film before the look (booking.ts lookEstimate, FACTS.md): about $7-11 a square foot.
export const BIZ_RANGE = "$7 to $11|$7-$11|$7–$11|$7 to 11|$7-11|$7–11|7 to 11|7-11|7–11|7 and 11";
// Paint protection film protects paint from chips (the PPF page and article); tint works on glass.
export const PAINT = "paint|chip";
export const GLASS_SIDE = "glass|window|heat|UV|glare";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027,
// UTC-5 again from 2 AM that day).
export const TUE_TWO_TWENTY = "2026-10-13T14:20:00-05:00"; // Tuesday 2:20 PM, open
export const FRI_SIX_THIRTY_FIVE = "2026-10-16T06:35:00-05:00"; // Friday 6:35 AM, opens at 7
export const MON_EIGHT_FIFTY_PM = "2027-03-01T20:50:00-06:00"; // Monday 8:50 PM, closed
export const WED_SIX_FIFTY_EIGHT = "2026-08-19T18:58:00-05:00"; // Wednesday 6:58 PM, open until 7
export const VETERANS_DAY = "2026-11-11T10:30:00-06:00"; // Wednesday, Veterans Day, 10:30 AM
export const PRESIDENTS_DAY = "2027-02-15T07:40:00-06:00"; // Monday, Presidents' Day, 7:40 AM, open
export const SUN_SEVEN_FORTY_PM = "2027-01-31T19:40:00-06:00"; // Sunday 7:40 PM, closed
export const SAT_NOON_APRIL = "2027-04-24T12:00:00-05:00"; // Saturday noon, open
// For the booking rules: the lead (24 hours), the horizon (60 days), the change cutoff (24 hours).
export const FRI_THREE_PM = "2026-09-25T15:00:00-05:00"; // Friday 3 PM; Saturday 10 AM is 19 hours away
export const WED_FEB_3 = "2027-02-03T10:00:00-06:00"; // Wednesday; 60 days on is April 4, 2027 (April 20 is past it)
export const TUE_SEPT_8 = "2026-09-08T09:00:00-05:00"; // Tuesday; October 31 is 53 days away, inside 60
export const THU_EIGHT_PM = "2026-12-10T20:00:00-06:00"; // Thursday 8 PM; Friday 9 AM is 13 hours away
export const TUE_JULY_21 = "2026-07-21T11:00:00-05:00"; // Tuesday 11 AM; Thursday is two days away
