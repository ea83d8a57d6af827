import type { WeekHours } from "~/config/opening-hours.ts";

type Hours = { opens: string; closes: string; days: readonly string[]; timeZone: string; week?: WeekHours };

/** A weekday's hours: the week's table when there is one, else the one range on the open days. */
export function hoursOn(hours: Hours, weekday: string): { open: boolean; opens: string; closes: string } {
  const day = hours.week?.[weekday as keyof WeekHours];
  const open = hours.days.includes(weekday) && (day?.open ?? true);
  return day ? { ...day, open } : { open, opens: hours.opens, closes: hours.closes };
}

/** "07:00" -> "7:00 AM", "19:00" -> "7:00 PM". */
export function formatClock(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h >= 12 ? "PM" : "AM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** The business's local weekday and minutes after midnight at an instant. */
export function localTime(now: Date, timeZone: string): { weekday: string; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: get("weekday"), minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

export type OpenState = { open: true } | { open: false; opensLaterToday: boolean; nextDay: string };

/** Whether the business is open at an instant, in its own time zone. */
export function openState(hours: Hours, now: Date): OpenState {
  const { weekday, minutes } = localTime(now, hours.timeZone);
  const days: readonly string[] = hours.days;
  const today = hoursOn(hours, weekday);
  const openToday = today.open;
  if (openToday && minutes >= toMinutes(today.opens) && minutes < toMinutes(today.closes)) return { open: true };
  if (openToday && minutes < toMinutes(today.opens)) return { open: false, opensLaterToday: true, nextDay: weekday };
  const week = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const start = week.indexOf(weekday);
  for (let i = 1; i <= 7; i++) {
    const day = week[(start + i) % 7]!;
    if (days.includes(day)) return { open: false, opensLaterToday: false, nextDay: day };
  }
  return { open: false, opensLaterToday: false, nextDay: "" };
}

/** "every day, Monday to Sunday" or "Monday, Tuesday and Friday". */
export function describeDays(days: readonly string[]): string {
  if (days.length === 7) return `every day, ${days[0]} to ${days[6]}`;
  return days.length <= 1 ? days.join("") : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
}
