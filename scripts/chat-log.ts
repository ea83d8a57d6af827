/**
 * npm run chat:log [-- N] — prints the latest N (default 20) chat conversations
 * with their replies' engine and timing, and the quote requests taken in the
 * chat. Reads the database the server uses (DATABASE_URL, or the PGlite
 * database in DATA_DIR). PGlite allows one process at a time, so its folder is
 * copied first and the copy is read: safe while the server runs.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { desc, inArray } from "drizzle-orm";
import { getEnv } from "../app/config/env.server.ts";
import { openDb } from "../app/db/client.server.ts";
import { chatConversations, chatQuoteRequests, chatTurns } from "../app/db/schema.ts";

const limit = Math.max(1, Math.min(500, Number(process.argv[2] ?? 20) || 20));
const env = getEnv();
let copy: string | undefined;
let dataDir: string | undefined;
if (!env.DATABASE_URL) {
  const source = resolve(env.DATA_DIR);
  if (!existsSync(source)) {
    console.log(`No database in ${source} yet: no conversations.`);
    process.exit(0);
  }
  copy = await mkdtemp(join(tmpdir(), "chat-log-"));
  await cp(source, copy, { recursive: true });
  dataDir = copy;
}
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
try {
  const conversations = await handle.db.select().from(chatConversations).orderBy(desc(chatConversations.updatedAt)).limit(limit);
  const ids = conversations.map((c) => c.id);
  const [turns, quotes] = ids.length
    ? await Promise.all([
        handle.db.select().from(chatTurns).where(inArray(chatTurns.conversationId, ids)).orderBy(chatTurns.id),
        handle.db.select().from(chatQuoteRequests).where(inArray(chatQuoteRequests.conversationId, ids)).orderBy(chatQuoteRequests.id),
      ])
    : [[], []];
  if (conversations.length === 0) console.log("No conversations yet.");
  for (const c of [...conversations].reverse()) {
    const when = c.updatedAt.toISOString().replace("T", " ").slice(0, 16);
    console.log(`\n== ${when} UTC · ${c.turnCount} repl${c.turnCount === 1 ? "y" : "ies"} · ${c.id}`);
    for (const m of c.messages) console.log(`  ${m.role === "user" ? "visitor  " : "assistant"}: ${m.content.replace(/\n/g, "\n             ")}`);
    const own = turns.filter((t) => t.conversationId === c.id);
    console.log(`  replies: ${own.map((t) => `${t.engine} ${t.durationMs} ms${t.fallbackReason ? ` (LLM not used: ${t.fallbackReason})` : ""}`).join(", ")}`);
    for (const q of quotes.filter((q) => q.conversationId === c.id)) {
      console.log(`  QUOTE REQUEST: ${q.name}, ${q.phone}${q.details ? ` · ${q.details}` : ""} (${q.createdAt.toISOString().slice(0, 16)} UTC, ${q.source})`);
    }
  }
} finally {
  await handle.close();
  if (copy) await rm(copy, { recursive: true, force: true });
}
