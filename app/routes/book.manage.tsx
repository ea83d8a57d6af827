import { data, Form, Link } from "react-router";
import type { Route } from "./+types/book.manage";
import { PageHero } from "~/components/page-hero.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { booking as bookingConfig } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { depositRule, dollars } from "~/features/booking/booking-format.ts";
import { bookingView } from "~/features/booking/booking-view.server.ts";
import {
  cancelBooking,
  canChange,
  findFreeSlots,
  firstBookableDay,
  getBookingByToken,
  getDepositOrder,
  rescheduleBooking,
} from "~/features/booking/bookings.server.ts";
import { BookingDetails } from "~/features/booking/components/booking-details.tsx";
import { SlotPicker, type SlotDay } from "~/features/booking/components/slot-picker.tsx";
import { horizonNote, parseArrival } from "~/features/booking/horizon.ts";
import { groupSlots, slotLabel } from "~/features/booking/slot-options.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { loggerContext } from "~/lib/request-context.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

/** Two fields (an intent and a time). */
export const MAX_BODY_BYTES = 4 * 1024;
const DAYS_SHOWN = 7;

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(siteUrlOf(matches), {
    title: `Change or cancel your appointment | ${business.name}`,
    description: "Reschedule or cancel your booking.",
    path: "/book/manage",
    noindex: true,
  }),
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  const booking = await getBookingByToken(db, params.token);
  if (!booking) throw data(null, { status: 404, statusText: "Not Found" });
  const now = new Date();
  const changeable = canChange(booking, now);
  let days: SlotDay[] = [];
  if (changeable) {
    const slots = await findFreeSlots(db, {
      size: { durationMinutes: booking.durationMinutes, travelMinutes: booking.travelMinutes },
      from: firstBookableDay(now),
      days: DAYS_SHOWN,
      now,
      except: booking.id,
    });
    days = groupSlots(slots.filter((s) => s.arrivesAt.getTime() !== booking.arrivesAt.getTime()));
  }
  return {
    view: bookingView(booking, await getDepositOrder(db, booking)),
    status: booking.status,
    changeable,
    days,
    rule: depositRule(booking.depositCents),
    refundOnCancel: bookingConfig.depositOnCancel === "refund",
    depositCents: booking.depositCents,
    horizon: horizonNote(now),
  };
}

type ActionData = { message: string; ok: boolean; alternatives?: SlotDay[] };

export async function action({ request, params, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<ActionData>(
      { ok: false, message: "We couldn't read that form. Please send it again from the page." },
      { status: error.status },
    );
  }
  const db = await servicesOf(context).db();
  const intent = String(form.get("intent") ?? "");
  const tooLate = `Changes online close ${bookingConfig.changeCutoffHours} hours before the appointment. Please call us at ${business.phone.display}.`;
  if (intent === "cancel") {
    const result = await cancelBooking(db, { token: params.token, log: context.get(loggerContext) });
    if (result.kind === "cancelled") {
      const amount = dollars(result.booking.depositCents);
      const deposit = {
        refunded: ` Your ${amount} deposit is refunded to the card you paid with.`,
        "refund-due": ` Your ${amount} deposit is being refunded; we will confirm it by email.`,
        kept: " As stated when you booked, the deposit is kept.",
        none: "",
      }[result.deposit];
      return data<ActionData>({ ok: true, message: `Your appointment is cancelled and the time released.${deposit}` });
    }
    if (result.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
    if (result.kind === "too-late") return data<ActionData>({ ok: false, message: tooLate }, { status: 409 });
    return data<ActionData>({ ok: false, message: `This appointment is already ${result.status}.` }, { status: 409 });
  }
  if (intent === "move") {
    const arrivesAt = parseArrival(String(form.get("slot") ?? ""));
    if (!arrivesAt)
      return data<ActionData>({ ok: false, message: "Choose a new time from the list." }, { status: 400 });
    const result = await rescheduleBooking(db, { token: params.token, arrivesAt });
    if (result.kind === "moved")
      return data<ActionData>({ ok: true, message: "Your appointment has moved. A new confirmation is on its way." });
    if (result.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
    if (result.kind === "too-late") return data<ActionData>({ ok: false, message: tooLate }, { status: 409 });
    if (result.kind === "not-active")
      return data<ActionData>({ ok: false, message: `This appointment is ${result.status}.` }, { status: 409 });
    if (result.kind === "refused" || result.kind === "beyond")
      return data<ActionData>({ ok: false, message: result.message }, { status: 400 });
    const list = result.alternatives.map(slotLabel).join("; ");
    return data<ActionData>(
      {
        ok: false,
        message:
          result.kind === "taken"
            ? `Sorry, that time was just taken. The next free times: ${list}.`
            : `${result.message} The next: ${list}.`,
        alternatives: groupSlots(result.alternatives),
      },
      { status: 409 },
    );
  }
  return data<ActionData>({ ok: false, message: "Choose to move or to cancel the appointment." }, { status: 400 });
}

export default function BookManage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, status, changeable, days } = loaderData;
  const title =
    status === "confirmed"
      ? "Your appointment"
      : status === "cancelled"
        ? "This appointment is cancelled"
        : status === "completed" || status === "no_show"
          ? "This appointment is over"
          : "This time was not booked";
  return (
    <>
      <PageHero eyebrow="Manage your booking" title={title} />
      <Container className="max-w-3xl space-y-8 py-10">
        {actionData ? (
          <p
            role={actionData.ok ? "status" : "alert"}
            className={
              actionData.ok
                ? "rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
                : "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
            }
          >
            {actionData.message}
          </p>
        ) : null}
        <BookingDetails view={view} />
        {status === "confirmed" && !changeable ? (
          <p className="text-ink-900">
            Changes online close {bookingConfig.changeCutoffHours} hours before the appointment. To change it now, call{" "}
            <a href={business.phone.href} className="font-semibold underline">
              {business.phone.display}
            </a>
            .
          </p>
        ) : null}
        {changeable ? (
          <>
            <p className="text-sm text-slate-700" data-testid="deposit-rule">
              {loaderData.rule}
            </p>
            <section aria-labelledby="move-heading">
              <h2 id="move-heading" className="text-2xl font-semibold text-ink-900">
                Move to another time
              </h2>
              <p className="mt-1 text-sm text-slate-700" data-testid="horizon">
                {loaderData.horizon}
              </p>
              <Form method="post" className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="move" />
                {actionData?.alternatives?.length ? (
                  <SlotPicker days={actionData.alternatives} collapse={false} />
                ) : (
                  <SlotPicker days={days} />
                )}
                <button type="submit" className={buttonClass("dark")}>
                  Move my appointment
                </button>
              </Form>
            </section>
            <section aria-labelledby="cancel-heading">
              <h2 id="cancel-heading" className="text-2xl font-semibold text-ink-900">
                Cancel
              </h2>
              <p className="mt-2 text-sm text-slate-700">
                {loaderData.refundOnCancel
                  ? `Cancelling now gives your ${dollars(loaderData.depositCents)} deposit back in full.`
                  : `Cancelling keeps the ${dollars(loaderData.depositCents)} deposit.`}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={buttonClass("ghost", "border border-red-300 text-red-800")}>
                  Cancel my appointment
                </button>
              </Form>
            </section>
          </>
        ) : null}
        {status !== "confirmed" ? (
          <Link to="/book" className={buttonClass("dark")}>
            Book another time
          </Link>
        ) : null}
      </Container>
    </>
  );
}
