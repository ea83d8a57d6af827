import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "~/lib/logger.ts";
import type { Db, DbHandle } from "./client.server.ts";
import { markAsDatabaseError } from "./postgres.server.ts";
import { createDbRateLimiter } from "./rate-limit.server.ts";
import { rateLimitHits } from "./schema.ts";
import { createTestDb } from "./test-db.server.ts";

// On PGlite, and on PostgreSQL through scripts/with-postgres.sh: two limiters
// on one database stand for two server instances.

let handle: DbHandle;
let db: Db;
const quiet = createLogger("silent");

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
});
afterAll(() => handle.close());

const T0 = Date.UTC(2026, 5, 1, 15, 0, 7);

function limiter(name: string, now: () => number, limit = 2, windowMs = 60_000) {
  return createDbRateLimiter({ name, limit, windowMs, getDb: async () => db, now, log: quiet });
}

it("allows the limit per window and key, then says when to retry, counting every instance's hits", async () => {
  let t = T0;
  const one = limiter("test-a", () => t);
  const other = limiter("test-a", () => t); // another instance, same database
  expect(await one.take("1.2.3.4")).toEqual({ allowed: true });
  expect(await other.take("1.2.3.4")).toEqual({ allowed: true });
  expect(await one.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(await other.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(await other.take("5.6.7.8")).toEqual({ allowed: true });
  t = T0 + 30_500;
  expect(await other.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  t = T0 + 60_000;
  expect(await one.take("1.2.3.4")).toEqual({ allowed: true });
  // The window starts at the first hit, as the in-memory limiter's does: not on the clock's minute.
  t = T0 + 60_000 + 59_000;
  expect(await other.take("1.2.3.4")).toEqual({ allowed: true });
  expect(await other.take("1.2.3.4")).toEqual({ allowed: false, retryAfterSeconds: 1 });
});

it("counts each limiter on its own, and a flood does not grow the count past the limit", async () => {
  const t = T0 + 10 * 60_000;
  const quote = limiter("test-quote", () => t, 3);
  const chat = limiter("test-chat", () => t, 3);
  for (let i = 0; i < 20; i += 1) await quote.take("9.9.9.9");
  expect(await chat.take("9.9.9.9")).toEqual({ allowed: true });
  const rows = await db.select().from(rateLimitHits);
  const quoteRow = rows.find((r) => r.limiter === "test-quote" && r.key === "9.9.9.9");
  expect(quoteRow?.hits).toBe(4);
});

it("lets exactly the limit through when hits arrive at once from several instances", async () => {
  const t = T0 + 20 * 60_000;
  const instances = [limiter("test-burst", () => t, 10), limiter("test-burst", () => t, 10)];
  const results = await Promise.all(Array.from({ length: 50 }, (_, i) => instances[i % 2]!.take("10.0.0.1")));
  expect(results.filter((r) => r.allowed)).toHaveLength(10);
  expect(results.filter((r) => !r.allowed)).toHaveLength(40);
});

it("counts in memory when the database fails on it, and logs it", async () => {
  const lines: string[] = [];
  const down = createDbRateLimiter({
    name: "test-down",
    limit: 1,
    windowMs: 60_000,
    getDb: () => Promise.reject(new Error("connection refused")),
    now: () => T0,
    log: createLogger("warn", (line) => lines.push(line)),
  });
  expect(await down.take("1.1.1.1")).toEqual({ allowed: true });
  expect(await down.take("1.1.1.1")).toMatchObject({ allowed: false });
  expect(lines.join("\n")).toContain("rate limit counted in memory");
});

it("lets a database outage through at once: the request is answered 503, not made to wait for the database twice", async () => {
  const down = createDbRateLimiter({
    name: "test-outage",
    limit: 1,
    windowMs: 60_000,
    getDb: () =>
      Promise.reject(markAsDatabaseError(Object.assign(new Error("connect refused"), { code: "ECONNREFUSED" }))),
    now: () => T0,
    log: createLogger("silent"),
  });
  await expect(down.take("1.1.1.1")).rejects.toMatchObject({ code: "ECONNREFUSED" });
});
