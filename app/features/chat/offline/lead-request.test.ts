import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { describeChatRequest } from "./lead-request.ts";
import { ASK_NAME, ASK_PHONE } from "./quote-capture.ts";

// Issue 23, point 6: a lead taken in the chat carries what the visitor asked
// for (service, vehicle, town, their words), not the questions before it.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const user = (content: string): ChatMessage => ({ role: "user", content });
const assistant = (content: string): ChatMessage => ({ role: "assistant", content });

describe("what a chat lead asks for", () => {
  it("is the request, not the unrelated questions before it", () => {
    expect(
      describeChatRequest(
        [
          user("Do you do boats?"),
          assistant("Not always, so ask us."),
          user("Do you take Venmo?"),
          assistant("Not as far as I know."),
          user("I'd like a quote for ceramic tint on my 2021 Tahoe, I'm in Gulf Breeze"),
          assistant(`Happy to help! ${ASK_NAME}`),
          user("Jo Smith"),
          assistant(ASK_PHONE),
          user("850-555-0199"),
        ],
        k,
      ),
    ).toEqual({
      service: "automotive",
      vehicle: "2021 Chevrolet Tahoe",
      location: "Gulf Breeze",
      areas: ["gulf-breeze"],
      question: "I'd like a quote for ceramic tint on my 2021 Tahoe, I'm in Gulf Breeze",
    });
  });

  it("reads a request left in one message with the name and phone", () => {
    expect(describeChatRequest([user("Quote please: Jo Ann Smith, 850-555-3131, SUV in Pace")], k)).toEqual({
      service: "automotive",
      vehicle: "SUV, van or minivan",
      location: "Pace",
      areas: ["pace"],
      question: "Quote please: Jo Ann Smith, 850-555-3131, SUV in Pace",
    });
  });

  it("completes the request from the visitor's other messages: the town, the kind of work", () => {
    const request = describeChatRequest(
      [
        user("Do you serve Destin?"),
        assistant("Yes, we serve Destin!"),
        user("How much to tint my house?"),
        assistant("Residential work is priced per job."),
        user("call me back: Pat, 850 555 4141"),
      ],
      k,
    );
    expect(request).toEqual({
      service: "residential",
      vehicle: null,
      location: "Destin",
      areas: ["destin"],
      question: "How much to tint my house?",
    });
  });

  it("gives a town outside the service areas as named, and an empty request when nothing was asked", () => {
    expect(describeChatRequest([user("quote for my camry in Orlando, Dan 850-555-2222")], k)).toMatchObject({
      vehicle: "Toyota Camry",
      location: "Orlando, FL",
      areas: [],
    });
    expect(describeChatRequest([user("Pat 850-555-4141")], k)).toEqual({
      service: null,
      vehicle: null,
      location: null,
      areas: [],
      question: "",
    });
  });
});
