import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe.ts";
import { startCheckout } from "./checkout.server.ts";
import { handleStripeWebhook } from "./payment-events.server.ts";
import { createStripeClient, createStripeProvider } from "./providers.server.ts";

let fake: FakeStripe;
let stripe: Stripe;
let handle: DbHandle;
const SECRET = "whsec_test_secret";
const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient("sk_test_fake", fake.url);
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  await handle.db.delete(t.orders);
  await handle.db.delete(t.paymentEvents);
  await handle.db
    .update(t.variants)
    .set({ inventoryQuantity: 2, reservedQuantity: 0 })
    .where(eq(t.variants.id, "aftercare-pro"));
});

async function startStripeCheckout(
  items = [
    { variant_id: "aftercare-pro", quantity: 1 },
    { variant_id: "gift-100", quantity: 1 },
  ],
) {
  const res = await startCheckout(
    new Request(`${ORIGIN}/store/elite-tint/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        items,
        successUrl: `${ORIGIN}/success`,
        cancelUrl: `${ORIGIN}/product/aftercare-kit`,
        timeZone: "America/Chicago",
      }),
    }),
    { db: handle.db, provider: createStripeProvider(stripe) },
  );
  expect(res.status).toBe(200);
  const [order] = await handle.db.select().from(t.orders);
  return { url: ((await res.json()) as { url: string }).url, order: order! };
}

function signed(event: object, { secret = SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return new Request(`${ORIGIN}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Stripe-Signature": header, "Content-Type": "application/json" },
    body: payload,
  });
}
const sessionEvent = (id: string, type: string, orderId: string, extra: object = {}) => ({
  id,
  object: "event",
  type,
  data: {
    object: {
      id: "cs_test_fake_1",
      object: "checkout.session",
      client_reference_id: orderId,
      metadata: { order_id: orderId },
      payment_status: "paid",
      payment_intent: "pi_123",
      ...extra,
    },
  },
});
const deliver = async (req: Request) => handleStripeWebhook(req, { db: handle.db, stripe, secret: SECRET });
const stockOf = async () => (await handle.db.select().from(t.variants).where(eq(t.variants.id, "aftercare-pro")))[0]!;

