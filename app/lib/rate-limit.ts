export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * What the quote form, the chat and any other per-visitor limit call: one hit
 * for `key`, allowed or not. The server's limiters count in the database, so
 * every instance agrees (app/db/rate-limit.server.ts); this file's in-memory
 * one is for tests and the fallback while the database cannot be reached.
 */
export type RateLimiter = { take(key: string): RateLimitResult | Promise<RateLimitResult> };

/**
 * A fixed-window counter per key (e.g. a visitor's address), in memory: each
 * server process counts on its own. `take` answers whether one more request
 * is allowed and, when not, how many seconds until it is.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = () => Date.now(),
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): RateLimitResult {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return { allowed: true };
      }
      if (w.count < limit) {
        w.count += 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)) };
    },
    reset() {
      windows.clear();
    },
  };
}
