import { randomUUID } from "node:crypto";
import { and, count, eq, gt, min, notInArray, or, sql } from "drizzle-orm";
import { getServiceArea } from "~/config/areas.ts";
import { booking as defaultConfig, type BookingConfig, type LocalDate } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { getEnv } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, orders } from "~/db/schema.ts";
import {
  attachSession,
  CHECKOUT_TTL_MS,
  getOrderBySession,
  insertServiceOrder,
  markRefunded,
  releaseOrder,
} from "~/features/checkout/orders.server.ts";
import type { VisitorLimits } from "~/features/checkout/visitor-limits.server.ts";
import {
  createStripeProvider,
  getPaymentProvider,
  getStripe,
  testProvider,
  type PaymentProvider,
} from "~/features/checkout/providers.server.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import { formatDay, formatTime } from "./booking-format.ts";
import { choiceToSearchParams, type JobChoice } from "./choice.ts";
import { estimateJob, type Estimate } from "./estimate.server.ts";
import {
  expireLapsedHolds,
  hashManageToken,
  lockSchedule,
  MANAGE_TOKEN_PATTERN,
  manageTokenOf,
  newManageNonce,
  queueBookingMails,
  readBusy,
  type BookingRow,
} from "./schedule.server.ts";
import { beyondHorizonMessage, isBeyondHorizon, lastBookableDay } from "./horizon.ts";
import { classifyOutage } from "~/platform/outage.ts";
import { scheduleConfig } from "./owner-blocks.server.ts";
import { offerRefusal } from "./welcome-offer.ts";
import { addDays, findSlots, localDayOf, nextSlots, travelMinutes, type Busy, type Slot } from "./slots.ts";

// Online booking after the estimate (issue 15): free slots from the database,
// the hold while the deposit is paid through checkout, reschedule and cancel
// by the manage link. Every step re-prices the choice with estimateJob and
// re-checks the slot under the schedule's lock: nothing the browser sends
// about price, duration or legality is used.

export type { BookingRow } from "./schedule.server.ts";
const DAY = 86_400_000;

export type Customer = { name: string; phone: string; email: string; address: string };
export type JobSize = { durationMinutes: number; travelMinutes: number };

/** The job's size and the area's travel, or why it cannot be booked. */
export function jobSizeOf(estimate: Estimate, areaSlug: string): JobSize | { problem: string } {
  const area = getServiceArea(areaSlug);
  if (!area)
    return { problem: `We don't know that area. Type your address or zip code, or call ${business.phone.display}.` };
  if (!estimate.bookable || estimate.depositCents <= 0)
    return {
      problem:
        estimate.problems[0]?.message ??
        `This job cannot be booked online: ask us for a quote or call ${business.phone.display}.`,
    };
  return { durationMinutes: estimate.durationMinutes, travelMinutes: travelMinutes(area) };
}

/** Active bookings from yesterday to past the horizon: every slot a visitor can still take. */
async function busyAhead(db: Db | Tx, now: Date, config: BookingConfig, except?: string): Promise<Busy[]> {
  return readBusy(db, {
    from: new Date(now.getTime() - DAY),
    to: new Date(now.getTime() + (config.horizonDays + 2) * DAY),
    now,
    except,
  });
}

/**
 * The free slots of local days from..from+days-1 for a job of this size,
 * reading active bookings from the database; none past the booking horizon.
 */
export async function findFreeSlots(
  db: Db | Tx,
  {
    size,
    from,
    days,
    now = new Date(),
    except,
    config = defaultConfig,
  }: {
    size: JobSize;
    from: LocalDate;
    days: number;
    now?: Date;
    except?: string;
    config?: BookingConfig;
  },
): Promise<Slot[]> {
  config = await scheduleConfig(db, config);
  const last = lastBookableDay(now, config);
  if (from > last) return [];
  const to = addDays(from, days - 1) > last ? last : addDays(from, days - 1);
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - DAY;
  const busy = await readBusy(db, { from: new Date(start), to: new Date(start + (days + 2) * DAY), now, except });
  return findSlots({ from, to, ...size, busy, now, config });
}

/** The earliest local day that can have a slot (the lead time counted). */
export function firstBookableDay(now = new Date(), config: BookingConfig = defaultConfig): LocalDate {
  return localDayOf(new Date(now.getTime() + config.minLeadHours * 3_600_000));
}

export type SlotAnswer =
  | { kind: "ok"; slot: Slot }
  /** Offered, but another booking has it now. */
  | { kind: "taken"; alternatives: Slot[] }
  /** Not a time we offer for this job (past, too soon, off the grid, outside hours or a day off). */
  | { kind: "unavailable"; message: string; alternatives: Slot[] }
  /** Past the booking horizon: booked by phone, so no alternatives. */
  | { kind: "beyond"; message: string };

