import type { Tx } from "~/db/client.server.ts";

// What another feature does when one of its orders is paid or released, in
// the same transaction and under the order's row lock (booking: a deposit
// confirms or frees its slot). Checkout calls the hooks; the app's services
// add them at start (app/platform/services.server.ts: booking's
// deposit.server.ts), so checkout never imports the features built on it
// (app/features/feature-imports.test.ts).

/**
 * What a feature answers when its order is paid: a reason the payment must go
 * back (the order becomes refund_due), or that it sent the customer its own
 * confirmation (no receipt then); undefined when the order is not its own.
 */
export type PaidAnswer = { refund: string } | { confirmationSent: true } | undefined;

export type OrderHooks = {
  /** The order is paid. */
  paid(tx: Tx, orderId: string, now: Date): Promise<PaidAnswer>;
  /** The unpaid order expired, failed or was cancelled. */
  released(tx: Tx, orderId: string, reason: "expired" | "cancelled" | "failed", now: Date): Promise<void>;
  /**
   * The paid order was refunded (the owner's refund, a cancellation's, or the
   * provider's after a late payment), in the refund's transaction: `by` names
   * who refunded it ("payment" for the provider).
   */
  refunded?(tx: Tx, orderId: string, by: string, now: Date): Promise<void>;
};

const registered = new Map<string, OrderHooks>();

/** Adds (or replaces) a feature's hooks under its name; idempotent. */
export function addOrderHooks(name: string, hooks: OrderHooks): void {
  registered.set(name, hooks);
}

/** The features whose hooks are registered. */
export function orderHookNames(): string[] {
  return [...registered.keys()];
}

export async function runPaidHooks(tx: Tx, orderId: string, now: Date): Promise<PaidAnswer> {
  for (const hooks of registered.values()) {
    const answer = await hooks.paid(tx, orderId, now);
    if (answer) return answer;
  }
  return undefined;
}

export async function runReleasedHooks(
  tx: Tx,
  orderId: string,
  reason: "expired" | "cancelled" | "failed",
  now: Date,
): Promise<void> {
  for (const hooks of registered.values()) await hooks.released(tx, orderId, reason, now);
}

export async function runRefundedHooks(tx: Tx, orderId: string, by: string, now: Date): Promise<void> {
  for (const hooks of registered.values()) await hooks.refunded?.(tx, orderId, by, now);
}
