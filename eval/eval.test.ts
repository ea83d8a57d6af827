import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getKnowledge } from "~/features/chat/knowledge.server.ts";
import { extractNumbers, extractPhones, extractPriceCents } from "~/features/chat/text.ts";
import { evalCases } from "./cases.ts";
import { runEval, scoreReply, type CaseResult } from "./harness.ts";

// The evaluation set as a test: every case passes with the offline engine,
// and no reply holds a number, phone or price that is not in the knowledge.

let results: CaseResult[];
let handle: DbHandle;

beforeAll(async () => {
  results = await runEval(evalCases, { llm: null });
  handle = await createTestDb();
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("the evaluation set", () => {
  it("has at least 220 questions, single- and multi-turn, with distinct ids", () => {
    expect(evalCases.length).toBeGreaterThanOrEqual(220);
    expect(evalCases.filter((c) => c.turns.length > 1).length).toBeGreaterThanOrEqual(15);
    expect(evalCases.some((c) => c.turns.length > 1)).toBe(true);
    expect(new Set(evalCases.map((c) => c.id)).size).toBe(evalCases.length);
  });

  it("scores a reply by the facts it must and must not contain", () => {
    expect(scoreReply("Call (850) 555-0142", { mustInclude: ["{phone}"], mustNotInclude: ["$"] })).toEqual([]);
    expect(scoreReply("We serve Destin", { mustInclude: ["Pace|Milton"], mustNotInclude: ["destin"] })).toEqual([
      'missing "Pace|Milton"',
      'must not say "destin"',
    ]);
  });

  it("is answered correctly by the offline engine, at least 97% of it", () => {
    const failed = results.filter((r) => !r.passed).map((r) => `${r.id}: ${r.problems.join("; ")}`);
    expect(results.length - failed.length, failed.join("\n")).toBeGreaterThanOrEqual(Math.ceil(0.97 * results.length));
  });

  it("puts no invented phone number, price, legal claim or off-site link in any reply", () => {
    expect(results.flatMap((r) => r.invented.map((x) => `${r.id}: ${x}`))).toEqual([]);
  });

  it("puts in its replies only numbers, phone numbers and prices from the knowledge", async () => {
    const knowledge = await getKnowledge(handle.db);
    const numbers = new Set(extractNumbers(knowledge.corpus));
    // The holidays the business is closed (the owner's settings): their days and years may be named.
    for (const holiday of knowledge.holidays)
      for (const part of holiday.date.split("-")) numbers.add(String(Number(part)));
    const phone = knowledge.business.phone.e164.slice(-10);
    for (const reply of results.flatMap((r) => r.replies)) {
      // A place outside the areas is answered with great-circle distances computed by
      // features/areas/places.ts from the gazetteer ("about 57 miles away"): those are not in the corpus.
      const computed = reply.replace(/\babout \d+ miles (away|from)\b/g, "");
      for (const n of extractNumbers(computed)) expect(numbers, `${n} in: ${reply}`).toContain(n);
      for (const p of extractPhones(reply)) expect(p, reply).toBe(phone);
      // The catalogue's prices, or the amounts the site's own pages state (their typical ranges, decision 034).
      for (const cents of extractPriceCents(reply))
        expect(knowledge.priceCents.has(cents) || knowledge.statedPriceCents.has(cents), `${cents} in: ${reply}`).toBe(
          true,
        );
    }
  });
});