/** Is this arrival free for this job, checked against the database; when not, the next three. */
async function checkSlot(
  tx: Tx,
  size: JobSize,
  arrivesAt: Date,
  now: Date,
  config: BookingConfig,
  except?: string,
): Promise<SlotAnswer> {
  if (isBeyondHorizon(arrivesAt, now, config)) return { kind: "beyond", message: beyondHorizonMessage(now, config) };
  const busy = await busyAhead(tx, now, config, except);
  const next = (after: Date) =>
    nextSlots({ ...size, busy, now, config }, after, 3, config.horizonDays + 1).filter(
      (s) => !isBeyondHorizon(s.arrivesAt, now, config),
    );
  if (arrivesAt.getTime() < now.getTime() + config.minLeadHours * 3_600_000)
    return {
      kind: "unavailable",
      message: `That time has passed or is less than ${config.minLeadHours} hours away. Here are the next free times.`,
      alternatives: next(now),
    };
  const day = localDayOf(arrivesAt);
  const offered = findSlots({ from: day, to: day, ...size, busy: [], now, config }).filter(
    (s) => s.arrivesAt.getTime() === arrivesAt.getTime(),
  );
  const free = findSlots({ from: day, to: day, ...size, busy, now, config }).find(
    (s) => s.arrivesAt.getTime() === arrivesAt.getTime(),
  );
  if (free) return { kind: "ok", slot: free };
  if (offered.length) return { kind: "taken", alternatives: next(arrivesAt) };
  return {
    kind: "unavailable",
    message: "That time is not one we offer for this job. Here are the next free times.",
    alternatives: next(now),
  };
}

export type HoldInput = {
  choice: JobChoice;
  areaSlug: string;
  customer: Customer;
  arrivesAt: Date;
  /** The site's origin: the payment page comes back to /book/confirmed there. */
  origin: string;
  now?: Date;
  provider?: PaymentProvider;
  /** The visitor's key and caps (clientKeyOf their address); none for calls from inside the server. */
  visitor?: VisitorLimits;
  /** The visitor asked for the welcome offer (welcome-offer.ts): given on a first booking only. */
  welcomeOffer?: boolean;
  config?: BookingConfig;
  log?: Logger;
};

export type HoldResult =
  | { kind: "held"; booking: BookingRow; paymentUrl: string; estimate: Estimate }
  | Exclude<SlotAnswer, { kind: "ok" }>
  | { kind: "refused"; status: number; message: string; retryAfterSeconds?: number }
  /** The welcome offer was asked for by someone who has booked before: nothing is held. */
  | { kind: "offer-refused"; message: string };

/**
 * Holds a slot while the deposit is paid: re-prices the choice, re-checks the
 * area and the slot under the schedule's lock, writes the held booking and
 * its deposit order in one transaction, then opens the payment session.
 * Of any number of visitors asking for the last free slot at once, one holds
 * it; the others are answered "taken" with the next three.
 */
