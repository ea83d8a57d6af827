import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { booking as config } from "~/config/booking.ts";
import * as t from "~/db/schema.ts";
import { getLead } from "~/features/admin-leads/leads.server.ts";
import { getOrderDetail, refundOrderAsOwner } from "~/features/admin-orders/orders.server.ts";
import { bookingView } from "~/features/booking/booking-view.server.ts";
import {
  cancelBooking,
  findFreeSlots,
  firstBookableDay,
  getBookingBySession,
  holdSlot,
} from "~/features/booking/bookings.server.ts";
import { markPaid, markRefunded } from "~/features/checkout/orders.server.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { listCalendar } from "./bookings-console.server.ts";
import { BOOKING_NOW, sedanJob, openBookingDb } from "~/features/booking/booking-test-kit.ts";

// Issue 23: a deposit refunded from its order -- the owner's "Refund in full"
// on the order page, or the provider's refund of a payment that came too late
// (the Stripe webhook's markRefunded) -- leaves the order, the booking's
// timeline, the lead and the booking pages saying the same, through the order
// machine, once.

const handle = openBookingDb();

const NOW = BOOKING_NOW;
const MIN = 60_000;
const owner = ownerUser({ name: "Olivia Owner" });
const sedan = sedanJob;

beforeEach(async () => {
  await handle.db.delete(t.leadStates);
  await handle.db.delete(t.bookings);
  await handle.db.delete(t.orders);
  await handle.db.delete(t.paymentEvents);
});

async function hold(arrivesAt: Date, cfg = config) {
  const held = await holdSlot(handle.db, {
    choice: sedan,
    areaSlug: "navarre",
    customer: { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd" },
    arrivesAt,
    origin: "http://localhost:3000",
    now: NOW,
    provider: testProvider,
    config: cfg,
  });
  if (held.kind !== "held") throw new Error(held.kind);
  return held.booking;
}

/** A confirmed booking, its deposit paid on the test payment page. */
async function paidBooking(index = 0) {
  const slots = await findFreeSlots(handle.db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(NOW),
    days: 3,
    now: NOW,
  });
  const booking = await hold(slots[index * 4]!.arrivesAt);
  const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, booking.orderId!));
  await submitTestPayment(order!.providerSessionId!, "pay", { db: handle.db, now: NOW });
  return { booking, session: order!.providerSessionId! };
}

/** Everything the owner and the customer read about one booking's deposit. */
async function readAll(bookingId: string) {
  const [b] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, bookingId));
  const [o] = await handle.db.select().from(t.orders).where(eq(t.orders.id, b!.orderId!));
  const timeline = await handle.db
    .select()
    .from(t.bookingEvents)
    .where(eq(t.bookingEvents.bookingId, bookingId))
    .orderBy(asc(t.bookingEvents.at), asc(t.bookingEvents.id));
  const events = await handle.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.orderId, o!.id));
  const lead = await getLead(handle.db, "booking", bookingId);
  const detail = (await getOrderDetail(handle.db, o!.id))!;
  const calendar = (await listCalendar(handle.db, { now: NOW })).flatMap((d) => d.bookings);
  return {
    booking: b!,
    order: o!,
    refundEntries: timeline.filter((e) => e.kind === "refunded"),
    refundEvents: events.filter((e) => e.type === "refunded"),
    lead,
    detail,
    customerPage: bookingView(b!, o!),
    listed: calendar.find((c) => c.id === bookingId),
  };
}

