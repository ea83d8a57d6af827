import { changeTooLate } from "./booking-time-readings.ts";
import { tooSoonToBook } from "./booked-time-readings.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import {
  answerAreaCheck,
  answerAreaList,
  answerDistance,
  answerLocation,
  answerMobile,
  answerZips,
  type AreaFocus,
} from "./area-answers.ts";
import {
  answerAbout,
  answerBook,
  answerContact,
  answerDiscount,
  answerHours,
  answerOpenNow,
  answerPayment,
  answerQuote,
  answerReviews,
  answerWarranty,
} from "./business-answers.ts";
import type { ChatEstimate } from "./booking-link.ts";
import type { Intent } from "./intents.ts";
import { answerCure } from "./cure-answer.ts";
import { answerLaw } from "./law-answer.ts";
import { hoursSentence, link, phoneSentence, quoteLink } from "./phrases.ts";
import { answerPrice, answerShop } from "./price-answer.ts";
import { answerCeramic, answerServices, answerShades } from "./service-answers.ts";
import {
  answerCare,
  answerContents,
  answerDayOf,
  answerDeposit,
  answerDuration,
  answerGiftCard,
  answerRemoval,
  answerShipping,
  answerStorm,
} from "./topic-answers.ts";
import { answerPermission } from "./permission-answer.ts";

// The answer to each intent, as data: one builder per intent, filled from the
// knowledge and the message. Which intents are answered, and in what order,
// is priorities.ts's business.

export type AnswerContext = {
  now: Date;
  areaFocus: AreaFocus | null;
  /** The booking estimate of the vehicle a price question names (computed on the server by estimateJob). */
  estimate?: ChatEstimate | null;
};
export type Answer = (k: Knowledge, a: Analysis, context: AnswerContext) => string;

/** Phone, email or both, as the visitor asked ("contact" asks for both). */
const contact: Answer = (k, a) => {
  const i = a.intents;
  return answerContact(k, { phone: i.has("phone") || i.has("contact"), email: i.has("email") || i.has("contact") });
};

export const ANSWERS: Record<Intent, Answer> = {
  injection: (k) => answerInjection(k),
  offTopic: (k) => answerOffTopic(k),
  greeting: (k) => `Hello! ${answerHelp(k)}`,
  thanks: (k) => `You're welcome! Anything else I can help with? You can also ${phoneSentence(k)}.`,
  bye: (k) => `Thanks for stopping by! When you're ready, ${quoteLink(k)} or ${phoneSentence(k)}.`,
  help: (k) => answerHelp(k),
  bot: (k) => answerBot(k),
  openNow: (k, a, { now }) => answerOpenNow(k, now, a.text),
  hours: (k, a) => answerHours(k, a),
  phone: contact,
  email: contact,
  contact,
  person: (k) => answerPerson(k),
  location: (k) => answerLocation(k),
  mobile: (k) => answerMobile(k),
  areaList: (k, a) => answerAreaList(k, a),
  areaCheck: (k, a, { areaFocus }) => answerAreaCheck(k, a, areaFocus),
  distance: (k) => answerDistance(k),
  zips: (k) => answerZips(k),
  services: answerServices,
  ceramic: answerCeramic,
  shades: (k, a) => answerShades(k, a),
  law: answerLaw,
  price: answerPrice,
  quote: (k) => answerQuote(k),
  // "Tomorrow at 10 open?" at 3 PM: closer than the booking page's notice, by phone.
  book: (k, a, { now }) => tooSoonToBook(k, a, now) ?? answerBook(k, a),
  discount: answerDiscount,
  shop: answerShop,
  reviews: (k) => answerReviews(k),
  about: (k, a) => answerAbout(k, a),
  payment: answerPayment,
  warranty: answerWarranty,
  // "My appointment is tomorrow at 10, can I still move it?": not online when it is closer than the cutoff.
  deposit: (k, a, { now }) =>
    (/\breschedul\w*|\bmove\b|\bchange\b|\bcancel\w*/.test(a.text) ? changeTooLate(k, a.text, now) : null) ??
    answerDeposit(k),
  shipping: (k) => answerShipping(k),
  giftCard: (k, a) => answerGiftCard(k, a),
  contents: (k, a) => answerContents(k, a) ?? answerShop(k, a),
  care: answerCare,
  cure: answerCure,
  removal: (k, a) => answerRemoval(k, a),
  storm: answerStorm,
  permission: answerPermission,
  dayOf: answerDayOf,
  duration: answerDuration,
};

export function answerHelp(k: Knowledge): string {
  return `I can answer questions about ${k.business.name}: our hours and contact details, the towns we serve, our services and ceramic tint, Florida's tint laws, prices from our shop, and how to get a quote. What would you like to know?`;
}

export function answerBot(k: Knowledge): string {
  return `I'm the Elite AI Assistant, an automated helper for ${k.business.name}. I answer from the business's own information. To talk with a person, ${phoneSentence(k)}.`;
}

export function answerInjection(k: Knowledge): string {
  return `I can't share or change how I work, but I'm happy to help with ${k.business.name}: ceramic tint, Florida's tint laws, prices, our service areas or booking a quote. What would you like to know?`;
}

/** "Can I talk to a real person?": the phone, the hours and a call back. */
export function answerPerson(k: Knowledge): string {
  return `Yes, you can talk with our team: ${phoneSentence(k)}. ${hoursSentence(k)}. Or leave your name and phone number here and we'll call you back.`;
}

export function answerOffTopic(k: Knowledge): string {
  return `I'm the assistant for ${k.business.name}, so I can only help with window tinting, paint protection film, our service areas, prices and booking. Is there anything about those I can help you with?`;
}

/** The reply to what the engine cannot ground: the conversation is marked unanswered for the owner. */
export function answerUnknown(k: Knowledge): string {
  return `I'm not sure about that one, and I'd rather not guess, so I've passed your question on to our team. They can answer it: ${phoneSentence(k)}, ${quoteLink(k, "send us a message through the quote form")} or ${link("book a visit", "/book")}. I can help with prices, Florida's tint laws, the towns we serve, our services and booking.`;
}

/** Before what we know of a topic that may not answer the question: the way to ask us, who have the question too. */
export function notSureNote(k: Knowledge): string {
  return `I'm not sure I can answer that exactly, so I've passed your question on to our team: ${phoneSentence(k)} or ${quoteLink(k, "send us a message through the quote form")}. Here's what I can tell you:`;
}

export function greeting(k: Knowledge): string {
  return `Hi! I'm the Elite AI Assistant for ${k.business.name} in ${k.business.homeTown.city}, FL. Ask me about ceramic tint, Florida's tint laws, prices, the towns we serve or getting a quote.`;
}
