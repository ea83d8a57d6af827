// Held-out round 11 (issue 26), written blind: conversations whose last turn needs the earlier
// ones, voice dictation, figures in words, corrections, worries, details, local words, typos,
// returning customers, twists, and the three new topics: haggling for a better price, dates and
// times said relatively (with `now`), and text-speak and emoji. The expected facts are in
// round-11-facts.ts (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  ASK_US,
  BOATS,
  BOOK,
  CAR_BACK,
  CLEANER_SIZE,
  CLOSES,
  COMES_OFF,
  CRESTVIEW,
  EVERY_DAY,
  EXEMPTION,
  FIRST_TIME,
  FRI_FEB_19,
  FRI_MAY_14,
  FRI_THREE_PM_JUNE,
  FRONT,
  FWB,
  GLASS_CHECK,
  HOMES,
  HOME_RANGE,
  HORIZON,
  KIT_STANDARD,
  LEAD,
  LOOK,
  MANUFACTURER,
  MARY_ESTHER,
  MON_AUG_10,
  MON_JUNE_22,
  MON_NOV_16,
  NIGHT_BACKING,
  NO_SIGNAL_TROUBLE,
  OFFER,
  OPENS,
  PENSACOLA,
  PHONE,
  POCKETS_NORMAL,
  PPF_GLOSS,
  PPF_SATIN,
  REFUSAL,
  SAYS_EIGHT_PM_OK,
  SAYS_INVENTED_DISCOUNT,
  SAYS_MATCH,
  SAYS_OFFER_AGAIN,
  SAYS_REFERRAL_BONUS,
  SAYS_SIX_AM_OK,
  SAYS_SUV_PRICE,
  SAYS_TONIGHT_OK,
  SAYS_TOO_FAR,
  SAYS_TOO_SOON,
  SEDAN,
  SEDAN_AFTER_OFFER,
  SMALL_GLASS,
  SQUEEGEE_CONTENTS,
  SUN_TEN_AM,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  THU_THREE_PM,
  TRUCK,
  TRUCK_LEFT,
  TRUCK_WINDOWS,
  TUE_MAR_30,
  TUE_NINE_PM_SEPT,
  UV_99,
  WED_SEPT_30,
  WED_TWO_PM,
  WRONG_PPF,
  WRONG_SEDAN,
  WRONG_SUV,
  WRONG_TRUCK,
  areaLink,
  at,
  q,
  saysIllegal,
  saysLegal,
} from "./round-11-facts.ts";

const SAYS_TOO_SOON_OR_FAR = [...SAYS_TOO_SOON, ...SAYS_TOO_FAR];

