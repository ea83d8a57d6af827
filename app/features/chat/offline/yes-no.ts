import { describeDays, formatClock } from "../hours.ts";
import { sentencesOf, type Knowledge, type ProductFact } from "../knowledge.server.ts";
import { capitalize, extractPriceCents, listJoin, lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import type { AnswerContext } from "./answers.ts";
import { HORIZON_ASKED, REFERRAL, WORTH_IT, type Intent } from "./intents.ts";
import { HAGGLE, PRICE_HEARD } from "./price-readings.ts";
import {
  answerDiscount,
  haggleAnswer,
  answerPayment,
  answerWarranty,
  bookingSteps,
  daysAheadAsked,
  homeVisitSentence,
  horizonSentence,
  peopleAnswer,
  RETURNING,
} from "./business-answers.ts";
import { bookingHref, bookingLabel } from "./booking-link.ts";
import { lawShort } from "./law-short.ts";
import { dayHoursText, hoursSentence, link, phoneSentence, quoteLink, uniformWeek } from "./phrases.ts";
import { serviceFor } from "./slots.ts";
import { answerPrice, partNote } from "./price-answer.ts";
import { namedCoverage } from "./vehicle-prices.ts";
import { TOPIC_YES_NO } from "./topic-answers.ts";
import { cureShort } from "./cure-answer.ts";
import { answerServices } from "./service-answers.ts";
import { stockAnswer } from "./stock-answer.ts";
import { heatShareAnswer, signalAnswer } from "./film-answers.ts";

// The shape of an answer to a yes/no question (issue 16): "Yes", "No" or
// "Not …" first, then the one fact that matters, then the link or number.
// A yes/no question is found by its first words ("do you…", "is 5%…") or by
// an indirect form ("I was wondering if…", "any chance you could…"). Each
// kind of question the engine answers has its short answer below, built from
// the knowledge only; a kind that cannot say yes or no from what the site
// states returns null, and the engine then says it is not sure.

export { directForm, isYesNoQuestion, leadsWithYesNo } from "./question-shape.ts";
import { leadsWithYesNo } from "./question-shape.ts";

type Short = (k: Knowledge, a: Analysis, c: AnswerContext) => string | null;

const DAY_WORDS: [RegExp, string[]][] = [
  [/\bweekends?\b/, ["Saturday", "Sunday"]],
  [/\bweekdays?\b/, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]],
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d): [RegExp, string[]] => [
    new RegExp(`\\b${d.toLowerCase()}s?\\b`),
    [d],
  ]),
];

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** "at 6 pm", "7:30am", "8 in the morning": minutes after midnight, or null. */
function askedClock(text: string): number | null {
  const m = /\b(\d{1,2})(?::(\d\d))? ?(am|pm|a m|p m|in the morning|in the evening|at night|tonight)\b/.exec(text);
  // "Open at 7:30 tomorrow?": an hour with no am or pm, read as a working day reads it (7 to 11 morning, 12 to 6 after noon).
  const bare = m
    ? null
    : /\b(?:at|by|before|around|till|until) (\d{1,2})(?::(\d\d))?\b(?![%.]| ?(?:percent|pct|miles?|mi|minutes?|mins?|hours?|days?))/.exec(
        text,
      );
  if (bare && Number(bare[1]) >= 1 && Number(bare[1]) <= 12) {
    const hour = Number(bare[1]);
    return (hour >= 7 && hour <= 11 ? hour : (hour % 12) + 12) * 60 + Number(bare[2] ?? 0);
  }
  if (!m) return null;
  const hour = Number(m[1]) % 12;
  const pm = /^p|evening|night/.test(m[3]!);
  return (hour + (pm ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}

const hoursShort: Short = (k, a) => {
  const h = k.business.hours;
  const days = h.days as readonly string[];
  const book = `To book, ${phoneSentence(k)} or ${quoteLink(k)}.`;
  if (
    /\bholidays?\b|\bchristmas\b|\bthanksgiving\b|\bnew year|\beaster\b|\bmemorial day\b|\blabor day\b|\bindependence day\b|\bjuly 4|\b4th of july\b/.test(
      a.text,
    )
  )
    return null;
  const clock = askedClock(a.text);
  if (clock !== null) {
    const open = clock >= minutesOf(h.opens) && clock < minutesOf(h.closes);
    return `${open ? "Yes" : "No"}: ${hoursSentence(k).replace(/^We're open/, "we're open")}. ${book}`;
  }
  const asked = DAY_WORDS.filter(([p]) => p.test(a.text)).flatMap(([, d]) => d);
  if (asked.length === 0 && !/\b(open|work|available|closed)\b/.test(a.text)) return null;
  const closedAsked = /\bclosed\b/.test(a.text);
  const allOpen = asked.every((d) => days.includes(d));
  const open = allOpen ? (closedAsked ? "No, we're open" : "Yes, we're open") : closedAsked ? "Yes" : "No";
  const week = hoursSentence(k).replace(/^We're open /, "");
  // Days with hours of their own: the days asked about, each with its hours.
  const when =
    asked.length > 0 && !uniformWeek(k)
      ? `${[...new Set(asked)].map((d) => `on ${d}s, ${dayHoursText(k, d)}`).join("; ")} (Central Time)`
      : week;
  return allOpen ? `${open} ${when}. ${book}` : `${open}: we're open ${week}. ${book}`;
};

const contactShort: Short = (k, a) => {
  const b = k.business;
  if (a.intents.has("email") && !a.intents.has("phone"))
    return `Yes, email us at ${b.email}. You can also call or text us at ${b.phone.display}.`;
  return `Yes, call or text us at ${b.phone.display}. ${hoursSentence(k)}.`;
};

const locationShort: Short = (k, a, c) => {
  if (a.intents.has("email") || a.intents.has("phone")) return contactShort(k, a, c);
  const areas = link("our service areas", "/service-areas");
  if (
    /\b(shop|storefront|store front|office|garage|showroom|building|bring|drop|visit|come (?:in|by|to you)|location)\b/.test(
      a.text,
    )
  )
    return `No, there's no shop to visit: we're fully mobile and come to your home, workplace or driveway. See ${areas}.`;
  if (a.text.includes(k.business.homeTown.city.toLowerCase()))
    return `Yes, we're based in ${k.business.homeTown.label}, and we come to you. See ${areas}.`;
  return null;
};

const mobileShort: Short = (k) =>
  `Yes, we're fully mobile: we install at your home or workplace across our service areas. See ${link("our service areas", "/service-areas")} or ${quoteLink(k)}.`;

/** "Do you…", "can you…", "you guys do…": the question asks whether we do it. */
const ASKS_IF_WE_DO =
  /\b(do|does|can|could|will|would)\b.{0,12}\b(you|u|y'all|yall)\b|^(you|u|y'all|yall)( guys)? (do|offer|tint|install|work on)\b|\bable to\b|\boffer\b/;

const serviceShort: Short = (k, a) => {
  const one = a.serviceKind ? serviceFor(a.serviceKind, k) : undefined;
  if (one && WORTH_IT.test(a.text)) return answerServices(k, a);
  if (!one || !ASKS_IF_WE_DO.test(a.text)) return null;
  return `Yes, we do: ${one.summary} See ${link(`our ${one.shortTitle.toLowerCase()} page`, one.path)}, or ${quoteLink(k)}.`;
};

/** The films the guide compares. */
const FILMS = ["dyed", "carbon", "metallic", "ceramic"];
/** Fading and colour over the years ("does carbon fade", "turn purple", "hold up"). */
const FADING = /\b(fades?|fading|faded|colou?r|purple|holds? (up|its)|discolou?r\w*)\b/;

/** "Do you do carbon film?", "is ceramic better?", "does tint block UV?" */
const filmShort: Short = (k, a) => {
  const worry = signalAnswer(k, a) ?? heatShareAnswer(k, a);
  if (worry) return worry;
  const faq = k.faqs.find((f) => /ceramic/i.test(f.q) && /difference/i.test(f.q));
  const page = link("our automotive page", serviceFor("automotive", k)?.path ?? "/services");
  if (
    /\b(dyed|carbon|metallic|metal|hybrid|regular)\b/.test(a.text) &&
    /\b(do|have|offer|install|sell|carry|use)\b/.test(a.text)
  )
    return `No, we install ${k.business.films.headline} film: it rejects far more infrared heat than dyed film, blocks nearly all UV and doesn't interfere with signals. See ${page}.`;
  // The FAQ's own words on what cheap dyed film does over time ("can fade or turn purple").
  const dyed = faq?.a.split(/[;.] /).find((s) => /\bdyed\b/i.test(s) && /\bfade\b/i.test(s));
  // "Does carbon fade like dyed?": what the film guide says of each film named and its colour over the years.
  if (FADING.test(a.text)) {
    const said = FILMS.filter((film) => new RegExp(`\\b${film}\\b`).test(a.text)).flatMap((film) =>
      k.docs
        .filter((d) => d.kind === "article" || d.kind === "faq")
        .flatMap((d) => sentencesOf(d.body))
        .filter((s) => new RegExp(`\\b${film}\\b`, "i").test(s) && FADING.test(s.toLowerCase()))
        .slice(0, 1)
        .map((s) => s.replace(/^It\b/, `${capitalize(film)} film`)),
    );
    if (said.length > 0) return `${[...new Set(said)].join(" ")} See ${page}.`;
  }
  if (/\b(better|worth|good)\b/.test(a.text) && faq)
    return `Yes, for heat and signals: ceramic film rejects much more infrared heat than dyed film, blocks nearly all UV and doesn't interfere with signals.${dyed ? ` ${dyed}.` : ""} ${faq.a.split(". ").find((s) => /costs more/.test(s)) ?? ""}. See ${page}.`.replace(
      /\.\. /,
      ". ",
    );
  if (/\bceramic coat/.test(a.text)) return null;
  if (/\bglare\b/.test(a.text))
    return `Yes: window film cuts glare, and ceramic film also blocks nearly all UV and rejects much more infrared heat than dyed film. See ${page}.`;
  if (/\buv\b|\bheat\b/.test(a.text))
    return `Yes: ceramic film blocks nearly all UV and rejects much more infrared heat than dyed film. See ${page}.`;
  if (/\b(signal|gps|phone|radio|cell|wifi|bluetooth)\b/.test(a.text))
    return `No, not ceramic film: it uses non-metallic particles, so it doesn't interfere with phone, GPS or radio signals. See ${page}.`;
  if (/\b(do|have|offer|install|sell|carry|use|ceramic)\b/.test(a.text))
    return `Yes, ceramic film is our headline film: it rejects far more heat than dyed film and blocks nearly all UV. See ${page} or ${quoteLink(k)}.`;
  return null;
};

const shadesList = (k: Knowledge) => listJoin(k.business.films.shades.map((s) => `${s}%`));

/** "Do you have 5%?": a shade we install or not (the law is its own question). */
export const shadeOfferedShort: Short = (k, a) => {
  if (a.shade === null) return null;
  const offered = (k.business.films.shades as readonly number[]).includes(a.shade);
  const law = link("Florida's limits", k.tintLaw.guidePath);
  return offered
    ? `Yes, we install ${a.shade}% film (our shades are ${shadesList(k)}); on a road vehicle only where ${law} allow it.`
    : `No, we don't install ${a.shade}%: our shades are ${shadesList(k)}. See ${law}.`;
};

function priceText(p: ProductFact): string {
  const cents = [...new Set(p.variants.map((v) => v.cents))].sort((x, y) => x - y);
  const from = p.variants.find((v) => v.cents === cents[0]);
  if (!from) return p.title;
  return `${link(p.title, p.path)} ${cents.length > 1 ? "from " : "at "}${from.price}${p.soldOut ? " (sold out right now)" : ""}`;
}

const priceShort: Short = (k, a, c) => {
  if (/\b(dyed|carbon|metallic)\b/.test(a.text)) return filmShort(k, a, c);
  if (partNote(k, a)) return `Not that I can promise: ${lowerFirst(answerPrice(k, a, c))}`;
  // ("Is the pickup package 350?": a figure heard without its dollar sign.)
  const asked = extractPriceCents(a.text).length
    ? extractPriceCents(a.text)
    : PRICE_HEARD.test(a.text)
      ? [...a.text.matchAll(/\b([1-9]\d{2})\b(?! ?%)/g)].map((m) => Number(m[1]) * 100)
      : [];
  const products = a.products.length ? a.products : [];
  if (asked.length && products.length) {
    const hit = products.find((p) => p.variants.some((v) => asked.includes(v.cents)));
    const matching = hit?.variants.filter((v) => asked.includes(v.cents)) ?? [];
    return hit
      ? `Yes: ${link(hit.title, hit.path)} is ${matching[0]!.price} (${listJoin(matching.map((v) => v.title).slice(0, 4))}), from our ${link("shop", "/shop")}. ${quoteLink(k, "Ask for a quote")} for anything else.`
      : `No: ${listJoin(products.slice(0, 3).map(priceText))}, from our ${link("shop", "/shop")}.`;
  }
  if (/\b(free|charge for|cost anything)\b/.test(a.text) && /\b(quotes?|estimates?)\b/.test(a.text)) return null;
  // "Does the clear bra cover the mirrors?": yes when the package's own words name the part; else not ours to say.
  const covers = namedCoverage(a);
  if (covers) {
    const part = /\b(hood|fender|bumper|mirror|headlight|door|roof|rocker|pillar|trunk|hatch|grille)s?\b/.exec(
      a.text,
    )?.[1];
    return part && covers.toLowerCase().includes(part) ? `Yes: ${answerPrice(k, a)}` : null;
  }
  // "Is the consultation fee credited if I go ahead?": the product's own information says.
  const info = products.flatMap((p) => p.info.map((i) => i.description)).join(" ");
  if (/\b(credit\w*|toward|towards|count\w*|go ahead|apply|applied)\b/.test(a.text) && /\bcredited\b/i.test(info))
    return `Yes: ${info} ${listJoin(products.map(priceText))}, from our ${link("shop", "/shop")}.`;
  // "Do you charge to come out and measure my house?": the home visit is a listed product.
  if (
    a.serviceKind === "residential" &&
    /\b(come out|measure|visit|consult\w*)\b/.test(a.text) &&
    k.products.some((p) => /consultation/i.test(p.title))
  )
    return `Yes, the visit is a listed price. ${answerPrice(k, a)}`;
  // "Is the visor upgrade worth it?": a package's options side by side with their prices, no verdict of ours.
  if (/\bworth\b/.test(a.text) && products.length === 1 && products[0]!.variants.length > 1 && !asked.length)
    return answerPrice(k, a);
  // "Do you have satin PPF?": the variants the question names, with their prices.
  const words = new Set(a.text.split(/[^a-z0-9%]+/));
  const named = products.flatMap((p) =>
    p.variants
      .filter((v) => v.values.some((value) => words.has(value.toLowerCase())))
      .map((v) => `${link(p.title, p.path)} (${v.title}) at ${v.price}`),
  );
  if (named.length > 0 && named.length <= 3 && !asked.length)
    return `Yes: ${listJoin(named)}, from our ${link("shop", "/shop")}.`;
  if (products.length && products.length <= 3 && !asked.length)
    return `${products.every((p) => p.soldOut) ? "Not right now" : "Yes"}: ${listJoin(products.map(priceText))}, from our ${link("shop", "/shop")}.`;
  if (/\b(prices?|pricing|list|online|website)\b/.test(a.text) && !/\b(expensive|cheap|worth|afford)/.test(a.text))
    return null;
  return null;
};

const quoteShort: Short = (k, a) => {
  // "Free?" and "today?": the site doesn't say; the calendar isn't the assistant's to read.
  if (/\b(free|charge|cost)\b/.test(a.text)) return null;
  if (/\b(today|tomorrow|tonight|this week(end)?|next week|openings?|slots?|availab\w*|soon|asap)\b/.test(a.text))
    return null;
  return `Yes: ${quoteLink(k, "fill in the quote form")}, ${phoneSentence(k)}, or leave your name and phone number here and we'll call you back.${/\bonline\b/.test(a.text) ? "" : ` ${hoursSentence(k)}.`}`;
};

/** The days a message names ("Saturday morning", "weekends"), as the business's day names. */
const daysAsked = (text: string) => DAY_WORDS.filter(([p]) => p.test(text)).flatMap(([, d]) => d);

/**
 * "Can I book Saturday morning?": yes when we work that day (and hour), with
 * the booking page's link (the vehicle and town preselected when the
 * conversation named them); a date the calendar alone can answer is left to
 * the booking page, which shows every free time.
 */
const bookShort: Short = (k, a) => {
  const h = k.business.hours;
  const page = (label: string) => link(label, bookingHref(a));
  const steps = `There you ${bookingSteps(a)}.`;
  const hours = `${formatClock(h.opens)} to ${formatClock(h.closes)} (Central Time)`;
  const days = daysAsked(a.text);
  const clock = askedClock(a.text);
  const closedDays = days.filter((d) => !(h.days as readonly string[]).includes(d));
  const late = clock !== null && !(clock >= minutesOf(h.opens) && clock < minutesOf(h.closes));
  if (closedDays.length > 0 || late)
    return `No, we work ${describeDays(h.days)}, ${hours}. ${page("Book another time online")}: ${steps.charAt(0).toLowerCase()}${steps.slice(1)}`;
  // "Can I book 3 months out?": past the booking page's horizon, by phone.
  if (HORIZON_ASKED.test(a.text)) {
    const ahead = daysAheadAsked(a.text);
    if (ahead === null) return horizonSentence(k, a);
    return `${ahead > k.booking.horizonDays ? "Not online" : "Yes"}. ${horizonSentence(k, a)}`;
  }
  // "Can someone come out in an hour?": sooner than the booking page's first time.
  if (
    /\bin (like |about |around |the next )?(an?|one|two|three|\d|(a )?few|(a )?couple( of)?) ?(hours?|hrs?|minutes|mins)\b|\bright (now|away)\b|\basap\b|\btoday\b|\btonight\b|\bthis (morning|afternoon|evening)\b/.test(
      a.text,
    )
  )
    return `Not through the booking page: its first free time is ${k.booking.minLeadHours} hours ahead (${page(bookingLabel(a))}). For anything sooner, ${phoneSentence(k)}; we work ${describeDays(h.days)}, ${hours}.`;
  if (
    /\b(today|tomorrow|tonight|this week(end)?|next week|openings?|slots?|availab\w*|soon|asap|earliest|next available)\b/.test(
      a.text,
    )
  ) {
    // "First thing tomorrow?": the booking page's first free time is the lead ahead, which a day names can fall inside.
    const soon = /\b(tomorrow|soon|earliest|next available)\b/.test(a.text)
      ? ` Its first free time is ${k.booking.minLeadHours} hours from now; for anything sooner, ${phoneSentence(k)}.`
      : ` Or ${phoneSentence(k)}.`;
    return `Not something I can see from here, but our booking page shows every free time: ${page(bookingLabel(a))}. ${steps}${soon}`;
  }
  if (days.length > 0 || clock !== null) {
    const when = days.length ? `on ${listJoin([...new Set(days)].map((d) => `${d}s`))}` : "then";
    return `Yes, we work ${when}, ${hours}: ${page(bookingLabel(a))}. ${steps} Or ${phoneSentence(k)}.`;
  }
  return `Yes: ${page(bookingLabel(a) === "Book online" ? "book online" : bookingLabel(a))}. ${steps}${homeVisitSentence(k, a)} Or ${phoneSentence(k)}.`;
};

const discountShort: Short = (k, a) => {
  if (HAGGLE.test(a.text)) return haggleAnswer(k, a);
  if (a.serviceKind === "ppf") return answerDiscount(k, a);
  if (RETURNING.test(a.text)) return `Not promised: ${answerDiscount(k, a).replace(/^O/, "o")}`;
  if (REFERRAL.test(a.text)) return `No: ${lowerFirst(answerDiscount(k, a))}`;
  if (/\b(military|veterans?|seniors?|students?|teachers?|first responders?|nurses?|police|employees?)\b/.test(a.text))
    return `Not one I can confirm: the discount we offer is ${k.business.offer.text}. Ask us at ${k.business.phone.display} or on the ${link("quote form", k.quoteHref)}.`;
  return `Yes: ${k.business.offer.text}. Mention it on the ${link("quote form", k.quoteHref)} or when you call us at ${k.business.phone.display}.`;
};

const shopShort: Short = (k, a) => {
  // "Do you have the squeegee set in stock?": a sold-out product is a no.
  if (a.products.length > 0 && a.products.every((p) => p.soldOut))
    return `No: ${listJoin(a.products.map((p) => link(p.title, p.path)))} ${a.products.length > 1 ? "are" : "is"} sold out right now. See what's in stock in our ${link("online shop", "/shop")}, or ${phoneSentence(k)}.`;
  const stock = stockAnswer(k, a);
  if (stock) return stock;
  if (a.products.length > 0 && a.products.length <= 3)
    return `Yes: ${listJoin(a.products.map(priceText))}, in our ${link("online shop", "/shop")}.`;
  if (/\b(online|shop|store|website)\b/.test(a.text) && a.products.length === 0)
    return `Yes, our ${link("online shop", "/shop")} has tint packages, paint protection, gift cards and aftercare products.`;
  return null;
};

const botShort: Short = (k, a) =>
  /\b(human|real person|person|real)\b/.test(a.text)
    ? `No, I'm the Elite AI Assistant, an automated helper for ${k.business.name}. To talk with a person, ${phoneSentence(k)}.`
    : `Yes, I'm the Elite AI Assistant, an automated helper for ${k.business.name}. To talk with a person, ${phoneSentence(k)}.`;

const reviewsShort: Short = (k) =>
  `Yes: our customers rate us ${k.reviews.average} out of 5 stars across ${k.reviews.count} reviews. Read them on ${link("our reviews page", "/reviews")}.`;

const paymentShort: Short = (k, a) => {
  const answer = answerPayment(k, a);
  return leadsWithYesNo(answer) ? answer : `Yes: ${answer.charAt(0).toLowerCase()}${answer.slice(1)}`;
};

const aboutShort: Short = (k, a) => {
  if (/\bbeen (doing|in)\b|\bin business\b|\bexperienced?\b|\bestablished\b|\bhow many years\b/.test(a.text))
    return `Yes, we've been tinting since ${k.business.founded}. More on ${link("our About page", "/about")}.`;
  // "Is it a family business?": the About page's own people, when it names them.
  const people = /\bfamily\b/.test(a.text) ? peopleAnswer(k, a) : null;
  return people ? `Yes. ${people}` : null;
};

/** The short yes/no answer of each kind of question, or null when the site does not say. */
export const YES_NO: Partial<Record<Intent, Short>> = {
  hours: hoursShort,
  phone: contactShort,
  email: contactShort,
  contact: contactShort,
  location: locationShort,
  mobile: mobileShort,
  services: serviceShort,
  ceramic: filmShort,
  shades: shadeOfferedShort,
  law: lawShort,
  price: priceShort,
  quote: quoteShort,
  book: bookShort,
  discount: discountShort,
  shop: shopShort,
  bot: botShort,
  reviews: reviewsShort,
  payment: paymentShort,
  warranty: (k, a) =>
    /\b(is there|are there|do (you|u|they|the films?) (have|offer|give|come with|carry)|does (it|the film|tint) (have|come with)|comes? with|any|covers?|covered|guarantee\w*|warrantied|(you|u|y'?all)( guys)? warranty)\b/.test(
      a.text,
    ) && !/\b(transfer\w*|new owner|sell|resale|moving|prorat\w*)\b/.test(a.text)
      ? `Yes. ${answerWarranty(k, a)}`
      : null,
  about: aboutShort,
  ...TOPIC_YES_NO,
  cure: cureShort,
  areaList: (k) =>
    `Yes, we come to you in ${k.areas.length} towns around ${k.business.homeTown.city}: ${listJoin(k.areas.map((x) => x.name))}. See ${link("our service areas", "/service-areas")}.`,
  help: (k) =>
    `Yes: I can answer questions about our hours, the towns we serve, our services, Florida's tint laws, prices and quotes. For anything else, ${phoneSentence(k)}.`,
};

/**
 * A passage of the site's content as the answer to a yes/no question: kept
 * when it leads with yes or no, given its lead when the question and the
 * passage make it plain; null when it doesn't answer the question.
 */
export function contentAnswer(question: string, doc: { title: string; snippet: string }): string | null {
  const s = doc.snippet.trimStart();
  const lower = s.charAt(0).toLowerCase() + s.slice(1);
  if (/^(?:(?:usually|mostly|generally|in most cases),? )?(yes|no)\b/i.test(s)) return s;
  if (/^ask us\b/i.test(s)) return `Not always, so ${lower}`;
  if (/cure/i.test(doc.title) && /\b(roll|put|wash|clean)\b|\bright away\b|\bsame day\b/.test(question))
    return `No, not right away. ${s}`;
  if (/will window film really keep/i.test(doc.title)) return `Yes. ${s}`;
  return null;
}
