// Opening hours by weekday, and the words and figures every page derives from
// them (the footer's "Mon-Sun 7AM-7PM", the JSON-LD's openingHoursSpecification,
// the assistant's sentences). Pure: the defaults in business.ts and the owner's
// hours from the console (features/site-settings) are described the same way.

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekdayName = (typeof WEEKDAYS)[number];

/** One weekday's hours: closed, or open from `opens` to `closes` ("07:00", 24-hour clock). */
export type DayHours = { open: boolean; opens: string; closes: string };
export type WeekHours = Record<WeekdayName, DayHours>;

/** "07:00" -> "7AM" (short) or "7:00 AM" (long); "19:30" -> "7:30PM" or "7:30 PM". */
export function formatClockTime(time: string, style: "short" | "long"): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const clock = `${hours % 12 || 12}${style === "long" || minutes !== 0 ? `:${String(minutes).padStart(2, "0")}` : ""}`;
  return `${clock}${style === "long" ? " " : ""}${hours < 12 ? "AM" : "PM"}`;
}

/** The same hours every weekday. */
export const everyDay = (opens: string, closes: string): WeekHours =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, { open: true, opens, closes }])) as WeekHours;

/** Consecutive weekdays (Monday first) with the same hours, open ones only. */
export type HoursGroup = { days: WeekdayName[]; opens: string; closes: string };

export function groupWeek(week: WeekHours): HoursGroup[] {
  const groups: HoursGroup[] = [];
  let previous: WeekdayName | null = null;
  for (const day of WEEKDAYS) {
    const h = week[day];
    const last = groups[groups.length - 1];
    if (
      h.open &&
      last &&
      previous &&
      last.days.includes(previous) &&
      last.opens === h.opens &&
      last.closes === h.closes
    )
      last.days.push(day);
    else if (h.open) groups.push({ days: [day], opens: h.opens, closes: h.closes });
    previous = day;
  }
  return groups;
}

const short = (day: WeekdayName) => day.slice(0, 3);
const dayRange = (days: readonly WeekdayName[], name: (d: WeekdayName) => string, to: string) =>
  days.length === 1 ? name(days[0]!) : `${name(days[0]!)}${to}${name(days[days.length - 1]!)}`;

/** What the site shows of the week's hours, derived once from the table. */
export type HoursDescription = {
  /** "7AM-7PM" when every open day keeps the same hours, else the label. */
  range: string;
  /** "Mon-Sun 7AM-7PM" or "Mon-Fri 7AM-7PM, Sat 8AM-2PM". */
  label: string;
  /** "Open every day, 7:00 AM to 7:00 PM" or "Open Monday to Friday, 7:00 AM to 7:00 PM; Saturday, 8:00 AM to 2:00 PM". */
  long: string;
  /** The usual hours (those of most open days): the offline assistant's and the slot grid's simple case. */
  opens: string;
  closes: string;
  /** The open weekdays, Monday first. */
  days: WeekdayName[];
  week: WeekHours;
};

export function describeWeek(week: WeekHours): HoursDescription {
  const groups = groupWeek(week);
  const shortRange = (g: HoursGroup) => `${formatClockTime(g.opens, "short")}-${formatClockTime(g.closes, "short")}`;
  const days = WEEKDAYS.filter((d) => week[d].open);
  const usual = [...groups].sort((a, b) => b.days.length - a.days.length)[0];
  const sameHours = groups.every((g) => g.opens === usual?.opens && g.closes === usual?.closes);
  const label = groups.length
    ? groups.map((g) => `${dayRange(g.days, short, "-")} ${shortRange(g)}`).join(", ")
    : "Closed";
  const longOf = (g: HoursGroup) => `${formatClockTime(g.opens, "long")} to ${formatClockTime(g.closes, "long")}`;
  const long =
    groups.length === 0
      ? "Closed"
      : days.length === 7 && sameHours
        ? `Open every day, ${longOf(groups[0]!)}`
        : `Open ${groups.map((g) => `${dayRange(g.days, (d) => d, " to ")}, ${longOf(g)}`).join("; ")}`;
  return {
    range: sameHours && usual ? shortRange(usual) : label,
    label,
    long,
    opens: usual?.opens ?? "00:00",
    closes: usual?.closes ?? "00:00",
    days,
    week,
  };
}

/** schema.org's openingHoursSpecification: one entry per run of weekdays with the same hours. */
export function openingHoursSpecification(week: WeekHours) {
  return groupWeek(week).map((g) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }));
}
