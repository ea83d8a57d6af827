import { business } from "~/config/business.ts";
import type { OutboxAttachment } from "~/db/schema-quote.ts";
import type { CustomerMessage } from "~/platform/customer-messages.server.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { firstName, installDate, type CertificateFacts } from "./certificate.ts";

// The warranty certificate's message to the customer (issue 25): an email with
// the PDF attached (always sent: a record to keep, even to a customer who chose
// texts) and a text with the verify link. One per booking ever: `warranty:<id>`.

export function warrantyMessage(bookingId: string, facts: CertificateFacts, pdf: Uint8Array): CustomerMessage {
  const name = firstName(facts.customerName);
  const when = installDate(facts.installedAt);
  const attachment: OutboxAttachment = {
    filename: `warranty-${facts.code}.pdf`,
    contentType: "application/pdf",
    content: Buffer.from(pdf).toString("base64"),
    encoding: "base64",
  };
  const lines = [
    `Hello ${name},`,
    "",
    `Thank you for choosing ${business.name}. Your warranty certificate for the work on ${facts.subject} (installed ${when}) is attached as a PDF: keep it with your invoice.`,
    "",
    `Anyone can check it at ${facts.verifyUrl}`,
    "",
    `Questions? Call or text us at ${business.phone.display}.`,
    business.name,
  ];
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for choosing ${escapeHtml(business.name)}. Your warranty certificate for the work on ${escapeHtml(facts.subject)} (installed ${escapeHtml(when)}) is attached as a PDF: keep it with your invoice.</p>
<p>Anyone can check it at <a href="${escapeHtml(facts.verifyUrl)}">${escapeHtml(facts.verifyUrl)}</a></p>
<p>Questions? Call or text us at <a href="${business.phone.href}">${escapeHtml(business.phone.display)}</a>.<br>${escapeHtml(business.name)}</p>`;
  return {
    key: `warranty:${bookingId}`,
    emailAlways: true,
    email: {
      subject: `Your warranty certificate from ${business.name}`,
      text: lines.join("\n"),
      html,
      attachments: [attachment],
    },
    text: `${business.name}: your job is done. Your warranty certificate: ${facts.verifyUrl}`,
  };
}
