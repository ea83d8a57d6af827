// Held-out round 6, the rest (round-6.ts has its header and the rules): round 5's newer topics
// (vague, story, after, doubt) and round 6's own: phone-mangled messages (typo), returning and
// referred customers (again), and wording that misleads a keyword reader (twist).

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  BOOK,
  QUOTE,
  ASK_US,
  SEDAN,
  SEDAN_MIXED,
  SUV,
  SUV_STRIP,
  TRUCK,
  LOOK_VISIT,
  PER_SQ_FT,
  HOME_RANGE,
  FRONT,
  SUV_BACK,
  saysLegal,
  OPENS,
  CLOSES,
  AMMONIA,
  MICROFIBER,
  HAZE_NORMAL,
  OUTSIDE_AS_USUAL,
  NEW_FILM,
  MANUFACTURER,
  CLAIM_PAPERS,
  SAYS_SCRATCH_COVERED,
  SAYS_CRACKED_GLASS_COVERED,
  SAYS_LICENSED,
  SAYS_MONEY_BACK,
  MOBILE,
  CERAMIC,
  SELLS_CARBON,
  HEAT,
  UV,
  METERED,
  FOUNDED,
  OFFER,
  STRIP_MORE,
  LEAD,
  GULF_BREEZE,
  NICEVILLE,
  PACE,
  promise,
  q,
  at,
  SAYS_OPEN,
  SAYS_CLOSED,
  SAT_SPRING,
  THU_PREDAWN,
  FRI_JUST_AFTER,
  FIRST_TIME,
  SAYS_OFFER_AGAIN,
  SAYS_REFERRAL_BONUS,
  LOOK,
} from "./round-6-facts.ts";

const HOME_PRICE = `${HOME_RANGE}|${LOOK_VISIT}|${PER_SQ_FT}`;
const YES_PACE = `${PACE}|yes|we serve|we cover|we come`;
const CHANGE = `${BOOK}|${LEAD}|${PHONE}`;

