import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { createClient, createPool } from "./postgres.server.ts";
import { GuardedPglite } from "./guarded-pglite.server.ts";
import * as schema from "./schema.ts";
// Importing it registers its classifier: a failed write of the disk answers 503 with Retry-After (app/platform/outage.ts).
import { describeStorageFault } from "../platform/storage-faults.ts";

// Both drivers expose the same Drizzle query API; PGlite's type stands for both.
export type Db = PgliteDatabase<typeof schema>;
/** A transaction of either driver: what `db.transaction` hands its callback. The one transaction type. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Answers `SELECT 1` within timeoutMs, or throws (the readiness check). */
  ping: (timeoutMs: number) => Promise<void>;
  /** Why the database is waiting for its disk (PGlite set aside after a failed write), or null: for readiness. */
  storageFault: () => string | null;
};

/** The committed migrations (drizzle/ at the repository root, from source or from build/server). */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** The advisory lock key that serialises instances' start-up work (migrations, the first seed). */
export const START_UP_LOCK = 5017;

export type DbConfig = { databaseUrl?: string; dataDir?: string };

/** Opens the database and applies the migrations. No dataDir and no URL: an in-memory PGlite. */
export async function openDb({ databaseUrl, dataDir }: DbConfig): Promise<DbHandle> {
  if (databaseUrl) {
    // Instances starting together on one database migrate one at a time (the others
    // then find nothing to do), on a connection of its own: waiting for the lock and
    // migrating may take longer than a request may wait (postgres.server.ts).
    const startUp = createClient(databaseUrl, { timeouts: false });
    let failure: Error | undefined;
    startUp.on("error", (error) => (failure = error));
    try {
      await startUp.connect();
      await startUp.query("SELECT pg_advisory_lock($1)", [START_UP_LOCK]);
      await migratePg(drizzlePg({ client: startUp, schema }), { migrationsFolder });
      if (failure) throw failure;
    } finally {
      await startUp.end().catch(() => {});
    }
    const pool = createPool(databaseUrl);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
      ping: (timeoutMs) => withTimeout(pool.query("SELECT 1"), timeoutMs),
      storageFault: () => null,
    };
  }
  // In memory (tests): PGlite itself. In DATA_DIR: behind the storage gate (guarded-pglite.server.ts).
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await GuardedPglite.open(dataDir) : new PGlite();
  const db = drizzlePglite({ client: client as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    ping: (timeoutMs) => withTimeout(client.query("SELECT 1"), timeoutMs),
    storageFault: () => (client instanceof GuardedPglite ? describeStorageFault(client.fault()) : null),
  };
}

async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

let current: Promise<DbHandle> | undefined;

/** The process's database, opened once. */
export function openSharedDb(config: DbConfig): Promise<DbHandle> {
  current ??= openDb(config);
  return current;
}

/** The process's database answers within timeoutMs (false if it was never opened, or does not). */
export async function pingSharedDb(timeoutMs: number): Promise<boolean> {
  const opened = current;
  if (!opened) return false;
  try {
    await (await opened).ping(timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/** Closes the process's database, if it was opened. */
export async function closeSharedDb(): Promise<void> {
  const opened = current;
  current = undefined;
  if (opened) await (await opened).close();
}

/** For tests: make every server module use this database. */
export function setDb(handle: DbHandle | undefined) {
  current = handle ? Promise.resolve(handle) : undefined;
}
