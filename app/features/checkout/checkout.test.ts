import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { shippingConfig } from "~/config/shipping.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server.ts";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { markAsDatabaseError } from "~/db/postgres.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { storeMiddleware } from "~/features/catalog/store-api.server.ts";
import { createLogger } from "~/lib/logger.ts";
import "~/platform/storage-faults.ts";
import { startCheckout } from "./checkout.server.ts";
import { createOrder, expireStaleOrders, markPaid, releaseOrder } from "./orders.server.ts";
import { testProvider, type PaymentProvider } from "./providers.server.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const ORIGIN = "http://localhost:3000";
const body = (over: Record<string, unknown> = {}) => ({
  items: [{ variant_id: "aftercare-standard", quantity: 2 }],
  successUrl: `${ORIGIN}/success`,
  cancelUrl: `${ORIGIN}/shop`,
  timeZone: "America/Chicago",
  ...over,
});
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/store/elite-tint/checkout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
const checkout = (payload: unknown, deps: { provider?: PaymentProvider } = {}, headers?: Record<string, string>) =>
  startCheckout(post(payload, headers), { db: handle.db, provider: deps.provider ?? testProvider });

async function stock(variantId: string) {
  const [v] = await handle.db.select().from(t.variants).where(eq(t.variants.id, variantId));
  return { inventory: v!.inventoryQuantity, reserved: v!.reservedQuantity };
}
async function setStock(variantId: string, inventory: number) {
  await handle.db
    .update(t.variants)
    .set({ inventoryQuantity: inventory, reservedQuantity: 0 })
    .where(eq(t.variants.id, variantId));
}
async function clearOrders() {
  await handle.db.delete(t.orders);
  await handle.db.delete(t.paymentEvents);
}

