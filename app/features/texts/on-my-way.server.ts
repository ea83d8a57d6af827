import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { business } from "~/config/business.ts";
import type { Db } from "~/db/client.server.ts";
import { bookings } from "~/db/schema.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { recordTimeline } from "~/features/booking/schedule.server.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { sendToCustomer } from "~/platform/customer-messages.server.ts";
import { recipientOf } from "~/features/booking/booking-texts.server.ts";
import { ON_MY_WAY, onMyWaySchema } from "./on-my-way.ts";

export type OnMyWayAnswer = { intent: typeof ON_MY_WAY; result: SubmissionResult<string[]>; ok?: string };

/** A fresh press id for the page's "On my way" form. */
export const newPress = () => randomBytes(12).toString("base64url");

export function onMyWayMessage(minutes: number, firstName: string) {
  const line = `${business.name}: we're on our way, about ${minutes} minutes. Questions? Call ${business.phone.display}.`;
  return {
    text: line,
    email: {
      subject: `${business.name} is on the way: about ${minutes} minutes`,
      text: `Hi ${firstName},\n\nWe're on our way, about ${minutes} minutes.\n\nQuestions? Call ${business.phone.display}.\n\n${business.name}`,
      html: `<p>Hi ${escapeHtml(firstName)},</p><p>We're on our way, about <strong>${minutes} minutes</strong>.</p><p>Questions? Call ${escapeHtml(business.phone.display)}.</p><p>${escapeHtml(business.name)}</p>`,
    },
  };
}

/**
 * Tells the customer of a confirmed booking that the crew is coming: a text
 * (an email instead when they chose email only), once per press of the button,
 * recorded on the booking's timeline. Owner and staff alike.
 */
export async function sendOnMyWay(db: Db, user: ConsoleUser, form: FormData, id: string, now = new Date()) {
  const submission = parseWithZod(form, { schema: onMyWaySchema });
  const answer = (status: number, result: SubmissionResult<string[]>, ok?: string) =>
    data<OnMyWayAnswer>({ intent: ON_MY_WAY, result, ...(ok ? { ok } : {}) }, { status });
  if (submission.status !== "success") return answer(400, submission.reply());
  const { minutes, press } = submission.value;
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!booking) return answer(404, submission.reply({ formErrors: ["There is no such booking."] }));
    if (booking.status !== "confirmed")
      return answer(
        409,
        submission.reply({ formErrors: ["Only a confirmed booking's customer is told you're coming."] }),
      );
    const recipient = recipientOf(booking);
    // Texts when they chose texts; email only when they chose email only.
    const sent = await sendToCustomer(
      tx,
      { ...recipient, contactByEmail: recipient.contactByEmail && !recipient.contactByText },
      { key: `on-my-way:${booking.id}:${press}`, ...onMyWayMessage(minutes, booking.customerName.split(/\s+/)[0]!) },
      now,
    );
    const how = sent.text ? "texted" : sent.email ? "emailed" : null;
    // The same press again (a double-click): nothing more is sent, and the
    // answer says what was, since the browser may show this one, not the first.
    if (!how)
      return answer(200, submission.reply({ resetForm: true }), `Already sent: on my way, about ${minutes} minutes.`);
    await recordTimeline(tx, booking.id, {
      kind: "on_my_way",
      actor: user.name,
      now,
      detail: `about ${minutes} minutes, ${how}`,
    });
    return answer(
      200,
      submission.reply({ resetForm: true }),
      `The customer is ${how}: on my way, about ${minutes} minutes.`,
    );
  });
}
