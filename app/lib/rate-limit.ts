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
    take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
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
