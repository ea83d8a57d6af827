// Held-out round 7, the rest (see round-7.ts): vague and rambling messages, questions after
// the job, doubts, phone-mangled messages, returning customers and misleading wording, and
// round 7's own topics: worries before saying yes, pointed questions about a product's
// specifics, and the way locals name places and times.

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  BOOK,
  SEDAN,
  SUV,
  TRUCK,
  PPF_GLOSS,
  PPF_SATIN,
  COMES_OFF,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  REFUSAL,
  OPENS,
  CLOSES,
  SUN_OK,
  YES_TOWN,
  SAYS_CLOSED,
  MILTON,
  NICEVILLE,
  PENSACOLA,
  HORIZON,
  LEAD,
  CERAMIC,
  HEAT,
  FADES,
  MANUFACTURER,
  CLAIM_PAPERS,
  HAZE_NORMAL,
  HUMID_WEEKS,
  NEW_FILM,
  SAMPLES,
  MOBILE,
  FOUNDED,
  SAYS_INSURED,
  SAYS_MONEY_BACK,
  SAYS_ADDRESS,
  OFFER,
  FIRST_TIME,
  SAYS_OFFER_AGAIN,
  SAYS_REFERRAL_BONUS,
  NEVER_EXPIRES,
  LOOK,
  SECURITY_MIL,
  NO_SIGNAL_TROUBLE,
  SAYS_AIRBAG_SAFE,
  BACK_SEAT,
  SEDAN_WINDOWS,
  FRONT_SIDES,
  KIT_CONTENTS,
  SQUEEGEE_CONTENTS,
  CLEANER_SIZE,
  EMAIL_DELIVERY,
  HOME_DEPENDS,
  SAYS_HEAT_FIGURE,
  OFF_BASE,
  BOOK_EARLY,
  AMMONIA,
  q,
  at,
  TUE_NOON,
  SAT_DEC,
} from "./round-7-facts.ts";

const yesTown = (town: string) => `${town}|yes|we serve|we cover|we come`;