export const heldOutRound11New: EvalCase[] = [
  // chain: three turns whose last message needs the vehicle, town or shade of the earlier ones.
  q(
    "ho11-chain-1",
    [
      "hey, got a minute?",
      "it's a 2023 honda passport trailsport",
      "all in w/ the windshield strip, what's that come to",
    ],
    [SUV_STRIP],
  ),
  q(
    "ho11-chain-2",
    [
      "yall make it up to milton?",
      "we're on the bagdad side by the river",
      "ok then my silverado 2500, what's the number",
    ],
    [TRUCK],
  ),
  q(
    "ho11-chain-3",
    ["thinking 20% back", "its an ioniq 6, the sedan one", "that fine by florida rules?"],
    [CAR_BACK],
    saysIllegal("20%"),
  ),
  q("ho11-chain-4", ["looking at home film", "we're in east hill", "does your van go over there"], [PENSACOLA]),
  // The pickup package, $399, less the $50 deposit.
  q(
    "ho11-chain-5",
    ["what's the booking deposit again", "and if i book the pickup package?", "so what's left to pay on the day"],
    [TRUCK_LEFT],
  ),
  q("ho11-chain-6", ["my car is a ford mustang", "want it dark as possible", "so what's allowed"], [FRONT, CAR_BACK]),
  q(
    "ho11-chain-7",
    ["is boat glass something you do", "it's a pontoon with vinyl windows", "so can you or not"],
    [BOATS],
  ),

  // voice: voice dictation: no punctuation, homophones, misheard trade words.
  q("ho11-voice-1", "what would you charge to tent my Honda ridge line", [TRUCK]),
  q("ho11-voice-2", "legal limit for tent behind the driver on a mini van", [SUV_BACK]),
  q("ho11-voice-3", "do you do paint protection flim on a new car and how much for the front end", [
    `${PPF_GLOSS}|${PPF_SATIN}`,
  ]),
  q("ho11-voice-4", "is see ramic better than regular tent", ["infrared|heat|fade"]),
  q("ho11-voice-5", "what are your hours period are you open on Sunday question mark", [`${EVERY_DAY}|${OPENS}`]),
  q("ho11-voice-6", "can you come to nice ville on Saturday", [areaLink("niceville")]),

  // numbers: figures in words or shorthand, the nearby wrong figures forbidden.
  q("ho11-numbers-1", "three ninety nine for a pickup right?", [TRUCK], WRONG_TRUCK),
  q("ho11-numbers-2", "is it five forty nine for a yukon xl", [SUV], WRONG_SUV),
  q("ho11-numbers-3", "twenty-eight on the driver's door, that's as dark as it gets?", [FRONT]),
  q("ho11-numbers-4", "a twenty twenty three nissan altima, what's the damage", [SEDAN], WRONG_SEDAN),
  q("ho11-numbers-5", "1.3k for gloss ppf?", [PPF_GLOSS], WRONG_PPF),
  q("ho11-numbers-6", "six pct on the back of an expedition max ok?", [SUV_BACK], saysIllegal("6%")),
  q("ho11-numbers-7", "a hundred and fifty square inches thing, what is that about", [SMALL_GLASS]),

  // correct: the visitor corrects an earlier turn or their own words.
  q(
    "ho11-correct-1",
    ["quote on a chevy equinox", "sorry, that's my wife's, mine's a colorado"],
    [TRUCK],
    SAYS_SUV_PRICE,
  ),
  q(
    "ho11-correct-2",
    ["crestview on your list?", "oops i meant destin"],
    [areaLink("destin")],
    [areaLink("crestview")],
  ),
  q("ho11-correct-3", ["rear doors of my sedan at 20, fine?", "wait not 20, 5"], [REFUSAL], saysLegal("5%", "back")),
  q(
    "ho11-correct-4",
    ["clear bra in satin, what's it go for", "scratch that, glossy"],
    [PPF_GLOSS],
    ["$1,445", "$1445"],
  ),
  q("ho11-correct-5", ["pro aftercare kit cost?", "no the regular one"], [KIT_STANDARD], ["$49"]),
  q("ho11-correct-6", ["32539, yall drive there?", "typo, 32569"], [MARY_ESTHER], [areaLink("crestview")]),
  q("ho11-correct-7", ["nissan rogue price?", "my bad it's a versa"], [SEDAN], SAYS_SUV_PRICE),
  q("ho11-correct-8", ["rear windows at 15, ok by law?", "hold on, it's an suv not a sedan"], [SUV_BACK]),

  // worry: fears before saying yes (a phone key, backing up at night, old house glass, a baby's UV).
  q("ho11-worry-1", "will ceramic tint mess with the phone key on my tesla", [NO_SIGNAL_TROUBLE]),
  q("ho11-worry-2", "nervous going dark on the rear will make reversing at night a pain", [NIGHT_BACKING]),
  q("ho11-worry-3", "our 1950s house still has original glass, could film make it break", [GLASS_CHECK]),
  q("ho11-worry-4", "does the film block the uv for my baby in the back seat", [UV_99]),

  // detail: a product's specifics from the catalogue.
  q("ho11-detail-1", "the tint-safe cleaner, how many oz is it", [CLEANER_SIZE]),
  q("ho11-detail-2", "which windows are in the pickup package", [TRUCK_WINDOWS]),
  q("ho11-detail-3", "the diy squeegee kit, what tools come with it", [SQUEEGEE_CONTENTS]),
  q("ho11-detail-4", "$49 for the consult, is that money gone if i end up hiring you", [COMES_OFF]),

  // local: places in the words locals use.
  q("ho11-local-1", "do you do okaloosa island past the brooks bridge", [FWB]),
  q("ho11-local-2", "over by cordova mall?", [PENSACOLA]),
  q("ho11-local-3", "we're out by duke field", [CRESTVIEW]),
  q("ho11-local-4", "near the college in niceville, the NWF state one", [areaLink("niceville")]),

  // typo: messages mangled by autocorrect and missing spaces.
  q("ho11-typo-1", "hwo mcuh for tnit on a hyundai tuscon", [SUV]),
  q("ho11-typo-2", "isthere a warrantyon the film", [MANUFACTURER]),
  q("ho11-typo-3", "whats the legal limt for frnt windws", [FRONT]),
  q("ho11-typo-4", "canu guys come to mary ester", [areaLink("mary-esther")]),

  // again: returning and referred customers.
  q(
    "ho11-again-1",
    "you tinted my car in 2024, do I still get 20% off this time for my new lexus rx",
    [FIRST_TIME],
    SAYS_OFFER_AGAIN,
  ),
  q("ho11-again-2", "you did my car before, just bought a place in pace, can you do the house too", [
    `${areaLink("pace")}|${LOOK}`,
  ]),
  q(
    "ho11-again-3",
    "a buddy of mine had you do his truck and told me to mention his name for a deal",
    [ASK_US],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho11-again-4", "already booked with you, need to shift it to next week", ["24 hours|24-hour|24 hrs|link|manage"]),

  // twist: negations, exceptions, hypotheticals.
  q("ho11-twist-1", "not asking about my car, what does tint on a house run", [HOME_RANGE], ["$449", "$399"]),
  q("ho11-twist-2", "if i DIDN'T get the strip on my suv, how much", [SUV]),
  q("ho11-twist-3", "other shops say 15% is fine on the front, not asking them though, what do YOU allow", [FRONT]),
  q("ho11-twist-4", "say I moved to Destin next year, could you still tint for me there", [areaLink("destin")]),

  // haggle: a discount or a better price. The facts give only the first-time 20% (any tint
  // service) and the catalogue's prices; they name no military, first-responder, senior,
  // multi-car, cash or pay-in-full discount and no price match, so those get the phone or the
  // quote form and no invented figure.
  q("ho11-haggle-1", "any military discount? husband's stationed at hurlburt", [ASK_US], SAYS_INVENTED_DISCOUNT),
  q("ho11-haggle-2", "im 72, any deal for seniors", [ASK_US], SAYS_INVENTED_DISCOUNT),
  q("ho11-haggle-3", "first responder discount? I'm a firefighter", [ASK_US], SAYS_INVENTED_DISCOUNT),
  q("ho11-haggle-4", "another shop quoted me $325 for my kia forte, can you match", [SEDAN], SAYS_MATCH),
  q("ho11-haggle-5", "whats your cash price on a pickup", [TRUCK], SAYS_INVENTED_DISCOUNT),
  q(
    "ho11-haggle-6",
    "$549 is steep for my highlander, can u do better",
    [`${OFFER}|${PHONE}`],
    [...SAYS_INVENTED_DISCOUNT, "$499", "$500"],
  ),
  q("ho11-haggle-7", "two cars the same day, whats the discount", [ASK_US], SAYS_INVENTED_DISCOUNT),
  q(
    "ho11-haggle-8",
    "if i pay the whole thing upfront do i get something knocked off",
    [ASK_US],
    SAYS_INVENTED_DISCOUNT,
  ),
  q(
    "ho11-haggle-9",
    "first timer here, so what's a sedan come to after the 20%",
    [`${SEDAN}|${SEDAN_AFTER_OFFER}`],
    ["$349", "$299"],
  ),
  // Whether the offer applies on top of the sale variant: the facts are silent.
  q("ho11-haggle-10", "does the new customer 20% stack with the 35% sale price", [ASK_US], SAYS_INVENTED_DISCOUNT),

  // when: dates and times said relatively, with `now`.
  at(WED_TWO_PM, q("ho11-when-1", "this saturday at 9 work for a tint", [BOOK], SAYS_TOO_SOON_OR_FAR)),
  at(TUE_NINE_PM_SEPT, q("ho11-when-2", "day after tomorrow in the afternoon, doable?", [BOOK], SAYS_TOO_SOON_OR_FAR)),
  at(SUN_TEN_AM, q("ho11-when-3", "first thing monday morning?", [LEAD])),
  at(THU_THREE_PM, q("ho11-when-4", "tonight around 8 after work?", [`${LEAD}|${CLOSES}`], SAYS_TONIGHT_OK)),
  at(MON_AUG_10, q("ho11-when-5", "sometime before the end of the month?", [BOOK], SAYS_TOO_FAR)),
  at(FRI_MAY_14, q("ho11-when-6", "in 3 months, like mid august, can i lock that in", [HORIZON, PHONE])),
  at(MON_JUNE_22, q("ho11-when-7", "a week from friday, possible?", [BOOK], SAYS_TOO_SOON_OR_FAR)),
  at(FRI_FEB_19, q("ho11-when-8", "next week sometime, any day really", [BOOK], SAYS_TOO_SOON_OR_FAR)),
  at(
    MON_NOV_16,
    q(
      "ho11-when-9",
      "any chance of tomorrow at 6 in the morning, i head out to the base early",
      [`${OPENS}|${LEAD}`],
      SAYS_SIX_AM_OK,
    ),
  ),
  at(WED_SEPT_30, q("ho11-when-10", "christmas eve morning possible?", [HORIZON, PHONE])),
  at(TUE_MAR_30, q("ho11-when-11", "this sunday evening around 8?", [CLOSES], SAYS_EIGHT_PM_OK)),

  // text: text-speak and emoji.
  q("ho11-text-1", "hw much 4 tint on a 2020 toyota avalon??", [SEDAN]),
  q("ho11-text-2", "u guys do jeep gladiators", [`${TRUCK}|pickup`]),
  at(FRI_THREE_PM_JUNE, q("ho11-text-3", "u open 2mrw or nah", [`${OPENS}|${CLOSES}`])),
  q("ho11-text-4", "ty!! 🙏 also whats ur #", [PHONE]),
  q("ho11-text-5", "WHATS THE DARKEST I CAN LEGALLY DO BEHIND THE DRIVER, VW ATLAS", [SUV_BACK]),
  q("ho11-text-6", "wht r ur hrs", [`${OPENS}|${CLOSES}`]),
  q(
    "ho11-text-7",
    "ppl say 5% is legal in fl if its the back?? tru or nah",
    [`${SUV_BACK}|${CAR_BACK}|${EXEMPTION}`],
    saysLegal("5%", "back"),
  ),
  q("ho11-text-8", "do u do houses 2 or jus cars 🏠🚗", [HOMES]),
  q("ho11-text-9", "ppf $$ on a new bronco sport pls 🙏🙏", [`${PPF_GLOSS}|${PPF_SATIN}`]),
  q("ho11-text-10", "lol my tint is bubbly 2 days after, shud i b worried 😬", [POCKETS_NORMAL]),
];
