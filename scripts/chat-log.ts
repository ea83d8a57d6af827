/**
 * npm run chat:log [-- N] — prints the latest N (default 20) chat conversations
 * with their replies' engine and timing, and the quote requests taken in the
 * chat. Reads the database the server uses (DATABASE_URL, or the PGlite
 * database in DATA_DIR). PGlite allows one process at a time, so its folder is
 * copied first and the copy is read: safe while the server runs. Stored text is
 * printed without control characters or escape sequences (formatChatLog).
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { getEnv } from "../app/config/env.server.ts";
import { openDb } from "../app/db/client.server.ts";
import { formatChatLog } from "../app/features/chat/chat-log.ts";
import { listConversations } from "../app/features/chat/conversations.server.ts";

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
  console.log(formatChatLog(await listConversations(handle.db, { limit })));
} finally {
  await handle.close();
  if (copy) await rm(copy, { recursive: true, force: true });
}
