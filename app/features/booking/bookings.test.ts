import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { booking as config } from "~/config/booking.ts";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createTestServices } from "~/platform/test-services.server.ts";
import { expireStaleOrders, markPaid } from "~/features/checkout/orders.server.ts";
import { testProvider, type PaymentProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import {
  cancelBooking,
  findFreeSlots,
  firstBookableDay,
  getBookingBySession,
  holdSlot,
  rescheduleBooking,
  type HoldInput,
} from "./bookings.server.ts";
import type { JobChoice } from "./choice.ts";
import { choiceFromSearchParams } from "./choice-schema.ts";
import type { Slot } from "./slots.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  // Booking's order hooks, registered as the server registers them.
  await createTestServices({ db: handle.db });
});
afterAll(async () => handle.close());

const ORIGIN = "http://localhost:3000";
// Monday 1 June 2026, 9 AM in Navarre (CDT): the first slot starts 24 hours later.
const NOW = new Date("2026-06-01T14:00:00Z");
const MIN = 60_000;

function parse(params: string): JobChoice {
  const parsed = choiceFromSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.choice;
}
const sedan = parse("kind=vehicle&body=sedan-coupe&front=35&back=15&rear=15");
const size = { durationMinutes: 150, travelMinutes: 10 };
const customer = {
  name: "Dana Reyes",
  phone: "+18505550100",
  email: "dana@example.com",
  address: "12 Gulf Blvd, Navarre, FL 32566",
};

/** A payment provider that records sessions and refunds, named like the real one. */
function recordingProvider(name: "test" | "stripe" = "test") {
  const refunds: string[] = [];
  let n = 0;
  const provider: PaymentProvider = {
    name,
    async createSession() {
      n += 1;
      const sessionId = name === "test" ? `cs_test_${String(n).padStart(32, "0")}` : `cs_live_${n}_abcdefgh`;
      return { sessionId, url: `${ORIGIN}/pay/${sessionId}` };
    },
    async refund(reference) {
      refunds.push(reference);
    },
  };
  return { provider, refunds };
}

const hold = (over: Partial<HoldInput> & { arrivesAt: Date }) =>
  holdSlot(handle.db, {
    choice: sedan,
    areaSlug: "navarre",
    customer,
    origin: ORIGIN,
    now: NOW,
    provider: testProvider,
    ...over,
  });

async function slots(now = NOW): Promise<Slot[]> {
  return findFreeSlots(handle.db, { size, from: firstBookableDay(now), days: 3, now });
}
const sessionOf = async (bookingId: string) => {
  const [row] = await handle.db
    .select({ session: t.orders.providerSessionId })
    .from(t.bookings)
    .innerJoin(t.orders, eq(t.orders.id, t.bookings.orderId))
    .where(eq(t.bookings.id, bookingId));
  return row!.session!;
};
const statusOf = async (id: string) =>
  (await handle.db.select({ s: t.bookings.status }).from(t.bookings).where(eq(t.bookings.id, id)))[0]!.s;

async function clear() {
  await handle.db.delete(t.bookings);
  await handle.db.delete(t.orders);
  await handle.db.delete(t.paymentEvents);
  await handle.db.delete(t.outboxMessages);
}

