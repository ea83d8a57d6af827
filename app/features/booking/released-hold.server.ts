import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { bookings } from "~/db/schema.ts";
import { formatUsPhone } from "~/features/quote/fields.ts";

// A payment cancelled on the payment page comes back to /book/when with the
// hold's id (?held=, in the order's cancel address): the page fills in again
// what the visitor typed, from the released hold itself. Only a hold that was
// never booked and released within the last hours answers; the id is random.

const HELD_ID = /^bk_[a-f0-9]{20}$/;
const RESTORE_WITHIN_MS = 6 * 60 * 60_000;

export type RestoredDetails = { name: string; phone: string; email: string; address: string; slot: string };

export async function releasedHoldDetails(
  db: Db,
  id: string | null,
  now = new Date(),
): Promise<RestoredDetails | null> {
  if (!id || !HELD_ID.test(id)) return null;
  const [hold] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!hold || hold.status !== "expired") return null;
  if (now.getTime() - hold.createdAt.getTime() > RESTORE_WITHIN_MS) return null;
  return {
    name: hold.customerName,
    phone: formatUsPhone(hold.customerPhone),
    email: hold.customerEmail,
    address: hold.address,
    slot: hold.arrivesAt.toISOString(),
  };
}
