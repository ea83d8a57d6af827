// The owner's scheduling settings for online booking (issue 15), until the
// owner's console edits them. The business hours and time zone stay in
// business.ts; the areas and their distances in areas.ts. The slot calculator
// (app/features/booking/slots.ts) reads everything from here.

/** A calendar day in the business's time zone: "2026-12-25". */
export type LocalDate = `${number}-${number}-${number}`;
/** A wall-clock time in the business's time zone: "12:00". */
export type LocalTime = `${number}:${number}`;
export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/**
 * Hours when no job may run: one date, or every given weekday; every crew, or one.
 * A crew's whole visit (travel included) must stay out of them.
 */
export type BlockedHours = {
  from: LocalTime;
  to: LocalTime;
  crew?: number;
  reason?: string;
} & ({ date: LocalDate; weekday?: never } | { weekday: Weekday; date?: never });

export type BookingConfig = {
  /** Crews working in parallel, numbered 1..crews. */
  crews: number;
  /** Whole days without bookings: a date, or a weekday for every week. */
  daysOff: readonly (LocalDate | Weekday)[];
  blockedHours: readonly BlockedHours[];
  /** Arrival times offered are this many minutes apart, from the opening time. */
  slotStepMinutes: number;
  /** The deposit: a fixed amount, unless depositPercent is set (then that share of the job's price). */
  depositCents: number;
  depositPercent: number | null;
  /** How long a slot is held while the visitor pays the deposit. */
  holdMinutes: number;
  /** The earliest slot starts at least this long after now. */
  minLeadHours: number;
  /** A customer may reschedule or cancel up to this long before the slot. */
  changeCutoffHours: number;
  /**
   * Travel time from the home town: baseMinutes + minutesPerMile x the area's
   * distance, rounded up to roundToMinutes. Two minutes a mile is 30 mph, the
   * pace of US-98 with its lights and summer traffic; the base covers loading
   * and parking at both ends.
   */
  travel: { baseMinutes: number; minutesPerMile: number; roundToMinutes: number };
};

export const booking: BookingConfig = {
  crews: 1,
  daysOff: [],
  blockedHours: [],
  slotStepMinutes: 30,
  depositCents: 5000,
  depositPercent: null,
  holdMinutes: 15,
  minLeadHours: 24,
  changeCutoffHours: 24,
  travel: { baseMinutes: 10, minutesPerMile: 2, roundToMinutes: 5 },
};

/** The deposit for a job of this price, in cents: never more than the price itself. */
export function depositCentsFor(
  priceCents: number,
  config: Pick<BookingConfig, "depositCents" | "depositPercent"> = booking,
): number {
  const deposit =
    config.depositPercent === null ? config.depositCents : Math.round((priceCents * config.depositPercent) / 100);
  return Math.max(0, Math.min(deposit, priceCents));
}
