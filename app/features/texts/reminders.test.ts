import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { bookings, outboxMessages, smsOptOuts } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { deliverDueTexts } from "./sms-worker.server.ts";
import { queueDueReminders } from "./reminders.server.ts";
import { insertBooking } from "./texts-test-kit.ts";

// Monday June 1, 2026, 10:00 CDT.
const NOW = new Date("2026-06-01T15:00:00Z");
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

let handle: DbHandle;
let db: Db;
const outbox = () => db.select().from(outboxMessages).orderBy(outboxMessages.id);

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
  await db.delete(smsOptOuts);
  await db.delete(bookings);
});

describe("the appointment reminder", () => {
  it("queues one reminder per confirmed booking within 24 hours, by the customer's channels, with the manage link", async () => {
    const soon = await insertBooking(db, { arrivesAt: hours(23), contactByEmail: true, contactByText: true });
    await insertBooking(db, { arrivesAt: hours(25) });
    await insertBooking(db, { arrivesAt: hours(5), status: "held" });
    // Two servers scan at the same moment: one reminder between them.
    const counts = await Promise.all([queueDueReminders(db, NOW), queueDueReminders(db, NOW)]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    const rows = await outbox();
    expect(rows.map((r) => [r.channel, r.bookingId])).toEqual([
      ["email", soon.id],
      ["sms", soon.id],
    ]);
    const text = rows[1]!;
    expect(text.toAddress).toBe(soon.customerPhone);
    expect(text.textBody).toMatch(/see you Tuesday, June 2, arriving between 9:00 AM and .* Reply C to confirm/);
    expect(text.textBody).toMatch(/\/book\/manage\/[A-Za-z0-9_-]{43}$/);
    expect(rows[0]!.subject).toContain("Reminder");
    // The scan runs again (another server, the next round): nothing new.
    expect(await queueDueReminders(db, hours(0.2))).toBe(0);
    expect(await outbox()).toHaveLength(2);
  });

  it("texts only a customer who chose texts only", async () => {
    await insertBooking(db, { arrivesAt: hours(10), contactByEmail: false, contactByText: true });
    await queueDueReminders(db, NOW);
    expect((await outbox()).map((r) => r.channel)).toEqual(["sms"]);
  });

  it("sends a new reminder when the booking is moved, none when it is cancelled", async () => {
    const moved = await insertBooking(db, { arrivesAt: hours(20), contactByEmail: false });
    const cancelled = await insertBooking(db, { arrivesAt: hours(21), contactByEmail: false });
    await queueDueReminders(db, NOW);
    expect(await outbox()).toHaveLength(2);
    await db
      .update(bookings)
      .set({ arrivesAt: hours(30) })
      .where(eq(bookings.id, moved.id));
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.id));
    // The new time is a day after the first reminder's moment: a reminder for it then.
    expect(await queueDueReminders(db, hours(1))).toBe(0);
    expect(await queueDueReminders(db, hours(7))).toBe(1);
    const forMoved = (await outbox()).filter((r) => r.bookingId === moved.id);
    expect(forMoved).toHaveLength(2);
    expect(forMoved[1]!.dedupeKey).toContain(hours(30).toISOString());
    expect((await outbox()).filter((r) => r.bookingId === cancelled.id)).toHaveLength(1);
  });

  it("is queued for a number that opted out, and never texted to it", async () => {
    const b = await insertBooking(db, { arrivesAt: hours(20), contactByEmail: false });
    await db.insert(smsOptOuts).values({ phone: b.customerPhone, keyword: "STOP" });
    await queueDueReminders(db, NOW);
    const send = async () => {
      throw new Error("must not be called");
    };
    expect(await deliverDueTexts(db, send, NOW)).toMatchObject({ sent: 0, skipped: 1 });
    expect((await outbox())[0]).toMatchObject({ status: "skipped" });
  });

  it("on the day the clocks go forward: 24 hours before a 9:00 CDT visit, saying the time on the customer's clock", async () => {
    // Sunday March 8, 2026, 9:00 CDT = 14:00Z; 24 hours before is Saturday 8:00 CST (the night is an hour short).
    const arrivesAt = new Date("2026-03-08T14:00:00Z");
    await insertBooking(db, { arrivesAt, contactByEmail: false });
    expect(await queueDueReminders(db, new Date("2026-03-07T13:59:00Z"))).toBe(0);
    expect(await queueDueReminders(db, new Date("2026-03-07T14:00:00Z"))).toBe(1);
    expect((await outbox())[0]!.textBody).toMatch(/see you Sunday, March 8, arriving between 9:00 AM and /);
  });
});
