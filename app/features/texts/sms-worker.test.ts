import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { outboxMessages, smsOptOuts } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { sendToCustomer, type MessageRecipient } from "~/platform/customer-messages.server.ts";
import { createTwilioSender } from "~/platform/sms.server.ts";
import { startFakeTwilio, type FakeTwilio } from "../../../tests/support/fake-twilio.ts";
import { deliverDueTexts, OPTED_OUT } from "./sms-worker.server.ts";

const SID = `AC${"1".repeat(32)}`;
const TOKEN = "test-auth-token-0123456789";
const FROM = "+18505550100";
// 2026-06-02 10:00 CDT
const DAY = new Date("2026-06-02T15:00:00Z");
// 2026-06-02 22:30 CDT, and 8:00 the next morning
const NIGHT = new Date("2026-06-03T03:30:00Z");
const MORNING = new Date("2026-06-03T13:00:00Z");

let handle: DbHandle;
let db: Db;
let twilio: FakeTwilio;
let send: ReturnType<typeof createTwilioSender> & {};

const customer = (phone = "+18505550142"): MessageRecipient => ({
  id: "bk_1",
  customerEmail: "dana@example.test",
  customerPhone: phone,
  contactByEmail: false,
  contactByText: true,
});
const queue = (key: string, at: Date, phone?: string) =>
  sendToCustomer(db, customer(phone), { key, text: `Elite Window Tinting: ${key}` }, at);
const rows = () => db.select().from(outboxMessages).where(eq(outboxMessages.channel, "sms"));

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
  twilio = await startFakeTwilio({ accountSid: SID, authToken: TOKEN });
  send = createTwilioSender({
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM_NUMBER: FROM,
    TWILIO_MESSAGING_SERVICE_SID: undefined,
    TWILIO_API_URL: twilio.url,
  })!;
}, 60_000);
afterAll(async () => {
  await twilio.close();
  await handle.close();
});
beforeEach(async () => {
  await db.delete(outboxMessages);
  await db.delete(smsOptOuts);
  twilio.messages.length = 0;
  twilio.refuseNext(0);
});

describe("the SMS worker", () => {
  it("sends a due text through the provider's REST API once, and records it", async () => {
    await queue("reminder:1", DAY);
    expect(await deliverDueTexts(db, send, DAY)).toMatchObject({ sent: 1, retrying: 0 });
    expect(twilio.messages).toEqual([
      { accountSid: SID, to: "+18505550142", from: FROM, body: "Elite Window Tinting: reminder:1" },
    ]);
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect(await deliverDueTexts(db, send, new Date(DAY.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(twilio.messages).toHaveLength(1);
  });

  it("sends each text once when two servers race for it", async () => {
    for (let i = 0; i < 5; i += 1) await queue(`race:${i}`, DAY);
    const [a, b] = await Promise.all([deliverDueTexts(db, send, DAY), deliverDueTexts(db, send, DAY)]);
    expect(a.sent + b.sent).toBe(5);
    expect(twilio.messages.map((m) => m.body).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Elite Window Tinting: race:${i}`),
    );
  });

  it("holds a text due at 22:30 until 8:00, the attempt not counted", async () => {
    await queue("night", NIGHT);
    expect(await deliverDueTexts(db, send, NIGHT)).toMatchObject({ sent: 0, deferred: 1 });
    expect(twilio.messages).toHaveLength(0);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });
    expect(row!.nextAttemptAt).toEqual(MORNING);
    expect(await deliverDueTexts(db, send, new Date(MORNING.getTime() - 60_000))).toMatchObject({ sent: 0 });
    expect(await deliverDueTexts(db, send, MORNING)).toMatchObject({ sent: 1 });
    expect(twilio.messages).toHaveLength(1);
  });

  it("never texts a number that replied STOP, and records the skip", async () => {
    await db.insert(smsOptOuts).values({ phone: "+18505550142", keyword: "STOP" });
    await queue("stopped", DAY);
    expect(await deliverDueTexts(db, send, DAY)).toMatchObject({ sent: 0, skipped: 1 });
    expect(twilio.messages).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({ status: "skipped", lastError: OPTED_OUT });
  });

  it("retries a text the provider refused, then sends it", async () => {
    twilio.refuseNext(1, 500);
    await queue("refused", DAY);
    expect(await deliverDueTexts(db, send, DAY)).toMatchObject({ sent: 0, retrying: 1 });
    const [row] = await rows();
    expect(row!.lastError).toMatch(/unsubscribed recipient/);
    expect(await deliverDueTexts(db, send, row!.nextAttemptAt)).toMatchObject({ sent: 1 });
    expect(twilio.messages).toHaveLength(1);
  });
});
