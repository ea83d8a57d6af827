import { customerMessages } from "~/config/customer-messages.ts";
import { formatDollars as usd } from "~/lib/money.ts";
import { sentencesOf, type Doc, type Knowledge, type ProductFact } from "../knowledge.server.ts";
import { listJoin, normalize } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { focusedSnippet, namedTerms } from "./retrieval.server.ts";
import { guideSentenceNaming } from "./cure-answer.ts";
import { OUTDOORS, REMINDER_ASKED, STAY_ASKED } from "./intents.ts";
import { serviceFor } from "./slots.ts";
import { permissionYesNo } from "./permission-answer.ts";
import { asksAllDue, asksForWater, changeTooLate } from "./booking-time-readings.ts";
import { DEPOSIT_LOST } from "./booked-time-readings.ts";

// The questions around a job that have no price and no law in them: the
// deposit and cancelling, shipping and pickup, gift cards, what a product
// holds, cleaning, removal, storm and security film, an HOA's or landlord's
// rules, and the day of the job. Every sentence is filled from the booking
// and shipping settings, the catalogue or the site's own pages (their FAQs
// and articles), never typed here.

type Passage = Pick<Doc, "title" | "path" | "body" | "snippet">;

/** A question of the site's pages (the owner's FAQ or a service page's) by its wording, or undefined. */
export function faqDoc(k: Knowledge, title: RegExp): Passage | undefined {
  const doc = k.docs.find((d) => d.kind === "faq" && title.test(d.title));
  if (doc) return doc;
  const page = k.pageFaqs.find((f) => title.test(f.q));
  return page && { title: page.q, path: page.path, body: page.a, snippet: page.a };
}

/** A section of an article or page whose text says this, or undefined. */
function passage(k: Knowledge, path: string, body: RegExp): Doc | undefined {
  return k.docs.find((d) => d.path === path && body.test(d.body));
}

/** A FAQ's answer with a link to the page it is on. */
export function fromFaq(doc: Passage | undefined, label: string): string | null {
  if (!doc) return null;
  return doc.path ? `${doc.body} More on ${link(label, doc.path)}.` : doc.body;
}

const productLine = (p: ProductFact) => {
  const cents = [...new Set(p.variants.map((v) => v.cents))].sort((x, y) => x - y);
  const price =
    cents.length === 0
      ? ""
      : cents.length === 1
        ? ` ${usd(cents[0]!)}`
        : ` from ${usd(cents[0]!)} to ${usd(cents.at(-1)!)}`;
  return `${link(p.title, p.path)}${price}${p.soldOut ? " (sold out right now)" : ""}`;
};

/** "Is there a deposit?", "if I cancel do I get it back?", "how do I reschedule?": the booking settings. */
export function answerDeposit(k: Knowledge): string {
  const b = k.booking;
  const deposit =
    b.depositPercent === null ? `a ${usd(b.depositCents)} deposit` : `a deposit of ${b.depositPercent}% of the price`;
  const cancel =
    b.depositOnCancel === "refund"
      ? `the deposit is refunded in full`
      : `the deposit is kept, but you can move the time instead`;
  return `A time booked on ${link("our booking page", "/book")} is held with ${deposit}, paid by card, and it comes off the price; the rest is due once the work is finished. While you pay, the time is held for you for ${b.holdMinutes} minutes. You can reschedule or cancel online up to ${b.changeCutoffHours} hours before your time, and if you cancel by then ${cancel}. Closer than ${b.changeCutoffHours} hours, ${phoneSentence(k)}.`;
}

/** "Do you ship?", "can I pick up my order?": the shipping settings. */
export function answerShipping(k: Knowledge): string {
  const s = k.shipping;
  return `Yes: shop orders ship within the US for a flat ${usd(s.flatRateCents)} per order, free on goods of ${usd(s.freeFromCents)} or more. ${s.ship.detail} Or choose ${s.pickup.label.toLowerCase()} at checkout: ${s.pickup.detail.charAt(0).toLowerCase()}${s.pickup.detail.slice(1)} See ${link("our shop", "/shop")}.`;
}

const giftCardOf = (k: Knowledge) => k.products.find((p) => /gift/i.test(p.title));

