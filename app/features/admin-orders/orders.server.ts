import { and, asc, count, desc, eq, ilike, inArray, isNotNull, like, or, sql, type SQL } from "drizzle-orm";
import { getEnv } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import type { OrderRow } from "~/features/checkout/orders.server.ts";
import { fulfilOrder, refundOrder, type OrderChangeHook } from "~/features/checkout/owner-acts.server.ts";
import {
  createStripeProvider,
  getStripe,
  testProvider,
  type PaymentProvider,
} from "~/features/checkout/providers.server.ts";
import { giftCardOf } from "~/features/checkout/order-story.ts";
import { orderNumberOf } from "~/features/checkout/receipt-email.ts";
import { queueReceipt, receiptSubjectOf } from "~/features/checkout/receipt-mail.server.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { recordAudit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { PAGE_SIZE, STATUSES_OF_VIEW, viewOfStatus, type OrderListQuery, type OrderView } from "./schema.ts";

// The owner's view of orders (issue 13): the list, one order in full, and the
// owner's acts on it. State changes go through checkout's order functions
// (and so its state machine); each act is audited in the same transaction.

export type OrderListRow = {
  id: string;
  number: string;
  createdAt: Date;
  view: OrderView;
  status: string;
  totalCents: number;
  customerName: string | null;
  customerEmail: string | null;
  ownerFlag: string | null;
};

export type OrderList = { rows: OrderListRow[]; total: number; page: number; pages: number };

/** LIKE's wildcards typed by the owner are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderList> {
  const where: SQL[] = [];
  if (query.status) where.push(inArray(t.orders.status, STATUSES_OF_VIEW[query.status]));
  if (query.flagged) where.push(isNotNull(t.orders.ownerFlag));
  if (query.q) {
    const text = `%${likeEscaped(query.q)}%`;
    const matches = [ilike(t.orders.customerEmail, text), ilike(t.orders.customerName, text)];
    // An order number as the customer reads it (8 characters), or the whole id.
    const id = query.q.toLowerCase().replace(/^ord_/, "");
    if (/^[0-9a-f]{4,20}$/.test(id)) matches.push(like(t.orders.id, `ord_${id}%`));
    where.push(or(...matches)!);
  }
  const filter = where.length ? and(...where) : undefined;
  // One pass over the matching orders gives both the page and the total (a
  // search reads every order: counting in a second query would read them twice).
  const readPage = (page: number) =>
    db
      .select({
        id: t.orders.id,
        createdAt: t.orders.createdAt,
        status: t.orders.status,
        totalCents: t.orders.totalCents,
        customerName: t.orders.customerName,
        customerEmail: t.orders.customerEmail,
        ownerFlag: t.orders.ownerFlag,
        total: sql<number>`cast(count(*) over () as integer)`,
      })
      .from(t.orders)
      .where(filter)
      .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE);
  let page = Math.max(1, query.page);
  let found = await readPage(page);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && page > 1) {
    // Past the last page (an old link): count, then show the last page.
    const [counted] = (await db.select({ total: count() }).from(t.orders).where(filter)) as [{ total: number }];
    total = counted.total;
    page = Math.max(1, Math.ceil(total / PAGE_SIZE));
    found = total ? await readPage(page) : [];
  }
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = found.map(({ total: _total, ...row }) => row);
  return {
    rows: rows.map((r) => ({ ...r, number: orderNumberOf(r.id), view: viewOfStatus(r.status) })),
    total,
    page,
    pages,
  };
}

/** What the order's reservation holds now, in the owner's words. */
export function describeReservation(
  order: OrderRow,
  now = new Date(),
  lines: { managesInventory: boolean }[] = [],
): string {
  // A booking's deposit or a gift card: nothing on a shelf was ever held.
  if (lines.length && !lines.some((l) => l.managesInventory)) return "No stocked items: nothing was held.";
  switch (order.status) {
    case "pending":
      return order.expiresAt > now
        ? `Holding its stocked items until ${order.expiresAt.toISOString()} while the customer pays.`
        : "Its time to pay has run out: the next sweep gives its items back.";
    case "paid":
    case "fulfilled":
      return "Sold: its stocked items left stock when it was paid.";
    case "refund_due":
      return "Paid after its items were gone: no stock was taken.";
    case "refunded":
      return "Refunded.";
    default:
      return "Released: its items went back into stock.";
  }
}

