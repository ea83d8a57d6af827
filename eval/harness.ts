import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { business } from "~/config/business.ts";
import { chatTurns } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { handleChatbotRequest } from "~/features/chat/chatbot.server.ts";
import type { LlmSettings } from "~/features/chat/llm.server.ts";
import { CONVERSATION_HEADER, type ChatMessage } from "~/features/chat/schema.ts";
import { createRateLimiter } from "~/lib/rate-limit.ts";
import { getKnowledge, type Knowledge } from "~/features/chat/knowledge.server.ts";
import {
  findFalseLegalClaim,
  findForeignLink,
  findForeignPhone,
  findForeignPrice,
} from "~/features/chat/reply-check.ts";
import type { EvalCase } from "./cases.ts";

// Runs the evaluation questions through the chatbot function itself (the
// route's handler, with a fresh database), turn by turn, and scores the
// final reply of each case against the facts it must and must not contain.

export type CaseResult = {
  id: string;
  passed: boolean;
  reply: string;
  replies: string[];
  problems: string[];
  latenciesMs: number[];
  /** Per turn, the engine whose reply was sent, why a configured LLM was not used, and whether it was unanswered. */
  turns: { engine: string; fallbackReason: string | null; unanswered: boolean }[];
  /** Invented figures in any reply of the case: a phone number, price, legal claim or link that is not the site's. */
  invented: string[];
};

/** What in a reply is not the site's: phone numbers, prices, tint-law claims and links (reply-check.ts). */
export function inventedFigures(reply: string, k: Knowledge): string[] {
  const found = [
    ["phone", findForeignPhone(reply, k)],
    ["price", findForeignPrice(reply, k)],
    ["legal claim", findFalseLegalClaim(reply)],
    ["link", findForeignLink(reply)],
  ] as const;
  return found.filter(([, v]) => v !== null).map(([what, v]) => `${what}: ${String(v)}`);
}

const placeholders: Record<string, string> = { "{phone}": business.phone.display, "{email}": business.email };
export const resolve = (text: string) => text.replace(/\{phone\}|\{email\}/g, (m) => placeholders[m] ?? m);

export function scoreReply(reply: string, c: Pick<EvalCase, "mustInclude" | "mustNotInclude">): string[] {
  const lower = reply.toLowerCase();
  const problems: string[] = [];
  for (const fact of c.mustInclude.map(resolve)) {
    const options: string[] = fact.split("|");
    const found = (o: string) =>
      o.startsWith("^") ? lower.startsWith(o.slice(1).toLowerCase()) : lower.includes(o.toLowerCase());
    if (!options.some(found)) problems.push(`missing "${fact}"`);
  }
  for (const claim of (c.mustNotInclude ?? []).map(resolve)) {
    if (lower.includes(claim.toLowerCase())) problems.push(`must not say "${claim}"`);
  }
  return problems;
}

/** Sends one conversation turn by turn; returns every reply and the time each took. */
export async function converse(
  turns: readonly string[],
  options: { now?: Date; llm?: LlmSettings | null; limiter: ReturnType<typeof createRateLimiter> },
) {
  const id = randomUUID();
  const messages: ChatMessage[] = [];
  const replies: string[] = [];
  const latenciesMs: number[] = [];
  for (const turn of turns) {
    messages.push({ role: "user", content: turn });
    const request = new Request("http://eval.local/api/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json", [CONVERSATION_HEADER]: id },
      body: JSON.stringify({ messages }),
    });
    const started = performance.now();
    const response = await handleChatbotRequest(request, {
      clientAddress: "eval",
      limiter: options.limiter,
      now: options.now ? () => options.now! : undefined,
      llm: options.llm,
    });
    const body = (await response.json()) as { reply?: string; error?: string };
    latenciesMs.push(performance.now() - started);
    const reply = body.reply ?? `ERROR ${response.status}: ${body.error}`;
    replies.push(reply);
    messages.push({ role: "assistant", content: reply });
  }
  return { id, replies, latenciesMs };
}

export async function runEval(
  cases: readonly EvalCase[],
  options: { llm?: LlmSettings | null } = {},
): Promise<CaseResult[]> {
  const db = await createTestDb();
  const limiter = createRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 });
  try {
    // One greeting first, so the catalogue is loaded before anything is timed.
    await handleChatbotRequest(
      new Request("http://eval.local/api/chatbot", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"messages":[]}',
      }),
      { clientAddress: "eval", limiter, llm: options.llm },
    );
    const knowledge = await getKnowledge(db.db);
    const results: CaseResult[] = [];
    for (const c of cases) {
      const { id, replies, latenciesMs } = await converse(c.turns, {
        now: c.now ? new Date(c.now) : undefined,
        llm: options.llm,
        limiter,
      });
      const reply = replies[replies.length - 1] ?? "";
      const invented = replies.flatMap((r) => inventedFigures(r, knowledge));
      const problems = [...scoreReply(reply, c), ...invented.map((x) => `invented ${x}`)];
      const turns = await db.db
        .select({
          engine: chatTurns.engine,
          fallbackReason: chatTurns.fallbackReason,
          unanswered: chatTurns.unanswered,
        })
        .from(chatTurns)
        .where(eq(chatTurns.conversationId, id))
        .orderBy(chatTurns.id);
      results.push({ id: c.id, passed: problems.length === 0, reply, replies, problems, latenciesMs, invented, turns });
    }
    return results;
  } finally {
    await db.close();
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
