import { createServer, type AddressInfo, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyOutage } from "../platform/outage.ts";
import type { DbHandle } from "./client.server.ts";
import { createPool, DATABASE_OUTAGE, DB_TIMEOUTS, markAsDatabaseError } from "./postgres.server.ts";
import { createTestDb } from "./test-db.server.ts";

const fromDriver = (message: string, code?: string) =>
  markAsDatabaseError(Object.assign(new Error(message), code ? { code } : {}));

describe("database outages", () => {
  it("are the driver's errors of a database down, restarting, frozen or too slow", () => {
    for (const error of [
      fromDriver("terminating connection due to administrator command", "57P01"),
      fromDriver("the database system is starting up", "57P03"),
      fromDriver("the database system is shutting down", "57P03"),
      fromDriver("connection failure", "08006"),
      fromDriver("sorry, too many clients already", "53300"),
      fromDriver("canceling statement due to statement timeout", "57014"),
      fromDriver("canceling statement due to lock timeout", "55P03"),
      fromDriver("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      fromDriver("read ECONNRESET", "ECONNRESET"),
      fromDriver("Connection terminated unexpectedly"),
      fromDriver("timeout exceeded when trying to connect"),
      fromDriver("Query read timeout", "ETIMEDOUT"),
      // Drizzle wraps the driver's error: found through the cause.
      new Error("Failed query: insert ...", { cause: fromDriver("Connection terminated unexpectedly") }),
    ])
      expect(classifyOutage(error), String(error)).toEqual(DATABASE_OUTAGE);
  });

  it("are not a bad query, a bug, or another service's network error", () => {
    for (const error of [
      fromDriver('duplicate key value violates unique constraint "orders_pkey"', "23505"),
      fromDriver('relation "nope" does not exist', "42P01"),
      fromDriver("invalid input syntax for type integer", "22P02"),
      fromDriver("could not serialize access", "40001"),
      new TypeError("Cannot read properties of undefined"),
      // The payment provider or the model unreachable: not the database's fault.
      new TypeError("fetch failed", {
        cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      }),
      Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" }),
    ])
      expect(classifyOutage(error), String(error)).toBeNull();
  });

  it("a database nobody answers on: the query fails at once as an outage, and the process goes on", async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => done(p));
      });
    });
    const pool = createPool(`postgres://nobody@127.0.0.1:${port}/none`);
    const db = drizzle({ client: pool });
    const failure = await db.execute(sql`SELECT 1`).catch((error: unknown) => error);
    expect(classifyOutage(failure)).toEqual(DATABASE_OUTAGE);
    const inTransaction = await db.transaction(async (tx) => tx.execute(sql`SELECT 1`)).catch((e: unknown) => e);
    expect(classifyOutage(inTransaction)).toEqual(DATABASE_OUTAGE);
    await pool.end();
  });

  it("a database that takes connections and never answers (frozen): one new connection is tried at a time, and every request fails as an outage", async () => {
    const held: Socket[] = [];
    const frozen = createServer((socket) => held.push(socket));
    await new Promise<void>((done) => frozen.listen(0, "127.0.0.1", done));
    const { port } = frozen.address() as AddressInfo;
    const pool = createPool(`postgres://nobody@127.0.0.1:${port}/none`);
    const ask = () =>
      pool.query("SELECT 1").then(
        () => null,
        (error: unknown) => classifyOutage(error),
      );
    // The freeze is news: the pool's ten connections are tried at once, and time out.
    expect(new Set(await Promise.all(Array.from({ length: 20 }, ask)))).toEqual(new Set([DATABASE_OUTAGE]));
    const atFirst = held.length;
    // (and, once they have failed, one probe for a visitor still waiting)
    expect(atFirst).toBeGreaterThanOrEqual(10);
    expect(atFirst).toBeLessThanOrEqual(11);
    // Then, for longer than two connection timeouts, forty visitors at a time, again and again.
    const asked: Promise<unknown>[] = [];
    const until = Date.now() + 2.5 * DB_TIMEOUTS.connectMs;
    while (Date.now() < until) {
      asked.push(...Array.from({ length: 40 }, ask));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(new Set(await Promise.all(asked))).toEqual(new Set([DATABASE_OUTAGE]));
    // Without the gate, each wave would open ten more: here, one probe after another.
    expect(held.length - atFirst).toBeLessThanOrEqual(3);
    await pool.end();
    for (const socket of held) socket.destroy();
    await new Promise((done) => frozen.close(done));
  });
});

// Needs a PostgreSQL server: the suite's PostgreSQL pass (scripts/with-postgres.sh) runs it.
describe.runIf(process.env.TEST_DATABASE_URL)("a connection lost while a request holds it", () => {
  let handle: DbHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    admin = new pg.Client({ connectionString: String(pool.options.connectionString) });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  it("fails that transaction as an outage, does not end the process, and the next query is served", async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        const { rows } = await tx.execute(sql`SELECT pg_backend_pid() AS pid`);
        // As a restart does: the server ends the connection between two statements of the transaction.
        await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`SELECT 1`);
      })
      .catch((error: unknown) => error);
    expect(classifyOutage(failure)).toEqual(DATABASE_OUTAGE);
    const { rows } = await handle.db.execute(sql`SELECT 41 + 1 AS answer`);
    expect(rows[0]).toEqual({ answer: 42 });
  });
});
