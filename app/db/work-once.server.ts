import type { Db, Tx } from "./client.server.ts";

// Work done exactly once per item, whichever server instance picks it up
// (docs/decisions/017). Every instance runs the same timers; the database
// decides who does what:
//
// - claimEach: an item of a sweep (an expired order, an expired booking hold)
//   is claimed with SELECT ... FOR UPDATE SKIP LOCKED in its own transaction,
//   handled in that transaction, and leaves the due rows when it commits. An
//   instance never waits on or repeats an item another one holds; one that
//   dies mid-item rolls back, and the item is due again for the next sweep.
// - work with a side effect outside the database (an email) cannot commit
//   with it: it is claimed with a lease instead (quote/outbox.server.ts).

export type ClaimEachOptions<Item, Result, T> = {
  /**
   * Claims the next due item in `tx`, or none: a SELECT of the due rows with
   * `.limit(1).for("update", { skipLocked: true })`, so that a row another
   * instance is working on is passed over, not waited for.
   */
  claimNext: (tx: T) => Promise<Item | undefined>;
  /** Does the item's work in the same transaction; it must take the item out of the due rows (e.g. change its status). */
  handle: (tx: T, item: Item) => Promise<Result>;
  /** Runs one transaction; default `db.transaction`. E.g. catalogTransaction for work that moves stock. */
  transaction: <R>(work: (tx: T) => Promise<R>) => Promise<R>;
  /** At most this many items per call (the next sweep takes the rest). */
  max?: number;
  /** Checked before each item: true once the server is stopping (the item in hand is finished, no new one is claimed). */
  stopping?: () => boolean;
};

/**
 * Claims and handles due items one at a time, each in its own transaction,
 * until none is left (or `max`, or `stopping()`). Answers what each handled
 * item's `handle` answered. Safe to run on every instance at once.
 */
export async function claimEach<Item, Result, T = Tx>({
  claimNext,
  handle,
  transaction,
  max = 200,
  stopping = () => false,
}: ClaimEachOptions<Item, Result, T>): Promise<Result[]> {
  const results: Result[] = [];
  while (results.length < max && !stopping()) {
    const done = await transaction(async (tx) => {
      const item = await claimNext(tx);
      return item === undefined ? undefined : { result: await handle(tx, item) };
    });
    if (!done) break;
    results.push(done.result);
  }
  return results;
}

/** `transaction` for claimEach on a plain database transaction. */
export const inTransaction =
  (db: Db) =>
  <R>(work: (tx: Tx) => Promise<R>): Promise<R> =>
    db.transaction(work);
