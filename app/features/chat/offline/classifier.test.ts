import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { classify } from "./classifier.server.ts";
import { answerOffline } from "./index.server.ts";

// Issue 26, point 2: the intents learned from example phrasings (nlp.js) and
// the owner's FAQ choose the answer where the rules find none.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00");

describe("the intent classifier", () => {
  it("reads misspelled questions", async () => {
    expect(await classify(k, "how mcuh for tint on my car")).toMatchObject({ intent: "price" });
    expect(await classify(k, "is 20 percent leagl")).toMatchObject({ intent: "law" });
  });

  it("learns the owner's FAQ questions, and a changed FAQ trains a new model", async () => {
    const faqs = [
      ...k.faqs,
      { q: "Do you wax the car afterwards?", a: "No wax: we only install film.", askedAs: null },
    ];
    const owned = { ...k, faqs };
    expect(await classify(owned, "do u wax the car afterwards")).toEqual({
      faq: faqs.length - 1,
      score: expect.any(Number),
    });
    expect(await classify(k, "do u wax the car afterwards")).not.toEqual(
      expect.objectContaining({ faq: faqs.length - 1 }),
    );
  });

  it("chooses the grounded answer only where the rules found none", () => {
    const messages = [{ role: "user" as const, content: "grippy strip thingy, whats that about" }];
    expect(answerOffline(messages, k, OPEN).unanswered).toBe(true);
    const learned = answerOffline(messages, k, OPEN, { learned: { intent: "price", score: 0.95 } });
    expect(learned.reply).toContain("/shop");
    expect(learned.unanswered).toBeFalsy();
    const unsure = answerOffline(messages, k, OPEN, { learned: { intent: "price", score: 0.4 } });
    expect(unsure.unanswered).toBe(true);
    const faq = answerOffline(messages, k, OPEN, { learned: { faq: 0, score: 0.9 } });
    expect(faq.reply).toBe(k.faqs[0]!.a);
  });
});