export async function getOrderDetail(db: Db, orderId: string, now = new Date()) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) return undefined;
  const [lines, events, receipts, [booking]] = await Promise.all([
    db.select().from(t.orderLines).where(eq(t.orderLines.orderId, orderId)).orderBy(asc(t.orderLines.id)),
    db
      .select()
      .from(t.paymentEvents)
      .where(eq(t.paymentEvents.orderId, orderId))
      .orderBy(asc(t.paymentEvents.receivedAt)),
    order.customerEmail
      ? db
          .select({ id: t.outboxMessages.id, createdAt: t.outboxMessages.createdAt, status: t.outboxMessages.status })
          .from(t.outboxMessages)
          .where(
            and(
              eq(t.outboxMessages.toAddress, order.customerEmail),
              eq(t.outboxMessages.subject, receiptSubjectOf(order.id)),
            ),
          )
          .orderBy(desc(t.outboxMessages.id))
          .limit(5)
      : Promise.resolve([]),
    db
      .select({ id: t.bookings.id, status: t.bookings.status })
      .from(t.bookings)
      .where(eq(t.bookings.orderId, orderId))
      .limit(1),
  ]);
  return {
    order,
    number: orderNumberOf(order.id),
    view: viewOfStatus(order.status),
    lines,
    events,
    receipts,
    reservation: describeReservation(order, now, lines),
    /** The booking a deposit is for: its lead page has the visit and the owner's acts on it. */
    booking: booking ?? null,
    giftCard: giftCardOf(order, lines),
    can: {
      fulfil: order.status === "paid",
      /** Shipped goods are fulfilled with their carrier and tracking number. */
      ship: order.status === "paid" && order.shippingMethod === "ship",
      refund: order.status === "paid" || order.status === "fulfilled" || order.status === "refund_due",
      /** Only stocked items can go back on the shelf (a deposit or a gift card has none to ask about). */
      restock: (order.status === "paid" || order.status === "fulfilled") && lines.some((l) => l.managesInventory),
      resendReceipt: order.customerEmail !== null && ["paid", "fulfilled", "refund_due"].includes(order.status),
    },
  };
}
export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/** What an act on an order says back: a status message, or why it could not be done. */
export type ActResult =
  { ok: true; message: string } | { ok: false; status: number; message: string; errors?: Record<string, string> };

const auditHook =
  (actor: ConsoleUser, action: string): OrderChangeHook =>
  (tx, { before, after }) =>
    recordAudit(tx, {
      actor,
      action,
      entity: "order",
      entityId: after.id,
      before: { status: before.status, ownerFlag: before.ownerFlag },
      after: { status: after.status, ownerFlag: after.ownerFlag },
    });

export async function markOrderFulfilled(
  db: Db,
  actor: ConsoleUser,
  orderId: string,
  given: { carrier?: string; trackingNumber?: string } = {},
): Promise<ActResult> {
  const shipment =
    given.carrier && given.trackingNumber
      ? { carrier: given.carrier, trackingNumber: given.trackingNumber }
      : undefined;
  const outcome = await fulfilOrder(db, { orderId, shipment, onChange: auditHook(actor, "order.fulfil") });
  if (outcome === "unknown-order") return { ok: false, status: 404, message: "There is no such order." };
  if (outcome === "not-fulfillable")
    return { ok: false, status: 409, message: "Only a paid order can be marked fulfilled." };
  if (outcome === "tracking-required") {
    const errors = {
      ...(given.carrier ? {} : { carrier: "Enter the carrier, like USPS." }),
      ...(given.trackingNumber ? {} : { trackingNumber: "Enter the tracking number." }),
    };
    return {
      ok: false,
      status: 400,
      message: "This order ships to the customer: enter the carrier and the tracking number.",
      errors,
    };
  }
  const [after] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const told = shipment
    ? after?.customerEmail
      ? ` The customer is emailed the tracking number.`
      : " There is no customer email: call them with the tracking number."
    : "";
  return { ok: true, message: `Order ${orderNumberOf(orderId)} is marked fulfilled.${told}` };
}