/** "Do you sell gift cards?": the catalogue's gift card, its amounts and how it works, or an honest no. */
export function answerGiftCard(k: Knowledge, a?: Analysis): string {
  const card = giftCardOf(k);
  if (!card)
    return `We don't sell gift cards online at the moment. Ask us about one: ${phoneSentence(k)} or ${quoteLink(k, "send us a message")}.`;
  const info = card.info.map((i) => i.description).join(" ");
  // "What amounts do they come in?": every amount the shop sells.
  const amounts = new Set(card.variants.map((v) => v.price));
  const choices = amounts.size > 2 ? ` It comes in ${listJoin([...amounts])}.` : "";
  // "Does the card come in the mail?": it comes by email, when the card's own words say so.
  const mailed =
    a && /\b(mail|mailed|post|posted|physical|plastic|ship\w*)\b/.test(a.text) && !/\be-?mail\b/.test(a.text);
  // "Do they expire?": never, when the card's own words say so.
  const expiry = a && /\bexpir\w*\b/.test(a.text) && /never expires/i.test(info);
  const lead = expiry
    ? "No, it never expires. We sell the"
    : mailed && /\bby email\b/i.test(info)
      ? "No, it comes by email. We sell the"
      : a && /^(what|which|how)\b/.test(a.text)
        ? "We sell the"
        : "Yes: the";
  return `${lead} ${productLine(card)}, in our ${link("online shop", "/shop")}.${choices} ${card.description} ${info}`.trim();
}

/** "What's in the pro kit?": the product's own description, what's included and its prices. */
export function answerContents(k: Knowledge, a: Analysis): string | null {
  const named = [...new Set([...a.products.filter((p) => !p.bookedOnline), ...goodsByPrice(k, a.text)])];
  // "The $12 bottle or the towels set?": a good named by its price, and the one its words name beside it.
  const byWords = productsByWords(k, a.text, named).filter((p) => !named.includes(p));
  const products = named.length === 1 && byWords.length === 1 ? [...named, ...byWords] : named.length ? named : byWords;
  if (products.length === 0 || products.length > 2) return null;
  return products
    .map((p) => {
      const variants = p.variants.length > 1 ? ` (${p.variants.map((v) => `${v.title} ${v.price}`).join(", ")})` : "";
      const info = p.info.map((i) => `${i.title}: ${i.description}`).join(" ");
      // The subtitle says what is in it or its size ("Three squeegees and a snap-off film knife", "16 oz").
      const told = (word: string) => p.description.toLowerCase().includes(word);
      const sub = p.subtitle && !namedTerms(p.subtitle).every(told) ? `${p.subtitle}. ` : "";
      return `${productLine(p)}${variants}: ${sub}${p.description} ${info}`.trim();
    })
    .join("\n\n");
}

/** The shop's goods a message names by their price ("the 29 dollar one", "the $12 bottle"). */
export function goodsByPrice(k: Knowledge, text: string): ProductFact[] {
  const amounts = [
    ...text.matchAll(/(?<![\d.])\$?(\d{1,4})(?:\.00)?(?= ?(?:dollars?|bucks|usd)\b|(?<=\$\d{1,4}))/g),
  ].map((m) => Number(m[1]) * 100);
  return k.products.filter((p) => !p.bookedOnline && p.variants.some((v) => amounts.includes(v.cents)));
}

/** The shop's goods whose title, subtitle or variant names share the most words with the question ("the pro kit"). */
function productsByWords(k: Knowledge, text: string, besides: readonly ProductFact[] = []): ProductFact[] {
  const asked = new Set(
    text
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2)
      .map((w) => w.replace(/s$/, "")),
  );
  const scored = k.products
    .filter((p) => !p.bookedOnline)
    .map((p) => {
      const words = `${p.title} ${p.subtitle ?? ""} ${p.variants.map((v) => v.title).join(" ")}`
        .toLowerCase()
        .split(/[^a-z0-9]+/);
      const score = new Set(words.map((w) => w.replace(/s$/, "")).filter((w) => asked.has(w))).size;
      // Beside a good named by its price, its description breaks a tie ("the towels set": the kit's two towels).
      const told = besides.length
        ? new Set(namedTerms(normalize(p.description)).filter((w) => asked.has(w.replace(/s$/, "")))).size / 100
        : 0;
      return { p, score: score > 0 ? score + told : 0 };
    });
  const best = Math.max(0, ...scored.map((x) => x.score));
  const top = scored.filter((x) => x.score === best).map((x) => x.p);
  return best > 0 && top.length <= 2 ? top : [];
}

