import type { Db, Tx } from "~/db/client.server.ts";
import { outboxMessages, type OutboxAttachment } from "~/db/schema-quote.ts";
import { wakeOutboxWorker } from "./outbox.server.ts";

// Messages to a customer about their booking (issue 25): a reminder, "on my
// way", the warranty, an invoice and its reminders, the review request. Each
// is queued in the outbox in the caller's transaction, once per `key` ever (a
// unique dedupe key per channel), by email and/or text as the customer chose at
// booking. The outbox delivers emails through SMTP and texts through the SMS
// provider; several servers may share the database and nothing goes twice.

/** What a message needs to know about its booking's customer. */
export type MessageRecipient = {
  id: string;
  customerEmail: string;
  customerPhone: string;
  contactByEmail: boolean;
  contactByText: boolean;
};

export type CustomerMessage = {
  /** Its identity: one message per key ever, e.g. `reminder:<bookingId>:<arrivesAt ISO>`. */
  key: string;
  email?: { subject: string; text: string; html: string; replyTo?: string; attachments?: OutboxAttachment[] };
  /** The text message (kept short: under 320 characters). */
  text?: string;
  /** Not sent before this time (a reminder a day ahead, a review request hours after the job). */
  notBefore?: Date;
  /** Sent by email even when the customer chose texts only (a receipt, a certificate: a record to keep). */
  emailAlways?: boolean;
};

export type QueuedChannels = { email: boolean; text: boolean };

/**
 * Queues a message to a booking's customer on the channels they chose. Returns
 * which channels were queued now (false: not chosen, or already queued before
 * under the same key).
 */
export async function sendToCustomer(
  tx: Db | Tx,
  recipient: MessageRecipient,
  message: CustomerMessage,
  now = new Date(),
): Promise<QueuedChannels> {
  const due = message.notBefore && message.notBefore > now ? message.notBefore : now;
  const queued: QueuedChannels = { email: false, text: false };
  if (message.email && (recipient.contactByEmail || message.emailAlways || !recipient.contactByText)) {
    const rows = await tx
      .insert(outboxMessages)
      .values({
        channel: "email",
        dedupeKey: `${message.key}:email`,
        bookingId: recipient.id,
        toAddress: recipient.customerEmail,
        replyTo: message.email.replyTo,
        subject: message.email.subject,
        textBody: message.email.text,
        htmlBody: message.email.html,
        attachments: message.email.attachments,
        createdAt: now,
        nextAttemptAt: due,
      })
      .onConflictDoNothing({ target: outboxMessages.dedupeKey })
      .returning({ id: outboxMessages.id });
    queued.email = rows.length > 0;
  }
  if (message.text && recipient.contactByText) {
    const rows = await tx
      .insert(outboxMessages)
      .values({
        channel: "sms",
        dedupeKey: `${message.key}:sms`,
        bookingId: recipient.id,
        toAddress: recipient.customerPhone,
        subject: "",
        textBody: message.text,
        htmlBody: "",
        createdAt: now,
        nextAttemptAt: due,
      })
      .onConflictDoNothing({ target: outboxMessages.dedupeKey })
      .returning({ id: outboxMessages.id });
    queued.text = rows.length > 0;
  }
  if ((queued.email || queued.text) && due <= now) wakeOutboxWorker();
  return queued;
}
