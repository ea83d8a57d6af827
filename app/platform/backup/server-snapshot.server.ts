import type { PGlite } from "@electric-sql/pglite";
import { getDb } from "~/db/db.server.ts";
import { snapshotPglite, type PgliteSnapshot } from "./pglite.ts";

/** The server's own PGlite database, dumped for the backup command (server/backup-socket.ts). */
export async function snapshotDatabase(): Promise<PgliteSnapshot> {
  // Drizzle keeps the driver's client on the database object (PGlite here, a pg Pool with DATABASE_URL).
  const client = ((await getDb()) as unknown as { $client: PGlite | object }).$client;
  if (!("dumpDataDir" in client)) throw new Error("this server's database is PostgreSQL: back it up with pg_dump");
  return snapshotPglite(client);
}
