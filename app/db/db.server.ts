import { getEnv } from "~/config/env.server.ts";
import { closeSharedDb, openSharedDb, type Db } from "./client.server.ts";
import { seedCatalog } from "./seed.ts";

let seeded: Promise<void> | undefined;

/** The database of this server (PGlite in DATA_DIR, or DATABASE_URL), migrated and seeded. */
export async function getDb(): Promise<Db> {
  const env = getEnv();
  const handle = await openSharedDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  seeded ??= seedCatalog(handle.db);
  await seeded;
  return handle.db;
}

/** Closes the server's database (graceful stop, after the last request and job). */
export async function closeDb(): Promise<void> {
  await closeSharedDb();
}
