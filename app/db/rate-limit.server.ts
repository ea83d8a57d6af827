import { and, eq, lt, sql } from "drizzle-orm";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { createRateLimiter, type RateLimiter, type RateLimitResult } from "~/lib/rate-limit.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import { classifyOutage } from "~/platform/outage.ts";
import type { Db } from "./client.server.ts";
import { rateLimitHits } from "./schema.ts";

// Per-visitor limits counted in the database (issue 14): every server
// instance sharing it counts the same hits, on PGlite and PostgreSQL alike.
// The same fixed window per key as the in-memory limiter (lib/rate-limit.ts):
// it starts at the first hit after the last window ended. One atomic upsert
// per hit starts or continues the window and answers the count; the count
// stops at limit + 1, and one row per key is kept, so a flood grows nothing.

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
 * A limiter whose `take(key)` counts one hit in the database. When the
 * database is down, restarting or frozen (an outage, app/platform/outage.ts)
 * the error is thrown at once: the request cannot be served and is answered
 * 503, without waiting for the database a second time. On any other database
 * error it counts in this process's memory instead (a flood is still held
 * back), and logs it.
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
    const at = new Date(t);
    // A window that started this long ago or earlier is over: this hit starts a new one.
    const over = sql`${rateLimitHits.windowStart} <= ${new Date(t - windowMs)}`;
    let db: Db;
    let counted: { hits: number; windowStart: Date }[];
    try {
      db = await getDb();
      counted = await db
        .insert(rateLimitHits)
        .values({ limiter: name, key, windowStart: at, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.limiter, rateLimitHits.key],
          set: {
            windowStart: sql`case when ${over} then ${at} else ${rateLimitHits.windowStart} end`,
            hits: sql`case when ${over} then 1 else least(${rateLimitHits.hits} + 1, ${limit + 1}) end`,
          },
        })
        .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
    } catch (error) {
      if (classifyOutage(error)) throw error;
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
        .where(and(eq(rateLimitHits.limiter, name), lt(rateLimitHits.windowStart, new Date(t - windowMs))))
        .catch(() => {}); // the rows only take room; the next prune tries again
    }
    const { hits, windowStart } = counted[0]!;
    if (hits <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - t) / 1000)) };
  };
  return { take };
}
