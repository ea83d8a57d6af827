import { and, asc, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe.ts";
import { decideTransition, isReleased, ORDER_STATUSES, type OrderEvent } from "./order-machine.ts";
import { attachSession, createOrder, expireStaleOrders } from "./orders.server.ts";
import { applyStripeEvent } from "./payment-events.server.ts";
import { createStripeClient, createStripeProvider, testProvider } from "./providers.server.ts";
import { loadReceipt } from "./receipt.server.ts";
import { loadTestSession, submitTestPayment } from "./test-payment.server.ts";

// Arbitrary sequences of what visitors, Stripe and the clock do to a handful
// of orders, on a real database, checking after every step that what a
// visitor is told agrees with what is stored and that stock is conserved.

const T0 = new Date("2030-01-01T12:00:00Z").getTime();
const ORIGIN = "http://localhost:3000";
const MANAGED = ["aftercare-pro", "aftercare-standard"] as const;

describe("the transition table", () => {
  const at = new Date(T0);
  const open = new Date(T0 + 60_000);
  const past = new Date(T0 - 60_000);
  const capture: OrderEvent = { type: "capture" };

  it("sells a pending order on capture and gives it back on release, for both providers", () => {
    for (const provider of ["test", "stripe"]) {
      expect(decideTransition({ status: "pending", provider, expiresAt: open }, capture, at)).toEqual({
        kind: "sell",
        to: "paid",
      });
      for (const reason of ["expired", "cancelled", "failed"] as const) {
        expect(
          decideTransition({ status: "pending", provider, expiresAt: open }, { type: "release", reason }, at),
        ).toMatchObject({ kind: "release", to: reason });
      }
    }
  });

  it("lets only a provider that can capture late touch a released order", () => {
    for (const status of ["expired", "cancelled", "failed"]) {
      expect(decideTransition({ status, provider: "stripe", expiresAt: past }, capture, at)).toMatchObject({
        kind: "sell-late",
      });
      expect(decideTransition({ status, provider: "test", expiresAt: past }, capture, at)).toEqual({
        kind: "none",
        outcome: "closed",
      });
      expect(decideTransition({ status, provider: "someday", expiresAt: past }, capture, at)).toEqual({
        kind: "none",
        outcome: "closed",
      });
    }
    // The test page past its time expires the order rather than sell it; Stripe's own expiry is authoritative.
    expect(decideTransition({ status: "pending", provider: "test", expiresAt: past }, capture, at)).toMatchObject({
      kind: "release",
      to: "expired",
    });
    expect(decideTransition({ status: "pending", provider: "stripe", expiresAt: past }, capture, at)).toEqual({
      kind: "sell",
      to: "paid",
    });
  });

  it("never moves a paid order or resurrects a released one", () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== "pending")) {
      for (const provider of ["test", "stripe"]) {
        const t = decideTransition({ status, provider, expiresAt: open }, { type: "release", reason: "expired" }, at);
        expect(t).toEqual({ kind: "none", outcome: "not-pending" });
      }
    }
    expect(decideTransition({ status: "refund_due", provider: "stripe", expiresAt: past }, capture, at)).toEqual({
      kind: "none",
      outcome: "already-paid",
    });
  });

  it("lets the owner fulfil only a paid order, and refund only money taken (units back only when they were sold)", () => {
    for (const status of ORDER_STATUSES) {
      const order = { status, provider: "test", expiresAt: open };
      expect(decideTransition(order, { type: "fulfil" }, at)).toEqual(
        status === "paid" ? { kind: "fulfil", to: "fulfilled" } : { kind: "none", outcome: "not-fulfillable" },
      );
      const refund = decideTransition(order, { type: "refund" }, at);
      if (status === "paid" || status === "fulfilled")
        expect(refund).toEqual({ kind: "refund", to: "refunded", unitsSold: true });
      else if (status === "refund_due") expect(refund).toEqual({ kind: "refund", to: "refunded", unitsSold: false });
      else expect(refund).toEqual({ kind: "none", outcome: "not-refundable" });
    }
    // A late webhook never moves a fulfilled or refunded order.
    for (const status of ["fulfilled", "refunded"]) {
      expect(decideTransition({ status, provider: "stripe", expiresAt: past }, capture, at)).toEqual({
        kind: "none",
        outcome: "already-paid",
      });
    }
  });
});

