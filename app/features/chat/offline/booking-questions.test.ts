import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { buildAnalysis, buildArea } from "../../../../tests/support/builders/chat-offline.ts";
import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { bookingHref } from "./booking-link.ts";
import { answerOffline } from "./index.server.ts";
import { findVehicleModel } from "./vehicle-models.ts";

// Issue 23, point 6: a booking question ("Can I book Saturday morning?") is
// answered with the booking page's link, the vehicle (and town) the
// conversation named preselected, instead of the quote form alone.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre

/** The reply to the last of the visitor's messages, each earlier one answered by the engine. */
function converse(turns: string[], knowledge = () => k): { reply: string; unanswered?: boolean } {
  const messages: ChatMessage[] = [];
  let result = { reply: "" } as { reply: string; unanswered?: boolean };
  for (const turn of turns) {
    messages.push({ role: "user", content: turn });
    result = answerOffline(messages, knowledge(), OPEN);
    messages.push({ role: "assistant", content: result.reply });
  }
  return result;
}

/** The markdown links of a reply: [label, href]. */
const links = (reply: string) => [...reply.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((m) => [m[1], m[2]]);

describe("the booking page's link", () => {
  it("preselects the vehicle, the kind of job and the town named", () => {
    const tahoe = findVehicleModel("chevy tahoe")!;
    expect(bookingHref(buildAnalysis({ vehicle: "multipurpose", vehicleModel: tahoe }))).toBe(
      "/book?kind=vehicle&body=suv-van-minivan&make=Chevrolet&model=Tahoe",
    );
    expect(bookingHref(buildAnalysis({ vehicle: "truck", areas: [buildArea("Destin")] }))).toBe(
      "/book?area=destin&kind=vehicle&body=pickup",
    );
    expect(bookingHref(buildAnalysis({ serviceKind: "residential" }))).toBe("/book?kind=home");
    expect(bookingHref(buildAnalysis({ serviceKind: "ppf", vehicleModel: tahoe }))).toBe(
      "/book?kind=ppf&make=Chevrolet&model=Tahoe",
    );
    expect(bookingHref(buildAnalysis())).toBe("/book");
  });
});

describe("answers to booking questions", () => {
  it("'Can I book Saturday morning?': yes, we work Saturdays, and the booking page", () => {
    const { reply, unanswered } = converse(["Can I book Saturday morning?"]);
    expect(reply).toMatch(/^Yes, we work on Saturdays, 7:00 AM to 7:00 PM/);
    expect(links(reply)).toEqual([["Book online", "/book"]]);
    expect(reply).not.toContain("/#contact");
    expect(unanswered ?? false).toBe(false);
  });

  it("preselects the vehicle of an earlier price question", () => {
    const { reply } = converse(["How much for my Tahoe?", "Can I book Saturday morning?"]);
    expect(links(reply)).toEqual([
      ["Book your Chevrolet Tahoe", "/book?kind=vehicle&body=suv-van-minivan&make=Chevrolet&model=Tahoe"],
    ]);
  });

  it("preselects the vehicle and town of the question itself, or of earlier ones", () => {
    expect(links(converse(["I want to schedule tint for my camry next week"]).reply)).toContainEqual([
      "Book your Toyota Camry",
      "/book?kind=vehicle&body=sedan-coupe&make=Toyota&model=Camry",
    ]);
    expect(links(converse(["Do you serve Destin?", "I'd like to book my F-150"]).reply)).toContainEqual([
      "Book your Ford F-150",
      "/book?area=destin&kind=vehicle&body=pickup&make=Ford&model=F-150",
    ]);
    expect(links(converse(["how much to tint my house?", "how do I schedule?"]).reply)).toContainEqual([
      "Book for your home",
      "/book?kind=home",
    ]);
  });

  it("says no to a time we don't work, and links to the booking page for another", () => {
    const { reply } = converse(["Can I book at 9pm?"]);
    expect(reply).toMatch(/^No, we work every day/);
    expect(links(reply)).toEqual([["Book another time online", "/book"]]);
    const weekdays = (): Knowledge => ({
      ...k,
      business: {
        ...k.business,
        // A business that works weekdays only (the configured one works every day).
        hours: { ...k.business.hours, days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as never },
      },
    });
    expect(converse(["Can I book Saturday morning?"], weekdays).reply).toMatch(
      /^No, we work Monday, Tuesday, Wednesday, Thursday and Friday/,
    );
  });

  it("leaves a date only the calendar knows to the booking page, which shows the free times", () => {
    const { reply, unanswered } = converse(["can you come tomorrow?"]);
    expect(reply).toMatch(/^Not something I can see from here/);
    expect(links(reply)).toEqual([["Book online", "/book"]]);
    expect(unanswered ?? false).toBe(false);
  });

  it("answers an open booking question with the link, the hours and a call back", () => {
    const { reply } = converse(["how do I book an appointment?"]);
    expect(links(reply)).toEqual([["our booking page", "/book"]]);
    expect(reply).toContain("7:00 AM to 7:00 PM");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("leave your name and phone number here");
  });

  it("keeps a request for a quote on the quote form", () => {
    expect(converse(["How do I get a quote?"]).reply).toContain("(/#contact)");
  });
});
