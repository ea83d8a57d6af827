// The one logger (issue 17): JSON lines with a level, written by the Node
// server's logger and reaching loaders, actions and features through React
// Router's context (loggerContext in request-context.ts, carrying the request
// id). Background jobs and the database client use the process logger, which
// the server sets at start (entry.server.tsx `initialize`). What a line may
// say about an error: safe-error.ts. Nothing else writes to the console.

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export type LogFields = Record<string, unknown>;

export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

/** Structured JSON lines on stdout, one per event, from `level` up. */
export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const threshold = levels[level];
  const log =
    (lvl: Exclude<LogLevel, "silent">) =>
    (msg: string, fields: LogFields = {}) => {
      if (levels[lvl] < threshold) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** A logger that adds `fields` (a request id) to every line; a line's own fields cannot replace them. */
export function withFields(logger: Logger, fields: LogFields): Logger {
  const log =
    (lvl: keyof Logger) =>
    (msg: string, own: LogFields = {}) =>
      logger[lvl](msg, { ...own, ...fields });
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

let current: Logger = createLogger("info");

/** Makes the server's logger (LOG_LEVEL) the process's: called once at start. */
export function setLogger(logger: Logger): void {
  current = logger;
}

/** The process's logger, for work outside a request (timers, workers, the database pool). */
export const processLogger: Logger = {
  debug: (msg, fields) => current.debug(msg, fields),
  info: (msg, fields) => current.info(msg, fields),
  warn: (msg, fields) => current.warn(msg, fields),
  error: (msg, fields) => current.error(msg, fields),
};
