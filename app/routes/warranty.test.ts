import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "~/db/schema.ts";
import { findFreeSlots, firstBookableDay, holdSlot } from "~/features/booking/bookings.server.ts";
import { BOOKING_NOW, openBookingDb, sedanJob } from "~/features/booking/booking-test-kit.ts";
import { testProvider } from "~/features/checkout/providers.server.ts";
import { submitTestPayment } from "~/features/checkout/test-payment.server.ts";
import { createTestServices, routerContextWith } from "~/platform/test-services.server.ts";
import { loader as verifyLoader } from "./warranty.tsx";
import { ownerUser } from "../../tests/support/console-user.ts";
import { completeJob, loadJob, verifyCertificate } from "~/features/jobs/completion.server.ts";
import type { CompletionInput } from "~/features/jobs/completion-schema.ts";

// Saving the completion record (issue 25): the booking is completed through the
// booking machine, the record kept, the certificate queued once; the public
// verify page shows the first name only and answers 404 to an unknown code.

const handle = openBookingDb();
const owner = ownerUser({ name: "Olivia Owner" });
const HOUR = 3_600_000;

async function paidBooking() {
  const slots = await findFreeSlots(handle.db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(BOOKING_NOW),
    days: 3,
    now: BOOKING_NOW,
  });
  const held = await holdSlot(handle.db, {
    choice: sedanJob,
    areaSlug: "navarre",
    customer: { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd" },
    arrivesAt: slots[0]!.arrivesAt,
    origin: "http://localhost:3000",
    now: BOOKING_NOW,
    provider: testProvider,
  });
  if (held.kind !== "held") throw new Error(held.kind);
  const [order] = await handle.db.select().from(t.orders).where(eq(t.orders.id, held.booking.orderId!));
  await submitTestPayment(order!.providerSessionId!, "pay", { db: handle.db, now: BOOKING_NOW });
  return held.booking;
}

const input: CompletionInput = {
  groups: [
    { key: "frontSides", film: "ceramic", shade: 35, vlt: 33, roll: "CR-1" },
    { key: "backSides", film: "ceramic", shade: 15, vlt: 15, roll: "CR-1" },
    { key: "rearGlass", film: "ceramic", shade: 15, vlt: 14, roll: "CR-2" },
  ],
  signedName: "Dana Reyes",
  signOff: true,
};

describe(`the completion record (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("completes the booking, keeps the record and sends the certificate once", async () => {
    const booking = await paidBooking();
    const job = (await loadJob(handle.db, booking.id))!;
    const early = await completeJob(handle.db, owner, job, input, { now: BOOKING_NOW });
    expect(early).toEqual({ kind: "not-yet" });

    const after = new Date(booking.jobEndsAt.getTime() + HOUR);
    const done = await completeJob(handle.db, owner, job, input, { now: after });
    expect(done.kind).toBe("completed");
    const [row] = await handle.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    expect(row!.status).toBe("completed");
    const [record] = await handle.db.select().from(t.jobRecords).where(eq(t.jobRecords.bookingId, booking.id));
    expect(record).toMatchObject({ signedName: "Dana Reyes", completedBy: "Olivia Owner", medicalExemption: false });
    expect(record!.groups.map((g) => [g.label, g.roll, g.measuredVlt, g.legal])).toEqual([
      ["Front sides", "CR-1", 33, true],
      ["Back sides", "CR-1", 15, true],
      ["Rear glass", "CR-2", 14, false],
    ]);
    const audit = await handle.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, booking.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["booking.complete", "job.record"]);

    // Saving again (a second tap, another instance) neither completes twice nor sends again.
    const again = await completeJob(handle.db, owner, (await loadJob(handle.db, booking.id))!, input, { now: after });
    expect(again).toEqual({ kind: "closed", status: "completed" });
    const sent = await handle.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.bookingId, booking.id));
    const warrantyMail = sent.filter((m) => m.dedupeKey?.startsWith(`warranty:${booking.id}`));
    expect(warrantyMail.map((m) => m.dedupeKey)).toEqual([`warranty:${booking.id}:email`]);
    expect(warrantyMail[0]!.attachments).toMatchObject([
      { contentType: "application/pdf", encoding: "base64", filename: `warranty-${record!.warrantyCode}.pdf` },
    ]);
    expect(Buffer.from(warrantyMail[0]!.attachments![0]!.content, "base64").subarray(0, 5).toString()).toBe("%PDF-");
    expect(warrantyMail[0]!.textBody).toContain(`/warranty/${record!.warrantyCode}`);
  });

  it("the verify page shows the first name only, and 404 for an unknown or malformed code", async () => {
    const [record] = await handle.db.select().from(t.jobRecords).limit(1);
    const context = routerContextWith(await createTestServices({ db: handle.db }));
    const load = (code: string) =>
      verifyLoader({ params: { code }, context, request: new Request(`http://localhost/warranty/${code}`) } as never);
    const found = await load(record!.warrantyCode);
    expect(found).toEqual({
      firstName: "Dana",
      subject: "Sedan or coupe",
      installedOn: expect.any(String),
      groups: [
        { label: "Front sides", film: "ceramic", shade: 35 },
        { label: "Back sides", film: "ceramic", shade: 15 },
        { label: "Rear glass", film: "ceramic", shade: 15 },
      ],
    });
    expect(JSON.stringify(found)).not.toMatch(/Reyes|dana@|Gulf|CR-/);
    expect(await verifyCertificate(handle.db, record!.warrantyCode.toLowerCase())).toEqual(found);
    for (const code of ["ABCDEFGHIJKLMNOPQRSTUVWX", "..%2Fetc", "short"])
      await expect(load(code), code).rejects.toMatchObject({ init: { status: 404 } });
  });
});
