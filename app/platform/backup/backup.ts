import { existsSync } from "node:fs";
import { mkdir, readdir, readFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { UPLOAD_NAME } from "../../lib/uploads.ts";
import { BackupError, DATABASE_FILES, writeArchive, type ArchiveFile, type Manifest } from "./archive.ts";
import { snapshotPgliteFolder, type DatabaseFacts } from "./pglite.ts";
import { snapshotPostgres } from "./postgres.ts";
import { requestSnapshot } from "./socket.ts";

export type BackupOptions = {
  /** DATABASE_URL: back up that PostgreSQL database; else the PGlite database in dataDir. */
  databaseUrl?: string;
  /** DATA_DIR: the PGlite folder and the uploaded images (DATA_DIR/uploads). */
  dataDir: string;
  /** Where the archive goes (made if missing, mode 0700). */
  outDir: string;
  /** Folders a web server may publish: the archive never goes inside one. */
  publicDirs: string[];
  now?: Date;
};

export type BackupResult = {
  path: string;
  manifest: Manifest;
  /** Who took the database's dump: the running server, this command on the stopped folder, or pg_dump. */
  source: "server" | "folder" | "pg_dump";
};

const inside = (path: string, folder: string) => {
  const rel = relative(resolve(folder), resolve(path));
  return !(rel === ".." || rel.startsWith(`..${sep}`) || isAbsolute(rel));
};

/** The archive's name: the moment in UTC, sortable, with no character a shell or a copy tool minds. */
export const archiveName = (now: Date) =>
  `backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "")}.tar.gz`;

/** The uploaded images, read one at a time after the database's dump (an image a row names is on disk before the row). */
async function* uploadedImages(dataDir: string): AsyncGenerator<ArchiveFile> {
  const dir = join(dataDir, "uploads");
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => UPLOAD_NAME.test(name)).sort() : [];
  for (const name of names) yield { path: `uploads/${name}`, data: await readFile(join(dir, name)) };
}

/** Takes the database's dump and the images into one archive in outDir. */
export async function createBackup({
  databaseUrl,
  dataDir,
  outDir,
  publicDirs,
  now = new Date(),
}: BackupOptions): Promise<BackupResult> {
  if (inside(outDir, dataDir))
    throw new BackupError(`The backup folder ${resolve(outDir)} is inside DATA_DIR: choose one outside it.`);
  for (const dir of publicDirs)
    if (inside(outDir, dir))
      throw new BackupError(
        `The backup folder ${resolve(outDir)} is inside ${resolve(dir)}, which the web server may publish: choose another.`,
      );
  await mkdir(outDir, { recursive: true, mode: 0o700 });

  let facts: DatabaseFacts;
  let dump: ArchiveFile;
  let source: BackupResult["source"];
  if (databaseUrl) {
    const { sql, ...rest } = await snapshotPostgres(databaseUrl);
    facts = rest;
    dump = { path: DATABASE_FILES.postgres, data: sql };
    source = "pg_dump";
  } else {
    let snapshot = await requestSnapshot(dataDir);
    source = "server";
    if (!snapshot) {
      if (!existsSync(join(dataDir, "PG_VERSION")))
        throw new BackupError(
          `There is no PGlite database in DATA_DIR (${resolve(dataDir)}). If the server uses PostgreSQL, give this command the same DATABASE_URL.`,
        );
      // PGlite writes this file when it opens the folder and removes it when it closes it.
      if (existsSync(join(dataDir, "postmaster.pid")))
        throw new BackupError(
          `The database in ${resolve(dataDir)} is open, but no server answers on its backup socket. Start the server (it answers backups while it runs) or stop it cleanly, then try again.`,
        );
      snapshot = await snapshotPgliteFolder(dataDir);
      source = "folder";
    }
    const { tar, ...rest } = snapshot;
    facts = rest;
    dump = { path: DATABASE_FILES.pglite, data: tar };
  }

  let path = join(outDir, archiveName(now));
  for (let n = 2; existsSync(path); n += 1) path = join(outDir, archiveName(now).replace(".tar.gz", `-${n}.tar.gz`));
  const kind = databaseUrl ? "postgres" : "pglite";
  const manifest = await writeArchive(
    path,
    { createdAt: now.toISOString(), database: { kind, ...facts } },
    (async function* () {
      yield dump;
      yield* uploadedImages(dataDir);
    })(),
  );
  return { path, manifest, source };
}
