import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createOrder, markPaid } from "~/features/checkout/orders.server.ts";
import { createStripeClient, createStripeProvider, testProvider } from "~/features/checkout/providers.server.ts";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { getOrderDetail, listOrders, markOrderFulfilled, refundOrderAsOwner, resendReceipt } from "./orders.server.ts";
import { parseOrderListQuery } from "./schema.ts";

const owner: ConsoleUser = { id: "u_owner", email: "owner@example.com", name: "Olive Owner", role: "owner" };
const ORIGIN = "http://localhost:3000";

let handle: DbHandle;
let fake: FakeStripe;
beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeStripe();
});
afterAll(async () => {
  await handle.close();
  await fake.close();
});

async function stockOf(variantId: string) {
  const [v] = await handle.db.select().from(t.variants).where(eq(t.variants.id, variantId));
  return { onHand: v!.inventoryQuantity, reserved: v!.reservedQuantity };
}

async function paidOrder({
  provider = "test",
  quantity = 1,
  email = "buyer@example.com",
  name = "Bea Buyer",
}: { provider?: string; quantity?: number; email?: string | null; name?: string } = {}) {
  const { order } = await createOrder(handle.db, {
    items: [{ variant_id: "aftercare-standard", quantity }],
    successUrl: `${ORIGIN}/success`,
    cancelUrl: `${ORIGIN}/shop`,
    provider,
  });
  await markPaid(handle.db, {
    orderId: order.id,
    eventId: `evt_${order.id}`,
    paymentReference: provider === "stripe" ? `pi_${order.id}` : `cs_${order.id}`,
    customer: { email, name },
  });
  return order.id;
}

describe("the order list", () => {
  it("filters by status and by 'needs the owner', and finds an order by email, name or number", async () => {
    const a = await paidOrder({ email: "finder@example.com", name: "Fay Finder" });
    const pending = await createOrder(handle.db, {
      items: [{ variant_id: "aftercare-standard", quantity: 1 }],
      successUrl: `${ORIGIN}/success`,
      cancelUrl: `${ORIGIN}/shop`,
      provider: "test",
    });
    await handle.db.update(t.orders).set({ ownerFlag: "check this" }).where(eq(t.orders.id, a));

    const q = (query: string) => listOrders(handle.db, parseOrderListQuery(new URLSearchParams(query)));
    expect((await q("status=awaiting-payment")).rows.map((r) => r.id)).toContain(pending.order.id);
    expect((await q("status=awaiting-payment")).rows.map((r) => r.id)).not.toContain(a);
    expect((await q("status=paid")).rows.map((r) => r.id)).toContain(a);
    expect((await q("flagged=1")).rows.map((r) => r.id)).toEqual([a]);
    expect((await q("q=FINDER@example")).rows.map((r) => r.id)).toEqual([a]);
    expect((await q("q=fay")).rows.map((r) => r.id)).toEqual([a]);
    const number = a.slice(4, 12).toUpperCase();
    expect((await q(`q=${number}`)).rows.map((r) => r.number)).toEqual([number]);
    // LIKE's wildcards are searched for as themselves, and a bad filter is dropped, not a 500.
    expect((await q("q=%25")).rows).toEqual([]);
    expect((await q("status=nonsense&page=-4")).rows.length).toBeGreaterThan(1);
  });

  it("shows 50 a page, newest first", async () => {
    const base = new Date("2031-01-01T00:00:00Z").getTime();
    await handle.db.insert(t.orders).values(
      Array.from({ length: 60 }, (_, i) => ({
        id: `ord_bulk${String(i).padStart(4, "0")}`,
        status: "expired",
        provider: "test",
        totalCents: 100,
        currency: "usd",
        successUrl: `${ORIGIN}/success`,
        cancelUrl: `${ORIGIN}/shop`,
        createdAt: new Date(base + i * 1000),
        expiresAt: new Date(base + i * 1000),
      })),
    );
    const first = await listOrders(handle.db, parseOrderListQuery(new URLSearchParams("status=cancelled")));
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.id).toBe("ord_bulk0059");
    const second = await listOrders(handle.db, parseOrderListQuery(new URLSearchParams("status=cancelled&page=2")));
    expect(second.rows.map((r) => r.id)).toContain("ord_bulk0000");
    expect(second.page).toBe(2);
  });
});

