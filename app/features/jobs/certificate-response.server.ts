import { jsonError } from "~/lib/http-error.ts";
import type { Db } from "~/db/client.server.ts";
import type { BookingRow } from "~/features/booking/bookings.server.ts";
import { certificatePdfOf } from "./completion.server.ts";

/** The booking's certificate as a PDF download (the console's and the customer's), or a 404 in JSON. */
export async function certificateResponse(db: Db, booking: BookingRow | undefined): Promise<Response> {
  const made = booking ? await certificatePdfOf(db, booking) : null;
  if (!made) return jsonError(404, "There is no warranty certificate for this booking yet");
  return new Response(Buffer.from(made.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="warranty-${made.code}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
