const long = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2026-03-14" -> "March 14, 2026" (dates are calendar days, read as UTC). */
export function formatDate(isoDay: string): string {
  return long.format(new Date(`${isoDay}T00:00:00Z`));
}
