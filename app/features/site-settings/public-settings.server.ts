import type { RouterContextProvider } from "react-router";
import { business } from "~/config/business.ts";
import { openingHoursSpecification } from "~/config/opening-hours.ts";
import { processLogger } from "~/lib/logger.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { getSiteSettings } from "./settings.server.ts";
import type { SiteHours } from "./site-hours.ts";

/**
 * The hours the public pages show, from the effective settings. A page
 * rendered at build time (no services) gets app/config's; so does a request
 * while the database cannot be read (logged): the page still renders.
 */
export async function siteHoursOf(context: Readonly<RouterContextProvider>): Promise<SiteHours> {
  let services;
  try {
    services = servicesOf(context);
  } catch {
    return fromConfig();
  }
  try {
    const { hours } = await getSiteSettings(await services.db());
    return {
      label: hours.label,
      range: hours.range,
      long: hours.long,
      openingHours: openingHoursSpecification(hours.week),
    };
  } catch (error) {
    processLogger.warn("business settings unreadable: the pages show app/config's hours", describeErrorForLog(error));
    return fromConfig();
  }
}

const fromConfig = (): SiteHours => ({
  label: business.hours.label,
  range: business.hours.range,
  long: business.hours.long,
  openingHours: openingHoursSpecification(business.hours.week),
});
