import { randomUUID } from "node:crypto";
import type { ContactChoice } from "~/features/booking/contact-choice.ts";
import { and, count, eq, gt, min, notInArray, or, sql } from "drizzle-orm";
import { getServiceArea } from "~/config/areas.ts";
import { booking as defaultConfig, type BookingConfig, type LocalDate } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { getEnv } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, orderLines, orders } from "~/db/schema.ts";
import { decideTransition as decideOrder } from "~/features/checkout/order-machine.ts";
import {
  attachSession,
  CHECKOUT_TTL_MS,
  getOrderBySession,
  insertServiceOrder,
  releaseOrder,
} from "~/features/checkout/orders.server.ts";
import { refundOrder, type RefundOutcome } from "~/features/checkout/owner-acts.server.ts";
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
  readBusy,
  recordBookingChange,
  recordTimeline,
  type BookingRow,
} from "./schedule.server.ts";
import { decideBooking, type BookingTransition } from "./booking-machine.ts";
import { beyondHorizonMessage, isBeyondHorizon, lastBookableDay } from "./horizon.ts";
import { classifyOutage } from "~/platform/outage.ts";
import { scheduleConfig } from "./owner-blocks.server.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { offerRefusal } from "./welcome-offer.ts";
import { addDays, findSlots, localDayOf, nextSlots, travelMinutes, type Busy, type Slot } from "./slots.ts";

// Online booking after the estimate (issue 15): free slots from the database,
// the hold while the deposit is paid through checkout, reschedule and cancel
// by the manage link. Every step re-prices the choice with estimateJob and
// re-checks the slot under the schedule's lock: nothing the browser sends
// about price, duration or legality is used.

export type { BookingRow } from "./schedule.server.ts";
const DAY = 86_400_000;

/**
 * The booking rules in force: app/config's defaults overlaid by the owner's
 * Settings (hours by weekday, holidays as days off, lead, hold, deposit,
 * crews, travel). Every search, hold and move reads them unless given a config.
 */
export async function bookingConfigOf(db: Db | Tx, now = new Date()): Promise<BookingConfig> {
  return (await getSiteSettings(db, now)).booking;
}

export type Customer = { name: string; phone: string; email: string; address: string };
export type JobSize = { durationMinutes: number; travelMinutes: number };

/** The job's size and the area's travel, or why it cannot be booked. */
export function jobSizeOf(
  estimate: Estimate,
  areaSlug: string,
  travel: BookingConfig["travel"] = defaultConfig.travel,
): JobSize | { problem: string } {
  const area = getServiceArea(areaSlug);
  if (!area)
    return { problem: `We don't know that area. Type your address or zip code, or call ${business.phone.display}.` };
  if (!estimate.bookable || estimate.depositCents <= 0)
    return {
      problem:
        estimate.problems[0]?.message ??
        `This job cannot be booked online: ask us for a quote or call ${business.phone.display}.`,
    };
  return { durationMinutes: estimate.durationMinutes, travelMinutes: travelMinutes(area, travel) };
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
    config,
  }: {
    size: JobSize;
    from: LocalDate;
    days: number;
    now?: Date;
    except?: string;
    config?: BookingConfig;
  },
): Promise<Slot[]> {
  config = await scheduleConfig(db, config ?? (await bookingConfigOf(db, now)));
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
  /** Email and/or texts (features/texts/contact-choice.ts); email only when left out. */
  contact?: ContactChoice;
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
  const config = input.config ?? (await bookingConfigOf(db, now));
  const estimate = await estimateJob(db, input.choice, config);
  const size = jobSizeOf(estimate, input.areaSlug, config.travel);
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
        contactByEmail: input.contact?.byEmail ?? true,
        contactByText: input.contact?.byText ?? false,
        textConsentAt: input.contact?.textConsentAt ?? null,
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
          variantTitle: depositLineTitle(slot.arrivesAt),
          unitPriceCents: estimate.depositCents,
        },
        successUrl: new URL("/book/confirmed", input.origin).toString(),
        cancelUrl: new URL(
          `/book/when?${choiceParams}&area=${input.areaSlug}&released=1&held=${id}`,
          input.origin,
        ).toString(),
        now,
        expiresAt: orderExpires,
        visitor: input.visitor,
        customer: { name: input.customer.name, email: input.customer.email, phone: input.customer.phone },
      });
      await recordTimeline(tx, id, { kind: "held", actor: "customer", now, detail: depositLineTitle(slot.arrivesAt) });
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

