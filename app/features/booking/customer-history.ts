import type { TimelineKind } from "./booking-machine.ts";

// The appointment's story as the customer reads it on their page (issue 25,
// point 7), from the booking's timeline: in their words, never who in the
// business did it, and without the steps they never saw (a hold while paying,
// a payment abandoned).

export type TimelineEvent = { kind: string; detail: string | null; at: Date };
export type HistoryLine = { at: Date; text: string };

const words: Partial<Record<TimelineKind, (detail: string) => string>> = {
  paid: () => "Booked: deposit paid",
  moved: (detail) => (detail ? `Moved ${detail}` : "Moved to a new time"),
  customer_confirmed: () => "You confirmed by text",
  // "about 30 minutes, texted": the minutes are the customer's business, the channel is not.
  on_my_way: (detail) => {
    const minutes = /about \d+ minutes/.exec(detail)?.[0];
    return minutes ? `On our way: ${minutes}` : "On our way";
  },
  completed: () => "Job done",
  no_show: () => "Missed visit: we found no one there",
  cancelled: (detail) => (detail === "deposit kept" ? "Cancelled: the deposit is kept" : "Cancelled"),
  refunded: () => "Deposit refunded to your card",
  balance_paid: (detail) =>
    detail ? `Balance paid: ${detail.replace(/ \((cash|card)\)$/, " by $1")}` : "Balance paid",
};

/** The lines of the customer's history, oldest first. */
export function customerHistory(events: TimelineEvent[]): HistoryLine[] {
  return [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .flatMap((event) => {
      const say = words[event.kind as TimelineKind];
      return say ? [{ at: event.at, text: say(event.detail ?? "") }] : [];
    });
}
