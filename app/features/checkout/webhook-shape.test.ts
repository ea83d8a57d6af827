import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { handleStripeWebhook, MAX_WEBHOOK_BODY } from "./payment-events.server.ts";
import { createStripeClient } from "./providers.server.ts";

// Signed events whose shape is wrong: the signature is good, the body is not what Stripe sends.
// Nothing here reaches the Stripe API (the client only signs and verifies).
const SECRET = "whsec_shape_secret";
const stripe = createStripeClient("sk_test_fake", "http://127.0.0.1:9");
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

function signed(payload: string) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return new Request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Stripe-Signature": header, "Content-Type": "application/json" },
    body: payload,
  });
}
const deliver = (req: Request) => handleStripeWebhook(req, { db: handle.db, stripe, secret: SECRET });
const session = (object: unknown, type = "checkout.session.completed") =>
  JSON.stringify({ id: "evt_shape", object: "event", type, data: { object } });

describe("Stripe webhook event shapes", () => {
  it.each([
    [
      "a completed event without data.object",
      JSON.stringify({ id: "evt_1", type: "checkout.session.completed", data: {} }),
    ],
    ["a completed event without data", JSON.stringify({ id: "evt_1", type: "checkout.session.completed" })],
    ["an event without a type", JSON.stringify({ id: "evt_1", data: { object: {} } })],
    ["an event whose type is a number", JSON.stringify({ id: "evt_1", type: 7 })],
    ["null", "null"],
    ["a list", "[]"],
    ["a session whose order id is a number", session({ client_reference_id: 42, payment_status: "paid" })],
    ["a session whose order id holds a NUL", session({ client_reference_id: "ord\u0000x", payment_status: "paid" })],
    ["a session whose metadata is a string", session({ metadata: "order", payment_status: "paid" })],
    ["a session whose payment intent is a number", session({ client_reference_id: "ord_1", payment_intent: 5 })],
    ["a session that is a string", session("cs_1")],
  ])("answers %s with 400 and changes nothing", async (_name, payload) => {
    const res = await deliver(signed(payload));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(await handle.db.select().from(t.paymentEvents)).toEqual([]);
  });

  it("still accepts other events and sessions of unknown orders", async () => {
    const other = await deliver(signed(JSON.stringify({ id: "evt_2", type: "invoice.paid", data: { object: 3 } })));
    expect(await other.json()).toEqual({ received: true, outcome: "ignored: invoice.paid" });
    const unknown = await deliver(
      signed(session({ client_reference_id: "no-such-order", payment_status: "paid", payment_intent: { id: "pi_1" } })),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ outcome: "unknown-order" });
    expect(await handle.db.select().from(t.orders).where(eq(t.orders.id, "no-such-order"))).toEqual([]);
  });

  it("refuses a body over its limit with 413 before checking the signature", async () => {
    const res = await deliver(signed(" ".repeat(MAX_WEBHOOK_BODY + 1)));
    expect(res.status).toBe(413);
  });
});