/** The deposit's order as the booking's pages read it (where its money is: booking-machine.ts depositStateOf). */
export async function getDepositOrder(db: Db, booking: Pick<BookingRow, "orderId">) {
  if (!booking.orderId) return undefined;
  const [order] = await db
    .select({ status: orders.status, ownerFlag: orders.ownerFlag })
    .from(orders)
    .where(eq(orders.id, booking.orderId));
  return order;
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

/** The deposit's order line names the booking's time: it follows every move. */
export const depositLineTitle = (arrivesAt: Date) => `${formatDay(arrivesAt)} at ${formatTime(arrivesAt)}`;

/** Whether the customer may still change a booking online (changeCutoffHours before the arrival). */
export function canChange(booking: Pick<BookingRow, "status" | "arrivesAt">, now: Date, config = defaultConfig) {
  const asked = { status: booking.status, arrivesAt: booking.arrivesAt, depositPaid: true };
  return decideBooking(asked, { type: "reschedule", by: "customer" }, now, config).kind === "change";
}

export type ChangeRefusal = { kind: "not-found" } | { kind: "not-active"; status: string } | { kind: "too-late" };

/** Which booking: the customer's manage link, or the console's id. */
export type BookingRef = { token: string } | { id: string };

/** Who changes it: the customer (by the manage link), or a console user (named on the timeline). */
export type ChangedBy = { by: "customer" } | { by: "owner"; name: string };

/** Called in the change's transaction (the console's audit entry). */
export type BookingChangeHook = (tx: Tx, change: { before: BookingRow; after: BookingRow }) => Promise<void>;

const actorOf = (who: ChangedBy) => (who.by === "customer" ? "customer" : who.name);

async function lockBookingRow(tx: Tx, ref: BookingRef): Promise<BookingRow | undefined> {
  if ("token" in ref && !MANAGE_TOKEN_PATTERN.test(ref.token)) return undefined;
  if ("id" in ref && !/^bk_[a-z0-9]{1,40}$/.test(ref.id)) return undefined;
  await lockSchedule(tx);
  const [row] = await tx
    .select()
    .from(bookings)
    .where("token" in ref ? eq(bookings.manageTokenHash, hashManageToken(ref.token)) : eq(bookings.id, ref.id))
    .for("update");
  return row;
}

async function depositOrderOf(tx: Tx, booking: BookingRow) {
  if (!booking.orderId) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, booking.orderId)).for("update");
  return order;
}

const isPaid = (order: { status: string } | undefined) => order?.status === "paid" || order?.status === "fulfilled";

/** Why the machine refused (a customer's change is never "not-yet": only the owner settles a visit). */
function refusal(row: BookingRow, transition: BookingTransition): ChangeRefusal {
  if (transition.kind === "refused" && transition.reason === "too-late") return { kind: "too-late" };
  return { kind: "not-active", status: row.status };
}

export type RescheduleResult =
  | { kind: "moved"; booking: BookingRow }
  | Exclude<SlotAnswer, { kind: "ok" }>
  | ChangeRefusal
  | { kind: "refused"; message: string };

/**
 * Moves a confirmed booking to another free slot (the job re-sized from its
 * stored choice): the customer until changeCutoffHours before, the owner at
 * any time. The deposit moves with it: its order line names the new time.
 */
