import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { ASK_NAME, ASK_PHONE, captureQuote, findName } from "./quote-capture.ts";

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const user = (content: string): ChatMessage => ({ role: "user", content });
const assistant = (content: string): ChatMessage => ({ role: "assistant", content });

describe("finding a name", () => {
  it.each([
    ["my name is dana whitfield", false, "Dana Whitfield"],
    ["Sure, I'm Dana Whitfield, (850) 555-7788", false, "Dana Whitfield"],
    ["You can reach Jo Ann Smith, 850-555-3131", false, "Jo Ann Smith"],
    ["Pat", true, "Pat"],
    ["Pat", false, null],
    ["I'm interested in a quote", false, null],
    // Only letters survive: no markup can come back in "Thanks, …!".
    ["<script>alert(1)</script>", true, "Script Alert Script"],
  ] as const)("%s (answering our question: %s) -> %s", (message, answering, expected) => {
    expect(findName(message, answering)).toBe(expected);
  });
});

describe("capturing a quote request", () => {
  it("asks for the name when only a phone number was given", () => {
    expect(captureQuote([user("call me back at 850.555.4141 please")], k)).toEqual({ reply: `Thanks! ${ASK_NAME}` });
  });

  it("leaves a name without any phone number to the other answers", () => {
    expect(captureQuote([user("My name is Dana")], k)).toBeNull();
    expect(captureQuote([user("Can I get a quote?"), assistant(`Thanks! ${ASK_NAME}`), user("Dana")], k)).toBeNull();
    expect(captureQuote([user("Can I get a quote?"), assistant(ASK_PHONE), user("Dana")], k)).toBeNull();
  });

  it("hands over name, formatted phone and what was asked for once it has both", () => {
    const result = captureQuote(
      [
        user("Can I get a quote for my Tahoe?"),
        assistant("Happy to help..."),
        user("call me at 850.555.4141"),
        assistant(`Thanks! ${ASK_NAME}`),
        user("Pat"),
      ],
      k,
    );
    expect(result?.quote).toEqual({
      name: "Pat",
      phone: "(850) 555-4141",
      request: {
        service: "automotive",
        vehicle: "Chevrolet Tahoe",
        location: null,
        areas: [],
        question: "Can I get a quote for my Tahoe?",
      },
    });
    expect(result?.reply).toContain("Thanks, Pat! I've passed your request to our team");
  });

  it("ignores our own number and messages with no contact details", () => {
    expect(captureQuote([user(`Is ${k.business.phone.display} your number?`)], k)).toBeNull();
    expect(captureQuote([user("How much for a sedan?")], k)).toBeNull();
  });
});
