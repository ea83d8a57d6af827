import { TZDate } from "@date-fns/tz";
import { and, asc, eq, lt, lte } from "drizzle-orm";
import { business } from "~/config/business.ts";
import type { CustomerMessagesConfig } from "~/config/customer-messages.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import type { Db } from "~/db/client.server.ts";
import { bookings, invoices } from "~/db/schema.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { startPeriodicJob, type PeriodicJob } from "~/platform/periodic-job.ts";
import { isUnpaid } from "./invoice-machine.ts";
import { reminderMessage } from "./invoice-messages.ts";
import { messageInvoiceOf, payUrlOf } from "./invoices.server.ts";

// The two reminders of an unpaid invoice (customer-messages.ts
// invoiceReminderDays after it was sent, at the same Central wall-clock time),
// from a scan every server runs. Each invoice is claimed under its row lock
// (SKIP LOCKED: a second scanner passes it by), re-read, and its reminder
// queued with the key `invoice:<id>:reminder:<n>` (once ever, whoever scans);
// an invoice paid, paid in person, refunded or void gets none.

/** `days` days after `instant`, at the same wall-clock time in the business's zone (a DST change keeps the hour). */
export function daysAfter(instant: Date, days: number): Date {
  const local = new TZDate(instant.getTime(), business.hours.timeZone);
  local.setDate(local.getDate() + days);
  return new Date(local.getTime());
}

/** How many reminders are due by `now` for an invoice sent at `sentAt`. */
export function remindersDue(sentAt: Date, now: Date, days: readonly number[]): number {
  return days.filter((d) => daysAfter(sentAt, d).getTime() <= now.getTime()).length;
}

/** Queues the reminders due by `now`; answers how many it queued. Safe on several servers at once. */
export async function sendInvoiceReminders(
  db: Db,
  now = new Date(),
  { config, stopping }: { config?: CustomerMessagesConfig; stopping?: () => boolean } = {},
): Promise<number> {
  // The owner's timing (console Settings), app/config's when unset.
  const days = (config ?? (await getSiteSettings(db, now)).messages).invoiceReminderDays;
  if (days.length === 0) return 0;
  const earliest = daysAfter(now, -Math.min(...days));
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, "sent"), lt(invoices.remindersSent, days.length), lte(invoices.sentAt, earliest)))
    .orderBy(asc(invoices.sentAt));
  let queued = 0;
  for (const { id } of candidates) {
    if (stopping?.()) break;
    queued += await db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update", { skipLocked: true });
      if (!invoice || !isUnpaid(invoice.status)) return 0;
      const due = remindersDue(invoice.sentAt, now, days);
      if (due <= invoice.remindersSent) return 0;
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, invoice.bookingId));
      if (!booking) return 0;
      // Only the latest reminder due goes (after a long stop, not two at once).
      const message = reminderMessage(messageInvoiceOf(invoice, booking), await payUrlOf(tx, booking), due);
      const sent = await sendToCustomer(tx, booking, { key: `invoice:${invoice.id}:reminder:${due}`, ...message }, now);
      await tx.update(invoices).set({ remindersSent: due }).where(eq(invoices.id, invoice.id));
      return sent.email || sent.text ? 1 : 0;
    });
  }
  return queued;
}

const SCAN_EVERY_MS = 10 * 60_000;

/** The scan, every ten minutes (or `everyMs`) on each server (started with the app's other background work). */
export function startInvoiceReminders(getDb: () => Promise<Db>, everyMs = SCAN_EVERY_MS): PeriodicJob {
  return startPeriodicJob({
    name: "invoice reminders",
    everyMs,
    runAtStart: true,
    run: async (stopping) => {
      await sendInvoiceReminders(await getDb(), new Date(), { stopping });
    },
  });
}
