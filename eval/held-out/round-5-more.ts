// Held-out round 5, continued (round-5.ts has its header and the rules): paying, hours, a
// person, aftercare, removal, warranty, PPF, homes and businesses, the offer and the day.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  QUOTE,
  LOOK_VISIT,
  PER_SQ_FT,
  NO_STORM_CLAIM,
  NOT_STORM,
  OPENS,
  CLOSES,
  SAYS_OPEN,
  SAYS_CLOSED,
  AMMONIA,
  WINDOWS_UP,
  MICROFIBER,
  q,
  at,
  HOME_PER_FOOT,
  SECURITY_PER_FOOT,
  PPF_SATIN,
  MANUFACTURER,
  CLAIM_PAPERS,
  MOBILE,
  DEFECTS,
  HAZE_NORMAL,
  HUMID_WEEKS,
  OFFER,
  JULY_FOURTH,
  LABOR_DAY,
  SUN_BEFORE_SEVEN,
  THU_JUST_CLOSED,
  WED_MIDMORNING,
  CHRISTMAS_EVE_NIGHT,
  SAT_SIX_THIRTY,
  EVERY_DAY,
} from "./round-5-facts.ts";

export const heldOutRound5More: EvalCase[] = [
  // ── Paying ───────────────────────────────────────────────────────────
  q("ho5-pay-1", "is cash ok or card only", ["cash"]),
  // Financing is not in the facts: the phone, and no promise of it.
  q(
    "ho5-pay-2",
    "money is tight till the 1st, can i pay half now and half next month",
    [PHONE],
    [
      "we offer financing",
      "we do offer financing",
      "affirm is available",
      "klarna is available",
      "we accept affirm",
      "yes, you can pay half",
    ],
  ),
  // Cards and cash are stated; these apps are not.
  q(
    "ho5-pay-3",
    "venmo or zelle work for the balance?",
    [`${PHONE}|card|cash`],
    ["we take venmo", "we accept venmo", "we take zelle", "we accept zelle"],
  ),
  // Sales tax is not in the facts: the phone, and no claim either way.
  q(
    "ho5-pay-4",
    "is sales tax on top of those prices or already in",
    [PHONE],
    ["no sales tax", "tax is included", "we don't charge tax", "we do not charge tax"],
  ),
  // The gift card: call when booking or hand it over at the appointment (seed).
  // The gift card's code arrives by email with the buyer's receipt (seed).
  q("ho5-pay-5", "if i buy a gift card online for my dad how does he actually get it", ["email"]),

  // ── Hours ────────────────────────────────────────────────────────────
  // Holidays are days off only if the owner sets them: the hours, or the phone to check.
  at(JULY_FOURTH, q("ho5-hours-1", "yall working today on the 4th?", [`${OPENS}|${PHONE}`])),
  at(LABOR_DAY, q("ho5-hours-2", "open on labor day?", [`${OPENS}|${PHONE}`])),
  at(SUN_BEFORE_SEVEN, q("ho5-hours-3", "when do you guys get going today", [OPENS], SAYS_OPEN)),
  at(THU_JUST_CLOSED, q("ho5-hours-4", "tryna reach someone tonight, yall still picking up", [OPENS], SAYS_OPEN)),
  at(
    WED_MIDMORNING,
    q(
      "ho5-hours-5",
      "are you guys open at the moment",
      [`${CLOSES}|open now|open right now|we're open|we are open`],
      SAYS_CLOSED,
    ),
  ),
  at(CHRISTMAS_EVE_NIGHT, q("ho5-hours-6", "is anybody answering tonight", [OPENS], SAYS_OPEN)),
  at(SAT_SIX_THIRTY, q("ho5-hours-7", "what time do you wrap up tonight", [CLOSES], SAYS_CLOSED)),
  // Orlando is on Eastern time: 7:30 PM there is 6:30 PM Central, inside the hours.
  q("ho5-hours-8", "im in orlando, if i ring at 7:30pm my time is that too late", [
    "Central|CT|CST|CDT|6:30|an hour behind|one hour behind|hour earlier",
  ]),
  q("ho5-hours-9", "do you even do sunday appointments", [`${EVERY_DAY}|${OPENS}|${CLOSES}`]),

  // ── A person ─────────────────────────────────────────────────────────
  q("ho5-person-1", "when i call is it an actual tint guy or some call center", [PHONE]),
  q("ho5-person-2", "what email do i send pics to", [EMAIL]),
  q("ho5-person-3", "got a cell i can shoot a text to", [PHONE]),
  q("ho5-person-4", "who handles scheduling, is there a real person i can reach", [PHONE]),

  // ── Cleaning tinted glass ────────────────────────────────────────────
  q("ho5-care-1", "whats actually in your aftercare kit, is it safe on the film", [`${AMMONIA}|${MICROFIBER}`]),
  q("ho5-care-2", "what kind of rag should i wipe the tint with", [MICROFIBER]),
  // Vinegar is not named in the facts: ammonia-free cleaner or water with a drop of mild soap.
  q("ho5-care-3", "vinegar and water on the tinted glass, good idea or no", [`${AMMONIA}|mild soap`]),
  q("ho5-care-4", "dog slobber all over the back windows, whats safe to clean that with", [
    `${AMMONIA}|${MICROFIBER}|mild soap`,
  ]),

  // ── Curing ───────────────────────────────────────────────────────────
  q("ho5-cure-1", "theres a faint milky look on the passenger window only, the rest look clear, is that bad", [
    HAZE_NORMAL,
  ]),
  q("ho5-cure-2", "its been rainy and humid all week, how long till the film fully cures", [HUMID_WEEKS]),
  q("ho5-cure-3", "tinted this morning and its 95 out, can i crack the windows a little to let the heat out", [
    WINDOWS_UP,
  ]),
  // Moisture hangs on longer along the rear glass's dotted border (the aftercare guide).
  q("ho5-cure-4", "the black dotted border on the back glass still looks streaky a week later", [
    "moisture|water|curing|cure|dries|drying|longer|normal",
  ]),

  // ── Removing old tint ────────────────────────────────────────────────
  q("ho5-removal-1", "previous owner put mirror looking tint on my 2008 buick lucerne, can you get rid of it", [
    "yes|steam|remov|peel|strip|take it off|take off",
  ]),
  q("ho5-removal-2", "is stripping the old film extra", ["adds|add to|time and cost|more", `${QUOTE}|${PHONE}|quote`]),
  q("ho5-removal-3", "how do you even get old film off the back window, razor blade?", [
    "steam|peel|protect|defroster|adhesive",
  ]),

  // ── Warranty ─────────────────────────────────────────────────────────
  q("ho5-warranty-1", "what kind of warranty comes with the car tint", [`${MANUFACTURER}|${DEFECTS}`]),
  q("ho5-warranty-2", "do the films you put on homes come with any kind of guarantee", [
    `${MANUFACTURER}|${DEFECTS}`,
    "glass|depend",
  ]),
  // The facts say the warranty applies to the film on that vehicle; a new owner is not
  // addressed: the phone, and no claim either way.
  q(
    "ho5-warranty-3",
    "trading in the sequoia next year, would the tint coverage still count for whoever buys it",
    [PHONE],
    ["transfers to the new owner", "it transfers", "is transferable", "goes with the vehicle to the new owner"],
  ),
  // A claim: the certificate and the invoice (warranty.ts).
  q("ho5-warranty-4", "if i ever need to make a warranty claim what should i have on hand", [CLAIM_PAPERS]),

  // ── Paint protection film ────────────────────────────────────────────
  q("ho5-ppf-1", "what would wrapping the entire car in clear film run", ["5,500|5500|9,500|9500"]),
  q("ho5-ppf-2", "will clear bra hide the rock chips i already have on my hood", [
    "correction|underneath|under it|won't hide|doesn't hide|will not hide|does not hide|not hide|covers",
  ]),
  q("ho5-ppf-3", "lovebug season wrecks my front bumper every year, would clear bra help with that", [
    "acid|resist|stain|protect",
  ]),
  // The partial front comes in gloss or satin (seed).
  q("ho5-ppf-4", "my car has a matte paint job, is there clear film that wont make it shiny", [`satin|${PPF_SATIN}`]),

  // ── Homes ────────────────────────────────────────────────────────────
  q("ho5-home-1", "will the film make my house windows look dark from the street", [
    "50%|70%|light|nearly clear|not unless",
  ]),
  q(
    "ho5-home-2",
    "my insurance agent said impact film on the windows could lower my premium, do you put that on houses",
    [NOT_STORM],
    NO_STORM_CLAIM,
  ),
  q("ho5-home-3", "ballpark for 3 rooms on the west side of the house", [
    `${HOME_PER_FOOT}|590`,
    `${LOOK_VISIT}|${PER_SQ_FT}|visit|measure`,
  ]),
  // Older glass is inspected first (the Pensacola page); not every film suits every window.
  q("ho5-home-4", "our house is from the 60s with the original single pane glass, can that take film", [
    "check|inspect|usually|guidelines|depend|thin",
  ]),

  // ── Businesses ───────────────────────────────────────────────────────
  q("ho5-biz-1", "dental office, we can only have you in after 5 on weekdays, do you work evenings", [
    `after closing|before opening|around|weekend|${CLOSES}`,
  ]),
  q(
    "ho5-biz-2",
    "someone smashed our shop door last month, whats the film that holds glass together cost per foot",
    [SECURITY_PER_FOOT],
    NO_STORM_CLAIM,
  ),
  q("ho5-biz-3", "our suite is in a managed office building, they get picky about anything on the windows", [
    "specification|approval|lease|property manager|rules",
  ]),
  q(
    "ho5-biz-4",
    "we want people on the sidewalk to still see our displays but the front gets so hot, is there a film for that",
    ["light|ceramic|visible|clear"],
  ),

  // ── The first-time customer offer ────────────────────────────────────
  // "Any tint service": automotive, residential or commercial (the FAQ).
  q("ho5-offer-1", "does the first timer 20 percent work on a commercial job, tinting our office", [
    `${OFFER}|any tint|yes`,
  ]),
  // The offer is for "any tint service" (automotive, residential or commercial, the FAQ);
  // whether PPF counts is not said: only "tint" is required, and no promise on PPF.
  q(
    "ho5-offer-2",
    "can i use the new customer deal on clear bra",
    ["tint"],
    ["20% off ppf", "20% off paint protection", "20% off your ppf", "yes, the 20% applies to ppf"],
  ),
  // The offer is mentioned on the quote form or by phone (the FAQ): after an online booking, the phone.
  q("ho5-offer-3", "already booked online and forgot to say im a first timer, can i still get the 20", [
    `${PHONE}|call`,
  ]),
  q("ho5-offer-4", "my brother used yall last year, i never have, do i still get the first timer discount", [
    `${OFFER}|${PHONE}`,
  ]),

  // ── The day ──────────────────────────────────────────────────────────
  q("ho5-day-1", "anything i gotta get ready before the installer shows up", ["door|room|permission|spot|space"]),
  // The FAQ says a canopy comes along; the Crestview news asks for a garage, carport or shaded
  // spot: any of them passes.
  q("ho5-day-2", "i live in an apartment complex, can you do it out in the parking lot", [
    "room|door|permission|space|canopy|yes",
  ]),
  q("ho5-day-3", "will you need to hook up to my hose or an outlet", ["bring"]),
  q("ho5-day-4", "do you take the car somewhere or does it stay at my house the whole time", [MOBILE]),
];
