import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Two of our things side by side (compare-answer.ts): each with what the site
// says of it, never a verdict of ours.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const service = (title: RegExp) => k.services.find((s) => title.test(s.title))!;
const lowest = (id: string) => {
  const p = k.products.find((x) => x.id === id)!;
  return p.variants.reduce((x, y) => (y.cents < x.cents ? y : x)).price;
};

describe("two things compared", () => {
  it("sets two services side by side with each page's summary", () => {
    const { reply } = ask("clear bra or window tint, which one keeps rock chips off");
    for (const s of [service(/paint protection/i), service(/automotive/i)]) {
      expect(reply).toContain(s.path);
      expect(reply).toContain(s.summary);
    }
  });

  it("sets two vehicles' packages side by side with their prices", () => {
    const { reply } = ask("how does the sedan package differ from the suv one");
    expect(reply).toContain(lowest("ceramic-tint-sedan"));
    expect(reply).toContain(lowest("ceramic-tint-suv"));
  });

  it("says no when asked whether two packages cost the same and they don't", () => {
    const { reply } = ask("is a pickup the same price as a minivan");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(lowest("ceramic-tint-truck"));
  });

  it("leaves a message that only names two services in passing to its own answer", () => {
    const { reply } = ask("can a gift card pay for home film or only car tint");
    expect(reply).not.toMatch(/^Two different services/);
  });
});
