import { TZDate } from "@date-fns/tz";
import { business } from "~/config/business.ts";
import { customerMessages } from "~/config/customer-messages.ts";

// No text reaches a customer at night (customerMessages.quietHours, 9 PM to
// 8 AM in the business's time zone): one due then waits for the morning.

/** The earliest moment at or after `at` when a text may go: `at` itself, or the end of the quiet hours it falls in. */
export function textAllowedAt(
  at: Date,
  quiet: { start: number; end: number } = customerMessages.quietHours,
  timeZone: string = business.hours.timeZone,
): Date {
  const local = new TZDate(at.getTime(), timeZone);
  const hour = local.getHours();
  const overnight = quiet.start > quiet.end;
  const inQuiet = overnight ? hour >= quiet.start || hour < quiet.end : hour >= quiet.start && hour < quiet.end;
  if (!inQuiet) return at;
  // The morning the quiet hours end: tomorrow when it is still evening, today after midnight.
  const addDay = overnight && hour >= quiet.start ? 1 : 0;
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + addDay, quiet.end, 0, 0, timeZone);
  return new Date(end.getTime());
}

export type QuietHours = { start: number; end: number } | null;

/** TEXT_QUIET_HOURS ("21-8", "none") as quiet hours; unset: the config's. */
export function quietHoursOf(setting: string | undefined): QuietHours {
  if (!setting) return customerMessages.quietHours;
  if (setting === "none") return null;
  const [start, end] = setting.split("-").map(Number) as [number, number];
  return { start, end };
}
