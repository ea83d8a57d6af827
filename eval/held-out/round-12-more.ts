// Held-out round 12 (issue 26), written blind: asking for a person, care, curing, removal, the
// warranty, paint film, homes, businesses, the offer, the day, comparisons, three-turn
// conversations, vague and rambling messages, questions after the job, doubts, asking for
// someone else, fragments, upset customers, chains, voice dictation and figures in words. The
// expected facts are in round-12-facts.ts (eval/held-out/README.md).
import type { EvalCase } from "../cases.ts";
import {
  AMMONIA,
  AS1,
  ANY_SERVICE,
  BIZ_EITHER,
  BOOK,
  CAR_BACK,
  COLOUR_FADES,
  DEFECTS,
  DEPOSIT,
  EMAIL,
  ENCLOSED,
  FRONT,
  GULF_BREEZE,
  HAZE_NORMAL,
  HOME_DEPENDS,
  HOME_RANGE,
  HORIZON,
  INFRARED,
  KIT_PRO,
  KIT_PRO_EXTRA,
  KIT_STANDARD,
  LANDLORD_ASK,
  LEAD,
  LEADING_EDGE,
  LIGHT_SHADES,
  LOOK,
  LOOK_VISIT,
  MANUFACTURER,
  MICROFIBER,
  NIGHT_SEE,
  NO_STORM_CLAIM,
  NOT_STORM,
  OFFER,
  OFFER_HOW,
  OPENS,
  CLOSES,
  PHONE,
  PPF_FIRST_WASH,
  PPF_GLOSS,
  PPF_PARTIAL_RANGE,
  PPF_SATIN,
  PRIVACY_FILMS,
  REMOVAL_EXTRA,
  REMOVE,
  ROOM,
  SAYS_DISCOUNT,
  SAYS_FREE_REMOVAL,
  SAYS_LANDLORD_OK,
  SAYS_MATCH,
  SAYS_NORMAL,
  SAYS_SCRATCH_COVERED,
  SEATBELT,
  SECURITY_THICK,
  SEDAN,
  SEDAN_HOURS,
  SELLS_CARBON,
  STOCKED_FRONT,
  STRIP_MORE,
  SUV,
  SUV_BACK,
  SUV_BACK_OR_FILM,
  SUV_STRIP,
  TRUCK,
  TUE_MAR_23,
  WE_BRING,
  WINDOWS_UP,
  WRONG_PPF,
  WRONG_SUV,
  areaLink,
  at,
  q,
  saysIllegal,
  saysLegal,
} from "./round-12-facts.ts";

