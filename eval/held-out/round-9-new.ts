// Held-out round 9, the newer topics: conversations whose last message needs the earlier ones
// (chain), voice dictation (voice), figures in words or shorthand (numbers), and round 7's
// worries, details, local names, typos, returning customers and twists (round-9.ts has the rules
// this round was written under). Expected answers are facts, never wording.
import type { EvalCase } from "../cases.ts";
import {
  AS1,
  BOOK,
  CAR_BACK,
  CLEANER_SIZE,
  COMES_OFF,
  CRESTVIEW,
  DEPOSIT,
  EMAIL,
  EMAIL_DELIVERY,
  FIRST_TIME,
  FRONT,
  FWB,
  GIFT_250,
  GLASS_CHECK,
  HOME_RANGE,
  LOOK_VISIT,
  MANUFACTURER,
  NICEVILLE,
  NIGHT_SEE,
  NOT_TRANSFERABLE,
  OFFER,
  OPENS,
  PACE,
  PENSACOLA,
  PHONE,
  PPF_FULL_FRONT,
  PPF_GLOSS,
  PPF_SATIN,
  QUOTE,
  REFUND,
  REFUSAL,
  SAMPLES,
  SATURDAY,
  SAYS_HALF_OFF,
  SAYS_OFFER_AGAIN,
  SAYS_REFERRAL_BONUS,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_WINDOWS,
  SOLD_OUT,
  SQUEEGEE_CONTENTS,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  WRONG_PPF,
  WRONG_SEDAN,
  WRONG_SUV,
  WRONG_TRUCK,
  YES_TOWN,
  q,
  saysIllegal,
  saysLegal,
} from "./round-9-facts.ts";

