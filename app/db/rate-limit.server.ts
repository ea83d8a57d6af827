import { and, eq, lt, sql } from "drizzle-orm";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { createRateLimiter, type RateLimiter, type RateLimitResult } from "~/lib/rate-limit.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import type { Db } from "./client.server.ts";
import { rateLimitHits } from "./schema.ts";

// Per-visitor limits counted in the database (issue 14): every server
// instance sharing it counts the same hits, on PGlite and PostgreSQL alike.
// A fixed window per limiter and key: one atomic upsert per hit adds it and
// answers the count, and a hit over the limit is not counted (the row stays
// at limit + 1), so a flood cannot grow a row or the table.

export type DbRateLimiterOptions = {
  /** The limiter's name, e.g. "quote": each name counts on its own. */
  name: string;
  limit: number;
  windowMs: number;
  /** The database (the server's, read when first needed). */
  getDb: () => Promise<Db>;
  now?: () => number;
  log?: Logger;
};

/** How often each process deletes the windows that are over (any instance may; deleting twice is harmless). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * A limiter whose `take(key)` counts one hit in the database. While the
 * database cannot be reached it counts in this process's memory instead
 * (the request is then likely to fail on its own anyway, but a flood is
 * still held back), and logs it.
 */
export function createDbRateLimiter({
  name,
  limit,
  windowMs,
  getDb,
  now = () => Date.now(),
  log = processLogger,
}: DbRateLimiterOptions): RateLimiter {
  const fallback = createRateLimiter({ limit, windowMs, now });
  let lastPrune = now();

  const take = async (key: string): Promise<RateLimitResult> => {
    const t = now();
    const windowStart = Math.floor(t / windowMs) * windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - t) / 1000));
    let db: Db;
    let counted: { hits: number }[];
    try {
      db = await getDb();
      counted = await db
        .insert(rateLimitHits)
        .values({ limiter: name, key, windowStart: new Date(windowStart), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.limiter, rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
          setWhere: sql`${rateLimitHits.hits} <= ${limit}`,
        })
        .returning({ hits: rateLimitHits.hits });
    } catch (error) {
      log.warn("rate limit counted in memory: the database could not be reached", {
        limiter: name,
        ...describeErrorForLog(error),
      });
      return fallback.take(key);
    }
    if (t - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = t;
      void db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.limiter, name), lt(rateLimitHits.windowStart, new Date(windowStart - windowMs))))
        .catch(() => {}); // the rows only take room; the next prune tries again
    }
    // No row back: the conflict's update was skipped, the key is over its limit.
    const hits = counted[0]?.hits ?? limit + 1;
    return hits <= limit ? { allowed: true } : { allowed: false, retryAfterSeconds };
  };
  return { take };
}
