/**
 * Restores an archive of `npm run backup` into an empty PGlite folder
 * (DATA_DIR) or an empty PostgreSQL database (DATABASE_URL), the images into
 * DATA_DIR/uploads. The archive is checked whole before anything is touched.
 *
 *   npm run restore -- backups/backup-2026-01-31T020000Z.tar.gz
 *   npm run restore -- FILE --force     replace what the target holds
 */
import { parseArgs } from "node:util";
import { getEnvOrExit } from "../app/config/env.server.ts";
import { BackupError } from "../app/platform/backup/archive.ts";
import { restoreBackup } from "../app/platform/backup/restore.ts";

const { values: args, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]   (FILE: an archive written by npm run backup)");
  process.exit(2);
}
const env = getEnvOrExit();

try {
  const result = await restoreBackup({
    file: positionals[0]!,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    force: args.force,
  });
  const { manifest, facts } = result;
  const rows = Object.values(facts.tables).reduce((n, count) => n + count, 0);
  console.log(`Restored the backup of ${manifest.createdAt} (${manifest.database.server}).`);
  if (result.movedAside) console.log(`  The folder that was there is now ${result.movedAside}.`);
  console.log(
    `  Database: ${env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${env.DATA_DIR}`}, ${Object.keys(facts.tables).length} tables, ${rows} rows, as counted at the backup.`,
  );
  console.log(`  Images: ${result.images} in ${env.DATA_DIR}/uploads.`);
  const ahead = result.migrationsInCode - facts.migrations;
  console.log(
    ahead > 0
      ? `  Schema: ${facts.migrations} migrations; this code has ${result.migrationsInCode}: the server applies the other ${ahead} when it starts.`
      : `  Schema: ${facts.migrations} migrations, as this code expects: the server starts without changing it.`,
  );
} catch (error) {
  // A sentence for the operator (disk full, no permission, a bad archive), never a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupError ? `Restore refused: ${message}` : `Restore failed: ${message}`);
  process.exit(1);
}