describe("the owner's acts", () => {
  it("marks a paid order fulfilled with its carrier and tracking number, emails them, and refuses to fulfil it twice", async () => {
    const id = await paidOrder({ email: "shipped@example.com" });
    // Goods shipped to the customer: the carrier and tracking number are required, beside their fields.
    expect(await markOrderFulfilled(handle.db, owner, id, { carrier: "USPS" })).toMatchObject({
      ok: false,
      status: 400,
      errors: { trackingNumber: "Enter the tracking number." },
    });
    expect((await getOrderDetail(handle.db, id))!.order.status).toBe("paid");
    expect(
      await markOrderFulfilled(handle.db, owner, id, {
        carrier: "USPS",
        trackingNumber: "9400 1000 0000 0000 0000 00",
      }),
    ).toMatchObject({ ok: true, message: expect.stringContaining("emailed the tracking number") });
    const shippedMails = await handle.db
      .select()
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.toAddress, "shipped@example.com"));
    const notice = shippedMails.find((m) => m.subject.includes("has shipped"))!;
    expect(notice.textBody).toContain("has shipped with USPS. Tracking number: 9400 1000 0000 0000 0000 00.");
    expect((await getOrderDetail(handle.db, id))!.order).toMatchObject({
      carrier: "USPS",
      trackingNumber: "9400 1000 0000 0000 0000 00",
    });
    expect((await getOrderDetail(handle.db, id))!.order.status).toBe("fulfilled");
    expect(await markOrderFulfilled(handle.db, owner, id, { carrier: "UPS", trackingNumber: "1Z" })).toMatchObject({
      ok: false,
      status: 409,
    });
    // Audited once, with who did it and what changed.
    const audit = await handle.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, id));
    expect(audit).toMatchObject([
      { action: "order.fulfil", actorEmail: owner.email, before: { status: "paid" }, after: { status: "fulfilled" } },
    ]);
    expect(await markOrderFulfilled(handle.db, owner, "ord_nope")).toMatchObject({ ok: false, status: 404 });
  });

  it("refunds a test order, putting its items back only when asked, and writes the stock history", async () => {
    const before = await stockOf("aftercare-standard");
    const kept = await paidOrder({ quantity: 2 });
    expect(await refundOrderAsOwner(handle.db, owner, { orderId: kept, restock: false })).toMatchObject({ ok: true });
    expect((await stockOf("aftercare-standard")).onHand).toBe(before.onHand - 2);

    const back = await paidOrder({ quantity: 3 });
    const result = await refundOrderAsOwner(handle.db, owner, { orderId: back, restock: true });
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining("back in stock") });
    expect((await stockOf("aftercare-standard")).onHand).toBe(before.onHand - 2);
    const detail = (await getOrderDetail(handle.db, back))!;
    expect(detail.order.status).toBe("refunded");
    expect(detail.view).toBe("refunded");
    expect(detail.events.map((e) => e.type)).toEqual(["paid", "refunded"]);
    const moves = await handle.db.select().from(t.stockMovements).where(eq(t.stockMovements.orderId, back));
    expect(moves).toMatchObject([{ kind: "refund", after: moves[0]!.before + 3, actorName: "Olive Owner" }]);

    // A second refund is refused and puts nothing back twice.
    expect(await refundOrderAsOwner(handle.db, owner, { orderId: back, restock: true })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await stockOf("aftercare-standard")).onHand).toBe(before.onHand - 2);
  });

  it("refunds a Stripe order through Stripe, once, and says so when Stripe is not configured", async () => {
    const id = await paidOrder({ provider: "stripe" });
    expect(
      await refundOrderAsOwner(handle.db, owner, { orderId: id, restock: false }, { test: testProvider }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    const stripe = createStripeProvider(createStripeClient("sk_test_fake", fake.url));
    expect(
      await refundOrderAsOwner(handle.db, owner, { orderId: id, restock: false }, { stripe, test: testProvider }),
    ).toMatchObject({ ok: true });
    const refunds = fake.requests.filter((r) => r.path === "/v1/refunds");
    expect(refunds.map((r) => r.form.get("payment_intent"))).toEqual([`pi_${id}`]);
    expect(fake.refundKeys()).toEqual([`refund-${id}`]);
  });

  it("closes an order Stripe's webhook already refunded without refunding it again", async () => {
    const id = await paidOrder({ provider: "stripe" });
    await handle.db
      .update(t.orders)
      .set({ status: "refund_due", refunded: true, ownerFlag: "paid after the stock was gone: refund due" })
      .where(eq(t.orders.id, id));
    const before = fake.requests.length;
    const stripe = createStripeProvider(createStripeClient("sk_test_fake", fake.url));
    const result = await refundOrderAsOwner(
      handle.db,
      owner,
      { orderId: id, restock: true },
      { stripe, test: testProvider },
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.message).not.toContain("back in stock");
    expect(fake.requests.length).toBe(before);
    expect((await getOrderDetail(handle.db, id))!.order).toMatchObject({ status: "refunded", ownerFlag: null });
    expect(await handle.db.select().from(t.stockMovements).where(eq(t.stockMovements.orderId, id))).toEqual([]);
  });

  it("refuses to mark refunded a payment it has no reference to refund through", async () => {
    const id = await paidOrder({ provider: "stripe" });
    await handle.db.update(t.orders).set({ paymentReference: null }).where(eq(t.orders.id, id));
    const stripe = createStripeProvider(createStripeClient("sk_test_fake", fake.url));
    const before = fake.requests.length;
    expect(
      await refundOrderAsOwner(handle.db, owner, { orderId: id, restock: true }, { stripe, test: testProvider }),
    ).toMatchObject({ ok: false, status: 409, message: expect.stringContaining("dashboard") });
    expect(fake.requests.length).toBe(before);
    expect((await getOrderDetail(handle.db, id))!.order.status).toBe("paid");
  });

  it("leaves the order as it was when the payment provider refuses the refund", async () => {
    const id = await paidOrder();
    const refusing = { ...testProvider, refund: () => Promise.reject(new Error("card network down")) };
    const result = await refundOrderAsOwner(handle.db, owner, { orderId: id, restock: true }, { test: refusing });
    expect(result).toMatchObject({ ok: false, status: 502, message: expect.stringContaining("card network down") });
    expect((await getOrderDetail(handle.db, id))!.order.status).toBe("paid");
  });

  it("puts a receipt with the order's lines and total in the outbox when it is paid, and again when the owner asks", async () => {
    const id = await paidOrder({ quantity: 2, email: "receipt@example.com", name: "Rae Receipt" });
    expect((await getOrderDetail(handle.db, id))!.receipts).toHaveLength(1);
    // Today's price is not the order's price.
    await handle.db.update(t.variants).set({ priceInCents: 9999 }).where(eq(t.variants.id, "aftercare-standard"));
    const result = await resendReceipt(handle.db, owner, id);
    expect(result).toMatchObject({ ok: true, message: expect.stringContaining("receipt@example.com") });
    const mails = await handle.db
      .select()
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.toAddress, "receipt@example.com"));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toContain(id.slice(4, 12).toUpperCase());
      expect(mail.textBody).toContain("Tint Aftercare Kit (Standard) × 2: $58.00");
      expect(mail.textBody).toContain("Shipping: $8.00");
      expect(mail.textBody).toContain("Total: $66.00");
      expect(mail.htmlBody).toContain("Hello Rae Receipt,");
    }
    expect(mails[1]!.textBody).toBe(mails[0]!.textBody);
    expect((await getOrderDetail(handle.db, id))!.receipts).toHaveLength(2);

    const anonymous = await paidOrder({ email: null });
    expect(await resendReceipt(handle.db, owner, anonymous)).toMatchObject({ ok: false, status: 409 });
    await handle.db.update(t.variants).set({ priceInCents: 2900 }).where(eq(t.variants.id, "aftercare-standard"));
  });

  it("escapes what the customer typed in the receipt's HTML", async () => {
    const id = await paidOrder({ email: "html@example.com", name: "<script>x</script>" });
    await resendReceipt(handle.db, owner, id);
    const [mail] = await handle.db
      .select()
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.toAddress, "html@example.com"));
    expect(mail!.htmlBody).not.toContain("<script>");
    expect(mail!.htmlBody).toContain("&lt;script&gt;");
  });
});