export async function rescheduleBooking(
  db: Db,
  {
    arrivesAt,
    now = new Date(),
    config: given,
    who = { by: "customer" },
    onChange,
    ...ref
  }: BookingRef & {
    arrivesAt: Date;
    now?: Date;
    config?: BookingConfig;
    who?: ChangedBy;
    onChange?: BookingChangeHook;
  },
): Promise<RescheduleResult> {
  const config = given ?? (await bookingConfigOf(db, now));
  const result = await db.transaction(async (tx): Promise<RescheduleResult> => {
    const row = await lockBookingRow(tx, ref as BookingRef);
    if (!row) return { kind: "not-found" };
    const transition = decideBooking(
      { status: row.status, arrivesAt: row.arrivesAt, depositPaid: true },
      { type: "reschedule", by: who.by },
      now,
      config,
    );
    if (transition.kind !== "change") return refusal(row, transition);
    await expireLapsedHolds(tx, now);
    const size = { durationMinutes: row.durationMinutes, travelMinutes: row.travelMinutes };
    const answer = await checkSlot(tx, size, arrivesAt, now, await scheduleConfig(tx, config), row.id);
    if (answer.kind !== "ok") return answer;
    const { slot } = answer;
    const [moved] = await tx
      .update(bookings)
      .set({
        status: transition.to,
        crew: slot.crew,
        startAt: slot.start,
        endAt: slot.end,
        arrivesAt: slot.arrivesAt,
        jobEndsAt: slot.jobEndsAt,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    if (row.orderId)
      await tx
        .update(orderLines)
        .set({ variantTitle: depositLineTitle(slot.arrivesAt) })
        .where(and(eq(orderLines.orderId, row.orderId), eq(orderLines.variantId, row.id)));
    await recordBookingChange(tx, moved!, {
      ...transition,
      actor: actorOf(who),
      now,
      detail: `from ${depositLineTitle(row.arrivesAt)} to ${depositLineTitle(slot.arrivesAt)}`,
    });
    await onChange?.(tx, { before: row, after: moved! });
    return { kind: "moved", booking: moved! };
  });
  if (result.kind === "moved") wakeOutboxWorker();
  return result;
}

/** What a cancellation did with the deposit. */
export type DepositOutcome = "refunded" | "refund-due" | "kept" | "none";

export type CancelResult =
  { kind: "cancelled"; booking: BookingRow; refunded: boolean; deposit: DepositOutcome } | ChangeRefusal;

function refundProviderFor(provider: string): PaymentProvider {
  const stripe = provider === "stripe" ? getStripe() : undefined;
  return stripe ? createStripeProvider(stripe) : testProvider;
}

const REFUND_PENDING = "booking cancelled: its deposit is being refunded";
const REFUND_FAILED = "cancelled, but the deposit refund failed: refund it from the deposit's order";

/**
 * Cancels a confirmed booking: the customer up to changeCutoffHours before,
 * with the deposit refunded or kept as config.depositOnCancel says; the owner
 * at any time, choosing. The slot is free at once. A refund goes back through
 * the provider that took it (checkout's refundOrder: the order becomes
 * refunded, with its payment event, and cannot be refunded twice); until it
 * has, the order is flagged for the owner, and stays so when it fails.
 */
export async function cancelBooking(
  db: Db,
  {
    now = new Date(),
    config = defaultConfig,
    refundWith = refundProviderFor,
    log = processLogger,
    who = { by: "customer" },
    deposit,
    onChange,
    ...ref
  }: BookingRef & {
    now?: Date;
    config?: BookingConfig;
    refundWith?: (provider: string) => PaymentProvider;
    log?: Logger;
    who?: ChangedBy;
    /** The owner's choice (the customer's cancel follows the rule). */
    deposit?: "refund" | "keep";
    onChange?: BookingChangeHook;
  },
): Promise<CancelResult> {
  const result = await db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, ref as BookingRef);
    if (!row) return { kind: "not-found" as const };
    const order = await depositOrderOf(tx, row);
    const transition = decideBooking(
      { status: row.status, arrivesAt: row.arrivesAt, depositPaid: isPaid(order) },
      { type: "cancel", by: who.by, deposit },
      now,
      config,
    );
    if (transition.kind !== "change") return refusal(row, transition);
    const refund = transition.deposit === "refund";
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: transition.to, cancelledAt: now, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    if (refund) await tx.update(orders).set({ ownerFlag: REFUND_PENDING }).where(eq(orders.id, order!.id));
    await recordBookingChange(tx, cancelled!, {
      ...transition,
      actor: actorOf(who),
      now,
      detail: refund ? "deposit to be refunded" : transition.deposit === "keep" ? "deposit kept" : "",
      refunded: refund,
    });
    await onChange?.(tx, { before: row, after: cancelled! });
    return { kind: "cancelled" as const, booking: cancelled!, refund, kept: transition.deposit === "keep", order };
  });
  if (result.kind !== "cancelled") return result;
  wakeOutboxWorker();
  const { order, booking } = result;
  if (!result.refund || !order) {
    return { kind: "cancelled", booking, refunded: false, deposit: result.kept ? "kept" : "none" };
  }
  let outcome: RefundOutcome | "failed";
  try {
    outcome = await refundOrder(db, {
      orderId: order.id,
      restock: false,
      actor: { id: who.by === "customer" ? "customer" : who.name, name: actorOf(who) },
      provider: refundWith(order.provider),
      now,
      onChange: async (tx) => {
        await tx.update(bookings).set({ depositRefunded: true, updatedAt: now }).where(eq(bookings.id, booking.id));
        await recordTimeline(tx, booking.id, { kind: "refunded", actor: "payment", now });
      },
    });
  } catch (error) {
    log.error("booking deposit refund failed", { bookingId: booking.id, ...describeErrorForLog(error) });
    outcome = "failed";
  }
  if (outcome !== "refunded") {
    if (outcome !== "failed") log.error("booking deposit not refunded", { bookingId: booking.id, outcome });
    await db.update(bookings).set({ ownerFlag: REFUND_FAILED }).where(eq(bookings.id, booking.id));
    await db.update(orders).set({ ownerFlag: REFUND_FAILED }).where(eq(orders.id, order.id));
    return { kind: "cancelled", booking, refunded: false, deposit: "refund-due" };
  }
  const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  return { kind: "cancelled", booking: after ?? booking, refunded: true, deposit: "refunded" };
}

