// Held-out round 5, the rest (round-5.ts has its header and the rules): round 4's newer
// topics (compare, follow, vague) and round 5's own: long rambling messages with the
// question buried in a story (story), questions after the job (after), and doubts and
// objections answered only with what the facts support (doubt).

import type { EvalCase } from "../cases.ts";
import {
  PHONE,
  EMAIL,
  BOOK,
  QUOTE,
  SUV,
  SEDAN_ALL_35,
  SEDAN_MIXED,
  TRUCK,
  PPF_GLOSS,
  LOOK_VISIT,
  PER_SQ_FT,
  FRONT,
  CAR_BACK,
  SUV_BACK,
  EXEMPTION,
  DHSMV,
  WINDOWS_UP,
  A_WEEK,
  saysIllegal,
  q,
  KIT_STANDARD,
  KIT_PRO,
  HOME_PER_FOOT,
  SECURITY_PER_FOOT,
  COMES_OFF,
  HEAT,
  FADES,
  CERAMIC,
  SELLS_CARBON,
  PPF_SATIN,
  MANUFACTURER,
  CLAIM_PAPERS,
  SAYS_SCRATCH_COVERED,
  SAYS_CRACKED_GLASS_COVERED,
  OUTSIDE_AS_USUAL,
  NEW_FILM,
  PPF_EDGES,
  SAYS_LICENSED,
  SAYS_INSURED,
  SAYS_REVIEW_COUNT,
  SAYS_MONEY_BACK,
  SAYS_ADDRESS,
  MOBILE,
  UV,
  METERED,
  SAMPLES,
  FOUNDED,
  EVERY_DAY,
  OPENS,
  CLOSES,
  YES_TOWN,
} from "./round-5-facts.ts";