export async function holdSlot(db: Db, input: HoldInput): Promise<HoldResult> {
  const now = input.now ?? new Date();
  const config = input.config ?? defaultConfig;
  const estimate = await estimateJob(db, input.choice);
  const size = jobSizeOf(estimate, input.areaSlug);
  if ("problem" in size) return { kind: "refused", status: 400, message: size.problem };
  const provider = input.provider ?? getPaymentProvider();
  const heldUntil = new Date(now.getTime() + config.holdMinutes * 60_000);
  // Stripe Checkout's shortest session is 30 minutes: a payment after the hold is answered like a late capture.
  const orderExpires = provider.name === "stripe" ? new Date(now.getTime() + CHECKOUT_TTL_MS) : heldUntil;
  const choiceParams = choiceToSearchParams(input.choice).toString();
  const id = `bk_${randomUUID().replace(/-/g, "").slice(0, 20)}`;

  const result = await db.transaction(
    async (
      tx,
    ): Promise<
      HoldResult | { kind: "written"; booking: BookingRow; order: Awaited<ReturnType<typeof insertServiceOrder>> }
    > => {
      await lockSchedule(tx);
      await expireLapsedHolds(tx, now);
      const schedule = await scheduleConfig(tx, config);
      if (input.visitor) {
        const [held] = await tx
          .select({ n: count(), firstLapses: min(bookings.heldUntil) })
          .from(bookings)
          .where(
            and(eq(bookings.clientKey, input.visitor.key), eq(bookings.status, "held"), gt(bookings.heldUntil, now)),
          );
        if (held!.n >= config.maxHoldsPerVisitor)
          return {
            kind: "refused",
            status: 429,
            message: `You are already holding ${held!.n} times while paying. Finish or cancel one of those payments, or wait ${config.holdMinutes} minutes for them to lapse.`,
            // When the first of them lapses, one more may be held.
            retryAfterSeconds: Math.max(1, Math.ceil((new Date(held!.firstLapses!).getTime() - now.getTime()) / 1000)),
          };
      }
      // Checked under the schedule's lock: two tabs of one customer cannot both take it.
      if (input.welcomeOffer && (await hasBookedBefore(tx, input.customer)))
        return { kind: "offer-refused", message: offerRefusal };
      const answer = await checkSlot(tx, size, input.arrivesAt, now, schedule);
      if (answer.kind !== "ok") return answer;
      const { slot } = answer;
      const nonce = newManageNonce();
      const token = await manageTokenOf(tx, { id, manageNonce: nonce });
      await tx.insert(bookings).values({
        id,
        status: "held",
        crew: slot.crew,
        startAt: slot.start,
        endAt: slot.end,
        arrivesAt: slot.arrivesAt,
        jobEndsAt: slot.jobEndsAt,
        areaSlug: input.areaSlug,
        address: input.customer.address,
        customerName: input.customer.name,
        customerPhone: input.customer.phone,
        customerEmail: input.customer.email,
        choiceParams,
        summary: estimate.summary,
        priceCents: estimate.priceCents,
        depositCents: estimate.depositCents,
        durationMinutes: size.durationMinutes,
        travelMinutes: size.travelMinutes,
        medicalExemption: estimate.legality?.medicalExemptionUsed ?? false,
        offerPercent: input.welcomeOffer ? business.offer.percent : null,
        manageNonce: nonce,
        manageTokenHash: hashManageToken(token),
        clientKey: input.visitor?.key,
        heldUntil,
        createdAt: now,
        updatedAt: now,
      });
      const order = await insertServiceOrder(tx, {
        provider: provider.name,
        line: {
          productId: "booking-deposit",
          variantId: id,
          title: `Deposit: ${estimate.summary}`,
          variantTitle: `${formatDay(slot.arrivesAt)} at ${formatTime(slot.arrivesAt)}`,
          unitPriceCents: estimate.depositCents,
        },
        successUrl: new URL("/book/confirmed", input.origin).toString(),
        cancelUrl: new URL(`/book/when?${choiceParams}&area=${input.areaSlug}&released=1`, input.origin).toString(),
        now,
        expiresAt: orderExpires,
        visitor: input.visitor,
      });
      const [booking] = await tx
        .update(bookings)
        .set({ orderId: order.order.id })
        .where(eq(bookings.id, id))
        .returning();
      return { kind: "written", booking: booking!, order };
    },
  );
  if (result.kind !== "written") return result;

  try {
    const session = await provider.createSession(result.order.order, result.order.lines, input.origin);
    await attachSession(db, result.order.order.id, session.sessionId);
    return { kind: "held", booking: result.booking, paymentUrl: session.url, estimate };
  } catch (error) {
    // The slot is given back at once (the order's release releases it); when the database
    // failed (not the provider), that may fail too: the sweep releases it then.
    await releaseOrder(db, { orderId: result.order.order.id, reason: "failed" }).catch(() => {});
    // The database's fault is answered as such (a 503), never blamed on the payment page.
    if (classifyOutage(error)) throw error;
    (input.log ?? processLogger).error("payment provider failed for a booking deposit", {
      bookingId: id,
      ...describeErrorForLog(error),
    });
    return { kind: "refused", status: 502, message: "The payment page could not be opened. Please try again." };
  }
}

/**
 * Whether this phone number or email has a booking already (held, booked or
 * done: anything but cancelled or lapsed), so the welcome offer is not theirs.
 * A cancelled booking never became a job, so its customer is still new.
 */
export async function hasBookedBefore(db: Db | Tx, customer: Pick<Customer, "phone" | "email">): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        notInArray(bookings.status, ["cancelled", "expired"]),
        or(
          eq(bookings.customerPhone, customer.phone),
          sql`lower(${bookings.customerEmail}) = ${customer.email.toLowerCase()}`,
        ),
      ),
    );
  return row!.n > 0;
}

/** A booking by its manage link's token, or undefined. */
export async function getBookingByToken(db: Db, token: string): Promise<BookingRow | undefined> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)));
  return row;
}

/** The booking a payment page came back with (?session_id=), its order, and its manage link's token. */
export async function getBookingBySession(db: Db, sessionId: string | null) {
  if (!sessionId || !/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return undefined;
  const found = await getOrderBySession(db, sessionId);
  if (!found) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, found.order.id));
  if (!booking) return undefined;
  return { booking, order: found.order, token: await manageTokenOf(db, booking) };
}

