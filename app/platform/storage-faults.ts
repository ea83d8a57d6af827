import { addOutageClassifier, type Outage } from "./outage.ts";

/**
 * The server's own disk failed a write: full (ENOSPC, a quota, PostgreSQL's
 * 53100 disk_full or another "insufficient resources" 53xxx), mounted
 * read-only, or not writable by the server's user. The visitor did nothing
 * wrong and no provider was at fault: the request is answered 503 with
 * Retry-After in the route's shape (app/platform/outage.ts), and the
 * operator's log line names the cause (docs/security.md, "Disk full").
 */
export type StorageFaultKind = "full" | "read-only" | "permissions" | "resources";

const NODE_CODES: Record<string, StorageFaultKind> = {
  ENOSPC: "full",
  EDQUOT: "full",
  EROFS: "read-only",
  EACCES: "permissions",
  EPERM: "permissions",
};

// PGlite and PostgreSQL report a failed write of their own files as an I/O
// error (SQLSTATE class 58) or an internal one whose text carries the system's words.
const SYSTEM_WORDS: [RegExp, StorageFaultKind][] = [
  [/No space left on device|Disk quota exceeded/i, "full"],
  [/Read-only file system/i, "read-only"],
  [/Permission denied|Operation not permitted/i, "permissions"],
];

// PGlite's file system layer (Emscripten) throws its own error with a WASI errno, e.g. when it starts.
const WASI_ERRNOS: Record<number, StorageFaultKind> = {
  51: "full",
  19: "full",
  69: "read-only",
  2: "permissions",
  63: "permissions",
};

/** Thrown instead of touching a database that a failed write left unusable, until it is reopened. */
export class StorageUnavailableError extends Error {
  readonly kind: StorageFaultKind;
  constructor(kind: StorageFaultKind, message = "the database is waiting for its disk to accept writes again") {
    super(message);
    this.name = "StorageUnavailableError";
    this.kind = kind;
  }
}

/** Which storage fault an error is (not looking through its cause), or null. */
export function storageFaultOf(error: unknown): StorageFaultKind | null {
  if (error instanceof StorageUnavailableError) return error.kind;
  if (!error || typeof error !== "object") return null;
  const { code, syscall, message, name, errno } = error as Record<string, unknown>;
  if (name === "ErrnoError" && typeof errno === "number") return WASI_ERRNOS[errno] ?? null;
  if (typeof code !== "string") return null;
  // A Node system call (fs): its error carries the call's name; EACCES from, say, listen() is not a disk's.
  if (typeof syscall === "string" && code in NODE_CODES) return NODE_CODES[code]!;
  // A SQLSTATE: 53xxx insufficient resources; 58xxx and XX000 only when the system's words say it was the disk.
  if (/^53[0-9A-Z]{3}$/.test(code)) return code === "53100" ? "full" : "resources";
  if (/^(58[0-9A-Z]{3}|XX000)$/.test(code)) {
    const text = String(message);
    for (const [words, kind] of SYSTEM_WORDS) if (words.test(text)) return kind;
  }
  return null;
}

/** The cause in the words an operator acts on (null: no fault). */
export function describeStorageFault(kind: StorageFaultKind | null): string | null {
  switch (kind) {
    case null:
      return null;
    case "full":
      return "no space left on DATA_DIR";
    case "read-only":
      return "DATA_DIR is on a read-only file system";
    case "permissions":
      return "DATA_DIR is not writable (permissions)";
    case "resources":
      return "the database is short of resources (SQLSTATE 53)";
  }
}

/** Seconds a visitor is asked to wait: freeing a disk takes an operator, not a moment. */
export const STORAGE_RETRY_AFTER_SECONDS = 120;

const REASONS: Record<StorageFaultKind, string> = {
  full: "our server has run out of storage space",
  "read-only": "our server's storage is not accepting changes",
  permissions: "our server's storage is not accepting changes",
  resources: "our database is short of resources",
};

/** What the visitor reads: what happened, that nothing they sent was kept, and when to try again. */
export function storageOutage(kind: StorageFaultKind): Outage {
  return {
    cause: "storage",
    message: `We can't save anything right now: ${REASONS[kind]}. Nothing you sent was kept, so please try again in a few minutes.`,
    retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
  };
}

addOutageClassifier((error) => {
  const kind = storageFaultOf(error);
  return kind ? storageOutage(kind) : null;
});
