import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FakeOpenAi } from "../tests/support/fake-openai-server.ts";
import { evalCases } from "./cases.ts";
import { runEval, type CaseResult } from "./harness.ts";
import { loadRecordings, recordingKey, startRecordedModel, type Recordings } from "./recorded-model.ts";

// Issue 16, point 5: the evaluation set through the real LLM code path (the
// AI SDK against a recorded model on loopback). The same reply checks refuse
// every deliberately bad recording (invented phone, wrong price, false legal
// claim, off-site link, unlisted offer, markup), so no invented figure ever
// reaches the visitor; the offline engine answers those turns instead.

let fake: FakeOpenAi;
let results: CaseResult[];
let recordings: Recordings["recordings"];

beforeAll(async () => {
  // Each refused reply is logged as a warning; the test reads the stored reason instead.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  recordings = loadRecordings().recordings;
  fake = await startRecordedModel(recordings);
  results = await runEval(evalCases, { llm: { baseUrl: fake.baseUrl, model: "recorded", timeoutMs: 10_000 } });
}, 180_000);
afterAll(async () => {
  await fake.close();
});

const bad = () => Object.values(recordings).filter((r) => r.bad);

describe("the evaluation set against the recorded model", () => {
  it("has a recording for every turn of every case, and bad ones of every kind", () => {
    const keys = evalCases.flatMap((c) => c.turns.map((_, i) => recordingKey(c.turns.slice(0, i + 1))));
    expect(keys.filter((key) => !recordings[key])).toEqual([]);
    expect(new Set(bad().map((r) => r.bad))).toEqual(
      new Set(["phone", "price", "legal claim", "link", "offer", "markup"]),
    );
  });

  it("asks the model through the real protocol (the AI SDK's requests reach the fake)", () => {
    expect(fake.requests.length).toBeGreaterThanOrEqual(evalCases.length);
    expect(fake.requests.every((r) => r.path.endsWith("/chat/completions"))).toBe(true);
    expect(results.flatMap((r) => r.turns).filter((t) => t.engine === "llm").length).toBeGreaterThan(200);
  });

  it("refuses every deliberately bad recording: the offline engine answers instead, and the bad text never shows", () => {
    for (const recording of bad()) {
      const result = results.find((r) => r.id === recording.caseId)!;
      expect(result.turns.at(-1), recording.caseId).toMatchObject({
        engine: "offline",
        fallbackReason: expect.stringMatching(/^rejected: /),
      });
      expect(result.replies.join("\n")).not.toContain(recording.text);
    }
  });

  it("lets no invented phone number, price, legal claim or off-site link reach the visitor", () => {
    expect(results.flatMap((r) => r.invented.map((x) => `${r.id}: ${x}`))).toEqual([]);
  });

  it("answers at least 97% of the set correctly", () => {
    const failed = results.filter((r) => !r.passed).map((r) => `${r.id}: ${r.problems.join("; ")}`);
    expect(results.length - failed.length, failed.join("\n")).toBeGreaterThanOrEqual(Math.ceil(0.97 * results.length));
  });

  it("marks the model's 'I'm not sure' replies unanswered for the owner", () => {
    const notSure = results.filter((r) => r.turns.at(-1)?.engine === "llm" && /^I'm not sure/.test(r.reply));
    expect(notSure.length).toBeGreaterThan(0);
    for (const r of notSure) expect(r.turns.at(-1)!.unanswered, r.id).toBe(true);
  });
});
