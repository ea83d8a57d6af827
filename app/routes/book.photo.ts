import type { Route } from "./+types/book.photo";
import { getBookingByToken } from "~/features/booking/bookings.server.ts";
import { readCustomerPhoto } from "~/features/jobs/customer-photos.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

/**
 * GET /book/manage/:token/photos/:photo-:width.:format: one size of a photo of the
 * customer's job (issue 25), for their page only: 404 for a wrong token or another
 * booking's photo, and kept by no cache (the link is the customer's key).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  const booking = await getBookingByToken(db, params.token);
  const photo = booking ? await readCustomerPhoto(db, booking.id, params.file) : null;
  if (!photo) return jsonError(404, "No such photo at this address");
  return new Response(new Uint8Array(photo.body), {
    headers: { "Content-Type": photo.type, "Cache-Control": "private, no-store" },
  });
}