describe(`checkout (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(async () => {
    await clearOrders();
    await setStock("aftercare-standard", 24);
    await setStock("aftercare-pro", 2);
  });

  it("reprices from the database, reserves stock and answers the payment URL", async () => {
    const res = await checkout(
      body({
        items: [
          { variant_id: "gift-100", quantity: 1 },
          { variant_id: "aftercare-standard", quantity: 2 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${ORIGIN}/pay/cs_test_[0-9a-f]{32}$`));
    const [order] = await handle.db.select().from(t.orders);
    // A $100 gift card; two kits at $29, shipped at the flat rate (goods under the free threshold).
    expect(order).toMatchObject({
      status: "pending",
      totalCents: 10000 + 2 * 2900 + shippingConfig.flatRateCents,
      shippingCents: shippingConfig.flatRateCents,
      provider: "test",
    });
    expect(order!.expiresAt.getTime() - order!.createdAt.getTime()).toBe(30 * 60 * 1000);
    expect(await stock("aftercare-standard")).toEqual({ inventory: 24, reserved: 2 });
  });

  it("never lets a tampered cart change the price charged", async () => {
    const tampered = {
      items: [{ variant_id: "aftercare-standard", quantity: 1, price_in_cents: 1, sale_price_in_cents: 0 }],
      successUrl: `${ORIGIN}/success`,
      cancelUrl: `${ORIGIN}/shop`,
      timeZone: "UTC",
      total: 1,
    };
    expect((await checkout(tampered)).status).toBe(200);
    const [line] = await handle.db.select().from(t.orderLines);
    expect(line!.unitPriceCents).toBe(2900);
  });

  it.each([
    ["malformed JSON", "{items: [", 400, /not valid JSON/],
    ["an empty body", "", 400, /empty/],
    ["a JSON array", [], 400, /expected object|items/i],
    ["no items", { ...body(), items: [] }, 400, /items must not be empty/],
    [
      "an unknown variant",
      body({ items: [{ variant_id: "does-not-exist", quantity: 1 }] }),
      400,
      /Unknown variant: does-not-exist/,
    ],
    ["a malformed id", body({ items: [{ variant_id: "<script>", quantity: 1 }] }), 400, /variant_id is not a valid id/],
    [
      "a visit booked at /book",
      body({ items: [{ variant_id: "home-consult", quantity: 1 }] }),
      400,
      /Home Film Consultation & Sample Kit is booked online at \/book\?product=home-film-consultation/,
    ],
    // Tint jobs are booked at /book, where the law is checked: never through the cart, whatever the shade.
    [
      "the 5% sedan package (illegal without a medical exemption)",
      body({ items: [{ variant_id: "sedan-5", quantity: 1 }] }),
      400,
      /Ceramic Window Tint: Sedan & Coupe is booked online at \/book\?product=ceramic-tint-sedan, not bought through the cart/,
    ],
    [
      "a legal tint package beside a gift card",
      body({
        items: [
          { variant_id: "gift-50", quantity: 1 },
          { variant_id: "suv-full-35", quantity: 1 },
        ],
      }),
      400,
      /booked online at \/book\?product=ceramic-tint-suv/,
    ],
    ["a zero quantity", body({ items: [{ variant_id: "aftercare-standard", quantity: 0 }] }), 400, /at least 1/],
    ["a negative quantity", body({ items: [{ variant_id: "aftercare-standard", quantity: -3 }] }), 400, /at least 1/],
    [
      "a fractional quantity",
      body({ items: [{ variant_id: "aftercare-standard", quantity: 1.5 }] }),
      400,
      /whole number/,
    ],
    [
      "a quantity as text",
      body({ items: [{ variant_id: "aftercare-standard", quantity: "2" }] }),
      400,
      /must be a number/,
    ],
    [
      "more than the stock",
      body({ items: [{ variant_id: "aftercare-pro", quantity: 3 }] }),
      409,
      /Not enough stock for Tint Aftercare Kit \(Pro\)\. Only 2 left\./,
    ],
    ["the sold-out variant", body({ items: [{ variant_id: "squeegee-set-std", quantity: 1 }] }), 409, /Only 0 left/],
    [
      "a foreign success URL",
      body({ successUrl: "https://evil.example/success" }),
      400,
      /successUrl must be a page of this site/,
    ],
    [
      "a foreign cancel URL",
      body({ cancelUrl: "https://evil.example/" }),
      400,
      /cancelUrl must be a page of this site/,
    ],
    ["a javascript: URL", body({ successUrl: "javascript:alert(1)" }), 400, /successUrl/],
  ])("refuses %s with a clear 4xx and reserves nothing", async (_name, payload, status, message) => {
    const res = await checkout(payload);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await handle.db.select().from(t.orders)).toEqual([]);
    expect((await stock("aftercare-pro")).reserved).toBe(0);
  });

  it("refuses an oversized body and a wrong content type", async () => {
    const huge = body({ timeZone: "x".repeat(20_000) });
    expect((await checkout(huge)).status).toBe(413);
    const res = await startCheckout(
      new Request(`${ORIGIN}/store/elite-tint/checkout`, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "{}",
      }),
      { db: handle.db, provider: testProvider },
    );
    expect(res.status).toBe(415);
    // Under /store/{storeId}, as the route runs it: an unknown store never reaches the checkout.
    const other = post(body());
    const args = {
      request: other,
      params: { storeId: "other-store" },
      context: new RouterContextProvider(),
      url: new URL(other.url),
      pattern: "/store/:storeId",
    };
    const unknownStore = await storeMiddleware(args, () =>
      startCheckout(other, { db: handle.db, provider: testProvider }),
    );
    expect(unknownStore!.status).toBe(404);
    expect(await unknownStore!.json()).toEqual({ error: "Unknown store: other-store" });
  });

  it("answers 503 with Retry-After, blaming no provider, when our own disk fails after the provider answered", async () => {
    // The order is written; recording the provider's session then meets a full disk (SQLSTATE 53100).
    const diskFull = Object.assign(new Error("could not extend file: No space left on device"), { code: "53100" });
    const db = new Proxy(handle.db, {
      get: (target, key, receiver) =>
        key === "update"
          ? () => ({ set: () => ({ where: () => Promise.reject(diskFull) }) })
          : Reflect.get(target, key, receiver),
    });
    const res = await startCheckout(post(body({ items: [{ variant_id: "aftercare-pro", quantity: 1 }] })), {
      db,
      provider: testProvider,
      log: createLogger("error", () => {}),
    });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/run out of storage space/);
    expect(error).not.toMatch(/provider/i);
  });

  it("gives the stock back and answers 502 when the provider fails", async () => {
    const failing: PaymentProvider = { ...testProvider, createSession: async () => Promise.reject(new Error("down")) };
    const lines: string[] = [];
    const log = createLogger("info", (line) => lines.push(line));
    const res = await startCheckout(post(body({ items: [{ variant_id: "aftercare-pro", quantity: 2 }] })), {
      db: handle.db,
      provider: failing,
      log,
    });
    expect(res.status).toBe(502);
    // One JSON line for the owner: which order, what the provider said.
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({
        level: "error",
        msg: "payment provider failed",
        orderId: expect.any(String),
        error: "down",
      }),
    ]);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 0 });
  });

  it("answers 503 with Retry-After, blaming no one, when the database fails during the checkout, and keeps no stock", async () => {
    // The session is made (the provider works), then the database goes away before it is recorded.
    const down = markAsDatabaseError(Object.assign(new Error("Connection terminated unexpectedly"), {}));
    const dbGone: PaymentProvider = { ...testProvider, createSession: async () => Promise.reject(down) };
    const lines: string[] = [];
    const res = await startCheckout(post(body({ items: [{ variant_id: "aftercare-pro", quantity: 2 }] })), {
      db: handle.db,
      provider: dbGone,
      log: createLogger("info", (line) => lines.push(line)),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/briefly unavailable/);
    expect(error).not.toMatch(/payment provider/i);
    expect(lines.join("\n")).not.toMatch(/payment provider failed/);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 0 });
  });

  it("lets exactly one of 50 simultaneous checkouts have the last unit", async () => {
    await setStock("aftercare-pro", 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkout(body({ items: [{ variant_id: "aftercare-pro", quantity: 1 }] }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(((await r.json()) as { error: string }).error).toContain("Only 0 left");
    }
    expect(await stock("aftercare-pro")).toEqual({ inventory: 1, reserved: 1 });
  });
});