describe("Stripe adapter, through the real SDK", () => {
  it("creates a Checkout Session with server prices, the order id, an idempotency key and a 30 minute expiry", async () => {
    const before = Math.floor(Date.now() / 1000);
    const { url, order } = await startStripeCheckout();
    expect(url).toBe("https://checkout.stripe.example/c/pay/cs_test_fake_1");
    const call = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(call.method).toBe("POST");
    expect(call.headers["idempotency-key"]).toBe(`checkout-${order.id}`);
    const f = call.form;
    expect(f.get("mode")).toBe("payment");
    expect(f.get("client_reference_id")).toBe(order.id);
    expect(f.get("metadata[order_id]")).toBe(order.id);
    expect(f.get("success_url")).toBe(`${ORIGIN}/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(f.get("cancel_url")).toBe(`${ORIGIN}/product/aftercare-kit`);
    const expires = Number(f.get("expires_at"));
    expect(expires - before).toBeGreaterThanOrEqual(1799);
    expect(expires - before).toBeLessThanOrEqual(1801);
    const lines = [0, 1].map((i) => ({
      name: f.get(`line_items[${i}][price_data][product_data][name]`),
      amount: f.get(`line_items[${i}][price_data][unit_amount]`),
      currency: f.get(`line_items[${i}][price_data][currency]`),
      quantity: f.get(`line_items[${i}][quantity]`),
    }));
    expect(lines).toEqual([
      { name: "Tint Aftercare Kit (Pro)", amount: "4900", currency: "usd", quantity: "1" },
      { name: "Elite Tint Gift Card ($100)", amount: "10000", currency: "usd", quantity: "1" },
    ]);
    expect(order.providerSessionId).toBe("cs_test_fake_1");
  });
});

describe("Stripe webhooks", () => {
  it("fulfils a valid completed event once; the same event again changes nothing", async () => {
    const { order } = await startStripeCheckout();
    expect((await stockOf()).reservedQuantity).toBe(1);
    const event = sessionEvent("evt_1", "checkout.session.completed", order.id);
    const first = await deliver(signed(event));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "paid" });
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 1, reservedQuantity: 0 });
    expect(await (await deliver(signed(event))).json()).toMatchObject({ outcome: "duplicate" });
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 1, reservedQuantity: 0 });
  });

  it("keeps who paid (Stripe's customer details) on the order", async () => {
    const { order } = await startStripeCheckout();
    const details = { customer_details: { email: "payer@example.com", name: "Pat Payer", phone: null } };
    const event = sessionEvent("evt_customer", "checkout.session.completed", order.id, details);
    expect(await (await deliver(signed(event))).json()).toMatchObject({ outcome: "paid" });
    const [stored] = await handle.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(stored).toMatchObject({ customerEmail: "payer@example.com", customerName: "Pat Payer" });
  });

  it("pays an order whose customer details have a bad shape, keeping none of them", async () => {
    const odd = await startStripeCheckout();
    const strange = sessionEvent("evt_customer_odd", "checkout.session.completed", odd.order.id, {
      customer_details: { email: 42, name: "x".repeat(300) },
    });
    expect(await (await deliver(signed(strange))).json()).toMatchObject({ outcome: "paid" });
    const [kept] = await handle.db.select().from(t.orders).where(eq(t.orders.id, odd.order.id));
    expect(kept).toMatchObject({ status: "paid", customerEmail: null, customerName: null });
  });

  it("refuses a bad signature and a stale timestamp, changing nothing", async () => {
    const { order } = await startStripeCheckout();
    const event = sessionEvent("evt_2", "checkout.session.completed", order.id);
    expect((await deliver(signed(event, { secret: "whsec_wrong" }))).status).toBe(400);
    expect((await deliver(signed(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).status).toBe(400);
    const tampered = signed(event);
    const body = (await tampered.text()).replace("pi_123", "pi_999");
    expect((await deliver(new Request(tampered.url, { method: "POST", headers: tampered.headers, body }))).status).toBe(
      400,
    );
    expect((await deliver(new Request(tampered.url, { method: "POST", body: "{}" }))).status).toBe(400);
    const [stored] = await handle.db.select().from(t.orders);
    expect(stored!.status).toBe("pending");
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 2, reservedQuantity: 1 });
  });

  it("waits for async payments, releases on failure or expiry, and never resurrects an expired order", async () => {
    const { order } = await startStripeCheckout();
    const waiting = await deliver(
      signed(sessionEvent("evt_3", "checkout.session.completed", order.id, { payment_status: "unpaid" })),
    );
    expect(await waiting.json()).toMatchObject({ outcome: "waiting for payment" });
    expect(
      await (await deliver(signed(sessionEvent("evt_4", "checkout.session.expired", order.id)))).json(),
    ).toMatchObject({ outcome: "released" });
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 2, reservedQuantity: 0 });
    // Stock is gone by the time the late payment lands: flagged and refunded, never negative.
    await handle.db.update(t.variants).set({ inventoryQuantity: 0 }).where(eq(t.variants.id, "aftercare-pro"));
    const late = await deliver(signed(sessionEvent("evt_5", "checkout.session.async_payment_succeeded", order.id)));
    expect(await late.json()).toMatchObject({ outcome: "refund-needed" });
    const refund = fake.requests.find((r) => r.path === "/v1/refunds")!;
    expect(refund.form.get("payment_intent")).toBe("pi_123");
    expect(refund.headers["idempotency-key"]).toBe(`refund-${order.id}`);
    const [stored] = await handle.db.select().from(t.orders);
    // Refunded through the order machine: closed, with its one payment event, nothing left for the owner.
    expect(stored).toMatchObject({ status: "refunded", refunded: true, ownerFlag: null });
    const events = await handle.db.select().from(t.paymentEvents).where(eq(t.paymentEvents.orderId, order.id));
    expect(events.filter((e) => e.type === "refunded")).toHaveLength(1);
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 0, reservedQuantity: 0 });
  });

  it("releases the reservation when an async payment fails", async () => {
    const { order } = await startStripeCheckout();
    const res = await deliver(signed(sessionEvent("evt_6", "checkout.session.async_payment_failed", order.id)));
    expect(await res.json()).toMatchObject({ outcome: "released" });
    expect(await stockOf()).toMatchObject({ inventoryQuantity: 2, reservedQuantity: 0 });
  });
});
