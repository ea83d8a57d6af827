import { Link } from "react-router";
import { dollars, formatDay, formatTime, zoneName } from "~/features/booking/booking-format.ts";

// A booking lead's visit on the lead's page: when, its status, the deposit and its order.

const statusText: Record<string, string> = {
  held: "Held (deposit not paid yet)",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  expired: "Lapsed unpaid",
};

/** What the lead's page knows of its booking (leads.server.ts getLead). */
export type BookingLeadInfo = {
  arrivesAt: Date;
  status: string;
  depositCents: number;
  depositRefunded: boolean;
  medicalExemption: boolean;
  orderId: string | null;
  ownerFlag: string | null;
};

export function BookingLeadSection({ booking }: { booking: BookingLeadInfo }) {
  const at = new Date(booking.arrivesAt);
  return (
    <section aria-labelledby="lead-booking" className="rounded-xl border border-slate-300 bg-white p-3">
      <h2 id="lead-booking" className="font-display text-lg font-bold text-ink-950">
        Booking
      </h2>
      <dl className="mt-2 grid gap-1 text-base">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Arrives</dt>
          <dd className="text-ink-950">
            {formatDay(at)} at {formatTime(at)} ({zoneName(at)})
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Status</dt>
          <dd className="text-ink-950">{statusText[booking.status] ?? booking.status}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Deposit</dt>
          <dd className="text-ink-950">
            {dollars(booking.depositCents)}
            {booking.depositRefunded ? " (refunded)" : ""}
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
      </dl>
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
