import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { filterTar } from "./tar.ts";

// PGlite's side of a backup. The running server holds its data folder open
// and no other process may open it, so the server itself takes the dump
// (server/backup-socket.ts asks it to); with no server running, the backup
// command opens the folder and calls the same function.

export type DatabaseFacts = { server: string; migrations: number; tables: Record<string, number> };
export type PgliteSnapshot = DatabaseFacts & { tar: Uint8Array };

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Rows per table of the public schema, the migrations applied and the server's name, through one connection (one snapshot). */
export async function describeDatabase(query: Query): Promise<DatabaseFacts> {
  const [{ version }] = (await query("SELECT version() AS version")).rows as [{ version: string }];
  const names = (
    await query(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).rows.map((row) => String(row.name));
  const tables: Record<string, number> = {};
  for (const name of names)
    tables[name] = Number((await query(`SELECT count(*) AS n FROM public."${name.replace(/"/g, '""')}"`)).rows[0]!.n);
  const [{ exists }] = (await query("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists"))
    .rows as [{ exists: boolean }];
  const applied = exists ? (await query("SELECT count(*) AS n FROM drizzle.__drizzle_migrations")).rows[0]!.n : 0;
  return { server: version.replace(/ on wasm32.*$/, ""), migrations: Number(applied), tables };
}

/**
 * The data folder as PGlite dumps it, with the counts of the same moment: no
 * other transaction runs while it is taken (PGlite runs one at a time, and
 * this one holds its turn), so the copy is of committed work only. The
 * uploaded images (DATA_DIR/uploads sits in the same folder) are left out:
 * the archive holds them as files of their own.
 */
export async function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  // Written to the data files now, so a restore replays little or no WAL.
  await client.query("CHECKPOINT");
  return client.transaction(async (tx) => {
    const facts = await describeDatabase((sql) => tx.query(sql));
    const dump = await client.dumpDataDir("none");
    const tar = filterTar(new Uint8Array(await dump.arrayBuffer()), (name) => /^\/?uploads(\/|$)/.test(name));
    return { ...facts, tar };
  });
}

/** Opens a data folder this process alone may use (no server on it) and takes its snapshot. */
export async function snapshotPgliteFolder(dataDir: string): Promise<PgliteSnapshot> {
  const client = await PGlite.create(dataDir);
  try {
    return await snapshotPglite(client);
  } finally {
    await client.close();
  }
}

/** Loads a dumped data folder into `dataDir` (empty or missing) and describes what it holds now. */
export async function restorePglite(dataDir: string, tar: Uint8Array): Promise<DatabaseFacts> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir, { loadDataDir: new Blob([new Uint8Array(tar)]) });
  try {
    return await describeDatabase((sql) => client.query(sql));
  } finally {
    await client.close();
  }
}
