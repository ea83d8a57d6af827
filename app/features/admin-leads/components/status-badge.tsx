import { cn } from "~/lib/cn.ts";
import { bookingStatusLabels } from "~/features/booking/booking-machine.ts";
import { leadStatusLabels, type LeadStatus } from "../schema.ts";

const tones: Record<LeadStatus, string> = {
  new: "bg-sea-900 text-white",
  contacted: "bg-amber-200 text-ink-950",
  quoted: "bg-violet-200 text-ink-950",
  booked: "bg-sky-200 text-ink-950",
  won: "bg-emerald-200 text-ink-950",
  lost: "bg-slate-300 text-ink-950",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold uppercase", tones[status])}>
      {leadStatusLabels[status]}
    </span>
  );
}

const bookingTones: Record<string, string> = {
  held: "bg-amber-100 text-amber-950",
  confirmed: "bg-emerald-100 text-emerald-950",
  completed: "bg-emerald-200 text-ink-950",
  no_show: "bg-red-100 text-red-950",
  cancelled: "bg-slate-200 text-ink-950",
  expired: "bg-slate-100 text-slate-900",
};

/** A booking lead's booking status: where the booking is now (booking-machine.ts). */
export function BookingBadge({ status }: { status: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold", bookingTones[status])}
      data-testid="lead-booking-status"
    >
      Booking: {bookingStatusLabels[status as keyof typeof bookingStatusLabels] ?? status}
    </span>
  );
}
