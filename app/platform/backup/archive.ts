import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { z } from "zod";
import { UPLOAD_NAME } from "../../lib/uploads.ts";
import { fileHeader, padding, readTar, TarError, trailer } from "./tar.ts";

// One backup is one .tar.gz: the database's dump (database/pglite.tar, the
// PGlite data folder as PGlite dumps it, or database/postgres.sql, pg_dump's
// plain SQL), every uploaded image (uploads/<hash>.<ext>) and, last,
// manifest.json: what it holds, when it was taken, the rows per table, and
// each file's size and SHA-256, checked before a restore touches anything.

export const BACKUP_FORMAT = "elite-window-tinting-backup";
export const BACKUP_VERSION = 1;
export const MANIFEST = "manifest.json";
export const DATABASE_FILES = { pglite: "database/pglite.tar", postgres: "database/postgres.sql" } as const;
export type DatabaseKind = keyof typeof DATABASE_FILES;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The server that was dumped, as it names itself (SELECT version()). */
    server: z.string(),
    /** Migrations applied when the dump was taken (rows of drizzle.__drizzle_migrations). */
    migrations: z.number().int().min(0),
    /** Rows per table of the public schema, counted in the dump's own snapshot. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.array(
    z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** What a restore or a backup tells the operator: a sentence, never a stack. */
export class BackupError extends Error {}

/** The only names an archive may hold besides the manifest. */
export const isArchivePath = (path: string, kind: DatabaseKind) =>
  path === DATABASE_FILES[kind] || (path.startsWith("uploads/") && UPLOAD_NAME.test(path.slice("uploads/".length)));

export type ArchiveFile = { path: string; data: Uint8Array };

/**
 * Writes the files then the manifest to `path`, through a temporary name in
 * the same folder: a backup that fails half-way leaves no file that looks whole.
 */
export async function writeArchive(
  path: string,
  about: Omit<Manifest, "format" | "version" | "files">,
  files: AsyncIterable<ArchiveFile>,
): Promise<Manifest> {
  const partial = `${path}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600, flags: "wx" });
  gzip.pipe(out);
  const write = (bytes: Uint8Array) =>
    new Promise<void>((done, fail) => gzip.write(bytes, (error) => (error ? fail(error) : done())));
  const mtime = new Date(about.createdAt);
  const add = async ({ path: name, data }: ArchiveFile) => {
    await write(fileHeader(name, data.length, mtime));
    await write(data);
    await write(padding(data.length));
  };
  try {
    const listed: Manifest["files"] = [];
    for await (const file of files) {
      await add(file);
      listed.push({ path: file.path, bytes: file.data.length, sha256: sha256(file.data) });
    }
    const manifest: Manifest = { format: BACKUP_FORMAT, version: BACKUP_VERSION, ...about, files: listed };
    await add({ path: MANIFEST, data: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) });
    await write(trailer());
    gzip.end();
    await finished(out);
    await rename(partial, path);
    return manifest;
  } catch (error) {
    // Stop the pipe before tearing down, and swallow the teardown's own errors (a write after
    // destroy): the error to report is the one that got here.
    gzip.unpipe(out);
    gzip.on("error", () => {});
    out.on("error", () => {});
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

export const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** The archive's entries as stored, a damaged or truncated archive a BackupError. */
export async function* readArchive(path: string): AsyncGenerator<ArchiveFile> {
  try {
    const file = createReadStream(path);
    const gunzip = createGunzip();
    // pipe() does not pass a read error on: without this a missing file is an unhandled error event.
    file.on("error", (error) => gunzip.destroy(error));
    for await (const entry of readTar(file.pipe(gunzip))) {
      if (entry.type !== "0") throw new BackupError(`${path} holds an entry that is not a file (${entry.name})`);
      yield { path: entry.name, data: entry.data };
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`There is no file ${path}.`);
    if (error instanceof TarError || code?.startsWith("Z_") || code === "ERR_STREAM_PREMATURE_CLOSE")
      throw new BackupError(`${path} is damaged or not a backup archive: ${(error as Error).message}.`);
    throw error;
  }
}

/**
 * Reads the whole archive and checks it against its manifest: each file there
 * with its size and checksum, nothing else, the format one this code knows.
 * Returns the manifest; anything wrong is a BackupError naming it.
 */
export async function verifyArchive(path: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  for await (const file of readArchive(path)) {
    if (file.path === MANIFEST) manifestText = new TextDecoder().decode(file.data);
    else if (seen.has(file.path)) throw new BackupError(`${path} holds ${file.path} twice.`);
    else seen.set(file.path, { bytes: file.data.length, sha256: sha256(file.data) });
  }
  if (manifestText === undefined) throw new BackupError(`${path} has no ${MANIFEST}: it is not a whole backup.`);
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw new BackupError(`${path}: its ${MANIFEST} is not readable JSON.`);
  }
  const version = (raw as { version?: unknown }).version;
  if ((raw as { format?: unknown }).format === BACKUP_FORMAT && typeof version === "number" && version > BACKUP_VERSION)
    throw new BackupError(
      `${path} is in backup format ${version}; this version of the site reads format ${BACKUP_VERSION}: restore it with the newer code.`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupError(`${path}: its ${MANIFEST} is not a backup manifest this code knows.`);
  const manifest = parsed.data;
  for (const file of manifest.files) {
    if (!isArchivePath(file.path, manifest.database.kind))
      throw new BackupError(`${path} lists an unexpected file: ${file.path}.`);
    const found = seen.get(file.path);
    if (!found) throw new BackupError(`${path} is missing ${file.path}, which its manifest lists.`);
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256)
      throw new BackupError(`${path} is damaged: ${file.path} does not match its checksum.`);
    seen.delete(file.path);
  }
  const [extra] = seen.keys();
  if (extra !== undefined) throw new BackupError(`${path} holds ${extra}, which its manifest does not list.`);
  if (!manifest.files.some((file) => file.path === DATABASE_FILES[manifest.database.kind]))
    throw new BackupError(`${path} holds no database dump.`);
  return manifest;
}
