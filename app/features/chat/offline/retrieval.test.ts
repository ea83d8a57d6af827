import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { analyze } from "./analysis.ts";
import { namedTerms, retrieve } from "./retrieval.server.ts";

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

describe("retrieval", () => {
  it("answers from the site's content, with a link to the page", () => {
    const reply = retrieve(k, analyze("How do I wash my windows after tinting?", k));
    expect(reply).toMatch(/clean/i);
    expect(reply).toMatch(/\nMore: \[[^\]]+\]\(\/[^)]+\)$/);
  });

  it("declines a question the content only brushes against", () => {
    expect(retrieve(k, analyze("What's the best pizza place in town?", k))).toBeNull();
    expect(retrieve(k, analyze("Can I use it on a spaceship?", k))).toBeNull();
  });

  it("finds the words of a message that name something", () => {
    expect(namedTerms("do you do headlight tint")).toEqual(["headlight"]);
    expect(namedTerms("do you guys do tint")).toEqual([]);
  });
});