/** "Can I use Windex on tint?": how to clean, from the site's pages, and what we sell for it. */
/** The words of any cleaning question, which pick no particular sentence. */
const CARE_WORDS = new Set(
  namedTerms("clean cleaning cleaner tint tinted film glass window windows inside use put fine ok okay safe good bad"),
);

export function answerCare(k: Knowledge, a: Analysis): string {
  // "I pressure wash the truck, anything different with PPF?": the paint film's own washing sentences, from its
  // page and its article (how long to wait, the soap, the pressure washer and the edges).
  if (a.serviceKind === "ppf") {
    const said = [
      ...new Set(
        k.docs
          .filter((d) => d.path !== null && /paint-protection/.test(d.path))
          .flatMap((d) => sentencesOf(d.body).map((sentence) => ({ sentence, path: d.path! })))
          .filter(
            ({ sentence }) =>
              /\bwash/i.test(sentence) && /\bpressure|\bsoap\b|\bdays?\b/i.test(sentence) && !/^We\b/.test(sentence),
          )
          // How long to wait first, then how to wash.
          .sort((x, y) => Number(/\bdays?\b/i.test(y.sentence)) - Number(/\bdays?\b/i.test(x.sentence))),
      ),
    ];
    // "Can my detailer coat it over the film?": the pages' own sentence on a ceramic coating over PPF first.
    const coating = /\bcoat\w*\b/.test(a.text)
      ? k.docs
          .filter((d) => d.path !== null && /paint-protection/.test(d.path))
          .flatMap((d) => sentencesOf(d.body))
          .filter((sentence) => /\bceramic coatings?\b/i.test(sentence) && /\b(on top|over)\b/i.test(sentence))
          .slice(0, 1)
      : [];
    const sentences = [...new Set([...coating, ...said.map((x) => x.sentence)])].slice(0, coating.length + 2);
    if (sentences.length > 0)
      return `${sentences.join(" ")} More on ${link("our paint protection page", serviceFor("ppf", k)?.path ?? said[0]!.path)}.`;
  }
  const home = a.serviceKind === "residential" || a.serviceKind === "commercial";
  const howTo = home
    ? faqDoc(k, /clean/i)
    : (passage(k, "/blog/new-window-tint-aftercare-curing-guide", /ammonia/i) ?? faqDoc(k, /clean/i));
  // "Can I wash my car?": the passage's sentences about the outside of the glass, which is washed as usual.
  const washing = !home && /\bwash\w*\b/.test(a.text) && howTo && "body" in howTo;
  const said = howTo && washing ? focusedSnippet(howTo, ["outside", "exterior", "wash"]) : howTo?.snippet;
  // The guide's sentence on what was named that the passage leaves out ("suction cups", "a magic eraser").
  const named = namedTerms(
    a.text.replace(/\b(magic )?erasers?\b|\bscrub\w*\b|\bsteel wool\b|\bscouring\b/g, "abrasive"),
  );
  const saidWords = new Set(namedTerms(said ?? ""));
  const extra = guideSentenceNaming(
    k,
    named.filter((t) => !saidWords.has(t) && !CARE_WORDS.has(t)),
  );
  const text = howTo
    ? `${said}${extra && !home ? ` ${extra}` : ""}${howTo.path ? ` More in ${link(home ? "our residential page" : "our aftercare guide", howTo.path)}.` : ""}`
    : `Use a soft cloth and a mild, ammonia-free cleaner. Questions: ${phoneSentence(k)}.`;
  const cleaners = k.products.filter(
    (p) => /clean|aftercare/i.test(`${p.title} ${p.subtitle ?? ""}`) && !p.bookedOnline,
  );
  return cleaners.length ? `${text}\n\nFrom our shop: ${listJoin(cleaners.map(productLine))}.` : text;
}

/** "Do you remove old tint?": the site's answer; removal has no listed price, so a quote. */
/** "Can it wreck the defroster?", "will it damage the glass?": whether the work harms something. */
const HARM_ASKED = /\b(wreck|ruin|damag|hurt|break|mess (up|with)|scratch|destroy|harm)\w*/;

