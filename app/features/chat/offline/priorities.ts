import type { Analysis } from "./analysis.ts";
import type { AreaFocus } from "./area-answers.ts";
import { CONVERSATIONAL, FILMS_COMPARED, NOT_THEIR_VEHICLE, REMINDER_ASKED, type Intent } from "./intents.ts";
import { WHOSE_CLOCK } from "./booking-time-readings.ts";
import { HAGGLE } from "./price-readings.ts";
import { shopGoods, STOCK_ASKED } from "./stock-answer.ts";
import { FLEET } from "./vehicle-prices.ts";
import { isYesNoQuestion } from "./yes-no.ts";

// A message often matches several intents ("hi, how much for my car, and are
// you open now?"). The most specific are answered, at most three, in ORDER;
// the suppressions below drop the ones another intent already answers or that
// a more specific reading rules out. They apply one after the other, in the
// table's order, and a rule that reads `chosen` sees the drops before it.

/** The order in which the chosen intents are answered. */
export const ORDER: Intent[] = [
  "openNow",
  "hours",
  "areaCheck",
  "distance",
  "zips",
  "areaList",
  "location",
  "mobile",
  "law",
  "price",
  "deposit",
  "book",
  "quote",
  "discount",
  "ceramic",
  "shades",
  "services",
  "giftCard",
  "contents",
  "shipping",
  "care",
  "cure",
  "removal",
  "storm",
  "permission",
  "dayOf",
  "duration",
  "shop",
  "payment",
  "warranty",
  "reviews",
  "about",
  "person",
  "bot",
  "help",
  "phone",
  "email",
  "contact",
  "greeting",
  "thanks",
  "bye",
];

export type Resolution = {
  /** The intents to answer, in order. */
  chosen: Intent[];
  /** The asked intents about the business (before any suppression). */
  topical: Intent[];
  /** What an answer about a named place dwells on, when a place is the question. */
  areaFocus: AreaFocus | null;
  /** "Services" matched on a loose "do you do …" rather than on one of our services or the word "services". */
  weakServices: boolean;
};

type Suppression = {
  when: (a: Analysis, r: Resolution) => boolean;
  drop: Intent[];
  /** Answered first when the rule applies and it was not asked. */
  lead?: Intent;
};

const asked =
  (...intents: Intent[]) =>
  (a: Analysis) =>
    intents.some((x) => a.intents.has(x));
const stillChosen =
  (...intents: Intent[]) =>
  (_a: Analysis, r: Resolution) =>
    intents.every((x) => r.chosen.includes(x));
/** "Where are you?" naming our home town: the location answer says it better. */
const homeBaseAsked = (a: Analysis) =>
  a.areas.length > 0 && a.areas.every((x) => x.distance.startsWith("0 ")) && a.intents.has("location");

