import { describe, expect, it } from "vitest";
import { sendQuote } from "./send-quote.ts";
import type { QuoteActionData } from "./types.ts";

describe("sendQuote (the form's fetcher's way to the action)", () => {
  it("passes the action's answer through, whatever it says", async () => {
    const answer: QuoteActionData = {
      status: "invalid",
      values: null,
      errors: { name: "Please tell us your name." },
      formError: "Please correct the highlighted fields.",
      token: "tok-1",
    };
    await expect(sendQuote(() => Promise.resolve(answer))).resolves.toBe(answer);
  });

  it("answers 'unreachable' when the post gets no answer, instead of throwing to the error page", async () => {
    await expect(sendQuote(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({
      status: "unreachable",
    });
  });
});
