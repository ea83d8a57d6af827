import { chmodSync, unlinkSync } from "node:fs";
import { lstat, unlink } from "node:fs/promises";
import { createServer } from "node:http";
import { backupSocketPath, FACTS_HEADER, SNAPSHOT_PATH, socketAnswers } from "../app/platform/backup/socket.ts";
import type { PgliteSnapshot } from "../app/platform/backup/pglite.ts";
import { describeError, type Logger } from "./logger.ts";

export type BackupSocketOptions = {
  /** DATA_DIR: the PGlite folder this server holds open. */
  dataDir: string;
  /** Takes the snapshot in this process (app/platform/backup/server-snapshot.server.ts). */
  snapshot: () => Promise<PgliteSnapshot>;
  logger: Logger;
};

/**
 * Lets `npm run backup` take a consistent copy of the PGlite database while
 * this server runs (docs/decisions/023): a Unix socket beside DATA_DIR, mode
 * 0600, removed at exit. Without it the backup command opens the folder only
 * when no server holds it. A failure here costs online backups, never the site.
 */
export async function listenForBackups({ dataDir, snapshot, logger }: BackupSocketOptions): Promise<void> {
  const path = backupSocketPath(dataDir);
  const unavailable = (why: string, fields: Record<string, unknown> = {}) =>
    logger.warn(`online backups unavailable: ${why}`, { socket: path, ...fields });
  try {
    const existing = await lstat(path).catch(() => null);
    if (existing && !existing.isSocket()) return unavailable("a file that is not a socket is in the way");
    if (existing && (await socketAnswers(path)))
      return unavailable("another process answers on it (is a second server running on this DATA_DIR?)");
    if (existing) await unlink(path);
  } catch (error) {
    return unavailable("the old socket could not be removed", describeError(error));
  }

  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== SNAPSHOT_PATH) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    const started = performance.now();
    snapshot().then(
      ({ tar, ...facts }) => {
        res.writeHead(200, {
          "Content-Type": "application/x-tar",
          "Content-Length": tar.length,
          [FACTS_HEADER]: Buffer.from(JSON.stringify(facts)).toString("base64url"),
        });
        res.end(tar);
        logger.info("backup snapshot taken", { bytes: tar.length, ms: Math.round(performance.now() - started) });
      },
      (error: unknown) => {
        logger.error("backup snapshot failed", describeError(error));
        res.writeHead(503, { "Content-Type": "text/plain" }).end(error instanceof Error ? error.message : "failed");
      },
    );
  });
  server.on("error", (error) => unavailable("the socket could not be made", describeError(error)));
  // Made with no access for group and others from its first instant, not narrowed afterwards.
  const umask = process.umask(0o177);
  try {
    server.listen(path, () => {
      chmodSync(path, 0o600);
      server.unref();
      // A stopping server takes no new snapshot: its database is about to close.
      const stop = () => server.close();
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
      process.once("exit", () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      });
    });
  } finally {
    process.umask(umask);
  }
}
