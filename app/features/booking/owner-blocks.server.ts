import { asc } from "drizzle-orm";
import type { BlockedHours, BookingConfig, LocalDate, LocalTime, Weekday } from "~/config/booking.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookingBlocks } from "~/db/schema.ts";

// The days off and blocked hours the owner sets in the console (booking_blocks),
// added to the config file's: every slot search and every hold reads them on
// each request, so a day the owner blocks is gone from /book/when at once.

export type BookingBlockRow = typeof bookingBlocks.$inferSelect;

/** The config with the owner's blocks added to its daysOff and blockedHours. */
export function withBlocks(config: BookingConfig, rows: readonly BookingBlockRow[]): BookingConfig {
  if (!rows.length) return config;
  const daysOff = [...config.daysOff];
  const blockedHours = [...config.blockedHours];
  for (const r of rows) {
    const day = r.date ? { date: r.date as LocalDate } : { weekday: r.weekday as Weekday };
    const wholeDay = r.fromTime === null || r.toTime === null;
    if (wholeDay && r.crew === null) {
      daysOff.push(day.date ?? day.weekday!);
      continue;
    }
    const from = (wholeDay ? "00:00" : r.fromTime) as LocalTime;
    const to = (wholeDay ? "23:59" : r.toTime) as LocalTime;
    blockedHours.push({ ...day, from, to, crew: r.crew ?? undefined, reason: r.reason || undefined } as BlockedHours);
  }
  return { ...config, daysOff, blockedHours };
}

export async function readBlocks(db: Db | Tx): Promise<BookingBlockRow[]> {
  return db
    .select()
    .from(bookingBlocks)
    .orderBy(asc(bookingBlocks.date), asc(bookingBlocks.weekday), asc(bookingBlocks.id));
}

/** The config the slot search uses: the file's, with the owner's blocks from the database. */
export async function scheduleConfig(db: Db | Tx, config: BookingConfig): Promise<BookingConfig> {
  return withBlocks(config, await readBlocks(db));
}
