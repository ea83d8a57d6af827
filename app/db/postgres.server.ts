import pg from "pg";
import { processLogger } from "../lib/logger.ts";
import { describeErrorSafely } from "../lib/safe-error.ts";
import { addOutageClassifier, type Outage } from "../platform/outage.ts";

// Connections to PostgreSQL that survive its restart, stop or freeze (issue 22,
// point 3). Without these, a connection the server drops while a request holds
// it emits an 'error' no one listens to and ends the process, and a frozen
// server holds every request for as long as it is frozen. Here:
// - every connection has an error listener for its whole life, checked out or idle;
// - a request waits a few seconds at most: for a connection (connectMs), for
//   a statement or a lock (the server's own statement_timeout and lock_timeout),
//   and, when the server does not answer at all (frozen), for the answer
//   (answerMs): the connection is then cut and never used again, so a
//   transaction left open on it cannot take later queries in;
// - while the database does not answer a new connection, a pool tries one new
//   connection at a time and every other request that needs one fails at once:
//   a frozen server is not left with hundreds of abandoned connections to
//   start one by one when it wakes, before it can serve the live ones;
// - every error the driver reports is marked as the database's, so an
//   outage is told from another service's network error (the payment
//   provider's ECONNREFUSED is not the database's).

export const DB_TIMEOUTS = {
  /** Getting a connection: a new one, or a free one from a busy pool. */
  connectMs: 2_000,
  /** A statement, on the server (statement_timeout): the query is cancelled, the connection kept. */
  statementMs: 4_000,
  /** Waiting for a row or table lock, on the server (lock_timeout). */
  lockMs: 2_000,
  /** No answer at all (a frozen server): the connection is cut. Above statementMs, so a live server answers first. */
  answerMs: 4_500,
};

const fromDatabase = new WeakSet<object>();

/** The error, marked as reported by the database driver. */
function marked<T>(error: T): T {
  if (error && typeof error === "object") fromDatabase.add(error);
  return error;
}

type Callback = (error: Error | null | undefined, result?: unknown) => void;

/** A connection whose queries get an answer in time or cut the connection (see above). */
class GuardedClient extends pg.Client {
  // pg's query() is overloaded (text, config, submittable; callback or promise): one signature covers them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === "function") [values, callback] = [undefined, values];
    // A submittable (a cursor) runs as pg runs it.
    if (typeof config?.submit === "function") return super.query(config, values, callback);
    if (typeof callback === "function") return void super.query(config, values, this.watch(callback as Callback));
    return new Promise((resolve, reject) => {
      super.query(
        config,
        values,
        this.watch((error, result) => (error ? reject(error) : resolve(result))),
      );
    });
  }

  private watch(callback: Callback): Callback {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      void this.end().catch(() => {});
      callback(marked(Object.assign(new Error("Query read timeout"), { code: "ETIMEDOUT" })));
    }, DB_TIMEOUTS.answerMs);
    return (error, result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      callback(error ? marked(error) : error, result);
    };
  }
}

/**
 * One pool's new connections while the database does not answer (see above):
 * after a failed one, the next is a probe, and none other is tried until the
 * probe has its answer. A connection made, probe or not, opens the way again.
 */
class ConnectGate {
  private failing = false;
  private probing = false;

  /** Whether a new connection may be tried now; `settle` gets its outcome. */
  enter(): ((error: unknown) => void) | null {
    const probe = this.failing;
    if (probe && this.probing) return null;
    if (probe) this.probing = true;
    return (error) => {
      if (probe) this.probing = false;
      this.failing = Boolean(error);
    };
  }
}

/** The error of a connection not tried: another is already waiting for the database's answer. */
const notTried = () =>
  marked(
    Object.assign(new Error("Database not answering: one new connection at a time until it does"), {
      code: "ECONNREFUSED",
    }),
  );

/** A pool's connection class: a GuardedClient whose new connections pass the pool's gate. */
function gatedClient(gate: ConnectGate): typeof pg.Client {
  class GatedClient extends GuardedClient {
    // pg's connect() is overloaded (callback or promise), as query() above.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override connect(callback?: any): any {
      const settle = gate.enter();
      if (!settle) {
        if (!callback) return Promise.reject(notTried());
        process.nextTick(callback, notTried());
        return;
      }
      if (callback)
        return super.connect((error: Error) => {
          settle(error);
          (callback as (error: Error) => void)(error);
        });
      return super.connect().then(
        (client) => {
          settle(null);
          return client;
        },
        (error: unknown) => {
          settle(error);
          throw error;
        },
      );
    }
  }
  return GatedClient;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** A pool whose connection errors are marked as the database's. */
class GuardedPool extends pg.Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: ConnectCallback): any {
    if (callback) return super.connect((error, client, done) => callback(error ? marked(error) : error, client, done));
    return super.connect().catch((error: unknown) => {
      throw marked(error);
    });
  }
}

/** Connection settings: the timeouts above, and TCP keep-alive (a silently dropped connection is noticed). */
export function connectionConfig(databaseUrl: string, { timeouts = true } = {}): pg.ClientConfig {
  return {
    connectionString: databaseUrl,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    keepAlive: true,
    ...(timeouts && {
      statement_timeout: DB_TIMEOUTS.statementMs,
      lock_timeout: DB_TIMEOUTS.lockMs,
      // A transaction its instance abandoned (cut connection, crash) does not hold its locks for long.
      idle_in_transaction_session_timeout: 15_000,
    }),
  };
}

/** The pool every request and job uses. Its errors are logged and never end the process. */
export function createPool(databaseUrl: string, { max = 10, name = "database" } = {}): pg.Pool {
  const pool = new GuardedPool({ ...connectionConfig(databaseUrl), max, Client: gatedClient(new ConnectGate()) });
  const lost = (error: Error) => processLogger.warn(`${name} connection lost`, describeErrorSafely(error));
  // An idle connection's error reaches the pool. One checked out by a request reaches only the
  // connection (its query fails with it): without a listener there, it would end the process.
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

/**
 * A connection of its own (LISTEN), with the same timeouts; `timeouts: false`
 * for start-up work that may wait long for a lock (migrations), with the
 * connection timeout only. The caller listens for its 'error'.
 */
export function createClient(databaseUrl: string, { timeouts = true } = {}): pg.Client {
  const config = connectionConfig(databaseUrl, { timeouts });
  return timeouts ? new GuardedClient(config) : new pg.Client(config);
}

// SQLSTATEs of a database that is unreachable, restarting or too slow, not of a bad query:
// class 08 (connection exception), 53300 (too many connections), 57P01-57P03 (shutting
// down, crashed, starting up), 57014 (statement_timeout), 55P03 (lock_timeout).
const OUTAGE_STATES = /^(08...|53300|57P0[123]|57014|55P03)$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// What pg and pg-pool say when a connection is lost, cut or not had in time.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

export const DATABASE_OUTAGE: Outage = {
  cause: "database",
  message:
    "Our booking and order system is briefly unavailable, so this could not be done just now. Nothing was charged: please try again in a few seconds.",
  retryAfterSeconds: 5,
};

/** A database fault (unreachable, restarting, frozen, too slow) in an error the driver reported, or null. */
export function classifyDatabaseOutage(error: unknown): Outage | null {
  if (!error || typeof error !== "object" || !fromDatabase.has(error)) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (OUTAGE_STATES.test(code) || NETWORK_CODES.has(code))) return DATABASE_OUTAGE;
  if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return DATABASE_OUTAGE;
  return null;
}

addOutageClassifier(classifyDatabaseOutage);

/** For tests: an error as the driver would report it. */
export const markAsDatabaseError = marked;
