import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server.ts";
import { shippingConfig } from "~/config/shipping.ts";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe.ts";
import { createOrder, markPaid } from "./orders.server.ts";
import { fulfilOrder } from "./owner-acts.server.ts";
import { applyStripeEvent } from "./payment-events.server.ts";
import { createStripeClient, createStripeProvider } from "./providers.server.ts";

// An order's shipping (issue 23): the server adds the charge of the shipping
// rule to goods, takes the customer's choice and address when paid, tells the
// owner once, and tells the customer the tracking number when it ships.

let handle: DbHandle;
let fake: FakeStripe;
let stripe: Stripe;
beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeStripe();
  stripe = createStripeClient("sk_test_fake", fake.url);
});
afterAll(async () => {
  await handle.close();
  await fake.close();
});
beforeEach(async () => {
  await handle.db.delete(t.outboxMessages);
  fake.requests.length = 0;
});

const ORIGIN = "http://localhost:3000";
const FLAT = shippingConfig.flatRateCents;
const address = {
  name: "Sam Shopper",
  line1: "8 Gulf Blvd",
  line2: null,
  city: "Navarre",
  state: "FL",
  postalCode: "32566",
  country: "US",
};
const checkout = (items: { variant_id: string; quantity: number }[], provider = "test") =>
  createOrder(handle.db, { items, successUrl: `${ORIGIN}/success`, cancelUrl: `${ORIGIN}/shop`, provider });