export const heldOutRound12More: EvalCase[] = [
  // person: Ana does the scheduling (About); an email for photos
  q("ho12-person-1", "is Ana the one who handles the calendar? how do I reach her", [PHONE]),
  q("ho12-person-2", "is there an email i can send pics of my windows to", [EMAIL]),

  // care: a store-bought blue glass spray (ammonia), paper towels
  q("ho12-care-1", "which household cleaners wreck window film", [AMMONIA]),
  q("ho12-care-2", "can I just wipe the film with a bounty sheet or is that bad", [MICROFIBER]),

  // cure: haze while curing, the windows kept up
  q("ho12-cure-1", "tint looks foggy after 2 days is that bad", [HAZE_NORMAL]),
  q("ho12-cure-2", "when is it safe to lower the windows again, I hit the drive-thru daily", [WINDOWS_UP]),

  // removal: old purple film, what removal adds
  q("ho12-removal-1", "can you get rid of the purple junk on my used Altima", [REMOVE], SAYS_FREE_REMOVAL),
  q("ho12-removal-2", "is taking off the previous owner's film priced separately", [REMOVAL_EXTRA], SAYS_FREE_REMOVAL),

  // warranty: home film (depends on the film and the glass), a dog's claws (not a defect)
  q("ho12-warranty-1", "house film — what kind of guarantee comes with it", [MANUFACTURER, HOME_DEPENDS]),
  q("ho12-warranty-2", "does the warranty cover my dog's claws scratching the tint", [DEFECTS], SAYS_SCRATCH_COVERED),

  // ppf: an open driveway (the seed and the PPF page want an enclosed space; the Crestview news
  // allows a carport for automotive jobs, but neither reading allows an open driveway), the
  // partial front's hood
  q("ho12-ppf-1", "can you do clear bra in my driveway, I don't have a garage", [ENCLOSED]),
  q(
    "ho12-ppf-2",
    "is it the complete hood with the $1295 one or just a piece",
    [LEADING_EDGE],
    ["covers the whole hood", "covers the entire hood", "yes, the whole hood"],
  ),

  // home: a dark living room, sliding doors by the square foot
  q("ho12-home-1", "does window film turn a room into a cave", [LIGHT_SHADES]),
  q("ho12-home-2", "rough cost to do 3 big sliding doors at my house", [HOME_RANGE, LOOK]),

  // biz: privacy for an office facing a car park, thick security film
  q("ho12-biz-1", "our dental office wants the exam room windows so people in the lot can't see in", [PRIVACY_FILMS]),
  q("ho12-biz-2", "how much would the thick smash-and-grab film be, like 12 mil", [SECURITY_THICK]),

  // offer: how it is claimed, how much it is
  q("ho12-offer-1", "what do I have to do to get the 20% for newbies", [OFFER_HOW]),
  q("ho12-offer-2", "first timer here, how much does the welcome discount take off", [OFFER]),

  // day: the water, a tight driveway
  q("ho12-day-1", "do you need to hook up to my outdoor spigot", [WE_BRING]),
  q("ho12-day-2", "our driveway is tight, will that work", [ROOM]),

  // compare: only the facts that decide it, never a verdict
  q("ho12-compare-1", "how much more is satin than gloss for the paint film", [PPF_GLOSS, PPF_SATIN]),
  q("ho12-compare-2", "standard vs pro aftercare kit, what's the difference", [
    KIT_PRO_EXTRA,
    `${KIT_STANDARD}|${KIT_PRO}`,
  ]),
  q(
    "ho12-compare-3",
    "carbon film vs ceramic film: which one actually blocks more of the sun's warmth",
    [INFRARED],
    SELLS_CARBON,
  ),
  q("ho12-compare-4", "thinking 35 vs 50 on the front doors, which one's easier to see out of after dark", [NIGHT_SEE]),
  q("ho12-compare-5", "will cheap dyed tint hold its color like ceramic does", [COLOUR_FADES]),

  // follow: three turns, the last leaning on the earlier ones
  q(
    "ho12-follow-1",
    ["hi, tint price for a 2020 Acura MDX?", "plus the visor band up top", "ok and the deposit on that"],
    [DEPOSIT],
  ),
  q(
    "ho12-follow-2",
    ["besides cars, any residential work?", "out in Florosa", "how much is the visit to measure"],
    [LOOK_VISIT],
  ),
  // The darkest stocked film legal behind an SUV's driver is 15% (5% needs the exemption); the limit is 6%.
  q(
    "ho12-follow-3",
    [
      "which tint darkness levels do y'all stock",
      "which is the darkest I can run on the front",
      "and the rear of my Lexus GX?",
    ],
    [SUV_BACK_OR_FILM],
    saysLegal("5%", "back"),
  ),

  // vague: indirect or badly spelled phone messages
  q("ho12-vague-1", "um yeah what would it cost for tinting on like a pickup", [TRUCK]),
  q("ho12-vague-2", "whats the thing where u protect the paint, how much is it", [PPF_PARTIAL_RANGE]),
  q("ho12-vague-3", "can u guys do the thing on the top of the windshield", [`${AS1}|${STRIP_MORE}`]),

  // story: a long message with the question buried in it
  q(
    "ho12-story-1",
    "so my husband just got back from deployment and we finally bought the family a new Hyundai Palisade, the kids are 4 and 7 and the back seat gets SO hot waiting in the car line at school, my sister said you came to her place last year and did a great job... anyway how dark can we legally go in the back?",
    [SUV_BACK],
  ),
  // The commercial page says film is typically $5-12 a square foot, the booking estimate $7-11: either.
  q(
    "ho12-story-2",
    "I run a little boutique downtown on Palafox, we've been there 6 years and the afternoon sun is fading everything in the front window, my landlord says film is fine as long as it looks ok from outside. roughly what does store window film run per square foot?",
    [BIZ_EITHER],
  ),
  q(
    "ho12-story-3",
    "we're snowbirds driving down from Ohio in January to stay a couple months near Destin, my car has Ohio tint that I think meters around 30 on the front doors, will that be a problem down there?",
    [FRONT],
  ),

  // after: debris under the film (not normal), the first wash after PPF, a seat belt's marks
  q(
    "ho12-after-1",
    "a month after my tint there's a hair trapped under the film on the driver window",
    [PHONE],
    SAYS_NORMAL,
  ),
  q("ho12-after-2", "my new PPF went on yesterday — is the automatic wash ok yet", [PPF_FIRST_WASH]),
  q(
    "ho12-after-3",
    "6 months later the back door film has little marks where the seatbelt hits it",
    [SEATBELT],
    SAYS_SCRATCH_COVERED,
  ),

  // doubt: a legal install, bubbles from a mobile job, ceramic's price
  q("ho12-doubt-1", "what stops your installer from putting on something too dark for the law", ["meter"]),
  q("ho12-doubt-2", "mobile tint always ends up with bubbles, why would yours be any different from a shop", [
    "warranty|manufacturer|clean|canopy|plotter",
  ]),
  q("ho12-doubt-3", "ceramic sounds like a gimmick, why pay more", [INFRARED]),

  // proxy: for a father, a brother, a landlord's rule, a grandmother, a daughter at college.
  // A landlord's consent is not the shop's to give (the pages: check the lease, ask the manager).
  q("ho12-proxy-1", "my dad's 2016 Silverado, want to surprise him with tint for his birthday, how much", [TRUCK]),
  q("ho12-proxy-2", "buying a gift card for my brother, can he put it toward PPF", [ANY_SERVICE]),
  q(
    "ho12-proxy-3",
    "my landlord says no tint on the apartment windows but it's on the inside so can you just do it",
    [LANDLORD_ASK],
    SAYS_LANDLORD_OK,
  ),
  q("ho12-proxy-4", "booking for my grandma in Milton, she's 80 and doesn't do internet, can she just call", [PHONE]),
  q("ho12-proxy-5", "want to surprise my daughter by tinting her car at her dorm lot at the college in Niceville", [
    "permission|allow|approv",
  ]),

  // short: terse fragments
  q("ho12-short-1", "hurricane film?", [NOT_STORM], NO_STORM_CLAIM),
  q("ho12-short-2", "tacoma $", [TRUCK]),
  q("ho12-short-3", "deposit amt", [DEPOSIT]),
  q("ho12-short-4", "32563?", [GULF_BREEZE]),
  q("ho12-short-5", "windshield tint legal?", [AS1]),

  // upset: a real question wrapped in frustration
  q(
    "ho12-upset-1",
    "I've called 3 times and nobody picks up. just tell me the price for a 2019 Explorer",
    [SUV],
    SAYS_DISCOUNT,
  ),
  q(
    "ho12-upset-2",
    "your guy refused to do 20% on my fronts, ridiculous, other shops do it all the time",
    [FRONT],
    saysLegal("20%", "front"),
  ),
  q(
    "ho12-upset-3",
    "paid $450 somewhere else for tint that went purple in a year. what would ceramic run on my Malibu",
    [SEDAN],
    [...SAYS_MATCH, ...SAYS_DISCOUNT],
  ),
  q(
    "ho12-upset-4",
    "been waiting all week for a callback about my house windows, how do i just book the visit myself",
    [BOOK],
  ),
  // $399 is the all-35% package on sale, $449 the others (seed, decision 028).
  q("ho12-upset-5", "your site is confusing, is it $399 or $449 for my Civic??", [STOCKED_FRONT]),

  // chain: three turns whose last message needs the vehicle, town or shade of the earlier ones
  q(
    "ho12-chain-1",
    ["we have a 2022 Kia Sorento", "we're on Rocky Bayou", "add the strip across the top glass, total?"],
    [SUV_STRIP],
  ),
  q(
    "ho12-chain-2",
    ["leaning toward 20 behind the driver", "car is a 2017 accord sport", "would a trooper have a problem with it"],
    [CAR_BACK],
    saysIllegal("20%"),
  ),
  at(
    TUE_MAR_23,
    q("ho12-chain-3", ["our place is in Midway", "truck is a 2018 Tundra", "whens the soonest you could come"], [LEAD]),
  ),
  q(
    "ho12-chain-4",
    ["hi", "it's for my sedan, a Kia Forte", "so how many hours is that gonna take in my driveway"],
    [SEDAN_HOURS],
  ),
  q(
    "ho12-chain-5",
    ["got a question on paint film", "matte-ish satin finish please", "so what would I owe for that"],
    [PPF_SATIN],
  ),
  q(
    "ho12-chain-6",
    ["my zip code's 32572", "houses too, or just cars?", "and the cost for the measuring trip?"],
    [LOOK_VISIT],
  ),

  // voice: dictation without punctuation, homophones, misheard trade words
  q("ho12-voice-1", "what would seramic tent cost on a toyota rav for", [SUV]),
  q("ho12-voice-2", "would thirty five on my front door glass be legal here", [FRONT], saysIllegal("35%")),
  q("ho12-voice-3", "do you guys do paint protection flim on a tesla model why", [`${PPF_GLOSS}|${PPF_SATIN}`]),
  q("ho12-voice-4", "what are you're hours on saturday", [`${OPENS}|${CLOSES}`]),
  q("ho12-voice-5", "you guys come all the way out to fort walton beech", [
    `${areaLink("window-tinting-near-fort-walton-fl")}|we serve|we cover|we come|yes`,
  ]),

  // numbers: figures in words or shorthand, the nearby wrong figures forbidden
  q(
    "ho12-numbers-1",
    "is twenty eight percent the front limit or is it thirty",
    [FRONT],
    ["30% on the front", "front limit is 30"],
  ),
  q("ho12-numbers-2", "five hundred forty nine for my VW Atlas right?", [SUV], WRONG_SUV),
  q("ho12-numbers-3", "thirteen hundred for the clear bra?", [PPF_GLOSS], WRONG_PPF),
  q("ho12-numbers-4", "can i book 2 months ahead", [HORIZON]),
  q("ho12-numbers-5", "GMC Acadia: is the back limit 6 or 15?", [SUV_BACK], ["acadia is 15%", "limit is 15%"]),
  q("ho12-numbers-6", "fifty bucks to hold the spot?", [DEPOSIT], ["$100 deposit", "$75 deposit"]),
];
