import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Per-visitor limits counted in the database (app/db/rate-limit.server.ts), so
 * that every server instance sharing it counts the same hits: one row per
 * limiter and key (e.g. a visitor's address): its current window, which starts
 * at the first hit after the last one ended, and the hits counted in it.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    limiter: text("limiter").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);
