import type { BookingConfig } from "~/config/booking.ts";
import type { Db } from "~/db/client.server.ts";
import { getSiteSettings } from "~/features/site-settings/settings.server.ts";
import { readBookingVariants } from "~/features/catalog/for-booking.server.ts";
import type { JobChoice } from "./choice.ts";
import { estimateFromVariants, productsFor, type Estimate } from "./estimate.ts";

export type { Estimate } from "./estimate.ts";

/**
 * The estimate of a checked choice, priced from the catalogue as it is in the
 * database now (never a cached copy), its deposit by the owner's rule (the
 * effective settings): every booking step calls this again.
 */
export async function estimateJob(
  db: Db,
  choice: JobChoice,
  deposit?: Pick<BookingConfig, "depositCents" | "depositPercent">,
): Promise<Estimate> {
  const rule = deposit ?? (await getSiteSettings(db)).booking;
  return estimateFromVariants(await readBookingVariants(db, productsFor(choice)), choice, rule);
}
