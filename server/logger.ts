import { describeErrorForLog } from "../app/lib/safe-error.ts";

// The logger itself lives in app/lib/logger.ts: the server and the routes write the same lines.
export { createLogger, withFields, type Logger, type LogLevel } from "../app/lib/logger.ts";

/** An error's message and stack; for a database error (whose message holds SQL and visitor data) its name, code and stack frames only. */
export function describeError(error: unknown): Record<string, unknown> {
  return describeErrorForLog(error);
}