/** Whether the customer may still change a booking online (changeCutoffHours before the arrival). */
export function canChange(booking: Pick<BookingRow, "status" | "arrivesAt">, now: Date, config = defaultConfig) {
  return (
    booking.status === "confirmed" &&
    booking.arrivesAt.getTime() - now.getTime() >= config.changeCutoffHours * 3_600_000
  );
}

export type ChangeRefusal = { kind: "not-found" } | { kind: "not-active"; status: string } | { kind: "too-late" };

async function lockBookingForChange(
  tx: Tx,
  token: string,
  now: Date,
  config: BookingConfig,
): Promise<BookingRow | ChangeRefusal> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return { kind: "not-found" };
  await lockSchedule(tx);
  const [row] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.manageTokenHash, hashManageToken(token)))
    .for("update");
  if (!row) return { kind: "not-found" };
  if (row.status !== "confirmed") return { kind: "not-active", status: row.status };
  if (!canChange(row, now, config)) return { kind: "too-late" };
  return row;
}

export type RescheduleResult =
  | { kind: "moved"; booking: BookingRow }
  | Exclude<SlotAnswer, { kind: "ok" }>
  | ChangeRefusal
  | { kind: "refused"; message: string };

/** Moves a confirmed booking to another free slot (the job re-sized from its stored choice); the deposit moves with it. */
export async function rescheduleBooking(
  db: Db,
  {
    token,
    arrivesAt,
    now = new Date(),
    config = defaultConfig,
  }: { token: string; arrivesAt: Date; now?: Date; config?: BookingConfig },
): Promise<RescheduleResult> {
  const result = await db.transaction(async (tx): Promise<RescheduleResult> => {
    const row = await lockBookingForChange(tx, token, now, config);
    if ("kind" in row) return row;
    await expireLapsedHolds(tx, now);
    const size = { durationMinutes: row.durationMinutes, travelMinutes: row.travelMinutes };
    const answer = await checkSlot(tx, size, arrivesAt, now, await scheduleConfig(tx, config), row.id);
    if (answer.kind !== "ok") return answer;
    const { slot } = answer;
    const [moved] = await tx
      .update(bookings)
      .set({
        crew: slot.crew,
        startAt: slot.start,
        endAt: slot.end,
        arrivesAt: slot.arrivesAt,
        jobEndsAt: slot.jobEndsAt,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    await queueBookingMails(tx, moved!, "moved", { now });
    return { kind: "moved", booking: moved! };
  });
  if (result.kind === "moved") wakeOutboxWorker();
  return result;
}

export type CancelResult = { kind: "cancelled"; booking: BookingRow; refunded: boolean } | ChangeRefusal;

function refundProviderFor(provider: string): PaymentProvider {
  const stripe = provider === "stripe" ? getStripe() : undefined;
  return stripe ? createStripeProvider(stripe) : testProvider;
}

/**
 * Cancels a confirmed booking up to changeCutoffHours before: the slot is free
 * at once, and the deposit is refunded through its provider when the rule
 * (config.depositOnCancel) says so.
 */
export async function cancelBooking(
  db: Db,
  {
    token,
    now = new Date(),
    config = defaultConfig,
    refundWith = refundProviderFor,
    log = processLogger,
  }: {
    token: string;
    now?: Date;
    config?: BookingConfig;
    refundWith?: (provider: string) => PaymentProvider;
    log?: Logger;
  },
): Promise<CancelResult> {
  const result = await db.transaction(async (tx) => {
    const row = await lockBookingForChange(tx, token, now, config);
    if ("kind" in row) return row;
    const [order] = row.orderId ? await tx.select().from(orders).where(eq(orders.id, row.orderId)) : [];
    const refund = config.depositOnCancel === "refund" && order?.status === "paid" && !order.refunded;
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    await queueBookingMails(tx, cancelled!, "cancelled", { now, refunded: refund });
    return { kind: "cancelled" as const, booking: cancelled!, refunded: refund, order };
  });
  if (result.kind !== "cancelled") return result;
  wakeOutboxWorker();
  const { order, booking } = result;
  if (result.refunded && order) {
    try {
      await refundWith(order.provider).refund(order.paymentReference ?? "", order.id);
      await markRefunded(db, order.id);
      await db.update(bookings).set({ depositRefunded: true }).where(eq(bookings.id, booking.id));
    } catch (error) {
      log.error("booking deposit refund failed", { bookingId: booking.id, ...describeErrorForLog(error) });
      await db
        .update(bookings)
        .set({ ownerFlag: "cancelled in time, but the deposit refund failed: refund it by hand" })
        .where(eq(bookings.id, booking.id));
    }
  }
  return { kind: "cancelled", booking, refunded: result.refunded };
}

/** The site's origin for links in messages. */
export const siteOrigin = () => new URL(getEnv().SITE_URL).origin;
