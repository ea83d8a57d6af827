import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { booking as config } from "~/config/booking.ts";
import * as t from "~/db/schema.ts";
import { getLead } from "~/features/admin-leads/leads.server.ts";
import { getOrderDetail, refundOrderAsOwner } from "~/features/admin-orders/orders.server.ts";
import {
  decideBooking,
  depositStateOf,
  depositText,
  type BookingAct,
  type LeadStatusOfBooking,
} from "~/features/booking/booking-machine.ts";
import { bookingView } from "~/features/booking/booking-view.server.ts";
import {
  cancelBooking,
  findFreeSlots,
  firstBookableDay,
  getBookingBySession,
  holdSlot,
  rescheduleBooking,
  settleBooking,
} from "~/features/booking/bookings.server.ts";
import { expireStaleOrders } from "~/features/checkout/orders.server.ts";
import type { PaymentProvider } from "~/features/checkout/providers.server.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { listCalendar } from "./bookings-console.server.ts";
import { BOOKING_NOW, sedanJob, openBookingDb } from "~/features/booking/booking-test-kit.ts";

// Issue 23: a booking, its deposit's order, its lead and every message about
// it say the same thing, under any interleaving of the customer's, the
// payment page's, the clock's and the owner's acts, on a real database.

const handle = openBookingDb();

