import type { Tx } from "~/db/client.server.ts";
import { sql } from "drizzle-orm";
import { business } from "~/config/business.ts";
import * as t from "~/db/schema.ts";
import { HttpError } from "~/lib/http-error.ts";

// The per-visitor caps of a checkout (the shop's and a booking's deposit):
// checkouts an hour, and stocked units held in unpaid checkouts at once.

const VISITOR_LOCK_SPACE = 5005;

/** Two checkouts of one visitor are counted one after the other (a lock held to the transaction's end). */
export async function lockVisitor(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${VISITOR_LOCK_SPACE}, hashtext(${key}))`);
}

export type VisitorLimits = { key: string; maxHeldUnits: number; maxPerHour: number };

const HOUR_MS = 60 * 60 * 1000;

/** A per-visitor cap was reached: 429, with when to try again. */
export class VisitorLimitError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, { "Retry-After": String(seconds) });
    this.retryAfterSeconds = seconds;
  }
}

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? "" : "s"}`;
};

/**
 * Refuses a checkout that would take the visitor over their caps, counting
 * from the database (so every server instance agrees). Called inside the
 * checkout's transaction after the visitor's advisory lock, so two checkouts
 * of one visitor are counted one after the other.
 */
export async function checkVisitorLimits(tx: Tx, visitor: VisitorLimits, units: number, now: Date) {
  const [recent] = (
    await tx.execute(sql`
      select count(*)::int as n, min(${t.orders.createdAt}) as first
      from ${t.orders}
      where ${t.orders.clientKey} = ${visitor.key} and ${t.orders.createdAt} > ${new Date(now.getTime() - HOUR_MS)}`)
  ).rows as [{ n: number; first: Date | string | null }];
  if (recent.n >= visitor.maxPerHour) {
    const wait = (new Date(recent.first!).getTime() + HOUR_MS - now.getTime()) / 1000;
    throw new VisitorLimitError(
      `Too many checkouts from your address: at most ${visitor.maxPerHour} an hour. Please try again in ${minutes(wait)}.`,
      wait,
    );
  }
  if (units === 0) return;
  if (units > visitor.maxHeldUnits) {
    throw new HttpError(
      400,
      `One checkout can hold at most ${visitor.maxHeldUnits} stocked items; this one has ${units}. For a larger order, please call us at ${business.phone.display}.`,
    );
  }
  const [held] = (
    await tx.execute(sql`
      select coalesce(sum(${t.orderLines.quantity}), 0)::int as units, min(${t.orders.expiresAt}) as first
      from ${t.orders} join ${t.orderLines} on ${t.orderLines.orderId} = ${t.orders.id}
      where ${t.orders.clientKey} = ${visitor.key} and ${t.orders.status} = 'pending'
        and ${t.orders.expiresAt} > ${now} and ${t.orderLines.managesInventory}`)
  ).rows as [{ units: number; first: Date | string | null }];
  if (held.units + units > visitor.maxHeldUnits) {
    const wait = (new Date(held.first!).getTime() - now.getTime()) / 1000;
    throw new VisitorLimitError(
      `You already hold ${held.units} stocked items in unpaid checkouts, and one visitor may hold at most ${visitor.maxHeldUnits} at once. ` +
        `Pay for or cancel an open checkout, or try again in ${minutes(wait)} when it lapses.`,
      wait,
    );
  }
}
