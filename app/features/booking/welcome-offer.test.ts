import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import * as t from "~/db/schema.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { bookingView } from "./booking-view.server.ts";
import { cancelBooking, findFreeSlots, firstBookableDay, getBookingBySession, holdSlot } from "./bookings.server.ts";
import { describePrice, offerDiscountCents, priceAfterOffer } from "./welcome-offer.ts";
import { BOOKING_NOW, sedanJob, openBookingDb } from "./booking-test-kit.ts";

describe("the welcome offer's sums and words", () => {
  it("takes 20% off a price, rounding a half cent to the customer, never off a price given at the visit", () => {
    expect(offerDiscountCents(44_900, 20)).toBe(8_980);
    expect(priceAfterOffer(44_900, 20)).toBe(35_920);
    expect(offerDiscountCents(1_001, 20)).toBe(201);
    expect(priceAfterOffer(null, 20)).toBeNull();
    expect(priceAfterOffer(44_900, null)).toBe(44_900);
  });

  it("for any price and percent: the discount and the price after it add up, and neither is negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), (price, percent) => {
        const off = offerDiscountCents(price, percent);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off + priceAfterOffer(price, percent)!).toBe(price);
        expect(off).toBeGreaterThanOrEqual((price * percent) / 100 - 1e-6);
      }),
    );
  });

  it("says the price after the offer and what it took off, or that it comes off the price given at the visit", () => {
    expect(describePrice(44_900, 20)).toBe("$359.20 ($449.00 less your 20% welcome offer, $89.80)");
    expect(describePrice(44_900, null)).toBe("$449.00");
    expect(describePrice(null, 20)).toBe("Given at the visit, after we measure; your 20% welcome offer comes off it");
  });
});

const handle = openBookingDb();

const NOW = BOOKING_NOW;
const sedan = sedanJob;
const dana = { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd, Navarre" };

async function freeSlots(n: number) {
  const size = { durationMinutes: 150, travelMinutes: 10 };
  return (await findFreeSlots(handle.db, { size, from: firstBookableDay(NOW), days: 5, now: NOW })).slice(0, n);
}

async function book(slotIndex: number, customer: typeof dana, welcomeOffer: boolean) {
  const slot = (await freeSlots(slotIndex + 1))[slotIndex]!;
  return holdSlot(handle.db, {
    choice: sedan,
    areaSlug: "navarre",
    customer,
    arrivesAt: slot.arrivesAt,
    origin: "http://localhost:3000",
    now: NOW,
    provider: testProvider,
    welcomeOffer,
  });
}

async function pay(bookingId: string) {
  const [row] = await handle.db
    .select({ session: t.orders.providerSessionId })
    .from(t.bookings)
    .innerJoin(t.orders, eq(t.orders.id, t.bookings.orderId))
    .where(eq(t.bookings.id, bookingId));
  await submitTestPayment(row!.session!, "pay", { db: handle.db, now: NOW });
  return row!.session!;
}

describe(`the welcome offer on a booking (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  beforeEach(async () => {
    await handle.db.delete(t.bookings);
    await handle.db.delete(t.orders);
    await handle.db.delete(t.outboxMessages);
  });

  it("is recorded on a first booking and shown off the price, the deposit unchanged, on the page and in the email", async () => {
    const held = await book(0, dana, true);
    if (held.kind !== "held") throw new Error(held.kind);
    expect(held.booking.offerPercent).toBe(20);
    expect(held.booking.depositCents).toBe(held.estimate.depositCents);
    const session = await pay(held.booking.id);
    const { booking, order } = (await getBookingBySession(handle.db, session))!;
    expect(booking.status).toBe("confirmed");
    const price = bookingView(booking, order).price;
    expect(price).toContain("less your 20% welcome offer");
    const mails = await handle.db.select().from(t.outboxMessages);
    const toCustomer = mails.find((m) => m.toAddress === dana.email)!;
    expect(toCustomer.textBody).toContain(price);
  });

  it("is refused to a phone number or an email (in any case) that has booked before, and nothing is held", async () => {
    const first = await book(0, dana, true);
    if (first.kind !== "held") throw new Error(first.kind);
    await pay(first.booking.id);
    const samePhone = await book(1, { ...dana, email: "other@example.com" }, true);
    expect(samePhone).toMatchObject({
      kind: "offer-refused",
      message: expect.stringContaining("booked with us before"),
    });
    const sameEmail = await book(1, { ...dana, phone: "+18505550199", email: "DANA@Example.com" }, true);
    expect(sameEmail.kind).toBe("offer-refused");
    expect(await handle.db.select().from(t.bookings)).toHaveLength(1);
    // Without the offer the returning customer books at the full price.
    const full = await book(1, dana, false);
    expect(full.kind === "held" && full.booking.offerPercent).toBeNull();
  });

  it("is used once: a second hold asked for with the offer while the first is being paid is refused", async () => {
    const first = await book(0, dana, true);
    expect(first.kind).toBe("held");
    expect((await book(1, dana, true)).kind).toBe("offer-refused");
  });

  it("stays a new customer's after a cancelled booking (it never became a job)", async () => {
    const first = await book(0, dana, true);
    if (first.kind !== "held") throw new Error(first.kind);
    const session = await pay(first.booking.id);
    const { token } = (await getBookingBySession(handle.db, session))!;
    expect((await cancelBooking(handle.db, { token, now: NOW })).kind).toBe("cancelled");
    const again = await book(1, dana, true);
    expect(again.kind === "held" && again.booking.offerPercent).toBe(20);
  });
});