describe(`a refunded deposit shows on its booking (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("the owner's refund from the order page: the booking's timeline, the lead and the booking pages say refunded; no second refund", async () => {
    const { booking } = await paidBooking();
    const before = await readAll(booking.id);
    expect(before.listed?.deposit).toBe("$50.00 paid");
    expect(before.lead.booking!.deposit).toBe("$50.00 paid");

    const refunded = await refundOrderAsOwner(
      handle.db,
      owner,
      { orderId: booking.orderId!, restock: false },
      { test: testProvider },
    );
    expect(refunded).toMatchObject({ ok: true });

    const after = await readAll(booking.id);
    expect(after.order.status).toBe("refunded");
    expect(after.refundEvents).toHaveLength(1);
    expect(after.refundEntries).toHaveLength(1);
    expect(after.refundEntries[0]).toMatchObject({ actor: "Olivia Owner" });
    expect(after.booking.depositRefunded).toBe(true);
    // Every page says refunded: the lead's booking and timeline, the bookings list, the customer's page.
    expect(after.lead.booking!.deposit).toBe("$50.00 refunded");
    expect(after.lead.booking!.timeline.map((e) => e.kind)).toContain("refunded");
    expect(after.lead.lead.bookingTimeline).toContain("refunded");
    expect(after.listed?.deposit).toBe("$50.00 refunded");
    expect(after.customerPage.deposit).toBe("$50.00 refunded");
    // The order offers no second refund, and a second one is refused with nothing written.
    expect(after.detail.can.refund).toBe(false);
    expect(
      await refundOrderAsOwner(handle.db, owner, { orderId: booking.orderId!, restock: false }, { test: testProvider }),
    ).toMatchObject({ ok: false, status: 409 });
    const again = await readAll(booking.id);
    expect(again.refundEvents).toHaveLength(1);
    expect(again.refundEntries).toHaveLength(1);
  });

  it("a cancellation that refunds writes one refund entry, not two", async () => {
    const { booking, session } = await paidBooking(1);
    const { token } = (await getBookingBySession(handle.db, session))!;
    const cancelled = await cancelBooking(handle.db, { token, now: NOW, refundWith: () => testProvider });
    expect(cancelled).toMatchObject({ kind: "cancelled", deposit: "refunded" });
    const after = await readAll(booking.id);
    expect(after.order.status).toBe("refunded");
    expect(after.refundEntries).toHaveLength(1);
    expect(after.refundEvents).toHaveLength(1);
    expect(after.lead.booking!.deposit).toBe("$50.00 refunded");
  });

  it("the provider's refund of a payment that came too late (markRefunded): the order is refunded through the machine, the booking says so, the owner's flags are settled", async () => {
    // A hold written before the horizon was checked (a horizon of a century): its payment must go back.
    const booking = await hold(new Date("2099-06-02T14:00:00.000Z"), { ...config, horizonDays: 36_500 });
    expect(
      await markPaid(handle.db, {
        orderId: booking.orderId!,
        eventId: "evt_late",
        paymentReference: "pi_late",
        now: NOW,
      }),
    ).toBe("refund-needed");
    const due = await readAll(booking.id);
    expect(due.order.status).toBe("refund_due");
    expect(due.booking.ownerFlag).toMatch(/refund due/);
    expect(due.lead.booking!.deposit).toBe("$50.00 being refunded");

    // What the webhook does once Stripe has given the money back.
    expect(await markRefunded(handle.db, booking.orderId!, new Date(NOW.getTime() + MIN))).toBe("refunded");
    const after = await readAll(booking.id);
    expect(after.order).toMatchObject({ status: "refunded", refunded: true, ownerFlag: null });
    expect(after.refundEvents).toHaveLength(1);
    expect(after.refundEntries).toHaveLength(1);
    expect(after.refundEntries[0]).toMatchObject({ actor: "payment" });
    expect(after.booking).toMatchObject({ status: "expired", depositRefunded: true, ownerFlag: null });
    expect(after.lead.booking!.deposit).toBe("$50.00 refunded");
    expect(after.lead.booking!.ownerFlag).toBeNull();
    expect(after.customerPage.deposit).toBe("$50.00 refunded");
    expect(after.detail.can.refund).toBe(false);

    // The same refund reported again changes nothing.
    expect(await markRefunded(handle.db, booking.orderId!)).toBe("not-refundable");
    const again = await readAll(booking.id);
    expect(again.refundEvents).toHaveLength(1);
    expect(again.refundEntries).toHaveLength(1);
  });
});
