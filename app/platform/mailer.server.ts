import nodemailer from "nodemailer";

export type Mail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Text files sent along (a booking's .ics). */
  attachments?: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
};
/** Sends one message; rejects when the mail server refuses it or cannot be reached. */
export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, or
 * smtps:// for TLS from the start). The timeouts keep one exchange well under
 * the outbox lease (outbox.server.ts).
 */
export function createSmtpSender(url: string): SendMail {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return async (mail) => {
    const info = await transport.sendMail(mail);
    if (info.rejected.length > 0) throw new Error(`rejected: ${info.rejected.map(String).join(", ")}`);
  };
}
