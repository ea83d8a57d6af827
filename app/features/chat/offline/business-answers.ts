import { warranty } from "~/config/warranty.ts";
import { formatClock, hoursOn, openState } from "../hours.ts";
import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import { lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { bookingHref, bookingLabel } from "./booking-link.ts";
import { brokenGlassNote } from "./broken-glass.ts";
import { AROUND_THEIR_HOURS, DAMAGE_COVERED, FILM_FAULT, HORIZON_ASKED, REFERRAL } from "./intents.ts";
import { HAGGLE } from "./price-readings.ts";
import { hoursSentence, link, phoneSentence, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";

// The business itself: when it's open, how to reach it, how to book, its
// offer, reviews and story.

export function answerOpenNow(k: Knowledge, now: Date, text = ""): string {
  const h = k.business.hours;
  const state = openState(h, now);
  // "Are you closed already?" is answered yes when closed, no when open.
  const askedClosed = /\bclosed\b/.test(text) && !/\bopen\b/.test(text);
  if (state.open)
    return `${askedClosed ? "No" : "Yes"}, we're open right now! ${hoursSentence(k)}. You can ${phoneSentence(k)}, or ${quoteLink(k)} online.`;
  const when = state.opensLaterToday
    ? `today at ${formatClock(hoursOn(h, state.nextDay).opens)}`
    : `${state.nextDay === "" ? "soon" : `${state.nextDay} at ${formatClock(hoursOn(h, state.nextDay).opens)}`}`;
  return `${askedClosed ? "Yes" : "No"}, we're closed right now. ${hoursSentence(k)}, so we open again ${when}. You can ${quoteLink(k, "send a quote request")} any time and we'll get back to you once we open, or call us at ${k.business.phone.display} then.`;
}

export function answerHours(k: Knowledge, a?: Analysis): string {
  const commercial =
    a?.serviceKind === "commercial" && AROUND_THEIR_HOURS.test(a.text) ? serviceFor("commercial", k) : undefined;
  // (When the commercial service is answered too, its summary says so: only the hours and the way to ask follow.)
  if (commercial)
    return a?.intents.has("services")
      ? `${hoursSentence(k)}; to set a time around yours, ${phoneSentence(k)} or ${quoteLink(k)}.`
      : `Yes: ${lowerFirst(commercial.summary)} ${hoursSentence(k)}; to set a time around yours, ${phoneSentence(k)} or ${quoteLink(k)}. More on ${link(commercial.title, commercial.path)}.`;
  return `${hoursSentence(k)}. We're mobile, so appointments happen at your home or workplace within those hours. To book, ${phoneSentence(k)} or ${quoteLink(k)}.`;
}

export function answerContact(k: Knowledge, parts: { phone: boolean; email: boolean }): string {
  const b = k.business;
  if (parts.phone && !parts.email) return `You can call or text us at ${b.phone.display}. ${hoursSentence(k)}.`;
  if (parts.email && !parts.phone)
    return `Our email is ${b.email}. You can also call or text us at ${b.phone.display}, or ${quoteLink(k, "use the quote form")}.`;
  return `You can call or text us at ${b.phone.display}, email ${b.email}, or ${quoteLink(k, "use the quote form")}. ${hoursSentence(k)}.`;
}

export function answerQuote(k: Knowledge): string {
  return `Happy to help you get a quote! You can ${quoteLink(k, "fill in the quote form")}, ${phoneSentence(k)}, or leave your name and phone number here and we'll call you back. ${hoursSentence(k)}. Our offer: ${k.business.offer.text}.`;
}

/** What the booking page asks, for the kind of job the conversation named. */
export function bookingSteps(a: Pick<Analysis, "serviceKind">): string {
  return a.serviceKind === "residential" || a.serviceKind === "commercial"
    ? "tell us roughly how many windows, see the price range, then pick a free time for our visit"
    : "choose your vehicle and shades, see the price, then pick a free time";
}

/** For a home: the measuring visit's listed price and how it is credited (the catalogue's product); "" otherwise. */
export function homeVisitSentence(k: Knowledge, a: Pick<Analysis, "serviceKind">): string {
  if (a.serviceKind !== "residential") return "";
  const visit = k.products.find((p) => /consultation/i.test(p.title));
  const price = visit?.variants[0]?.price;
  if (!visit || !price) return "";
  const info = visit.info.map((i) => i.description).join(" ");
  return ` The visit is the ${link(visit.title, visit.path)}, ${price}.${info ? ` ${info}` : ""}`;
}

/** "How do I book?", "I want to schedule my Camry": the booking page, with what the conversation named preselected. */
const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, several: 3 };
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

/** How many days ahead a message asks to book ("3 months out"), or null. */
export function daysAheadAsked(text: string): number | null {
  const m = /\b(\d+|a|one|two|three|four|five|six|several) (month|week|day)s? (out|ahead|in advance|from now)\b/.exec(
    text,
  );
  if (!m) return null;
  return (NUMBER_WORDS[m[1]!] ?? Number(m[1])) * UNIT_DAYS[m[2]!]!;
}

/** "How far ahead can I book?": the booking page's horizon and first time, the phone beyond it. */
export function horizonSentence(k: Knowledge, a: Analysis): string {
  return `Online booking reaches ${k.booking.horizonDays} days ahead: ${link("our booking page", bookingHref(a))} shows the free times from ${k.booking.minLeadHours} hours from now up to then. For a date further out, ${phoneSentence(k)}.`;
}

export function answerBook(k: Knowledge, a: Analysis): string {
  if (HORIZON_ASKED.test(a.text)) return horizonSentence(k, a);
  const label = bookingLabel(a);
  // "What's your soonest opening?": the booking page's first free time is the lead time ahead.
  if (/\b(soonest|earliest|first (available|free|open)|next (available|opening|free)|how soon)\b/.test(a.text))
    return `The first free time on ${link("our booking page", bookingHref(a))} is ${k.booking.minLeadHours} hours from now, and it shows every free time after that. For anything sooner, ${phoneSentence(k)}; ${lowerFirst(hoursSentence(k))}.`;
  return `You can book online: ${link(label === "Book online" ? "our booking page" : label, bookingHref(a))}. There you ${bookingSteps(a)}.${homeVisitSentence(k, a)} ${hoursSentence(k)}, and we come to your home or workplace. You can also ${phoneSentence(k)}, or leave your name and phone number here and we'll call you back.`;
}

/** A customer who has been one before. */
export const RETURNING =
  /\b(again|second time|returning|repeat customer|already (been )?(a )?customer|been (a )?customer|(you|y'?all|u) (guys )?(tinted|did|done) (my|our) \w+)\b/;

export function answerDiscount(k: Knowledge, a: Analysis): string {
  // "Can you do better?", "cash price?": the listed prices stand here; the one offer, and the owner for anything else.
  if (HAGGLE.test(a.text)) return haggleAnswer(k, a);
  if (REFERRAL.test(a.text))
    return `We don't list a referral reward, so I can't promise one. What we do offer: ${k.business.offer.text}. Just mention it on the ${link("quote form", k.quoteHref)} or when you call us at ${k.business.phone.display}, and we'll apply it to your quote.`;
  if (
    /\b(military|veterans?|seniors?|students?|teachers?|first responders?|nurses?|police|employees?)\b/.test(a.text)
  ) {
    return `The discount we offer is for first-time customers: ${k.business.offer.text}. I don't have details of any other discount, so please ask us at ${k.business.phone.display} or on the ${link("quote form", k.quoteHref)}.`;
  }
  // "You tinted my Camry last year, is the 20% mine again?": the offer is for first-time customers, not promised twice.
  if (RETURNING.test(a.text))
    return `Our offer is for first-time customers: ${k.business.offer.text}. For a returning customer I can't promise a discount; ask us at ${k.business.phone.display} or on the ${link("quote form", k.quoteHref)}.`;
  // The offer is for tint: paint protection is not tint (decision 028).
  if (a.serviceKind === "ppf" && /\btint\b/i.test(k.business.offer.text))
    return `Not for paint protection film: our offer is ${k.business.offer.text}. Paint protection is quoted on its own: ${quoteLink(k, "ask for a quote")}.`;
  // "How do I get the 20%?" is not a yes/no question: the offer and how to claim it, without a "yes".
  const how = /^how\b|\bhow (do|can|would) (i|we)\b/.test(a.text);
  return `${how ? "We offer" : "Yes! We offer"} ${k.business.offer.text}. Just mention it on the ${link("quote form", k.quoteHref)} or when you call us at ${k.business.phone.display}, and we'll apply it to your quote.`;
}

/** A price bargained over: no lower price or match promised, the one offer, cash accepted when asked, the owner to ask. */
export function haggleAnswer(k: Knowledge, a: Analysis): string {
  const cash = /\bcash\b/.test(a.text) ? " We do take cash, but I can't promise a lower price for it." : "";
  return `Not that I can promise here: our prices are the ones listed in the ${link("shop", "/shop")} and on the booking page, and I can't offer a lower price or a price match.${cash} The discount we offer is ${k.business.offer.text}. To ask about your job, ${phoneSentence(k)} or ${quoteLink(k, "send us a message through the quote form")}.`;
}

export function answerReviews(k: Knowledge): string {
  const { count, average } = k.reviews;
  return `Our customers rate us ${average} out of 5 stars across ${count} reviews. Read what they say on ${link("our reviews page", "/reviews")}.`;
}

/** "Are you licensed?", "any certification?": credentials the site does not list. */
const CREDENTIALS =
  /\b(licen[cs]\w*|insured|insurance|bonded|certifi(ed|cations?)|credentials|accredit\w*|training|trained)\b/;

/** "Who owns the business?", "who started it?", "is it family run?": the people behind it. */
const OWNERSHIP =
  /\bwho (owns|runs|started|founded|is behind)\b|\bwho\W*(s|is|are)?( the| your)? (owners?|founders?|boss)\b|\b(owner|founder)'?s name\b|\bfamily[- ](owned|run|business)\b/;

/** The About page's sentences that name the people behind the business. */
const peopleSentences = (k: Knowledge) =>
  k.docs
    .filter((d) => d.kind === "about")
    .flatMap((d) => sentencesOf(d.body))
    .filter((s) => /\b(founder|family business|his wife|family-owned)\b/i.test(s));

/** "Who owns it?", "a family business?": the About page's people, or null when not asked or not named. */
export function peopleAnswer(k: Knowledge, a: Analysis): string | null {
  const people = OWNERSHIP.test(a.text) ? peopleSentences(k) : [];
  return people.length > 0 ? `${people.slice(0, 3).join(" ")} More on ${link("our About page", "/about")}.` : null;
}

export function answerAbout(k: Knowledge, a?: Analysis): string {
  const people = a ? peopleAnswer(k, a) : null;
  if (people) return people;
  // The site names no licence, insurance or certification: the owner answers that, nobody guesses it.
  if (a && (CREDENTIALS.test(a.text) || DAMAGE_COVERED.test(a.text)))
    return `Our site doesn't list licences, insurance or certifications, so I won't guess: ${phoneSentence(k)} and the owner will tell you. ${k.business.blurb} More on ${link("our About page", "/about")}.`;
  return `${k.business.blurb} We've been tinting since ${k.business.founded}. More on ${link("our About page", "/about")}.`;
}

/** How to pay, from the FAQ; a method it doesn't list is not promised. */
export function answerPayment(k: Knowledge, a: Analysis): string {
  const faq = k.faqs.find((f) => /\bpay\b/i.test(f.q));
  const text = faq?.a ?? "We take payment once the work is finished.";
  if (OTHER_PAYMENT.test(a.text))
    return `Not as far as I know: ${text.charAt(0).toLowerCase()}${text.slice(1)} For anything else, ask us at ${k.business.phone.display} or ${quoteLink(k, "send us a message")}.`;
  return text;
}

/** Payment methods the FAQ does not name (billing a business or an employer among them). */
export const OTHER_PAYMENT =
  /\b(venmo|zelle|paypal|apple pay|google pay|cash ?app|checks?|cheques?|financ(e|ing)|bitcoin|crypto\w*|klarna|afterpay|payment plans?|installments?|split (it |the \w+ )?(into|in|up)|over time|monthly|pay (it |this |that )?off|half now|pay (half|part|some)( of it)? (now|later|next)|(bill|invoice) (it to )?(the|my|our|a) (business|company|employer|boss|work)|(company|business|employer|boss) (is )?(paying|pays|covers|covering))\b/;

/** The certificate's sentence on making a claim, said to someone who hasn't got the certificate in hand. */
const warrantyClaim = (warranty.terms.vehicle[1] ?? "").replace(
  "this certificate",
  "the warranty certificate we give you after the install",
);

export function answerWarranty(k: Knowledge, a?: Analysis): string {
  const faq = k.faqs.find((f) => /warranty/i.test(f.q));
  // The certificate's terms for the kind of job named (a home, a business, paint protection); otherwise the FAQ's.
  const kind = a?.serviceKind;
  const terms =
    kind === "residential"
      ? warranty.terms.home[0]
      : kind === "commercial"
        ? warranty.terms.business[0]
        : kind === "ppf"
          ? warranty.terms.ppf[0]
          : null;
  // The FAQ's "Yes." answers "is there a warranty?"; the yes/no shape (yes-no.ts) adds it back when that is the question.
  // The certificate speaks of "this vehicle"; before the install it is the film we install.
  const body =
    terms?.replace(/ installed (on|at) this \w+/, " we install") ??
    (faq?.a ?? "The films we install carry a manufacturer-backed warranty.").replace(/^Yes\.\s*/, "");
  // "How do I make a claim?", "what paperwork do I keep?": the certificate's own words on claims.
  // A fault reported ("one window is peeling now") is a claim in the making.
  const claim =
    a &&
    (/\bclaims?\b|\bfile\b|\bhow do i use\b|\b(paperwork|papers|documents?|receipts?|invoices?)\b/.test(a.text) ||
      FILM_FAULT.test(a.text))
      ? ` ${warrantyClaim}`
      : "";
  // "A rock cracked the back glass, does the warranty pay?": the film's warranty, and new film for a new pane.
  const glass = a ? brokenGlassNote(k, a) : null;
  return `${glass ? `${glass} ` : ""}${body}${claim} Questions about your coverage: call us at ${k.business.phone.display} or ${quoteLink(k, "send us a message")}.`;
}