export function answerRemoval(k: Knowledge, a?: Analysis): string {
  const faq = faqDoc(k, /remove/i);
  let body = faq ? `${faq.body} ` : "";
  // "Is taking the old film off included?": not in a listed price, as the FAQ's "removal adds time and cost" says.
  if (a && /\b(includ\w*|free|extra|charge\w*)\b/.test(a.text) && /\badds time and cost\b/i.test(body))
    body = `No, it's not in the listed price. ${body.replace(/^Yes\.\s*/, "")}`;
  // "Old film on it, does that change the price?": yes, as the same sentence says.
  else if (
    a &&
    /\b(change|raise|affect|add to|up)\b.{0,12}\b(the )?(price|cost|quote)\b|\bcosts? (more|extra)\b/.test(a.text) &&
    /\badds time and cost\b/i.test(body)
  )
    body = `Yes, it can. ${body.replace(/^Yes\.\s*/, "")}`;
  // "Can taking the old film off wreck the defroster lines?": not as the FAQ says we do it (they're protected).
  else if (a && HARM_ASKED.test(a.text) && /\bprotect\b/i.test(body))
    body = `Not the way we do it. ${body.replace(/^Yes\.\s*/, "")}`;
  return `${body}Removal is priced with the job: ${quoteLink(k, "ask for a quote")} or ${phoneSentence(k)}.`;
}

/** Hurricane, storm, break-ins: what safety film does and does not do, from the site's pages. */
export function answerStorm(k: Knowledge, a: Analysis): string {
  const security =
    /\b(security|safety|break.?ins?|smash\w*|burglar\w*|theft|shatter\w*|holds? (the )?glass together)\b/.test(a.text);
  const doc = security ? faqDoc(k, /safety or security/i) : faqDoc(k, /storm/i);
  const body = doc ? doc.body : null;
  const more = doc?.path
    ? ` More on ${link(security ? "our commercial page" : "our residential page", doc.path)}.`
    : "";
  // "4 mil vs 12 mil, what's the price difference": the storefront guide's installed cost for each grade.
  const grades =
    security && (a.intents.has("price") || /\bmil\b/.test(a.text))
      ? [
          ...new Set(
            k.docs.flatMap((d) =>
              [...d.body.matchAll(/security film, (\d+ to \d+ mil): about (\$\d+ to \$\d+ per square foot)/gi)].map(
                (m) => `${m[1]}, about ${m[2]}`,
              ),
            ),
          ),
        ]
      : [];
  const priced = grades.length > 0 ? ` Typical installed costs: security film of ${listJoin(grades)}.` : "";
  return `${body ?? "Window film is not storm protection."}${priced}${more} To talk it through, ${phoneSentence(k)} or ${quoteLink(k)}.`;
}

/** "What do I need to have ready?", "no garage": the visit, from the owner's FAQ (PPF needs shelter). */
export function answerDayOf(k: Knowledge, a: Analysis): string {
  // "Do you let me know before you show up?": the reminder the booking sends.
  if (REMINDER_ASKED.test(a.text))
    return `Yes: when you book, we send you a reminder ${customerMessages.reminderHoursBefore} hours before your time, by email or by text, as you chose on ${link("our booking page", "/book")}. To change your time, use the link in your confirmation or ${phoneSentence(k)}.`;
  const ppf = a.serviceKind === "ppf" || /\b(ppf|paint protection|clear bra)\b/.test(a.text);
  // (At a home or an office the film goes on inside, so someone lets the crew in: the visit's own answer says so.)
  if (STAY_ASKED.test(a.text) && a.serviceKind !== "residential" && a.serviceKind !== "commercial") {
    const stay = answerStay(k, ppf);
    if (stay) return stay;
  }
  // "What do you do when you get here?": the steps of a mobile appointment, from the service page.
  if (
    /\bwhat (do|will) (you|u|y'?all|the (crew|installers?))( guys)? do\b|\bwhat happens when\b|\bsteps\b|\bprocess\b/.test(
      a.text,
    )
  ) {
    const steps = ppf
      ? passage(k, "/services/paint-protection-film", /appointment/i)
      : passage(k, "/services/automotive-window-tinting", /\bmeter\b/i);
    if (steps)
      return `${steps.snippet} More on ${link(ppf ? "our paint protection page" : "our automotive page", steps.path!)}.`;
  }
  const visit = ppf ? faqDoc(k, /install ppf at my home/i) : faqDoc(k, /really come to me/i);
  const duration = ppf ? null : faqDoc(k, /how long does it take to tint/i);
  // "Can the paint film go on outdoors?": not in the open, as the visit's own answer says where it goes on.
  if (ppf && visit && OUTDOORS.test(a.text) && /\b(enclosed|shelter\w*|indoors|garage)\b/i.test(visit.body))
    return `Not out in the open. ${visit.body.replace(/^Yes,?\s*in\b/, "We install it in")} To pick a time, see ${link("our booking page", "/book")} or ${phoneSentence(k)}.`;
  // "Do I need to run a hose out for you?": no, when the visit's own answer says we bring the water.
  if (visit && asksForWater(a.text) && /\bbring\b[^.]*\bwater\b/i.test(visit.body))
    // (Power is not named there: the visit's own words, with no "no" of ours.)
    return `${/\b(outlets?|power|electric\w*|extension)\b/.test(a.text) ? "" : "No, you don't need to. "}${visit.body.replace(/^Yes\.\s*/, "")} To pick a time, see ${link("our booking page", "/book")} or ${phoneSentence(k)}.`;
  const parts = [visit?.body, duration?.body].filter(Boolean).join(" ");
  return `${parts || "We come to your home or workplace."} To pick a time, see ${link("our booking page", "/book")} or ${phoneSentence(k)}.`;
}

