import type { Db } from "~/db/client.server.ts";
import { readBookingVariants } from "~/features/catalog/for-booking.server.ts";
import type { JobChoice } from "./choice.ts";
import { estimateFromVariants, productsFor, type Estimate } from "./estimate.ts";

export type { Estimate } from "./estimate.ts";

/**
 * The estimate of a checked choice, priced from the catalogue as it is in the
 * database now (never a cached copy): every booking step calls this again.
 */
export async function estimateJob(db: Db, choice: JobChoice): Promise<Estimate> {
  return estimateFromVariants(await readBookingVariants(db, productsFor(choice)), choice);
}
