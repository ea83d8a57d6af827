import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { outboxMessages } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { sendToCustomer, type MessageRecipient } from "./customer-messages.server.ts";
import { deliverDueMessages } from "./outbox.server.ts";
import type { Mail } from "./mailer.server.ts";

let handle: DbHandle;
let db: Db;
const T0 = new Date(Date.UTC(2026, 5, 1, 15, 0, 0));
const customer = (choice: Partial<MessageRecipient> = {}): MessageRecipient => ({
  id: "bk_1",
  customerEmail: "dana@example.test",
  customerPhone: "+18505550142",
  contactByEmail: true,
  contactByText: true,
  ...choice,
});
const message = {
  key: "reminder:bk_1:2026-06-02T15:00:00.000Z",
  email: { subject: "See you tomorrow", text: "See you tomorrow at 9 AM.", html: "<p>See you tomorrow at 9 AM.</p>" },
  text: "Elite Window Tinting: see you tomorrow at 9 AM.",
};

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
});

describe("messages to a customer", () => {
  it("goes by email and by text when both were chosen, and never twice under one key", async () => {
    expect(await sendToCustomer(db, customer(), message, T0)).toEqual({ email: true, text: true });
    expect(await sendToCustomer(db, customer(), message, T0)).toEqual({ email: false, text: false });
    const rows = await db.select().from(outboxMessages);
    expect(rows.map((r) => [r.channel, r.toAddress]).sort()).toEqual([
      ["email", "dana@example.test"],
      ["sms", "+18505550142"],
    ]);
  });

  it("sends no text to a customer who did not choose texts, and email only when chosen (or a record to keep)", async () => {
    expect(await sendToCustomer(db, customer({ contactByText: false }), message, T0)).toEqual({
      email: true,
      text: false,
    });
    const textsOnly = customer({ contactByEmail: false });
    expect(await sendToCustomer(db, textsOnly, { ...message, key: "b" }, T0)).toEqual({ email: false, text: true });
    expect(await sendToCustomer(db, textsOnly, { ...message, key: "c", emailAlways: true }, T0)).toEqual({
      email: true,
      text: true,
    });
  });

  it("waits until its time, and the email worker never mails a text", async () => {
    const later = new Date(T0.getTime() + 3_600_000);
    await sendToCustomer(db, customer(), { ...message, notBefore: later }, T0);
    const sent: Mail[] = [];
    const send = async (mail: Mail) => void sent.push(mail);
    expect((await deliverDueMessages(db, send, "shop@elite.test", T0)).sent).toBe(0);
    expect((await deliverDueMessages(db, send, "shop@elite.test", later)).sent).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(["dana@example.test"]);
    const [text] = await db.select().from(outboxMessages).where(eq(outboxMessages.channel, "sms"));
    expect(text!.status).toBe("pending");
  });
});