describe(`booking (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(clear);

  it("offers the first slot 24 hours ahead, holds it with a deposit order, and stops offering it", async () => {
    const before = await slots();
    expect(before[0]!.start.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + 24 * 60 * MIN);
    const first = before[0]!;
    const result = await hold({ arrivesAt: first.arrivesAt });
    expect(result.kind).toBe("held");
    if (result.kind !== "held") return;
    expect(result.paymentUrl).toMatch(/\/pay\/cs_test_/);
    expect(result.booking.heldUntil!.getTime()).toBe(NOW.getTime() + config.holdMinutes * MIN);
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, result.booking.orderId!));
    const lines = await handle.db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order!.id));
    expect(order!.totalCents).toBe(5000);
    expect(order!.expiresAt.getTime()).toBe(result.booking.heldUntil!.getTime());
    expect(lines).toHaveLength(1);
    expect(lines[0]!.title).toMatch(/^Deposit: Ceramic tint for a sedan or coupe/);
    expect(lines[0]!.managesInventory).toBe(false);
    const after = await slots();
    expect(after.some((s) => s.start < first.end && first.start < s.end)).toBe(false);
  });

  it("prices on the server: an illegal shade, an unknown area and a job needing a look are refused", async () => {
    const first = (await slots())[0]!;
    const illegal = await hold({
      arrivesAt: first.arrivesAt,
      choice: parse("kind=vehicle&body=sedan-coupe&front=5&back=15&rear=15"),
    });
    expect(illegal).toMatchObject({ kind: "refused", status: 400 });
    if (illegal.kind === "refused") expect(illegal.message).toMatch(/front/i);
    expect(await hold({ arrivesAt: first.arrivesAt, areaSlug: "atlanta" })).toMatchObject({
      kind: "refused",
      status: 400,
    });
    expect(await hold({ arrivesAt: first.arrivesAt, choice: parse("kind=ppf&coverage=full-body") })).toMatchObject({
      kind: "refused",
    });
    expect(await handle.db.select().from(t.bookings)).toHaveLength(0);
  });

  it("answers a past or off-grid time with the next three free slots", async () => {
    const past = await hold({ arrivesAt: new Date(NOW.getTime() - 60 * MIN) });
    expect(past.kind).toBe("unavailable");
    if (past.kind === "unavailable") {
      expect(past.message).toMatch(/passed|24 hours/);
      expect(past.alternatives).toHaveLength(3);
    }
    const first = (await slots())[0]!;
    const offGrid = await hold({ arrivesAt: new Date(first.arrivesAt.getTime() + 7 * MIN) });
    expect(offGrid.kind).toBe("unavailable");
  });

  it("refuses a time past the booking horizon on every way in: a hold, a reschedule, and the payment of an old hold", async () => {
    // Today is 1 June in Navarre: the last day online is 31 July.
    const lastDay = await findFreeSlots(handle.db, { size, from: "2026-07-30", days: 5, now: NOW });
    expect(new Set(lastDay.map((s) => s.arrivesAt.toISOString().slice(0, 10)))).toEqual(
      new Set(["2026-07-30", "2026-07-31"]),
    );
    expect(await findFreeSlots(handle.db, { size, from: "2026-08-01", days: 7, now: NOW })).toEqual([]);
    const onLastDay = lastDay.at(-1)!;
    expect((await hold({ arrivesAt: onLastDay.arrivesAt })).kind).toBe("held");

    // 9 AM Central on the day after, and in 2099: on the grid, but too far ahead.
    for (const arrivesAt of [new Date("2026-08-01T14:00:00.000Z"), new Date("2099-06-02T14:00:00.000Z")]) {
      const answer = await hold({ arrivesAt });
      expect(answer.kind).toBe("beyond");
      if (answer.kind === "beyond") {
        expect(answer.message).toContain("the furthest day you can book now is Friday, July 31");
        expect(answer.message).toContain("call us at (850) 555-0142");
      }
    }
    // Year 0 is in the past: told so, with the next times, not an error.
    expect((await hold({ arrivesAt: new Date("0000-01-01T14:00:00.000Z") })).kind).toBe("unavailable");
    expect(await handle.db.select().from(t.bookings)).toHaveLength(1);

    const [booked] = await handle.db.select().from(t.bookings);
    await submitTestPayment(await sessionOf(booked!.id), "pay", { db: handle.db, now: NOW });
    const { token } = (await getBookingBySession(handle.db, await sessionOf(booked!.id)))!;
    const moved = await rescheduleBooking(handle.db, {
      token,
      arrivesAt: new Date("2099-06-02T14:00:00.000Z"),
      now: NOW,
    });
    expect(moved.kind).toBe("beyond");
    const [after] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, booked!.id));
    expect(after!.arrivesAt.getTime()).toBe(onLastDay.arrivesAt.getTime());

    // A hold in 2099 written before the horizon was checked (here: with a horizon of a century) is refunded when paid.
    const old = await hold({
      arrivesAt: new Date("2099-06-02T14:00:00.000Z"),
      config: { ...config, horizonDays: 36_500 },
    });
    if (old.kind !== "held") throw new Error(old.kind);
    const paid = await markPaid(handle.db, {
      orderId: old.booking.orderId!,
      eventId: "evt_2099",
      paymentReference: "pi_2099",
      now: NOW,
    });
    expect(paid).toBe("refund-needed");
    expect(await statusOf(old.booking.id)).toBe("expired");
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, old.booking.orderId!));
    expect(order!.status).toBe("refund_due");
  });

  it("confirms on the test page's payment, writes the customer's email with an .ics and the owner's notification", async () => {
    const first = (await slots())[0]!;
    const held = await hold({ arrivesAt: first.arrivesAt });
    if (held.kind !== "held") throw new Error(held.kind);
    const session = await sessionOf(held.booking.id);
    const answer = await submitTestPayment(session, "pay", { db: handle.db, now: new Date(NOW.getTime() + 5 * MIN) });
    expect(answer).toEqual({ redirect: expect.stringContaining("/book/confirmed?session_id=") });
    expect(await statusOf(held.booking.id)).toBe("confirmed");
    const mails = await handle.db.select().from(t.outboxMessages);
    // The confirmation is the deposit's receipt: no second message to the customer.
    expect(mails.filter((m) => m.toAddress === customer.email)).toHaveLength(1);
    const toCustomer = mails.find((m) => m.toAddress === customer.email)!;
    const toOwner = mails.find((m) => m.toAddress !== customer.email)!;
    expect(toCustomer.subject).toMatch(/booked/);
    expect(toCustomer.textBody).toContain("/book/manage/");
    expect(toCustomer.attachments![0]!.content).toContain("BEGIN:VEVENT");
    expect(toOwner.subject).toMatch(/^New booking/);
    expect(toOwner.textBody).toContain("Dana Reyes");
    const found = await getBookingBySession(handle.db, session);
    expect(found?.booking.status).toBe("confirmed");
    expect(toCustomer.textBody).toContain(`/book/manage/${found!.token}`);
    // The console's calendar and leads list show it: app/features/admin-bookings/bookings-console.test.ts.
  });

  it("releases the slot when the visitor cancels on the payment page, and when the hold expires", async () => {
    const [a, b] = await slots();
    const first = await hold({ arrivesAt: a!.arrivesAt });
    if (first.kind !== "held") throw new Error(first.kind);
    await submitTestPayment(await sessionOf(first.booking.id), "cancel", { db: handle.db, now: NOW });
    // Leaving the payment page abandons the hold: never a cancelled booking.
    expect(await statusOf(first.booking.id)).toBe("expired");
    const second = await hold({ arrivesAt: a!.arrivesAt });
    expect(second.kind).toBe("held");
    if (second.kind !== "held") return;
    const later = new Date(NOW.getTime() + (config.holdMinutes + 1) * MIN);
    // Past its hold the slot is offered again at once; the sweep then closes the order and the booking.
    expect((await slots(later)).some((s) => s.arrivesAt.getTime() === a!.arrivesAt.getTime())).toBe(true);
    expect(await expireStaleOrders(handle.db, later)).toBe(1);
    expect(await statusOf(second.booking.id)).toBe("expired");
    // The test page takes no payment once the hold is over.
    const paid = await submitTestPayment(await sessionOf(second.booking.id), "pay", { db: handle.db, now: later });
    expect(paid).toMatchObject({ status: 409 });
    expect(b).toBeDefined();
  });

  it("50 visitors at once for the last free slot: exactly one holds it, 49 are told it was just taken with three alternatives", async () => {
    const target = (await slots())[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hold({ arrivesAt: target.arrivesAt, customer: { ...customer, email: `v${i}@example.com` } }),
      ),
    );
    const held = results.filter((r) => r.kind === "held");
    const taken = results.filter((r) => r.kind === "taken");
    expect(held).toHaveLength(1);
    expect(taken).toHaveLength(49);
    for (const r of taken) {
      if (r.kind !== "taken") continue;
      expect(r.alternatives).toHaveLength(3);
      for (const alt of r.alternatives) expect(alt.start < target.end && target.start < alt.end).toBe(false);
    }
    expect(await handle.db.select().from(t.bookings)).toHaveLength(1);
    expect(await handle.db.select().from(t.orders)).toHaveLength(1);
  });

  it("one visitor may hold only a few slots at once, and is told when the first hold lapses", async () => {
    const free = await slots();
    const visitor = { key: "203.0.113.9", maxHeldUnits: 20, maxPerHour: 100 };
    const picks = [free[0]!, free.find((s) => s.start >= free[0]!.end)!];
    const third = free.find((s) => s.start >= picks[1]!.end)!;
    const fourth = free.find((s) => s.start >= third.end)!;
    for (const s of [...picks, third]) expect((await hold({ arrivesAt: s.arrivesAt, visitor })).kind).toBe("held");
    expect(await hold({ arrivesAt: fourth.arrivesAt, visitor })).toMatchObject({
      kind: "refused",
      status: 429,
      retryAfterSeconds: config.holdMinutes * 60,
    });
  });

  it("reschedules and cancels by the manage link until 24 hours before; a cancellation refunds the deposit", async () => {
    const free = await slots();
    const held = await hold({ arrivesAt: free[0]!.arrivesAt });
    if (held.kind !== "held") throw new Error(held.kind);
    const session = await sessionOf(held.booking.id);
    await submitTestPayment(session, "pay", { db: handle.db, now: NOW });
    const { token } = (await getBookingBySession(handle.db, session))!;

    const target = free.find((s) => s.arrivesAt.getTime() > free[0]!.end.getTime() + 60 * MIN)!;
    const moved = await rescheduleBooking(handle.db, { token, arrivesAt: target.arrivesAt, now: NOW });
    expect(moved.kind).toBe("moved");
    expect((await slots()).some((s) => s.arrivesAt.getTime() === free[0]!.arrivesAt.getTime())).toBe(true);
    expect(
      await rescheduleBooking(handle.db, { token: "x".repeat(43), arrivesAt: target.arrivesAt, now: NOW }),
    ).toEqual({
      kind: "not-found",
    });

    const late = new Date(target.arrivesAt.getTime() - 23 * 60 * MIN);
    expect(await cancelBooking(handle.db, { token, now: late })).toEqual({ kind: "too-late" });

    const { provider, refunds } = recordingProvider();
    const cancelled = await cancelBooking(handle.db, { token, now: NOW, refundWith: () => provider });
    expect(cancelled).toMatchObject({ kind: "cancelled", refunded: true });
    expect(refunds).toEqual([session]);
    expect(await statusOf(held.booking.id)).toBe("cancelled");
    expect((await slots()).some((s) => s.arrivesAt.getTime() === target.arrivesAt.getTime())).toBe(true);
    expect(await cancelBooking(handle.db, { token, now: NOW })).toEqual({ kind: "not-active", status: "cancelled" });
    const kept = await cancelBooking(handle.db, { token, now: NOW, config: { ...config, depositOnCancel: "keep" } });
    expect(kept.kind).toBe("not-active");
  });

  it("a Stripe deposit paid after the hold lapsed and the slot went to someone else is refunded, never double-booked", async () => {
    const { provider } = recordingProvider("stripe");
    const target = (await slots())[0]!;
    const first = await hold({ arrivesAt: target.arrivesAt, provider });
    if (first.kind !== "held") throw new Error(first.kind);
    const later = new Date(NOW.getTime() + (config.holdMinutes + 1) * MIN);
    const second = await hold({ arrivesAt: target.arrivesAt, provider, now: later });
    expect(second.kind).toBe("held");
    // The first visitor's Stripe session is still open (30 minutes): their payment arrives now.
    expect(
      await markPaid(handle.db, {
        orderId: first.booking.orderId!,
        eventId: "evt_1",
        paymentReference: "pi_1",
        now: later,
      }),
    ).toBe("refund-needed");
    expect(await statusOf(first.booking.id)).toBe("expired");
    // A late payment whose slot is still free takes it (flagged for the owner).
    if (second.kind !== "held") return;
    const third = await hold({ arrivesAt: (await slots(later)).at(-1)!.arrivesAt, provider, now: later });
    if (third.kind !== "held") throw new Error(third.kind);
    const muchLater = new Date(later.getTime() + (config.holdMinutes + 1) * MIN);
    await expireStaleOrders(handle.db, new Date(muchLater.getTime() + 30 * MIN));
    expect(await statusOf(third.booking.id)).toBe("expired");
    expect(
      await markPaid(handle.db, {
        orderId: third.booking.orderId!,
        eventId: "evt_3",
        paymentReference: "pi_3",
        now: muchLater,
      }),
    ).toBe("paid-after-release");
    expect(await statusOf(third.booking.id)).toBe("confirmed");
  });

  it("property: any interleaving of hold, pay, expire, cancel and reschedule keeps one crew's active bookings apart", async () => {
    // Slots far enough ahead that the time the commands let pass (4 hours at most) never brings them inside the lead time.
    const target = (await slots()).filter((s) => s.start.getTime() > NOW.getTime() + 28 * 60 * MIN);
    const arrivals = [0, 1, 2, 6, 12, 20].map((i) => target[i]!.arrivesAt);
    type Cmd =
      | { type: "hold"; slot: number }
      | { type: "pay"; which: number }
      | { type: "cancelPage"; which: number }
      | { type: "wait"; minutes: number }
      | { type: "sweep" }
      | { type: "cancel"; which: number }
      | { type: "move"; which: number; slot: number };
    const slot = fc.integer({ min: 0, max: arrivals.length - 1 });
    const which = fc.nat({ max: 7 });
    const cmd: fc.Arbitrary<Cmd> = fc.oneof(
      { arbitrary: fc.record({ type: fc.constant("hold" as const), slot }), weight: 3 },
      { arbitrary: fc.record({ type: fc.constant("pay" as const), which }), weight: 3 },
      fc.record({ type: fc.constant("cancelPage" as const), which }),
      fc.record({ type: fc.constant("wait" as const), minutes: fc.constantFrom(1, 10, 16) }),
      fc.record({ type: fc.constant("sweep" as const) }),
      fc.record({ type: fc.constant("cancel" as const), which }),
      fc.record({ type: fc.constant("move" as const), which, slot }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 14 }), async (cmds) => {
        await clear();
        let now = NOW;
        const made: string[] = [];
        const paid = new Set<string>();
        for (const c of cmds) {
          if (c.type === "hold") {
            const r = await hold({ arrivesAt: arrivals[c.slot]!, now });
            if (r.kind === "held") made.push(r.booking.id);
          } else if (c.type === "wait") now = new Date(now.getTime() + c.minutes * MIN);
          else if (c.type === "sweep") await expireStaleOrders(handle.db, now);
          else {
            const id = made[c.which % Math.max(1, made.length)];
            if (!id) continue;
            if (c.type === "pay" || c.type === "cancelPage") {
              const answer = await submitTestPayment(await sessionOf(id), c.type === "pay" ? "pay" : "cancel", {
                db: handle.db,
                now,
              });
              if (c.type === "pay" && "redirect" in answer) paid.add(id);
            } else {
              const found = await getBookingBySession(handle.db, await sessionOf(id));
              if (c.type === "cancel") await cancelBooking(handle.db, { token: found!.token, now });
              else await rescheduleBooking(handle.db, { token: found!.token, arrivesAt: arrivals[c.slot]!, now });
            }
          }
          // Never two active bookings of one crew overlapping.
          const active = (await handle.db.select().from(t.bookings)).filter(
            (b) => b.status === "confirmed" || (b.status === "held" && b.heldUntil! > now),
          );
          for (const x of active)
            for (const y of active)
              if (x.id !== y.id && x.crew === y.crew) expect(x.startAt < y.endAt && y.startAt < x.endAt).toBe(false);
        }
        const rows = await handle.db.select().from(t.bookings);
        for (const b of rows) {
          // A paid booking is confirmed (or cancelled later by its customer); an unpaid one never is.
          if (paid.has(b.id)) expect(["confirmed", "cancelled"]).toContain(b.status);
          else expect(b.status).not.toBe("confirmed");
          const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, b.orderId!));
          if (b.status === "confirmed") expect(order!.status).toBe("paid");
        }
        // Once every hold is over, every slot not confirmed is offered again.
        const after = new Date(now.getTime() + (config.holdMinutes + 1) * MIN);
        await expireStaleOrders(handle.db, after);
        const free = await slots(after);
        const confirmed = rows.filter((b) => b.status === "confirmed");
        for (const a of arrivals) {
          const s = target.find((x) => x.arrivesAt.getTime() === a.getTime())!;
          const blocked = confirmed.some((b) => b.startAt < s.end && s.start < b.endAt);
          expect(free.some((f) => f.arrivesAt.getTime() === a.getTime())).toBe(!blocked);
        }
      }),
      { numRuns: 40 },
    );
  }, 240_000);
});
