import { createContext, data } from "react-router";

/**
 * A fault of the server's own storage, not of the visitor's request: the
 * database unreachable, slow or restarting, or the disk full, read-only or not
 * writable. Visitors get a clear 503 with Retry-After in the shape of the route
 * they asked (JSON `{ "error" }` for the APIs, a page for pages), never a 500
 * and never a message that blames someone else (issue 22, points 3 and 5).
 */
export type Outage = {
  cause: "database" | "storage";
  /** What the visitor reads: what happened in plain words, and that nothing was lost. */
  message: string;
  retryAfterSeconds: number;
};

/** Recognises one kind of fault in an error (or nothing). */
export type OutageClassifier = (error: unknown) => Outage | null;

const classifiers: OutageClassifier[] = [];

/** Adds a recogniser (database connection faults, disk faults); each module registers its own at import. */
export function addOutageClassifier(classifier: OutageClassifier): void {
  if (!classifiers.includes(classifier)) classifiers.push(classifier);
}

/** The outage an error stands for, looking through its `cause` chain, or null for any other error. */
export function classifyOutage(error: unknown): Outage | null {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    for (const classify of classifiers) {
      const outage = classify(current);
      if (outage) return outage;
    }
  }
  return null;
}

/**
 * Per request (the server sets a fresh holder): the outage a loader, action or
 * render failed with, recorded by entry.server's handleError, so the server can
 * answer 503 instead of the 500 React Router made of it.
 */
export const outageContext = createContext<{ outage: Outage | null } | null>(null);

export const outageHeaders = (outage: Outage): Record<string, string> => ({
  "Retry-After": String(outage.retryAfterSeconds),
  "Cache-Control": "no-store",
});

/** The API shape: `{ "error": message }`, 503, Retry-After. */
export function outageJson(outage: Outage): Response {
  return Response.json({ error: outage.message }, { status: 503, headers: outageHeaders(outage) });
}

/**
 * A form action's own answer to an outage: its usual shape holding the
 * visitor's message, 503 and Retry-After (the form stays filled in); null for
 * any other error, which the action rethrows.
 */
export function outageAnswer<T>(error: unknown, shape: (message: string) => T) {
  const outage = classifyOutage(error);
  return outage ? data(shape(outage.message), { status: 503, headers: outageHeaders(outage) }) : null;
}
