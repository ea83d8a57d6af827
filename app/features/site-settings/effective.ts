import { booking as defaultBooking, type BookingConfig, type LocalDate } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { customerMessages, type CustomerMessagesConfig } from "~/config/customer-messages.ts";
import { describeWeek, WEEKDAYS, type HoursDescription, type WeekHours } from "~/config/opening-hours.ts";
import { federalHolidaysFrom, type Holiday } from "./holidays.ts";
import type { SettingsForm, StoredSettings } from "./schema.ts";

// The effective settings: app/config's defaults overlaid by what the owner
// saved in the console. Pure, so the merge is tested without a database.

export type EffectiveHours = HoursDescription & { timeZone: string };

export type SiteSettings = {
  hours: EffectiveHours;
  /** This year's and next year's federal holidays, each closed unless the owner works it. */
  federal: (Holiday & { closed: boolean })[];
  ownHolidays: Holiday[];
  /** Every day closed for a holiday (federal and the owner's own), in date order. */
  holidays: Holiday[];
  /** The booking rules with the owner's values, the holidays as days off and the week's hours. */
  booking: BookingConfig;
  /** When the business writes to customers: reminders, review requests, invoice reminders. */
  messages: CustomerMessagesConfig;
};

/** The effective settings for a year (this year's and next year's holidays). */
export function effectiveSettings(stored: StoredSettings, year: number): SiteSettings {
  const week: WeekHours = stored.week ?? business.hours.week;
  const worked = new Set(stored.workedHolidays ?? []);
  const federal = federalHolidaysFrom(year).map((h) => ({ ...h, closed: !worked.has(h.date) }));
  const ownHolidays = [...(stored.ownHolidays ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const holidays = [...federal.filter((h) => h.closed).map(({ date, name }) => ({ date, name })), ...ownHolidays].sort(
    (a, b) => a.date.localeCompare(b.date),
  );
  const hours = { ...describeWeek(week), timeZone: business.hours.timeZone };
  const booking: BookingConfig = {
    ...defaultBooking,
    ...pick(stored, ["minLeadHours", "holdMinutes", "depositCents", "depositPercent", "crews", "travel"]),
    daysOff: [...defaultBooking.daysOff, ...holidays.map((h) => h.date as LocalDate)],
    hours,
  };
  const messages: CustomerMessagesConfig = { ...customerMessages, ...stored.messages };
  return { hours, federal, ownHolidays, holidays, booking, messages };
}

function pick<T extends object, K extends keyof T>(o: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}

/** The holiday on a local day, or undefined. */
export const holidayOn = (settings: Pick<SiteSettings, "holidays">, day: string): Holiday | undefined =>
  settings.holidays.find((h) => h.date === day);

/** The console form's values for the effective settings (and a few blank rows for new days off). */
export function formValuesOf(settings: SiteSettings) {
  const b = settings.booking;
  return {
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, { ...settings.hours.week[d] }])),
    federal: settings.federal.filter((h) => h.closed).map((h) => h.date),
    own: settings.ownHolidays.map((h) => ({ date: h.date, name: h.name })),
    minLeadHours: b.minLeadHours,
    holdMinutes: b.holdMinutes,
    depositKind: b.depositPercent === null ? ("fixed" as const) : ("percent" as const),
    depositDollars: b.depositCents / 100,
    depositPercent: b.depositPercent ?? undefined,
    crews: b.crews,
    travel: { ...b.travel },
    messages: {
      reminderHoursBefore: settings.messages.reminderHoursBefore,
      reviewRequestHoursAfter: settings.messages.reviewRequestHoursAfter,
      reviewReminderDays: settings.messages.reviewReminderDays,
      invoiceFirstReminderDays: settings.messages.invoiceReminderDays[0],
      invoiceSecondReminderDays: settings.messages.invoiceReminderDays[1],
    },
  };
}

/**
 * The document stored for a form's values: the federal holidays left unticked
 * are kept as the days worked; times of a closed day are kept as they were typed
 * (the defaults' when none), so ticking it open again brings them back.
 */
export function storedOf(form: SettingsForm, current: SiteSettings): Required<StoredSettings> {
  const week = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const f = form.hours[d];
      const before = current.hours.week[d];
      return [d, { open: f.open, opens: f.opens ?? before.opens, closes: f.closes ?? before.closes }];
    }),
  ) as WeekHours;
  const ticked = new Set(form.federal);
  return {
    week,
    workedHolidays: current.federal.filter((h) => !ticked.has(h.date)).map((h) => h.date),
    ownHolidays: form.own,
    minLeadHours: form.minLeadHours,
    holdMinutes: form.holdMinutes,
    depositCents:
      form.depositKind === "fixed" && form.depositDollars !== undefined
        ? Math.round(form.depositDollars * 100)
        : current.booking.depositCents,
    depositPercent: form.depositKind === "percent" ? (form.depositPercent ?? null) : null,
    crews: form.crews,
    travel: form.travel,
    messages: {
      reminderHoursBefore: form.messages.reminderHoursBefore,
      reviewRequestHoursAfter: form.messages.reviewRequestHoursAfter,
      reviewReminderDays: form.messages.reviewReminderDays,
      invoiceReminderDays: [form.messages.invoiceFirstReminderDays, form.messages.invoiceSecondReminderDays],
    },
  };
}