export type RefundProviders = { stripe?: PaymentProvider; test: PaymentProvider };

/** The providers as configured: Stripe when STRIPE_SECRET_KEY is set, the test provider always. */
export function configuredProviders(): RefundProviders {
  const stripe = getStripe();
  return { stripe: stripe ? createStripeProvider(stripe) : undefined, test: testProvider };
}

export async function refundOrderAsOwner(
  db: Db,
  actor: ConsoleUser,
  { orderId, restock }: { orderId: string; restock: boolean },
  providers: RefundProviders = configuredProviders(),
): Promise<ActResult> {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  if (!order) return { ok: false, status: 404, message: "There is no such order." };
  // The money goes back the way it came: an order paid through Stripe is refunded through Stripe.
  const provider = order.provider === "stripe" ? providers.stripe : providers.test;
  if (!provider)
    return {
      ok: false,
      status: 409,
      message:
        "This order was paid through Stripe, and Stripe is not configured here: refund it in Stripe's dashboard.",
    };
  let outcome;
  try {
    outcome = await refundOrder(db, {
      orderId,
      restock,
      actor: { id: actor.id, name: actor.name },
      provider,
      onChange: async (tx, change) => {
        await auditHook(actor, "order.refund")(tx, change);
      },
    });
  } catch (error) {
    // The provider refused or could not be reached: nothing was changed here.
    const reason = error instanceof Error ? error.message.slice(0, 200) : "no answer";
    return { ok: false, status: 502, message: `The payment provider did not refund the order (${reason}). Try again.` };
  }
  if (outcome === "unknown-order") return { ok: false, status: 404, message: "There is no such order." };
  if (outcome === "not-refundable")
    return { ok: false, status: 409, message: "Only a paid or fulfilled order can be refunded." };
  if (outcome === "no-payment-reference")
    return {
      ok: false,
      status: 409,
      message: "The payment provider gave no reference for this payment: refund it in the provider's dashboard.",
    };
  const stock = restock && order.status !== "refund_due" ? " Its items are back in stock." : "";
  return { ok: true, message: `Order ${orderNumberOf(orderId)} is refunded.${stock}` };
}

/**
 * Sends the customer their receipt again: one message in the outbox, written
 * with its audit entry, delivered by the outbox worker when SMTP_URL is set
 * (otherwise it stays in the outbox, where `npm run owner:quotes` shows it).
 */
export async function resendReceipt(db: Db, actor: ConsoleUser, orderId: string): Promise<ActResult> {
  const detail = await getOrderDetail(db, orderId);
  if (!detail) return { ok: false, status: 404, message: "There is no such order." };
  const { order, lines } = detail;
  if (!order.customerEmail)
    return { ok: false, status: 409, message: "This order has no customer email to send a receipt to." };
  if (!detail.can.resendReceipt) return { ok: false, status: 409, message: "Only a paid order has a receipt to send." };
  await db.transaction(async (tx) => {
    const outboxMessageId = await queueReceipt(tx, order, lines, order.customerEmail!);
    await recordAudit(tx, {
      actor,
      action: "order.resend-receipt",
      entity: "order",
      entityId: order.id,
      after: { outboxMessageId, to: order.customerEmail },
    });
  });
  wakeOutboxWorker();
  const where = getEnv().SMTP_URL ? "is on its way" : "is in the outbox (no SMTP server is configured)";
  return { ok: true, message: `The receipt to ${order.customerEmail} ${where}.` };
}
