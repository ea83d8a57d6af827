import { Form, Link, useNavigation } from "react-router";
import { dollars, formatDay, formatTime, zoneName } from "~/features/booking/booking-format.ts";
import { bookingStatusLabels, timelineLabels, type TimelineKind } from "~/features/booking/booking-machine.ts";

// A booking lead's visit on the lead's page: when, its status, the deposit
// (as its order has it), its timeline, and the owner's acts on it
// (app/features/booking/booking-machine.ts says which are open).

/** What the lead's page knows of its booking (leads.server.ts getLead). */
export type BookingLeadInfo = {
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

export type BookingActionData = { intent: string; ok?: string; error?: string };

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-ink-900 px-4 text-base font-semibold text-ink-950 hover:bg-slate-100 disabled:opacity-60";
const selectClass =
  "min-h-11 w-full rounded-xl border-2 border-slate-400 bg-white px-3 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900";

const when = (at: Date) => {
  const d = new Date(at);
  return `${formatDay(d)}, ${formatTime(d)}`;
};

export function BookingLeadSection({
  booking,
  isOwner,
  action,
}: {
  booking: BookingLeadInfo;
  isOwner: boolean;
  action?: BookingActionData;
}) {
  const at = new Date(booking.arrivesAt);
  const busy = useNavigation().state === "submitting";
  const statusLabel = bookingStatusLabels[booking.status as keyof typeof bookingStatusLabels] ?? booking.status;
  return (
    <section aria-labelledby="lead-booking" className="rounded-xl border border-slate-300 bg-white p-3">
      <h2 id="lead-booking" className="font-display text-lg font-bold text-ink-950">
        Booking
      </h2>
      {action?.ok ? (
        <p role="status" className="mt-2 rounded-lg bg-emerald-100 p-3 font-semibold text-emerald-950">
          {action.ok}
        </p>
      ) : null}
      {action?.error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-100 p-3 font-semibold text-red-900">
          {action.error}
        </p>
      ) : null}
      <dl className="mt-2 grid gap-1 text-base">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold text-slate-800">Arrives</dt>
          <dd className="text-ink-950">
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
        <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3">
          {booking.can.move && booking.moveTo?.length ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="booking-move" />
              <label htmlFor="booking-move-to" className="font-semibold text-ink-950">
                Move to
              </label>
              <select id="booking-move-to" name="slot" className={selectClass} required>
                {booking.moveTo.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonClass} disabled={busy}>
                Move the booking
              </button>
            </Form>
          ) : null}
          {booking.can.cancel ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="intent" value="booking-cancel" />
              <fieldset className="grid gap-1">
                <legend className="font-semibold text-ink-950">Cancel the booking</legend>
                {booking.depositPaid ? (
                  <>
                    <label className="flex min-h-11 items-center gap-2 text-base">
                      <input
                        type="radio"
                        name="deposit"
                        value="refund"
                        defaultChecked={booking.depositOnCancel === "refund"}
                        className="size-5"
                      />
                      Refund the {dollars(booking.depositCents)} deposit
                      {booking.depositOnCancel === "refund" ? " (the stated rule)" : ""}
                    </label>
                    <label className="flex min-h-11 items-center gap-2 text-base">
                      <input
                        type="radio"
                        name="deposit"
                        value="keep"
                        defaultChecked={booking.depositOnCancel === "keep"}
                        className="size-5"
                      />
                      Keep the deposit{booking.depositOnCancel === "keep" ? " (the stated rule)" : ""}
                    </label>
                  </>
                ) : (
                  <input type="hidden" name="deposit" value="keep" />
                )}
              </fieldset>
              <button type="submit" className={buttonClass} disabled={busy}>
                Cancel the booking
              </button>
            </Form>
          ) : null}
          {booking.can.settle ? (
            <div className="flex flex-wrap gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value="booking-complete" />
                <button type="submit" className={buttonClass} disabled={busy}>
                  Mark completed
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="booking-no-show" />
                <button type="submit" className={buttonClass} disabled={busy}>
                  Mark no-show
                </button>
              </Form>
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
