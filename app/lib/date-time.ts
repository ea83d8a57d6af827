import { business } from "~/config/business.ts";

const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: business.hours.timeZone,
});

/** A moment in the business's time zone, for the owner: "Jun 1, 2026, 10:00 AM". */
export function formatDateTime(date: Date | string): string {
  return dateTime.format(typeof date === "string" ? new Date(date) : date);
}