export const heldOutRound7New: EvalCase[] = [
  // Indirect or badly spelled phone messages.
  q("ho7-vague-1", "hey so like how much would it be to get the windows done on my car, its an equinox", [SUV]),
  q("ho7-vague-2", "wonderin if yall even do older stuff like an 03 crown vic and what itd be", [SEDAN]),
  q("ho7-vague-3", "idk what shade i want honestly", [SAMPLES]),
  q("ho7-vague-4", "my car is an oven in the afternoon whats the fix", [`${CERAMIC}|infrared`]),
  q("ho7-vague-5", "so do i bring it to you or how does that work", [MOBILE]),
  q("ho7-vague-6", "tryna get sum tint on the yukon b4 summer hits", [SUV]),

  // A long message with the question buried in it.
  q(
    "ho7-story-1",
    "ok so we just PCS'd from el paso, long drive, the kids were miserable the whole way and the dog threw up in arkansas. the car has 20% on the front doors from a shop out there and my neighbor says florida is strict. is that gonna be a problem here",
    [FRONT],
  ),
  q(
    "ho7-story-2",
    "my mom is 78 and still drives herself to bingo and the doctor, she has a little buick sedan and complains the sun is in her eyes and her arm burns on the drivers side. i want to surprise her for her birthday. what would a car like that cost",
    [SEDAN],
  ),
  q(
    "ho7-story-3",
    "we closed on a new build last month, the builder put in zero trees, the bonus room over the garage faces west and its unusable after 3pm, my husband wants to buy blackout curtains but i hate them. how do you price doing a room like that",
    [LOOK],
  ),
  q(
    "ho7-story-4",
    "saturdays are gone for us, we're at the boat ramp from sunup and the truck bakes all day, then church and lunch at my in-laws. honestly the only free time is sunday afternoon, do you ever come on a sunday",
    [SUN_OK],
  ),
  q(
    "ho7-story-5",
    "bought a used accord off marketplace, guy said it was 'barely used' lol. the tint is purple and bubbly in the back and theres a peeling corner that flaps on the highway. can you get the old junk off before putting new on",
    ["yes|steam|remove"],
  ),
  q(
    "ho7-story-6",
    "my grandson just got his first car and he's so proud of it, he works at the marina and parks in the sun all day. i live in ohio so i can't be there. if i buy one of your gift cards how does he get it",
    [EMAIL_DELIVERY],
  ),

  // After the job (the aftercare guide, warranty.ts).
  q("ho7-after-1", "a week later there's a tiny bubble with a speck of dirt inside it", [
    `${PHONE}|come back|come out|call us`,
  ]),
  q("ho7-after-2", "kid rolled the back window down on day 2 and now the top edge is lifted", [
    `${PHONE}|come back|come out|call us`,
  ]),
  q("ho7-after-3", "window regulator broke and the shop swapped my back door glass, can you film just that one", [
    NEW_FILM,
  ]),
  q("ho7-after-4", "can i stick my parking permit decal on the inside of the tinted glass", [
    "adhesive|don't|do not|avoid|outside",
  ]),
  q("ho7-after-5", "3 weeks and still kinda cloudy, it's rained almost every day", [`${HUMID_WEEKS}|${HAZE_NORMAL}`]),
  q("ho7-after-6", "lost the warranty paper you gave me, what do i need to make a claim", [`${CLAIM_PAPERS}|${PHONE}`]),

  // Doubts, answered only with what the facts support.
  q("ho7-doubt-1", "do you carry insurance in case you ding my door", [PHONE], SAYS_INSURED),
  q("ho7-doubt-2", "how do i know you won't slap illegal tint on and leave me with the ticket", [
    "meter|measure|misdemeanor|offence|offense",
  ]),
  q(
    "ho7-doubt-3",
    "a guy on facebook does it for $150 cash, why would i pay you more",
    [`${CERAMIC}|${FADES}|${HEAT}`],
    ["we'll match", "we will match", "price match"],
  ),
  q("ho7-doubt-4", "do you even have a real shop or is it just a guy in a van", [MOBILE], SAYS_ADDRESS),
  q("ho7-doubt-5", "once its on, if i think it looks cheap, is there a full refund", [PHONE], SAYS_MONEY_BACK),
  q("ho7-doubt-6", "how long has this company been around", [FOUNDED]),

  // Messages mangled by phones: autocorrect, run-together words, voice-to-text.
  q("ho7-typo-1", "tent prise for a kia sorrento", [SUV]),
  q("ho7-typo-2", "whats the ligal limmit for the frunt widows", [FRONT]),
  q("ho7-typo-3", "canyou guys doa ford escape whats the price", [SUV]),
  q("ho7-typo-4", "do you do ceramic tent for a toyota four runner", [SUV]),
  q("ho7-typo-5", "do ya'll service pence cola", [yesTown(PENSACOLA)]),
  q("ho7-typo-6", "whens ur hours", [OPENS, CLOSES]),
  q("ho7-typo-7", "need paint protection film four my new civic how mush", [`${PPF_GLOSS}|${PPF_SATIN}`]),

  // Returning and referred customers.
  q(
    "ho7-again-1",
    "yall tinted my camry back in 2024, bringing my f-150 next, is the new-customer 20% mine again",
    [FIRST_TIME],
    SAYS_OFFER_AGAIN,
  ),
  q(
    "ho7-again-2",
    "my coworker had yall out and told me to mention her name, is there a perk for her or me",
    [`${OFFER}|${PHONE}`],
    SAYS_REFERRAL_BONUS,
  ),
  q("ho7-again-3", "you did our old house in gulf breeze, we moved to milton, can you do the new place", [
    YES_TOWN("milton"),
  ]),
  q("ho7-again-4", "yall did my truck two years back and the rear slider film is peeling now", [
    `${CLAIM_PAPERS}|${PHONE}`,
  ]),
  q("ho7-again-5", "im booked for thursday but need to push it a week", [`${LEAD}|${PHONE}|/book|change|reschedul`]),
  q("ho7-again-6", "got one of your gift cards last christmas, is it still good", [NEVER_EXPIRES]),
  q("ho7-again-7", "you tinted my car, now i want the clear bra, can i book it on the site", [BOOK]),

  // Wording that misleads a keyword reader.
  q("ho7-twist-1", "i have a sedan and a truck, not asking about the sedan, just what the truck costs", [TRUCK]),
  q("ho7-twist-2", "i dont want it dark at all, just less heat, which shade", [
    "70%|70 percent|70 %|50%|50 percent|50 %",
  ]),
  q("ho7-twist-3", "not in destin anymore, moved up to crestview, still come out?", [YES_TOWN("crestview")]),
  q("ho7-twist-4", "if i had an suv instead of this accord how dark could the back go", [SUV_BACK]),
  // 15% behind a sedan: legal by the law, too dark over clear glass by the shade guide; only the limit.
  q("ho7-twist-5", "another shop said 15 on my sedan's back glass is fine, not asking their price, is that legal", [
    CAR_BACK,
  ]),
  q("ho7-twist-6", "except for the windshield can everything on my tahoe be 20", [REFUSAL, FRONT]),
  at(SAT_DEC, q("ho7-twist-7", "not tomorrow, the sunday after, are you working then", [SUN_OK], SAYS_CLOSED)),

  // Worries before saying yes, answered only with what the facts support; where they are
  // silent (airbags, a state inspection), the phone and no invented claim.
  q("ho7-worry-1", "will the film mess up the defrost lines on my back glass", [`scrape|scraper|protect|${PHONE}`]),
  q("ho7-worry-2", "my radio antenna is in the rear window, will tint kill my stations", [
    `${NO_SIGNAL_TROUBLE}|metal`,
  ]),
  q(
    "ho7-worry-3",
    "i have side curtain airbags, does film on the windows affect them going off",
    [PHONE],
    SAYS_AIRBAG_SAFE,
  ),
  // Toll tags are not named; ceramic has no metal and no film goes below the windshield's line.
  q("ho7-worry-4", "will my sunpass still work after ceramic tint", [`${NO_SIGNAL_TROUBLE}|metal|windshield|${PHONE}`]),
  q("ho7-worry-5", "if we film the house windows will our cell service inside get worse", [
    `${NO_SIGNAL_TROUBLE}|metal|ceramic|${PHONE}`,
  ]),
  q("ho7-worry-6", "baby rides in a car seat behind me, will tint really help her", [BACK_SEAT]),
  q("ho7-worry-7", "scared of getting pulled over, how do i know what you put on is ok", ["meter|measure"]),
  q(
    "ho7-worry-8",
    "will the tint make my car fail inspection",
    [`${PHONE}|meter|28`],
    ["will pass inspection", "guaranteed to pass", "it'll pass inspection"],
  ),
  q("ho7-worry-9", "my last car's tint bubbled up after a year, is yours gonna do that", [
    `warranty|${MANUFACTURER}|dyed|ceramic`,
  ]),

  // A product's specifics (seed, content/, app/config).
  q("ho7-detail-1", "the sedan package, which windows does it actually include", [SEDAN_WINDOWS, FRONT_SIDES]),
  q("ho7-detail-2", "what comes in the aftercare kit", [KIT_CONTENTS, AMMONIA]),
  q("ho7-detail-3", "whats in the diy squeegee set", [SQUEEGEE_CONTENTS]),
  q("ho7-detail-4", "how thick is the security film you put on shop doors", [SECURITY_MIL]),
  // The site gives no heat-rejection figure for its window film: none may be invented.
  q(
    "ho7-detail-5",
    "what percent of heat does your ceramic film block",
    ["infrared|large share|a lot of"],
    SAYS_HEAT_FIGURE,
  ),
  q("ho7-detail-6", "on the $1295 clear bra which panels actually get film", ["bumper", "mirror"]),
  q("ho7-detail-7", "on the house film warranty what's covered and whats not", [HOME_DEPENDS, "peel|crack|discolo"]),
  q("ho7-detail-8", "the $49 home visit, do i get that back if i go ahead", [COMES_OFF]),
  q("ho7-detail-9", "how big is the bottle of glass cleaner you sell", [CLEANER_SIZE]),

  // Local ways of naming places and times (areas.ts, the area pages, the hours).
  q("ho7-local-1", "im out by the walmart in navarre off the parkway, yall come there", [YES_TOWN("navarre")]),
  q("ho7-local-2", "we're on the beach side in navarre, salt everywhere, can you still do our car", [
    YES_TOWN("navarre"),
  ]),
  q("ho7-local-3", "up 87 past whiting field, do you get out that far", [yesTown(MILTON)]),
  q("ho7-local-4", "on the island in fort walton near the boardwalk, condo lot, that work", [
    YES_TOWN("window-tinting-near-fort-walton-fl"),
  ]),
  q("ho7-local-5", "over the garcon bridge in pace, you come across?", [YES_TOWN("pace")]),
  // The Pensacola page: a customer who lives on base is met at an off-base address.
  q("ho7-local-6", "navy housing inside the gate over in pensacola, can your van get on to do my car", [OFF_BASE]),
  q("ho7-local-7", "want it done before blue angels weekend, how far ahead can i book", [HORIZON]),
  at(TUE_NOON, q("ho7-local-8", "after church sunday around 1, could you come then", [SUN_OK])),
  q("ho7-local-9", "boggy bayou side, near eglin's east gate, in your area?", [yesTown(NICEVILLE)]),
  q("ho7-local-10", "sound side in mary esther, facing the water, do you come there", [YES_TOWN("mary-esther")]),
  q("ho7-local-11", "spring break traffic is nuts here, should i get on the schedule before march", [
    `${BOOK_EARLY}|${BOOK}`,
  ]),
];
