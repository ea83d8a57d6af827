import { Server as HttpServer, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import { describeError, type Logger } from "./logger.ts";

export type ShutdownHooks = {
  /** Stops the background work (timers, sweeps, outbox), resolving once the job in hand has finished. */
  stopWork?: () => Promise<void>;
  /** Runs last, once the requests and the jobs are done: closes the database. */
  release?: () => Promise<void>;
  /**
   * How long a keep-alive connection that has just been answered stays open
   * after SIGTERM for the request its client may already be sending (default 1 s).
   */
  idleGraceMs?: number;
};

const IDLE_GRACE_MS = 1000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, drain the keep-alive ones
 * (drainConnections), stop the background work, let requests in flight and the
 * job in hand finish, release the database, then exit 0; after timeoutMs,
 * close whatever is left and exit.
 *
 * Install it before the server listens: it follows every connection from its start.
 */
export function installGracefulShutdown(
  server: ServerType,
  logger: Logger,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
  { stopWork, release, idleGraceMs = IDLE_GRACE_MS }: ShutdownHooks = {},
) {
  let stopping = false;
  const drain = server instanceof HttpServer ? drainConnections(server, idleGraceMs) : undefined;
  const logged = (what: string, step: (() => Promise<void>) | undefined) =>
    step?.().catch((error: unknown) => logger.error(`${what} failed`, describeError(error)));
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const closed = new Promise<void>((done) => {
      const closedAll = (error?: Error) => {
        if (error) logger.error("close failed", describeError(error));
        done();
      };
      if (drain) drain.start(closedAll);
      else server.close(closedAll);
    });
    void Promise.all([closed, logged("stopping background work", stopWork)])
      .then(() => logged("releasing the database", release))
      .then(() => {
        logger.info("stopped");
        exit(0);
      });
    setTimeout(() => {
      logger.warn("shutdown timeout: closing remaining connections");
      if ("closeAllConnections" in server) server.closeAllConnections();
      exit(0);
    }, timeoutMs).unref();
  }
  const onTerm = () => shutdown("SIGTERM");
  const onInt = () => shutdown("SIGINT");
  process.on("SIGTERM", onTerm);
  process.on("SIGINT", onInt);
  return {
    shutdown,
    dispose() {
      process.off("SIGTERM", onTerm);
      process.off("SIGINT", onInt);
      drain?.dispose();
    },
  };
}

type Connection = {
  /** Answers not yet finished, oldest first (more than one when the client pipelines). */
  pending: { res: ServerResponse; keepAlive: boolean }[];
  /** When the connection last had nothing to answer (performance.now()). */
  idleSince: number;
  closer?: NodeJS.Timeout;
};

/**
 * Follows every connection of `server` so that, once started, the server lets
 * its keep-alive clients go without cutting a request:
 * - the listening socket closes (new connections are refused; the client goes to another instance);
 * - every answer not yet begun says `Connection: close`, so the client sends
 *   nothing more on that connection, and Node closes it once the answer is out;
 * - a connection with nothing to answer is closed once it has been idle for
 *   `idleGraceMs`: at once if it already has, else when that time is up and no
 *   request came. Closing one the moment its answer went out would reset the
 *   next request a keep-alive client may already have sent (the keep-alive
 *   race); that request is answered instead, with `Connection: close`;
 * - with pipelined requests, only the newest one received says `Connection: close`,
 *   so the ones queued behind an answer are not dropped.
 * `onClosed` runs once the last connection has closed.
 *
 * http.Server's own close() would close the idle connections at once, racing
 * requests on their way, so the listening socket is closed through net.Server's.
 */
export function drainConnections(server: HttpServer, idleGraceMs: number) {
  let draining = false;
  const connections = new Map<Socket, Connection>();

  function closeWhenIdle(socket: Socket, connection: Connection) {
    clearTimeout(connection.closer);
    if (connection.pending.length > 0 || socket.destroyed) return;
    const wait = connection.idleSince + idleGraceMs - performance.now();
    if (wait <= 0) socket.destroy();
    else connection.closer = setTimeout(() => closeWhenIdle(socket, connection), wait);
  }

  /** The newest answer not yet begun carries `Connection: close`; those before it keep the connection. */
  function markLast(connection: Connection) {
    const { pending } = connection;
    pending.forEach(({ res, keepAlive }, i) => {
      if (!res.headersSent) res.shouldKeepAlive = i === pending.length - 1 ? false : keepAlive;
    });
  }

  const onConnection = (socket: Socket) => {
    const connection: Connection = { pending: [], idleSince: performance.now() };
    connections.set(socket, connection);
    socket.once("close", () => {
      clearTimeout(connection.closer);
      connections.delete(socket);
    });
    if (draining) closeWhenIdle(socket, connection);
  };

  const onRequest = (req: { socket: Socket }, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    clearTimeout(connection.closer);
    const entry = { res, keepAlive: res.shouldKeepAlive };
    connection.pending.push(entry);
    if (draining) markLast(connection);
    res.once("close", () => {
      connection.pending.splice(connection.pending.indexOf(entry), 1);
      if (connection.pending.length > 0) return;
      connection.idleSince = performance.now();
      if (draining) closeWhenIdle(req.socket, connection);
    });
  };

  server.on("connection", onConnection);
  // Before the app's own listener, which may answer at once.
  server.prependListener("request", onRequest);

  return {
    start(onClosed: (error?: Error) => void) {
      draining = true;
      NetServer.prototype.close.call(server, onClosed);
      for (const [socket, connection] of connections) {
        if (connection.pending.length > 0) markLast(connection);
        else closeWhenIdle(socket, connection);
      }
    },
    dispose() {
      server.off("connection", onConnection);
      server.off("request", onRequest);
      for (const connection of connections.values()) clearTimeout(connection.closer);
    },
  };
}