/** Not for the whole job: the site's words on working while the visitor carries on, and the steps done with them. */
function answerStay(k: Knowledge, ppf: boolean): string | null {
  const own = k.docs.find((d) => /\bwhile you (carry|get) on with your day\b/i.test(d.body));
  const sentences = own?.body.split(/(?<=\.)\s+/) ?? [];
  const at = sentences.findIndex((x) => /\bwith your day\b/i.test(x));
  if (at < 0) return null;
  // "We bring all of that ...": with the sentence before it, which says what "that" is.
  const sentence = sentences
    .slice(/\b(all of )?that\b/i.test(sentences[at]!) ? Math.max(0, at - 1) : at, at + 1)
    .join(" ");
  const path = ppf ? "/services/paint-protection-film" : "/services/automotive-window-tinting";
  const steps = (passage(k, path, /\b(walk-around|walk-through|inspection)\b/i)?.body ?? "")
    .split("\n")
    .filter((line) => /^(walk-around|inspection|final check|finishing)\b/i.test(line.trim()));
  const withYou =
    steps.length > 0
      ? ` It helps to be there at the start and at the end: ${steps.map((x) => x.trim()).join(" ")}`
      : "";
  return `No, you don't need to stay for the whole job. ${sentence}${withYou} To pick a time, see ${link("our booking page", "/book")} or ${phoneSentence(k)}.`;
}

/** "How long does it take?": the site's answer for the kind of job named (a car by default). */
export function answerDuration(k: Knowledge, a: Analysis): string {
  const ppf = a.serviceKind === "ppf";
  const doc = ppf ? faqDoc(k, /how long does installation take/i) : faqDoc(k, /how long does it take to tint/i);
  // "How long will you be at my house for my Tahoe?": the house is where, the Tahoe is the job.
  const home = (a.serviceKind === "residential" || a.serviceKind === "commercial") && !a.vehicle;
  const booking = home
    ? `For a home or business, the time depends on the windows: ${link("book a visit", "/book")} and we measure them`
    : `See the free times on ${link("our booking page", "/book")}`;
  return `${home ? "" : `${doc?.body ?? "We give you a time estimate when you book."} `}${booking}, or ${phoneSentence(k)}.`;
}

/**
 * "Full front PPF?": the coverage the shop doesn't sell, at the site's stated range. A full-body
 * wrap is quoted for the vehicle (the original development set keeps its range out of replies).
 */
export function ppfCoverageNote(k: Knowledge, a: Analysis): string | null {
  const cost = faqDoc(k, /what does ppf cost/i);
  const sentences = cost?.body.split(/(?<=\.)\s+/) ?? [];
  if (/\b(full|whole|entire|complete)\b.{0,12}\b(car|body|vehicle|truck|wrap)\b|\bwrap\b/.test(a.text)) {
    const typical = sentences.find((x) => /\bfull.body\b/i.test(x));
    return `${typical ? `${typical} ` : ""}A full-body wrap depends on the vehicle and the film, so we quote it: ${quoteLink(k, "ask for a quote")} or ${phoneSentence(k)}.`;
  }
  // (The whole hood is the full front: a partial front covers only its leading part.)
  if (!/\bfull\b.{0,6}\bfront\b|\b(whole|entire|full|complete) hood\b/.test(a.text)) return null;
  const sentence = sentences.find((x) => /\bfull front\b/i.test(x));
  return sentence ? `${sentence} ${quoteLink(k, "Ask for a quote")} for your vehicle.` : null;
}

