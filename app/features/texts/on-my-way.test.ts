import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { bookingEvents, bookings, outboxMessages } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { MINUTES_ERROR, ON_MY_WAY } from "./on-my-way.ts";
import { sendOnMyWay } from "./on-my-way.server.ts";
import { insertBooking } from "./texts-test-kit.ts";

const NOW = new Date("2026-06-02T13:30:00Z");
const staff = { id: "u1", email: "crew@elite.test", name: "Sam Crew", role: "staff" as const };
let handle: DbHandle;
let db: Db;

const form = (minutes: string, press = "press-0001") => {
  const f = new FormData();
  f.set("intent", ON_MY_WAY);
  f.set("minutes", minutes);
  f.set("press", press);
  return f;
};
const press = async (id: string, minutes: string, pressId?: string) => {
  const r = await sendOnMyWay(db, staff, form(minutes, pressId), id, NOW);
  return { status: r.init?.status ?? 200, ...r.data };
};

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.delete(outboxMessages);
  await db.delete(bookings);
});

describe('"On my way"', () => {
  it("texts the customer the minutes once per press, even on a double-click, and records it", async () => {
    const b = await insertBooking(db, { arrivesAt: new Date("2026-06-02T14:00:00Z") });
    const [first, second] = await Promise.all([press(b.id, "25"), press(b.id, "25")]);
    expect([first.ok, second.ok].sort()).toEqual([
      "Already sent: on my way, about 25 minutes.",
      "The customer is texted: on my way, about 25 minutes.",
    ]);
    const rows = await db.select().from(outboxMessages);
    // Both channels chosen: the text only.
    expect(rows.map((r) => [r.channel, r.textBody])).toEqual([
      ["sms", expect.stringContaining("on our way, about 25 minutes")],
    ]);
    const events = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events).toMatchObject([{ kind: "on_my_way", actor: "Sam Crew", detail: "about 25 minutes, texted" }]);
    // A new press (the page reloaded) sends again.
    expect((await press(b.id, "10", "press-0002")).ok).toContain("about 10 minutes");
  });

  it("emails a customer who chose email only", async () => {
    const b = await insertBooking(db, { arrivesAt: NOW, contactByText: false, textConsentAt: null });
    expect((await press(b.id, "15")).ok).toBe("The customer is emailed: on my way, about 15 minutes.");
    expect((await db.select().from(outboxMessages)).map((r) => r.channel)).toEqual(["email"]);
  });

  it("refuses minutes that are not a whole number from 1 to 240, and a booking not confirmed", async () => {
    const b = await insertBooking(db, { arrivesAt: NOW });
    for (const bad of ["", "0", "241", "12.5", "soon"]) {
      const r = await press(b.id, bad);
      expect(r.status).toBe(400);
      expect(r.result.error?.minutes).toEqual([MINUTES_ERROR]);
    }
    const cancelled = await insertBooking(db, { arrivesAt: NOW, status: "cancelled" });
    expect((await press(cancelled.id, "20")).status).toBe(409);
    expect(await db.select().from(outboxMessages)).toEqual([]);
  });
});
