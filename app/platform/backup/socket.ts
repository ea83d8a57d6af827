import { lstat } from "node:fs/promises";
import { request } from "node:http";
import { connect } from "node:net";
import { resolve } from "node:path";
import { BackupError } from "./archive.ts";
import type { DatabaseFacts, PgliteSnapshot } from "./pglite.ts";

// The local channel through which the backup command asks a running server
// for its PGlite snapshot: a Unix socket beside the data folder (not inside
// it: PGlite's dump walks that whole folder and cannot read a socket), made
// by the server, readable and writable by its user alone, and unreachable
// from the network. It answers one request: GET /snapshot.

export const SNAPSHOT_PATH = "/snapshot";
export const FACTS_HEADER = "x-snapshot-facts";

/** Where the server on `dataDir` listens for backup requests. */
export const backupSocketPath = (dataDir: string) => `${resolve(dataDir).replace(/\/+$/, "")}.backup.sock`;

/** True when a process listens on the socket at `path` (a server alive on that folder). */
export const socketAnswers = (path: string) =>
  new Promise<boolean>((done) => {
    const probe = connect(path, () => {
      probe.destroy();
      done(true);
    });
    probe.on("error", () => done(false));
  });

/**
 * The running server's snapshot, or null when no server answers on the
 * socket (none made it, or the one that did is gone). A socket of another
 * user is refused: whoever made it could hand over any database.
 */
export async function requestSnapshot(dataDir: string): Promise<PgliteSnapshot | null> {
  const socketPath = backupSocketPath(dataDir);
  const stats = await lstat(socketPath).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!stats) return null;
  if (!stats.isSocket()) throw new BackupError(`${socketPath} is not the server's backup socket: move it away.`);
  if (stats.uid !== process.getuid?.())
    throw new BackupError(`${socketPath} belongs to another user: run the backup as the user that runs the server.`);
  return new Promise((done, fail) => {
    const req = request({ socketPath, path: SNAPSHOT_PATH, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", fail);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200)
          return fail(new BackupError(`The running server could not take the snapshot: ${body.toString("utf8")}`));
        const facts = JSON.parse(
          Buffer.from(String(res.headers[FACTS_HEADER]), "base64url").toString("utf8"),
        ) as DatabaseFacts;
        done({ ...facts, tar: new Uint8Array(body) });
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? done(null) : fail(error),
    );
    req.end();
  });
}
