import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/db/schema.ts";
import { findFreeSlots, firstBookableDay, holdSlot, settleBooking } from "~/features/booking/bookings.server.ts";
import { BOOKING_NOW, openBookingDb, sedanJob } from "~/features/booking/booking-test-kit.ts";
import { expireStaleOrders, markPaid, markRefunded } from "~/features/checkout/orders.server.ts";
import { testProvider, type PaymentProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { ownerUser, staffUser } from "../../../tests/support/console-user.ts";
import { startBalancePayment } from "./balance-orders.server.ts";
import { listUnpaidInvoices, runInvoiceAct } from "./balance-acts.server.ts";
import { customerBalanceOf } from "./customer-balance.server.ts";
import { recordPaidInPerson, sendInvoice, voidInvoice } from "./invoices.server.ts";
import { daysAfter, sendInvoiceReminders } from "./reminders.server.ts";

// The balance end to end on the database: the invoice's sums, its payment
// through checkout's orders (the test page, and a provider whose webhook
// comes twice or late), paid in person, and the reminders' scan.

const handle = openBookingDb();
const owner = ownerUser({ name: "Olivia Owner" });
const NOW = BOOKING_NOW;
const DAY = 86_400_000;
let phoneSeq = 100;

/** A booking held and paid at NOW, then completed after its visit. */
async function completedBooking(set: Partial<typeof t.bookings.$inferInsert> = {}) {
  const slots = await findFreeSlots(handle.db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(NOW),
    days: 10,
    now: NOW,
  });
  const n = phoneSeq++;
  for (const slot of slots) {
    const held = await holdSlot(handle.db, {
      choice: sedanJob,
      areaSlug: "navarre",
      customer: {
        name: `Dana Reyes${n}`,
        phone: `+1850555${String(n).padStart(4, "0")}`,
        email: `dana${n}@example.com`,
        address: "12 Gulf Blvd",
      },
      arrivesAt: slot.arrivesAt,
      origin: "http://localhost:3000",
      now: NOW,
      provider: testProvider,
    });
    if (held.kind !== "held") continue;
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, held.booking.orderId!));
    await submitTestPayment(order!.providerSessionId!, "pay", { db: handle.db, now: NOW });
    const after = new Date(held.booking.jobEndsAt.getTime() + 3_600_000);
    const settled = await settleBooking(handle.db, {
      id: held.booking.id,
      outcome: "complete",
      name: "Olivia",
      now: after,
    });
    if (settled.kind !== "settled") throw new Error(settled.kind);
    if (Object.keys(set).length) await handle.db.update(t.bookings).set(set).where(eq(t.bookings.id, held.booking.id));
    const [booking] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, held.booking.id));
    return { booking: booking!, at: after };
  }
  throw new Error("no free slot");
}

async function invoiceOf(id: string) {
  const [row] = await handle.db.select().from(t.invoices).where(eq(t.invoices.id, id));
  return row!;
}

const outboxLike = (pattern: string) =>
  handle.db.select().from(t.outboxMessages).where(like(t.outboxMessages.dedupeKey, pattern));

/** A provider whose session is paid later by its (fake) webhook: it can take money after the session closed. */
const lateProvider: PaymentProvider = {
  name: "stripe",
  async createSession() {
    return { sessionId: `cs_late_${Math.random().toString(36).slice(2, 12)}`, url: "https://pay.invalid/" };
  },
  async refund() {},
};

async function sent(set?: Partial<typeof t.bookings.$inferInsert>, input = {}) {
  const { booking, at } = await completedBooking(set);
  const r = await sendInvoice(handle.db, owner, booking.id, input, at);
  if (r.kind !== "sent") throw new Error(r.message);
  return { booking, at, invoice: r.invoice };
}