export const heldOutRound9New: EvalCase[] = [
  // Conversations of three or four turns: the last message needs the vehicle, town or shade of
  // the earlier ones.
  q("ho9-chain-1", ["got a 2021 rav4", "we're out in tiger point", "so how much all in?"], [SUV], WRONG_SUV),
  q(
    "ho9-chain-2",
    ["its for my civic", "was thinking 20 on every single window", "no issue with that?"],
    [REFUSAL, FRONT],
    saysLegal("20%", "front"),
  ),
  q(
    "ho9-chain-3",
    ["need my f-150 done", "we live out toward pea ridge", "can you do it saturday then"],
    [`${BOOK}|${PHONE}`, SATURDAY],
  ),
  // 35% up front is above the 28% front limit on most glass; 15% behind the driver of an SUV is above
  // 6% over clear glass, but may not be over factory privacy glass: only the limits are required.
  q(
    "ho9-chain-4",
    [
      "whats the limit on the back windows of a suburban",
      "and the front ones?",
      "so 35 up front and 15 in back works?",
    ],
    [FRONT, SUV_BACK],
    saysIllegal("35%"),
  ),
  q("ho9-chain-5", ["how much is a sedan", "it's a mazda 3 sedan", "and if i do 35 on all of it?"], [SEDAN_ALL_35]),
  q("ho9-chain-6", ["do you do house windows", "it's in cordova park", "what does the first visit cost"], [LOOK_VISIT]),
  q(
    "ho9-chain-7",
    ["i have a medical exemption for my tahoe", "just traded it for a new expedition", "can i use the same one on it"],
    [NOT_TRANSFERABLE],
  ),
  q("ho9-chain-8", ["suv price?", "it's a telluride", "add the strip on the windshield", "total?"], [SUV_STRIP]),

  // Voice dictation: no punctuation, homophones, misheard trade words, numbers as words.
  q("ho9-voice-1", "how much is it to tent a honda pilot", [SUV], WRONG_SUV),
  q("ho9-voice-2", "do you guys do see ramic tent on trucks how much for a silverado", [TRUCK], WRONG_TRUCK),
  q("ho9-voice-3", "how much is paint protection flim on the front of my car the glossy one", [PPF_GLOSS], WRONG_PPF),
  q("ho9-voice-4", "what does clear brah cost for the hood and bumper in satin", [PPF_SATIN], WRONG_PPF),
  q("ho9-voice-5", "can I put tent on my wind shield", [AS1]),
  q("ho9-voice-6", "whats the darkest legal tent on the back of a mini van in florida", [SUV_BACK]),
  q("ho9-voice-7", "are you open sunday morning and what time do you start", [OPENS]),
  q(
    "ho9-voice-8",
    "I need to cancel my appointment next week do I get my fifty dollars back",
    [REFUND],
    ["non-refundable", "nonrefundable", "deposit is kept"],
  ),

  // Figures in words or shorthand; the nearby wrong figures are forbidden.
  q("ho9-numbers-1", "is thirty five percent ok on the front doors", [FRONT], saysIllegal("35%")),
  q("ho9-numbers-2", "twenty on my front doors, gonna be a problem?", [REFUSAL, FRONT], saysLegal("20%", "front")),
  q("ho9-numbers-3", "heard you do sedans for three fifty, that right?", [SEDAN], WRONG_SEDAN),
  q("ho9-numbers-4", "an oh nine civic, how much to tint", [SEDAN], WRONG_SEDAN),
  // Full front is $2,000-3,000 (the PPF page, FACTS.md); the partial front is $1,295 or $1,445.
  q("ho9-numbers-5", "got about 2k to spend, is that enough for ppf on the front", [`${PPF_FULL_FRONT}|${PPF_GLOSS}`]),
  q("ho9-numbers-6", "is it fifty percent off your first time", [OFFER], SAYS_HALF_OFF),
  q("ho9-numbers-7", "five windows on my sedan, is that one price", [SEDAN], WRONG_SEDAN),
  q("ho9-numbers-8", "whats the fifty bucks for when i book online", [`deposit|hold|${COMES_OFF}`]),
  q("ho9-numbers-9", "do you have a two fifty gift card", [GIFT_250]),

  // Worries before saying yes: only what the facts support.
  q("ho9-worry-1", "will ceramic tint mess up my phone signal in the car", [
    "interfer|GPS|metal|won't affect|doesn't affect|does not affect|no effect",
  ]),
  q("ho9-worry-2", "i drive unlit county roads at night a lot, will tint on the front make it hard to see", [
    `${NIGHT_SEE}|50%`,
  ]),
  // The facts say nothing about a car maker's warranty.
  q(
    "ho9-worry-3",
    "will tinting void my car's factory warranty",
    [PHONE],
    [
      "won't void your",
      "will not void your",
      "doesn't affect your factory warranty",
      "does not affect your factory warranty",
    ],
  ),
  q("ho9-worry-4", "worried the film will bubble up in this heat", [`${MANUFACTURER}|warranty`]),
  q("ho9-worry-5", "our house has double pane windows, will film crack them", [GLASS_CHECK]),

  // A product's specifics (the catalogue and content/).
  q("ho9-detail-1", "sedan deal covers which glass exactly", [SEDAN_WINDOWS]),
  q("ho9-detail-2", "whats in the squeegee set and can i order one", [SQUEEGEE_CONTENTS, SOLD_OUT]),
  q("ho9-detail-3", "how many ounces is your tint safe spray", [CLEANER_SIZE]),
  q("ho9-detail-4", "is the $49 fee for the house visit just gone if i go ahead with the job", [COMES_OFF]),
  q(
    "ho9-detail-5",
    "if i buy a gift certificate online does it come in the mail or how",
    [EMAIL_DELIVERY],
    ["we mail it", "we'll mail it"],
  ),

  // Places in the words locals use (the area pages).
  q("ho9-local-1", "we're off john sims pkwy, do you come out", [NICEVILLE]),
  q("ho9-local-2", "palafox st office, do you come downtown", [PENSACOLA]),
  q("ho9-local-3", "near the indian temple mound, is that your area", [FWB]),
  q("ho9-local-4", "floridatown, do yall go there", [PACE]),
  q("ho9-local-5", "live by camp bull simons, do you come up that way", [CRESTVIEW]),

  // Autocorrect, missing spaces.
  q("ho9-typo-1", "hw mch fr a chevy equinxo", [SUV], WRONG_SUV),
  q("ho9-typo-2", "wats th legl limt on frnt windws", [FRONT]),
  q("ho9-typo-3", "doyoucome tomiltonfl", [YES_TOWN("milton")]),
  q("ho9-typo-4", "ppf glos pric", [PPF_GLOSS]),
  q("ho9-typo-5", "how do i reschedual my apointment", [`${BOOK}|${PHONE}`, "24 hours|24-hour|24 hrs|a day"]),

  // Returning and referred customers.
  q("ho9-again-1", "you did my truck last year, now i want my wife's highlander done, price?", [SUV], SAYS_OFFER_AGAIN),
  q(
    "ho9-again-2",
    "my neighbor used yall and told me to ask for a referral discount",
    [`${OFFER}|${FIRST_TIME}|${PHONE}`],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho9-again-3", "you tinted my old car, can i get the same look on my new one", [`${BOOK}|${PHONE}|${SAMPLES}`]),
  q("ho9-again-4", "lost the warranty papers from when you did my car, can i get another copy", [`${PHONE}|${EMAIL}`]),
  q(
    "ho9-again-5",
    "came back for the house this time, do i still get the new customer deal",
    ["first-time|first time|first visit|first job"],
    SAYS_OFFER_AGAIN,
  ),

  // Negations, exceptions, hypotheticals.
  q("ho9-twist-1", "not asking about cars, what does home film run", [`${HOME_RANGE}|${LOOK_VISIT}`]),
  // The catalogue prices the package with the rear glass; the facts give no price without it.
  q("ho9-twist-2", "if i skip the back glass and just do the 4 doors is it cheaper", [`${PHONE}|${QUOTE}|${BOOK}`]),
  q("ho9-twist-3", "everything except the windshield on my odyssey, price", [SUV], WRONG_SUV),
  q("ho9-twist-4", "say i went 50 instead of 35 on the front, still legal?", [FRONT], saysIllegal("50%")),
  // 15% on a sedan's back: legal by the law, too dark over clear glass by the shade guide: the limit only.
  q("ho9-twist-5", "another shop said 15 is fine on the back of my sedan, are they wrong", [CAR_BACK]),
  q("ho9-twist-6", "what if i dont want the deposit, can i pay it all on the day", [DEPOSIT]),
];