export const heldOutRound5New: EvalCase[] = [
  // ── Choosing between things the site sells ───────────────────────────
  q("ho5-compare-1", "70 vs 50 on the front windows, whats the real difference", [
    "clear|barely|light",
    "glare|night|tinted look|look",
  ]),
  q("ho5-compare-2", "is the pro aftercare kit worth the extra over the basic one", [KIT_STANDARD, KIT_PRO]),
  // The all-35% variant is on sale at $399; the mixed shades stay at $449 (seed, decision 028).
  q("ho5-compare-3", "on my nissan versa, all 35 vs 35 front and 20 back, is one cheaper", [SEDAN_ALL_35, SEDAN_MIXED]),
  // Carbon is only compared in the article (stable colour), never sold.
  q(
    "ho5-compare-4",
    "does carbon tint fade like the cheap dyed stuff or is ceramic the only one that holds up",
    ["stable|minimal|far better|doesn't fade|does not fade|keeps"],
    SELLS_CARBON,
  ),
  // The residential page: "Far cheaper than replacing windows".
  q("ho5-compare-5", "film on my windows or just replace them with low-e glass, which costs less", [
    `cheaper|fraction|${HOME_PER_FOOT}`,
  ]),
  q("ho5-compare-6", "4 mil vs 12 mil security film price difference", [
    SECURITY_PER_FOOT,
    "$19|19 to 25|19-25|19–25|$25",
  ]),
  // Both 15% and 20% are above the 6% limit on clear glass (the meter decides over privacy glass).
  q("ho5-compare-7", "15 or 20 on the back of my 4 runner", [SUV_BACK], [...saysIllegal("15%"), ...saysIllegal("20%")]),
  q(
    "ho5-compare-8",
    "if the fronts have to stay light anyway, does carbon or ceramic block more heat",
    [CERAMIC, "infrared|IR|35%|28%|every shade|lighter|light shade"],
    SELLS_CARBON,
  ),

  // ── Three turns, the last leaning on the earlier ones ───────────────
  q("ho5-follow-1", ["hey quick q", "my wife drives a honda cr-v", "what would hers cost"], [SUV]),
  q(
    "ho5-follow-2",
    ["how many shade options are there", "whats the limit for the drivers door", "ok and behind that on my sedan"],
    [CAR_BACK],
  ),
  q(
    "ho5-follow-3",
    ["is destin in your range", "we're right at crystal beach", "could the install be on a sunday afternoon"],
    [`${EVERY_DAY}|${OPENS}|${CLOSES}|weekend`],
  ),
  q(
    "ho5-follow-4",
    [
      "tint on a ford fusion, how much",
      "and to reserve it online i pay what up front",
      "is that separate from the price or not",
    ],
    [COMES_OFF],
  ),
  q("ho5-follow-5", ["do you do paint protection", "just the front end", "satin finish price?"], [PPF_SATIN]),
  q("ho5-follow-6", ["got my tint done monday", "today's wednesday", "ok to roll the windows down yet?"], [WINDOWS_UP]),
  q(
    "ho5-follow-7",
    ["do you do offices", "we have about 20 windows", "how do we get a number"],
    [`${BOOK}|${QUOTE}|${PHONE}`, "visit|measure|look"],
  ),
  // A pickup is treated like a car: 15% behind the driver.
  q("ho5-follow-8", ["is 20% legal", "on a nissan titan", "ok and whats the limit on the back glass"], [CAR_BACK]),

  // ── Indirect or badly spelled phone messages ─────────────────────────
  q("ho5-vague-1", "need my windows darker b4 summer", [`${FRONT}|${BOOK}|${QUOTE}|legal`]),
  q("ho5-vague-2", "how much 4 a suv", [SUV]),
  q("ho5-vague-3", "where r u located at", [`Navarre|${MOBILE}`], SAYS_ADDRESS),
  q("ho5-vague-4", "wats the lightest u got", ["70%|70 percent"]),
  // Golf carts are not in the facts: the way to ask.
  q("ho5-vague-5", "u do golf carts?", [`${QUOTE}|${PHONE}`]),
  q("ho5-vague-6", "moms house has a room that gets crazy hot", [
    "film|residential|home",
    `${LOOK_VISIT}|${PER_SQ_FT}|${HOME_PER_FOOT}|visit|measure|quote`,
  ]),
  q("ho5-vague-7", "any openings this wk", [`${BOOK}|${PHONE}`]),
  q("ho5-vague-8", "truck tint $", [TRUCK]),

  // ── Stories: the question buried in a long message ──────────────────
  q(
    "ho5-story-1",
    "so we just picked up a 2022 hyundai santa fe from the dealer in pensacola and my husband already hates how hot it gets, the baby's car seat buckle burned her leg yesterday at the park and i've been putting towels over the seats which is ridiculous, my sister says ceramic is the way to go, anyway what would it be to do the whole thing",
    [SUV],
  ),
  q(
    "ho5-story-2",
    "hi there long story but my husband got orders to eglin and we're moving from jacksonville next month, we'll be renting a place in crestview, he drives a gmc canyon that's never had tint and the sun here is no joke from what everyone says lol. do you come up that way and whats it cost for a truck",
    [YES_TOWN("crestview"), TRUCK],
  ),
  q(
    "ho5-story-3",
    "bought a 2015 buick lacrosse off a guy in milton, drove it home and got stopped the same night, officer said the front windows are way too dark and gave me a warning, the guy i bought it from swore it was legal smh. can yall take that stuff off and put something legal on",
    ["remov|strip|peel|yes", FRONT],
  ),
  q(
    "ho5-story-4",
    "my mother in law moved in with us and she has lupus so the sun through the car windows really bothers her, her doctor said something about a tint exemption, we drive her to appointments in my husband's explorer. how does she get that and who gives it out",
    [EXEMPTION, DHSMV],
  ),
  q(
    "ho5-story-5",
    "i work from home in gulf breeze and the glare off the sound comes straight through the big window behind my desk every afternoon, i've tried blinds but then it's dark and depressing and my zoom calls look awful. what does it cost to get somebody out to look at it",
    [`${LOOK_VISIT}|${PER_SQ_FT}|${HOME_PER_FOOT}`],
  ),
  q(
    "ho5-story-6",
    "ugh so you guys did my tint yesterday and it looks amazing but my 6 year old hit the window button in the drive thru this morning before i could stop him and the back window went all the way down and back up. is it ruined or what should i do",
    [`${PHONE}|call|edge|lift|crease`],
  ),
  q(
    "ho5-story-7",
    "i drive 98 to hurlburt every day behind gravel trucks and my brand new mustang already has two chips in the hood after a month, my buddy got clear bra on his and swears by it. how much is the gloss partial front",
    [PPF_GLOSS],
  ),
  q(
    "ho5-story-8",
    "i manage a little boutique on palafox and the afternoon sun is bleaching the dresses in the front window, the owner wants film but we cant close on a weekday, we're only closed sundays. could you do the install on a sunday",
    [`${EVERY_DAY}|${OPENS}|weekend|around|after closing|before opening`],
  ),

  // ── After the job ────────────────────────────────────────────────────
  // Cooler weather slows curing (the aftercare guide).
  q("ho5-after-1", "tint went on in december and 10 days later its still a little hazy", [
    "cool|cold|slow|winter|weeks|longer",
  ]),
  // The outside of the glass is untreated (the aftercare guide); the inside waits about a week.
  q("ho5-after-2", "gonna detail the car this weekend, tint went on thursday, anything i should skip", [
    `${A_WEEK}|${OUTSIDE_AS_USUAL}|inside`,
  ]),
  q("ho5-after-3", "six months later one corner of the tint is starting to peel, is that covered", [
    `warranty|${MANUFACTURER}`,
    `${PHONE}|${CLAIM_PAPERS}`,
  ]),
  // A scratch is not among the defects the certificate lists: the phone, no promise.
  q(
    "ho5-after-4",
    "my kid scratched the tint on the back door with his car seat buckle, does the warranty cover that",
    [PHONE],
    SAYS_SCRATCH_COVERED,
  ),
  q(
    "ho5-after-5",
    "a rock cracked my rear glass and the glass company is putting in a new one, what happens with the tint",
    [NEW_FILM],
    SAYS_CRACKED_GLASS_COVERED,
  ),
  q(
    "ho5-after-6",
    "old parking permit sticker on the inside of the back glass, how do i get it off without wrecking the tint",
    [`razor|scraper|blade|${PHONE}`],
  ),
  q("ho5-after-7", "lost my paperwork, can i get a copy of the warranty and receipt for my tint", [
    `${PHONE}|${EMAIL}|booking page|manage|confirmation`,
  ]),
  // Pockets unchanged after the curing period are not normal: call, and the installer comes back.
  // A rear defroster that stops working after the job is not in the facts: the phone.
  q("ho5-after-8", "my rear defroster quit working a couple weeks after the tint, could the film do that", [
    `${PHONE}|call|${QUOTE}`,
  ]),
  q("ho5-after-9", "i pressure wash the truck every weekend, anything different now that it has ppf on the front", [
    PPF_EDGES,
  ]),

  // ── Doubts and objections ────────────────────────────────────────────
  q(
    "ho5-doubt-1",
    "why so expensive, theres a guy on marketplace who does whole cars for 150",
    [`${HEAT}|${FADES}|${CERAMIC}`],
    ["we price match", "we'll match", "we will match", "price match"],
  ),
  q("ho5-doubt-2", "honestly is ceramic tint just marketing hype", [HEAT]),
  q("ho5-doubt-3", "am i going to get pulled over with your tint", [`${FRONT}|${METERED}`]),
  // Licences and insurance are not in the facts: the phone, and no claim.
  q(
    "ho5-doubt-4",
    "is this a legit registered business or just some dude with a van, got proof of insurance if you ding my car",
    [PHONE],
    [...SAYS_LICENSED, ...SAYS_INSURED],
  ),
  // Samples against the customer's own glass before the choice; a redo or refund is not said.
  q("ho5-doubt-5", "what if i see it on the car and hate how dark it is", [`${SAMPLES}|${PHONE}`], SAYS_MONEY_BACK),
  // The site has a reviews page; no count is a fact: the phone or the page, and no invented figure.
  q("ho5-doubt-6", "how many reviews do yall have", [`${PHONE}|/reviews`], SAYS_REVIEW_COUNT),
  q("ho5-doubt-7", "my last tint bubbled in a year, why would yours be different", [
    `warranty|${MANUFACTURER}|${CERAMIC}`,
  ]),
  q("ho5-doubt-8", "salesman told me i need tint for skin cancer protection, is that real or a sales pitch", [UV]),
  q("ho5-doubt-9", "how long have you been around, are you a real business", [FOUNDED]),
];
