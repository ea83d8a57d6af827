import type { BookingConfig } from "~/config/booking.ts";
import type { BookingStatus } from "~/db/schema-booking.ts";
import { dollars } from "./booking-format.ts";

// The booking's state machine, with no database in it (like checkout's
// order-machine.ts): bookings.server.ts and deposit.server.ts ask it what an
// act does to a booking and to its deposit's order, then carry that out in
// one transaction with the timeline's row, the lead's status and the emails.
//
//   held ──pay──────────────────────────────▶ confirmed   (the deposit's order is paid)
//   held ──lapse (hold over, payment left)──▶ expired     ("abandoned at payment": never a booking)
//   expired ──pay, slot still free──────────▶ confirmed   (a late Stripe payment; flagged for the owner)
//   expired ──pay, slot gone────────────────▶ expired     (the deposit is due back: the order becomes refund_due)
//   confirmed ──reschedule──────────────────▶ confirmed   ("moved": the deposit's order line follows the time)
//   confirmed ──cancel──────────────────────▶ cancelled   (the deposit refunded or kept: the rule for a
//                                                          customer, the owner's choice in the console)
//   confirmed ──complete (at or after the arrival)──▶ completed  (the deposit came off the price)
//   confirmed ──no-show (at or after the arrival)───▶ no_show    (the deposit is kept)
//   anything else ──▶ refused, nothing changes (cancelled, completed, no_show and expired are final,
//                     but for a late payment on an expired hold)
//
// "Rescheduled" is a transition, not a status: a moved booking is as active as
// any confirmed one (the exclusion constraint, the slot search and the manage
// link read one status), and its timeline says it moved.
//
// A customer's change (reschedule, cancel) closes changeCutoffHours before the
// arrival; the owner's does not.

export type BookingActor = "customer" | "owner";

export type BookingAct =
  /** The deposit's order was paid; slotFree: nobody else holds the booking's time (always so for a hold). */
  | { type: "pay"; slotFree: boolean }
  /** The hold ran out, or the payment page was left, cancelled or failed. */
  | { type: "lapse" }
  | { type: "reschedule"; by: BookingActor }
  /** deposit: the owner's choice; a customer's cancel follows config.depositOnCancel. */
  | { type: "cancel"; by: BookingActor; deposit?: "refund" | "keep" }
  | { type: "complete" }
  | { type: "no_show" };

/** What a transition does to the deposit's order. */
export type DepositEffect =
  /** Nothing. */
  | "none"
  /** The money goes back through its provider; the order becomes refunded with a payment event. */
  | "refund"
  /** The business keeps it; the order stays paid. */
  | "keep"
  /** Paid for a time that is gone: the order becomes refund_due, for the owner to refund. */
  | "refund-due";

export type TimelineKind =
  | "held"
  | "paid"
  | "moved"
  | "cancelled"
  | "refunded"
  | "abandoned"
  | "completed"
  | "no_show"
  /** The job's balance was paid (features/balance): online or in person. */
  | "balance_paid"
  // Texts (features/texts): the customer replied C; the crew texted "on my way".
  | "customer_confirmed"
  | "on_my_way";

/** The lead's status (admin-leads' leadStatuses) a booking's change sets; null leaves the owner's. */
export type LeadStatusOfBooking = "new" | "booked" | "won" | "lost";

export type MailEvent = "confirmed" | "moved" | "cancelled";

export type BookingTransition =
  | {
      kind: "change";
      to: BookingStatus;
      deposit: DepositEffect;
      timeline: TimelineKind;
      /** The customer's and the owner's emails, written in the change's transaction. */
      mail: MailEvent | null;
      lead: LeadStatusOfBooking | null;
      /** Whether the booking stops taking its crew's time. */
      freesSlot: boolean;
    }
  | { kind: "none"; outcome: "already-confirmed" | "closed" }
  | { kind: "refused"; reason: "not-active" | "too-late" | "not-yet" };

export const ACTIVE_STATUSES = ["held", "confirmed"] as const satisfies readonly BookingStatus[];

export function isActive(status: string): boolean {
  return status === "held" || status === "confirmed";
}

type MachineConfig = Pick<BookingConfig, "changeCutoffHours" | "depositOnCancel">;

