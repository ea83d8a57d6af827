import { BadgePercent, CalendarX, Phone, ShieldCheck, Trash2 } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, primaryButton } from "~/features/admin/components/field.tsx";
import { getServiceArea } from "~/config/areas.ts";
import { displayPhone } from "~/features/admin-leads/format.ts";
import { formatTime, zoneName } from "~/features/booking/booking-format.ts";
import { bookingStatusLabels } from "~/features/booking/booking-machine.ts";
import { cn } from "~/lib/cn.ts";
import type { CalendarDay } from "../bookings-console.server.ts";
import { REASON_MAX, WEEKDAYS, type BlockField, type BlockValues } from "../schema.ts";

// /admin/bookings: the bookings by day (America/Chicago) and the owner's days
// off and blocked hours; /admin/bookings/schedule: changing those (owner).
// Mobile first (390 px), large tap targets.

export type BlockActionData = {
  intent: string;
  message?: string;
  error?: string;
  errors?: Partial<Record<BlockField, string>>;
  values?: BlockValues;
};

type Block = {
  id: number;
  date: string | null;
  weekday: string | null;
  fromTime: string | null;
  toTime: string | null;
  crew: number | null;
  reason: string;
};

const dayHeading = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});
/** "Tuesday, March 10, 2026" for a local date "2026-03-10". */
const formatLocalDate = (day: string) => dayHeading.format(new Date(`${day}T12:00:00Z`));

const selectClass =
  "min-h-12 w-full rounded-xl border-2 border-slate-400 bg-white px-4 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900";

function describeBlock(b: Block): string {
  const when = b.date ? formatLocalDate(b.date) : `Every ${b.weekday}`;
  const hours = b.fromTime && b.toTime ? `${b.fromTime} to ${b.toTime}` : "all day";
  return `${when}, ${hours}${b.crew ? `, crew ${b.crew}` : ""}`;
}

