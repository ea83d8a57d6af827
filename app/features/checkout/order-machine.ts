// The order's state machine, with no database in it: orders.server.ts asks it
// what an event does to an order, then carries that out in one transaction.
//
//   pending ──capture──────────────────────────────▶ paid        (the reservation becomes a sale)
//   pending ──release(expired|cancelled|failed)────▶ expired | cancelled | failed
//                                                                 (the reservation is given back)
//   pending ──capture, past expiry, no late capture─▶ expired     (the payment is refused)
//   expired | cancelled | failed
//           ──capture, provider with late capture──▶ paid        (free stock taken, flagged for the owner)
//                                                 ▶ refund_due  (the stock is gone: the money goes back)
//   expired | cancelled | failed ──capture, no late capture──▶ (refused, nothing changes)
//   paid ──fulfil (the owner)──▶ fulfilled
//   paid | fulfilled ──refund (the owner)──▶ refunded   (the units sold may go back into stock)
//   refund_due ──refund (the owner)──▶ refunded         (no units were taken: nothing to put back)
//   paid | refund_due | fulfilled | refunded ──capture or release──▶ (nothing changes)
//   expired | cancelled | failed ──release──▶ (nothing changes: never resurrected)
//   anything else ──fulfil or refund──▶ (refused, nothing changes)
//
// Whether a late capture can happen is the provider's property: Stripe can
// complete a session or settle a delayed payment after the reservation was
// released (the money is really taken, so the order must follow it); the
// built-in test page takes a payment only while its session is open.

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "refund_due",
  "fulfilled",
  "refunded",
  "expired",
  "cancelled",
  "failed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ReleaseReason = "expired" | "cancelled" | "failed";
export type ReleasedStatus = ReleaseReason;

export type ProviderKind = "stripe" | "test";

export const PROVIDER_CAPABILITIES: Record<ProviderKind, { lateCapture: boolean }> = {
  stripe: { lateCapture: true },
  test: { lateCapture: false },
};

export type OrderEvent =
  | { type: "capture" }
  | { type: "release"; reason: ReleaseReason }
  // The owner's acts, from the console.
  | { type: "fulfil" }
  | { type: "refund" };

/** What an event does to an order; `none` changes nothing (the event may still be recorded as seen). */
export type Transition =
  | { kind: "sell"; to: "paid" }
  | { kind: "sell-late"; to: "paid" | "refund_due" }
  | { kind: "release"; to: ReleaseReason; refusesCapture: boolean }
  | { kind: "fulfil"; to: "fulfilled" }
  /** `unitsSold`: the order's units left stock when it was paid, so they may be put back. */
  | { kind: "refund"; to: "refunded"; unitsSold: boolean }
  | { kind: "none"; outcome: "already-paid" | "closed" | "not-pending" | "not-fulfillable" | "not-refundable" };

export function isReleased(status: string): status is ReleasedStatus {
  return status === "expired" || status === "cancelled" || status === "failed";
}

export function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

function capabilitiesOf(provider: string) {
  // An order of an unknown provider is treated as the strictest one: no late capture.
  return PROVIDER_CAPABILITIES[provider as ProviderKind] ?? { lateCapture: false };
}

/** The one place that decides which transitions are allowed. */
export function decideTransition(
  order: { status: string; provider: string; expiresAt: Date },
  event: OrderEvent,
  now: Date,
): Transition {
  const { lateCapture } = capabilitiesOf(order.provider);
  const status = order.status;
  if (!isOrderStatus(status)) throw new Error(`Order in an unknown status: ${status}`);
  if (event.type === "fulfil") {
    return status === "paid" ? { kind: "fulfil", to: "fulfilled" } : { kind: "none", outcome: "not-fulfillable" };
  }
  if (event.type === "refund") {
    if (status === "paid" || status === "fulfilled") return { kind: "refund", to: "refunded", unitsSold: true };
    if (status === "refund_due") return { kind: "refund", to: "refunded", unitsSold: false };
    return { kind: "none", outcome: "not-refundable" };
  }
  if (status === "paid" || status === "refund_due" || status === "fulfilled" || status === "refunded") {
    return event.type === "capture"
      ? { kind: "none", outcome: "already-paid" }
      : { kind: "none", outcome: "not-pending" };
  }
  if (status === "pending") {
    if (event.type === "release") return { kind: "release", to: event.reason, refusesCapture: false };
    // A provider that cannot capture late cannot capture after the session's time either.
    if (!lateCapture && order.expiresAt.getTime() <= now.getTime())
      return { kind: "release", to: "expired", refusesCapture: true };
    return { kind: "sell", to: "paid" };
  }
  if (isReleased(status)) {
    if (event.type === "release") return { kind: "none", outcome: "not-pending" };
    // `to` is settled by the stock at that moment: paid when it is all still free, refund_due otherwise.
    return lateCapture ? { kind: "sell-late", to: "paid" } : { kind: "none", outcome: "closed" };
  }
  throw new Error(`Order in an unknown status: ${status}`);
}
