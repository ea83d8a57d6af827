import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { smsOptOuts } from "~/db/schema.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { deliverDue, type ChannelReport } from "~/platform/outbox.server.ts";
import { startPeriodicJob, type PeriodicJob } from "~/platform/periodic-job.ts";
import type { SendText } from "~/platform/sms.server.ts";
import { customerMessages } from "~/config/customer-messages.ts";
import { textAllowedAt, type QuietHours } from "./quiet-hours.ts";

// The SMS worker: delivers the outbox's text rows (channel "sms") through the
// SMS provider, with the outbox's claim, lease and retries (outbox.server.ts
// deliverDue), so several servers never send one text twice. A text due in
// the quiet hours waits for the morning; a number that replied STOP gets
// nothing (the row is recorded as skipped).

export const OPTED_OUT = "not sent: the number replied STOP";

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const rows = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(eq(smsOptOuts.phone, phone));
  return rows.length > 0;
}

/** Sends every text due at `now` (unless quiet or opted out) and records each outcome. */
export function deliverDueTexts(
  db: Db,
  send: SendText,
  now = new Date(),
  log: Logger = processLogger,
  stopping: () => boolean = () => false,
  quiet: QuietHours = customerMessages.quietHours,
): Promise<ChannelReport> {
  return deliverDue(db, {
    channel: "sms",
    now,
    log,
    stopping,
    what: "text",
    deliver: async (message) => {
      const allowed = quiet ? textAllowedAt(now, quiet) : now;
      if (allowed > now) return { kind: "later", at: allowed };
      if (await isOptedOut(db, message.toAddress)) return { kind: "skipped", reason: OPTED_OUT };
      await send({ to: message.toAddress, body: message.textBody });
      return { kind: "sent" };
    },
  });
}

/** Delivers due texts every `intervalMs` and when woken; stopped with the server's other jobs. */
export function startSmsWorker({
  getDb,
  send,
  intervalMs = 30_000,
  log = processLogger,
  quiet = customerMessages.quietHours,
}: {
  getDb: () => Promise<Db>;
  send: SendText;
  quiet?: QuietHours;
  intervalMs?: number;
  log?: Logger;
}): PeriodicJob {
  return startPeriodicJob({
    name: "sms worker",
    everyMs: intervalMs,
    runAtStart: true,
    log,
    run: async (stopping) => {
      await deliverDueTexts(await getDb(), send, new Date(), log, stopping, quiet);
    },
  });
}
