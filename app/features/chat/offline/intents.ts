// What a visitor is asking, found by regular expressions over the normalized
// text. Each intent is one rule of the table below; a message may match
// several, and priorities.ts decides which of them are answered.

import { bookedTimeReadings } from "./booked-time-readings.ts";
import { bookingTimeReadings } from "./booking-time-readings.ts";
import { GLASS_BROKEN } from "./broken-glass.ts";
import { priceReadings } from "./price-readings.ts";

export type Intent =
  | "injection"
  | "offTopic"
  | "greeting"
  | "thanks"
  | "bye"
  | "help"
  | "bot"
  | "openNow"
  | "hours"
  | "phone"
  | "email"
  | "contact"
  | "person"
  | "location"
  | "mobile"
  | "areaList"
  | "areaCheck"
  | "distance"
  | "zips"
  | "services"
  | "ceramic"
  | "shades"
  | "law"
  | "price"
  | "quote"
  | "book"
  | "discount"
  | "shop"
  | "reviews"
  | "about"
  | "payment"
  | "warranty"
  | "deposit"
  | "shipping"
  | "giftCard"
  | "contents"
  | "care"
  | "removal"
  | "storm"
  | "permission"
  | "dayOf"
  | "duration"
  | "cure";

/** Intents about the conversation itself rather than the business. */
export const CONVERSATIONAL: ReadonlySet<Intent> = new Set([
  "greeting",
  "thanks",
  "bye",
  "help",
  "bot",
  "injection",
  "offTopic",
]);

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** "Will you let me know before you come?": the booking's reminder (topic-answers.ts answers it). */
export const REMINDER_ASKED =
  /\b(let me know|remind\w*|notify|heads.?up|text me|call me|ping me)\b.{0,24}\b(before|beforehand|on (the|your) way|headed (over|out)|coming)\b|\bconfirm\w*\b.{0,24}\b(the (day|night) (before|prior)|a day ahead|ahead of time|beforehand)\b|\bstill coming\b|\breminders?\b|\b(texts?|e-?mails?|messages?|calls?|notifications?)\b.{0,30}\b(ahead of|before) (my|the|our) (appointment|appt|booking|visit|install\w*)\b|\bso (i|we) (don'?t|do not|won'?t) forget\b|\b(send|text|email)s? (me |out )?(a |any )?confirmations?\b|\bconfirm (the|my|our) (appointment|appt|booking|time|visit)\b|\b(do|will) (you|u|y'?all)( guys)? confirm\b|\b(do|will) (you|u|y'?all)( guys)? (send (a |any )?)?remind\w* (me|people|us|customers|clients|folks|everyone|any ?one)\b|\b(remember|keep track of) (it )?(myself|on my own)\b|\bremind\w* (me|us) (of|about) (the|my|our|an?) (appointment|appt|booking|time|visit|install\w*)\b/;

/** "How far ahead can I book?", "book 3 months out", "how far out does the calendar go": the booking page's horizon. */
export const HORIZON_ASKED =
  /\bhow (far|long|many (days|weeks|months)) (ahead|out|in advance|into the future)\b.{0,25}\b(book|schedul|reserv|get (in|on))\w*|\bhow far (ahead|in advance) (can|do|does|will|should)\b|\b(book|schedul\w*|reserve)\w*\b.{0,25}\b(\d+|a|one|two|three|four|five|six|several|a few|a couple( of)?) (months?|weeks?|days) (out|ahead|in advance|from now)\b|\bhow far (out|ahead|in advance|into the future)\b.{0,20}\b(calendar|schedule|availability|booking page)\b/;

/** "Do I have to hang around?", "can I go to work while you tint it?": being there for the whole job (topic-answers.ts). */
export const STAY_ASKED =
  /\b(do|will|would|should|must) i (need|have|gotta|got) (to )?(be (home|there|present|around|on site)|stay (home|there|around|put|with|while|during|for the|the whole)|hang (around|out)|stick around|wait around|watch (you|them|the (crew|installers?|guys?)))\b|\bcan i (leave|go (to work|out|about my day|run errands|do errands)|run errands|head (out|off|to work))\b(?! (the|my|it|them|a|windows?)\b)/;

/** What a film's metal could interfere with: the phone, GPS, the radio and its antenna, a toll tag, a key fob. */
const SIGNAL_THINGS =
  /signals?|gps|phones?|radio|cell( service| signal| reception)?|wifi|wi-fi|bluetooth|antennas?|stations|reception|sunpass|toll ?(tags?|pass(es)?|transponders?)|transponders?|e-?z ?pass|keyless( entry)?|key ?fobs?|garage (door )?openers?|satellite|sirius( ?xm)?/
    .source;
/** "Will tint kill my radio stations?", "will my SunPass still work?", "cell service inside get worse?" */
export const SIGNAL_ASKED = new RegExp(
  `\\b(interfer\\w*|mess(es)? (up|with)|affect\\w*|block\\w*|kill\\w*|hurt\\w*|weaken\\w*|cut (out|off)|stop\\w*)\\b.{0,40}\\b(${SIGNAL_THINGS})\\b|\\b(${SIGNAL_THINGS})\\b.{0,40}\\b(interfer\\w*|still work\\w*|work (through|with)|get (worse|weaker)|worse|weaker|drop\\w*|affected|blocked)\\b`,
);

/** Two films set against each other ("carbon or ceramic", "why pay for ceramic when dyed is cheaper"). */
export const FILMS_COMPARED =
  /\b(ceramic|carbon|dyed|metallic)\b.{0,40}\b(or|vs\.?|versus|over|than|when|instead of|compared to)\b.{0,30}\b(ceramic|carbon|dyed|metallic)\b/;

/** "What does the package include?", "which panels get film?": what a package covers (vehicle-prices.ts). */
export const COVER_ASKED =
  /\b(includ\w*|cover(s|ed)?|come with|comes with|part of)\b|\bwhat do (i|you) get\b|\bwhat'?s in (it|the package)\b|\b(which|what) (windows|glass|panels|parts|areas|pieces|sections|spots)\b.{0,30}\b(get|gets|getting|done|tinted|filmed|film|covered|protected)\b/;

/** "Do you bring your own film and tools, or do I buy them?": what the crew brings to the visit. */
export const OWN_KIT =
  /\b(bring|supply|provide|have) (your own|ur own|the|all the|all your|your) (film|tools?|supplies|equipment|materials|gear)\b|\bdo i (need to |have to )?(buy|get|supply|provide) (the |my own |any )?(film|tools?|supplies|equipment|materials)\b/;

