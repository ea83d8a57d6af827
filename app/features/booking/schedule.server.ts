import { createHash, createHmac, randomBytes } from "node:crypto";
import { queueConfirmationText } from "~/features/booking/booking-texts.server.ts";
import { and, eq, gt, lt, lte, ne, or, sql } from "drizzle-orm";
import { getEnv } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { appSecrets, bookingEvents, bookings, leadStates, outboxMessages } from "~/db/schema.ts";
import {
  buildCustomerMail,
  icsSequence,
  buildOwnerBookingMail,
  type BookingEvent,
  type BookingMail,
} from "./booking-mail.ts";
import type { Busy } from "./slots.ts";
import type { LeadStatusOfBooking, MailEvent, TimelineKind } from "./booking-machine.ts";

// What every booking write shares: the schedule's lock, what keeps a crew
// busy, the manage link's token, and the messages a change writes to the outbox.

export type BookingRow = typeof bookings.$inferSelect;

/** The advisory lock that queues every change of the schedule, on every server sharing the database. */
const SCHEDULE_LOCK = [5015, 1] as const;

/**
 * Taken first by every write that could make two active bookings overlap, so a
 * loser re-checks after the winner committed and gets an answer (the next
 * slots), never the exclusion constraint's error. One lock for all crews: a
 * small business books a few jobs a day, and it cannot deadlock.
 */
export async function lockSchedule(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK[0]}, ${SCHEDULE_LOCK[1]})`);
}

/** Active now: confirmed, or held and not yet past its hold. */
export const isActiveAt = (now: Date) =>
  or(eq(bookings.status, "confirmed"), and(eq(bookings.status, "held"), gt(bookings.heldUntil, now)));

/**
 * Holds past their time are released here too, not only when their order
 * lapses (a Stripe session lives 30 minutes, the hold 15): called under the
 * schedule's lock before a slot is taken.
 */
export async function expireLapsedHolds(tx: Tx, now: Date): Promise<number> {
  // The machine's "lapse" of a hold (booking-machine.ts): expired, abandoned at payment.
  const lapsed = await tx
    .update(bookings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(bookings.status, "held"), lte(bookings.heldUntil, now)))
    .returning({ id: bookings.id });
  if (lapsed.length)
    await tx
      .insert(bookingEvents)
      .values(lapsed.map((b) => ({ bookingId: b.id, kind: "abandoned", actor: "system", at: now })));
  return lapsed.length;
}

/** The booking's timeline, as recorded (kind, detail, time). */
export async function readTimeline(db: Db, bookingId: string) {
  return db
    .select({ kind: bookingEvents.kind, detail: bookingEvents.detail, at: bookingEvents.at })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.at, bookingEvents.id);
}

/** One row of the booking's timeline. */
export async function recordTimeline(
  tx: Tx,
  bookingId: string,
  { kind, actor, now, detail = "" }: { kind: TimelineKind; actor: string; now: Date; detail?: string },
): Promise<void> {
  await tx.insert(bookingEvents).values({ bookingId, kind, actor, detail, at: now });
}

/** The booking's lead follows it (admin-leads reads lead_states); its read mark stays as it was. */
export async function setBookingLeadStatus(tx: Tx, bookingId: string, status: LeadStatusOfBooking): Promise<void> {
  await tx
    .insert(leadStates)
    .values({ source: "booking", sourceId: bookingId, status })
    .onConflictDoUpdate({ target: [leadStates.source, leadStates.sourceId], set: { status, updatedAt: new Date() } });
}

/**
 * What every booking change writes with it, in its transaction, as the
 * machine's transition says: the timeline's row, the lead's status, the emails.
 */
export async function recordBookingChange(
  tx: Tx,
  booking: BookingRow,
  change: {
    timeline: TimelineKind;
    lead: LeadStatusOfBooking | null;
    mail: MailEvent | null;
    actor: string;
    now: Date;
    detail?: string;
    refunded?: boolean;
    note?: string;
  },
): Promise<void> {
  await recordTimeline(tx, booking.id, {
    kind: change.timeline,
    actor: change.actor,
    now: change.now,
    detail: change.detail,
  });
  if (change.lead) await setBookingLeadStatus(tx, booking.id, change.lead);
  if (change.mail)
    await queueBookingMails(tx, booking, change.mail, {
      now: change.now,
      refunded: change.refunded,
      note: change.note,
    });
}

/** The crews' busy intervals overlapping from..to (active bookings), leaving one booking out (the one being moved). */
export async function readBusy(
  db: Db | Tx,
  { from, to, now, except }: { from: Date; to: Date; now: Date; except?: string },
): Promise<Busy[]> {
  const rows = await db
    .select({ crew: bookings.crew, start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        isActiveAt(now),
        lt(bookings.startAt, to),
        gt(bookings.endAt, from),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  return rows;
}

// ---------------------------------------------------------------------------
// The manage link's token: an HMAC of the booking's random nonce under the
// site's key (app_secrets, shared by every server), so the emails and the
// confirmation page can give the same link; the table keeps only its SHA-256.

const KEY_NAME = "booking-manage-key";

async function manageKey(db: Db | Tx): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, KEY_NAME));
  return Buffer.from(row!.value, "base64url");
}

export const newManageNonce = () => randomBytes(18).toString("base64url");
export const hashManageToken = (token: string) => createHash("sha256").update(token).digest("base64url");
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function manageTokenOf(db: Db | Tx, booking: { id: string; manageNonce: string }): Promise<string> {
  return createHmac("sha256", await manageKey(db))
    .update(`${booking.id}.${booking.manageNonce}`)
    .digest("base64url");
}

export function manageUrlOf(token: string): string {
  return new URL(`/book/manage/${token}`, getEnv().SITE_URL).toString();
}

// ---------------------------------------------------------------------------

async function insertMail(tx: Tx, mail: BookingMail, now: Date) {
  await tx.insert(outboxMessages).values({
    toAddress: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: mail.attachments,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** The customer's and the owner's messages for a change, in the change's transaction. */
export async function queueBookingMails(
  tx: Tx,
  booking: BookingRow,
  event: BookingEvent,
  { now, refunded = false, note }: { now: Date; refunded?: boolean; note?: string },
): Promise<void> {
  const manageUrl = manageUrlOf(await manageTokenOf(tx, booking));
  const sequence = icsSequence(booking);
  await insertMail(tx, buildCustomerMail(booking, event, { manageUrl, refunded, sequence }), now);
  await insertMail(tx, buildOwnerBookingMail(booking, event, getEnv().OWNER_EMAIL, note, refunded), now);
  // A customer who chose texts also gets the confirmation by text, asking them to reply C (features/texts).
  if (event === "confirmed") await queueConfirmationText(tx, booking, manageUrl, now);
}