const stored = async (id: string) => (await handle.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
const outbox = () => handle.db.select().from(t.outboxMessages);

describe(`an order's shipping (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("adds the flat rate to goods as a charge of the server's, and nothing to gift cards", async () => {
    const goods = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }]);
    expect(goods.order).toMatchObject({ shippingMethod: "ship", shippingCents: FLAT, totalCents: 2900 + FLAT });
    expect(goods.lines.map((l) => l.kind)).toEqual(["physical"]);
    // Services are booked at /book, never in the cart (decision 028): a gift card is the one thing not shipped.
    const gift = await checkout([{ variant_id: "gift-50", quantity: 2 }]);
    expect(gift.order).toMatchObject({ shippingMethod: null, shippingCents: 0, totalCents: 2 * 5000 });
    expect(gift.lines.map((l) => l.kind)).toEqual(["gift_card"]);
  });

  it("keeps the address and phone when paid to ship, and tells the owner once with them", async () => {
    const { order } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }]);
    const paid = {
      orderId: order.id,
      eventId: `evt_${order.id}`,
      customer: { email: "sam@example.com", name: "Sam Shopper", phone: "850 555 0100" },
      shipping: { method: "ship" as const, address },
    };
    expect(await markPaid(handle.db, paid)).toBe("paid");
    expect(await markPaid(handle.db, paid)).toBe("duplicate");
    expect(await markPaid(handle.db, { ...paid, eventId: "evt_again" })).toBe("already-paid");
    expect(await stored(order.id)).toMatchObject({
      shippingMethod: "ship",
      shippingAddress: address,
      customerPhone: "850 555 0100",
      totalCents: 2900 + FLAT,
    });
    const mails = await outbox();
    const owner = mails.filter((m) => m.toAddress === getEnv().OWNER_EMAIL);
    expect(owner).toHaveLength(1);
    expect(owner[0]!.subject).toBe(`New order ${order.id.slice(4, 12).toUpperCase()}: $37.00 paid`);
    expect(owner[0]!.replyTo).toBe("sam@example.com");
    expect(owner[0]!.textBody).toContain("Ship to:\nSam Shopper\n8 Gulf Blvd\nNavarre, FL 32566");
    expect(owner[0]!.textBody).toContain("850 555 0100");
    expect(owner[0]!.textBody).toContain(`/admin/orders/${order.id}`);
    const receipt = mails.find((m) => m.toAddress === "sam@example.com")!;
    expect(receipt.textBody).toContain("Shipping: $8.00");
    expect(receipt.textBody).toContain("Total: $37.00");
    expect(receipt.textBody).toContain("Shipping to:\nSam Shopper\n8 Gulf Blvd");
  });

  it("charges nothing for local pickup, whatever the order was checked out with", async () => {
    const { order } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }]);
    // An address sent with a pickup is not kept: nothing goes there.
    await markPaid(handle.db, {
      orderId: order.id,
      customer: { phone: "8505550100" },
      shipping: { method: "pickup", address },
    });
    expect(await stored(order.id)).toMatchObject({
      shippingMethod: "pickup",
      shippingCents: 0,
      shippingAddress: null,
      totalCents: 2900,
    });
  });

  it("sends a gift card's code with its receipt and says how it is redeemed", async () => {
    const { order } = await checkout([{ variant_id: "gift-100", quantity: 1 }]);
    await markPaid(handle.db, { orderId: order.id, customer: { email: "giver@example.com" } });
    const [receipt] = (await outbox()).filter((m) => m.toAddress === "giver@example.com");
    const hex = order.id.slice(4).toUpperCase();
    expect(receipt!.textBody).toContain(
      `Your gift card code is GC-${hex.slice(0, 8)}-${hex.slice(8, 14)}-${hex.slice(14)}, worth $100.00.`,
    );
    expect(receipt!.textBody).toContain("we take it off your invoice");
    expect(receipt!.textBody).not.toContain("book your mobile appointment");
  });

  it("fulfils shipped goods only with a carrier and tracking number, and emails them to the customer once", async () => {
    const { order } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }]);
    await markPaid(handle.db, {
      orderId: order.id,
      customer: { email: "track@example.com", phone: "8505550100", name: "Tia" },
      shipping: { method: "ship", address },
    });
    expect(await fulfilOrder(handle.db, { orderId: order.id })).toBe("tracking-required");
    const shipment = { carrier: "UPS", trackingNumber: "1Z999AA10123456784" };
    expect(await fulfilOrder(handle.db, { orderId: order.id, shipment })).toBe("fulfilled");
    expect(await fulfilOrder(handle.db, { orderId: order.id, shipment })).toBe("not-fulfillable");
    const notices = (await outbox()).filter((m) => m.subject.includes("has shipped"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.toAddress).toBe("track@example.com");
    expect(notices[0]!.textBody).toContain("has shipped with UPS. Tracking number: 1Z999AA10123456784.");
  });

  it("fulfils a pickup without a tracking number", async () => {
    const { order } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }]);
    await markPaid(handle.db, { orderId: order.id, shipping: { method: "pickup", address: null } });
    expect(await fulfilOrder(handle.db, { orderId: order.id })).toBe("fulfilled");
  });
});

describe("Stripe Checkout with goods, through the real SDK", () => {
  it("asks Stripe for a US address and a phone, with the server's shipping and pickup rates", async () => {
    const { order, lines } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }], "stripe");
    await createStripeProvider(stripe).createSession(order, lines, ORIGIN);
    const rates = fake.requests.filter((r) => r.path === "/v1/shipping_rates");
    expect(rates.map((r) => [r.form.get("display_name"), r.form.get("fixed_amount[amount]")])).toEqual([
      [shippingConfig.ship.label, String(FLAT)],
      [shippingConfig.pickup.label, "0"],
    ]);
    expect(rates.map((r) => r.headers["idempotency-key"])).toEqual([
      `shipping-ship-${order.id}`,
      `shipping-pickup-${order.id}`,
    ]);
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions")!.form;
    expect(session.get("shipping_address_collection[allowed_countries][0]")).toBe("US");
    expect(session.get("phone_number_collection[enabled]")).toBe("true");
    expect(session.get("shipping_options[0][shipping_rate]")).toBe("shr_fake_1");
    expect(session.get("shipping_options[1][shipping_rate]")).toBe("shr_fake_2");
    expect(session.get("metadata[shipping_rate_pickup]")).toBe("shr_fake_2");
  });

  it("asks for no address when nothing is shipped", async () => {
    const { order, lines } = await checkout([{ variant_id: "gift-50", quantity: 1 }], "stripe");
    await createStripeProvider(stripe).createSession(order, lines, ORIGIN);
    expect(fake.requests.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(fake.requests[0]!.form.has("shipping_address_collection[allowed_countries][0]")).toBe(false);
  });

  it("keeps the address, phone and rate the customer chose on Stripe's page", async () => {
    const { order } = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }], "stripe");
    const session = (rate: string, eventId: string, orderId: string) => ({
      id: eventId,
      type: "checkout.session.completed",
      data: {
        object: {
          id: `cs_${eventId}`,
          client_reference_id: orderId,
          metadata: { order_id: orderId, shipping_rate_ship: "shr_a", shipping_rate_pickup: "shr_b" },
          payment_status: "paid",
          payment_intent: `pi_${eventId}`,
          customer_details: { email: "stripe@example.com", name: "Stripe Payer", phone: "+18505550100" },
          collected_information: {
            shipping_details: {
              name: "Stripe Payer",
              address: {
                line1: "8 Gulf Blvd",
                line2: null,
                city: "Navarre",
                state: "FL",
                postal_code: "32566",
                country: "US",
              },
            },
          },
          shipping_cost: { amount_total: rate === "shr_a" ? FLAT : 0, shipping_rate: rate },
        } as unknown as Stripe.Checkout.Session,
      },
    });
    expect(await applyStripeEvent(handle.db, stripe, session("shr_a", "evt_ship", order.id))).toBe("paid");
    expect(await stored(order.id)).toMatchObject({
      shippingMethod: "ship",
      shippingCents: FLAT,
      customerPhone: "+18505550100",
      shippingAddress: { ...address, name: "Stripe Payer" },
    });
    const pickup = await checkout([{ variant_id: "aftercare-standard", quantity: 1 }], "stripe");
    await applyStripeEvent(handle.db, stripe, session("shr_b", "evt_pickup", pickup.order.id));
    expect(await stored(pickup.order.id)).toMatchObject({
      shippingMethod: "pickup",
      shippingCents: 0,
      totalCents: 2900,
    });
  });
});
