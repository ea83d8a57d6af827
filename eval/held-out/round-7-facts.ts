// Held-out round 7: the facts its cases expect. Round 6's constants (and through them rounds
// 3 to 5's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new
// ones are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-7.ts,
// round-7-more.ts, round-7-new.ts).

export * from "./round-6-facts.ts";

// Signals (the automotive page, the film article, About): ceramic has no metal, so no
// interference with phone, GPS, radio or keyless-entry signals.
export const NO_SIGNAL_TROUBLE =
  "no metal|non-metallic|nonmetallic|metal-free|doesn't interfere|does not interfere|won't interfere|will not interfere|no interference|no signal|without interfering";
// The rear defroster (aftercare guide, automotive page): never scraped; protected during removal.
export const DEFROSTER = "defrost";
// Claims the facts do not make: film being safe for side airbags, a toll tag named as tested.
export const SAYS_AIRBAG_SAFE = [
  "won't affect the airbag",
  "will not affect the airbag",
  "doesn't affect the airbag",
  "does not affect the airbag",
  "airbags are not affected",
  "safe with side airbags",
  "no effect on the airbag",
];
export const SAYS_INSPECTION = [
  "pass inspection",
  "passes inspection",
  "state inspection sticker",
  "inspection sticker",
  "compliance sticker on",
];
// Bubbles: water pockets while curing are normal; debris, peeling or pockets after the curing
// period are not (the aftercare guide), and bubbling is a defect the warranty names.
export const POCKETS_NORMAL = "normal|moisture|water|curing|dries|drying|clear on their own|disappear";
export const UV_99 = "99%|99 percent|nearly all|vast majority|almost all";
export const BACK_SEAT = "UV|ultraviolet|heat|cooler";

// What the packages cover (seed).
export const SEDAN_WINDOWS = "rear windshield|rear window|back glass|rear glass|back window";
export const FRONT_SIDES = "front side|front door|two front|front windows";
export const PPF_AREAS = "hood|fender|bumper|mirror";
export const FULL_FRONT_AREAS = "entire hood|whole hood|full hood|headlight";
export const KIT_CONTENTS = "microfiber|towel";
export const KIT_PRO_EXTRA = "brush|second bottle|two bottles|extra bottle";
export const SQUEEGEE_CONTENTS = "three squeegees|3 squeegees|knife";
export const CLEANER_SIZE = "16 oz|16-oz|16 ounce|sixteen";
export const SECURITY_MIL = "4-6 mil|4 to 6 mil|4–6 mil|4-6mil|4 and 6 mil|4 mil|6 mil";
export const EMAIL_DELIVERY = "email|e-mail";
// The three warranty lists (warranty.ts): what the certificate names per kind of job.
export const PPF_DEFECTS = "yellow|crack|peel";
export const HOME_DEPENDS = "depends|type of glass|kind of glass|the glass it";
// Invented heat figures: the site gives none for its window film.
export const SAYS_HEAT_FIGURE = [
  "rejects 90%",
  "blocks 90%",
  "rejects up to 9",
  "blocks up to 9",
  "80% of the heat",
  "90% of the heat",
  "99% of the heat",
  "60% of the heat",
];
// Invented thickness of window tint: the site states none (only security film, 4-6 mil).
export const SAYS_TINT_MIL = ["our tint is 2 mil", "tint is 1.5 mil", "our window film is 2 mil", "2 mil thick"];

// Local words (areas.ts and the area pages).
export const SR87 = "87|Milton|Pace";
export const OFF_BASE = "off-base|off base|outside the gate|your home|another address|home address|driveway";
// Weekend slots fill first; book early ahead of holidays and spring break (the second van's news).
export const BOOK_EARLY = "early|fill|book soon|go quickly|book now|60 days";
// Open on a Sunday: every day, 7 AM to 7 PM (a bare "Sunday" would echo the question).
export const SUN_OK = "every day|7 days|seven days|daily|7 AM|7:00 AM|7AM|7 PM|7:00 PM|7PM|yes|we do|we work";
// The review request (customer-messages.ts): 3 hours after the job; quiet hours 9 PM to 8 AM.
export const QUIET = "9 PM|9 p.m.|9PM|9:00 PM|8 AM|8 a.m.|8AM|quiet";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027).
export const THU_SEVEN_TWENTY_PM = "2026-07-16T19:20:00-05:00"; // Thursday 7:20 PM, closed
export const SUN_CHURCH = "2026-08-09T11:45:00-05:00"; // Sunday 11:45 AM, open
export const SUN_SIX_AM = "2026-10-25T06:05:00-05:00"; // Sunday 6:05 AM, opens at 7
export const VALENTINES_SUN = "2027-02-14T16:30:00-06:00"; // Sunday 4:30 PM, open
export const SAT_BEFORE_DST = "2027-03-13T18:50:00-06:00"; // Saturday 6:50 PM, open until 7
export const DAY_AFTER_XMAS = "2026-12-26T10:00:00-06:00"; // Saturday 10 AM, open
export const EASTER_NIGHT = "2027-04-04T20:10:00-05:00"; // Sunday 8:10 PM, closed
export const TUE_NOON = "2027-01-05T12:10:00-06:00"; // Tuesday 12:10 PM, open
// For the booking rules: the lead (24 hours) and the horizon (60 days).
export const TUE_FIVE_PM = "2026-09-22T17:00:00-05:00"; // Tuesday 5 PM; Wednesday 8 AM is 15 hours away
export const SAT_FEB = "2027-02-20T09:30:00-06:00"; // Saturday; 60 days on is April 21, 2027
export const SUN_NOV = "2026-11-08T13:00:00-06:00"; // Sunday 1 PM; 60 days on is January 7, 2027
export const SAT_DEC = "2026-12-19T08:00:00-06:00"; // Saturday 8 AM; Monday is two days away