describe("order life cycle", () => {
  beforeEach(async () => {
    await clearOrders();
    await setStock("aftercare-pro", 2);
  });
  const order = (provider = "test") =>
    createOrder(handle.db, { ...body({ items: [{ variant_id: "aftercare-pro", quantity: 1 }] }), provider }).then(
      (o) => o.order,
    );

  it("turns a paid reservation into a sale once, whatever the duplicates", async () => {
    const o = await order();
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_1" })).toBe("paid");
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_1" })).toBe("duplicate");
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_2" })).toBe("already-paid");
    expect(await releaseOrder(handle.db, { orderId: o.id, eventId: "evt_3", reason: "expired" })).toBe("not-pending");
    expect(await stock("aftercare-pro")).toEqual({ inventory: 1, reserved: 0 });
  });

  it("releases each expired order once when several servers sweep at once, recording one expiry each", async () => {
    await setStock("aftercare-pro", 30);
    const ids: string[] = [];
    for (let i = 0; i < 30; i += 1) ids.push((await order()).id);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 30, reserved: 30 });
    const later = new Date(Date.now() + 31 * 60 * 1000);
    // Four sweeps at once (on PostgreSQL each on its own pooled connection): the servers' timers.
    const released = await Promise.all([1, 2, 3, 4].map(() => expireStaleOrders(handle.db, later)));
    expect(released.reduce((a, b) => a + b, 0)).toBe(30);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 30, reserved: 0 });
    const events = await handle.db.select().from(t.paymentEvents);
    expect(events.map((e) => e.orderId).sort()).toEqual([...ids].sort());
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(["expired"]));
    expect(await expireStaleOrders(handle.db, later)).toBe(0);
  });

  it("a sweep told to stop finishes the order in hand and claims no other", async () => {
    await order();
    await order();
    let asked = 0;
    // Stopping after the first item: the second order stays pending for the next sweep (any server's).
    const released = await expireStaleOrders(handle.db, new Date(Date.now() + 31 * 60 * 1000), {
      stopping: () => asked++ > 0,
    });
    expect(released).toBe(1);
    const statuses = (await handle.db.select().from(t.orders)).map((o) => o.status).sort();
    expect(statuses).toEqual(["expired", "pending"]);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 1 });
  });

  it("releases expired sessions on the sweep, and a late Stripe payment takes free stock and is flagged", async () => {
    const o = await order("stripe");
    expect(await expireStaleOrders(handle.db, new Date(Date.now() + 31 * 60 * 1000))).toBe(1);
    expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 0 });
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_late" })).toBe("paid-after-release");
    const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, o.id));
    expect(row!.ownerFlag).toContain("paid after the reservation was expired");
    expect(await stock("aftercare-pro")).toEqual({ inventory: 1, reserved: 0 });
  });

  it("refuses a payment of a released test-page order, changing nothing", async () => {
    for (const reason of ["expired", "cancelled", "failed"] as const) {
      await clearOrders();
      await setStock("aftercare-pro", 2);
      const o = await order();
      expect(await releaseOrder(handle.db, { orderId: o.id, reason })).toBe("released");
      expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_late" })).toBe("closed");
      const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, o.id));
      expect(row).toMatchObject({ status: reason, ownerFlag: null, paidAt: null });
      expect(await handle.db.select().from(t.paymentEvents)).toEqual([]);
      expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 0 });
    }
  });

  it("expires a test-page order paid after its time instead of selling it", async () => {
    const o = await order();
    expect(
      await markPaid(handle.db, { orderId: o.id, eventId: "evt_pay", now: new Date(o.expiresAt.getTime() + 1000) }),
    ).toBe("expired");
    const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, o.id));
    expect(row!.status).toBe("expired");
    expect(await stock("aftercare-pro")).toEqual({ inventory: 2, reserved: 0 });
  });

  it("flags a late Stripe payment for refund when the stock is gone, never going negative", async () => {
    const o = await order("stripe");
    await releaseOrder(handle.db, { orderId: o.id, reason: "expired" });
    await handle.db.update(t.variants).set({ inventoryQuantity: 0 }).where(eq(t.variants.id, "aftercare-pro"));
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_gone" })).toBe("refund-needed");
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_gone" })).toBe("duplicate");
    const [row] = await handle.db.select().from(t.orders).where(eq(t.orders.id, o.id));
    expect(row!.status).toBe("refund_due");
    expect(await stock("aftercare-pro")).toEqual({ inventory: 0, reserved: 0 });
  });

  it("keeps stock - reserved - sold >= 0 and one sale per paid order under any interleaving", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("checkout" as const), quantity: fc.integer({ min: 1, max: 3 }) }),
      fc.record({
        kind: fc.constantFrom("pay" as const, "expire" as const, "cancel" as const),
        order: fc.nat(9),
        event: fc.nat(3),
      }),
      fc.record({ kind: fc.constant("sweep" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 25 }), async (initial, steps) => {
        await clearOrders();
        await setStock("aftercare-pro", initial);
        const ids: string[] = [];
        const sold = new Map<string, number>();
        for (const s of steps) {
          if (s.kind === "checkout") {
            try {
              const { order: o } = await createOrder(handle.db, {
                ...body({ items: [{ variant_id: "aftercare-pro", quantity: s.quantity }] }),
                provider: "test",
              });
              ids.push(o.id);
              sold.set(o.id, s.quantity);
            } catch {
              // refused for stock: fine
            }
          } else if (s.kind === "sweep") {
            await expireStaleOrders(handle.db, new Date(Date.now() + 31 * 60 * 1000));
          } else if (ids.length) {
            const id = ids[s.order % ids.length]!;
            const eventId = `evt_${id}_${s.kind}_${s.event}`;
            if (s.kind === "pay") await markPaid(handle.db, { orderId: id, eventId });
            else
              await releaseOrder(handle.db, {
                orderId: id,
                eventId,
                reason: s.kind === "expire" ? "expired" : "cancelled",
              });
          }
        }
        const { inventory, reserved } = await stock("aftercare-pro");
        const orders = await handle.db.select().from(t.orders);
        const paid = orders.filter((o) => o.status === "paid").reduce((n, o) => n + sold.get(o.id)!, 0);
        const pending = orders.filter((o) => o.status === "pending").reduce((n, o) => n + sold.get(o.id)!, 0);
        expect(inventory - reserved).toBeGreaterThanOrEqual(0);
        expect(reserved).toBe(pending);
        expect(inventory).toBe(initial - paid);
        const [{ n }] = (
          await handle.db.execute(sql`select count(*)::int as n from payment_events where type = 'paid'`)
        ).rows as [{ n: number }];
        expect(n).toBeGreaterThanOrEqual(orders.filter((o) => o.status === "paid" || o.status === "refund_due").length);
      }),
      { numRuns: 40 },
    );
  });
});

