import { randomUUID } from "node:crypto";
import { statfsSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describeStorageFault, storageFaultOf } from "../app/platform/storage-faults.ts";

/**
 * The first line an operator reads when the server does not start: the
 * cause, named (no space, read-only, permissions, not a directory), instead of
 * only "database start-up failed". PGlite's own errors often do not say
 * (`[object Object]`, "failed to initialize properly"), so DATA_DIR is looked
 * at too: what it is, and whether a small file can be written in it.
 */
export function explainStartFailure(
  error: unknown,
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string },
) {
  const start = "database start-up failed";
  const fromError = faultOfChain(error);
  if (databaseUrl)
    return fromError === "full" || fromError === "resources"
      ? `${start}: the database server is short of space or resources (SQLSTATE 53)`
      : start;
  const cause = dataDirProblem(dataDir) ?? (fromError && describeStorageFault(fromError));
  return cause ? `${start}: ${cause} (${dataDir})` : start;
}

function faultOfChain(error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const kind = storageFaultOf(current);
    if (kind) return kind;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** What stops the server from keeping its data in DATA_DIR, in an operator's words, or null when nothing does. */
export function dataDirProblem(dataDir: string): string | null {
  // The folder, or the nearest existing folder above it (the server creates the rest).
  let existing = dataDir;
  for (;;) {
    try {
      if (!statSync(existing).isDirectory())
        return existing === dataDir ? "DATA_DIR is not a directory" : `DATA_DIR is inside a file (${existing})`;
      break;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOTDIR") return `DATA_DIR is inside a file`;
      if (code !== "ENOENT" || dirname(existing) === existing) return describeStorageFault(storageFaultOf(error));
      existing = dirname(existing);
    }
  }
  const probe = join(existing, `.write-check-${randomUUID()}`);
  try {
    writeFileSync(probe, Buffer.alloc(64 * 1024));
    unlinkSync(probe);
  } catch (error) {
    try {
      unlinkSync(probe);
    } catch {
      // Never written.
    }
    return describeStorageFault(storageFaultOf(error));
  }
  const { bavail, bsize } = statfsSync(existing);
  return bavail * bsize < 1024 * 1024 ? describeStorageFault("full") : null;
}
