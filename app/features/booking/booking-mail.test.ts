import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createSmtpSender } from "~/platform/mailer.server.ts";
import { deliverDueMessages } from "~/platform/outbox.server.ts";
import { startFakeSmtp } from "../../../tests/support/fake-smtp.ts";
import { bookingIcs, buildCustomerMail, buildOwnerBookingMail, type BookingForMail } from "./booking-mail.ts";
import { depositRule } from "./booking-format.ts";

// 10 March 2026 is two days after the spring change: 9:30 AM CDT is 14:30 UTC.
// 3 November 2026 is two days after the fall change: 9:30 AM CST is 15:30 UTC.
const base: BookingForMail = {
  id: "bk_0123456789abcdefghij",
  status: "confirmed",
  crew: 1,
  arrivesAt: new Date("2026-03-10T14:30:00Z"),
  jobEndsAt: new Date("2026-03-10T17:00:00Z"),
  areaSlug: "destin",
  address: "400 Harbor Blvd, Destin, FL 32541",
  customerName: "Dana <b>Reyes</b>",
  customerPhone: "+18505550100",
  customerEmail: "dana@example.com",
  summary: "Ceramic tint for a sedan or coupe: front sides 35%, back sides 15%, rear glass 15%.",
  priceCents: 29900,
  depositCents: 5000,
  durationMinutes: 150,
  medicalExemption: false,
  createdAt: new Date("2026-03-01T12:00:00Z"),
};

describe("booking messages", () => {
  it("the owner's notification shows a bidi override in the customer's text as a marker, isolated, never the override", () => {
    const mail = buildOwnerBookingMail(
      { ...base, customerName: "Bob\u202Egnp.exe", address: "12 Gulf\u2066 Blvd\u2069, Destin, FL 32541" },
      "confirmed",
      "owner@example.com",
    );
    expect(mail.subject).toMatch(/, Bob\[U\+202E\]gnp\.exe$/);
    expect(mail.text).toMatch(/Name: +Bob\[U\+202E\]gnp\.exe/);
    expect(mail.text).toContain("12 Gulf[U+2066] Blvd[U+2069], Destin");
    expect(mail.html).toMatch(
      /<span dir="auto" style="unicode-bidi:isolate">Bob<span [^>]*>\[U\+202E\]<\/span>gnp\.exe<\/span>/,
    );
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it("the calendar file has the visit's instants in UTC, right on both sides of a daylight-saving change", () => {
    const spring = bookingIcs(base);
    expect(spring).toContain("DTSTART:20260310T143000Z");
    expect(spring).toContain("DTEND:20260310T170000Z");
    expect(spring).toContain("LOCATION:400 Harbor Blvd\\, Destin\\, FL 32541");
    const fall = bookingIcs({
      ...base,
      arrivesAt: new Date("2026-11-03T15:30:00Z"),
      jobEndsAt: new Date("2026-11-03T18:00:00Z"),
    });
    expect(fall).toContain("DTSTART:20261103T153000Z");
  });

  it("the customer's email says when in Central Time, the deposit rule and the manage link; HTML escapes what was typed", () => {
    const mail = buildCustomerMail(base, "confirmed", { manageUrl: "https://site.example/book/manage/abc" });
    expect(mail.subject).toBe(
      "Your appointment is booked: Tuesday, March 10, arriving between 9:30 AM and 10:00 AM (CDT)",
    );
    expect(mail.text).toContain("https://site.example/book/manage/abc");
    expect(mail.text).toContain(depositRule(5000));
    expect(mail.html).toContain("Dana &lt;b&gt;Reyes&lt;/b&gt;");
    expect(mail.attachments![0]!.filename).toBe("appointment.ics");
    const fall = buildCustomerMail({ ...base, arrivesAt: new Date("2026-11-03T15:30:00Z") }, "moved", {
      manageUrl: "https://x.example/m",
    });
    expect(fall.subject).toContain("Tuesday, November 3, arriving between 9:30 AM and 10:00 AM (CST)");
    const cancelled = buildCustomerMail({ ...base, status: "cancelled" }, "cancelled", {
      manageUrl: "",
      refunded: true,
    });
    expect(cancelled.text).toContain("deposit is refunded");
    expect(cancelled.attachments).toBeNull();
  });

  it("the owner's notification names the customer and replies to them", () => {
    const mail = buildOwnerBookingMail(base, "confirmed", "owner@example.com");
    expect(mail.subject).toMatch(/^New booking 01234567: Tuesday, March 10/);
    expect(mail.text).toContain("(850) 555-0100");
    expect(mail.replyTo).toBe("dana@example.com");
  });
});

describe(`booking messages through the outbox and SMTP (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: DbHandle;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await handle.close();
  });

  it("sends the customer's confirmation with its .ics attached", async () => {
    const mail = buildCustomerMail(base, "confirmed", { manageUrl: "https://site.example/book/manage/abc" });
    await handle.db.insert(t.outboxMessages).values({
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments,
    });
    const report = await deliverDueMessages(handle.db, createSmtpSender(smtp.url), "site@example.com");
    expect(report.sent).toBe(1);
    const [received] = smtp.received;
    expect(received!.to).toEqual(["dana@example.com"]);
    expect(received!.text).toContain("https://site.example/book/manage/abc");
    expect(received!.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=appointment\.ics/i);
    expect(received!.raw).toMatch(/Content-Disposition: attachment; filename=appointment\.ics/i);
    const ics = /filename=appointment\.ics\r?\n(?:.*\r?\n)*?\r?\n([\s\S]*?)\r?\n--/.exec(received!.raw)?.[1] ?? "";
    const decoded = /BEGIN:VCALENDAR/.test(ics) ? ics : Buffer.from(ics.replace(/\s+/g, ""), "base64").toString("utf8");
    expect(decoded).toContain("DTSTART:20260310T143000Z");
  });
});