export type SettleResult = { kind: "settled"; booking: BookingRow } | ChangeRefusal | { kind: "not-yet" };

/**
 * The owner says how the visit went, at or after its time: completed (the
 * deposit came off the price: its order is fulfilled) or a no-show (the
 * deposit is kept). Either frees the crew's time.
 */
export async function settleBooking(
  db: Db,
  {
    id,
    outcome,
    name,
    now = new Date(),
    config = defaultConfig,
    onChange,
  }: {
    id: string;
    outcome: "complete" | "no_show";
    name: string;
    now?: Date;
    config?: BookingConfig;
    onChange?: BookingChangeHook;
  },
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, { id });
    if (!row) return { kind: "not-found" as const };
    const order = await depositOrderOf(tx, row);
    const transition = decideBooking(
      { status: row.status, arrivesAt: row.arrivesAt, depositPaid: isPaid(order) },
      { type: outcome },
      now,
      config,
    );
    if (transition.kind === "refused" && transition.reason === "not-yet") return { kind: "not-yet" as const };
    if (transition.kind !== "change") return refusal(row, transition);
    const [after] = await tx
      .update(bookings)
      .set({ status: transition.to, updatedAt: now })
      .where(eq(bookings.id, row.id))
      .returning();
    if (order && outcome === "complete") {
      const fulfil = decideOrder(order, { type: "fulfil" }, now);
      if (fulfil.kind === "fulfil")
        await tx.update(orders).set({ status: fulfil.to, fulfilledAt: now }).where(eq(orders.id, order.id));
    }
    await recordBookingChange(tx, after!, {
      ...transition,
      actor: name,
      now,
      detail: transition.deposit === "keep" ? "deposit kept" : "",
    });
    await onChange?.(tx, { before: row, after: after! });
    return { kind: "settled" as const, booking: after! };
  });
}

/** The site's origin for links in messages. */
export const siteOrigin = () => new URL(getEnv().SITE_URL).origin;
