import { and, eq, gt, lte } from "drizzle-orm";
import { business } from "~/config/business.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import type { Db } from "~/db/client.server.ts";
import { bookings } from "~/db/schema.ts";
import { describeArrival } from "~/features/booking/booking-format.ts";
import { manageTokenOf, manageUrlOf, type BookingRow } from "~/features/booking/schedule.server.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { recipientOf } from "~/features/booking/booking-texts.server.ts";
import { startPeriodicJob, type PeriodicJob } from "~/platform/periodic-job.ts";

// Before the job (issue 25): the appointment reminder, reminderHoursBefore the
// arrival (customer-messages config), by the customer's channels, with the link
// to change or cancel; the text asks them to reply C to confirm. A periodic scan
// queues it once per booking and arrival time (the key holds both: a booking
// moved later gets a reminder for its new time), safe on several servers at once.

export const reminderKey = (b: Pick<BookingRow, "id" | "arrivesAt">) => `reminder:${b.id}:${b.arrivesAt.toISOString()}`;

export function reminderMessage(b: BookingRow, manageUrl: string) {
  const when = describeArrival(b.arrivesAt);
  const first = b.customerName.split(/\s+/)[0] ?? b.customerName;
  return {
    text: `${business.name}: see you ${when}. Reply C to confirm. Change or cancel: ${manageUrl}`,
    email: {
      subject: `Reminder: ${business.name} ${when}`,
      text: `Hi ${first},\n\nA reminder of your appointment: ${when}, at ${b.address}.\n\nChange or cancel: ${manageUrl}\n\nQuestions? Call ${business.phone.display}.\n\n${business.name}`,
      html: `<p>Hi ${escapeHtml(first)},</p><p>A reminder of your appointment: <strong>${escapeHtml(when)}</strong>, at ${escapeHtml(b.address)}.</p><p><a href="${escapeHtml(manageUrl)}">Change or cancel your appointment</a></p><p>Questions? Call ${escapeHtml(business.phone.display)}.</p><p>${escapeHtml(business.name)}</p>`,
    },
  };
}

/** Queues the reminder of every confirmed booking arriving within reminderHoursBefore of `now`; returns how many were new. */
export async function queueDueReminders(db: Db, now = new Date(), given?: number): Promise<number> {
  // The owner's timing (console Settings), app/config's when unset.
  const hoursBefore = given ?? (await getSiteSettings(db, now)).messages.reminderHoursBefore;
  const horizon = new Date(now.getTime() + hoursBefore * 3_600_000);
  const due = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.arrivesAt, now), lte(bookings.arrivesAt, horizon)));
  let queued = 0;
  for (const booking of due) {
    const manageUrl = manageUrlOf(await manageTokenOf(db, booking));
    const sent = await sendToCustomer(
      db,
      recipientOf(booking),
      { key: reminderKey(booking), ...reminderMessage(booking, manageUrl) },
      now,
    );
    if (sent.email || sent.text) queued += 1;
  }
  return queued;
}

/** Scans for due reminders every `everyMs` (ten minutes by default). */
export function startReminderScan({
  getDb,
  everyMs = 10 * 60_000,
  log = processLogger,
}: {
  getDb: () => Promise<Db>;
  everyMs?: number;
  log?: Logger;
}): PeriodicJob {
  return startPeriodicJob({
    name: "reminder scan",
    everyMs,
    runAtStart: true,
    log,
    run: async () => {
      await queueDueReminders(await getDb());
    },
  });
}
