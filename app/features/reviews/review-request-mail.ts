import { business } from "~/config/business.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { showVisitorText } from "~/lib/safe-text.ts";
import type { CustomerMessage } from "~/platform/customer-messages.server.ts";

// The review request's words (issue 25, point 6): the same for every customer
// (nothing here knows how the job went), by email and by text.

export type ReviewRequestKind = "request" | "reminder";

export function reviewRequestMessage(
  booking: { id: string; customerName: string },
  link: string,
  kind: ReviewRequestKind,
): CustomerMessage {
  const first = showVisitorText(booking.customerName.trim().split(/\s+/)[0] ?? "");
  const hello = first ? `Hi ${first},` : "Hello,";
  const ask =
    kind === "request"
      ? `thank you for choosing ${business.name}. How did we do? Tell us in a minute, with stars and a few words:`
      : `a quick reminder from ${business.name}: we would still love to hear how your tint job went.`;
  const close = `Whatever you tell us, the owner reads it. Questions? Call or text ${business.phone.display}.`;
  const text = `${hello}\n\n${ask}\n${link}\n\n${close}\n\n${business.name}`;
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(ask)}</p>`,
    `<p><a href="${escapeHtml(link)}">Rate your job and write a review</a></p>`,
    `<p>${escapeHtml(close)}</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
  ].join("\n");
  return {
    key: kind === "request" ? `review-request:${booking.id}` : `review-request:${booking.id}:reminder`,
    email: {
      subject:
        kind === "request"
          ? `How did we do, ${first || "neighbor"}?`
          : `Still a minute for a review, ${first || "neighbor"}?`,
      text,
      html,
    },
    text: `${business.name}: ${kind === "request" ? "thanks for having us! How did we do?" : "a minute for a review?"} ${link} Reply STOP to opt out.`,
  };
}
