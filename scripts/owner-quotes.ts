/**
 * The owner's view of quote requests and of the notification outbox, read
 * from the configured database (DATABASE_URL, or the PGlite database in
 * DATA_DIR).
 *
 *   npm run owner:quotes                 the latest 20 requests and the outbox
 *   npm run owner:quotes -- --limit 50   more of them
 *   npm run owner:quotes -- --message 12 the full notification email #12
 *
 * PGlite lets one process open a data directory at a time, and the running
 * server holds it: the script reads a copy made at start (a snapshot; it never
 * writes to the server's files). With PostgreSQL it reads the live database.
 */
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { count, desc, eq } from "drizzle-orm";
import { getEnvOrExit } from "../app/config/env.server.ts";
import { openDb, type DbHandle } from "../app/db/client.server.ts";
import { outboxMessages, quoteRequests } from "../app/db/schema.ts";
import { describeQuote } from "../app/features/quote/notification.ts";
import { toTerminalText } from "../app/lib/safe-text.ts";

const { values: args } = parseArgs({
  options: { limit: { type: "string", default: "20" }, message: { type: "string" } },
});
const limit = Math.min(500, Math.max(1, Number(args.limit) || 20));

const env = getEnvOrExit();

let handle: DbHandle;
let snapshot: string | undefined;
if (env.DATABASE_URL) {
  handle = await openDb({ databaseUrl: env.DATABASE_URL });
  console.log("Database: PostgreSQL (DATABASE_URL)");
} else {
  const dataDir = resolve(env.DATA_DIR);
  snapshot = await mkdtemp(join(tmpdir(), "owner-quotes-"));
  try {
    await cp(dataDir, snapshot, { recursive: true, errorOnExist: false });
    handle = await openDb({ dataDir: snapshot });
  } catch (error) {
    console.error(
      `Could not read the PGlite database in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
    await rm(snapshot, { recursive: true, force: true });
    process.exit(1);
  }
  console.log(`Database: PGlite in ${dataDir} (read from a snapshot taken now)`);
}

// Everything printed passes here: what visitors typed reaches the terminal
// without escape sequences or control characters (it could clear the screen,
// retitle the window or hide text).
const line = (text = "") => console.log(toTerminalText(text));
const when = (d: Date | null) => (d ? d.toISOString().replace("T", " ").slice(0, 16) + " UTC" : "-");

try {
  const db = handle.db;
  if (args.message) {
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, Number(args.message)));
    if (!message) {
      console.error(`No outbox message #${args.message}.`);
      process.exitCode = 1;
    } else {
      line(
        `Outbox message #${message.id} (${message.status}, ${message.attempts} attempt${message.attempts === 1 ? "" : "s"}${message.sentAt ? `, sent ${when(message.sentAt)}` : ""})`,
      );
      line(`To: ${message.toAddress}`);
      if (message.replyTo) line(`Reply-To: ${message.replyTo}`);
      line(`Subject: ${message.subject}`);
      if (message.lastError) line(`Last error: ${message.lastError}`);
      line();
      line(message.textBody);
    }
  } else {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(quoteRequests);
    const quotes = await db.select().from(quoteRequests).orderBy(desc(quoteRequests.id)).limit(limit);
    line(`\nQuote requests: ${total} in all, the latest ${quotes.length} first\n`);
    for (const quote of quotes) {
      line(`#${quote.id}  ${when(quote.createdAt)}`);
      for (const [label, value] of describeQuote(quote))
        line(`    ${`${label}:`.padEnd(15)}${value.replace(/\n/g, `\n${" ".repeat(19)}`)}`);
      line();
    }

    const byStatus = await db
      .select({ status: outboxMessages.status, n: count() })
      .from(outboxMessages)
      .groupBy(outboxMessages.status);
    const counts = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    line(
      `Owner notifications (outbox): ${counts.pending ?? 0} pending, ${counts.sent ?? 0} sent, ${counts.failed ?? 0} failed`,
    );
    line(
      env.SMTP_URL
        ? `SMTP_URL is set: the server delivers pending messages and retries failures with backoff.`
        : `SMTP_URL is not set: notifications stay here for you to read (npm run owner:quotes -- --message <id>).`,
    );
    const messages = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
    if (messages.length) line();
    for (const m of messages) {
      const detail =
        m.status === "sent"
          ? `sent ${when(m.sentAt)}`
          : m.status === "failed"
            ? `gave up after ${m.attempts} attempts: ${m.lastError ?? ""}`
            : m.attempts
              ? `attempt ${m.attempts} failed (${m.lastError ?? ""}); next try ${when(m.nextAttemptAt)}`
              : "not sent yet";
      const about = m.chatQuoteRequestId ? `chat lead #${m.chatQuoteRequestId}` : `request #${m.quoteRequestId ?? "-"}`;
      line(`#${m.id}  ${m.status.padEnd(7)}  ${about}  ${detail}`);
    }
  }
} finally {
  await handle.close();
  if (snapshot) await rm(snapshot, { recursive: true, force: true });
}