describe("per-visitor caps", () => {
  beforeEach(async () => {
    await clearOrders();
    await setStock("aftercare-standard", 24);
    await setStock("aftercare-pro", 2);
  });
  const visitor =
    (clientAddress: string, limits = { maxHeldUnits: 5, maxPerHour: 100 }) =>
    (payload: unknown) =>
      startCheckout(post(payload), { db: handle.db, provider: testProvider, clientAddress, limits });
  const standard = (quantity: number) => body({ items: [{ variant_id: "aftercare-standard", quantity }] });
  const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

  it("merges lines of one variant before capping it, and caps the units of a checkout", async () => {
    const repeated = await checkout(
      body({ items: Array.from({ length: 50 }, () => ({ variant_id: "aftercare-standard", quantity: 99 })) }),
    );
    expect(repeated.status).toBe(400);
    expect(await errorOf(repeated)).toBe("items: at most 99 of aftercare-standard in one checkout (this one has 4950)");
    const many = await checkout(
      body({
        items: [
          { variant_id: "gift-100", quantity: 60 },
          { variant_id: "glass-cleaner-16", quantity: 60 },
        ],
      }),
    );
    expect(many.status).toBe(400);
    expect(await errorOf(many)).toBe("items: at most 99 items in one checkout (this one has 120)");
    expect(await handle.db.select().from(t.orders)).toEqual([]);
    expect(await stock("aftercare-standard")).toEqual({ inventory: 24, reserved: 0 });
    // Within the caps, the repeated lines become one line.
    expect(
      (
        await checkout(
          body({
            items: [
              { variant_id: "aftercare-standard", quantity: 1 },
              { variant_id: "aftercare-standard", quantity: 2 },
            ],
          }),
        )
      ).status,
    ).toBe(200);
    const lines = await handle.db.select().from(t.orderLines);
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([["aftercare-standard", 3]]);
  });

  it("caps the stocked units one visitor holds in unpaid checkouts, with a 429 and Retry-After", async () => {
    const ann = visitor("203.0.113.7");
    expect((await ann(standard(3))).status).toBe(200);
    // Items without managed stock hold nothing and do not count.
    expect(
      (
        await ann(
          body({
            items: [
              { variant_id: "gift-100", quantity: 10 },
              { variant_id: "aftercare-standard", quantity: 2 },
            ],
          }),
        )
      ).status,
    ).toBe(200);
    const refused = await ann(standard(1));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatch(
      /^You already hold 5 stocked items in unpaid checkouts, and one visitor may hold at most 5 at once\. .*try again in 30 minutes/,
    );
    const retry = Number(refused.headers.get("Retry-After"));
    expect(retry).toBeGreaterThan(29 * 60);
    expect(retry).toBeLessThanOrEqual(30 * 60);
    expect(await stock("aftercare-standard")).toEqual({ inventory: 24, reserved: 5 });
    // Someone else is not affected; finishing a checkout frees the visitor's allowance.
    expect((await visitor("198.51.100.2")(standard(5))).status).toBe(200);
    const [first] = await handle.db.select().from(t.orders).where(eq(t.orders.clientKey, "203.0.113.7")).limit(1);
    await releaseOrder(handle.db, { orderId: first!.id, reason: "cancelled" });
    expect((await ann(standard(1))).status).toBe(200);
  });

  it("counts every address of one IPv6 /64 as one visitor", async () => {
    expect((await visitor("2001:db8:1:2::a")(standard(5))).status).toBe(200);
    expect((await visitor("2001:db8:1:2:ffff::b")(standard(1))).status).toBe(429);
    expect((await visitor("2001:db8:1:3::a")(standard(1))).status).toBe(200);
  });

  it("refuses one checkout larger than the allowance with a 400 that says to call", async () => {
    const res = await visitor("203.0.113.7")(standard(6));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatch(/at most 5 stocked items; this one has 6\. For a larger order, please call us/);
    expect(await stock("aftercare-standard")).toEqual({ inventory: 24, reserved: 0 });
  });

  it("holds a visitor's simultaneous checkouts to the cap (eight requests cannot take the shelf)", async () => {
    // Different variants, so no stock row lock lines them up: only the visitor's own lock does.
    const ann = visitor("203.0.113.7", { maxHeldUnits: 3, maxPerHour: 100 });
    const pro = body({ items: [{ variant_id: "aftercare-pro", quantity: 2 }] });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => ann(i % 2 ? pro : standard(3))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const held = (await stock("aftercare-standard")).reserved + (await stock("aftercare-pro")).reserved;
    expect([2, 3]).toContain(held);
  });

  it("caps the checkouts one visitor starts per hour, with a 429 and Retry-After", async () => {
    const bob = visitor("203.0.113.9", { maxHeldUnits: 100, maxPerHour: 3 });
    for (let i = 0; i < 3; i += 1) expect((await bob(standard(1))).status).toBe(200);
    const refused = await bob(standard(1));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatch(
      /^Too many checkouts from your address: at most 3 an hour\. Please try again in (59|60) minutes\.$/,
    );
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60 * 60);
    expect((await visitor("203.0.113.10", { maxHeldUnits: 100, maxPerHour: 3 })(standard(1))).status).toBe(200);
    expect(await handle.db.select().from(t.orders)).toHaveLength(4);
  });

  it("defaults to caps a real customer never reaches", () => {
    const env = parseEnv({});
    expect(env.CHECKOUT_HELD_UNITS_PER_VISITOR).toBe(20);
    expect(env.CHECKOUT_RATE_LIMIT_PER_HOUR).toBe(10);
    expect(() => parseEnv({ CHECKOUT_RATE_LIMIT_PER_HOUR: "0" })).toThrow(/CHECKOUT_RATE_LIMIT_PER_HOUR/);
  });
});