describe(`the balance (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("invoices the price less the paid deposit, and emails it with the pay link", async () => {
    const { booking, invoice } = await sent();
    expect(booking.priceCents).toBeGreaterThan(booking.depositCents);
    expect(invoice).toMatchObject({
      status: "sent",
      priceCents: booking.priceCents,
      depositCents: booking.depositCents,
      offerCents: 0,
      amountCents: booking.priceCents! - booking.depositCents,
    });
    const [mail] = await outboxLike(`invoice:${invoice.id}:email`);
    expect(mail!.toAddress).toBe(booking.customerEmail);
    expect(mail!.textBody).toContain("/book/manage/");
    expect(mail!.subject).toContain(`$${((booking.priceCents! - booking.depositCents) / 100).toFixed(2)} owed`);
  });

  it("credits no deposit that was refunded, and takes the welcome offer off the price", async () => {
    const { booking, invoice } = await sent({ depositRefunded: true, offerPercent: 20 });
    const offer = Math.ceil(booking.priceCents! * 0.2);
    expect(invoice).toMatchObject({ depositCents: 0, offerCents: offer, amountCents: booking.priceCents! - offer });
  });

  it("asks the owner for the price of a job priced at the visit", async () => {
    const { booking, at } = await completedBooking({ priceCents: null });
    const none = await sendInvoice(handle.db, owner, booking.id, {}, at);
    expect(none).toMatchObject({ kind: "refused", status: 400, field: "amount" });
    const r = await sendInvoice(handle.db, owner, booking.id, { amountCents: 60000, description: "Living room" }, at);
    expect(r.kind === "sent" && r.invoice).toMatchObject({
      priceCents: 60000,
      amountCents: 60000 - booking.depositCents,
    });
    const again = await sendInvoice(handle.db, owner, booking.id, { amountCents: 60000 }, at);
    expect(again).toMatchObject({ kind: "refused", status: 409 });
  });

  it("a balance paid on the test page settles the invoice and sends one receipt", async () => {
    const { booking, invoice, at } = await sent();
    const start = await startBalancePayment(handle.db, {
      bookingId: booking.id,
      provider: testProvider,
      origin: "http://localhost:3000",
      now: at,
    });
    if (start.kind !== "redirect") throw new Error(start.message);
    const session = start.url.split("/pay/")[1]!;
    await submitTestPayment(session, "pay", { db: handle.db, now: at });
    const paid = await invoiceOf(invoice.id);
    expect(paid).toMatchObject({ status: "paid", paidMethod: "online", paidCents: invoice.amountCents });
    const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, paid.orderId!));
    expect(order).toMatchObject({
      status: "paid",
      totalCents: invoice.amountCents,
      customerEmail: booking.customerEmail,
    });
    const receipts = await handle.db
      .select()
      .from(t.outboxMessages)
      .where(
        and(eq(t.outboxMessages.toAddress, booking.customerEmail), like(t.outboxMessages.subject, "Your receipt%")),
      );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain("paid in full");
    // Nothing more is owed: a second "Pay" opens nothing.
    expect(
      await startBalancePayment(handle.db, {
        bookingId: booking.id,
        provider: testProvider,
        origin: "http://localhost:3000",
        now: at,
      }),
    ).toMatchObject({ kind: "refused", status: 409 });
  });

  it("a webhook delivered twice, and late after the session expired, settles the invoice once", async () => {
    const { booking, invoice, at } = await sent();
    const start = await startBalancePayment(handle.db, {
      bookingId: booking.id,
      provider: lateProvider,
      origin: "http://localhost:3000",
      now: at,
    });
    expect(start.kind).toBe("redirect");
    const [order] = await handle.db.select().from(t.orders).where(like(t.orders.providerSessionId, "cs_late_%"));
    const later = new Date(at.getTime() + 3_600_000);
    expect(await expireStaleOrders(handle.db, later)).toBeGreaterThanOrEqual(1);
    const first = await markPaid(handle.db, {
      orderId: order!.id,
      eventId: "evt_1",
      paymentReference: "pi_1",
      now: later,
    });
    const second = await markPaid(handle.db, {
      orderId: order!.id,
      eventId: "evt_1",
      paymentReference: "pi_1",
      now: later,
    });
    const third = await markPaid(handle.db, {
      orderId: order!.id,
      eventId: "evt_2",
      paymentReference: "pi_1",
      now: later,
    });
    expect([first, second, third]).toEqual(["paid-after-release", "duplicate", "already-paid"]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", orderId: order!.id, paidAt: later });
    const events = await handle.db
      .select()
      .from(t.bookingEvents)
      .where(and(eq(t.bookingEvents.bookingId, booking.id), eq(t.bookingEvents.kind, "balance_paid")));
    expect(events).toHaveLength(1);
    // Its refund makes the invoice refunded: order and invoice agree.
    expect(await markRefunded(handle.db, order!.id, later)).toBe("refunded");
    expect((await invoiceOf(invoice.id)).status).toBe("refunded");
  });

  it("paid in person: recorded and audited, a later online payment goes back, and no reminder follows", async () => {
    const { booking, invoice, at } = await sent();
    const start = await startBalancePayment(handle.db, {
      bookingId: booking.id,
      provider: testProvider,
      origin: "http://localhost:3000",
      now: at,
    });
    const r = await recordPaidInPerson(
      handle.db,
      owner,
      booking.id,
      { amountCents: invoice.amountCents, method: "cash", note: "at the truck" },
      at,
    );
    expect(r.kind).toBe("recorded");
    expect(await invoiceOf(invoice.id)).toMatchObject({
      status: "paid_in_person",
      paidMethod: "cash",
      paidNote: "at the truck",
    });
    const audit = await handle.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, booking.id), eq(t.auditLog.action, "invoice.paid-in-person")));
    expect(audit).toHaveLength(1);
    // The customer's payment page was still open: its payment is flagged for a refund, the invoice stays as recorded.
    if (start.kind !== "redirect") throw new Error("no session");
    await submitTestPayment(start.url.split("/pay/")[1]!, "pay", { db: handle.db, now: at });
    const [order] = await handle.db
      .select()
      .from(t.orders)
      .where(like(t.orders.providerSessionId, start.url.split("/pay/")[1]!));
    expect(order).toMatchObject({ status: "refund_due" });
    expect((await invoiceOf(invoice.id)).status).toBe("paid_in_person");
    await sendInvoiceReminders(handle.db, new Date(at.getTime() + 30 * DAY));
    expect(await outboxLike(`invoice:${invoice.id}:reminder:%`)).toHaveLength(0);
  });

  it("two scanners at once queue each reminder once, on its day, and none after it is paid", async () => {
    let [a, b] = [await sent(), await sent()];
    if (a.at > b.at) [a, b] = [b, a];
    const scanBoth = (now: Date) =>
      Promise.all([sendInvoiceReminders(handle.db, now), sendInvoiceReminders(handle.db, now)]);
    await scanBoth(new Date(daysAfter(a.at, 3).getTime() - 1));
    expect(await outboxLike(`invoice:${a.invoice.id}:reminder:%`)).toHaveLength(0);
    await scanBoth(daysAfter(b.at, 3));
    await scanBoth(daysAfter(b.at, 3));
    for (const x of [a, b]) {
      const rows = await outboxLike(`invoice:${x.invoice.id}:reminder:%`);
      expect(rows.map((r) => r.dedupeKey)).toEqual([`invoice:${x.invoice.id}:reminder:1:email`]);
    }
    await recordPaidInPerson(
      handle.db,
      owner,
      b.booking.id,
      { amountCents: 100, method: "card", note: "" },
      daysAfter(b.at, 4),
    );
    await scanBoth(daysAfter(b.at, 8));
    expect((await outboxLike(`invoice:${a.invoice.id}:reminder:%`)).map((r) => r.dedupeKey).sort()).toEqual([
      `invoice:${a.invoice.id}:reminder:1:email`,
      `invoice:${a.invoice.id}:reminder:2:email`,
    ]);
    expect(await outboxLike(`invoice:${b.invoice.id}:reminder:%`)).toHaveLength(1);
  });
  it("void: the owner withdraws an unpaid invoice, audited; nothing owed, no pay, no reminder, and a new invoice may go", async () => {
    const { booking, invoice, at } = await sent();
    expect((await listUnpaidInvoices(handle.db)).rows.map((r) => r.id)).toContain(invoice.id);
    const r = await voidInvoice(handle.db, owner, booking.id, at);
    expect(r.kind).toBe("voided");
    expect((await invoiceOf(invoice.id)).status).toBe("void");
    const audit = await handle.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityId, booking.id), eq(t.auditLog.action, "invoice.void")));
    expect(audit).toHaveLength(1);
    // The customer's page owes nothing; a pay attempt is refused with a message; the console's list drops it.
    expect(await customerBalanceOf(handle.db, booking)).toBeNull();
    const pay = await startBalancePayment(handle.db, {
      bookingId: booking.id,
      provider: testProvider,
      origin: "http://localhost:3000",
      now: at,
    });
    expect(pay).toMatchObject({ kind: "refused", status: 409, message: "Nothing is owed on this booking now." });
    const unpaid = await listUnpaidInvoices(handle.db);
    expect(unpaid.rows.map((row) => row.id)).not.toContain(invoice.id);
    await sendInvoiceReminders(handle.db, new Date(at.getTime() + 30 * DAY));
    expect(await outboxLike(`invoice:${invoice.id}:reminder:%`)).toHaveLength(0);
    // Voiding twice finds nothing to void; a new invoice may be sent.
    expect(await voidInvoice(handle.db, owner, booking.id, at)).toMatchObject({ kind: "refused", status: 404 });
    const again = await sendInvoice(handle.db, owner, booking.id, {}, at);
    expect(again.kind).toBe("sent");
  });

  it("void: a paid invoice cannot be voided, and staff cannot void", async () => {
    const { booking, invoice, at } = await sent();
    const form = new FormData();
    form.set("intent", "invoice-void");
    const byStaff = await runInvoiceAct(handle.db, staffUser(), "invoice-void", form, booking.id, at);
    expect(byStaff.init?.status).toBe(403);
    await recordPaidInPerson(handle.db, owner, booking.id, { amountCents: 100, method: "card", note: "" }, at);
    const r = await runInvoiceAct(handle.db, owner, "invoice-void", form, booking.id, at);
    expect(r.init?.status).toBe(409);
    expect(r.data.result.error?.[""]).toEqual(["This invoice is paid in person and cannot be voided."]);
    expect((await invoiceOf(invoice.id)).status).toBe("paid_in_person");
  });
});
