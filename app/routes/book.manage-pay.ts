import { data, redirect } from "react-router";
import type { Route } from "./+types/book.manage-pay";
import { startBalancePayment } from "~/features/balance/balance-orders.server.ts";
import { getBookingByToken } from "~/features/booking/bookings.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The customer's "Pay" of their balance, from their booking's page: an order
// for what the invoice says is owed, then the payment page (the test page or
// Stripe Checkout). A refusal goes back to the page, which says why.

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ params }: Route.LoaderArgs) {
  return redirect(`/book/manage/${encodeURIComponent(params.token)}#balance`);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const db = await services.db();
  const booking = await getBookingByToken(db, params.token);
  if (!booking) throw data(null, { status: 404, statusText: "Not Found" });
  const result = await startBalancePayment(db, {
    bookingId: booking.id,
    provider: services.payments,
    origin: new URL(request.url).origin,
  });
  if (result.kind === "redirect") return redirect(result.url, 303);
  return redirect(
    `/book/manage/${encodeURIComponent(params.token)}?pay=${result.status === 409 ? "nothing" : "failed"}#balance`,
    303,
  );
}
