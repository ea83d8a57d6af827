import { booking as defaultBooking, type BookingConfig } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { formatDollars } from "~/lib/money.ts";

// How a booking's times and deposit rule read, in the business's time zone
// (America/Chicago): one wording for the pages, the emails and the calendar file.

const zone = business.hours.timeZone;
const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "long", month: "long", day: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
const zoneFormat = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" });

/** "Tuesday, March 10" */
export const formatDay = (instant: Date) => dayFormat.format(instant);
/** "9:30 AM" */
export const formatTime = (instant: Date) => timeFormat.format(instant);
/** "CDT" or "CST", as on that date. */
export const zoneName = (instant: Date) =>
  zoneFormat.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? "CT";

/** The arrival window: the crew arrives within one slot step of the time given. */
export function arrivalWindow(arrivesAt: Date, config: BookingConfig = defaultBooking): { from: Date; to: Date } {
  return { from: arrivesAt, to: new Date(arrivesAt.getTime() + config.slotStepMinutes * 60_000) };
}

/** "Tuesday, March 10, arriving between 9:30 AM and 10:00 AM (CDT)" */
export function describeArrival(arrivesAt: Date, config: BookingConfig = defaultBooking): string {
  const w = arrivalWindow(arrivesAt, config);
  return `${formatDay(arrivesAt)}, arriving between ${formatTime(w.from)} and ${formatTime(w.to)} (${zoneName(arrivesAt)})`;
}

export const dollars = formatDollars;

/**
 * The deposit rule, stated before payment and applied on a change: the one
 * place its words live (pages and emails read it from here).
 */
export function depositRule(depositCents: number, config: BookingConfig = defaultBooking): string {
  const hours = config.changeCutoffHours;
  const onCancel =
    config.depositOnCancel === "refund"
      ? "a cancellation gets the deposit back in full"
      : "a cancellation keeps the deposit";
  return (
    `The ${dollars(depositCents)} deposit holds your time and comes off the price on the day. ` +
    `You can reschedule or cancel online until ${hours} hours before your appointment: ${onCancel}. ` +
    `Closer than ${hours} hours, please call us at ${business.phone.display}; the deposit is kept.`
  );
}