type Short = (k: Knowledge, a: Analysis, c?: { now: Date }) => string | null;
const leads = (reply: string) => /^(?:yes|no|not)\b/i.test(reply);

/** The yes/no answers of these topics (yes-no.ts asks them when the question is a yes/no one). */
export const TOPIC_YES_NO: Record<
  "deposit" | "shipping" | "giftCard" | "care" | "removal" | "storm" | "permission" | "dayOf",
  Short
> = {
  deposit: (k, a, c) => {
    const b = k.booking;
    // "Is it all due when I reserve?": no, the deposit only.
    if (asksAllDue(a.text)) return `No, only the deposit when you book. ${answerDeposit(k)}`;
    // "My appointment is tomorrow at 10, can I still move it online?": not when it is closer than the cutoff.
    const late =
      c && /\breschedul\w*|\bmove\b|\bchange\b|\bcancel\w*/.test(a.text) ? changeTooLate(k, a.text, c.now) : null;
    if (late) return late;
    // "If I bail, do I lose the 50?": not when it is called off before the cutoff.
    if (DEPOSIT_LOST.test(a.text))
      return b.depositOnCancel === "refund"
        ? `Not if you cancel at least ${b.changeCutoffHours} hours before your time. ${answerDeposit(k)}`
        : `Yes, the deposit is kept if you cancel. ${answerDeposit(k)}`;
    if (/\b(cancel\w*|refund\w*|back)\b/.test(a.text))
      return b.depositOnCancel === "refund"
        ? `Yes, if you cancel at least ${b.changeCutoffHours} hours before your time. ${answerDeposit(k)}`
        : `No, the deposit is kept if you cancel. ${answerDeposit(k)}`;
    if (/\breschedul\w*|\bmove\b|\bchange\b/.test(a.text))
      return `Yes, up to ${b.changeCutoffHours} hours before your time. ${answerDeposit(k)}`;
    // "Is the 50 extra, on top of the tint?": no, it is part of the price.
    if (/\b(extra|on top|in addition|additional|separate from|plus the)\b/.test(a.text))
      return `No, it isn't extra: the deposit comes off the price. ${answerDeposit(k)}`;
    return `Yes, just the deposit. ${answerDeposit(k)}`;
  },
  shipping: (k) => answerShipping(k),
  giftCard: (k, a) => {
    const card = giftCardOf(k);
    if (!card) return `No. ${answerGiftCard(k)}`;
    if (/\bexpir\w*\b/.test(a.text) && /never expires/i.test(card.info.map((i) => i.description).join(" ")))
      return `No, it never expires. ${answerGiftCard(k)}`;
    if (
      /\b(any|every|all|home|house|cars?|ppf|paint|business)\b/.test(a.text) &&
      /\bany service\b/i.test(card.description)
    )
      return `Yes, it's good for any service we offer. ${answerGiftCard(k)}`;
    return `Yes: ${answerGiftCard(k).replace(/^Yes:\s*/, "")}`;
  },
  care: (k, a) =>
    a.serviceKind === "ppf" && /\b(right (after|away)|same day|immediately|straight away|yet|so soon)\b/.test(a.text)
      ? `Not right away. ${answerCare(k, a)}`
      : /\bsuction.?cups?\b|\b(stickers?|decals?|mounts?|tags?)\b/.test(a.text)
        ? `No, not on the film itself. ${answerCare(k, a)}`
        : /\b(windex|ammonia|paper towels?|razors?|scrapers?|vinegar|bleach|(magic )?erasers?|abrasive|scrub\w*|steel wool|brillo|scouring|scotch.?brite)\b/.test(
              a.text,
            )
          ? `Not with ammonia or anything abrasive. ${answerCare(k, a)}`
          : `Yes, gently. ${answerCare(k, a)}`,
  removal: (k, a) => {
    const reply = answerRemoval(k, a);
    return leads(reply) ? reply : null;
  },
  storm: (k, a) => {
    const reply = answerStorm(k, a);
    if (leads(reply)) return reply;
    const offered = k.services.some((s) => /\bsafety\b/i.test(s.summary));
    return offered && /\b(security|safety)\b/.test(a.text) ? `Yes. ${reply}` : null;
  },
  permission: permissionYesNo,
  dayOf: (k, a) => {
    const reply = answerDayOf(k, a);
    return leads(reply) ? reply : null;
  },
};
