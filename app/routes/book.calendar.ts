import type { Route } from "./+types/book.calendar";
import { bookingIcs, icsSequence } from "~/features/booking/booking-mail.ts";
import { getBookingByToken } from "~/features/booking/bookings.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

/** GET /book/manage/:token/appointment.ics: the confirmed appointment as a calendar file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await getBookingByToken(await servicesOf(context).db(), params.token);
  if (!booking || booking.status !== "confirmed") return jsonError(404, "No confirmed appointment at this address");
  return new Response(bookingIcs(booking, { sequence: icsSequence(booking) }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="appointment.ics"',
      "Cache-Control": "no-store",
    },
  });
}
