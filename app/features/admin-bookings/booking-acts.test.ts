import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/db/schema.ts";
import { findFreeSlots, firstBookableDay, holdSlot } from "~/features/booking/bookings.server.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { ownerUser, staffUser } from "../../../tests/support/console-user.ts";
import { runBookingAct } from "./booking-acts.server.ts";
import { bookingActSchema, type BookingActAnswer, type BookingIntent } from "./schema.ts";
import { BOOKING_NOW, sedanJob, openBookingDb } from "~/features/booking/booking-test-kit.ts";

// The lead page's action for the owner's booking acts (issue 23): one schema
// per act, parsed as Conform parses it in the browser; errors come back as
// Conform's result beside the field or the form, never a 500.

const handle = openBookingDb();

const NOW = BOOKING_NOW;
const owner = ownerUser({ name: "Olivia Owner" });
const staff = staffUser();

async function paidBooking() {
  const slots = await findFreeSlots(handle.db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(NOW),
    days: 3,
    now: NOW,
  });
  const held = await holdSlot(handle.db, {
    choice: sedanJob,
    areaSlug: "navarre",
    customer: { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd" },
    arrivesAt: slots[0]!.arrivesAt,
    origin: "http://localhost:3000",
    now: NOW,
    provider: testProvider,
  });
  if (held.kind !== "held") throw new Error(held.kind);
  const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, held.booking.orderId!));
  await submitTestPayment(order!.providerSessionId!, "pay", { db: handle.db, now: NOW });
  return { booking: held.booking, slots };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

async function act(user: typeof owner, id: string, fields: Record<string, string>) {
  const answer = await runBookingAct(handle.db, user, fields.intent as BookingIntent, form(fields), id, { now: NOW });
  return { status: answer.init?.status ?? 200, data: answer.data as BookingActAnswer };
}

describe(`the owner's booking acts (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("one schema per act: a missing choice is a message beside its field", () => {
    const bad = bookingActSchema.safeParse({ intent: "booking-cancel", deposit: "maybe" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ["deposit"], message: "Choose to refund or keep the deposit." });
    expect(bookingActSchema.safeParse({ intent: "booking-move", slot: "tomorrow" }).error?.issues[0]?.message).toBe(
      "Choose a new time from the list.",
    );
  });

  it("staff get 403 for every act and nothing changes; bad input is 400 beside its field; a taken-up act is 409", async () => {
    const { booking, slots } = await paidBooking();
    const later = slots.find((s) => s.start.getTime() > booking.endAt.getTime() + 3_600_000)!.arrivesAt.toISOString();
    const acts: Record<string, string>[] = [
      { intent: "booking-move", slot: later },
      { intent: "booking-cancel", deposit: "refund" },
      { intent: "booking-complete" },
      { intent: "booking-no-show" },
    ];
    for (const fields of acts) {
      const { status, data } = await act(staff, booking.id, fields);
      expect(status, fields.intent).toBe(403);
      expect(data.result.error?.[""]).toEqual(["Only the owner can change a booking."]);
    }
    const [still] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    expect(still).toMatchObject({ status: "confirmed", arrivesAt: booking.arrivesAt });

    const bad = await act(owner, booking.id, { intent: "booking-cancel", deposit: "" });
    expect(bad.status).toBe(400);
    expect(bad.data.result.error?.deposit).toEqual(["Choose to refund or keep the deposit."]);
    const early = await act(owner, booking.id, { intent: "booking-complete" });
    expect(early.status).toBe(409);
    expect(early.data.result.error?.[""]).toEqual(["The visit's time has not come yet."]);

    const moved = await act(owner, booking.id, { intent: "booking-move", slot: later });
    expect(moved.status).toBe(200);
    expect(moved.data.ok).toMatch(/^Moved to /);
    const cancelled = await act(owner, booking.id, { intent: "booking-cancel", deposit: "keep" });
    expect(cancelled.data.ok).toBe("Booking cancelled; the time is free again. The $50.00 deposit is kept.");
    const again = await act(owner, booking.id, { intent: "booking-cancel", deposit: "keep" });
    expect(again.status).toBe(409);
    expect(again.data.result.error?.[""]).toEqual(["This booking is cancelled: it cannot be changed."]);
  });
});
