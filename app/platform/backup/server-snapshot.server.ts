import { getDb } from "~/db/db.server.ts";
import { GuardedPglite } from "~/db/guarded-pglite.server.ts";
import { snapshotPglite, type PgliteSnapshot } from "./pglite.ts";

/** The server's own PGlite database, dumped for the backup command (server/backup-socket.ts). */
export async function snapshotDatabase(): Promise<PgliteSnapshot> {
  // Drizzle keeps the driver's client on the database object: PGlite behind its
  // storage gate (db/guarded-pglite.server.ts), or a pg Pool with DATABASE_URL.
  const client = ((await getDb()) as unknown as { $client: unknown }).$client;
  if (!(client instanceof GuardedPglite))
    throw new Error("this server's database is PostgreSQL: back it up with pg_dump");
  // The gate's turn for the whole snapshot: no request's statement runs between the counts and the dump.
  return client.runAlone((pg) => snapshotPglite(pg));
}
