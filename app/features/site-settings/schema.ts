import { z } from "zod";
import { WEEKDAYS } from "~/config/opening-hours.ts";

// The owner's business settings (issue 24 point 5): the form's schema, used by
// the console's action and the form in the browser, and the stored document's,
// which is checked again on every read.

z.config({ jitless: true });

export const NAME_MAX = 80;
export const OWN_HOLIDAYS_MAX = 40;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const isObject = (v: unknown) => typeof v === "object" && v !== null;
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
const isRealDate = (s: string) => {
  const t = new Date(`${s}T12:00:00Z`);
  return DATE.test(s) && t.toISOString().slice(0, 10) === s;
};

/** A whole number typed in a field, with the field's own words for each way it can be wrong. */
const whole = (what: string, min: number, max: number, unit = "") => {
  const of = unit ? ` of ${unit}` : "";
  const n = (x: number) => (unit ? `${x} ${x === 1 ? unit.replace(/s$/, "") : unit}` : String(x));
  return z.preprocess(
    blank,
    z.coerce
      .number({ message: `Enter the ${what} as a number${of}.` })
      .int(`Enter the ${what} as a whole number${of}.`)
      .min(min, `The ${what} is at least ${n(min)}.`)
      .max(max, `The ${what} is at most ${n(max)}.`),
  );
};

const dayForm = z
  .object({
    open: checkbox,
    opens: z.preprocess(blank, z.string().optional()),
    closes: z.preprocess(blank, z.string().optional()),
  })
  .superRefine((d, ctx) => {
    if (!d.open) return;
    if (!d.opens || !TIME.test(d.opens))
      ctx.addIssue({ code: "custom", path: ["opens"], message: "Give the opening time, like 08:00." });
    if (!d.closes || !TIME.test(d.closes))
      ctx.addIssue({ code: "custom", path: ["closes"], message: "Give the closing time, like 18:00." });
    if (d.opens && d.closes && TIME.test(d.opens) && TIME.test(d.closes) && d.closes <= d.opens)
      ctx.addIssue({ code: "custom", path: ["closes"], message: "Closing comes after opening." });
  });

const ownHolidayRow = z.object({
  date: z.preprocess(blank, z.string().optional()),
  name: z.preprocess(blank, z.string().trim().optional()),
});

