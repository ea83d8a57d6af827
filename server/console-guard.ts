import type { MiddlewareHandler } from "hono";
import { jsonError } from "../app/lib/http-error.ts";
import type { RouteTarget } from "./request-guard.ts";

/**
 * The owner's console at the door (issue 13), for /admin... and /api/auth...
 * however the path is spelt (`/ADMIN/...`, `/%61dmin/...`: the path React
 * Router matches, request-guard.ts routingPath):
 *
 * - a cross-site request that could change something (any method but GET,
 *   HEAD, OPTIONS) is refused with 403 JSON: its Origin (or, without one, its
 *   Sec-Fetch-Site) must be this site's. The session cookie is SameSite=Lax
 *   as well, so a cross-site form post carries no session anyway;
 * - nothing under it is cached.
 *
 * Who may open what is decided inside the router: the console's layout and
 * its owner-only routes carry a middleware (features/admin/access.server.ts
 * consoleAccess) that runs for documents, data requests and actions alike.
 */

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a routing path (lower case, decoded) is the console's or its sign-in API's. */
export const isConsolePath = (path: string) =>
  /^\/admin(?:[/.]|$)/.test(path) || path === "/api/auth" || path.startsWith("/api/auth/");

/** Whether an unsafe request comes from this site: the server put its URL on the site's origin (site-origin.ts), never the Host's. */
export function isSameSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) {
    // Browsers send Origin with every POST; a browser that did not still says where the request came from.
    const site = request.headers.get("sec-fetch-site");
    return site === null || site === "same-origin" || site === "none";
  }
  return origin === new URL(request.url).origin;
}

export function consoleGuard(): MiddlewareHandler<{ Variables: { target: RouteTarget } }> {
  return async (c, next) => {
    if (!isConsolePath(c.get("target").path)) return next();
    const request = c.req.raw;
    if (!SAFE.has(request.method) && !isSameSite(request)) {
      const refused = jsonError(403, "Cross-site requests to the console are refused.");
      refused.headers.set("Cache-Control", "no-store");
      return refused;
    }
    await next();
    c.header("Cache-Control", "no-store");
  };
}
