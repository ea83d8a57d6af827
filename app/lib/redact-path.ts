// Paths that carry a secret: the booking's manage link (its token is the
// customer's key to change or cancel the booking, also in its .ics and .data
// addresses) and the payment page of a session (whoever has it can pay or
// cancel). Logs name the route, never the secret. Queries are never logged
// (`?session_id=` of /success and /book/confirmed, `?token=` of /admin/set-password).
const SECRET_SEGMENTS = [
  /^(\/book\/manage\/)[^/]+?(\.data)?(?=\/|$)/i,
  /^(\/pay\/)[^/]+?(\.data)?(?=\/|$)/i,
  /^(\/review\/)[^/]+?(\.data)?(?=\/|$)/i,
];

/** A request's path fit for the log: a secret in it replaced by `[redacted]`. */
export function redactPath(pathname: string): string {
  for (const pattern of SECRET_SEGMENTS) {
    if (pattern.test(pathname))
      return pathname.replace(pattern, (_all, route: string, data = "") => `${route}[redacted]${data}`);
  }
  return pathname;
}
