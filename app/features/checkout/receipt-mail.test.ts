import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getEnv } from "~/config/env.server.ts";
import { createOrder, markPaid, releaseOrder } from "./orders.server.ts";

// The customer's receipt goes into the outbox with the payment, once, at the
// price the order was made at (the success page says one is on its way).

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

const ORIGIN = "http://localhost:3000";
const order = (provider = "test", quantity = 2) =>
  createOrder(handle.db, {
    items: [{ variant_id: "aftercare-standard", quantity }],
    successUrl: `${ORIGIN}/success`,
    cancelUrl: `${ORIGIN}/shop`,
    provider,
  }).then((o) => o.order);
const mailsTo = (address: string) =>
  handle.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.toAddress, address));

describe(`the receipt on payment (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(async () => {
    await handle.db.delete(t.outboxMessages);
    await handle.db
      .update(t.variants)
      .set({ inventoryQuantity: 24, reservedQuantity: 0, priceInCents: 2900 })
      .where(eq(t.variants.id, "aftercare-standard"));
  });

  it("is queued once for the paying customer, whatever the duplicate events, at the order's price", async () => {
    const o = await order();
    await handle.db.update(t.variants).set({ priceInCents: 9999 }).where(eq(t.variants.id, "aftercare-standard"));
    const customer = { email: "payer@example.com", name: "Pat Payer" };
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r1", customer })).toBe("paid");
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r1", customer })).toBe("duplicate");
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r2", customer })).toBe("already-paid");
    const mails = await mailsTo("payer@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(o.id.slice(4, 12).toUpperCase());
    expect(mails[0]!.textBody).toContain("Hello Pat Payer,");
    expect(mails[0]!.textBody).toContain("Tint Aftercare Kit (Standard) × 2: $58.00");
    expect(mails[0]!.textBody).toContain("Shipping: $8.00");
    expect(mails[0]!.textBody).toContain("Total: $66.00");
    expect(mails[0]!.status).toBe("pending");
  });

  it("goes nowhere when the provider gave no email (the owner's notice goes all the same)", async () => {
    const o = await order();
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r3" })).toBe("paid");
    const mails = await handle.db.select().from(t.outboxMessages);
    expect(mails.map((m) => m.toAddress)).toEqual([getEnv().OWNER_EMAIL]);
  });

  it("is not sent for a payment that must go back", async () => {
    const o = await order("stripe");
    await releaseOrder(handle.db, { orderId: o.id, reason: "expired" });
    await handle.db.update(t.variants).set({ inventoryQuantity: 0 }).where(eq(t.variants.id, "aftercare-standard"));
    const customer = { email: "late@example.com" };
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r4", customer })).toBe("refund-needed");
    expect(await mailsTo("late@example.com")).toEqual([]);
  });

  it("is sent for a late payment that still found its stock", async () => {
    const o = await order("stripe", 1);
    await releaseOrder(handle.db, { orderId: o.id, reason: "expired" });
    const customer = { email: "slow@example.com" };
    expect(await markPaid(handle.db, { orderId: o.id, eventId: "evt_r5", customer })).toBe("paid-after-release");
    const mails = await mailsTo("slow@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("Total: $37.00");
  });
});
