import type { Intent } from "./intents.ts";
import { PART_LEFT_OUT } from "./terms.ts";
import { findVehicles } from "./vehicle-models.ts";

// Money and the job asked about in the customer's own terms: a price
// bargained over, a figure heard without its dollar sign, a package with some
// of its glass left out, and the work asked for with nothing else named.

/** Bargaining over a price: "can you do better", "price match", "negotiable", "cash discount", "beat that quote". */
export const HAGGLE =
  /\b(do|go|get) ((it|that|this|them|the job|me) )?(any |a (bit|little) )?(better|lower|cheaper|less)\b|\bprice[- ]?match\w*|\bmatch (a|their|the|another|my|his|her|that|this|someone'?s)\b.{0,25}\b(price|quote|offer|deal)\b|\bbeat (that|their|the|a|his|her|my|this|it|theirs)\b|\bnegotia\w*|\bwiggle room\b|\b(haggle|bargain)\w*|\bbest (price|deal|you can do|you could do|offer)\b|\bknock\w* (some|a (little|bit|few \w+)|anything|\$?\d+\w*)\b.{0,15}\boff\b|\bcome down\b.{0,15}\b(on|in|a bit|at all|any)\b|\bcash (price|discount|deal)\b|\bdiscount\w*\b.{0,25}\b(cash|pay(ing)? (in )?cash)\b|\bcheaper\b.{0,20}\b(if|for cash|in cash)\b|\b(lower|cheaper|better) (price|rate|deal)\b.{0,20}\b(elsewhere|somewhere else|another|other (shop|guy|place|company))\b|\bsomeone (else )?(cheaper|charges less)\b/;

/** A figure in the hundreds said of a package or a job: "the truck package is like 350", "it runs 500?". */
export const PRICE_HEARD =
  /\b(package|packages|tint|tinting|ppf|job|it|that|kit|film)\b ((\w+ ){0,2}(is|be|runs?|costs?|was|like|about|around)\b( \w+)?( \w+)? )?[1-9]\d{2}\b(?! ?(%|percent|miles?|mi\b|sq|square|feet|ft|zip|am|pm))(?!\d)/;

/** Asking for the work itself: "I want my windows tinted", "need my windows darker", "looking to get tint". */
const WANTS_TINT =
  /\b(want|need|like|looking|hoping|trying|wanting|wanna|interested|ready)\b.{0,25}\b(windows?|glass|tint\w*|film)\b.{0,12}\b(tinted|darker|dark|done|tint(ed)?|filmed|covered)\b|\b(want|need|like|looking|hoping|wanting|wanna|interested|ready)\b.{0,12}\b(to )?(get|have|get some|getting|have some)\b.{0,12}\b(tint|tinting|window tint|film|some tint)\b|\b(interested in|looking (for|into)|want|need)\b (some |getting |a )?(tint|tinting|window tint|window film)\b/;

/** The readings of money and the job asked for, added to a message's intents (intents.ts). */
export function priceReadings(text: string, intents: Set<Intent>): void {
  // "Everything except the rear glass, is that less?": a price for part of a package.
  if (
    text.includes(PART_LEFT_OUT) &&
    /\b(less|cheaper|price\w*|cost\w*|discount\w*|knock\w*|how much|charge\w*|run)\b/.test(text)
  )
    intents.add("price");
  // "So the pickup package is like 350 right?": a price heard, checked against ours.
  if (PRICE_HEARD.test(text)) intents.add("price");
  // "Can you do better on the Tahoe?", "will you price match?": a price bargained over, answered with the one offer.
  if (HAGGLE.test(text)) intents.add("discount");
  // "I want my windows tinted", "need my windows darker", "I'd like to get tint": a job asked for, nothing else named.
  // (Vehicles named are priced instead: "me and my roommate both want tint, a WRX and a 4Runner".)
  if (intents.size === 0 && WANTS_TINT.test(text) && findVehicles(text).length === 0) intents.add("book");
}
