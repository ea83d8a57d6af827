import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { answerOffline } from "./index.server.ts";
import { isYesNoQuestion } from "./yes-no.ts";

// Issue 16, point 2: a yes/no question is answered "Yes", "No" or "Not …"
// first, then the one fact that matters, then the link or number; what the
// site doesn't state is "I'm not sure", the phone and the quote form, and the
// turn is marked unanswered.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const EVENING = new Date("2026-07-15T21:30:00-05:00");

const ask = (question: string, now = OPEN) => answerOffline([{ role: "user", content: question }], k, now);
const lead = (reply: string) => /^(Yes|No|Not)\b/.exec(reply)?.[1] ?? null;

describe("finding a yes/no question", () => {
  it.each([
    "do you do boats",
    "Is 20% legal on my SUV?",
    "I was wondering if you guys do boats",
    "any chance you could tint my sunroof",
    "would 5% pass inspection",
    "hi, can I pay with cash?",
    "Is it possible to get my truck done Sunday?",
    "r u open on weekends",
    "ok so are you guys mobile",
  ])("%s is a yes/no question", (q) => {
    expect(isYesNoQuestion(q.toLowerCase().replace(/[?,]/g, ""))).toBe(true);
  });

  it.each([
    "how much for a sedan",
    "what are your hours",
    "can you tell me your hours",
    "where are you located",
    "tell me about ceramic tint",
    "price for an suv",
  ])("%s is not", (q) => {
    expect(isYesNoQuestion(q)).toBe(false);
  });
});

// [kind, question, expected lead, what the one fact must say, the link or number]
const cases: [string, string, "Yes" | "No" | "Not", RegExp, RegExp][] = [
  ["services", "Do you tint houses?", "Yes", /Residential/, /\/services\/residential-window-tinting/],
  ["services", "I was wondering if you guys do paint protection film", "Yes", /paint/i, /\/services\//],
  ["products", "Do you sell gift cards?", "Yes", /Gift Card/, /\/product\/gift-card/],
  ["prices", "Is ceramic tint for a sedan $449?", "Yes", /\$449\.00/, /\/shop/],
  ["prices", "Is tint for an SUV $99?", "No", /\$549\.00/, /\/product\//],
  ["areas", "Do you come out to Destin?", "Yes", /Destin/, /\/service-areas\/destin/],
  ["areas", "Any chance you could come to Panama City?", "No", /Panama City/, /555-0142/],
  ["hours", "Are you open on Sundays?", "Yes", /7:00 AM to 7:00 PM/, /555-0142/],
  ["hours", "Are you open at 9 pm?", "No", /7:00 AM to 7:00 PM/, /555-0142/],
  ["hours", "Do you work weekends?", "Yes", /Sunday/, /555-0142/],
  ["open now", "Are you open right now?", "Yes", /open right now/, /555-0142/],
  ["payment", "Do you take credit cards?", "Yes", /credit and debit cards/, /./],
  ["payment", "Can I pay with Venmo?", "Not", /credit and debit cards as well as cash/, /555-0142/],
  ["warranty", "Is there a warranty?", "Yes", /manufacturer-backed warranty/, /555-0142/],
  ["film types", "Do you do carbon film?", "No", /ceramic/, /\/services\//],
  ["film types", "Does ceramic tint mess with my GPS?", "No", /signals/, /\/services\//],
  ["film types", "Do you offer ceramic tint?", "Yes", /ceramic/i, /\/services\//],
  ["law", "Is 20% legal on my SUV?", "Not", /28%/, /\/blog\/florida-window-tint-law-guide/],
  ["law", "would 5% pass inspection", "No", /too dark/, /\/blog\/florida-window-tint-law-guide/],
  ["law", "Can I tint my whole windshield?", "Not", /AS-1/, /\/blog\/florida-window-tint-law-guide/],
  ["law", "Is there a medical exemption?", "Yes", /316\.29545/, /\/blog\/florida-window-tint-law-guide/],
  ["law", "Will you install illegal tint if I ask?", "No", /misdemeanor/, /\/blog\//],
  ["mobile service", "Do you come to my house?", "Yes", /mobile|home or workplace/, /\/service-areas/],
  ["mobile service", "Do I need to bring my car to your shop?", "No", /no shop/, /\/service-areas/],
  ["booking", "Can I book an appointment online?", "Yes", /book online/, /\(\/book\)/],
  ["discount", "Do you have any discounts?", "Yes", /20% off/, /555-0142/],
  ["discount", "Do you give a military discount?", "Not", /first-time customers/, /555-0142/],
  ["contact", "Can I text you?", "Yes", /555-0142/, /555-0142/],
  ["reviews", "Do you have good reviews?", "Yes", /out of 5 stars/, /\/reviews/],
  ["shades", "Do you have 10% film?", "No", /5%, 15%, 20%/, /\/blog\//],
  ["bot", "Are you a real person?", "No", /Elite AI Assistant/, /555-0142/],
  ["refusal", "Can you write me a poem?", "No", /only help/, /./],
  ["about", "Have you been in business long?", "Yes", /2017/, /\/about/],
];

describe("the yes/no answer shape", () => {
  it.each(cases)("%s: %s -> %s", (_kind, question, expected, fact, where) => {
    const { reply, unanswered } = ask(question);
    expect(lead(reply), reply).toBe(expected);
    expect(reply).toMatch(fact);
    expect(reply).toMatch(where);
    expect(unanswered ?? false).toBe(false);
  });

  it("answers 'are you open now?' in the evening with No", () => {
    expect(ask("Are you open right now?", EVENING).reply).toMatch(/^No, we're closed right now/);
  });
});

describe("questions the site doesn't answer", () => {
  it.each([
    "Do you tint headlights?",
    "Are quotes free?",
    "Is the warranty transferable to a new owner of the car?",
    "any chance you could tint my sunroof",
  ])("%s -> not sure, the phone and the quote form, marked unanswered", (question) => {
    const { reply, unanswered } = ask(question);
    expect(reply).toMatch(/^I'm not sure/);
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain(`](${k.quoteHref})`);
    expect(unanswered).toBe(true);
  });

  it("does not mark a refusal or a grounded answer", () => {
    expect(ask("What's the weather tomorrow?").unanswered ?? false).toBe(false);
    expect(ask("What are your hours?").unanswered ?? false).toBe(false);
  });
});
