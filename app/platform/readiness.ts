// Readiness (GET /readyz), unlike liveness (/healthz): whether this instance can
// serve requests that need the database now. A load balancer sends traffic only
// to ready instances; a process that is alive but cut off from its database is
// left alone (not restarted) and gets traffic back once it is ready again.

export type Readiness = {
  status: "ready" | "not ready";
  /** `SELECT 1` answered within the check's short timeout. */
  database: "ok" | "unavailable";
  /** PostgreSQL only: this instance hears the others' catalogue writes (its cached shop pages are fresh). */
  catalogListener?: "listening" | "reconnecting";
};

export async function checkReadiness({
  database,
  catalogListener,
}: {
  database: () => Promise<boolean>;
  catalogListener?: () => boolean;
}): Promise<Readiness> {
  const answer: Readiness = { status: "ready", database: (await database()) ? "ok" : "unavailable" };
  if (catalogListener) answer.catalogListener = catalogListener() ? "listening" : "reconnecting";
  if (answer.database !== "ok" || answer.catalogListener === "reconnecting") answer.status = "not ready";
  return answer;
}
