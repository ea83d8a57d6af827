/**
 * One archive of everything the owner would lose: the database (PGlite's
 * snapshot, taken by the running server when one runs, or pg_dump with
 * DATABASE_URL) and the uploaded images (DATA_DIR/uploads). See the README's
 * "Backups" and docs/decisions/023.
 *
 *   npm run backup                      into ./backups (or BACKUP_DIR)
 *   npm run backup -- --out /srv/keep   into that folder
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { getEnvOrExit } from "../app/config/env.server.ts";
import { createBackup } from "../app/platform/backup/backup.ts";

const { values: args } = parseArgs({ options: { out: { type: "string" } } });
const env = getEnvOrExit();
const root = resolve(import.meta.dirname, "..");

try {
  const { path, manifest, source } = await createBackup({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    outDir: args.out ?? process.env.BACKUP_DIR ?? "backups",
    publicDirs: [resolve(root, "public"), resolve(root, "build")],
  });
  const rows = Object.values(manifest.database.tables).reduce((n, count) => n + count, 0);
  const images = manifest.files.filter((f) => f.path.startsWith("uploads/")).length;
  const bytes = manifest.files.reduce((n, f) => n + f.bytes, 0);
  console.log(`Backup written: ${path}`);
  console.log(
    `  ${manifest.database.server}, dumped by ${source === "server" ? "the running server" : source === "folder" ? "this command (no server was running)" : "pg_dump"}`,
  );
  console.log(
    `  ${Object.keys(manifest.database.tables).length} tables, ${rows} rows; ${images} image${images === 1 ? "" : "s"}; ${(bytes / 1024 / 1024).toFixed(1)} MB before compression`,
  );
} catch (error) {
  // A sentence for the operator (disk full, no permission, a bad archive), never a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Backup failed: ${message}`);
  process.exit(1);
}
