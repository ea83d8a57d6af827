import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  BackupError,
  DATABASE_FILES,
  readArchive,
  sha256,
  verifyArchive,
  type DatabaseKind,
  type Manifest,
} from "./archive.ts";
import { restorePglite, type DatabaseFacts } from "./pglite.ts";
import { isPostgresEmpty, restorePostgres } from "./postgres.ts";
import { backupSocketPath, socketAnswers } from "./socket.ts";

export type RestoreOptions = {
  /** The archive (npm run backup). */
  file: string;
  /** DATABASE_URL: restore into that PostgreSQL database; else into the PGlite folder dataDir. */
  databaseUrl?: string;
  /** DATA_DIR: the PGlite folder, and where the images go (DATA_DIR/uploads). */
  dataDir: string;
  /** Replace what the target holds (PGlite: the folder is moved aside, never deleted). */
  force: boolean;
  now?: Date;
};

export type RestoreResult = {
  manifest: Manifest;
  facts: DatabaseFacts;
  images: number;
  /** With --force on a PGlite folder that held something: where that folder is now. */
  movedAside?: string;
  /** Migrations the code has (drizzle/meta/_journal.json); more than the archive's: the server applies the rest at start. */
  migrationsInCode: number;
};

const kindName = (kind: DatabaseKind) => (kind === "pglite" ? "PGlite (DATA_DIR)" : "PostgreSQL (DATABASE_URL)");

async function imagesIn(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, "uploads");
  return existsSync(dir) ? readdir(dir) : [];
}

/** The migrations this code holds: what a server started on the restored database brings it to. */
async function migrationsInCode(): Promise<number> {
  const journal = resolve(import.meta.dirname, "../../../drizzle/meta/_journal.json");
  return (JSON.parse(await readFile(journal, "utf8")) as { entries: unknown[] }).entries.length;
}

/**
 * Checks the archive whole, then restores it into an empty target: the
 * database (PGlite folder or PostgreSQL database, the kind it was taken
 * from), then the images into DATA_DIR/uploads, then checks the rows per
 * table against the manifest. Nothing is touched before the archive checks out.
 */
export async function restoreBackup({
  file,
  databaseUrl,
  dataDir,
  force,
  now = new Date(),
}: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyArchive(file);
  const target: DatabaseKind = databaseUrl ? "postgres" : "pglite";
  if (manifest.database.kind !== target)
    throw new BackupError(
      `This archive holds a ${kindName(manifest.database.kind)} database and the target is ${kindName(target)}: restoring from one kind into the other is not supported. ${
        target === "postgres"
          ? "Unset DATABASE_URL to restore it into a PGlite folder (DATA_DIR)."
          : "Set DATABASE_URL to the (empty) PostgreSQL database to restore it into."
      }`,
    );

  let movedAside: string | undefined;
  if (target === "pglite") {
    if (await socketAnswers(backupSocketPath(dataDir)))
      throw new BackupError(`A server is running on ${resolve(dataDir)}: stop it before restoring into its folder.`);
    const present = existsSync(dataDir) ? await readdir(dataDir) : [];
    if (present.length > 0) {
      if (!force)
        throw new BackupError(
          `${resolve(dataDir)} is not empty: it holds a database or images. Restore into an empty folder (set DATA_DIR to a new one), or add --force to move this folder aside and restore in its place.`,
        );
      movedAside = `${resolve(dataDir)}.before-restore-${now
        .toISOString()
        .replace(/\.\d+Z$/, "Z")
        .replace(/:/g, "")}`;
      try {
        await rename(dataDir, movedAside);
      } catch (error) {
        throw new BackupError(
          `Could not move ${resolve(dataDir)} aside (${(error as NodeJS.ErrnoException).code}): empty it yourself or restore into another folder.`,
        );
      }
    }
  } else {
    const empty = (await isPostgresEmpty(databaseUrl!)) && (await imagesIn(dataDir)).length === 0;
    if (!empty && !force)
      throw new BackupError(
        `The target is not empty: the database (DATABASE_URL) holds tables, or ${resolve(dataDir, "uploads")} holds images. Restore into an empty database, or add --force to replace the database's contents (in one transaction) and add the images.`,
      );
  }

  // Read again, each file checked against the manifest as it is used: the archive cannot change in between unseen.
  const expected = new Map(manifest.files.map((f) => [f.path, f.sha256]));
  let facts: DatabaseFacts | undefined;
  let images = 0;
  const uploads = join(dataDir, "uploads");
  try {
    for await (const entry of readArchive(file)) {
      if (!expected.has(entry.path)) continue;
      if (sha256(entry.data) !== expected.get(entry.path))
        throw new BackupError(`${file} changed while it was being restored (${entry.path}): restore again.`);
      if (entry.path === DATABASE_FILES.pglite) facts = await restorePglite(dataDir, entry.data);
      else if (entry.path === DATABASE_FILES.postgres)
        facts = await restorePostgres(databaseUrl!, entry.data, { replace: force });
      else {
        await mkdir(uploads, { recursive: true });
        await writeFile(join(uploads, entry.path.slice("uploads/".length)), entry.data);
        images += 1;
      }
    }
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const left =
      target === "pglite"
        ? `${resolve(dataDir)} is incomplete: remove it, then restore again`
        : facts
          ? `the database is restored, the images in ${uploads} may be incomplete: restore again with --force`
          : "the database was left as it was (the load is one transaction)";
    throw new BackupError(
      `The restore stopped part-way: ${why.replace(/\.$/, "")}. ${left[0]!.toUpperCase()}${left.slice(1)}.${
        target === "pglite" && !facts
          ? ` (This archive holds ${manifest.database.server}: it loads with a PGlite of the same PostgreSQL major version.)`
          : ""
      }`,
    );
  }
  if (!facts) throw new BackupError(`${file} holds no database dump.`);
  for (const [table, rows] of Object.entries(manifest.database.tables))
    if (facts.tables[table] !== rows)
      throw new BackupError(
        `The restored database's table ${table} has ${facts.tables[table] ?? "no"} rows where the backup counted ${rows}.`,
      );
  return { manifest, facts, images, movedAside, migrationsInCode: await migrationsInCode() };
}
