import { describe, expect, it } from "vitest";
import { sendQuote } from "./send-quote.ts";
import type { QuoteActionData } from "./types.ts";

const post = () => new Request("http://localhost/?index", { method: "POST", body: new URLSearchParams({ name: "Dana", formToken: "tok-1" }) });

describe("sendQuote (the form's fetcher's way to the action)", () => {
  it("passes the action's answer through", async () => {
    const answer: QuoteActionData = { status: "invalid", values: null, errors: { name: "Please tell us your name." }, formError: "Please correct the highlighted fields.", token: "tok-1" };
    await expect(sendQuote(post(), () => Promise.resolve(answer))).resolves.toBe(answer);
  });

  it("answers 'unreachable' with the token it sent when the post gets no answer, instead of throwing to the error page", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(sendQuote(post(), offline)).resolves.toEqual({ status: "unreachable", token: "tok-1" });
  });

  it("leaves the request's body for the action to read", async () => {
    const request = post();
    const read = await sendQuote(request, async () => {
      const form = await request.formData();
      return { status: "error", values: null, errors: {}, formError: String(form.get("name")), token: "tok-2" };
    });
    expect(read).toMatchObject({ formError: "Dana" });
  });
});
