import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { outboxMessages, quoteRequests } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createSmtpSender, type SendMail } from "./mailer.server.ts";
import { deliverDueMessages, LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, startOutboxWorker } from "./outbox.server.ts";
import { storeQuote } from "~/features/quote/quote.server.ts";
import { validateQuote, type QuoteValues } from "~/features/quote/schema.ts";
import { buildQuoteValues } from "../../tests/support/builders/quote.ts";
import { startFakeSmtp } from "../../tests/support/fake-smtp.ts";

let handle: DbHandle;
let db: Db;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let send: SendMail;
const OWNER = "owner@elite.test";
const FROM = "Elite Window Tinting website <hello@elite.test>";
const T0 = new Date(Date.UTC(2026, 5, 1, 15, 0, 0));
const at = (ms: number) => new Date(T0.getTime() + ms);

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
  smtp = await startFakeSmtp();
  send = createSmtpSender(smtp.url);
}, 60_000); // PGlite starts and migrates slowly on a busy machine
afterAll(async () => {
  await smtp.close();
  await handle.close();
});
beforeEach(async () => {
  await db.delete(quoteRequests);
  smtp.received.length = 0;
  smtp.refuse(false);
});

async function newLead(values: Partial<QuoteValues> = {}) {
  const result = validateQuote(buildQuoteValues(values));
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  const quote = await storeQuote(db, result.data, OWNER);
  // Due from T0 (the rows' own default is the database's clock).
  await db.update(outboxMessages).set({ nextAttemptAt: T0 }).where(eq(outboxMessages.quoteRequestId, quote.id));
  return quote;
}
const messageOf = async (quoteId: number) =>
  (await db.select().from(outboxMessages).where(eq(outboxMessages.quoteRequestId, quoteId)))[0]!;

describe(`owner notifications through SMTP (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("sends the new request to the owner through a real SMTP exchange and records it", async () => {
    const quote = await newLead({
      name: "Eve <script>alert(1)</script>",
      email: "eve@example.com",
      contactMethod: "email",
      message: "Hi & thanks",
    });
    expect(await deliverDueMessages(db, send, FROM, T0)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe("hello@elite.test");
    expect(mail.to).toEqual([OWNER]);
    expect(mail.raw).toMatch(/^Reply-To: eve@example\.com/m);
    expect(mail.subject).toBe(`New quote request #${quote.id}: Automotive tint for Eve <script>alert(1)</script>`);
    expect(mail.text).toContain("Eve <script>alert(1)</script>");
    expect(mail.text).toContain("2021 Toyota Tacoma (Truck)");
    expect(mail.text).toContain("Hi & thanks");
    expect(mail.html).toContain("Eve &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hi &amp; thanks");
    const row = await messageOf(quote.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing is sent twice.
    expect(await deliverDueMessages(db, send, FROM, at(60 * 60_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps the lead when the mail server refuses, retries with backoff, and delivers once it accepts", async () => {
    smtp.refuse(true);
    const quote = await newLead();
    expect(await deliverDueMessages(db, send, FROM, T0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await messageOf(quote.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(row.lastError).toMatch(/550|Mailbox unavailable/);
    expect(row.nextAttemptAt.getTime()).toBe(T0.getTime() + RETRY_DELAYS_MS[0]!);
    expect((await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id))).length).toBe(1);

    // Not due before the backoff has passed.
    expect(await deliverDueMessages(db, send, FROM, at(RETRY_DELAYS_MS[0]! - 1000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    // Refused again: the wait grows.
    expect((await deliverDueMessages(db, send, FROM, at(RETRY_DELAYS_MS[0]!))).retrying).toBe(1);
    row = await messageOf(quote.id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime()).toBe(T0.getTime() + RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]!);

    smtp.refuse(false);
    expect((await deliverDueMessages(db, send, FROM, row.nextAttemptAt)).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await messageOf(quote.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("records an unreachable server and, after the last retry, gives up without losing the lead", async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const quote = await newLead();
    await db
      .update(outboxMessages)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(outboxMessages.quoteRequestId, quote.id));
    expect(await deliverDueMessages(db, createSmtpSender(closed.url), FROM, T0)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    const row = await messageOf(quote.id);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id))).length).toBe(1);
    // Failed messages are left alone.
    expect(await deliverDueMessages(db, send, FROM, at(7 * 24 * 3_600_000))).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("sends each message exactly once when two servers deliver at the same time", async () => {
    for (let i = 0; i < 12; i++) await newLead({ name: `Lead ${i}` });
    const [a, b] = await Promise.all([deliverDueMessages(db, send, FROM, T0), deliverDueMessages(db, send, FROM, T0)]);
    expect(a.sent + b.sent).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(12);
  });

  it("leaves a message claimed by another server alone until its lease runs out", async () => {
    const quote = await newLead();
    await db
      .update(outboxMessages)
      .set({ lockedUntil: at(LEASE_MS), attempts: 1 })
      .where(eq(outboxMessages.quoteRequestId, quote.id));
    expect((await deliverDueMessages(db, send, FROM, T0)).sent).toBe(0);
    expect((await deliverDueMessages(db, send, FROM, at(LEASE_MS + 1))).sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it("a server stopping sends the message in hand, records it, and hands the rest of its batch back", async () => {
    for (const name of ["First", "Second", "Third"]) await newLead({ name });
    let stopping = false;
    const stopAfterFirst: SendMail = async (mail) => {
      await send(mail);
      stopping = true; // the signal arrives while the first message is being sent
    };
    const report = await deliverDueMessages(db, stopAfterFirst, FROM, T0, undefined, () => stopping);
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const rows = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(rows.map((r) => r.status)).toEqual(["sent", "pending", "pending"]);
    // Handed back: free for any server now, the attempt not counted.
    expect(rows.slice(1).map((r) => [r.lockedUntil, r.attempts])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    expect((await deliverDueMessages(db, send, FROM, T0)).sent).toBe(2);
    expect(smtp.received).toHaveLength(3);
  });

  it("does not record an outcome over another server's claim once its own lease has run out", async () => {
    const quote = await newLead();
    const slowSend: SendMail = async () => {
      // Meanwhile the lease ran out and another server claimed the message (its attempt 2).
      await db
        .update(outboxMessages)
        .set({ attempts: 2, lockedUntil: at(2 * LEASE_MS) })
        .where(eq(outboxMessages.quoteRequestId, quote.id));
      throw new Error("451 try again later");
    };
    await deliverDueMessages(db, slowSend, FROM, T0);
    const row = await messageOf(quote.id);
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastError: null });
    expect(row.lockedUntil).toEqual(at(2 * LEASE_MS));
  });

  it("the server's worker delivers at start and when woken after a new request", async () => {
    await newLead({ name: "Before start" });
    await db.update(outboxMessages).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    const worker = startOutboxWorker({ getDb: async () => db, send, from: FROM, intervalMs: 60_000 });
    try {
      await new Promise((resolve) => setImmediate(resolve));
      await worker.idle();
      expect(smtp.received.map((m) => m.subject)).toEqual([expect.stringContaining("Before start")]);
      const quote = await newLead({ name: "After start" });
      await db
        .update(outboxMessages)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outboxMessages.quoteRequestId, quote.id));
      worker.wake();
      await worker.idle();
      expect(smtp.received).toHaveLength(2);
      expect((await messageOf(quote.id)).status).toBe("sent");
    } finally {
      worker.stop();
    }
  });
});
