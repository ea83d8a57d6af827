import type { ServerType } from "@hono/node-server";
import { describeError, type Logger } from "./logger.ts";

export type ShutdownHooks = {
  /** Stops the background work (timers, sweeps, outbox), resolving once the job in hand has finished. */
  stopWork?: () => Promise<void>;
  /** Runs last, once the requests and the jobs are done: closes the database. */
  release?: () => Promise<void>;
};

/**
 * On SIGTERM or SIGINT: stop accepting connections and stop the background
 * work, let requests in flight and the job in hand finish, release the
 * database, then exit 0; after timeoutMs, close whatever is left and exit.
 */
export function installGracefulShutdown(
  server: ServerType,
  logger: Logger,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
  { stopWork, release }: ShutdownHooks = {},
) {
  let stopping = false;
  const logged = (what: string, step: (() => Promise<void>) | undefined) =>
    step?.().catch((error: unknown) => logger.error(`${what} failed`, describeError(error)));
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const closed = new Promise<void>((done) =>
      server.close((error) => {
        if (error) logger.error("close failed", describeError(error));
        done();
      }),
    );
    if ("closeIdleConnections" in server) server.closeIdleConnections();
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
    },
  };
}