export const settingsFormSchema = z
  .object({
    hours: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, dayForm])) as Record<(typeof WEEKDAYS)[number], typeof dayForm>,
    ),
    /** The federal holidays ticked as closed (their dates). */
    federal: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string().regex(DATE, "Choose holidays from the list.")),
    ),
    /** The owner's own closed days; rows left empty are ignored. */
    own: z
      .array(ownHolidayRow)
      .default([])
      .superRefine((rows, ctx) => {
        rows.forEach((r, i) => {
          if (!r.date && !r.name) return;
          if (!r.date || !isRealDate(r.date))
            ctx.addIssue({ code: "custom", path: [i, "date"], message: "Give the date, like 2026-12-24." });
          if (!r.name)
            ctx.addIssue({ code: "custom", path: [i, "name"], message: "Name the day, like Christmas Eve." });
          else if (r.name.length > NAME_MAX)
            ctx.addIssue({ code: "custom", path: [i, "name"], message: `Keep the name under ${NAME_MAX} characters.` });
        });
      })
      .transform((rows) => rows.filter((r) => r.date || r.name) as { date: string; name: string }[])
      .refine((rows) => rows.length <= OWN_HOLIDAYS_MAX, `At most ${OWN_HOLIDAYS_MAX} own days off.`),
    minLeadHours: whole("lead time", 0, 336, "hours"),
    holdMinutes: whole("hold time", 5, 120, "minutes"),
    depositKind: z.enum(["fixed", "percent"], { message: "Choose a fixed deposit or a share of the price." }),
    depositDollars: z.preprocess(
      blank,
      z.coerce
        .number({ message: "Enter the deposit in dollars, like 50." })
        .min(1, "The deposit is at least $1.")
        .max(1000, "The deposit is at most $1,000.")
        .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
          message: "Give the deposit in dollars and cents, like 49.99.",
        })
        .optional(),
    ),
    depositPercent: z.preprocess(
      blank,
      z.coerce
        .number({ message: "Enter the share as a percentage, like 20." })
        .int("Enter the share as a whole percentage.")
        .min(1, "The share is at least 1%.")
        .max(100, "The share is at most 100%.")
        .optional(),
    ),
    crews: whole("number of crews", 1, 10),
    travel: z.object({
      baseMinutes: whole("base travel time", 0, 240, "minutes"),
      minutesPerMile: whole("travel time a mile", 0, 30, "minutes"),
      roundToMinutes: whole("rounding", 1, 60, "minutes"),
    }),
    messages: z
      .object({
        reminderHoursBefore: whole("reminder time", 1, 72, "hours"),
        reviewRequestHoursAfter: whole("review request time", 0, 72, "hours"),
        reviewReminderDays: whole("review reminder time", 1, 30, "days"),
        invoiceFirstReminderDays: whole("first invoice reminder", 1, 60, "days"),
        invoiceSecondReminderDays: whole("second invoice reminder", 1, 90, "days"),
      })
      .refine((m) => m.invoiceSecondReminderDays > m.invoiceFirstReminderDays, {
        path: ["invoiceSecondReminderDays"],
        message: "The second reminder comes after the first.",
      }),
  })
  // Checked even when other fields are wrong, so every message shows at once.
  .refine((v) => !(v.depositKind === "fixed" && v.depositDollars === undefined), {
    path: ["depositDollars"],
    message: "Enter the deposit in dollars, like 50.",
    when: (payload) => isObject(payload.value),
  })
  .refine((v) => !(v.depositKind === "percent" && v.depositPercent === undefined), {
    path: ["depositPercent"],
    message: "Enter the share as a percentage, like 20.",
    when: (payload) => isObject(payload.value),
  });

export type SettingsForm = z.infer<typeof settingsFormSchema>;

// The stored document (console_settings, one JSON value): every part optional,
// so a setting added later takes its default, and checked on every read.

const storedDay = z.object({ open: z.boolean(), opens: z.string().regex(TIME), closes: z.string().regex(TIME) });

export const storedSettingsSchema = z
  .object({
    week: z.object(
      Object.fromEntries(WEEKDAYS.map((d) => [d, storedDay])) as Record<(typeof WEEKDAYS)[number], typeof storedDay>,
    ),
    /** Federal holidays the owner works (their observed dates). */
    workedHolidays: z.array(z.string().regex(DATE)),
    ownHolidays: z.array(z.object({ date: z.string().regex(DATE), name: z.string().min(1).max(NAME_MAX) })),
    minLeadHours: z.number().int().min(0).max(336),
    holdMinutes: z.number().int().min(5).max(120),
    depositCents: z.number().int().min(100).max(100_000),
    depositPercent: z.number().int().min(1).max(100).nullable(),
    crews: z.number().int().min(1).max(10),
    travel: z.object({
      baseMinutes: z.number().int().min(0).max(240),
      minutesPerMile: z.number().int().min(0).max(30),
      roundToMinutes: z.number().int().min(1).max(60),
    }),
    /** When the business writes to customers (app/config/customer-messages.ts has the defaults). */
    messages: z.object({
      reminderHoursBefore: z.number().int().min(1).max(72),
      reviewRequestHoursAfter: z.number().int().min(0).max(72),
      reviewReminderDays: z.number().int().min(1).max(30),
      invoiceReminderDays: z.array(z.number().int().min(1).max(90)).length(2),
    }),
  })
  .partial();

export type StoredSettings = z.infer<typeof storedSettingsSchema>;
