import { randomUUID } from "node:crypto";
import { business } from "~/config/business.ts";
import { getEnv, getLlmSettings, type Env } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { getDb } from "~/db/db.server.ts";
import { createDbRateLimiter } from "~/db/rate-limit.server.ts";
import type { RateLimiter } from "~/lib/rate-limit.ts";
import { saveTurn, type Engine } from "./conversations.server.ts";
import { takeChatLead } from "./chat-leads.server.ts";
import { getKnowledge, withSettings } from "./knowledge.server.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { answerWithLlm, type LlmSettings } from "./llm.server.ts";
import { estimateJob } from "~/features/booking/estimate.server.ts";
import { bookHref } from "./offline/booking-link.ts";
import { classify } from "./offline/classifier.server.ts";
import { answerOffline, estimateWanted, ownerAnswerTo } from "./offline/index.server.ts";
import { describeChatRequest } from "./offline/lead-request.ts";
import {
  chatLimits,
  chatRequestSchema,
  CONVERSATION_HEADER,
  describeChatRequestError,
  type ChatMessage,
} from "./schema.ts";
import { HttpError, jsonError, readJsonBody } from "~/lib/http-error.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { describeErrorSafely } from "~/lib/safe-error.ts";
import { classifyOutage, outageHeaders } from "~/platform/outage.ts";

// POST /api/chatbot (SPEC.md 7): {messages} in, {reply} or {error} out. Bad
// input is a 4xx with {error}; nothing here answers 500. Logs never carry the
// visitor's words: a database error's message holds the SQL and its parameters
// (the transcript), so only its name and code are logged.

export type ChatbotOptions = {
  /** The visitor's address, for the per-visitor rate limit. */
  clientAddress: string;
  now?: () => Date;
  limiter?: RateLimiter;
  /** The database (the app's services); the server's when not given. */
  db?: () => Promise<Db>;
  /** The LLM to use; undefined reads the environment, null forces the offline engine. */
  llm?: LlmSettings | null;
  /** The request's logger (loggerContext); the process's when not given. */
  log?: Logger;
};

export type ChatReply = {
  reply: string;
  engine: Engine;
  fallbackReason: string | null;
  /** No grounded answer: "I'm not sure", the phone and the quote form; marked for the owner. */
  unanswered: boolean;
};

/** The chat's per-address limit, counted in the database: every instance sharing it counts the same visitor's requests. */
export function createChatLimiter(db: () => Promise<Db>, env: Env = getEnv()): RateLimiter {
  return createDbRateLimiter({ name: "chat", limit: env.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000, getDb: db });
}

let sharedLimiter: RateLimiter | undefined;
// For callers without the app's services (tests): the server passes its own (app/platform/services.server.ts).
const defaultLimiter = () => (sharedLimiter ??= createChatLimiter(getDb));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reply from the configured engine, falling back to the offline engine. */
export async function replyTo(
  messages: readonly ChatMessage[],
  {
    conversationId,
    now,
    llm,
    log = processLogger,
    db: database = getDb,
  }: { conversationId: string; now: Date; llm: LlmSettings | null; log?: Logger; db?: () => Promise<Db> },
): Promise<ChatReply> {
  const db = await database();
  const knowledge = withSettings(await getKnowledge(db), await getSiteSettings(db, now));
  let fallbackReason: string | null = null;
  let quoteTaken = false;
  // One lead per turn of the conversation (a request sent again is kept and emailed once).
  const userTurn = messages.filter((m) => m.role === "user").length;
  // The greeting needs no model: it is the same for everyone; nor does a question the owner answered in the console.
  if (llm && messages.length > 0 && !ownerAnswerTo(messages, knowledge)) {
    const outcome = await answerWithLlm(messages, knowledge, llm, {
      now,
      recordQuote: async ({ name, phone, details }) => {
        // What the request asks for is read from the visitor's own messages, as for the offline engine's.
        const request = describeChatRequest(messages, knowledge);
        await takeChatLead(db, {
          conversationId,
          name,
          phone,
          request: { ...request, question: request.question || details },
          source: "llm",
          userTurn,
        });
        quoteTaken = true;
      },
      estimate: (choice) => estimateJob(db, choice),
    });
    if (outcome.ok)
      return { reply: outcome.reply, engine: "llm", fallbackReason: null, unanswered: outcome.unanswered };
    fallbackReason = outcome.reason;
    log.warn("chat: LLM reply not used, offline engine answers", { reason: outcome.reason });
  }
  // "How much for my Camry?": priced by the booking flow's own estimate, with a link into /book.
  const choice = estimateWanted(messages, knowledge);
  const estimate = choice ? { estimate: await estimateJob(db, choice), href: bookHref(choice) } : null;
  let result = answerOffline(messages, knowledge, now, { estimate });
  // The rules found no answer, or only guessed: what the classifier reads in the last message may choose one.
  const last = messages.at(-1);
  if ((result.unanswered || result.guessed) && last?.role === "user") {
    const learned = await classify(knowledge, last.content);
    if (learned) result = answerOffline(messages, knowledge, now, { estimate, learned });
  }
  if (result.quote && !quoteTaken) {
    await takeChatLead(db, { conversationId, ...result.quote, source: "offline", userTurn });
  }
  return { reply: result.reply, engine: "offline", fallbackReason, unanswered: result.unanswered === true };
}