/** The one place that decides what an act does to a booking and its deposit. */
export function decideBooking(
  booking: { status: string; arrivesAt: Date; depositPaid: boolean },
  act: BookingAct,
  now: Date,
  config: MachineConfig,
): BookingTransition {
  const { status } = booking;
  const change = (
    to: BookingStatus,
    timeline: TimelineKind,
    rest: Partial<Omit<Extract<BookingTransition, { kind: "change" }>, "kind" | "to" | "timeline">> = {},
  ): BookingTransition => ({
    kind: "change",
    to,
    timeline,
    deposit: "none",
    mail: null,
    lead: null,
    freesSlot: false,
    ...rest,
  });
  switch (act.type) {
    case "pay":
      if (status === "held") return change("confirmed", "paid", { mail: "confirmed", lead: "booked" });
      if (status === "expired")
        return act.slotFree
          ? change("confirmed", "paid", { mail: "confirmed", lead: "booked" })
          : change("expired", "abandoned", { deposit: "refund-due" });
      return status === "confirmed"
        ? { kind: "none", outcome: "already-confirmed" }
        : { kind: "none", outcome: "closed" };
    case "lapse":
      return status === "held"
        ? change("expired", "abandoned", { freesSlot: true })
        : { kind: "none", outcome: "closed" };
    case "reschedule":
    case "cancel": {
      if (status !== "confirmed") return { kind: "refused", reason: "not-active" };
      const cutoff = booking.arrivesAt.getTime() - config.changeCutoffHours * 3_600_000;
      if (act.by === "customer" && now.getTime() > cutoff) return { kind: "refused", reason: "too-late" };
      if (act.type === "reschedule") return change("confirmed", "moved", { mail: "moved", lead: "booked" });
      const choice = act.by === "owner" ? (act.deposit ?? config.depositOnCancel) : config.depositOnCancel;
      return change("cancelled", "cancelled", {
        deposit: booking.depositPaid ? choice : "none",
        mail: "cancelled",
        lead: "lost",
        freesSlot: true,
      });
    }
    case "complete":
    case "no_show":
      if (status !== "confirmed") return { kind: "refused", reason: "not-active" };
      if (now.getTime() < booking.arrivesAt.getTime()) return { kind: "refused", reason: "not-yet" };
      return act.type === "complete"
        ? change("completed", "completed", { lead: "won", freesSlot: true })
        : change("no_show", "no_show", {
            deposit: booking.depositPaid ? "keep" : "none",
            lead: "lost",
            freesSlot: true,
          });
  }
}

// ---------------------------------------------------------------------------
// One wording for every place that shows a booking or its deposit: the
// customer's pages and emails, the console's booking list and lead.

export const bookingStatusLabels: Record<BookingStatus, string> = {
  held: "Held (deposit not paid yet)",
  confirmed: "Confirmed",
  completed: "Completed",
  no_show: "No-show",
  cancelled: "Cancelled",
  expired: "Abandoned at payment (never booked)",
};

export const timelineLabels: Record<TimelineKind, string> = {
  held: "Held while paying",
  paid: "Deposit paid: booked",
  moved: "Moved",
  cancelled: "Cancelled",
  refunded: "Deposit refunded",
  abandoned: "Abandoned at payment",
  completed: "Job done",
  no_show: "No-show",
  balance_paid: "Balance paid",
  customer_confirmed: "Confirmed by the customer (replied C)",
  on_my_way: "On my way sent",
};

export type DepositState = "unpaid" | "paid" | "refunded" | "refund-due" | "kept";

/**
 * Where the deposit's money is, read from the booking's status and its order
 * (status and owner flag): the order is the record of the money, the booking
 * of what was agreed.
 */
export function depositStateOf(
  bookingStatus: string,
  order: { status: string; ownerFlag: string | null } | null | undefined,
): DepositState {
  if (!order) return "unpaid";
  if (order.status === "refunded") return "refunded";
  if (order.status === "refund_due") return "refund-due";
  if (order.status === "paid" || order.status === "fulfilled") {
    if (bookingStatus === "cancelled" || bookingStatus === "expired")
      // A refund promised but not yet through its provider is flagged on the order until it is.
      return order.ownerFlag ? "refund-due" : "kept";
    return bookingStatus === "no_show" ? "kept" : "paid";
  }
  return "unpaid";
}

/** "$50.00 paid", "$50.00 refunded"...: the deposit line everywhere. */
export function depositText(state: DepositState, cents: number): string {
  const amount = dollars(cents);
  switch (state) {
    case "paid":
      return `${amount} paid`;
    case "refunded":
      return `${amount} refunded`;
    case "refund-due":
      return `${amount} being refunded`;
    case "kept":
      return `${amount} kept, as the deposit rule says`;
    case "unpaid":
      return `${amount}, not paid`;
  }
}
