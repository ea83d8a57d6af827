// What a log line may say about an error that can carry visitor data. A
// database error's message holds the whole SQL statement and its parameters
// (Drizzle: "Failed query: ... params: ..."), and a driver's message or detail
// may quote a value ('invalid input syntax ... "<value>"', "Key (x)=(...)"):
// only the error's name and SQLSTATE code are logged.

export type SafeErrorDescription = { error: string; code?: string };

/** The error's class name and, when it (or its cause) has one, its short code; never its message. */
export function describeErrorSafely(error: unknown): SafeErrorDescription {
  const names: string[] = [];
  let code: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current != null; depth++) {
    if (typeof current !== "object") {
      names.push(typeof current);
      break;
    }
    const e = current as { name?: unknown; code?: unknown; cause?: unknown };
    // Drizzle's query error keeps the name "Error": its class says more.
    const className = current.constructor?.name;
    const valid = (n: unknown): n is string => typeof n === "string" && /^[\w.$-]{1,60}$/.test(n);
    const name =
      valid(e.name) && e.name !== "Error"
        ? e.name
        : valid(className) && className !== "Object"
          ? className
          : valid(e.name)
            ? e.name
            : "object";
    names.push(name);
    if (
      code === undefined &&
      (typeof e.code === "string" || typeof e.code === "number") &&
      /^[\w.-]{1,40}$/.test(String(e.code))
    )
      code = String(e.code);
    current = e.cause;
  }
  const description: SafeErrorDescription = { error: names.join(" < ") || "unknown" };
  if (code !== undefined) description.code = code;
  return description;
}

function causes(error: unknown): object[] {
  const chain: object[] = [];
  for (let e = error; chain.length < 4 && e != null && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    chain.push(e);
  return chain;
}

/** True for an error from the database layer: a Drizzle query error, or a driver error with a SQLSTATE. */
export function isDatabaseError(error: unknown): boolean {
  return causes(error).some((e) => {
    const x = e as { query?: unknown; params?: unknown; code?: unknown; severity?: unknown };
    return (
      e.constructor?.name === "DrizzleQueryError" ||
      (typeof x.query === "string" && "params" in x) ||
      (typeof x.severity === "string" && typeof x.code === "string" && /^[0-9A-Z]{5}$/.test(x.code))
    );
  });
}

/**
 * An error for a log line: its message and stack, except for a database error,
 * whose message (and the stack's first line, which repeats it) may hold SQL and
 * visitor data: then its name, code and the stack's frames only.
 */
export function describeErrorForLog(error: unknown): Record<string, unknown> {
  if (!isDatabaseError(error)) {
    if (error instanceof Error) return { error: error.message, stack: error.stack };
    return { error: String(error) };
  }
  const stack =
    error instanceof Error && error.stack
      ? error.stack
          .split("\n")
          .filter((l) => /^\s+at /.test(l))
          .join("\n")
      : undefined;
  return { ...describeErrorSafely(error), ...(stack ? { stack } : {}) };
}
