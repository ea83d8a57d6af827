import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema.ts";
import { getLead, listLeads, setLeadStatus } from "~/features/admin-leads/leads.server.ts";
import { leadFiltersSchema } from "~/features/admin-leads/schema.ts";
import { findFreeSlots, firstBookableDay, holdSlot } from "~/features/booking/bookings.server.ts";
import { addDays, localDayOf } from "~/features/booking/slots.ts";
import { releaseOrder } from "~/features/checkout/orders.server.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { HttpError } from "~/lib/http-error.ts";
import { ownerUser, staffUser } from "../../../tests/support/console-user.ts";
import {
  addBlock,
  blockedMessage,
  bookingsInBlock,
  listBlocks,
  listCalendar,
  removeBlock,
} from "./bookings-console.server.ts";
import { parseBlockForm } from "./schema.ts";
import { BOOKING_NOW, sedanJob, openBookingDb } from "~/features/booking/booking-test-kit.ts";

const handle = openBookingDb();

const NOW = BOOKING_NOW;
const size = { durationMinutes: 150, travelMinutes: 10 };
const owner = ownerUser({ name: "Olivia Owner" });
const staff = staffUser();

const sedan = sedanJob;

async function book(name: string, arrivesAt: Date) {
  const result = await holdSlot(handle.db, {
    choice: sedan,
    areaSlug: "navarre",
    customer: { name, phone: "+18505550123", email: "dana@example.com", address: "1 Harbor Blvd, Destin, FL 32541" },
    arrivesAt,
    origin: "http://localhost:3000",
    now: NOW,
    provider: testProvider,
  });
  if (result.kind !== "held") throw new Error(`not held: ${result.kind}`);
  return result.booking;
}

const freeSlots = (days = 3) => findFreeSlots(handle.db, { size, from: firstBookableDay(NOW), days, now: NOW });
const form = (values: Record<string, string>) => {
  const r = parseBlockForm(values);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.block;
};

beforeEach(async () => {
  await handle.db.delete(t.bookingBlocks);
  await handle.db.delete(t.leadStates);
  await handle.db.delete(t.bookings);
  await handle.db.delete(t.orders);
});

