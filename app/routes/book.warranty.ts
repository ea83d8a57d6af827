import type { Route } from "./+types/book.warranty";
import { getBookingByToken } from "~/features/booking/bookings.server.ts";
import { certificateResponse } from "~/features/jobs/certificate-response.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

/** GET /book/manage/:token/warranty.pdf: the customer's warranty certificate, from their booking's page (issue 25). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  return certificateResponse(db, await getBookingByToken(db, params.token));
}