/** "My neighbour said to mention her name", "a referral bonus?": a referral, for which the site lists no reward. */
export const REFERRAL =
  /\breferr(al|ed|ing)\b|\brefer (a |my |your )?(friends?|neighbou?rs?|someone|people|family)\b|\b(mention|drop|give|use) (her|his|their|my \w+'?s?) name\b|\bsent (me|us) (to|your way)\b/;

/** "Can it go on outdoors, or do you need cover?": working in the open air, or under a roof. */
export const OUTDOORS =
  /\boutdoors?\b|\bin the open( air)?\b|\bopen air\b|\bout in the (sun|elements)\b|\bunder (a )?(cover|roof|shelter)\b|\bneed (a |any |some )?(cover|shelter|roof)\b/;

/** Film that has gone wrong on the glass: lifting, peeling, bubbling, coming off. */
export const FILM_FAULT =
  /\b(lifting|lifted|peeling|peeled|bubbling|bubbled|curling|coming (off|up)|came (off|up)|falling off)\b/;

export const INTENT_PATTERNS: [Intent, RegExp][] = [
  [
    "injection",
    /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|directions|previous|above|prior|everything)\b|\b(system|initial|hidden|original|developer|secret)\s+(prompt|message|instructions?)\b|\b(your|the)\s+(instructions|prompt|rules|guidelines|configuration|config)\b|\b(jailbreak|developer mode|dan mode|do anything now|prompt injection)\b|\b(pretend|roleplay|role play|role-play|you are now|from now on you|new persona|simulate)\b|\brepeat\b.{0,30}\b(above|instructions|prompt|text above|words above)\b|\b(print|show|reveal|output|display|dump|leak)\b.{0,30}\b(prompt|instructions|rules|configuration|key|secret|password|env|environment|database|source code)\b|\b(api key|apikey|password|credentials|env variables?|environment variables?|admin access)\b|\b(pwned|hacked)\b|\bact as (a|an|my|if)\b|\b(sudo|root access)\b/,
  ],
  [
    "offTopic",
    /\b(weather|forecast|poem|joke|story|recipe|homework|essay|python|javascript|program|stock market|stock prices?|crypto|bitcoin|sports?|football|basketball|super ?bowl|world series|nfl|nba|movie|song|lyrics|president|election|politic\w*|capital of|translate|meaning of life|girlfriend|boyfriend|dating|lottery|casino|bet)\b|\b\d+ ?(?:[+*x]|plus|times|minus) ?\d+\b/,
  ],
  ["greeting", /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo|sup|hola)\b/],
  ["thanks", /^(thanks|thank you|thx|ty|cheers|great|awesome|perfect|ok|okay|cool|got it|sounds good|nice)\b/],
  ["bye", /\b(bye|goodbye|good bye|see you|see ya|that's all|thats all|have a good)\b/],
  [
    "help",
    /\b(what can you (do|help)|what do you know|how does this work|what can i ask|help me|can you help)\b|^help$/,
  ],
  [
    "bot",
    /\b(are you|r u|is this) (a |an )?(bot|robot|human|real person|person|ai|machine|chatgpt|gpt)\b|\bwho am i (talking|speaking) to\b|\b(am i|are we) (talking|speaking|chatting) (to|with) (a |an )?(bot|robot|human|real person|person|ai|machine)\b|\bwhat are you\b/,
  ],
  [
    "openNow",
    /\b(open|closed)\b.{0,15}\b(now|right now|today|tonight|currently|at the moment|yet)\b|\b(are|r) (you|u|y'all|yall|you guys|u guys|you all)( guys)? (still |currently |even |already )?(open|closed)\b|\b(you|u|y'?all)( guys)? still (up|there|around|open|working|awake)\b|\bopen (rn|rite now)\b|^(you|u|y'?all|yall)( guys)? (still )?(open|closed)\b|\bstill open\b|\bopen right now\b|\bis (elite|the business|anyone) (open|available) now\b|\b(any ?(one|body)|some ?(one|body)|you|u|y'?all)( guys)? (still )?(there|around|up|in|working|available)\b.{0,20}\b(now|rn|today|tonight|this (early|late|morning|afternoon|evening)|yet|still|at this hour)\b|^(still )?(open|working) (today|tonight|now|rn|this (morning|afternoon|evening))\b|\b(still )?(taking|answering|picking up|responding to|replying to|checking|reading) (calls|the phone|phone calls|messages|texts|the chat|chats|dms|emails)\b.{0,20}\b(now|rn|tonight|today|still|this late|this early)\b|\bstill (taking|answering|picking up|responding to|replying to|checking|reading) (calls|the phone|messages|texts|the chat|chats|dms|emails)\b/,
  ],
  [
    "hours",
    /\bhours\b|\bopening times?\b|\bwhat time\b|\bwhen (are|do|will|r) (you|u|y'?all)( guys)? (open|close)\b|\bhow (early|late) (are|do|will|r|can|does) (you|u|y'?all|anyone|someone|somebody|the (shop|office|business))( guys)? (open|close|closed|work|stay|be open|start|answer)\b|\b(ur|your|yer) (ours|hrs|hors|hous)\b|\b(open|close|closed|work|available) on (the )?(sundays?|saturdays?|weekends?|holidays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)\b|\bweekends?\b|\bon (the |a )?(saturdays?|sundays?|weekends?|holidays?)\b|\bwhat days\b|\bdays (are you|do you)\b|\bopen (every|7) days\b|\bwhen are you available\b|\bbusiness hours\b|\b(come( out)?|be (there|here)|start|show up|get here)\b.{0,20}\b\d{1,2}(:\d\d)? ?(am|pm)\b|\b(get|i'?m|we) off (work (at )?|at )\d{1,2}(:\d\d)?\b|\b(get|i'?m|we) off \d{1,2}(:\d\d)? ?(am|pm)\b|(?<!\d ?)\bhrs\b|\bafter work\b|(^|\b(you|u|y'?all|ya|guys|still|be) )open\b.{0,12}\b(at|by|before|till|until|around) \d{1,2}(:\d\d)?\b|\bmy time\b(?! ?slots?)|\btime ?zone\b|^(and |what about |how about )?(on )?(sundays?|saturdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)$|\b(sundays?|saturdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)\b.{0,30}\b(could|can|would|will) (you|u|y'?all)( guys)? (come|make it|do it|be (here|there|out))\b/,
  ],
  [
    "phone",
    /\b(phone|telephone|cell) (number|#)\b|\byour (phone|number|cell)\b|\bcall (you|us|elite)\b|\bnumber to call\b|\btext (you|us)\b|\bwhat'?s (the|your) number\b|\bcan i (call|text|phone)\b|\bphone you\b|\bby phone\b|^(phone|number|phone number)$/,
  ],
  ["email", /\be-?mail\b/],
  [
    "contact",
    /\b(contact|get in touch|reach (you|out|elite|someone|a person)|talk to (someone|a person|a human|somebody))\b/,
  ],
  // Asking for a person: the phone, the hours and a call back (never "I can only help with ...").
  [
    "person",
    /\b(real|live|actual) (person|human|people)\b|\bhumans?\b|\b(customer service )?representative\b|\b(speak|talk|chat) (to|with) (someone|somebody|a person|anyone|the owner|an? (agent|rep|employee))\b|\b(some|any)one (to )?call me\b|\bcan someone call\b|\bwho (do|should|can) i (talk|speak) to\b|\bcomplain\w*\b|\bthe owner\b|\b(talk|speak|chat) (to|with) (him|her|them) (directly|personally|in person|myself)\b|^(agent|operator|person|rep)$/,
  ],
  [
    "location",
    /\bwhere (are|is) (you|u|your|elite|the business|the company)\b|\bwhere are you guys\b|\blocated\b|\blocation\b|\baddress\b|\bwhere (are you )?based\b|(?<!\bfor )\b(your|ur|yalls?|y'?all'?s|a)( real| physical| actual| brick and mortar)? (shop|storefront|store front|office|garage|building|showroom)\b|\b(shop|store|office|garage|showroom) (at|is)? ?where\b|\bvisit (you|your)\b|\bdrop (off|my)\b|\bwhat (county|town|city) (are|r|is) (you|u|y'?all|elite|the business)\b|\bbring (my|the|in) (car|truck|suv|vehicle|van)\b|\bwhat town\b/,
  ],
  [
    "mobile",
    new RegExp(
      String.raw`\bmobile\b|\bcome to (me|my|you|your|us|our|the house|the office|where i)\b|\b(do|will|can|would) (you|u) (come|travel|drive)( out)?\b|(?<!look )\bat my (home|house|work|office|job|place|apartment|condo|business)\b|\bwhile (i'?m|im|i am|we'?re|we are) (at work|at the office|on the job|working)\b|\bon.?site\b|\bdriveway\b|\bin my garage\b|\bhouse calls?\b|\bstreet parking\b|\bpark(ed)? on the street\b|\bno (driveway|garage)\b|\bapartment (complex|parking)\b|\bdo i (bring|drop|take) (it|my car|the car|the truck|it off)\b|\bbring (it|my car|the car|the truck) (somewhere|to you|in)\b|\bdrop (it|my car|the car|the truck) off\b|\bwhere do i (bring|take|drop)\b|${OUTDOORS.source}`,
    ),
  ],
  [
    "areaList",
    /\b(what|which) (areas?|towns?|cities|places|counties|locations|zip codes)\b|\b(list|name|tell me|show me)\b.{0,25}\b(city|cities|towns?|areas|places)\b|\b(every|all the|all your) (city|cities|towns?|areas)\b|\bservice areas?\b|\bareas? (do )?(you )?(serve|cover|service)\b|\bwhere do (you|u) (go|serve|service|work|travel|cover)\b|\bhow far (do|will|would) (you|u) (go|travel|come|drive)\b|\b(farthest|furthest|most distant)\b|\bwhere (can|will) you (go|come)\b/,
  ],
  [
    "areaCheck",
    /\b(do|does|can|will|would) (you|u|elite|y'all|yall)( guys)? (serve|service|cover|come (out )?to|go (out )?to|travel to|drive to|work in|install in|tint in|do jobs in|come out to)\b|\b(serve|service|cover)s? (my|our|the) (area|town|city|zip)\b|\bin (your|the) service area\b|\b(i live|we live|i'm|i am|we're|we are|located|based|i'm located|i'm based) in\b|\bdo you do (work|jobs|tint|tinting) (in|around)\b|\bare you in\b|\bin my area\b/,
  ],
  [
    "distance",
    /\bhow far\b|\bdistance\b|\bhow many miles\b|\bmiles\b|\bfar (away|from)\b|\bhow much (farther|further|closer)\b|\b(farther|further) (away|out)\b|\bhow long (does it take )?to (get|drive)\b|\bhow close\b/,
  ],
  ["zips", /\bzips?\b|\bpostal\b|\bzip ?codes?\b|\bcounty\b/],
  [
    "services",
    /\bservices?\b|\bwhat (do|can|else do) (you|u) (do|offer|tint|install|provide)\b|\bdo (you|u|y'all|yall|you guys) (do|offer|tint|install|provide|work on)\b|^(you|u|y'all|yall)( guys)? (do|offer|tint|install|work on)\b|\b(be )?able to (do|tint|install|work on)\b|\bcan (you|you guys) (tint|do|install)\b|\bwhat (kind|type)s? of (work|jobs)\b/,
  ],
  [
    "ceramic",
    new RegExp(
      `\\bceramic\\b|\\bdyed\\b|\\bcarbon\\b|\\bmetallic\\b|\\b(types?|kinds?) of (tint|film)\\b|\\bdifference between\\b|\\bwhat does (the |window )?(tint|film) do\\b|\\bbenefits? of\\b|\\bwhy (tint|get tint|should i tint)\\b|\\bwhy (would|is|are|will) (yours|your (tint|film|stuff))\\b.{0,20}\\b(different|better|last)\\b|\\bskin cancer\\b|\\bskin (damage|protection)\\b|\\bis (tint|tinting) worth\\b|\\b(help|reduce|cut|block|stop)s? (with |the )?(glare|heat|uv|sun)\\b|${SIGNAL_ASKED.source}|\\b(car|truck|suv|van|vehicle|ride|jeep)\\b.{0,40}(\\b(oven|sauna|furnace|hot ?box)\\b|\\b(so|too|really|super|crazy|unbearably) hot\\b|\\bhot inside\\b)|\\bhot in (my|the) (car|truck)\\b|\\bkeep (the car|my car|the truck|my truck) cool(er)?\\b|\\bwhy (is|are) (yours|your (price|tint|film)s?|you|you guys)( so)?( much)? (more|higher|pricier|expensive)\\b|\\bso much more (than|expensive)\\b`,
    ),
  ],
  [
    "shades",
    /\bshades?\b|\bpercentages?\b|\bhow dark (are|is|do)\b|\bwhat (%|percent|pct)|\bwhich (%|percent)|\blightest\b|\bwhat (tint )?(levels|darkness)\b|\b(every|all|list|which|what)\b.{0,20}\b(darkness(es)?|darkness levels|tint levels|levels of (tint|darkness))\b|\b(you|u|y'all|yall|you guys)( \w+)? (have|carry|stock|offer|sell|install|do)( \w+)?( a)? \d{1,2} ?%/,
  ],
  [
    "law",
    /\blegal\b|\blegally\b|\blaws?\b|\bwhy (can'?t|cant|won'?t|wont|wouldn'?t|wouldnt) (you|u|y'?all)( guys)? (just )?(do|go|put|install|tint|give)\b.{0,20}\b\d{1,2} ?(%|percent)|\billegal\b|\ballowed\b|\bhow dark\b|\bdarkest\b|\bdark can\b|\blimits?\b|\bvlt\b|\btickets?\b|\bcops?\b|\bpolice\b|\bpulled over\b|\bstatutes?\b|\bmedical\b|\bexemption\b|\blupus\b|(?<!(back|rear) )\bwindshields?\b|\bvlt\b|\breflect\w*\b|\bmirror(ed)?\b|\bas-?1\b|\blimo\b|\bpenalt\w*\b|\bcompliant\b|\bperforated\b|\btolerances?\b|\bflorida (rules?|requirements?)\b|\binspections?\b|\bstreet legal\b|\bfilm (plus|and|\+|with) (the )?glass\b|\bglass (plus|and|\+) (the )?film\b|\bin florida\b.{0,20}\b(tint|dark)\b|\b(can'?t|cannot|can not|not allowed to) (tint|film|darken)\b/,
  ],
  [
    "price",
    /\bprices?\b|\bwhat'?s the damage\b|\bhow (mutch|mch|muc)\b|\bpricing\b|\bpriced\b|\bcosts?\b|\bhow much\b|\bcharge\b|\brates\b|\bexpensive\b|\bcheap(er|est)?\b|\bafford\w*\b|\bbudget\b|\$\s?\d|\bfees?\b|\bballpark\b|\b(need|give me|want|got|send me) (a|the|your) (number|figure)\b(?! (i|to|we|you) (can |could )?(call|text|reach|ring))|\bwhat (do|would|will) (you|u|y'?all)( guys)? (ask|want|get)\b|\bwhat do you charge\b|\bwhat('?s| is| would be| will be) (the|my) total\b|\bwhat('?s| would| will| does| did| do) (it|that|this|they|each( one)?|both|either) run\b|\brun me\b|\bone price\b|\bflat (rate|fee)\b|(?:^|\s)\$+(?=\s|$)|\bwhat (would|will|does|do) (that|it|this|they) (be|come to|cost)\b|\bthe \$?\d{3,4}(\.\d\d)? (for|includ\w*|price|package|one)\b|\bpackages?\b.{0,40}\b(includ\w*|cover\w*|come with)\b|\bgo(es)? for\b|\bmoney.?wise\b|\blooking at\b.{0,12}\b(money|cost|price|\$)|\bthe extra for\b|\bwhat (would|will|does) .{0,50}\brun\b|\bper (truck|car|vehicle|window)\b|\btotal\b|\b(do|does|doing|did|tint|tints|install)\b.{0,30}\bfor \$?(?!(19|20)\d\d\b)\d{3,4}\b(?! ?(%|percent|miles?|mi|sq\w*|square|feet|ft|hours?|days?|years?))/,
  ],
  [
    "quote",
    /\bquotes?\b|\bestimates?\b|\bsign up\b|\bget started\b|\bhire you\b|\bget (it|my car|my windows) (done|tinted)\b|\bcall me back\b|\bcontact me\b|\bget (my|the|our) (car|truck|suv|van|windows|house|home) tinted\b|\bwant to get\b.{0,30}\btinted\b/,
  ],
  // Booking a time: the booking page (/book) takes it, with what the conversation named preselected.
  [
    "book",
    /\bbook(ing|ed)?\b|\bappointments?\b|\bschedul\w*\b|\breserve\b|\bavailability\b|\bnext (available|opening)\b|\bset up a time\b|\bwhen can (you|someone) (come|do|fit|make it)\b|\b(come|someone) (out )?(and |to )?measure\b|\b(someone|somebody|you|u|y'?all|a (tech|guy|person)) (to )?(come )?(out )?(and )?(look at|see|check out|take a look at|measure) (my|our|the) (house|home|windows|place|office|property)\b|\bhow soon\b|\bearliest\b|\bsoonest\b|\bopenings?\b|\b(time )?slots?\b|\b(do|come|fit|tint|make it|get|swing|stop|pop|drop)\b.{0,25}\b(today|tomorrow|this week(end)?|next week)\b|^(so )?(can|could) (you|u|y'?all)( guys)? (do|come( out)?|make it|fit (me|us) in)( on)?( this| next)? (mon|tues|wednes|thurs|fri|satur|sun)day( then)?$|\b(come( out| by)?|get (here|there|out)|be (here|there|out))\b.{0,15}\b(in|within)\b.{0,20}\b(hours?|hrs?|minutes|mins)\b|\b\d{1,2}(:\d\d)? ?(am|pm)\b.{0,30}\bcan (i|we) (get|have|grab|take|book)\b|\bcan (i|we) (get|have|grab|take|book) (a |an |the )?(time|slot|spot|appointment )?(at |for )?\d{1,2}(:\d\d)? ?(am|pm)\b/,
  ],
  [
    "discount",
    new RegExp(
      String.raw`\bdiscounts?\b|\bcoupons?\b|\bpromo\w*\b|\bdeals?\b|\bspecials?\b|\bfirst[- ]?tim(e|ers?)\b|\bnew customers?\b|\b\d+ ?(%|percent)? off\b(?! (of )?(you|u|y'?all|yall)\b)|\bany offers?\b|\bsavings?\b|${REFERRAL.source}`,
    ),
  ],
  [
    "shop",
    /(?<!\b(glass|body|repair|auto|tire|the|my|our|his|her|their|coffee|barber|nail|print|another|other|different|some|tint|local|cheap|that|one) )\b(online )?shop\b(?! (rags?|towels?|vac|lights?))|\bonline store\b|\bbuy\b|\bproducts?\b|\bsell\b|\bpurchase\b|\bgift ?cards?\b|\baftercare kit\b|\bcheckout\b/,
  ],
  [
    "payment",
    /\bpay (by|with|in|cash|card)\b|\bpayments?\b|\bcredit cards?\b|\bdebit\b|\bcash\b|\bcheques?\b|\bpersonal checks?\b|\b(with|by) (a |my )?(check|chk)\b|\b(take|accept)s? (checks?|cards?)\b|\bvenmo\b|\bzelle\b|\bpaypal\b|\bapple pay\b|\bgoogle pay\b|\bcash ?app\b|\bfinanc(e|ing)\b|\bbitcoin\b|\bcrypto\b|\bklarna\b|\bafterpay\b|\bdeposit\b|\bpay (it |this |that )?(off|over time|monthly|in (parts|pieces|chunks|installments))\b|\bmonthly payments?\b|\bpayment plan\b|\bhalf now\b|\bpay (half|part|some)( of it)? (now|later|next)\b|\bsplit (it|the (cost|price|bill|payment))\b|\b(bill|invoice) (it to )?(the|my|our|a) (business|company|employer|boss|work)\b|\b(company|business|employer|boss) (is )?(paying|pays|covers|covering|picks up the (bill|tab))\b/,
  ],
  [
    "warranty",
    /\bwarrant(y|ies|eed)\b|\bguarantee[sd]?\b|\b(tint|film) coverage\b|\bwhoever buys\b|\bnew owner\b|\btransfer\w*\b.{0,30}\b(warranty|coverage|buyer)\b|\b(is|are|would|will|be) (that|it|this|they) covered\b|\bbe covered\b|\b(file|make|submit|open|put in) (a |my )?(warranty )?claim\b|\b(need|have|want) to (make a |file a )?claim\b|\b(paperwork|papers|documents?|receipts?|invoices?)\b.{0,40}\b(claim\w*|warrant\w*)\b|\b(film|tint) (goes|went|going) bad\b|\bmakes? (it|this|that) right\b|\bwho (covers|stands behind|backs)\b|\b(film|tint) (brand|maker|manufacturer)\b|\b(months?|years?|weeks?) (later|in|after|on)\b.{0,60}\b(lift\w*|peel\w*|bubbl\w*|curl\w*|yellow\w*|fad\w*|purple|cloudy)\b|\b(lift\w*|peel\w*|bubbl\w*|curl\w*|yellow\w*)\b.{0,40}\b(months?|years?) (later|in|after|old)\b|\b(you|u|y'?all|yall)( guys)? (did|done|installed|tinted|put)\b.{0,60}\b(lift\w*|peel\w*|bubbl\w*|curl\w*|purple|coming (off|up)|came (off|up)|falling off)\b/,
  ],
  // The booking's deposit and its rules for changing or cancelling a time.
  [
    "deposit",
    /\bdeposits?\b|\bup ?front\b|\bdown ?payment\b|\b(money|cash|anything|something) down\b|\bgrab a (slot|spot|time)\b|\bswitch (my|the) (slot|time|appointment|booking|day|date)\b|\bseparate from the (price|total)\b|\bon top of the (price|total|tint|job|work|cost)\b|\bput (\w+ )?down\b|\bpay (anything|something|money) (before|ahead|first|in advance)\b|\b(hold|lock( in| down)?|secure) (a|my|the|our) (time|spot|slot|date|appointment|appt)\b|\b(push|move|bump|shift)\w* (it|that|this|them)( back| out)? (to|till|until) (next|another|a (later|different)|later|the following|(mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bpay\w* (\w+ )?in advance\b|\bcancel\w*\b|\breschedul\w*\b|\brefund\w*\b|\bmove my (appointment|booking|time)\b|\b(chang\w*|switch\w*|mov\w*|push\w*( back)?|swap\w*) (my|the|our|a) (appointment|appt|booking|time|date|day|slot|time slot|spot|reservation)\b|\bcut ?off\b.{0,30}\b(chang\w*|cancel\w*|mov\w*|switch\w*|book\w*|appointments?|appts?|slots?)\b|\b(how much notice|how late can i|how close to)\b.{0,40}\b(chang\w*|cancel\w*|mov\w*|switch\w*)\b|\bget (it|my money) back\b|\b(held|hold|holds|kept|reserved)\b.{0,25}\b(while|when|till|until) (i|you|we) (pay|check ?out)\b|\bhow long (is|are|will|do you|does) (a |my |the )?(time|slot|spot|time slot|appointment)s? (\w+ )?(held|hold|kept|reserved)\b|\bhow (long|much time) do (i|we) (have|get) to (finish |complete )?(pay\w*|check\w* ?out)\b|\b(check ?out|payment|paying)\b.{0,30}\b(timer|countdown|count down|time limit|times? out)\b|\b(timer|countdown|count down|time limit)\b.{0,30}\b(check ?out|payment|paying|pay)\b/,
  ],
  [
    "shipping",
    /\bship(s|ping|ped)?\b|\bdeliver(y|ed|s)?\b|\bmail (it|them)\b|\b(local )?pick ?up (my|the|an?) (order|kit|cleaner|products?|stuff)\b|\blocal pick ?up\b|\bpick (it|them) up\b|\bpickup instead\b|\bhow (quick(ly)?|fast|soon|long)( \w+)? (does|will|would|do|did) (it|they|the (order|kit|package|box|card)|my (order|kit|package|stuff)) (take to )?(get|arrive|come|show up)\b/,
  ],
  [
    "giftCard",
    /\bgift ?(cards?|certificates?|certs?|vouchers?)\b|\bgiftcards?\b|\bas a (gift|present)\b|\bpay (ahead|in advance) for (her|him|them|my \w+)\b|\bredeem\w* (it|the card|a card|the gift|my gift|the code|a code)\b|\b(buy|get) (it )?for (my|a) \w+ as a present\b|\bgift\b.{0,50}\bthe card\b|\bthe card\b.{0,50}\bgift\b/,
  ],
  [
    "contents",
    /\bwhat'?s (actually |really )?(in|inside|included|in the box)\b|\bwhat (is|comes) (in|with)\b|\bwhat does (it|the \w+( \w+)?) (come with|include)\b|\bwhat do (i|you) get (in|with)\b|\bdifference between the (standard|pro)\b|\bwhat (\w+ )?(tools|items|things|products|pieces|bottles?) (are|come|comes) (in|with|included)\b|\bwhat (are|is) the (\w+ )?(contents?|pieces)\b/,
  ],
  [
    "care",
    /\bclean\w*\b|\bwash(ing)? (my |the )?(tinted |new )?(windows?|glass|tint|car|truck|suv)\b|\bwindex\b|\bammonia\b|\bglass cleaner\b|\bwip(e|ing)\b|\bpaper towels?\b|\bmicrofiber\b|\bcare for\b|\btake care of\b|\bmaintain\w*\b|\bscrub\w*\b|\bsteel wool\b|\bmagic erasers?\b|\bvinegar\b|\bdetail(ing)? (the |my )?(car|truck|suv|inside|interior)\b|\bpressure.?wash\w*\b|\bpower.?wash\w*\b|\bsuction.?cups?\b|\b(stickers?|decals?|(phone |dash ?cam |gps )?mounts?|tags?)\b.{0,30}\bon (the |my )?(tinted |new )?(tint|film|glass|windows?)\b|\b(use|put|rub)\b.{0,30}\bon (the |my )?(tint|film|tinted (windows?|glass))\b|\b(rags?|towels?|cloths?)\b.{0,30}\b(tint|film)\b|\bcar ?wash\b|\brun (it|my car|the car|the truck) through\b/,
  ],
  [
    "removal",
    /\bremov\w*\b|\b(get|tak|strip|peel|pull|scrap)\w* (the |that |this |my |all )?(old|existing|previous|bad|cheap) (\w+ )?off\b|\bstrip\w* (off )?(the |my |old )*(tint|film)\b|\b(tint|film) (stripp?ing|removal)\b|\btake (it|the (old )?(tint|film)|old (tint|film)) off\b|\bget (the |my )?(old )?(tint|film) off\b|\btak(e|ing) off (the |my )?old\b|\b(take|get|strip|peel) (that|this|those|the|it|my) (\w+ )?off\b|\bget rid of (it|the|my|that|this)\b|\b(get|take) (it|them) off\b|\bpeel (it|the (old )?tint) off\b|\b(take|get|peel|strip) off (the |my )?(old )?(\w+ )?(tint|film)\b|\b(dark|tint|film)\b.{0,80}\bfix (it|them|that|this)\b|\bredo\b|\b(old )?(tint|film) (comes?|coming) off\b|\bwhen (you|u) (take|peel|strip) (the )?old\b|\b(tint|film)\b.{0,60}\b(strip|peel|scrape|pull)\w* (it|them|that|this)\b|\b(already|existing|old|previous|aftermarket|leftover)\b (\w+ )?(tint|film)\b.{0,20}\b(on (it|there|them|the|my|our)|in place)\b/,
  ],
  [
    "storm",
    /\bhurricane\w*\b|\bstorms?\b|\bimpact\b|\bshatter\w*\b|\b(security|safety|anti.?theft) film\b|\bsecurity\b(?! deposit)|\bbreak.?ins?\b|\bsmash\w*\b|\bholds? (the )?glass together\b|\bburglar\w*\b|\bbullet.?proof\b/,
  ],
  [
    "permission",
    /\bhoa\b|\bhomeowners?'? association\b|\bassociation\b|\bcovenants?\b|\blandlord\w*\b|\blease\b|\bproperty manag\w*\b|\bmanaged (office )?building\b|\bbuilding (management|manager)\b|\b(i|we) rent\b|\b(renters?|tenants?)\b|\brent(ing|ed)? (my|the|our|an?) (office|space|unit|apartment|house|home|store|condo|place)\b|\b(its|it's|it is|the car is|my car is) (a )?leas(e|ed)\b/,
  ],
  // New film drying: the windows kept up, haze and water pockets (cure-answer.ts).
  [
    "cure",
    /\bcur(e|es|ed|ing)\b|\b(roll|put|lower)\w* (my |the |them |it |a )?(windows? )?down\b|\bwindows? down\b|\bwindows? (go|come|be|get|roll) (back )?down\b|\bwindows? (stay|kept|have to stay|need to stay) (up|closed|shut)\b|\bhaz(e|y)\b|\bcloudy\b|\bmilky\b|\bfogg?(y|ed)\b|\bblurry\b|\bcrack (the |my )?windows?\b|\bdott(ed)? (border|band|edge)\b|\bdot matrix\b|\bwindow went (all the way )?down\b|\b(tint|film)\b.{0,25}\bdry\b|\b(help|make|let|get) (it|them|the (tint|film)) dry\b|\bdry(ing)? (out|faster|quicker|up)\b|\bwater (pockets?|spots?|bubbles?)\b|\b(little |small |tiny )?bubbl\w*\b.{0,40}\b(new|normal|just|fresh|yesterday|day|days|weeks?|still)\b|\bdefrost\w*\b|\b(dirt|dust|debris|hair|specks?)\b.{0,30}\b(under|behind|in) (the |my |our )?(new )?(tint|film)\b/,
  ],
  // How long the job takes (not the film's curing: the content answers that).
  [
    "duration",
    /\bhow long (does|will|would|did) (it|the (job|install\w*|tint\w*|work|appointment)|installation|tinting|you) (take|last)\b|\bhow long (does|will|would) (it |(an?|my|the|our|your)( \w+){1,2} )?take\b|\bhow many hours\b|\bhow long (are|will|would) (you|u|y'all|yall|the installers?)( guys)? (be )?(here|there|at (my|the|our))\b|\bhow long is the (job|install\w*|appointment)\b|\b(make|makes|making) (it|the (job|appointment|appt|install\w*)) (take )?longer\b|\b(take|takes) (any )?longer\b|\badds? (more )?(time|hours)\b|\bhow long (would|will|do|does) (you|u|y'all|yall)( guys)? (need|keep|have) (my|the|our|your) (car|truck|suv|van|vehicle)\b/,
  ],
  [
    "dayOf",
    new RegExp(
      `${REMINDER_ASKED.source}|\\b(have|get) (\\w+ )?ready\\b|\\bprepare\\b|\\bday of\\b|\\bwhat (to|should i) expect\\b|\\bwhat happens (on|when|during)\\b|${STAY_ASKED.source}|\\bgarage\\b|\\bcarport\\b|\\bcanopy\\b|\\bneed (from me|to provide)\\b|\\b(give|provide|have) (you|u|y'?all) (any )?(water|power|electricity|an? (outlet|hose))\\b|\\b(need|bring) (your own |my )?(water|power|electricity|an? (outlet|hose))\\b|${OWN_KIT.source}|\\bhow much (room|space)\\b|\\bhook (up )?(to|into) (my|the|a|an) (hose|outlet|power|water)\\b|\\banywhere special\\b|\\bneed a (garage|special place|spot)\\b|\\broom (around|to work)\\b|\\bwhat (do|will) (you|u|y'?all|the (crew|installers?))( guys)? do when\\b|\\bwhen (you|u|y'?all|the crew) (get here|arrive|show up|come)\\b|\\bbefore (you|u|y'?all|the crew) (show|come|arrive|get)\\b|\\b(rain\\w*|weather|pouring|storms? (roll|come)s? in)\\b.{0,40}\\b(appt|appointment|install\\w*|the day|that day|booked|my (day|date|time))\\b|\\b(appt|appointment|install\\w*)\\b.{0,40}\\b(rain\\w*|weather)\\b`,
    ),
  ],
  [
    "reviews",
    /\breviews?\b|\bratings?\b|\bstars\b|\btestimonials?\b|\bwhat (do )?(customers|people|clients) say\b|\breputation\b|\bare you (any )?good\b|\b(you|u|y'?all|company|business|outfit|this)( guys)? (legit|legitimate|a scam|scammers|trustworthy|reputable)\b|\bcan (i|we) trust (you|u|y'?all)\b/,
  ],
  [
    "about",
    /\bhow long have you been\b|\bbeen (doing|in) (this|business|it)\b|\bin business\b|\bfounded\b|\bsince when\b|\bwho (owns|runs|is behind|started)\b|\babout (you|elite|the company|your company|the business)\b|\bexperienced?\b|\bowners?\b|\bhistory\b|\bfamily.?(owned|run|business)\b|\bfounders?\b|\bwho are you\b|\b(are|is) (you|u|y'?all|you guys|your (crew|installers?|guys|team))( \w+)? (licensed|insured|bonded|certified|trained)\b|\b(any|your|a) (licen[cs]es?|insurance|certifications?|credentials|training)\b|\b(carry|have|got|hold)( any| an?)? (liability |business )?(insurance|licen[cs]e)\b|\bbeen around\b|\bhow old is (the|this|your) (company|business)\b|\bwhen did (you|u|y'?all|the (company|business))( guys)? (start|open|get started|begin)\b/,
  ],
];

/** "On a day we're shut or after hours?": a business's film goes on around its own hours. */
export const AROUND_THEIR_HOURS =
  /\bafter (hours|close|closing|we close)\b|\bbefore (we |you )?open\w*\b|\b(were|we're|we are|when we'?re) (shut|closed)\b|\bday (were|we're|we are) (shut|closed)\b|\bweekends?\b|\b(off|slow|quiet) hours\b|\bovernight\b/;

/** A vehicle that belongs to someone else: leased, or rented. */
export const NOT_THEIR_VEHICLE =
  /\bleas(e|ed|ing)\b.{0,30}\b(car|truck|suv|van|vehicle|ride|jeep|it)\b|\b(car|truck|suv|van|vehicle)\b.{0,20}\bleas(e|ed|ing)\b|\brental (car|truck|suv|van|vehicle|jeep)\b|\b(car|truck|suv|van|vehicle|jeep|it)'?s? (is )?(a |just a )?rental\b|\brent(ed|ing)? (a |an |the )?(car|truck|suv|van|vehicle|jeep)\b/;

/** Film another installer put on, gone wrong or to be redone. */
const ELSEWHERE_FILM_FAULT =
  /\b(another|other|different|previous|last|some|cheap) (shop|guy|company|installer|place|tinter|tint shop|dealer(ship)?)\b.{0,80}\b(bubbl\w*|peel\w*|purple|lift\w*|fix|redo|messed|bad|crooked|dirt)\b/;

/** "Is it worth it for a house?": whether a service pays off, answered with what it does. */
export const WORTH_IT =
  /\b(is it|it'?s|its|is (home |house |window |the )?(tint|tinting|film))( really| even)? worth\b|\bworth (it|the money|the cost|doing|getting|having|the investment)\b/;

/** "What's the total?", "both together", "altogether": several things priced as one sum. */
export const TOTAL_ASKED =
  /\b(total|altogether|all together|combined|together|for both|both of (them|those|em)|the two of (them|em))\b/;

/** The rule that asks "do you serve …?": what follows it names the place. */
export const AREA_CHECK = INTENT_PATTERNS.find(([i]) => i === "areaCheck")![1];

/** Words that mark a question as being about the business's trade. */
export const DOMAIN =
  /\b(tint\w*|film|window\w*|glass|windshield|car|cars|vehicle|truck|suv|van|homes?|house|ppf|paint|ceramic|uv|heat|glare|warranty|cure|curing|install\w*|appointment|appts?|pay|payment|card|cash|boat|privacy|fade|fading|bubbl\w*|peel\w*|clean\w*|aftercare|roll|shade|dark|vlt|energy|sun|cool\w*|hot|signal|gps|remove|removal|purple|scratch\w*|security|safety|storefront|office|business|keystone|van|weekend|crestview|niceville|interior|infrared|skin|damage|streak\w*|licensed|insured|insurance|financing|finance|brand|brands|manufacturer|headlights?|taillights?|warranties|guarantee|discount|offer|deal|coupon|promo|quote|estimate|appointment|booking|toyota|honda|ford|chevy|chevrolet|gmc|dodge|jeep|ram|nissan|hyundai|kia|subaru|tesla|bmw|mercedes|benz|audi|lexus|acura|infiniti|mazda|volkswagen|vw|volvo|porsche|cadillac|lincoln|buick|chrysler|mitsubishi|genesis|rivian)s?\b/;

/** Bad weather on the day of a job: "what if it rains", "if it storms that day", "do you work in the rain". */
export const WEATHER_ON_THE_DAY =
  /\b(what|how) (if|about if|happens if|happens when) (it|the weather)\b.{0,20}\b(rain\w*|storm\w*|pour\w*|bad|turns)\b|\b(and |but )?if it (rains|storms|pours|is raining|'?s raining)\b.{0,30}\b(that day|on the day|then|day of|tomorrow|still come|cancel\w*|reschedul\w*)?|\b(do|can|will) (you|u|y'?all)( guys)? (still )?(work|come|install|tint)\b.{0,15}\b(in the|when it|if it)\b.{0,6}\b(rain\w*|storm\w*|pour\w*)\b|\brain (date|delay|or shine)\b/;

/** "What percent of heat does it block?", "ceramic numbers? what % of the sun's energy": a figure for the heat. */
export const HEAT_SHARE_ASKED =
  /(?=.*\b(heat|sun'?s energy|solar energy|energy|infrared|ir|tser)\b)(?=.*(\b(percent|pct|how much|numbers|specs?|ratings?|stats)\b|%))/;

/** Reaching a person: "get somebody on the phone", "reach you", "talk to someone". */
const REACH_US =
  /\b(get|have) (some ?(one|body)|any ?(one|body)|a (person|human|real person)|you|u|y'?all)( guys)? on the (phone|line)\b|\b(reach|catch|talk to|speak (to|with)|talk with|call|ring|phone|text) (some ?(one|body)|any ?(one|body)|a (person|human|real person)|you|u|y'?all)\b|\b(some ?(one|body)|any ?(one|body)|you|u|y'?all)( guys)? (still )?(pick up|answer|help)\b/;
/** "Still", "in 5 minutes", "in a bit": reaching us at this moment, or a moment from now. */
const REACH_NOW =
  /\b(now|right now|rn|tonight|this late|this early|at this hour|atm|at the moment|currently)\b|\bstill (get|reach|catch|call|text|talk|speak|ring|phone|help|answer|pick up)\b|\b(in|within) (like |about |around )?(a |one |two |five |ten |\d{1,2} ?)(min\w*|sec\w*|bit)\b/;

/** "Why pay you more than the $99 tint guy?", "why go with you over a cheaper shop?" */
const CHEAPER_SHOP =
  /\bwhy (would|should|do|will) (i|we) (pay|go with|choose|use|pick|hire)\b.{0,30}\b(more|over|instead|than)\b|\bwhy (pay|spend) (\w+ )?more\b|\b(cheaper|cheap|budget|discount|\$\d+|\d+ dollars?) (tint\w* )?(guy|guys|shop|shops|place|places|installers?|man|dude)\b/;
/** Damage during the job and whether it is covered: insurance. */
export const DAMAGE_COVERED =
  /\b(carry|have|got|hold)( any| an?)? (\w+ )?coverage\b|\b(damag\w*|break\w*|broke|scratch\w*|crack\w*)\b.{0,40}\bwhile (you|u|y'?all|your (crew|guys|installers?)|the (crew|installers?))\b|\bwhat if (you|u|y'?all|the crew|your (crew|guys|installers?))( guys)? (damag|break|scratch|crack)\w*/;

/** The intents whose rule matches a normalized text, less those its wording rules out. */
export function detectIntents(text: string): Set<Intent> {
  const intents = new Set<Intent>();
  for (const [intent, pattern] of INTENT_PATTERNS) if (has(text, pattern)) intents.add(intent);
  const words = text.split(" ").length;
  for (const small of ["greeting", "thanks", "bye"] as const)
    if (intents.has(small) && words > 6) intents.delete(small);
  // "Can I still get somebody on the phone tonight?": reaching us at this moment.
  const reachNow = REACH_US.test(text) && REACH_NOW.test(text);
  if (reachNow) intents.add("openNow");
  // "How far out can I schedule?": the booking page's horizon, not a distance.
  if (HORIZON_ASKED.test(text)) {
    intents.add("book");
    for (const x of ["distance", "areaList", "hours"] as const) intents.delete(x);
  }
  // "Come out in a couple hours": a wait, not the opening hours.
  if (
    intents.has("hours") &&
    /\b(in|within) (like |about |around |the next )?(an?|one|two|three|\d|(a )?few|(a )?couple( of)?) ?(hours?|hrs?)\b/.test(
      text,
    )
  )
    intents.delete("hours");
  // "How much will film cut my power bill?": the savings the pages describe, not our prices.
  if (intents.has("price") && /\b(power|electric\w*|energy|utility|cooling|a ?c)\s*(bills?|costs?|usage)\b/.test(text))
    intents.delete("price");
  // "How much farther is Destin than Pensacola?": miles, not a price.
  if (/\bhow much (farther|further|closer)\b/.test(text)) intents.delete("price");
  // "How long does it take", "how many hours": a job's duration, not the opening hours.
  if (intents.has("hours") && /\bhow (long|many hours)\b/.test(text)) intents.delete("hours");
  // "How long does it take to cure?": the film drying, which the content answers.
  if (/\b(cure|curing|dry|drying|last|lasts)\b/.test(text)) intents.delete("duration");
  if (intents.has("phone") && /\bmy (phone|number|cell)\b/.test(text)) intents.delete("phone");
  // "Are you open at 8 pm?", "open on Christmas?": the opening hours, not this moment.
  // ("Still open at 8 tonight?" names its hour: the hours answer it, not this moment.)
  const clockNamed = /\b\d{1,2}(:\d\d)? ?(am|pm)\b|\b(at|by|before|till|until) \d{1,2}(:\d\d)?\b/.test(text);
  if (
    intents.has("openNow") &&
    !reachNow &&
    ((clockNamed && !/\b(now|right now|rn)\b/.test(text)) ||
      (!/\b(now|right now|rn|today|tonight|currently|at the moment|yet|this (late|early|morning|afternoon|evening)|at this hour)\b/.test(
        text,
      ) &&
        /\b(tomorrow|holidays?|christmas|thanksgiving|easter|new year'?s?|july|memorial|labor day|independence day|sundays?|saturdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|weekdays?|late|early|morning|evening)\b/.test(
          text,
        )))
  ) {
    intents.delete("openNow");
    intents.add("hours");
  }

  // "How much with the windshield strip?": the windshield named in a price question is a price, not the law.
  const LAW = INTENT_PATTERNS.find(([i]) => i === "law")![1];
  if (
    intents.has("law") &&
    (intents.has("price") || intents.has("quote")) &&
    !LAW.test(text.replace(/\b(windshields?|visor strips?)\b/g, " "))
  )
    intents.delete("law");
  // "Can people see in at night with reflective film?": privacy, which the pages answer, not the law's reflectance.
  if (
    intents.has("law") &&
    /\b(see|look|peek)\w* (in|into|inside|through|out)\b|\bprivacy\b|\bat night\b/.test(text) &&
    !LAW.test(text.replace(/\breflect\w*|\bmirror(ed)?\b/g, " "))
  )
    intents.delete("law");
  // "Will it rain tomorrow?" is small talk; "can it rain on my car after tint?" is not.
  // "What if it rains?", "and if it storms that day?": the day of the job in bad weather, which the site doesn't settle.
  if (WEATHER_ON_THE_DAY.test(text)) {
    intents.delete("offTopic");
    intents.add("dayOf");
  } else if (/\b(rain(s|ing|y)?|snow(s|ing)?|temperature)\b/.test(text) && !DOMAIN.test(text)) intents.add("offTopic");
  // "Will film on the house windows make the cell service worse?": the film's signals, not whether we tint homes.
  if (SIGNAL_ASKED.test(text)) for (const x of ["services", "shades"] as const) intents.delete(x);
  if (NOT_THEIR_VEHICLE.test(text)) intents.add("permission");
  // "Another shop did my tint and it's bubbling, can you fix it?": their film off, ours on.
  if (ELSEWHERE_FILM_FAULT.test(text)) intents.add("removal");
  // "Worth it for a house or nah": what the service does (a price asked with it stays).
  if (
    WORTH_IT.test(text) &&
    /\b(house|home|office|building|business|store ?front|condo|apartment)\b/.test(text) &&
    !/\b(ceramic|carbon|dyed|kit|vs|versus|over|instead)\b/.test(text)
  )
    intents.add("services");
  // "Why pay for ceramic when dyed is cheaper?", "carbon or ceramic for heat?": the films compared, not our prices.
  if (FILMS_COMPARED.test(text)) for (const x of ["price", "law", "shades"] as const) intents.delete(x);
  // "What percent of heat does ceramic block?": how much heat the film rejects, not the shades we stock.
  // ("What % of solar energy does it reject?" after "ceramic specs,": the film is the one asked about.)
  if (
    HEAT_SHARE_ASKED.test(text) &&
    (intents.has("ceramic") || /\b(film|tint\w*|it|they)\b.{0,30}\b(reject|block|stop|cut|keep)/.test(text))
  ) {
    intents.add("ceramic");
    for (const x of ["shades", "price"] as const) intents.delete(x);
  }
  // "Or do I buy them?" after the crew's own film and tools: the visit, not the shop.
  if (OWN_KIT.test(text)) intents.delete("shop");
  // "Why pay you more than the $99 tint guy?": our film against a cheaper shop's, not our price list.
  if (CHEAPER_SHOP.test(text)) {
    intents.add("ceramic");
    for (const x of ["price", "discount", "shades", "shop"] as const) intents.delete(x);
  }
  // "Do you carry coverage if something gets damaged while you work?": insurance, which the About answer takes.
  if (DAMAGE_COVERED.test(text)) {
    intents.add("about");
    for (const x of ["services", "mobile"] as const) intents.delete(x);
  }
  // "A rock cracked the back window, what about the tint?": glass broken after the job, which the warranty answer takes.
  if (GLASS_BROKEN.test(text) && /\b(tint\w*|film)\b/.test(text) && !intents.has("storm")) intents.add("warranty");
  // "Ceramic coating" is a paint coating, not our ceramic film.
  if (/\bceramic coat/.test(text)) intents.delete("ceramic");
  // "Mobile, AL" is a town, not our mobile service.
  if (/\bmobile,? (al|alabama|county|bay)\b/.test(text)) intents.delete("mobile");
  bookingTimeReadings(text, intents);
  bookedTimeReadings(text, intents);
  priceReadings(text, intents);
  return intents;
}
