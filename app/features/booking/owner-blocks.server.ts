import { TZDate } from "@date-fns/tz";
import { asc } from "drizzle-orm";
import { business } from "~/config/business.ts";
import type { BlockedHours, BookingConfig, LocalDate, LocalTime, Weekday } from "~/config/booking.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookingBlocks } from "~/db/schema.ts";
import { localDayOf } from "./slots.ts";

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

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const minutesOfDay = (instant: Date) => {
  const local = new TZDate(instant.getTime(), business.hours.timeZone);
  return local.getHours() * 60 + local.getMinutes();
};
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

type BlockTimes = Pick<BookingBlockRow, "date" | "weekday" | "fromTime" | "toTime" | "crew">;

/**
 * Whether an owner's block falls on a booking's visit (the crew's arrival to
 * the job's end, its day in the business's time zone): a block never cancels a
 * booking, so the console flags the booking for the owner to call.
 */
export function blockCovers(block: BlockTimes, b: { arrivesAt: Date; jobEndsAt: Date; crew: number }): boolean {
  const day = localDayOf(b.arrivesAt);
  const weekday = WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()];
  if (block.date ? block.date !== day : block.weekday !== weekday) return false;
  if (block.crew !== null && block.crew !== b.crew) return false;
  if (block.fromTime === null || block.toTime === null) return true;
  return minutesOfDay(b.arrivesAt) < minutesOf(block.toTime) && minutesOf(block.fromTime) < minutesOfDay(b.jobEndsAt);
}

/** The flag a booking under an owner's block carries in the console, or null. */
export function blockFlagOf(
  b: { status: string; arrivesAt: Date; jobEndsAt: Date; crew: number },
  blocks: readonly BookingBlockRow[],
): string | null {
  if (b.status !== "confirmed" && b.status !== "held") return null;
  const block = blocks.find((x) => blockCovers(x, b));
  if (!block) return null;
  const hours = block.fromTime && block.toTime ? `${block.fromTime} to ${block.toTime}` : "all day";
  const when = block.date ?? `every ${block.weekday}`;
  return `Under your block (${when}, ${hours}${block.reason ? `: ${block.reason}` : ""}): call the customer to move it`;
}