const NOW = BOOKING_NOW;
const MIN = 60_000;
const owner = ownerUser({ name: "Olivia Owner" });
const sedan = sedanJob;
const customer = { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd" };

/** The test provider, counting refunds per payment reference (a second refund must never reach it). */
function countingProvider() {
  const refunds = new Map<string, number>();
  const provider: PaymentProvider = {
    ...testProvider,
    async refund(reference, orderId) {
      refunds.set(reference, (refunds.get(reference) ?? 0) + 1);
      await testProvider.refund(reference, orderId);
    },
  };
  return { provider, refunds };
}

async function clear() {
  await handle.db.delete(t.leadStates);
  await handle.db.delete(t.bookings);
  await handle.db.delete(t.orders);
  await handle.db.delete(t.paymentEvents);
  await handle.db.delete(t.outboxMessages);
  await handle.db.delete(t.auditLog);
}

describe(`bookings, orders, leads and messages agree (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("the machine: a customer's cancel follows the rule and closes at the cutoff; the owner chooses and has no cutoff", () => {
    const arrivesAt = new Date(NOW.getTime() + 48 * 60 * MIN);
    const b = { status: "confirmed", arrivesAt, depositPaid: true };
    const cancel = (act: BookingAct, now = NOW, cfg = config) => decideBooking(b, act, now, cfg);
    expect(cancel({ type: "cancel", by: "customer" })).toMatchObject({ to: "cancelled", deposit: "refund" });
    expect(cancel({ type: "cancel", by: "customer" }, NOW, { ...config, depositOnCancel: "keep" })).toMatchObject({
      deposit: "keep",
    });
    const late = new Date(arrivesAt.getTime() - 60 * MIN);
    expect(cancel({ type: "cancel", by: "customer" }, late)).toEqual({ kind: "refused", reason: "too-late" });
    expect(cancel({ type: "cancel", by: "owner", deposit: "keep" }, late)).toMatchObject({ deposit: "keep" });
    expect(cancel({ type: "complete" })).toEqual({ kind: "refused", reason: "not-yet" });
    expect(cancel({ type: "complete" }, new Date(arrivesAt.getTime() + MIN))).toMatchObject({ to: "completed" });
    expect(decideBooking({ ...b, status: "held" }, { type: "lapse" }, NOW, config)).toMatchObject({
      to: "expired",
      timeline: "abandoned",
    });
    for (const status of ["cancelled", "completed", "no_show", "expired"])
      expect(decideBooking({ ...b, status }, { type: "cancel", by: "owner" }, NOW, config).kind).toBe("refused");
  });

  it("property: any interleaving of hold, pay, expire, reschedule, cancel and the owner's acts keeps every record and message in agreement", async () => {
    const start = await findFreeSlots(handle.db, {
      size: { durationMinutes: 150, travelMinutes: 10 },
      from: firstBookableDay(NOW),
      days: 3,
      now: NOW,
    });
    // Far enough ahead that the time the commands let pass never brings them inside the cutoff.
    const target = start.filter((s) => s.start.getTime() > NOW.getTime() + 28 * 60 * MIN);
    const arrivals = [0, 2, 6, 12, 20].map((i) => target[i]!.arrivesAt);
    type Cmd =
      | { type: "hold"; slot: number }
      | { type: "pay" | "leavePayment" | "cancel" | "ownerRefund" | "complete" | "noShow"; which: number }
      | { type: "wait"; minutes: number }
      | { type: "sweep" }
      | { type: "move" | "ownerMove"; which: number; slot: number }
      | { type: "ownerCancel"; which: number; deposit: "refund" | "keep" };
    const slot = fc.integer({ min: 0, max: arrivals.length - 1 });
    const which = fc.nat({ max: 5 });
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      { arbitrary: fc.record({ type: fc.constant("hold" as const), slot }), weight: 3 },
      { arbitrary: fc.record({ type: fc.constant("pay" as const), which }), weight: 3 },
      fc.record({ type: fc.constant("leavePayment" as const), which }),
      fc.record({ type: fc.constant("wait" as const), minutes: fc.constantFrom(1, 16) }),
      fc.record({ type: fc.constant("sweep" as const) }),
      { arbitrary: fc.record({ type: fc.constant("cancel" as const), which }), weight: 2 },
      fc.record({ type: fc.constant("move" as const), which, slot }),
      fc.record({ type: fc.constant("ownerMove" as const), which, slot }),
      fc.record({
        type: fc.constant("ownerCancel" as const),
        which,
        deposit: fc.constantFrom("refund" as const, "keep" as const),
      }),
      { arbitrary: fc.record({ type: fc.constant("ownerRefund" as const), which }), weight: 2 },
      fc.record({ type: fc.constant("complete" as const), which }),
      fc.record({ type: fc.constant("noShow" as const), which }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 12 }), async (cmds) => {
        await clear();
        const { provider, refunds } = countingProvider();
        let now = NOW;
        const made: string[] = [];
        /** What each cancellation told the customer about the deposit. */
        const toldAtCancel = new Map<string, "refunded" | "kept" | "none" | "refund-due">();
        for (const c of cmds) {
          if (c.type === "hold") {
            const r = await holdSlot(handle.db, {
              choice: sedan,
              areaSlug: "navarre",
              customer,
              arrivesAt: arrivals[c.slot]!,
              origin: "http://localhost:3000",
              now,
              provider: testProvider,
            });
            if (r.kind === "held") made.push(r.booking.id);
            continue;
          }
          if (c.type === "wait") {
            now = new Date(now.getTime() + c.minutes * MIN);
            continue;
          }
          if (c.type === "sweep") {
            await expireStaleOrders(handle.db, now);
            continue;
          }
          const id = made[c.which % Math.max(1, made.length)];
          if (!id) continue;
          const [row] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, id));
          const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, row!.orderId!));
          const session = order!.providerSessionId!;
          const token = (await getBookingBySession(handle.db, session))!.token;
          switch (c.type) {
            case "pay":
            case "leavePayment":
              await submitTestPayment(session, c.type === "pay" ? "pay" : "cancel", { db: handle.db, now });
              break;
            case "cancel": {
              const r = await cancelBooking(handle.db, { token, now, refundWith: () => provider });
              if (r.kind === "cancelled") toldAtCancel.set(id, r.deposit);
              break;
            }
            case "ownerCancel": {
              const r = await cancelBooking(handle.db, {
                id,
                now,
                refundWith: () => provider,
                who: { by: "owner", name: owner.name },
                deposit: c.deposit,
              });
              if (r.kind === "cancelled") toldAtCancel.set(id, r.deposit);
              break;
            }
            case "move":
              await rescheduleBooking(handle.db, { token, arrivesAt: arrivals[c.slot]!, now });
              break;
            case "ownerMove":
              await rescheduleBooking(handle.db, {
                id,
                arrivesAt: arrivals[c.slot]!,
                now,
                who: { by: "owner", name: owner.name },
              });
              break;
            case "complete":
            case "noShow":
              // The owner marks the visit after its time.
              await settleBooking(handle.db, {
                id,
                outcome: c.type === "complete" ? "complete" : "no_show",
                name: owner.name,
                now: new Date(row!.arrivesAt.getTime() + 60 * MIN),
              });
              break;
            case "ownerRefund": {
              const before = order!.status;
              const r = await refundOrderAsOwner(
                handle.db,
                owner,
                { orderId: order!.id, restock: false },
                { test: provider },
              );
              // "Refund in full" works once, on a paid deposit only.
              expect(r.ok).toBe(before === "paid" || before === "fulfilled");
              break;
            }
          }
          await checkAgreement(now, refunds, toldAtCancel);
        }
        await checkAgreement(now, refunds, toldAtCancel);
      }),
      { numRuns: 25 },
    );
  }, 600_000);
});

const LEAD_OF: Partial<Record<string, LeadStatusOfBooking>> = {
  confirmed: "booked",
  completed: "won",
  no_show: "lost",
  cancelled: "lost",
};

async function checkAgreement(now: Date, refunds: Map<string, number>, told: Map<string, string>) {
  const rows = await handle.db.select().from(t.bookings);
  const calendar = (await listCalendar(handle.db, { now })).flatMap((d) => d.bookings.map((b) => b.id));
  for (const b of rows) {
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, b.orderId!));
    const o = order!;
    const [line] = await handle.db.select().from(t.orderLines).where(eq(t.orderLines.orderId, o.id));
    const events = await handle.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.orderId, o.id));
    const timeline = (
      await handle.db
        .select()
        .from(t.bookingEvents)
        .where(eq(t.bookingEvents.bookingId, b.id))
        .orderBy(asc(t.bookingEvents.at), asc(t.bookingEvents.id))
    ).map((e) => e.kind);

    // The stored states agree.
    const allowed: Record<string, string[]> = {
      held: ["pending"],
      confirmed: ["paid", "refunded"],
      completed: ["fulfilled", "refunded"],
      no_show: ["paid", "refunded"],
      cancelled: ["paid", "refunded"],
      expired: o.expiresAt <= now ? ["pending", "expired", "cancelled", "failed"] : ["expired", "cancelled", "failed"],
    };
    expect(allowed[b.status], `${b.status} booking with a ${o.status} order`).toContain(o.status);
    // A refunded order has its one payment event, and the provider was asked once.
    expect(events.filter((e) => e.type === "refunded")).toHaveLength(o.status === "refunded" ? 1 : 0);
    expect(refunds.get(o.paymentReference ?? "") ?? 0).toBe(o.status === "refunded" ? 1 : 0);
    // The order carries the customer and the booking's current time.
    expect([o.customerName, o.customerEmail, o.customerPhone]).toEqual([customer.name, customer.email, customer.phone]);
    expect(line!.variantTitle).toContain(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(
        b.arrivesAt,
      ),
    );

    // The timeline: held first; paid before anything the customer did after; abandoned holds marked as such.
    expect(timeline[0]).toBe("held");
    if (["confirmed", "completed", "no_show", "cancelled"].includes(b.status)) expect(timeline).toContain("paid");
    // (A payment that came too late and went back adds its refund after.)
    if (b.status === "expired") expect(timeline.filter((k) => k !== "refunded").at(-1)).toBe("abandoned");
    // However it was refunded (a cancel, the owner's refund from the order page), the timeline says so once.
    expect(timeline.filter((k) => k === "refunded")).toHaveLength(o.status === "refunded" ? 1 : 0);
    expect(b.depositRefunded).toBe(o.status === "refunded");
    if (b.status === "cancelled") expect(timeline).toContain("cancelled");
    if (o.status === "refunded") expect(b.status === "expired" ? [] : timeline).not.toContain("abandoned");

    // Every message shown agrees: the customer's page, the console's order, the lead, the booking list.
    const deposit = depositText(depositStateOf(b.status, o), b.depositCents);
    const view = bookingView(b, o);
    const detail = (await getOrderDetail(handle.db, o.id))!;
    const lead = await getLead(handle.db, "booking", b.id);
    expect(view.status).toBe(b.status);
    expect(view.deposit).toBe(deposit);
    expect(lead.lead.bookingStatus).toBe(b.status);
    expect(lead.lead.bookingTimeline).toEqual(timeline);
    expect(lead.booking!.deposit).toBe(deposit);
    expect(detail.can.refund).toBe(o.status === "paid" || o.status === "fulfilled");
    expect(lead.lead.status).toBe(LEAD_OF[b.status] ?? "new");
    // An abandoned payment is never a booking on the console's calendar.
    if (b.status === "expired" || b.status === "cancelled") expect(calendar).not.toContain(b.id);
    if (b.status === "confirmed" && b.arrivesAt > now) expect(calendar).toContain(b.id);

    // The customer's last email about a cancellation says what was done with the deposit.
    if (b.status === "cancelled") {
      const mails = await handle.db
        .select()
        .from(t.outboxMessages)
        .where(eq(t.outboxMessages.toAddress, customer.email));
      expect(mails.some((m) => m.subject.startsWith("Your appointment is cancelled"))).toBe(true);
      const said = told.get(b.id);
      if (said === "refunded") {
        expect(o.status).toBe("refunded");
        expect(mails.some((m) => m.textBody.includes(`${depositText("refunded", b.depositCents)}`))).toBe(true);
      }
      if (said === "kept") expect(mails.some((m) => m.textBody.includes("deposit is kept"))).toBe(true);
    }
  }
}
