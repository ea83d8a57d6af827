import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Db } from "~/db/client.server.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import {
  cancelBooking,
  depositLineTitle,
  findFreeSlots,
  firstBookableDay,
  rescheduleBooking,
  settleBooking,
  type BookingChangeHook,
} from "~/features/booking/bookings.server.ts";
import { parseArrival } from "~/features/booking/horizon.ts";
import { slotLabel } from "~/features/booking/slot-options.ts";
import type { BookingRow } from "~/features/booking/schedule.server.ts";
import type { Logger } from "~/lib/logger.ts";
import { bookingActSchema, type BookingActAnswer, type BookingIntent } from "./schema.ts";

// The owner's acts on a booking, from its lead's page (issue 23): move it,
// cancel it (refunding or keeping the deposit, the owner choosing; the rule
// is the default), mark it completed or a no-show. The booking machine
// (booking/booking-machine.ts) decides what is allowed; each act is audited
// in its transaction.

const MOVE_DAYS = 14;

/** Free times the owner may move a booking to (the next two weeks, as the customer's own search finds them). */
export async function moveOptions(db: Db, booking: Pick<BookingRow, "id" | "durationMinutes" | "travelMinutes">) {
  const now = new Date();
  const slots = await findFreeSlots(db, {
    size: { durationMinutes: booking.durationMinutes, travelMinutes: booking.travelMinutes },
    from: firstBookableDay(now),
    days: MOVE_DAYS,
    now,
    except: booking.id,
  });
  const seen = new Set<number>();
  return slots
    .filter((s) => !seen.has(s.arrivesAt.getTime()) && seen.add(s.arrivesAt.getTime()))
    .map((s) => ({ value: s.arrivesAt.toISOString(), label: slotLabel(s) }));
}

const audit =
  (actor: ConsoleUser, action: string): BookingChangeHook =>
  (tx, { before, after }) =>
    recordAudit(tx, {
      actor,
      action,
      entity: "booking",
      entityId: after.id,
      before: { status: before.status, arrivesAt: before.arrivesAt },
      after: { status: after.status, arrivesAt: after.arrivesAt },
    });

/**
 * One owner's act on the booking `id` (the form's intent names it), answered
 * as the lead page's action data: the form's errors (400, or 409 when the
 * booking cannot take the act now), or what was done. Staff get 403.
 */
export async function runBookingAct(
  db: Db,
  user: ConsoleUser,
  intent: BookingIntent,
  form: FormData,
  id: string,
  { log, now = new Date() }: { log?: Logger; now?: Date } = {},
) {
  const submission = parseWithZod(form, { schema: bookingActSchema });
  const answer = (status: number, result: SubmissionResult<string[]>, ok?: string) =>
    data<BookingActAnswer>({ intent, result, ...(ok ? { ok } : {}) }, { status });
  const refused = (status: number, message: string) => answer(status, submission.reply({ formErrors: [message] }));
  if (user.role !== "owner") return refused(403, "Only the owner can change a booking.");
  if (submission.status !== "success") return answer(400, submission.reply());
  const act = submission.value;
  const done = (ok: string) => answer(200, submission.reply({ resetForm: true }), ok);
  const who = { by: "owner" as const, name: user.name };
  const notActive = (status: string) =>
    refused(409, `This booking is ${status.replace("_", "-")}: it cannot be changed.`);
  if (act.intent === "booking-move") {
    const arrivesAt = parseArrival(act.slot);
    const slotError = (status: number, message: string) =>
      answer(status, submission.reply({ fieldErrors: { slot: [message] } }));
    if (!arrivesAt) return slotError(400, "Choose a new time from the list.");
    const r = await rescheduleBooking(db, { id, arrivesAt, now, who, onChange: audit(user, "booking.move") });
    if (r.kind === "moved") return done(`Moved to ${depositLineTitle(r.booking.arrivesAt)}. The customer is emailed.`);
    if (r.kind === "not-found") return refused(404, "There is no such booking.");
    if (r.kind === "not-active") return notActive(r.status);
    if (r.kind === "too-late") return refused(409, "Too late to move it.");
    if (r.kind === "taken") return slotError(409, "That time was just taken: choose another.");
    return slotError(400, r.message);
  }
  if (act.intent === "booking-cancel") {
    const r = await cancelBooking(db, {
      id,
      now,
      who,
      deposit: act.deposit,
      log,
      onChange: audit(user, "booking.cancel"),
    });
    if (r.kind === "not-found") return refused(404, "There is no such booking.");
    if (r.kind !== "cancelled") return notActive(r.kind === "not-active" ? r.status : "closed");
    const amount = dollars(r.booking.depositCents);
    const deposit = {
      refunded: `The ${amount} deposit is refunded.`,
      "refund-due": `The ${amount} deposit could not be refunded: refund it from the deposit's order.`,
      kept: `The ${amount} deposit is kept.`,
      none: "",
    }[r.deposit];
    return done(`Booking cancelled; the time is free again. ${deposit}`.trim());
  }
  const outcome = act.intent === "booking-complete" ? "complete" : "no_show";
  const r = await settleBooking(db, {
    id,
    outcome,
    name: user.name,
    now,
    onChange: audit(user, `booking.${outcome}`),
  });
  if (r.kind === "settled") return done(outcome === "complete" ? "Marked completed." : "Marked a no-show.");
  if (r.kind === "not-found") return refused(404, "There is no such booking.");
  if (r.kind === "not-yet") return refused(409, "The visit's time has not come yet.");
  return notActive(r.kind === "not-active" ? r.status : "closed");
}
