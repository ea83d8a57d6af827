import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { answerOffline } from "./index.server.ts";

// Several questions in one message, joined by "and" or "also" rather than
// question marks, are answered part by part; the parts share the message's
// subject (a service or a vehicle named once).

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00");
const ask = (question: string) => answerOffline([{ role: "user", content: question }], k, OPEN).reply;
const ppfFront = () => k.products.find((p) => /paint protection/i.test(p.title))!;

describe("questions joined by 'and'", () => {
  it("answers each: paying cash and the warranty", () => {
    const reply = ask("do u take cash, and is there a warranty on the film");
    expect(reply).toMatch(/cash/);
    expect(reply).toMatch(/warranty/);
  });

  it("answers each: the opening time and a sedan's install time", () => {
    const reply = ask("what time do you start in the morning and how long does a sedan take");
    expect(reply).toMatch(/\d{1,2}:\d\d AM/);
    expect(reply).toMatch(/two to three hours/);
  });

  it("answers each: a price and a town", () => {
    const reply = ask("camry price and do you go all the way to destin?");
    expect(reply).toMatch(/\$\d{3}/);
    expect(reply).toContain("/service-areas/destin");
  });

  it("carries the service named in the first part to the next: PPF's price, then shelter for PPF", () => {
    const reply = ask("do you do ppf and what does the front of the car cost");
    const gloss = ppfFront().variants[0]!.price;
    expect(reply).toContain(gloss);
    expect(reply).not.toContain("Sedan & Coupe");
  });
});
