// Held-out round 5: the facts its cases expect. Round 4's constants (and through them round
// 3's: prices, the law, hours, towns, the hand-off) are re-exported unchanged; the new ones
// are taken from app/config, the catalogue seed (app/db/seed.ts) and content/ (round-5.ts,
// round-5-more.ts, round-5-new.ts).

export * from "./round-4-facts.ts";

// The warranty (app/config/warranty.ts, the FAQ, the service pages): manufacturer-backed,
// against defects; the terms in writing after the install; a claim needs the certificate and
// the invoice. Automotive coverage is "commonly 10 years or lifetime" (FAQ, automotive page);
// the sedan package's own text says "lifetime": a case never requires either length.
export const MANUFACTURER = "manufacturer";
export const DEFECTS = "defect|bubbl|peel|crack|discolo";
export const CLAIM_PAPERS = "certificate|invoice|paperwork|in writing|receipt";
// Claims no fact supports: the warranty covering what the certificate does not list.
export const SAYS_SCRATCH_COVERED = [
  "scratches are covered",
  "scratches are covered under",
  "covers scratches",
  "the warranty covers scratch",
];
export const SAYS_CRACKED_GLASS_COVERED = [
  "we'll replace the glass",
  "we will replace the glass",
  "covers the glass",
  "covers broken glass",
  "covers cracked glass",
];

// Aftercare (the aftercare guide, the FAQ): haze and water pockets are normal while the film
// cures; curing can take three to four weeks in humid weather; the rear defroster is never
// scraped; the outside of the glass is untreated; a replacement pane needs new film.
export const HAZE_NORMAL = "normal|moisture|water|curing|cure|dries|drying";
export const HUMID_WEEKS = "three to four weeks|3 to 4 weeks|3-4 weeks|3–4 weeks|couple of weeks|few weeks|weeks";
export const OUTSIDE_AS_USUAL = "outside|exterior";
export const NEW_FILM = "new film|replacement pane|re-tint|retint|new piece|replace the film|film on the new";
// The home film's first clean: "about a month" (residential page) against "about a week" for
// the car (FAQ, aftercare guide); a home case accepts either, a car case the week.
export const A_MONTH = "a month|one month|1 month|four weeks|4 weeks|30 days";
// PPF: no pressure-washer nozzle aimed at the film's edges (the PPF page and article).
export const PPF_EDGES = "edge";

// Claims the facts do not support (licences, insurance, review counts, a money-back promise).
export const SAYS_LICENSED = ["we are licensed", "we're licensed", "fully licensed", "licensed and insured"];
export const SAYS_INSURED = ["we are insured", "we're insured", "fully insured", "licensed and insured"];
export const SAYS_REVIEW_COUNT = ["hundreds of reviews", "hundreds of 5", "over 100 reviews", "thousands of"];
export const SAYS_MONEY_BACK = [
  "money-back",
  "money back guarantee",
  "full refund if you don't like",
  "100% satisfaction",
];
// A claim of a street address (the business is mobile: none is published).
export const SAYS_ADDRESS = ["our shop is at", "our address is", "street address is", "stop by our shop"];
// Mobile: installed at the customer's home or work (FAQ, About).
export const MOBILE = "mobile|come to you|we come|your home|your driveway|driveway|your work|workplace";
// Ceramic's properties (the film article, the FAQ, About).
export const UV = "UV|ultraviolet";
// Metered on the car and kept legal (About, the law guide, the automotive page).
export const METERED = "meter|metered|measure|legal";
// Samples held against the customer's own glass before the choice (automotive page, shade guide).
export const SAMPLES = "sample|see each shade|see the shades|hold|in daylight|your own glass|your own car";
// Founded in 2017, a family business from Navarre (business.ts, About).
export const FOUNDED = "2017|family";
// The offer: 20% off any tint service for first-time customers.
export const OFFER = "20%|20 percent|twenty percent";

// Clocks (America/Chicago: UTC-5 until November 1, 2026, UTC-6 from then to March 14, 2027).
export const JULY_FOURTH = "2026-07-04T09:30:00-05:00"; // Saturday, Independence Day, 9:30 AM
export const LABOR_DAY = "2026-09-07T11:00:00-05:00"; // Monday, Labor Day, 11 AM
export const SUN_BEFORE_SEVEN = "2026-10-18T06:40:00-05:00"; // Sunday 6:40 AM, opens at 7
export const THU_JUST_CLOSED = "2026-10-22T19:10:00-05:00"; // Thursday 7:10 PM, closed
export const WED_MIDMORNING = "2026-08-05T09:45:00-05:00"; // Wednesday 9:45 AM, open
export const CHRISTMAS_EVE_NIGHT = "2026-12-24T21:30:00-06:00"; // Thursday 9:30 PM, closed
export const TUE_ELECTION_NOON = "2026-11-03T12:00:00-06:00"; // Tuesday noon, open
export const SAT_SIX_THIRTY = "2027-03-06T18:30:00-06:00"; // Saturday 6:30 PM, open until 7
// For the booking rules: the lead (24 hours) and the horizon (60 days).
export const FRI_TWO_PM = "2026-11-20T14:00:00-06:00"; // Friday 2 PM; Saturday 9 AM is 19 hours away
export const DEC_FIRST = "2026-12-01T10:00:00-06:00"; // Tuesday; 60 days on is January 30, 2027
export const SAT_HALLOWEEN = "2026-10-31T10:00:00-05:00"; // Saturday; next Saturday is a week away
