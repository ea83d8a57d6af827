import { describeErrorForLog } from "../app/lib/safe-error.ts";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;

export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

/** Structured JSON lines on stdout, one per event. */
export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const threshold = levels[level];
  const log = (lvl: Exclude<LogLevel, "silent">) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (levels[lvl] < threshold) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** An error's message and stack; for a database error (whose message holds SQL and visitor data) its name, code and stack frames only. */
export function describeError(error: unknown): Record<string, unknown> {
  return describeErrorForLog(error);
}