let handle: DbHandle;
let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  // Sessions and refunds go through the real SDK to a fake Stripe on loopback.
  fake = await startFakeStripe({ sessionPrefix: "cs_test_machine_" });
  stripe = createStripeClient("sk_test_fake", fake.url);
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  await fake.close();
});

type Provider = "test" | "stripe";
type WebhookType = "completed" | "async_payment_succeeded" | "async_payment_failed" | "expired";
type Step =
  | { kind: "checkout"; provider: Provider; pro: number; standard: number; cleaner: number }
  | { kind: "pay" | "cancel"; order: number }
  | { kind: "time"; minutes: number }
  | { kind: "webhook"; order: number; type: WebhookType }
  | { kind: "replay"; event: number }
  | { kind: "sold-in-shop"; variant: (typeof MANAGED)[number] };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("checkout" as const),
      provider: fc.constantFrom<Provider>("test", "stripe"),
      pro: fc.nat(1),
      standard: fc.nat(2),
      cleaner: fc.nat(1),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom("pay" as const, "cancel" as const), order: fc.nat(7) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("time" as const), minutes: fc.integer({ min: 1, max: 40 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("webhook" as const),
      order: fc.nat(7),
      type: fc.constantFrom<WebhookType>("completed", "async_payment_succeeded", "async_payment_failed", "expired"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replay" as const), event: fc.nat(20) }) },
  // The owner sells a free unit over the counter, so a late payment may find the stock gone.
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("sold-in-shop" as const), variant: fc.constantFrom(...MANAGED) }),
  },
);

/** Everything a step could change: orders, events and stock. */
async function snapshot() {
  const orders = await handle.db.select().from(t.orders).orderBy(asc(t.orders.id));
  const events = await handle.db
    .select({ id: t.paymentEvents.id, type: t.paymentEvents.type })
    .from(t.paymentEvents)
    .orderBy(asc(t.paymentEvents.id));
  const stock = await handle.db
    .select({ id: t.variants.id, inventory: t.variants.inventoryQuantity, reserved: t.variants.reservedQuantity })
    .from(t.variants)
    .where(inArray(t.variants.id, [...MANAGED]))
    .orderBy(asc(t.variants.id));
  return { orders, events, stock };
}

const visitorMessage: Record<string, RegExp> = {
  expired: /expired, so nothing was charged/,
  cancelled: /cancelled, so nothing was charged/,
  failed: /could not be completed, so nothing was charged/,
};