/** A page or form said not to offer what the visitor needs: "only showed sedan and SUV", "no option for my truck". */
const PAGE_LACKS =
  /\b(page|site|website|form|booking|app)\b.{0,40}\b(only (show\w*|ha[sd]|list\w*|g[ai]ve\w*|offer\w*)|(doesn'?t|does not|didn'?t|did not|won'?t) (show|have|list|offer|let me (pick|choose|select))|no (option|choice|button|spot|place) for)\b|\b(can'?t|cannot|couldn'?t) (find|see|pick|choose|select) (my|a|the) \w+ (on|in) (the|your) (page|site|website|form|booking)\b/;

export const SUPPRESSIONS: readonly Suppression[] = [
  // A real question outranks small talk.
  { when: (_a, r) => r.topical.length > 0, drop: ["greeting", "thanks", "bye", "help"] },
  { when: asked("openNow"), drop: ["hours"] },
  // A named place is answered as a place.
  {
    when: (_a, r) => r.areaFocus !== null,
    drop: ["distance", "zips", "areaList", "mobile", "services"],
    lead: "areaCheck",
  },
  { when: (a, r) => r.areaFocus !== null && homeBaseAsked(a), drop: ["areaCheck"] },
  { when: (a, r) => r.areaFocus !== null && !homeBaseAsked(a), drop: ["location"] },
  { when: asked("areaList"), drop: ["location", "mobile"] },
  { when: asked("location"), drop: ["mobile", "zips"] },
  // "Ur shop where?": where we are, not the online shop's list.
  {
    when: (a) =>
      a.intents.has("location") && a.products.length === 0 && !/\b(online|buy|products?|sell)\b/.test(a.text),
    drop: ["shop"],
  },
  // "If I ring at 7:30 my time from Orlando": the hours, not whether we serve Orlando.
  { when: (a) => WHOSE_CLOCK.test(a.text), drop: ["areaCheck", "areaList", "distance"] },
  // "Can you do better on the price?", "any wiggle room on the PPF?": the bargain, answered with the one offer; a
  // named vehicle keeps its listed price ("best price on a Tahoe").
  { when: (a) => HAGGLE.test(a.text) && a.vehicle === null, drop: ["price"], lead: "discount" },
  // "What is your email address?": the email, not where we are.
  { when: (a) => a.intents.has("email") && /\be-?mail address\b/.test(a.text), drop: ["location"] },
  // "I pressure wash it every weekend": the cleaning, not the opening days.
  { when: asked("care"), drop: ["hours"] },
  // "Security film per foot": the page's own figures for it, in the security answer. ("House film vs the security
  // film, each per foot?": the home's or business's film priced beside it.)
  {
    when: (a) =>
      a.intents.has("storm") &&
      !(
        (a.serviceKind === "residential" || a.serviceKind === "commercial") &&
        /\b(vs\.?|versus|compared?|each|both|difference)\b/.test(a.text)
      ),
    drop: ["price"],
  },
  // "Need a quote on my F-150": a named vehicle has a listed price, which the quote answer lacks.
  // ("Can I get a quote for my Tahoe?" is answered yes, with the call back.)
  {
    when: (a) => a.intents.has("quote") && a.vehicle !== null && !a.intents.has("law") && !isYesNoQuestion(a.text),
    drop: ["quote"],
    lead: "price",
  },
  // "A fleet discount for our company vans?": no listed fleet price, which the price answer says; not the welcome offer.
  { when: (a) => FLEET.test(a.text), drop: ["discount"], lead: "price" },
  // "What's the difference between your film and the cheap stuff?": the films compared, not the price list.
  {
    when: (a) =>
      a.intents.has("ceramic") &&
      /\bdifference\b|\bvs\.?\b|\bversus\b|\bcompared?\b|\bbetter\b|\bworth\b.{0,30}\bover\b/.test(a.text) &&
      !/\bhow much\b|\bprices?\b|\bcosts?\b/.test(a.text) &&
      !a.vehicle,
    drop: ["price"],
  },
  // "Reflective or light ceramic for a storefront?": the building's pages answer, not the car film FAQ.
  {
    when: (a) =>
      (a.serviceKind === "residential" || a.serviceKind === "commercial") &&
      !a.vehicle &&
      /\breflect\w*|\bmirror\w*|\bor\b.{0,40}\b(better|best)\b|\bwhich\b/.test(a.text),
    drop: ["ceramic"],
  },
  // "Your booking page only showed sedan and SUV, where's my truck?": the vehicle's own package and price, then booking.
  {
    when: (a) => a.intents.has("book") && a.products.some((p) => p.bookedOnline) && PAGE_LACKS.test(a.text),
    drop: [],
    lead: "price",
  },
  { when: stillChosen("price"), drop: ["ceramic", "services", "shop", "quote", "shades"] },
  // Film on a windshield is a legal question first, unless a price was asked (intents.ts drops the law then).
  { when: (a) => a.intents.has("law") && a.lawTopics.has("windshield") && a.products.length === 0, drop: ["price"] },
  // The topics around a job: each answer is the specific one, so the general ones it overlaps go.
  { when: asked("deposit"), drop: ["payment"] },
  { when: (a) => a.intents.has("deposit") && !a.vehicle && a.products.length === 0, drop: ["price"] },
  {
    when: (a) => a.intents.has("deposit") && /\bseparate\b|\bon top of\b|\bcomes? off\b/.test(a.text),
    drop: ["price"],
  },
  {
    when: (a) =>
      a.intents.has("deposit") &&
      /\b(cancel|reschedul|refund|move my|chang\w* (my|the)|switch\w* (my|the)|cut ?off|notice|(push|bump|shift|move)\w* (it|that|this|them|my))/.test(
        a.text,
      ),
    drop: ["book"],
  },
  { when: asked("giftCard"), drop: ["shop", "discount", "payment"] },
  { when: asked("contents", "shipping", "care"), drop: ["shop"] },
  { when: asked("shipping"), drop: ["location", "mobile", "payment", "price"] },
  { when: asked("contents"), drop: ["price"] },
  { when: asked("removal"), drop: ["shop", "services", "quote"] },
  { when: (a) => a.intents.has("removal") && !a.vehicle && a.products.length === 0, drop: ["price"] },
  { when: asked("storm", "permission"), drop: ["ceramic", "services", "mobile", "location"] },
  // "It's a leased car, am I even allowed to tint it?": the leasing company's say-so, with the front's limit in it.
  {
    // (And "we're renters, is film on the apartment allowed?": a home's, where the vehicle law has no say.)
    when: (a) =>
      a.intents.has("permission") &&
      a.shade === null &&
      (NOT_THEIR_VEHICLE.test(a.text) ||
        ((a.serviceKind === "residential" || a.serviceKind === "commercial") && !a.vehicle && a.lawTopics.size === 0)),
    drop: ["law", "book", "areaCheck", "distance"],
  },
  // The day-of answers give the phone themselves ("do you confirm the day before or do I call you?").
  { when: asked("dayOf"), drop: ["location", "mobile", "services", "phone"] },
  // "Can you put PPF on in my driveway?": paint protection needs shelter, which the day-of answer says.
  { when: (a) => a.intents.has("mobile") && a.serviceKind === "ppf", drop: ["mobile", "location"], lead: "dayOf" },
  { when: asked("warranty"), drop: ["shop"] },
  { when: asked("duration"), drop: ["mobile", "location", "book"] },
  // "How soon can the windows go down after?": the curing, not the booking's first free time.
  { when: (a) => a.intents.has("cure") && !/\bbook\w*|\bappointments?\b|\bschedul\w*/.test(a.text), drop: ["book"] },
  {
    when: (a) => (a.intents.has("quote") || a.intents.has("book")) && !/\bcome to (me|my|our)\b|\bat my\b/.test(a.text),
    drop: ["mobile"],
  },
  // Booking a time is done on the booking page, whose answer says the hours and offers a call back too.
  { when: asked("book"), drop: ["quote", "hours"] },
  // "Do you remind people about the appointment?": the reminder the booking sends (its answer links the page).
  { when: (a) => a.intents.has("dayOf") && REMINDER_ASKED.test(a.text), drop: ["book"] },
  {
    when: (_a, r) => r.weakServices && r.chosen.some((x) => x !== "services" && !CONVERSATIONAL.has(x)),
    drop: ["services"],
  },
  { when: asked("law"), drop: ["services", "shades"] },
  // "Carbon or ceramic for heat, at 35 on the front?": the films compared are answered with the law, not dropped.
  { when: (a) => a.intents.has("law") && !FILMS_COMPARED.test(a.text), drop: ["ceramic"] },
  // "Is it against the law for a shop to install dark tint?": a shop that installs, not ours to visit or buy from.
  {
    when: (a) => a.intents.has("law") && !/\b(where|visit|address|buy|order)\b/.test(a.text),
    drop: ["location", "shop"],
  },
  { when: asked("shades"), drop: ["services", "ceramic"] },
  // "What shades do you sell?", "list every darkness you sell": the shades, not the shop's list.
  { when: (a) => a.intents.has("shades") && shopGoods(a).length === 0, drop: ["shop"] },
  { when: (a, r) => a.intents.has("areaCheck") && !r.areaFocus && a.areas.length === 0, drop: ["services"] },
  // The person answer gives the phone, the hours and the call back: nothing else about reaching us.
  // "Are you a real person?" asks what the assistant is: its answer gives the phone too.
  { when: asked("bot"), drop: ["person"] },
  { when: (_a, r) => r.chosen.includes("person"), drop: ["bot", "contact", "phone", "quote", "hours"] },
  { when: (_a, r) => r.chosen.includes("phone") || r.chosen.includes("email"), drop: ["contact"] },
  { when: stillChosen("phone", "email"), drop: ["email"] },
  { when: (_a, r) => r.chosen.some((x) => ["openNow", "hours", "quote", "book"].includes(x)), drop: ["phone"] },
  { when: stillChosen("services", "shop"), drop: ["shop"] },
  // "Any pro kits left?", "is the cleaner in stock?": the item's stock, in the shop's answer.
  {
    when: (a) => STOCK_ASKED.test(a.text) && shopGoods(a).length > 0 && !a.intents.has("giftCard"),
    drop: ["price", "care", "contents"],
    lead: "shop",
  },
];

function areaFocusOf(a: Analysis, topical: readonly Intent[]): AreaFocus | null {
  const i = a.intents;
  if (!(a.areas.length > 0 || a.unknownPlace || a.unknownZip || a.outsidePlace)) return null;
  if (i.has("distance")) return "distance";
  // "Do you go to Perdido Key? zip 32507": a zip code given is a place to check, not a list of zips asked for.
  if (i.has("zips") && !i.has("areaCheck") && !a.matchedZip) return "zips";
  // "Can you tint my car in Orlando?": a place we can't travel to is the answer, whatever else is asked.
  if (a.outsidePlace?.kind === "outside") return "check";
  return i.has("areaCheck") ||
    i.has("mobile") ||
    i.has("location") ||
    i.has("areaList") ||
    i.has("zips") ||
    topical.length === 0 ||
    // "Can you tint my car in Kelly Plantation?": whether we come there is the question (one of our services is named).
    (a.serviceKind !== null && topical.every((x) => x === "services"))
    ? "check"
    : null;
}

/** Which of a message's intents are answered, and in what order. */
export function resolveIntents(a: Analysis): Resolution {
  const chosen = ORDER.filter((x) => a.intents.has(x));
  const topical = chosen.filter((x) => !CONVERSATIONAL.has(x));
  const weakServices =
    !a.serviceKind && !/\bservices?\b|\bwhat (else )?(do|can) (you|u) (do|offer)\b|\bprovide\b/.test(a.text);
  const r: Resolution = { chosen, topical, areaFocus: areaFocusOf(a, topical), weakServices };
  for (const rule of SUPPRESSIONS) {
    if (!rule.when(a, r)) continue;
    r.chosen = r.chosen.filter((x) => !rule.drop.includes(x));
    if (rule.lead && !r.chosen.includes(rule.lead)) r.chosen.unshift(rule.lead);
  }
  return r;
}
