import { useRouteLoaderData } from "react-router";
import { business } from "~/config/business.ts";
import type { openingHoursSpecification } from "~/config/opening-hours.ts";

// The few strings of the owner's hours every public page shows (the footer,
// the calls to action, the home page's contact band), with the JSON-LD's
// openingHoursSpecification: the root loader reads them from the effective
// settings (public-settings.server.ts); components read them here, never the
// whole settings.

export type SiteHours = {
  /** "Mon-Sun 7AM-7PM" */
  label: string;
  /** "7AM-7PM", or the label when the days differ */
  range: string;
  /** "Open every day, 7:00 AM to 7:00 PM" */
  long: string;
  openingHours: ReturnType<typeof openingHoursSpecification>;
};

/** Whether every day keeps the same hours ("Mon-Sun 7AM-7PM"). */
export const openEveryDay = (hours: Pick<SiteHours, "label" | "range">): boolean =>
  hours.label === `Mon-Sun ${hours.range}`;

/** The effective hours as the root loader gave them (app/config's when it gave none). */
export function useSiteHours(): Omit<SiteHours, "openingHours"> {
  const data = useRouteLoaderData("root") as { hours?: SiteHours } | undefined;
  return data?.hours ?? business.hours;
}
