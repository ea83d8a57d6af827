import { and, asc, desc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { bookingBlocks, bookings, orders } from "~/db/schema.ts";
import { depositStateOf, depositText } from "~/features/booking/booking-machine.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import { displayPhone } from "~/features/admin-leads/format.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { formatDay, formatTime } from "~/features/booking/booking-format.ts";
import { localDayOf } from "~/features/booking/slots.ts";
import { blockCovers, blockFlagOf, readBlocks, type BookingBlockRow } from "~/features/booking/owner-blocks.server.ts";
import { HttpError } from "~/lib/http-error.ts";
import type { BlockForm } from "./schema.ts";

// The console's calendar list and the owner's schedule (issue 15): bookings
// by local day, and the days off and blocked hours the slot search reads.

const DAY = 86_400_000;
/** How far the list looks ahead, or back with "past". */
export const CALENDAR_DAYS = 90;
/** How far back "past" looks: a month of a few jobs a day stays one short page. */
export const PAST_DAYS = 30;

export type CalendarBooking = {
  id: string;
  status: "held" | "confirmed" | "completed" | "no_show";
  arrivesAt: Date;
  jobEndsAt: Date;
  crew: number;
  name: string;
  phone: string;
  areaSlug: string;
  address: string;
  summary: string;
  medicalExemption: boolean;
  /** The welcome offer's percent, off the job's price (features/booking/welcome-offer.ts). */
  offerPercent: number | null;
  depositCents: number;
  /** Where the deposit is, as its order has it: "$50.00 paid", "$50.00 refunded"... (booking-machine.ts depositText). */
  deposit: string;
  orderId: string | null;
  ownerFlag: string | null;
  /** An owner's block over the visit (booked before the block was added), or null. */
  blocked: string | null;
};
export type CalendarDay = { day: string; bookings: CalendarBooking[] };

/**
 * Active bookings (confirmed, and holds still running) arriving in the next
 * CALENDAR_DAYS days, or the visits of the last PAST_DAYS (past: confirmed,
 * completed or no-show; an abandoned payment is never a booking),
 * grouped by their day in the business's time zone.
 */
export async function listCalendar(db: Db, { past = false, now = new Date() } = {}): Promise<CalendarDay[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      past
        ? and(
            inArray(bookings.status, ["confirmed", "completed", "no_show"]),
            lt(bookings.arrivesAt, now),
            gte(bookings.arrivesAt, new Date(now.getTime() - PAST_DAYS * DAY)),
          )
        : and(
            inArray(bookings.status, ["held", "confirmed"]),
            gte(bookings.arrivesAt, now),
            lt(bookings.arrivesAt, new Date(now.getTime() + CALENDAR_DAYS * DAY)),
          ),
    )
    .orderBy(past ? desc(bookings.arrivesAt) : asc(bookings.arrivesAt), asc(bookings.crew));
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const [blocks, deposits] = await Promise.all([
    readBlocks(db),
    orderIds.length
      ? db
          .select({ id: orders.id, status: orders.status, ownerFlag: orders.ownerFlag })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : Promise.resolve([]),
  ]);
  const orderOf = new Map(deposits.map((o) => [o.id, o]));
  const days: CalendarDay[] = [];
  for (const r of rows) {
    // A hold past its time is no longer on the calendar (the sweep marks it expired later).
    if (r.status === "held" && (!r.heldUntil || r.heldUntil <= now)) continue;
    const day = localDayOf(r.arrivesAt);
    let group = days.at(-1);
    if (group?.day !== day) days.push((group = { day, bookings: [] }));
    group.bookings.push({
      id: r.id,
      status: r.status as CalendarBooking["status"],
      arrivesAt: r.arrivesAt,
      jobEndsAt: r.jobEndsAt,
      crew: r.crew,
      name: r.customerName,
      phone: r.customerPhone,
      areaSlug: r.areaSlug,
      address: r.address,
      summary: r.summary,
      medicalExemption: r.medicalExemption,
      offerPercent: r.offerPercent,
      depositCents: r.depositCents,
      deposit: depositText(depositStateOf(r.status, r.orderId ? orderOf.get(r.orderId) : null), r.depositCents),
      orderId: r.orderId,
      ownerFlag: r.ownerFlag,
      blocked: blockFlagOf(r, blocks),
    });
  }
  return days;
}

/** The owner's blocks, dated ones from today on (older ones are history), then the weekly ones. */
export async function listBlocks(db: Db, now = new Date()): Promise<BookingBlockRow[]> {
  const today = localDayOf(now);
  return (await readBlocks(db)).filter((b) => !b.date || b.date >= today);
}

function requireOwner(actor: ConsoleUser) {
  if (actor.role !== "owner") throw new HttpError(403, "Only the owner can change the schedule.");
}

/** Adds a day off or blocked hours (owner only), with its audit entry. */
export async function addBlock(db: Db, actor: ConsoleUser, form: BlockForm): Promise<BookingBlockRow> {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingBlocks)
      .values({
        date: form.repeat === "date" ? form.date! : null,
        weekday: form.repeat === "weekday" ? form.weekday! : null,
        fromTime: form.allDay ? null : form.from!,
        toTime: form.allDay ? null : form.to!,
        crew: form.crew ?? null,
        reason: form.reason,
        createdBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "booking.block.add",
      entity: "booking_block",
      entityId: String(row!.id),
      after: row,
    });
    return row!;
  });
}

/** Removes one (owner only); a 404 when there is none. */
export async function removeBlock(db: Db, actor: ConsoleUser, id: number): Promise<void> {
  requireOwner(actor);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning();
    if (!row) throw new HttpError(404, "That block was already removed.");
    await recordAudit(tx, {
      actor,
      action: "booking.block.remove",
      entity: "booking_block",
      entityId: String(row.id),
      before: row,
    });
  });
}

/**
 * The calendar's bookings (confirmed, or a hold being paid) that a block falls
 * on, from the crew's arrival to the job's end. A block never cancels one: the
 * owner is told whom to call.
 */
export function bookingsInBlock(
  block: Pick<BookingBlockRow, "date" | "weekday" | "fromTime" | "toTime" | "crew">,
  days: readonly CalendarDay[],
): CalendarBooking[] {
  return days.flatMap(({ bookings: list }) => list.filter((b) => blockCovers(block, b)));
}

/** What the owner reads after adding a block: and who is already booked in it. */
export function blockedMessage(caught: readonly CalendarBooking[]): string {
  const done = "Blocked: those times are no longer offered online.";
  if (!caught.length) return done;
  const who = caught
    .map(
      (b) =>
        `${b.name} (${displayPhone(b.phone)}), ${formatDay(b.arrivesAt)} at ${formatTime(b.arrivesAt)}${b.status === "held" ? ", paying the deposit now" : ""}`,
    )
    .join("; ");
  const one = caught.length === 1;
  return `${done} ${one ? "1 booking is" : `${caught.length} bookings are`} already in them and ${one ? "stays" : "stay"} booked: ${who}. Call to agree another time.`;
}
