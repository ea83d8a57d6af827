import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/book.confirmed";
import { PageHero } from "~/components/page-hero.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { depositRule } from "~/features/booking/booking-format.ts";
import { bookingView } from "~/features/booking/booking-view.server.ts";
import { bookingStatusLabels } from "~/features/booking/booking-machine.ts";
import { canChange, getBookingBySession } from "~/features/booking/bookings.server.ts";
import { BookingDetails } from "~/features/booking/components/booking-details.tsx";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `Your appointment | ${business.name}`,
    description: "Your booking with Elite Window Tinting.",
    path: "/book/confirmed",
    noindex: true,
  });

/** The page the payment comes back to (?session_id=): what the database says of the booking now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = await getBookingBySession(
    await servicesOf(context).db(),
    new URL(request.url).searchParams.get("session_id"),
  );
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const { booking, order, token } = found;
  const state =
    booking.status === "confirmed"
      ? ("confirmed" as const)
      : booking.status === "cancelled" || booking.status === "completed" || booking.status === "no_show"
        ? ("closed" as const)
        : booking.status === "held" && order.status === "pending"
          ? ("processing" as const)
          : order.status === "refund_due" || order.status === "paid"
            ? ("refund" as const)
            : ("not-paid" as const);
  return {
    state,
    view: bookingView(booking, order),
    manageHref: state === "confirmed" ? `/book/manage/${token}` : null,
    calendarHref: state === "confirmed" ? `/book/manage/${token}/appointment.ics` : null,
    email: booking.customerEmail,
    rule: depositRule(booking.depositCents),
    changeable: canChange(booking, new Date()),
  };
}

export default function BookConfirmed({ loaderData }: Route.ComponentProps) {
  const { state, view } = loaderData;
  const hero = {
    confirmed: {
      eyebrow: "Booked",
      title: "You're booked!",
      text: `A confirmation is on its way to ${loaderData.email}.`,
    },
    processing: {
      eyebrow: "Payment pending",
      title: "We're confirming your deposit",
      text: "The payment provider has not confirmed your deposit yet. Reload this page in a minute.",
    },
    refund: {
      eyebrow: "Deposit refunded",
      title: "That time was taken while you paid",
      text: "Your deposit arrived after your hold had lapsed and someone else had booked the time. The deposit is refunded in full; please choose another time.",
    },
    closed: {
      eyebrow: bookingStatusLabels[view.status as keyof typeof bookingStatusLabels] ?? view.status,
      title: view.status === "cancelled" ? "This appointment is cancelled" : "This appointment is over",
      text: `Deposit: ${view.deposit}.`,
    },
    "not-paid": {
      eyebrow: "Not booked",
      title: "This time was not booked",
      text: "The deposit was not paid, so the time was released and nothing was charged.",
    },
  }[state];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.text}</p>
      </PageHero>
      <Container className="max-w-3xl space-y-6 py-10">
        {state === "confirmed" ? (
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircle2 aria-hidden="true" className="size-5" /> Your appointment is confirmed.
          </p>
        ) : null}
        <BookingDetails view={view} />
        {loaderData.calendarHref ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={loaderData.calendarHref} download="appointment.ics" className={buttonClass("dark")}>
              Add to calendar (.ics)
            </a>
            <Link to={loaderData.manageHref!} className={buttonClass("ghost", "border border-slate-300")}>
              Change or cancel
            </Link>
          </div>
        ) : (
          <Link to="/book" className={buttonClass("dark")}>
            Choose a time
          </Link>
        )}
        {state === "confirmed" ? <p className="text-sm text-slate-700">{loaderData.rule}</p> : null}
        <p className="text-sm text-slate-700">
          Questions? Call{" "}
          <a href={business.phone.href} className="font-semibold underline">
            {business.phone.display}
          </a>
          .
        </p>
      </Container>
    </>
  );
}
