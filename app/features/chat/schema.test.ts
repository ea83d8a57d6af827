import { describe, expect, it } from "vitest";
import { chatLimits, chatRequestSchema, trimHistory, type ChatMessage } from "./schema.ts";

describe("trimHistory", () => {
  it("keeps a short conversation as it is", () => {
    const messages: ChatMessage[] = [
      { role: "assistant", content: "Hi!" },
      { role: "user", content: "Hours?" },
    ];
    expect(trimHistory(messages)).toEqual(messages);
  });

  it("keeps the latest messages within the limits, starting with the visitor's", () => {
    const messages: ChatMessage[] = [];
    for (let i = 0; i < 60; i++) messages.push({ role: i % 2 ? "assistant" : "user", content: `m${i}` });
    messages.push({ role: "user", content: "last" });
    const kept = trimHistory(messages);
    expect(kept.length).toBeLessThanOrEqual(chatLimits.maxMessages);
    expect(kept[0]!.role).toBe("user");
    expect(kept.at(-1)!.content).toBe("last");
    expect(chatRequestSchema.safeParse({ messages: kept }).success).toBe(true);
  });

  it("fits long replies into the character budget", () => {
    const messages: ChatMessage[] = [];
    for (let i = 0; i < 20; i++)
      messages.push({ role: "user", content: "q".repeat(900) }, { role: "assistant", content: "a".repeat(3900) });
    messages.push({ role: "user", content: "last" });
    expect(chatRequestSchema.safeParse({ messages: trimHistory(messages) }).success).toBe(true);
  });
});
