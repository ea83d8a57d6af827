// Held-out round 10 (issue 26), written blind: conversations whose last turn needs the earlier
// ones, voice dictation, figures in words, corrections, and round 7's worries, details, local
// words, typos, returning customers and twists. The expected facts are in round-10-facts.ts
// (eval/held-out/README.md).

import type { EvalCase } from "../cases.ts";
import {
  BACK_SEAT,
  BIZ_RANGE,
  BOOK,
  CAR_BACK,
  CLEANER,
  CLEANER_SIZE,
  EMAIL,
  EXEMPTION,
  FIRST_TIME,
  FRONT,
  FRONT_SIDES,
  GIFT_AMOUNTS,
  GLASS_CHECK,
  GULF_BREEZE,
  HOME_RANGE,
  KIT_PRO,
  LOOK,
  LOOK_VISIT,
  MOBILE,
  NEW_FILM,
  NIGHT_BACKING,
  NIGHT_SEE,
  NO_SIGNAL_TROUBLE,
  OFFER,
  OPENS,
  PACE,
  PENSACOLA,
  PHONE,
  PICKUP_AS_CAR,
  POCKETS_NORMAL,
  DEFECTS,
  PPF_AREAS,
  PPF_GLOSS,
  PPF_SATIN,
  QUOTE,
  REFUSAL,
  ROOM,
  SAYS_GIFT_ODD,
  SAYS_GLOSS_PRICE,
  SAYS_HALF_OFF,
  SAYS_HEAT_FIGURE,
  SAYS_KIT_STANDARD,
  SAYS_OFFER_AGAIN,
  SAYS_REFERRAL_BONUS,
  SAYS_SUV_PRICE,
  SEDAN,
  SEDAN_ALL_35,
  SEDAN_HOURS,
  SEDAN_WINDOWS,
  SOLD_OUT,
  SQUEEGEE_CONTENTS,
  SUN_OK,
  SUV,
  SUV_BACK,
  SUV_STRIP,
  TRUCK,
  TUE_TWO_TWENTY,
  WRONG_SUV,
  YES_TOWN,
  at,
  areaLink,
  q,
  saysIllegal,
  saysLegal,
} from "./round-10-facts.ts";

