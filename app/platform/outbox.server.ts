import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { outboxMessages, type OutboxChannel } from "~/db/schema.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.ts";
import { describeErrorSafely, isDatabaseError } from "~/lib/safe-error.ts";
import type { Mail, SendMail } from "./mailer.server.ts";

// The outbox (docs/decisions/008): each notification is a row written in the
// same transaction as its quote request, then delivered by a worker that
// retries with backoff and records the outcome. Several servers may share one
// PostgreSQL database: a server claims a batch with FOR UPDATE SKIP LOCKED and
// holds it for a lease, so no message is sent twice at once, and a message
// whose server died is picked up again when the lease runs out.

/** Waits before the 2nd, 3rd, ... attempt; after the last one the message is marked failed. */
export const RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map((minutes) => minutes * 60_000);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Longer than an SMTP exchange may take (see mailer.server.ts timeouts). */
export const LEASE_MS = 5 * 60_000;
const BATCH = 10;

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type DeliveryReport = { sent: number; retrying: number; failed: number };

/** Claims the messages of one channel due now that no other server holds, counting the attempt. */
async function claimDue(db: Db, channel: OutboxChannel, now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        // Each channel has its worker: emails through SMTP here, texts through the SMS provider (sms-worker.server.ts).
        eq(outboxMessages.channel, channel),
        eq(outboxMessages.status, "pending"),
        lte(outboxMessages.nextAttemptAt, now),
        or(isNull(outboxMessages.lockedUntil), lt(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
  // RETURNING keeps no order: the oldest request is sent first.
  return claimed.sort((a, b) => a.id - b.id);
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
/** For a log line: a database error's message holds its SQL, so only its name and code. */
const describeForLog = (error: unknown) =>
  isDatabaseError(error) ? describeErrorSafely(error) : { error: describe(error) };

/**
 * What became of one claimed message: sent; not now (a text in quiet hours:
 * due again at `at`, the attempt not counted); or never (the number opted
 * out: recorded as skipped). A delivery that throws is retried with backoff.
 */
export type Delivery = { kind: "sent" } | { kind: "later"; at: Date } | { kind: "skipped"; reason: string };
export type ChannelReport = DeliveryReport & { skipped: number; deferred: number };

/**
 * Delivers every message of `channel` due at `now`, once across servers
 * (claim, lease, outcome recorded only while the claim is still this
 * server's), and records each outcome.
 */
export async function deliverDue(
  db: Db,
  {
    channel,
    deliver,
    now = new Date(),
    log = processLogger,
    stopping = () => false,
    what,
  }: {
    channel: OutboxChannel;
    deliver: (message: OutboxRow) => Promise<Delivery>;
    now?: Date;
    log?: Logger;
    stopping?: () => boolean;
    /** For the log line of a failed delivery ("owner notification", "text"). */
    what: string;
  },
): Promise<ChannelReport> {
  const report: ChannelReport = { sent: 0, retrying: 0, failed: 0, skipped: 0, deferred: 0 };
  while (!stopping()) {
    const batch = await claimDue(db, channel, now);
    if (batch.length === 0) return report;
    for (const [index, message] of batch.entries()) {
      if (stopping()) {
        await handBack(db, batch.slice(index));
        return report;
      }
      // This server's claim: an outcome is recorded only while the message is still
      // its own (a claim whose lease ran out and was taken by another server is not).
      const ours = and(eq(outboxMessages.id, message.id), eq(outboxMessages.attempts, message.attempts));
      try {
        const outcome = await deliver(message);
        if (outcome.kind === "sent") {
          await db
            .update(outboxMessages)
            .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
            .where(ours);
          report.sent += 1;
        } else if (outcome.kind === "later") {
          await db
            .update(outboxMessages)
            .set({ lockedUntil: null, attempts: message.attempts - 1, nextAttemptAt: outcome.at })
            .where(ours);
          report.deferred += 1;
        } else {
          await db
            .update(outboxMessages)
            .set({ status: "skipped", lockedUntil: null, lastError: outcome.reason })
            .where(ours);
          report.skipped += 1;
        }
      } catch (error) {
        const gaveUp = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(outboxMessages)
          .set({
            status: gaveUp ? "failed" : "pending",
            lockedUntil: null,
            lastError: describe(error),
            nextAttemptAt: gaveUp
              ? message.nextAttemptAt
              : new Date(now.getTime() + RETRY_DELAYS_MS[message.attempts - 1]!),
          })
          .where(ours);
        if (gaveUp) report.failed += 1;
        else report.retrying += 1;
        log.warn(`${what} not delivered`, {
          outboxId: message.id,
          attempt: message.attempts,
          gaveUp,
          ...describeForLog(error),
        });
      }
    }
    if (batch.length < BATCH) return report;
  }
  return report;
}

/** Sends every email due at `now` and records each outcome. */
export async function deliverDueMessages(
  db: Db,
  send: SendMail,
  from: string,
  now = new Date(),
  log: Logger = processLogger,
  stopping: () => boolean = () => false,
): Promise<DeliveryReport> {
  const { sent, retrying, failed } = await deliverDue(db, {
    channel: "email",
    now,
    log,
    stopping,
    what: "owner notification",
    deliver: async (message) => {
      const mail: Mail = {
        from,
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      };
      await send(mail);
      return { kind: "sent" };
    },
  });
  return { sent, retrying, failed };
}

/** Claimed messages not tried (the server is stopping): free for any server at once, the attempt not counted. */
async function handBack(db: Db, messages: OutboxRow[]) {
  for (const message of messages) {
    await db
      .update(outboxMessages)
      .set({ lockedUntil: null, attempts: message.attempts - 1 })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.attempts, message.attempts)));
  }
}

export type OutboxWorker = PeriodicJob;

/**
 * Delivers due messages every `intervalMs`, and at once when woken (after a
 * new request). Runs in the server process; its timer does not keep the
 * process alive. `stop()` lets the message being sent finish and be recorded,
 * and hands the rest of its batch back (graceful stop: docs/decisions/017).
 */
export function startOutboxWorker({
  getDb,
  send,
  from,
  intervalMs = 30_000,
  log = processLogger,
}: {
  getDb: () => Promise<Db>;
  send: SendMail;
  from: string;
  intervalMs?: number;
  log?: Logger;
}): OutboxWorker {
  return startPeriodicJob({
    name: "outbox worker",
    everyMs: intervalMs,
    runAtStart: true,
    log,
    run: async (stopping) => {
      await deliverDueMessages(await getDb(), send, from, new Date(), log, stopping);
    },
  });
}

let worker: OutboxWorker | undefined;

/** The server's worker (started by entry.server.tsx when SMTP_URL is set). */
export function setOutboxWorker(next: OutboxWorker | undefined) {
  void worker?.stop();
  worker = next;
}

let textWorker: PeriodicJob | undefined;

/** The server's SMS worker (features/texts, started beside the outbox worker when texts are configured). */
export function setTextWorker(next: PeriodicJob | undefined) {
  void textWorker?.stop();
  textWorker = next;
}

/** Asks the server's workers, if any, to deliver now. */
export function wakeOutboxWorker() {
  worker?.wake();
  textWorker?.wake();
}
