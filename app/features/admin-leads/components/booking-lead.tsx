import { Link, useNavigation } from "react-router";
import {
  CancelBookingForm,
  CompleteBookingForm,
  MoveBookingForm,
  NoShowBookingForm,
} from "~/features/admin-bookings/components/booking-acts.tsx";
import type { BookingActAnswer, BookingIntent } from "~/features/admin-bookings/schema.ts";
import { formatDay, formatTime, zoneName } from "~/features/booking/booking-format.ts";
import { bookingStatusLabels, timelineLabels, type TimelineKind } from "~/features/booking/booking-machine.ts";

// A booking lead's visit on the lead's page: when, its status, the deposit
// (as its order has it), its timeline, and the owner's acts on it
// (app/features/booking/booking-machine.ts says which are open; each act's
// form is admin-bookings' own).

/** What the lead's page knows of its booking (leads.server.ts getLead). */
export type BookingLeadInfo = {
  id: string;
  arrivesAt: Date;
  status: string;
  depositCents: number;
  /** "$50.00 paid", "$50.00 refunded"... (booking-machine.ts depositText). */
  deposit: string;
  depositPaid: boolean;
  medicalExemption: boolean;
  orderId: string | null;
  ownerFlag: string | null;
  /** An owner's block over the visit, or null. */
  blocked: string | null;
  timeline: { kind: string; detail: string; actor: string; at: Date }[];
  /** The owner's acts the machine allows now. */
  can: { move: boolean; cancel: boolean; settle: boolean };
  depositOnCancel: "refund" | "keep";
  /** Free times to move it to (the owner's page only). */
  moveTo?: { value: string; label: string }[];
};

const when = (at: Date) => {
  const d = new Date(at);
  return `${formatDay(d)}, ${formatTime(d)}`;
};

export function BookingLeadSection({
  booking,
  isOwner,
  answer,
}: {
  booking: BookingLeadInfo;
  isOwner: boolean;
  /** The action's answer to one of the acts below. */
  answer?: BookingActAnswer;
}) {
  const at = new Date(booking.arrivesAt);
  const busy = useNavigation().state === "submitting";
  const statusLabel = bookingStatusLabels[booking.status as keyof typeof bookingStatusLabels] ?? booking.status;
  const act = (intent: BookingIntent) => ({
    bookingId: booking.id,
    busy,
    lastResult: answer?.intent === intent ? answer.result : undefined,
  });
  return (
    <section aria-labelledby="lead-booking" className="rounded-xl border border-slate-300 bg-white p-3">
      <h2 id="lead-booking" className="font-display text-lg font-bold text-ink-950">
        Booking
      </h2>
      {answer?.ok ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-100 p-3 font-semibold text-emerald-950">
          {answer.ok}
        </p>
      ) : null}
      <dl className="mt-2 grid gap-1 text-base">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Arrives</dt>
          <dd className="text-ink-950" data-testid="booking-arrives">
            {formatDay(at)} at {formatTime(at)} ({zoneName(at)})
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Status</dt>
          <dd className="text-ink-950" data-testid="booking-status">
            {statusLabel}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Deposit</dt>
          <dd className="text-ink-950" data-testid="booking-deposit">
            {booking.deposit}
          </dd>
        </div>
        {booking.medicalExemption ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-slate-800">Exemption</dt>
            <dd className="text-ink-950">Medical exemption confirmed by the customer</dd>
          </div>
        ) : null}
        {booking.ownerFlag ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-red-800">Needs you</dt>
            <dd className="text-ink-950">{booking.ownerFlag}</dd>
          </div>
        ) : null}
        {booking.blocked ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold text-red-800">Blocked</dt>
            <dd className="text-ink-950" data-testid="booking-blocked">
              {booking.blocked}
            </dd>
          </div>
        ) : null}
      </dl>
      {booking.timeline.length ? (
        <>
          <h3 className="mt-3 font-semibold text-ink-950">Timeline</h3>
          <ol className="mt-1 grid gap-1 text-base" data-testid="booking-timeline">
            {booking.timeline.map((e, i) => (
              <li key={i} className="text-ink-950">
                <span className="font-semibold">{timelineLabels[e.kind as TimelineKind] ?? e.kind}</span>
                {e.detail ? `: ${e.detail}` : ""}{" "}
                <span className="text-sm text-slate-800">
                  ({when(e.at)}, {e.actor})
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {isOwner && (booking.can.move || booking.can.cancel || booking.can.settle) ? (
        <div className="mt-3 grid gap-4 border-t border-slate-200 pt-3">
          {booking.can.move && booking.moveTo?.length ? (
            <MoveBookingForm {...act("booking-move")} options={booking.moveTo} />
          ) : null}
          {booking.can.cancel ? (
            <CancelBookingForm
              {...act("booking-cancel")}
              depositCents={booking.depositCents}
              depositPaid={booking.depositPaid}
              rule={booking.depositOnCancel}
            />
          ) : null}
          {booking.can.settle ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <CompleteBookingForm {...act("booking-complete")} />
              <NoShowBookingForm {...act("booking-no-show")} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-x-4">
        {booking.orderId ? (
          <Link
            to={`/admin/orders/${encodeURIComponent(booking.orderId)}`}
            className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline"
          >
            The deposit's order
          </Link>
        ) : null}
        <Link to="/admin/bookings" className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
          All bookings
        </Link>
      </div>
    </section>
  );
}