export const heldOutRound10New: EvalCase[] = [
  // --- chain: the last message needs the vehicle, town or shade of the earlier ones
  q(
    "ho10-chain-1",
    ["thinking about getting the kia sorento done", "i'm out in pace btw", "so all in what would it be"],
    [SUV],
    WRONG_SUV,
  ),
  q("ho10-chain-2", ["we live in destin", "it's a 2018 accord", "could you come out saturday then"], [BOOK]),
  q(
    "ho10-chain-3",
    ["what's legal on an suv's back windows", "ok and if i went 20 there", "fine on my expedition?"],
    [SUV_BACK],
    saysIllegal("20%"),
  ),
  q(
    "ho10-chain-4",
    ["price on a ford ranger", "and with 35 all the way around", "any break since it's my first time with you"],
    [OFFER],
    SAYS_HALF_OFF,
  ),
  q(
    "ho10-chain-5",
    ["we're in crestview", "the car's a mustang gt", "how long would you be at the house"],
    [SEDAN_HOURS],
  ),
  // The sedan's 15% back shade: legal by the law, too dark over clear glass by the shade guide;
  // only the limit is required.
  q("ho10-chain-6", ["is 15 ok on the back", "it's a sedan", "a chevy malibu, so yes or no"], [CAR_BACK]),
  q(
    "ho10-chain-7",
    ["need a price for a home", "just six windows, we're in milton", "can someone come look this week"],
    [`${BOOK}|${LOOK_VISIT}|${LOOK}`],
  ),
  q(
    "ho10-chain-8",
    ["got a 2022 tundra", "want 20 in the back and 35 up front", "so how much is that, and am i ok with the law"],
    [TRUCK, `${PICKUP_AS_CAR}|${FRONT}`],
  ),

  // --- voice: voice dictation, misheard trade words
  q("ho10-voice-1", "how much to tent a ford escape", [SUV], WRONG_SUV),
  q("ho10-voice-2", "does your sir amick film work on pickups what's it cost", [TRUCK]),
  q("ho10-voice-3", "what's the most dark that's legal for the front windows period", [FRONT]),
  q("ho10-voice-4", "paint protection flim for a model y how much the shiny finish", [PPF_GLOSS]),
  q("ho10-voice-5", "can you come to midway on sunday at nine a m", [`${BOOK}|${SUN_OK}`]),
  q("ho10-voice-6", "wind shield strip cost on a mini van", [SUV_STRIP]),
  q("ho10-voice-7", "what is your e mail address", [EMAIL]),
  q("ho10-voice-8", "is five percent legal if i have a doctors note", [EXEMPTION]),

  // --- numbers: figures in words or shorthand, the nearby wrong figures forbidden
  q("ho10-numbers-1", "thirty five on the driver door of a nissan sentra fine?", [FRONT], saysIllegal("35%")),
  q(
    "ho10-numbers-2",
    "four forty nine for the sedan or is there something cheaper",
    [SEDAN_ALL_35],
    ["$350", "$400", "$349"],
  ),
  q("ho10-numbers-3", "so the pickup package is like three fifty right", [TRUCK], ["$350"]),
  q("ho10-numbers-4", "an oh seven tahoe, how much", [SUV], WRONG_SUV),
  q("ho10-numbers-5", "5 hundred for my suv?", [SUV], ["$500"]),
  q("ho10-numbers-6", "twelve bucks for the glass cleaner?", [CLEANER]),
  q(
    "ho10-numbers-7",
    "new customers get thirty off right",
    [OFFER],
    ["30% off for first", "yes, 30%", "30% for first-time"],
  ),
  q("ho10-numbers-8", "is seventy five an option for a gift certificate", [GIFT_AMOUNTS], SAYS_GIFT_ODD),
  q("ho10-numbers-9", "fifteen hundred for the satin ppf right", [PPF_SATIN], ["$1,500", "$1500"]),

  // --- correct: the visitor corrects an earlier turn or themselves; the corrected fact
  // required, the replaced one's distinct answer forbidden where it differs
  q("ho10-correct-1", ["price for my accord", "oops no, it's the pilot not the accord"], [SUV], ["$449", "$399"]),
  q(
    "ho10-correct-2",
    ["do you come out to mary esther", "actually we're in milton, not mary esther"],
    [YES_TOWN("milton")],
    [areaLink("mary-esther")],
  ),
  q("ho10-correct-3", ["is 20 ok on the fronts of my camry", "wait i meant 35 not 20"], [FRONT], saysIllegal("35%")),
  q(
    "ho10-correct-4",
    ["what's it cost for my expedition", "my bad, it's the f150 not the expedition"],
    [TRUCK],
    SAYS_SUV_PRICE,
  ),
  q("ho10-correct-5", ["do you cover 32536", "typo, i meant 32563"], [GULF_BREEZE], [areaLink("crestview")]),
  q(
    "ho10-correct-6",
    ["is 5 ok on the back of my highlander", "nvm i meant 15, not 5"],
    [SUV_BACK],
    saysIllegal("15%"),
  ),
  q("ho10-correct-7", ["glossy ppf cost", "on second thought do satin"], [PPF_SATIN], SAYS_GLOSS_PRICE),
  q(
    "ho10-correct-8",
    ["price on the cheaper aftercare kit", "no wait, the bigger pro kit"],
    [KIT_PRO],
    SAYS_KIT_STANDARD,
  ),
  // The storefront: the business range or the look, not the home's.
  q(
    "ho10-correct-10",
    ["do you do homes in pace", "correction, it's a storefront not a house"],
    [`${BIZ_RANGE}|${LOOK}|${QUOTE}|assessment`],
  ),
  // 6 AM is before opening (7 AM) and inside the 24-hour lead either way.
  at(
    TUE_TWO_TWENTY,
    q(
      "ho10-correct-9",
      ["can someone come at 8am tomorrow", "sorry, meant 6am not 8"],
      [OPENS],
      ["6 AM works", "see you at 6", "booked for 6"],
    ),
  ),

  // --- worry: fears before saying yes
  q("ho10-worry-1", "will ceramic tint kill the reception on my car's gps", [NO_SIGNAL_TROUBLE]),
  q("ho10-worry-2", "scared it'll be too dark to see when i'm parking at night", [`${NIGHT_BACKING}|${NIGHT_SEE}`]),
  q("ho10-worry-3", "in august heat will the film start blistering", [`${POCKETS_NORMAL}|${DEFECTS}|warranty`]),
  q("ho10-worry-4", "will film on our 1960s house windows crack the glass", [GLASS_CHECK]),
  q("ho10-worry-5", "will it actually stop the sun burning my kids in the back seat", [BACK_SEAT]),

  // --- detail: a product's specifics from the catalogue and content/
  q("ho10-detail-1", "what's all included in the car package for a 4 door", [SEDAN_WINDOWS, FRONT_SIDES]),
  q("ho10-detail-2", "the ppf front package, which panels does it actually protect", [PPF_AREAS]),
  q("ho10-detail-3", "how many ounces is the cleaner you sell", [CLEANER_SIZE]),
  q("ho10-detail-4", "what tools are in the diy set and can i buy it now", [SQUEEGEE_CONTENTS, SOLD_OUT]),
  // The site gives no heat-rejection figure for its film.
  q(
    "ho10-detail-5",
    "ceramic numbers? like what % of the sun's energy it stops",
    [`infrared|UV|ultraviolet|${PHONE}`],
    SAYS_HEAT_FIGURE,
  ),

  // --- local: places in the words locals use
  q("ho10-local-1", "over on the beach side of navarre, that work", [YES_TOWN("navarre")]),
  q("ho10-local-2", "i work at hurlburt, can you do my car while i'm on shift", [`${MOBILE}|${ROOM}`]),
  q("ho10-local-3", "right near the mid-bay bridge on the niceville side", [YES_TOWN("niceville")]),
  q("ho10-local-4", "woodbine rd area, is that you", [PACE]),
  q("ho10-local-5", "our office is on palafox, do you do commercial there", [PENSACOLA]),

  // --- typo: autocorrect and missing spaces
  q("ho10-typo-1", "hw mch fr a hnda accrd", [SEDAN]),
  q("ho10-typo-2", "whatsthe legallimit ontheback ofan suv", [SUV_BACK]),
  q("ho10-typo-3", "do you servixe destun", [YES_TOWN("destin")]),
  q("ho10-typo-4", "ceramci tnit for a slverado pric", [TRUCK]),
  q("ho10-typo-5", "wen r u opne tmrw", [OPENS]),

  // --- again: returning and referred customers
  q("ho10-again-1", "you did my car last year, does the 20% work on my second car", [FIRST_TIME], SAYS_OFFER_AGAIN),
  q(
    "ho10-again-2",
    "my neighbor used you and sent me over, is there a referral thing",
    [`${OFFER}|${PHONE}`],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho10-again-3", "you tinted my camry 2 yrs ago, just bought a highlander, how much for that one", [SUV], WRONG_SUV),
  q("ho10-again-4", "relocated from gulf breeze to niceville, still in your range", [YES_TOWN("crestview")]),
  q("ho10-again-5", "had a window replaced after a break-in, can you redo just that one", [`${NEW_FILM}|${PHONE}`]),

  // --- twist: negations, exceptions, hypotheticals
  q(
    "ho10-twist-1",
    "not asking about my car, just the house, what's it cost",
    [`${HOME_RANGE}|${LOOK_VISIT}`],
    ["$449"],
  ),
  q(
    "ho10-twist-2",
    "even if i didn't care about getting pulled over, you wouldn't do 5 on the fronts right",
    [REFUSAL, FRONT],
    saysLegal("5%", "front"),
  ),
  q("ho10-twist-3", "i'm not in navarre, i'm in gulf breeze, still ok?", [YES_TOWN("gulf-breeze")]),
  // A price without the rear glass: the facts are silent.
  q("ho10-twist-4", "everything except the rear glass on my sedan, is that less", [PHONE]),
  q("ho10-twist-5", "don't need the visor strip, just sides and back on my traverse", [SUV]),
];
