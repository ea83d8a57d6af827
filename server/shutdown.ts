import type { ServerType } from "@hono/node-server";
import { describeError, type Logger } from "./logger.ts";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight
 * finish, then exit; after timeoutMs, close whatever is left.
 */
export function installGracefulShutdown(
  server: ServerType,
  logger: Logger,
  timeoutMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    server.close((error) => {
      if (error) logger.error("close failed", describeError(error));
      logger.info("stopped");
      exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
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
