import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "~/config/business.ts";
import { everyDay, openingHoursSpecification } from "~/config/opening-hours.ts";
import type { DbHandle } from "~/db/client.server.ts";
import { consoleSettings } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { listAudit } from "~/features/admin/audit.server.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { effectiveSettings, formValuesOf, storedOf } from "./effective.ts";
import { settingsFormSchema } from "./schema.ts";
import { getSiteSettings, saveSiteSettings, SITE_SETTINGS_KEY } from "./settings.server.ts";

/** The form's values as the browser posts them (Conform's names). */
function formOf(values: Record<string, unknown>, prefix = "", form = new FormData()): FormData {
  for (const [k, v] of Object.entries(values)) {
    const name = prefix ? (Array.isArray(values) ? `${prefix}[${k}]` : `${prefix}.${k}`) : k;
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) for (const x of v) form.append(name, x);
    else if (v !== null && typeof v === "object") formOf(v as Record<string, unknown>, name, form);
    else if (v === true) form.append(name, "on");
    else if (v !== false && v !== undefined) form.append(name, String(v));
  }
  return form;
}

const defaults = effectiveSettings({}, 2026);

describe("the effective settings: app/config's defaults overlaid by the owner's", () => {
  it("with nothing saved: the config's hours every day, its booking rules, every federal holiday closed", () => {
    expect(defaults.hours.label).toBe(business.hours.label);
    expect(defaults.hours.range).toBe(business.hours.range);
    expect(defaults.hours.long).toBe(business.hours.long);
    expect(defaults.booking.minLeadHours).toBe(24);
    expect(defaults.booking.depositCents).toBe(5000);
    expect(defaults.holidays.map((h) => h.name)).toContain("Thanksgiving Day");
    expect(defaults.booking.daysOff).toContain("2026-11-26");
    expect(defaults.booking.daysOff).toContain("2027-12-24");
  });

  it("a saved Saturday, a worked holiday and an own day off: the labels, the JSON-LD and the days off follow", () => {
    const week = { ...everyDay("07:00", "19:00"), Saturday: { open: true, opens: "08:00", closes: "14:00" } };
    week.Sunday = { ...week.Sunday, open: false };
    const s = effectiveSettings(
      {
        week,
        workedHolidays: ["2026-10-12"],
        ownHolidays: [{ date: "2026-12-24", name: "Christmas Eve" }],
        depositPercent: 20,
        crews: 2,
      },
      2026,
    );
    expect(s.hours.label).toBe("Mon-Fri 7AM-7PM, Sat 8AM-2PM");
    expect(s.hours.long).toBe("Open Monday to Friday, 7:00 AM to 7:00 PM; Saturday, 8:00 AM to 2:00 PM");
    expect(s.hours.days).not.toContain("Sunday");
    expect(openingHoursSpecification(s.hours.week)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "19:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "14:00" },
    ]);
    expect(s.booking.daysOff).not.toContain("2026-10-12");
    expect(s.holidays).toContainEqual({ date: "2026-12-24", name: "Christmas Eve" });
    expect(s.booking).toMatchObject({ depositPercent: 20, crews: 2, holdMinutes: 15 });
  });
});

