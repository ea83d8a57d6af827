import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createLogger, withFields, type Logger } from "~/lib/logger.ts";
import { createRateLimiter } from "~/lib/rate-limit.ts";
import { formatChatLog } from "./chat-log.ts";
import { handleChatbotRequest } from "./chatbot.server.ts";
import { getConversation, listConversations } from "./conversations.server.ts";
import { CONVERSATION_HEADER } from "./schema.ts";

// Hostile text from a visitor: NUL, lone surrogates, terminal escape sequences
// and bidi overrides. It is answered and stored (normalised), never logged,
// and reaches the owner's terminal (npm run chat:log) without a control byte.

let handle: DbHandle;
const limiter = createRateLimiter({ limit: 1_000_000, windowMs: 60_000 });
let logged: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => {
  await handle.close();
});

function captureLogs() {
  logged = [];
  const keep = (...args: unknown[]) => {
    logged.push(
      args
        .map((a) => (typeof a === "string" ? a : a instanceof Error ? `${a.message}\n${a.stack}` : JSON.stringify(a)))
        .join(" "),
    );
  };
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation(keep);
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
}
afterEach(() => {
  vi.restoreAllMocks();
});

async function send(content: string, extra: { role: "user" | "assistant"; content: string }[] = [], log?: Logger) {
  const conversationId = crypto.randomUUID();
  const response = await handleChatbotRequest(
    new Request("http://test.local/api/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json", [CONVERSATION_HEADER]: conversationId },
      // JSON.stringify writes a lone surrogate as a \ud800 escape, as a client can.
      body: JSON.stringify({ messages: [...extra, { role: "user", content }] }),
    }),
    { clientAddress: "203.0.113.9", limiter, llm: null, log },
  );
  return {
    status: response.status,
    body: (await response.json()) as { reply?: string; error?: string },
    conversationId,
  };
}

const MARKER = "zebra-marker-7731";
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_ESCAPE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe("a message with NUL, lone surrogates and escape sequences", () => {
  it.each([
    ["a NUL", `Hours? ${MARKER}\u0000 please`, `Hours? ${MARKER} please`],
    ["a lone surrogate", `Do you serve Destin? ${MARKER} \ud83d`, `Do you serve Destin? ${MARKER} \ufffd`],
    ["a lone low surrogate", `Price of a sedan ${MARKER} \udc00?`, `Price of a sedan ${MARKER} \ufffd?`],
    ["escape sequences", `\u001b[2J\u001b]0;owned\u0007Phone number? ${MARKER}\u001b[31m`, `Phone number? ${MARKER}`],
    ["a bidi override and a carriage return", `Tint law\r\u202e${MARKER}`, `Tint law\n${MARKER}`],
    ["decomposed accents", `Cafe\u0301 in Navarre ${MARKER}?`, `Café in Navarre ${MARKER}?`],
  ])("with %s is answered and stored, normalised, and nothing logs it", async (_name, content, stored) => {
    captureLogs();
    const { status, body, conversationId } = await send(content);
    vi.restoreAllMocks();
    expect(status).toBe(200);
    expect(body.reply).toBeTruthy();
    const conversation = await getConversation(handle.db, conversationId);
    expect(conversation?.messages[0]).toEqual({ role: "user", content: stored });
    expect(logged.join("\n")).not.toContain(MARKER);
  });

  it("is cleaned in the history the widget sends back too", async () => {
    const { status, conversationId } = await send("and Pace?", [
      { role: "user", content: `Destin? \u0000${MARKER}` },
      { role: "assistant", content: "Yes\u001b[8m, we serve Destin." },
    ]);
    expect(status).toBe(200);
    const conversation = await getConversation(handle.db, conversationId);
    expect(conversation?.messages.slice(0, 2)).toEqual([
      { role: "user", content: `Destin? ${MARKER}` },
      { role: "assistant", content: "Yes, we serve Destin." },
    ]);
  });

  it("a message that is only control characters is a 400, not an empty question", async () => {
    const { status, body } = await send("\u0000\u001b[2J\u0007");
    expect(status).toBe(400);
    expect(body.error).toMatch(/can't be empty/);
  });
});

describe("the owner's chat log", () => {
  it("prints stored hostile messages without an escape or control byte", async () => {
    // Stored as they were before normalisation existed (or written by another tool): raw.
    const id = crypto.randomUUID();
    const hostile = `\u001b]0;pwned\u0007\u001b[2J\u001b[3J\u001bcHi\r\u009b31m${MARKER}\u202etxt.exe\u0000`;
    await handle.db.execute(
      sql`insert into chat_conversations (id, messages, turn_count) values (${id}, ${JSON.stringify([
        { role: "user", content: hostile.replaceAll("\u0000", "") },
        { role: "assistant", content: "Sure\u001b[8m hidden" },
      ])}::jsonb, 1)`,
    );
    await handle.db.execute(
      sql`insert into chat_quote_requests (conversation_id, name, phone, details, source) values (${id}, ${"Eve\u001b[2J"}, ${"(850) 555-2323"}, ${"line\u001b]8;;http://x\u0007"}, 'offline')`,
    );
    await send(`second ${MARKER}\u0000\u001b[H`);

    const output = formatChatLog(await listConversations(handle.db, { limit: 50 }));
    expect(output).toContain(MARKER);
    expect(output).toContain("QUOTE REQUEST: Eve, (850) 555-2323 · line");
    expect(output).toContain("assistant: Sure hidden");
    expect(output).not.toMatch(CONTROL_OR_ESCAPE);
    expect(output).not.toContain("pwned");
  });
});

describe("a conversation that cannot be stored", () => {
  it("is still answered, and the error logged names no SQL and no visitor text", async () => {
    await handle.db.execute(sql`alter table chat_turns rename to chat_turns_away`);
    try {
      captureLogs();
      // The request's logger as the server builds it (server/app.ts): its lines name the request.
      const lines: string[] = [];
      const log = withFields(
        createLogger("info", (line) => lines.push(line)),
        { id: "req-7731" },
      );
      const { status, body } = await send(`What are your hours? ${MARKER}`, [], log);
      vi.restoreAllMocks();
      expect(status).toBe(200);
      expect(body.reply).toContain("7:00 AM");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toEqual({
        time: expect.any(String),
        level: "error",
        msg: "chat: conversation not stored",
        id: "req-7731",
        error: expect.any(String),
        code: "42P01", // undefined_table: the code is there for the operator
      });
      const text = [...lines, ...logged].join("\n");
      expect(text).not.toContain(MARKER);
      expect(text).not.toMatch(/insert into|chat_turns|params/i);
      // Nothing else wrote about it: not the console, not stdout.
      expect(logged.join("\n")).not.toContain("not stored");
    } finally {
      await handle.db.execute(sql`alter table chat_turns_away rename to chat_turns`);
    }
  });
});