export async function handleChatbotRequest(request: Request, options: ChatbotOptions): Promise<Response> {
  const started = performance.now();
  const log = options.log ?? processLogger;
  if (request.method !== "POST") {
    return jsonError(405, "Send a POST request with a JSON body {messages: [{role, content}]}.", { Allow: "POST" });
  }
  let limit: Awaited<ReturnType<RateLimiter["take"]>>;
  try {
    limit = await (options.limiter ?? defaultLimiter()).take(options.clientAddress || "unknown");
  } catch (error) {
    log.error("chat: no reply", describeErrorSafely(error));
    return unavailable(error);
  }
  if (!limit.allowed) {
    return jsonError(
      429,
      `You're sending messages a little too fast. Please wait a moment and try again, or call us at ${business.phone.display}.`,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  let body: unknown;
  try {
    body = await readJsonBody(request, chatLimits.maxBodyBytes);
  } catch (error) {
    // The chat's own words: how to send, how much it takes.
    if (!(error instanceof HttpError)) return jsonError(400, "The request body could not be read.");
    if (error.status === 415) return jsonError(415, "Send the messages as JSON with Content-Type: application/json.");
    if (error.status === 413) {
      return jsonError(
        413,
        `The request is too large: at most ${chatLimits.maxMessages} messages of at most ${chatLimits.maxUserChars} characters each.`,
      );
    }
    return jsonError(400, "The request body is not valid JSON.");
  }
  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) return jsonError(400, describeChatRequestError(parsed.error));

  const header = request.headers.get(CONVERSATION_HEADER);
  const conversationId = header && UUID.test(header) ? header.toLowerCase() : randomUUID();
  const now = options.now?.() ?? new Date();
  const messages = parsed.data.messages;
  try {
    const llm = options.llm === undefined ? getLlmSettings() : options.llm;
    const { reply, engine, fallbackReason, unanswered } = await replyTo(messages, {
      conversationId,
      now,
      llm,
      log,
      db: options.db,
    });
    try {
      const db = await (options.db ?? getDb)();
      await saveTurn(db, {
        conversationId,
        messages,
        reply,
        engine,
        fallbackReason,
        unanswered,
        durationMs: performance.now() - started,
      });
    } catch (error) {
      log.error("chat: conversation not stored", describeErrorSafely(error));
      // The database is down: the visitor is asked to send again rather than shown a turn that is not kept.
      if (classifyOutage(error)) return unavailable(error);
    }
    return Response.json(
      { reply },
      { headers: { "Cache-Control": "no-store", [CONVERSATION_HEADER]: conversationId } },
    );
  } catch (error) {
    log.error("chat: no reply", describeErrorSafely(error));
    return unavailable(error);
  }
}

/**
 * The chat's 503 (the widget shows its message), with Retry-After when the site
 * recovers by itself (an outage); a full disk is said as such, since nothing the
 * visitor sent was kept.
 */
function unavailable(error: unknown): Response {
  const outage = classifyOutage(error);
  const phone = business.phone.display;
  const text =
    outage?.cause === "storage"
      ? `The assistant is unavailable right now. ${outage.message} You can also call us at ${phone}.`
      : `The assistant is unavailable right now. Please try again in a moment or call us at ${phone}.`;
  return jsonError(503, text, outage ? outageHeaders(outage) : {});
}
