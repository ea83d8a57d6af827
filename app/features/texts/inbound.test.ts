import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { business } from "~/config/business.ts";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { bookingEvents, bookings, smsOptOuts } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { inboundTextForm, signTwilioWebhook } from "../../../tests/support/fake-twilio.ts";
import { handleInboundText, inboundWordOf } from "./inbound.server.ts";
import { insertBooking } from "./texts-test-kit.ts";

const SID = `AC${"2".repeat(32)}`;
const TOKEN = "inbound-test-token-0123456789";
const PHONE = "+18505550199";
const NOW = new Date("2026-06-01T14:00:00Z");
const SITE = "https://tint.example";
const env = { SITE_URL: SITE, TWILIO_AUTH_TOKEN: TOKEN };

let handle: DbHandle;
let db: Db;

/** Twilio's post as the server behind the TLS proxy sees it (plain http on its own port), signed for `signedUrl`. */
function post(body: string, { signedUrl = `${SITE}/api/sms/inbound`, token = TOKEN, from = PHONE } = {}) {
  const params = inboundTextForm(from, body, SID);
  return new Request("http://127.0.0.1:3000/api/sms/inbound", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signTwilioWebhook(token, signedUrl, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}
const answer = (request: Request) => handleInboundText(request, { db: async () => db, env, now: NOW });
const optOuts = () => db.select().from(smsOptOuts);

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.delete(smsOptOuts);
  await db.delete(bookings);
});

describe("texts the customers send", () => {
  it("reads the keywords whatever their case and spacing", () => {
    expect(["STOP", " stop ", "Unsubscribe", "cancel", "END", "quit", "STOPALL"].map(inboundWordOf)).toEqual(
      Array(7).fill("stop"),
    );
    expect(["start", "UNSTOP"].map(inboundWordOf)).toEqual(["start", "start"]);
    expect(["help", "HELP"].map(inboundWordOf)).toEqual(["help", "help"]);
    expect(["C", "c", "Confirm", "c."].map(inboundWordOf)).toEqual(Array(4).fill("confirm"));
    expect(["Can you come at 10?", "stop by tomorrow"].map(inboundWordOf)).toEqual(["other", "other"]);
  });

  it("refuses a post whose signature is missing, wrong, or made for another URL", async () => {
    const unsigned = post("STOP");
    unsigned.headers.delete("X-Twilio-Signature");
    expect((await answer(unsigned)).status).toBe(403);
    expect((await answer(post("STOP", { token: "someone-elses-token-000" }))).status).toBe(403);
    // Behind the TLS proxy Twilio signs the https address; the http address the server saw is not it.
    expect((await answer(post("STOP", { signedUrl: "http://127.0.0.1:3000/api/sms/inbound" }))).status).toBe(403);
    expect(await optOuts()).toEqual([]);
    // No auth token configured: nothing is trusted.
    const noToken = await handleInboundText(post("STOP"), {
      db: async () => db,
      env: { SITE_URL: SITE, TWILIO_AUTH_TOKEN: undefined },
    });
    expect(noToken.status).toBe(403);
  });

  it("STOP opts the number out, START opts it back in, each answered in TwiML", async () => {
    const stopped = await answer(post("Stop"));
    expect(stopped.status).toBe(200);
    expect(stopped.headers.get("content-type")).toMatch(/^text\/xml/);
    expect(await stopped.text()).toMatch(/<Response><Message>.*won't get more texts.*START.*<\/Message><\/Response>/);
    expect(await optOuts()).toMatchObject([{ phone: PHONE, keyword: "STOP" }]);
    // Again, with another word: still one row.
    await answer(post("UNSUBSCRIBE"));
    expect(await optOuts()).toMatchObject([{ phone: PHONE, keyword: "UNSUBSCRIBE" }]);
    const started = await answer(post("start"));
    expect(await started.text()).toContain("texts are back on");
    expect(await optOuts()).toEqual([]);
  });

  it("HELP answers with the business's name, phone and how to stop", async () => {
    const text = await (await answer(post("HELP"))).text();
    expect(text).toContain(business.name);
    expect(text).toContain(business.phone.display);
    expect(text).toContain("Reply STOP");
  });

  it('"C" confirms the number\'s next confirmed appointment, once, and says when it is', async () => {
    const later = await insertBooking(db, { arrivesAt: new Date("2026-06-09T14:00:00Z") });
    const next = await insertBooking(db, { arrivesAt: new Date("2026-06-02T14:00:00Z") });
    await insertBooking(db, { arrivesAt: new Date("2026-06-01T20:00:00Z"), status: "cancelled" });
    await insertBooking(db, { arrivesAt: new Date("2026-06-01T18:00:00Z"), customerPhone: "+18505550111" });
    const reply = await (await answer(post("c"))).text();
    expect(reply).toContain("you're confirmed for Tuesday, June 2");
    const rows = await db.select().from(bookings);
    expect(rows.find((b) => b.id === next.id)!.customerConfirmedAt).toEqual(NOW);
    expect(rows.filter((b) => b.customerConfirmedAt !== null)).toHaveLength(1);
    await answer(post("Confirm"));
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, next.id));
    expect(events).toMatchObject([{ kind: "customer_confirmed", actor: "customer" }]);
    expect((await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, later.id))).length).toBe(0);
  });

  it('"C" from a number with no upcoming appointment says so and changes nothing', async () => {
    const reply = await (await answer(post("C", { from: "+18505550177" }))).text();
    expect(reply).toContain("no upcoming appointment");
    expect(reply).toContain(business.phone.display);
  });
});
