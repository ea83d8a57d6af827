// When the business writes to a customer about their job (issue 25): the
// defaults, in the business's time zone (business.ts). Messages are queued by
// app/platform/customer-messages.server.ts and sent once each.

export type CustomerMessagesConfig = {
  /** The appointment reminder goes this many hours before the arrival time. */
  reminderHoursBefore: number;
  /** No text is sent from `start` to `end` o'clock (local); one due then waits for `end`. */
  quietHours: { start: number; end: number };
  /** The review request goes this many hours after the job is completed... */
  reviewRequestHoursAfter: number;
  /** ...and one reminder this many days later when no review came. */
  reviewReminderDays: number;
  /** An unpaid invoice is reminded this many days after it was sent (two reminders). */
  invoiceReminderDays: readonly number[];
};

export const customerMessages: CustomerMessagesConfig = {
  reminderHoursBefore: 24,
  quietHours: { start: 21, end: 8 },
  reviewRequestHoursAfter: 3,
  reviewReminderDays: 4,
  invoiceReminderDays: [3, 7],
};