describe(`bookings in the console (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("a booking is a lead (its summary the service, its area the area), filters by status, and its page shows the visit", async () => {
    const slot = (await freeSlots())[0]!;
    const booking = await book("Dana Destin", slot.arrivesAt);
    const page = await listLeads(handle.db, leadFiltersSchema.parse({}));
    expect(page.leads).toHaveLength(1);
    expect(page.leads[0]).toMatchObject({
      source: "booking",
      id: booking.id,
      name: "Dana Destin",
      phone: "+18505550123",
      email: "dana@example.com",
      areas: ["navarre"],
      status: "new",
      read: false,
    });
    expect(page.leads[0]!.service).toMatch(/sedan/i);
    expect(page.unread).toBe(1);
    expect((await listLeads(handle.db, leadFiltersSchema.parse({ source: "booking" }))).total).toBe(1);
    expect((await listLeads(handle.db, leadFiltersSchema.parse({ area: "destin" }))).total).toBe(0);

    await setLeadStatus(handle.db, owner, "booking", booking.id, "booked");
    expect((await listLeads(handle.db, leadFiltersSchema.parse({ status: "booked" }))).leads[0]!.id).toBe(booking.id);
    expect((await listLeads(handle.db, leadFiltersSchema.parse({ status: "new" }))).total).toBe(0);

    const detail = await getLead(handle.db, "booking", booking.id);
    expect(detail.booking).toMatchObject({ status: "held", depositCents: 5000, orderId: booking.orderId });
    expect(detail.booking!.arrivesAt.getTime()).toBe(slot.arrivesAt.getTime());
    await expect(getLead(handle.db, "booking", "bk_nosuchbooking")).rejects.toMatchObject({ status: 404 });
  });

  it("a hold that lapsed unpaid is a lead marked abandoned at payment, never a booking on the calendar", async () => {
    const booking = await book("Lapsed Larry", (await freeSlots())[0]!.arrivesAt);
    // The payment page left: the order's release abandons the hold.
    await releaseOrder(handle.db, { orderId: booking.orderId!, reason: "cancelled", now: NOW });
    const { leads } = await listLeads(handle.db, leadFiltersSchema.parse({}));
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ bookingStatus: "expired", bookingTimeline: ["held", "abandoned"], status: "new" });
    const lead = await getLead(handle.db, "booking", booking.id);
    expect(lead.booking).toMatchObject({ status: "expired", deposit: "$50.00, not paid" });
    expect((await listCalendar(handle.db, { now: NOW })).flatMap((d) => d.bookings)).toHaveLength(0);
  });

  it("the calendar groups upcoming bookings by local day", async () => {
    const slots = await freeSlots(3);
    const day1 = slots[0]!;
    const day2 = slots.find((s) => localDayOf(s.arrivesAt) !== localDayOf(day1.arrivesAt))!;
    await book("First Day", day1.arrivesAt);
    await book("Second Day", day2.arrivesAt);
    const days = await listCalendar(handle.db, { now: NOW });
    expect(days.map((d) => d.day)).toEqual([localDayOf(day1.arrivesAt), localDayOf(day2.arrivesAt)]);
    expect(days[0]!.bookings[0]).toMatchObject({ name: "First Day", status: "held", areaSlug: "navarre" });
    expect(await listCalendar(handle.db, { now: NOW, past: true })).toEqual([]);
    // A week later: the confirmed one is in "past", newest first; the hold that never paid is not.
    await handle.db.update(t.bookings).set({ status: "confirmed" }).where(eq(t.bookings.customerName, "Second Day"));
    const later = new Date(NOW.getTime() + 7 * 86_400_000);
    const past = await listCalendar(handle.db, { now: later, past: true });
    expect(past.flatMap((d) => d.bookings.map((b) => b.name))).toEqual(["Second Day"]);
    expect(await listCalendar(handle.db, { now: later })).toEqual([]);
  });

  it("a day the owner blocks offers no slot; removing the block offers it again; both audited", async () => {
    const first = firstBookableDay(NOW);
    const day = addDays(first, 1);
    expect((await freeSlots()).some((s) => localDayOf(s.arrivesAt) === day)).toBe(true);
    const block = await addBlock(
      handle.db,
      owner,
      form({ repeat: "date", date: day, allDay: "on", reason: "Boat day" }),
    );
    const after = await freeSlots();
    expect(after.some((s) => localDayOf(s.arrivesAt) === day)).toBe(false);
    expect(after.some((s) => localDayOf(s.arrivesAt) === first)).toBe(true);
    expect((await listBlocks(handle.db, NOW)).map((b) => b.reason)).toEqual(["Boat day"]);

    await removeBlock(handle.db, owner, block.id);
    expect((await freeSlots()).some((s) => localDayOf(s.arrivesAt) === day)).toBe(true);
    const audit = await handle.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, String(block.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["booking.block.add", "booking.block.remove"]);
  });

  it("blocked hours remove only the slots that would overlap them", async () => {
    const day = firstBookableDay(NOW);
    const all = (await freeSlots(1)).filter((s) => localDayOf(s.arrivesAt) === day);
    await addBlock(handle.db, owner, form({ repeat: "date", date: day, from: "12:00", to: "14:00", reason: "" }));
    const left = (await freeSlots(1)).filter((s) => localDayOf(s.arrivesAt) === day);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(all.length);
  });

  it("a weekly day off removes that weekday", async () => {
    const slots = await freeSlots(7);
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${localDayOf(slots[0]!.arrivesAt)}T12:00:00Z`),
    );
    await addBlock(handle.db, owner, form({ repeat: "weekday", weekday, allDay: "on" }));
    const after = await freeSlots(7);
    expect(after.some((s) => localDayOf(s.arrivesAt) === localDayOf(slots[0]!.arrivesAt))).toBe(false);
    expect(after.length).toBeGreaterThan(0);
  });

  it("a block over a booking leaves it booked and tells the owner whom to call", async () => {
    const slot = (await freeSlots(1))[0]!; // 150 min job from slot.arrivesAt
    const day = localDayOf(slot.arrivesAt);
    const booked = await book("Cal Caught", slot.arrivesAt);
    const calendar = () => listCalendar(handle.db, { now: NOW });
    const hhmm = (minutesAfterArrival: number) =>
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "America/Chicago" }).format(
        new Date(slot.arrivesAt.getTime() + minutesAfterArrival * 60_000),
      );
    const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
    const caught = async (values: Record<string, string>) => {
      const block = await addBlock(handle.db, owner, form({ reason: "", ...values }));
      return bookingsInBlock(block, await calendar()).map((b) => b.name);
    };
    expect(await caught({ repeat: "date", date: day, allDay: "on" })).toEqual(["Cal Caught"]);
    expect(await caught({ repeat: "weekday", weekday, allDay: "on" })).toEqual(["Cal Caught"]);
    // Hours overlapping the job (it runs 150 minutes from the arrival), and hours just after it.
    expect(await caught({ repeat: "date", date: day, from: hhmm(60), to: hhmm(90) })).toEqual(["Cal Caught"]);
    expect(await caught({ repeat: "date", date: day, from: hhmm(150), to: hhmm(180) })).toEqual([]);
    expect(await caught({ repeat: "date", date: addDays(day, 1), allDay: "on" })).toEqual([]);
    const wholeDay = { date: day, weekday: null, fromTime: null, toTime: null };
    expect(bookingsInBlock({ ...wholeDay, crew: 2 }, await calendar())).toEqual([]);
    // The booking is untouched, and the owner's message names it.
    const [row] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, booked.id));
    expect(row!.status).toBe("held");
    const message = blockedMessage(bookingsInBlock({ ...wholeDay, crew: null }, await calendar()));
    expect(message).toMatch(
      /^Blocked: those times are no longer offered online\. 1 booking is already in them and stays booked: Cal Caught \(\(850\) 555-0123\), \w+day, \w+ \d+ at \d+:\d\d [AP]M, paying the deposit now\. Call to agree another time\.$/,
    );
    expect(blockedMessage([])).toBe("Blocked: those times are no longer offered online.");
  });

  it("a hold on a blocked day is refused with the next free times", async () => {
    const slot = (await freeSlots())[0]!;
    await addBlock(handle.db, owner, form({ repeat: "date", date: localDayOf(slot.arrivesAt), allDay: "on" }));
    const result = await holdSlot(handle.db, {
      choice: sedan,
      areaSlug: "navarre",
      customer: { name: "Late Lee", phone: "+18505550124", email: "lee@example.com", address: "2 Harbor Blvd, Destin" },
      arrivesAt: slot.arrivesAt,
      origin: "http://localhost:3000",
      now: NOW,
      provider: testProvider,
    });
    expect(result.kind).toBe("unavailable");
    if (result.kind === "unavailable")
      expect(result.alternatives.every((s) => localDayOf(s.arrivesAt) !== localDayOf(slot.arrivesAt))).toBe(true);
  });

  it("staff cannot change the schedule (403), and nothing is written", async () => {
    const day = addDays(firstBookableDay(NOW), 1);
    const attempt = addBlock(handle.db, staff, form({ repeat: "date", date: day, allDay: "on" }));
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
    const block = await addBlock(handle.db, owner, form({ repeat: "date", date: day, allDay: "on" }));
    await expect(removeBlock(handle.db, staff, block.id)).rejects.toMatchObject({ status: 403 });
    expect(await handle.db.select().from(t.bookingBlocks)).toHaveLength(1);
  });

  it("the form offers the crews the owner has set: crew 2 of two, never crew 3", () => {
    const day = { repeat: "date", date: "2026-07-04", allDay: "on" } as const;
    expect(parseBlockForm({ ...day, crew: "2" }, 2)).toMatchObject({ ok: true, block: { crew: 2 } });
    expect(parseBlockForm({ ...day, crew: "3" }, 2)).toEqual({
      ok: false,
      errors: { crew: "Choose a crew from the list." },
    });
    expect(parseBlockForm({ ...day, crew: "2" }, 1)).toMatchObject({ ok: false });
  });

  it("the form: a message beside each bad field", () => {
    expect(parseBlockForm({ repeat: "date", date: "", allDay: "on" })).toMatchObject({
      ok: false,
      errors: { date: expect.stringMatching(/day/) },
    });
    expect(parseBlockForm({ repeat: "weekday", weekday: "Funday", allDay: "on" })).toMatchObject({
      ok: false,
      errors: { weekday: expect.any(String) },
    });
    expect(parseBlockForm({ repeat: "date", date: "2026-07-04", from: "15:00", to: "09:00" })).toMatchObject({
      ok: false,
      errors: { to: "The end time must be after the start time." },
    });
    expect(parseBlockForm({ repeat: "date", date: "2026-07-04", from: "9am", to: "" })).toMatchObject({
      ok: false,
      errors: { from: expect.any(String), to: expect.any(String) },
    });
    expect(parseBlockForm({ repeat: "date", date: "2026-07-04", allDay: "on", reason: "x".repeat(201) })).toMatchObject(
      {
        ok: false,
        errors: { reason: expect.any(String) },
      },
    );
    expect(parseBlockForm({ repeat: "date", date: "2026-07-04", from: "09:00", to: "12:30" })).toMatchObject({
      ok: true,
      block: { date: "2026-07-04", allDay: false, from: "09:00", to: "12:30" },
    });
  });
});
