import { statfsSync } from "node:fs";
import { PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { processLogger } from "../lib/logger.ts";
import { describeErrorForLog } from "../lib/safe-error.ts";
import {
  describeStorageFault,
  storageFaultOf,
  StorageUnavailableError,
  type StorageFaultKind,
} from "../platform/storage-faults.ts";

// Found by experiment (decision 026): PGlite reports a failed write of a table
// file as an error, but a COMMIT that cannot create the next 16 MB WAL segment
// may never return, and after a failed WAL or checkpoint write the next
// statement never returns either: it spins in WebAssembly and blocks the whole
// process, even once space returns. What was committed is in the WAL, and a
// new instance on the same folder replays it. So PGlite is never sent work
// while DATA_DIR has less than RESERVE_BYTES free, and after any storage fault
// the instance is set aside untouched (never closed: closing is a
// checkpoint); callers get StorageUnavailableError (a 503) until there is room
// again, then the same instance, or a fresh one, serves.

/** Free bytes DATA_DIR must have for PGlite to be given work: WAL segments (16 MB) and room to spare. */
export const RESERVE_BYTES = 64 * 1024 * 1024;
const REOPEN_EVERY_MS = 2_000;

type Options = {
  open?: (dataDir: string) => Promise<PGlite>;
  freeBytes?: (dataDir: string) => number;
  reopenEveryMs?: number;
};

const freeBytesOf = (dataDir: string) => {
  const stats = statfsSync(dataDir);
  return stats.bavail * stats.bsize;
};

/**
 * PGlite in DATA_DIR behind one gate: one statement at a time (as PGlite runs
 * them anyway), transactions run here so a failed one is not rolled back on a
 * broken instance, and a storage fault sets the instance aside until it can be
 * reopened. Drizzle uses it as its PGlite client (it calls query and transaction).
 */
export class GuardedPglite {
  readonly dataDir: string;
  #current: PGlite | null;
  #fault: StorageFaultKind | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  #timer: ReturnType<typeof setInterval> | undefined;
  #reopening = false;
  #reopenFailureLogged = false;
  readonly #open: (dataDir: string) => Promise<PGlite>;
  readonly #freeBytes: (dataDir: string) => number;
  readonly #reopenEveryMs: number;

  private constructor(dataDir: string, first: PGlite, options: Options) {
    this.dataDir = dataDir;
    this.#current = first;
    this.#open = options.open ?? ((dir) => PGlite.create(dir));
    this.#freeBytes = options.freeBytes ?? freeBytesOf;
    this.#reopenEveryMs = options.reopenEveryMs ?? REOPEN_EVERY_MS;
  }

  static async open(dataDir: string, options: Options = {}): Promise<GuardedPglite> {
    const open = options.open ?? ((dir: string) => PGlite.create(dir));
    return new GuardedPglite(dataDir, await open(dataDir), { ...options, open });
  }

  /** The storage fault the database is waiting out, or null when it serves. */
  fault(): StorageFaultKind | null {
    return this.#fault;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#exclusive(() => this.#call(this.#usable(), (pg) => pg.query<T>(sql, params, options)));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exclusive(() => this.#call(this.#usable(), (pg) => pg.exec(sql, options)));
  }

  transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const pg = this.#usable();
      await this.#call(pg, (p) => p.query("BEGIN"));
      let closed = false;
      const open = () => {
        if (closed) throw new Error("Transaction is closed");
      };
      const tx = {
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.#call(pg, (p) => p.query<R>(sql, params, options));
        },
        exec: (sql: string, options?: QueryOptions) => {
          open();
          return this.#call(pg, (p) => p.exec(sql, options));
        },
        rollback: async () => {
          open();
          await this.#call(pg, (p) => p.query("ROLLBACK"));
          closed = true;
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await run(tx);
        if (!closed) await this.#call(pg, (p) => p.query("COMMIT"));
        closed = true;
        return result;
      } catch (error) {
        // A set-aside instance is never spoken to again: its uncommitted work dies with it.
        if (!closed && this.#current === pg) await this.#call(pg, (p) => p.query("ROLLBACK"));
        closed = true;
        throw error;
      }
    });
  }

  /**
   * Runs work on the PGlite instance itself while nothing else may use it (the
   * backup's snapshot: a checkpoint, the counts and the folder's dump in one turn).
   */
  runAlone<T>(work: (pg: PGlite) => Promise<T>): Promise<T> {
    return this.#exclusive(() => this.#call(this.#usable(), work));
  }

  /** Graceful stop: a healthy instance is closed (a checkpoint); a set-aside one is left to the WAL. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#exclusive(async () => {
      const pg = this.#current;
      this.#current = null;
      if (pg && !this.#fault) await pg.close();
    });
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => {});
    return run;
  }

  #usable(): PGlite {
    if (!this.#fault && this.#current && this.#lowOnSpace()) this.#pause("full", null);
    if (this.#fault) throw new StorageUnavailableError(this.#fault);
    if (!this.#current) throw new Error("The database is closed");
    return this.#current;
  }

  async #call<T>(pg: PGlite, work: (pg: PGlite) => Promise<T>): Promise<T> {
    if (this.#current !== pg) throw new StorageUnavailableError(this.#fault ?? "full");
    try {
      return await work(pg);
    } catch (error) {
      const kind = storageFaultOf(error);
      if (kind) this.#pause(kind, error);
      throw error;
    }
  }

  #lowOnSpace(): boolean {
    try {
      return this.#freeBytes(this.dataDir) < RESERVE_BYTES;
    } catch {
      // A folder that cannot be measured is left to the database's own errors.
      return false;
    }
  }

  /** No more work for PGlite until there is room: a failed write (error) also sets the instance aside. */
  #pause(kind: StorageFaultKind, error: unknown) {
    if (this.#fault) return;
    this.#fault = kind;
    this.#reopenFailureLogged = false;
    if (error) {
      this.#current = null;
      processLogger.error(`database set aside: ${describeStorageFault(kind)!}; reopening when DATA_DIR has room`, {
        dataDir: this.dataDir,
        ...describeErrorForLog(error),
      });
    } else {
      processLogger.error("database paused: DATA_DIR is nearly full; writes resume when 64 MB are free", {
        dataDir: this.dataDir,
      });
    }
    this.#timer = setInterval(() => void this.#tryReopen(), this.#reopenEveryMs);
    this.#timer.unref();
  }

  async #tryReopen() {
    if (this.#reopening || !this.#fault) return;
    this.#reopening = true;
    try {
      if (this.#lowOnSpace()) return;
      const reopened = !this.#current;
      this.#current ??= await this.#open(this.dataDir);
      clearInterval(this.#timer);
      this.#timer = undefined;
      this.#fault = null;
      // A warning, so that it follows the pause in a log that shows warnings and errors only.
      processLogger.warn(`database ${reopened ? "reopened" : "resumed"}: DATA_DIR accepts writes again`, {
        dataDir: this.dataDir,
      });
    } catch (error) {
      // Tried every few seconds: the first failure is enough in the log.
      if (!this.#reopenFailureLogged)
        processLogger.warn("database not reopened yet", { dataDir: this.dataDir, ...describeErrorForLog(error) });
      this.#reopenFailureLogged = true;
    } finally {
      this.#reopening = false;
    }
  }
}
