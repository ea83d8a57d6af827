import { stat, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backupSocketPath, requestSnapshot } from "../app/platform/backup/socket.ts";
import { createLogger } from "./logger.ts";
import { listenForBackups } from "./backup-socket.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backup-socket-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const snapshot = {
  server: "PostgreSQL 18 (PGlite)",
  migrations: 4,
  tables: { leads: 7 },
  tar: new Uint8Array([1, 2, 3]),
};

function logged() {
  const lines: string[] = [];
  return { lines, logger: createLogger("info", (line) => lines.push(line)) };
}

describe("the backup socket", () => {
  it("is absent before a server makes it: the backup command then knows no server runs", async () => {
    expect(await requestSnapshot(join(dir, "nothing"))).toBeNull();
  });

  it("hands the running server's snapshot to the backup command, and only its user may connect", async () => {
    const dataDir = join(dir, "data");
    const { logger } = logged();
    await listenForBackups({ dataDir, snapshot: async () => snapshot, logger });
    await vi.waitFor(async () => expect((await stat(backupSocketPath(dataDir))).isSocket()).toBe(true));
    expect((await stat(backupSocketPath(dataDir))).mode & 0o777).toBe(0o600);
    expect(backupSocketPath(dataDir)).toBe(`${dataDir}.backup.sock`);
    expect(await requestSnapshot(dataDir)).toEqual(snapshot);

    // A second server on the same folder does not take the socket over: it says why.
    const second = logged();
    await listenForBackups({ dataDir, snapshot: async () => snapshot, logger: second.logger });
    expect(second.lines.join("")).toMatch(/online backups unavailable: another process answers on it/);
    expect(await requestSnapshot(dataDir)).toEqual(snapshot);
  });

  it("reports a failed snapshot to the backup command as a sentence", async () => {
    const dataDir = join(dir, "failing");
    const { logger, lines } = logged();
    await listenForBackups({ dataDir, snapshot: () => Promise.reject(new Error("no space left on device")), logger });
    await vi.waitFor(async () => expect((await stat(backupSocketPath(dataDir))).isSocket()).toBe(true));
    await expect(requestSnapshot(dataDir)).rejects.toThrow(
      "The running server could not take the snapshot: no space left on device",
    );
    expect(lines.join("")).toMatch(/"msg":"backup snapshot failed"/);
  });

  it("is not made over a file that is not a socket", async () => {
    const dataDir = join(dir, "blocked");
    await writeFile(backupSocketPath(dataDir), "mine");
    const { logger, lines } = logged();
    await listenForBackups({ dataDir, snapshot: async () => snapshot, logger });
    expect(lines.join("")).toMatch(/online backups unavailable: a file that is not a socket is in the way/);
    await expect(requestSnapshot(dataDir)).rejects.toThrow("is not the server's backup socket");
  });
});