describe("the settings form's checks", () => {
  const good = formValuesOf(defaults);

  it("accepts the defaults as the form shows them", () => {
    const submission = parseWithZod(formOf(good), { schema: settingsFormSchema });
    expect(submission.status).toBe("success");
  });

  it("names each wrong field in its own words", () => {
    const bad = {
      ...good,
      hours: { ...good.hours, Saturday: { open: true, opens: "14:00", closes: "08:00" } },
      own: [{ date: "2026-02-30", name: "" }],
      minLeadHours: "-1",
      holdMinutes: "two",
      depositKind: "percent",
      depositPercent: "",
      crews: "0",
      messages: { ...good.messages, reminderHoursBefore: "0", invoiceSecondReminderDays: "2" },
    };
    const submission = parseWithZod(formOf(bad), { schema: settingsFormSchema });
    if (submission.status !== "error") throw new Error("the form was accepted");
    expect(submission.error).toMatchObject({
      "hours.Saturday.closes": ["Closing comes after opening."],
      "own[0].date": ["Give the date, like 2026-12-24."],
      "own[0].name": ["Name the day, like Christmas Eve."],
      minLeadHours: ["The lead time is at least 0 hours."],
      holdMinutes: ["Enter the hold time as a number of minutes."],
      depositPercent: ["Enter the share as a percentage, like 20."],
      crews: ["The number of crews is at least 1."],
      "messages.reminderHoursBefore": ["The reminder time is at least 1 hour."],
      "messages.invoiceSecondReminderDays": ["The second reminder comes after the first."],
    });
  });

  it("the messages' timing: the config's by default, the owner's once saved", () => {
    expect(defaults.messages).toMatchObject({ reminderHoursBefore: 24, invoiceReminderDays: [3, 7] });
    const submission = parseWithZod(
      formOf({
        ...good,
        messages: {
          reminderHoursBefore: "48",
          reviewRequestHoursAfter: "2",
          reviewReminderDays: "5",
          invoiceFirstReminderDays: "4",
          invoiceSecondReminderDays: "10",
        },
      }),
      { schema: settingsFormSchema },
    );
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const saved = effectiveSettings(storedOf(submission.value, defaults), 2026);
    expect(saved.messages).toEqual({
      reminderHoursBefore: 48,
      quietHours: defaults.messages.quietHours,
      reviewRequestHoursAfter: 2,
      reviewReminderDays: 5,
      invoiceReminderDays: [4, 10],
    });
    expect(formValuesOf(saved).messages.invoiceSecondReminderDays).toBe(10);
  });

  it("a closed day needs no times, and empty own rows are dropped", () => {
    const values = {
      ...good,
      hours: { ...good.hours, Sunday: { open: false, opens: "", closes: "" } },
      own: [
        { date: "", name: "" },
        { date: "2026-12-31", name: "Inventory" },
      ],
    };
    const submission = parseWithZod(formOf(values), { schema: settingsFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.hours.Sunday.open).toBe(false);
    expect(submission.value.own).toEqual([{ date: "2026-12-31", name: "Inventory" }]);
  });
});

describe(`saved settings (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
  }, 60_000);
  afterAll(async () => handle.close());
  const now = new Date("2026-11-23T15:00:00Z");

  it("a save is audited with before and after, and the next read has it", async () => {
    const owner = ownerUser();
    const values = formValuesOf(await getSiteSettings(handle.db, now));
    const form = formOf({
      ...values,
      hours: { ...values.hours, Saturday: { open: true, opens: "08:00", closes: "14:00" } },
      federal: values.federal.filter((d) => d !== "2026-11-26"),
      own: [{ date: "2026-12-24", name: "Christmas Eve" }],
      minLeadHours: 48,
    });
    const submission = parseWithZod(form, { schema: settingsFormSchema });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    await saveSiteSettings(handle.db, owner, submission.value, now);
    const s = await getSiteSettings(handle.db, now);
    expect(s.hours.week.Saturday).toEqual({ open: true, opens: "08:00", closes: "14:00" });
    expect(s.booking.minLeadHours).toBe(48);
    expect(s.booking.daysOff).not.toContain("2026-11-26");
    expect(s.holidays).toContainEqual({ date: "2026-12-24", name: "Christmas Eve" });
    const { rows } = await listAudit(handle.db);
    expect(rows[0]).toMatchObject({ action: "settings.business", actorEmail: owner.email, before: {} });
    expect(rows[0]!.after).toMatchObject({ workedHolidays: ["2026-11-26"], minLeadHours: 48 });
  });

  it("a stored document that fails its checks falls back to the defaults", async () => {
    await handle.db
      .update(consoleSettings)
      .set({ value: JSON.stringify({ minLeadHours: "soon", crews: 0 }) })
      .where(eqKey());
    const { contentChanged } = await import("~/platform/content-version.server.ts");
    contentChanged();
    const s = await getSiteSettings(handle.db, now);
    expect(s.booking.minLeadHours).toBe(24);
    expect(s.hours.label).toBe(business.hours.label);
  });
});

const eqKey = () => eq(consoleSettings.key, SITE_SETTINGS_KEY);