export const heldOutRound6New: EvalCase[] = [
  // Indirect or badly spelled phone messages.
  q("ho6-vague-1", "hi um so my car is like an oven inside, wondering what you'd even do for that", [
    "ceramic|heat|infrared",
  ]),
  q("ho6-vague-2", "thinkin bout gettin the windows done on the escalade", [SUV]),
  q("ho6-vague-3", "sooo how does this work, do i bring it somewhere or", [MOBILE]),
  q("ho6-vague-4", "need tint sometime next month maybe idk how to set it up", [BOOK]),
  q("ho6-vague-5", "what kinda shades yall got", ["5%|5 percent", "70%|70 percent"]),
  q("ho6-vague-6", "landlord wants the office windows less glary, is that a you thing", [
    `${QUOTE}|${PHONE}|commercial|yes`,
  ]),
  q("ho6-vague-7", "got a question about the tint u did last yr", [PHONE]),

  // A long rambling message with the question buried in it.
  q(
    "ho6-story-1",
    "ok so long story, we just moved down from ohio for my husbands job at hurlburt and the minivan is an absolute oven, the kids complain every single school pickup, i tried those cling shades and they fall off constantly. anyway what would it cost to do the van, its a 2021 kia carnival",
    [SUV],
  ),
  q(
    "ho6-story-2",
    "my grandpa tinted his own windows back in the 80s and they went purple and bubbly lol, he swears by doing it yourself but id rather not. im in milton and drive a 2016 silverado 1500. can you do it and whats the price",
    [TRUCK],
  ),
  q(
    "ho6-story-3",
    "so i got pulled over last week, officer said my windows were too dark, previous owner put it on, i only got a warning thank god. whats actually legal on the front windows of a 2015 charger and can you take the old stuff off",
    [FRONT, "yes|steam|remov|take it off|take off"],
  ),
  q(
    "ho6-story-4",
    "we're finally redoing the sunroom, the afternoon sun cooks my plants and the piano is fading on one side. a neighbor said film would help. how do you figure out the cost for something like that",
    [HOME_PRICE],
  ),
  q(
    "ho6-story-5",
    "my daughter turns 16 next month and we're handing down my old corolla. i want it cooler for her since shes gonna be at the beach constantly but i dont want her getting pulled over. whats the darkest allowed up front and what does it cost",
    [FRONT, SEDAN],
  ),
  q(
    "ho6-story-6",
    "this is gonna sound dumb but i booked saturday and now my mother in law is visiting and parking in the driveway all weekend, so i need a different day. how do i switch it",
    [CHANGE],
  ),
  q(
    "ho6-story-7",
    "been going back and forth for weeks. the dealer quoted 650 for a 'tint package' on my new rav4 and said its carbon, my coworker says ceramic is better. what do you charge and is yours ceramic",
    [SUV, CERAMIC],
    SELLS_CARBON,
  ),

  // Questions days or months after the job.
  q("ho6-after-1", "got tinted yesterday and theres a hazy patch on the back glass, normal?", [
    `${HAZE_NORMAL}|${PHONE}`,
  ]),
  q("ho6-after-2", "6 months later the top corner of the drivers window is lifting", [
    `${MANUFACTURER}|warranty|${PHONE}`,
  ]),
  q("ho6-after-3", "never got any warranty papers after my install, where are they", [`${CLAIM_PAPERS}|${PHONE}`]),
  // The warranty covers defects; a scratch is not one the certificate lists.
  q(
    "ho6-after-4",
    "the dog clawed the back door window and scratched the film, is that covered",
    [PHONE],
    SAYS_SCRATCH_COVERED,
  ),
  q("ho6-after-5", "its been a week, can i run it through the car wash", [`${OUTSIDE_AS_USUAL}|yes`]),
  // The PPF warranty names yellowing among its defects.
  q("ho6-after-6", "two years in, the clear film on my hood looks kinda yellow", [
    `${MANUFACTURER}|warranty|${CLAIM_PAPERS}`,
  ]),
  q("ho6-after-7", "curing's done i think, how do i clean the tinted glass from now on", [`${AMMONIA}|${MICROFIBER}`]),

  // Doubts and objections, answered only with what the facts support.
  q("ho6-doubt-1", "how do i know you wont put illegal stuff on, the last place did", [METERED]),
  // The facts name no licence or certification: the phone, or what they do say (the
  // manufacturer-backed warranty, metering every car).
  q(
    "ho6-doubt-2",
    "do you carry any certification or is it just guys with a roll of film",
    [`${PHONE}|${MANUFACTURER}|meter`],
    SAYS_LICENSED,
  ),
  q("ho6-doubt-3", "a kiosk at the mall does tint for 199, why is yours so much more", [
    `${CERAMIC}|${MANUFACTURER}|warranty`,
  ]),
  q("ho6-doubt-4", "will it mess with my phone signal or the toll pass", ["interfere|interference|metal"]),
  q("ho6-doubt-5", "does ceramic actually do anything or is that just marketing", [HEAT, UV]),
  q("ho6-doubt-6", "what if i hate how it looks after, do i get my money back", [PHONE], SAYS_MONEY_BACK),
  q("ho6-doubt-7", "who actually owns this, some big chain?", [`${FOUNDED}|Marcus|Navarre`]),

  // Messages mangled the way phones mangle them.
  q("ho6-typo-1", "how much to tent my maxima", [SEDAN]),
  q("ho6-typo-2", "wind sheild visor on a suburbin how much more", [`${SUV_STRIP}|${STRIP_MORE}`]),
  q("ho6-typo-3", "for runner price", [SUV]),
  q("ho6-typo-4", "wat r ur ours", [OPENS, CLOSES]),
  q("ho6-typo-5", "is twenty eight the lowest u can go on the front dores", [FRONT]),
  q("ho6-typo-6", "do u serve nice vill", [NICEVILLE]),
  q("ho6-typo-7", "seramic tint on a f one fifty cost", [TRUCK]),
  q("ho6-typo-8", "gulfbreeze ok for u guys to come", [GULF_BREEZE]),
  at(SAT_SPRING, q("ho6-typo-9", "r u opn rite now", [`${CLOSES}|open`], SAYS_CLOSED)),

  // Returning and referred customers.
  q(
    "ho6-again-1",
    "you tinted my tahoe last spring, now i want my accord done. do i get the 20% off again?",
    [FIRST_TIME],
    SAYS_OFFER_AGAIN,
  ),
  q("ho6-again-2", "yall tinted my car when i lived in navarre, we moved to pace, can you do the new house", [
    YES_PACE,
    `${LOOK_VISIT}|${LOOK}`,
  ]),
  q(
    "ho6-again-3",
    "someone smashed my rear passenger window, the glass shop replaced it, can you redo just that one",
    [`${NEW_FILM}|${PHONE}`],
    SAYS_CRACKED_GLASS_COVERED,
  ),
  // A referred friend who has never been a customer is a first-time customer.
  q("ho6-again-4", "my buddy had you do his truck and said to hit you up, do i get a deal", [OFFER]),
  q("ho6-again-5", "i sent my neighbor your way, do i get anything for that", [PHONE], SAYS_REFERRAL_BONUS),
  q("ho6-again-6", "i have you booked thursday at 9, need to push it to friday", [CHANGE]),
  q("ho6-again-7", "you did my car in 2023 and now one window is peeling, still under warranty?", [
    `${CLAIM_PAPERS}|${MANUFACTURER}`,
  ]),
  q("ho6-again-8", "we're the family you did the highlander for, our daughter just got a civic, what would hers be", [
    SEDAN,
  ]),

  // Inside the 24-hour cutoff a slot is no longer changed online: the phone.
  at(
    THU_PREDAWN,
    q("ho6-again-9", "im booked with yall at 8 this morning, can i still push it to this afternoon online", [
      `${PHONE}|${LEAD}`,
    ]),
  ),

  // Wording that misleads a keyword reader: negations, hypotheticals, a town or price named
  // only as a comparison.
  q("ho6-twist-1", "not the windshield strip, just the sides and back on my durango", [SUV]),
  q("ho6-twist-2", "anything but 5% on my civic sedan, how much", [SEDAN]),
  q("ho6-twist-3", "if we moved out to pace would you still come to us", [YES_PACE]),
  q(
    "ho6-twist-4",
    "we used to live in destin, now we're over in foley AL, do you come out there",
    [ASK_US],
    promise("Foley"),
  ),
  q("ho6-twist-5", "the 449 guy down the road wants 449 for my suburban, whats yours", [SUV]),
  q("ho6-twist-6", "skip the sale one, im after 35 front 20 rear on a hyundai sonata, whats that run", [SEDAN_MIXED]),
  q(
    "ho6-twist-7",
    "i know 5 is illegal up front, but what about the back of my odyssey",
    [SUV_BACK],
    saysLegal("5%", "back"),
  ),
  q("ho6-twist-8", "not for a car, for my kitchen window, what would that cost", [HOME_PRICE], ["$449", "$549"]),
  q(
    "ho6-twist-9",
    "my brother in crestview had you do his, but i'm out in chipley, could you do mine",
    [ASK_US],
    promise("Chipley"),
  ),
  // "Not tomorrow, tonight": the clock decides (Friday 7:05 PM, closed since 7).
  at(
    FRI_JUST_AFTER,
    q("ho6-twist-10", "not asking about tomorrow, i mean tonight, is anyone still picking up", [OPENS], SAYS_OPEN),
  ),
];
