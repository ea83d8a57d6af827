// Held-out round 9: the facts its cases expect. Round 8's constants (and through them rounds
// 3 to 7's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-9.ts,
// round-9-more.ts, round-9-new.ts).
import { usd } from "./round-3-facts.ts";

export * from "./round-8-facts.ts";

// Prices said back wrong by a customer: figures near the catalogue's that it never states.
export const WRONG_SEDAN = ["$350", "$305", "$400", "$499", "$300"];
export const WRONG_SUV = ["$500", "$499", "$650", "$559"];
export const WRONG_TRUCK = ["$350", "$449", "$300", "$249"];
export const WRONG_PPF = ["$1,200", "$1,500", "$1,000", "$1,395"];
// Half off, or a discount bigger than the offer: the facts give only 20% to first-time customers.
export const SAYS_HALF_OFF = ["yes, half off", "we do half off", "50% off for first", "half price for first"];
// The gift card amounts (seed): $50, $100, $250, $500.
export const GIFT_AMOUNTS = usd("50", "100", "250", "500");
export const SAYS_GIFT_ODD = ["$75 gift card", "$200 gift card", "$150 gift card", "any amount"];

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027,
// UTC-5 again from 2 AM that day).
export const SAT_HALF_NOON = "2027-05-08T12:30:00-05:00"; // Saturday 12:30 PM, open
export const MON_FIVE_TO_SEVEN = "2026-07-13T18:55:00-05:00"; // Monday 6:55 PM, open until 7
export const FRI_NINE_FIFTEEN_PM = "2027-02-12T21:15:00-06:00"; // Friday 9:15 PM, closed
export const WED_SIX_AM = "2026-06-10T06:00:00-05:00"; // Wednesday 6 AM, opens at 7
export const CHRISTMAS_MORNING = "2026-12-25T11:00:00-06:00"; // Friday, Christmas Day, 11 AM
export const SUN_AFTER_SEVEN = "2026-11-22T19:25:00-06:00"; // Sunday 7:25 PM, closed
export const FATHERS_DAY = "2027-06-20T08:15:00-05:00"; // Sunday, Father's Day, 8:15 AM, open
// For the booking rules: the lead (24 hours), the horizon (60 days), the change cutoff (24 hours).
export const THU_NINE_PM = "2026-10-08T21:00:00-05:00"; // Thursday 9 PM; Friday 8 AM is 11 hours away
export const SUN_MARCH_7 = "2027-03-07T10:00:00-06:00"; // Sunday; 60 days on is May 6, 2027 (not May 8-9)
export const MON_JUNE_1 = "2026-06-01T09:00:00-05:00"; // Monday; July 4 is 33 days away, inside 60
export const THU_AUG_27 = "2026-08-27T16:00:00-05:00"; // Thursday 4 PM; Friday 10 AM is 18 hours away
