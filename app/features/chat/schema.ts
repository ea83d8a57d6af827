import { z } from "zod";
import { normalizeVisitorText } from "~/lib/safe-text.ts";

// The chatbot contract of SPEC.md 7: request {messages: [{role, content}]},
// response {reply} or {error}. Shared by the widget and the function.

export type ChatRole = "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };

/** Bounds on what one request may carry: the cost of a request stays bounded. */
export const chatLimits = {
  maxMessages: 40,
  maxUserChars: 1000,
  maxAssistantChars: 4000,
  maxTotalChars: 24_000,
  /** The raw body; generous for the limits above even with every character escaped. */
  maxBodyBytes: 160 * 1024,
} as const;

export const CONVERSATION_HEADER = "X-Chat-Conversation";

const messageSchema = z
  .object({
    role: z.enum(["user", "assistant"], { error: "role must be user or assistant" }),
    // Stored as the owner will read it: NFC, no NUL or other control character
    // (but newline and tab), lone surrogates as U+FFFD (the database rejects them).
    content: z.string({ error: "content must be text" }).transform(normalizeVisitorText),
  })
  .superRefine((message, ctx) => {
    const max = message.role === "user" ? chatLimits.maxUserChars : chatLimits.maxAssistantChars;
    if (message.content.length > max) {
      ctx.addIssue({
        code: "custom",
        path: ["content"],
        message: `a ${message.role} message may have at most ${max} characters`,
      });
    }
    if (message.role === "user" && message.content.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: "a user message can't be empty" });
    }
  });

export const chatRequestSchema = z
  .object(
    {
      messages: z
        .array(messageSchema, { error: "messages must be a list of {role, content}" })
        .max(chatLimits.maxMessages, `a conversation may send at most ${chatLimits.maxMessages} messages`),
    },
    { error: "the body must be a JSON object with a messages list" },
  )
  .superRefine(({ messages }, ctx) => {
    const total = messages.reduce((sum, m) => sum + m.content.length, 0);
    if (total > chatLimits.maxTotalChars) {
      ctx.addIssue({
        code: "custom",
        path: ["messages"],
        message: `the messages may have at most ${chatLimits.maxTotalChars} characters in all`,
      });
    }
    if (messages.length > 0 && messages[messages.length - 1]!.role !== "user") {
      ctx.addIssue({ code: "custom", path: ["messages"], message: "the last message must be the user's" });
    }
  });

export type ChatRequest = z.output<typeof chatRequestSchema>;

/** The first problem of a request, worded for a developer reading the 400. */
export function describeChatRequestError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid request";
  const path = issue.path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "");
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The most recent messages that fit the limits, starting with a user message
 * when anything was dropped (what the widget sends in a long conversation).
 */
export function trimHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const max = m.role === "user" ? chatLimits.maxUserChars : chatLimits.maxAssistantChars;
    const content = m.content.slice(0, max);
    if (kept.length === chatLimits.maxMessages || total + content.length > chatLimits.maxTotalChars) break;
    kept.unshift({ role: m.role, content });
    total += content.length;
  }
  while (kept.length < messages.length && kept[0]?.role === "assistant") kept.shift();
  return kept;
}
