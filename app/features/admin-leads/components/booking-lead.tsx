import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDay, formatTime, zoneName } from "~/features/booking/booking-format.ts";
import { bookingStatusLabels, timelineLabels, type TimelineKind } from "~/features/booking/booking-machine.ts";

// A booking lead's visit on the lead's page: when, its status, the deposit
// (as its order has it), its timeline, and the owner's acts on it
// (app/features/booking/booking-machine.ts says which are open; the forms
// are admin-bookings' own, given by the route as `acts`).

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

export function BookingLeadSection({ booking, acts }: { booking: BookingLeadInfo; acts?: ReactNode }) {
  const at = new Date(booking.arrivesAt);
  const statusLabel = bookingStatusLabels[booking.status as keyof typeof bookingStatusLabels] ?? booking.status;
  return (
    <section aria-labelledby="lead-booking" className="rounded-xl border border-slate-300 bg-white p-3">
      <h2 id="lead-booking" className="font-display text-lg font-bold text-ink-950">
        Booking
      </h2>
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
      {acts}
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