export function BookingsPage({
  days,
  blocks,
  past,
  isOwner,
  crews,
}: {
  days: CalendarDay[];
  blocks: Block[];
  past: boolean;
  isOwner: boolean;
  crews: number;
}) {
  const count = days.reduce((n, d) => n + d.bookings.length, 0);
  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-ink-950">{past ? "Past 30 days" : "Upcoming bookings"}</h1>
        <Link
          to={past ? "/admin/bookings" : "/admin/bookings?past=1"}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-ink-900 px-4 text-sm font-semibold text-ink-950 hover:bg-slate-100"
        >
          {past ? "Show upcoming" : "Show past"}
        </Link>
      </div>
      <p className="text-sm text-slate-800">
        {count === 0
          ? past
            ? "No confirmed booking in the last 30 days."
            : "No booking in the next 90 days."
          : `${count} booking${count === 1 ? "" : "s"}, times in Central time.`}
      </p>

      {days.map((d) => (
        <section key={d.day} aria-labelledby={`day-${d.day}`} className="grid gap-2">
          <h2 id={`day-${d.day}`} className="font-display text-lg font-bold text-ink-950">
            {formatLocalDate(d.day)}
          </h2>
          <ul className="grid gap-2">
            {d.bookings.map((b) => (
              <li key={b.id} className="rounded-xl border border-slate-300 bg-white p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-lg font-bold text-ink-950">
                    {formatTime(new Date(b.arrivesAt))}{" "}
                    <span className="text-sm font-medium text-slate-800">
                      to {formatTime(new Date(b.jobEndsAt))} {zoneName(new Date(b.arrivesAt))}
                      {crews > 1 ? `, crew ${b.crew}` : ""}
                    </span>
                  </p>
                  <span
                    className={cn(
                      "rounded-full px-3 py-0.5 text-sm font-semibold",
                      b.status === "held" ? "bg-amber-100 text-amber-950" : "bg-emerald-100 text-emerald-900",
                    )}
                  >
                    {b.status === "held" ? "Held, deposit unpaid" : bookingStatusLabels[b.status]}
                  </span>
                </div>
                <p className="mt-1 font-semibold text-ink-950">
                  <Link to={`/admin/leads/booking/${encodeURIComponent(b.id)}`} className="underline">
                    <VisitorText text={b.name} />
                  </Link>
                </p>
                <a
                  href={`tel:${b.phone}`}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink-900 underline"
                >
                  <Phone aria-hidden="true" className="size-4" /> {displayPhone(b.phone)}
                </a>
                <p className="text-slate-800">
                  {getServiceArea(b.areaSlug)?.name ?? b.areaSlug}: <VisitorText text={b.address} />
                </p>
                <p className="text-ink-950">{b.summary}</p>
                <p className="text-sm text-slate-800" data-testid="booking-deposit">
                  Deposit {b.deposit}
                </p>
                {b.medicalExemption ? (
                  <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-ink-950">
                    <ShieldCheck aria-hidden="true" className="size-4" /> Medical exemption: see the customer's
                    certificate
                  </p>
                ) : null}
                {b.offerPercent ? (
                  <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-ink-950">
                    <BadgePercent aria-hidden="true" className="size-4" /> Welcome offer: {b.offerPercent}% off the
                    price
                  </p>
                ) : null}
                {b.ownerFlag ? (
                  <p className="mt-1 text-sm font-semibold text-red-800">Needs you: {b.ownerFlag}</p>
                ) : null}
                {b.blocked ? (
                  <p className="mt-1 text-sm font-semibold text-red-800" data-testid="booking-blocked">
                    {b.blocked}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="blocks" className="grid gap-3 rounded-xl border border-slate-300 bg-white p-3">
        <h2 id="blocks" className="font-display text-lg font-bold text-ink-950">
          Days off and blocked hours
        </h2>
        <BlockList blocks={blocks} editable={false} busy={false} />
        {isOwner ? (
          <Link
            to="/admin/bookings/schedule"
            className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline"
          >
            Change days off and blocked hours
          </Link>
        ) : null}
      </section>
    </div>
  );
}

function BlockList({ blocks, editable, busy }: { blocks: Block[]; editable: boolean; busy: boolean }) {
  if (!blocks.length) return <p className="text-ink-950">None set here.</p>;
  return (
    <ul className="grid gap-2">
      {blocks.map((b) => (
        <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-2">
          <span className="text-ink-950">
            <CalendarX aria-hidden="true" className="mr-1 inline size-4" />
            {describeBlock(b)}
            {b.reason ? <span className="block text-sm text-slate-800">{b.reason}</span> : null}
          </span>
          {editable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="remove-block" />
              <input type="hidden" name="blockId" value={b.id} />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-red-800 px-4 text-sm font-semibold text-red-900 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-4" /> Remove
                <span className="sr-only"> {describeBlock(b)}</span>
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /admin/bookings/schedule (owner): the blocks, each removable, and the form adding one. */
export function SchedulePage({
  blocks,
  crews,
  action,
}: {
  blocks: Block[];
  crews: number;
  action: BlockActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="text-2xl font-bold text-ink-950">Days off and blocked hours</h1>
      <p className="text-sm text-slate-800">
        No online booking is offered in these times, nor outside your{" "}
        <Link to="/admin/settings/business" className="font-semibold text-ink-900 underline">
          opening hours and holidays
        </Link>
        . Bookings already made stay: call the customer to move one.
      </p>
      <Link to="/admin/bookings" className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline">
        Back to the bookings
      </Link>
      {action?.message ? <FormMessage kind="success">{action.message}</FormMessage> : null}
      {action?.error ? <FormMessage kind="error">{action.error}</FormMessage> : null}
      <section aria-labelledby="blocks" className="grid gap-3 rounded-xl border border-slate-300 bg-white p-3">
        <h2 id="blocks" className="font-display text-lg font-bold text-ink-950">
          Set now
        </h2>
        <BlockList blocks={blocks} editable busy={busy} />
      </section>
      <section className="rounded-xl border border-slate-300 bg-white p-3">
        {/* A new form (its fields empty) after each block added or removed. */}
        <BlockForm key={blocks.map((b) => b.id).join(",")} action={action} crews={crews} busy={busy} />
      </section>
    </div>
  );
}

function BlockForm({ action, crews, busy }: { action: BlockActionData | undefined; crews: number; busy: boolean }) {
  const mine = action?.intent === "add-block" && action.errors;
  const errors = mine ? (action.errors ?? {}) : {};
  const values = mine ? (action.values ?? {}) : {};
  const repeat = values.repeat ?? "date";
  const allDay = mine ? values.allDay === "on" : true;
  return (
    <Form method="post" aria-labelledby="block-form" className="grid gap-3" noValidate>
      <h3 id="block-form" className="font-semibold text-ink-950">
        Block a day or some hours
      </h3>
      <input type="hidden" name="intent" value="add-block" />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-ink-950">Which day</legend>
        <label className="flex min-h-11 items-center gap-2 text-ink-950">
          <input type="radio" name="repeat" value="date" defaultChecked={repeat !== "weekday"} className="size-5" />
          One date
        </label>
        <label className="flex min-h-11 items-center gap-2 text-ink-950">
          <input type="radio" name="repeat" value="weekday" defaultChecked={repeat === "weekday"} className="size-5" />
          Every week on a weekday
        </label>
      </fieldset>
      <Field name="date" label="Date" type="date" defaultValue={values.date ?? ""} error={errors.date} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="field-weekday" className="text-sm font-semibold text-ink-950">
          Weekday (for every week)
        </label>
        <select
          id="field-weekday"
          name="weekday"
          defaultValue={values.weekday ?? ""}
          aria-invalid={errors.weekday ? true : undefined}
          aria-describedby={errors.weekday ? "field-weekday-error" : undefined}
          className={cn(selectClass, errors.weekday && "border-red-700")}
        >
          <option value="">Choose a weekday</option>
          {WEEKDAYS.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </select>
        {errors.weekday ? (
          <p id="field-weekday-error" className="text-sm font-medium text-red-800">
            {errors.weekday}
          </p>
        ) : null}
      </div>
      <label className="flex min-h-11 items-center gap-2 text-ink-950">
        <input type="checkbox" name="allDay" defaultChecked={allDay} className="size-5" />
        The whole day (untick to give the hours)
      </label>
      <div className="grid grid-cols-2 gap-3">
        <Field name="from" label="From" type="time" defaultValue={values.from ?? ""} error={errors.from} />
        <Field name="to" label="To" type="time" defaultValue={values.to ?? ""} error={errors.to} />
      </div>
      {crews > 1 ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="field-crew" className="text-sm font-semibold text-ink-950">
            Crew
          </label>
          <select
            id="field-crew"
            name="crew"
            defaultValue={values.crew ?? ""}
            aria-invalid={errors.crew ? true : undefined}
            aria-describedby={errors.crew ? "field-crew-error" : undefined}
            className={selectClass}
          >
            <option value="">Every crew</option>
            {Array.from({ length: crews }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                Crew {i + 1}
              </option>
            ))}
          </select>
          {errors.crew ? (
            <p id="field-crew-error" className="text-sm font-medium text-red-800">
              {errors.crew}
            </p>
          ) : null}
        </div>
      ) : null}
      <Field
        name="reason"
        label="Reason (optional, only you see it)"
        maxLength={REASON_MAX}
        defaultValue={values.reason ?? ""}
        error={errors.reason}
      />
      <button type="submit" className={primaryButton} disabled={busy}>
        Block these times
      </button>
    </Form>
  );
}
