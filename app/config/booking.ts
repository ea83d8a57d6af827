// The defaults of the scheduling settings for online booking (issue 15). The
// owner's values from the console's Settings overlay them, with the holidays as
// days off (features/site-settings: the effective settings the booking flow
// reads). The business hours and time zone stay in business.ts; the areas and
// their distances in areas.ts.

import type { WeekHours } from "./opening-hours.ts";

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
  /**
   * The opening hours by weekday the slots lie within; unset: business.hours
   * (the owner's week from the console's Settings when set, features/site-settings).
   */
  hours?: { timeZone: string; week: WeekHours };
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
  /**
   * The booking horizon: online booking (the slot pages, a hold, a reschedule)
   * reaches this many days past today, Central Time; later dates are booked by phone.
   */
  horizonDays: number;
  /** A customer may reschedule or cancel up to this long before the slot. */
  changeCutoffHours: number;
  /** A cancellation made online in time (before changeCutoffHours): the deposit is refunded, or kept. */
  depositOnCancel: "refund" | "keep";
  /** Slots one visitor address may hold at once while paying (a bot cannot hold the whole week). */
  maxHoldsPerVisitor: number;
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
  horizonDays: 60,
  changeCutoffHours: 24,
  depositOnCancel: "refund",
  maxHoldsPerVisitor: 3,
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

/**
 * How long each job keeps a crew on site, in minutes (travel is added by the
 * slot calculator). The catalogue's own words set the vehicle figures ("about
 * two to three hours" for a sedan); the others are the owner's rule of thumb.
 */
export const jobDurations = {
  /** All side windows and the rear glass, by body type. */
  vehicleTint: { "sedan-coupe": 150, "suv-van-minivan": 180, pickup: 120 },
  /** The visor strip above the windshield's line, added to a vehicle's tint. */
  windshieldStrip: 20,
  /** Paint protection film, by coverage (only coverages sold online are here). */
  ppf: { "partial-front": 240 },
  /**
   * Homes and businesses: a visit to look, meter the glass and measure every
   * window, the final price given there. Base + per window, rounded up.
   */
  lookVisit: { baseMinutes: 45, perWindowMinutes: 2, roundToMinutes: 15 },
} as const;

/**
 * The catalogue products the booking flow prices from (app/db/seed.ts): the
 * same variants the shop sells, read at their current price (sale included).
 * No price is kept here.
 */
export const bookingProducts = {
  /** Ceramic tint packages, one variant per shade; the SUV's also with or without the visor strip. */
  vehicleTint: {
    "sedan-coupe": "ceramic-tint-sedan",
    "suv-van-minivan": "ceramic-tint-suv",
    pickup: "ceramic-tint-truck",
  },
  /** Paint protection film, one variant per finish. */
  ppf: { "partial-front": "ppf-partial-front" },
  /** The look at a home or business: its fee is the deposit, credited against the job. */
  lookVisit: "home-film-consultation",
} as const;

/**
 * Every catalogue product the booking flow prices from. These are booked at
 * /book, never bought through the cart: the shop links them there, the store
 * API calls them not purchasable and checkout refuses their variants
 * (docs/decisions/028).
 */
export const bookingProductIds: readonly string[] = [
  ...new Set<string>([
    ...Object.values(bookingProducts.vehicleTint),
    ...Object.values(bookingProducts.ppf),
    bookingProducts.lookVisit,
  ]),
];

/** Whether this catalogue product is booked online at /book rather than sold through the cart. */
export const isBookedOnline = (productId: string): boolean => bookingProductIds.includes(productId);

/**
 * The range shown for homes and businesses before the look (FACTS.md: home film
 * about $5-12 per square foot installed, commercial film about $7-11): what a
 * window of each size usually measures, and the installed price per square foot.
 * Only a range: the final price is given after the visit.
 */
export const lookEstimate = {
  windowSquareFeet: { small: 6, medium: 15, large: 30 },
  centsPerSquareFoot: { home: { min: 500, max: 1200 }, business: { min: 700, max: 1100 } },
  /** The range is rounded out to whole tens of dollars. */
  roundToCents: 1000,
} as const;