describe(`orders under any sequence of payments, cancels, expiries and webhooks (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("tells every visitor the truth, conserves stock, and never sells a released test-page order", async () => {
    const stockArb = fc.record({ pro: fc.integer({ min: 1, max: 3 }), standard: fc.integer({ min: 1, max: 4 }) });
    await fc.assert(
      fc.asyncProperty(
        stockArb,
        fc.array(stepArb, { minLength: 4, maxLength: 30, size: "max" }),
        async (initial, steps) => {
          await handle.db.delete(t.orders);
          await handle.db.delete(t.paymentEvents);
          await handle.db
            .update(t.variants)
            .set({ inventoryQuantity: initial.pro, reservedQuantity: 0 })
            .where(eq(t.variants.id, "aftercare-pro"));
          await handle.db
            .update(t.variants)
            .set({ inventoryQuantity: initial.standard, reservedQuantity: 0 })
            .where(eq(t.variants.id, "aftercare-standard"));
          fake.requests.length = 0;
          let now = T0;
          const orders: { id: string; provider: Provider; sessionId: string }[] = [];
          const soldInShop = { "aftercare-pro": 0, "aftercare-standard": 0 };
          const delivered: { id: string; type: string; data: { object: Stripe.Checkout.Session } }[] = [];
          const releasedTestOrders = new Set<string>();
          const pick = (provider: Provider, n: number) => {
            const of = orders.filter((o) => o.provider === provider);
            return of.length ? of[n % of.length]! : undefined;
          };

          for (const step of steps) {
            const before = await snapshot();
            const statusBefore = (id: string) => before.orders.find((o) => o.id === id)!;
            // The order the step was about; the clock can change any of them.
            let touched: string | undefined;

            if (step.kind === "checkout") {
              const items = [
                { variant_id: "aftercare-pro", quantity: step.pro },
                { variant_id: "aftercare-standard", quantity: step.standard },
                { variant_id: "glass-cleaner-16", quantity: step.cleaner },
              ].filter((i) => i.quantity > 0);
              if (items.length === 0) continue;
              const provider = step.provider === "test" ? testProvider : createStripeProvider(stripe);
              const created = await createOrder(handle.db, {
                items,
                successUrl: `${ORIGIN}/success`,
                cancelUrl: `${ORIGIN}/shop`,
                provider: provider.name,
                now: new Date(now),
              }).catch((error: unknown) => {
                // Not enough stock: refused with a 409 and nothing held.
                expect(error).toMatchObject({ status: 409 });
                return undefined;
              });
              if (!created) {
                expect(await snapshot()).toEqual(before);
                continue;
              }
              const session = await provider.createSession(created.order, created.lines, ORIGIN);
              await attachSession(handle.db, created.order.id, session.sessionId);
              orders.push({ id: created.order.id, provider: step.provider, sessionId: session.sessionId });
              touched = created.order.id;
            } else if (step.kind === "pay" || step.kind === "cancel") {
              const order = pick("test", step.order);
              if (!order) continue;
              touched = order.id;
              const prior = statusBefore(order.id);
              const answer = await submitTestPayment(order.sessionId, step.kind, { db: handle.db, now: new Date(now) });
              const stored = (await snapshot()).orders.find((o) => o.id === order.id)!;
              if (step.kind === "pay") {
                // What should happen, from the order as it was: open sells, past its time expires, anything else stays.
                const open = prior.status === "pending" && prior.expiresAt.getTime() > now;
                const expected = open ? "paid" : prior.status === "pending" ? "expired" : prior.status;
                expect(stored.status).toBe(expected);
                if (stored.status === "paid") {
                  expect(answer).toEqual({ redirect: `${ORIGIN}/success?session_id=${order.sessionId}` });
                } else {
                  expect(answer).toMatchObject({
                    status: 409,
                    error: expect.stringMatching(visitorMessage[stored.status]!),
                  });
                }
                if (isReleased(prior.status)) expect(await snapshot()).toEqual(before);
              } else {
                expect(stored.status).toBe(prior.status === "pending" ? "cancelled" : prior.status);
                if (stored.status === "paid")
                  expect(answer).toMatchObject({ status: 409, error: expect.stringMatching(/already paid/) });
                else expect(answer).toEqual({ redirect: `${ORIGIN}/shop` });
              }
            } else if (step.kind === "time") {
              now += step.minutes * 60_000;
              await expireStaleOrders(handle.db, new Date(now));
            } else if (step.kind === "webhook") {
              const order = pick("stripe", step.order);
              if (!order) continue;
              touched = order.id;
              const event = {
                id: `evt_${delivered.length + 1}`,
                type: `checkout.session.${step.type}`,
                data: {
                  object: {
                    id: order.sessionId,
                    object: "checkout.session",
                    client_reference_id: order.id,
                    metadata: { order_id: order.id },
                    payment_status:
                      step.type === "completed" || step.type === "async_payment_succeeded" ? "paid" : "unpaid",
                    payment_intent: `pi_${order.id}`,
                  } as unknown as Stripe.Checkout.Session,
                },
              };
              delivered.push(event);
              const prior = statusBefore(order.id);
              await applyStripeEvent(handle.db, stripe, event);
              const stored = (await snapshot()).orders.find((o) => o.id === order.id)!;
              const capture = step.type === "completed" || step.type === "async_payment_succeeded";
              if (prior.status === "pending")
                expect(stored.status).toBe(capture ? "paid" : step.type === "expired" ? "expired" : "failed");
              // A late capture that found the stock gone is refunded through Stripe at once (markRefunded: refunded).
              else if (isReleased(prior.status) && capture) expect(["paid", "refunded"]).toContain(stored.status);
              else expect(stored.status).toBe(prior.status);
            } else if (step.kind === "sold-in-shop") {
              const sold = await handle.db
                .update(t.variants)
                .set({ inventoryQuantity: sql`${t.variants.inventoryQuantity} - 1` })
                .where(
                  and(
                    eq(t.variants.id, step.variant),
                    sql`${t.variants.inventoryQuantity} > ${t.variants.reservedQuantity}`,
                  ),
                )
                .returning({ id: t.variants.id });
              soldInShop[step.variant] += sold.length;
            } else if (step.kind === "replay") {
              const event = delivered[step.event % Math.max(1, delivered.length)];
              if (!event) continue;
              touched = event.data.object.client_reference_id!;
              await applyStripeEvent(handle.db, stripe, event);
              expect(await snapshot()).toEqual(before);
            }

            // After every step, whatever it was:
            const after = await snapshot();
            const lines = await handle.db.select().from(t.orderLines);
            for (const variant of after.stock) {
              const sum = (status: string) =>
                lines
                  .filter(
                    (l) =>
                      l.variantId === variant.id &&
                      l.managesInventory &&
                      after.orders.find((o) => o.id === l.orderId)!.status === status,
                  )
                  .reduce((n, l) => n + l.quantity, 0);
              expect(variant.reserved).toBeGreaterThanOrEqual(0);
              expect(variant.inventory).toBeGreaterThanOrEqual(variant.reserved);
              expect(variant.reserved).toBe(sum("pending"));
              const start = variant.id === "aftercare-pro" ? initial.pro : initial.standard;
              expect(variant.inventory).toBe(start - soldInShop[variant.id as (typeof MANAGED)[number]] - sum("paid"));
            }
            for (const order of orders.filter((o) => step.kind === "time" || o.id === touched)) {
              const stored = after.orders.find((o) => o.id === order.id)!;
              if (order.provider === "test") {
                if (isReleased(stored.status)) releasedTestOrders.add(order.id);
                if (releasedTestOrders.has(order.id)) expect(stored.status).not.toMatch(/^(paid|refund_due|refunded)$/);
                expect(stored.ownerFlag).toBeNull();
                // The test payment page shows the session open exactly when it can still be paid.
                const page = await loadTestSession(order.sessionId, { db: handle.db, now: new Date(now) });
                const open = stored.status === "pending" && stored.expiresAt.getTime() > now;
                expect(page!.status).toBe(open ? "pending" : stored.status === "pending" ? "expired" : stored.status);
              }
              // The success page says paid only of a paid order, refund only of a refund.
              const receipt = await loadReceipt(order.sessionId, handle.db);
              const expected = {
                pending: "processing",
                paid: stored.releasedAt ? "paid-late" : "paid",
                refund_due: "refund",
                refunded: "refunded",
                expired: "not-paid",
                cancelled: "not-paid",
                failed: "not-paid",
              }[stored.status];
              expect(receipt!.state).toBe(expected);
              expect(receipt!.refunded).toBe(stored.status === "refunded");
            }
            // Every late capture that found the stock gone asked Stripe for its refund, once.
            const due = after.orders.filter((o) => o.status === "refunded").map((o) => `refund-${o.id}`);
            expect(fake.refundKeys().sort()).toEqual(due.sort());
          }
        },
      ),
      { numRuns: 60 },
    );
    // 60 runs of up to 30 steps on a real database: over the default timeout on a busy machine.
  }, 180_000);
});
