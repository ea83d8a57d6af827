import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { answerOffline } from "./index.server.ts";
import { hoursSentence } from "./phrases.ts";

// Issue 26, point 3: a customer is never turned away. A business question the
// engine cannot read is not answered as off-topic: the reply says what the
// assistant can help with, gives the phone, the quote form and /book, and the
// turn is marked unanswered for the owner. Asking for a person gets the phone,
// the hours and a call back.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const ask = (question: string) => answerOffline([{ role: "user", content: question }], k, OPEN);

describe("a question the engine is unsure of", () => {
  it.each([
    "can your guy look at my sunroof seal while he is here",
    "my neighbor said something about the grippy strip thing, whats that",
  ])("is answered with what it can help with, the phone, the quote form and /book, and logged: %s", (question) => {
    const { reply, unanswered } = ask(question);
    expect(reply).toMatch(/^I'm not sure/);
    expect(reply).not.toContain("only help");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("](/#contact)");
    expect(reply).toContain("](/book)");
    expect(reply).toMatch(/I can help with prices/);
    expect(unanswered).toBe(true);
  });

  it("answers a yes/no question it can't settle with what it knows of the topic, after the way to ask us, and logs it", () => {
    const { reply, unanswered } = ask("is it a lifetime warranty on car tint");
    expect(reply).toMatch(/^I'm not sure/);
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("](/#contact)");
    expect(reply).toMatch(/10 years or lifetime/);
    expect(unanswered).toBe(true);
  });

  it("answers a question about the trade that names an off-topic word, instead of turning it away", () => {
    const { reply } = ask("can you tint my car before the football game on saturday");
    expect(reply).not.toContain("only help");
  });

  it("still answers plain small talk as off-topic, without logging it", () => {
    for (const question of ["Who won the Super Bowl?", "tell me a joke"]) {
      const { reply, unanswered } = ask(question);
      expect(reply).toContain("only help");
      expect(unanswered).toBeFalsy();
    }
  });
});

describe("asking for a person", () => {
  it.each([
    "can I talk to a real person",
    "i dont want a bot. human please",
    "representative",
    "I'd like to speak with the owner",
  ])("gets the phone, the hours and a call back: %s", (question) => {
    const { reply } = ask(question);
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain(hoursSentence(k));
    expect(reply).toMatch(/call you back/);
    expect(reply).not.toContain("only help");
  });

  it("asking whether the assistant is a person still says what it is, with the phone", () => {
    const { reply } = ask("Are you a real person?");
    expect(reply).toContain("Elite AI Assistant");
    expect(reply).toContain(k.business.phone.display);
  });
});
