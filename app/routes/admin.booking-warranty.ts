import { eq } from "drizzle-orm";
import type { Route } from "./+types/admin.booking-warranty";
import { bookings } from "~/db/schema.ts";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { certificateResponse } from "~/features/jobs/certificate-response.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// GET /admin/bookings/:bookingId/warranty.pdf: the job's warranty certificate, kept in the console (issue 25).
export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "staff");
  const db = await servicesOf(args.context).db();
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, args.params.bookingId));
  return certificateResponse(db, booking);
}
