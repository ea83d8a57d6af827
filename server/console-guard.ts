import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { jsonError } from "../app/lib/http-error.ts";
import { appEntryOf } from "./server-build.ts";
import { createRouteResolver } from "./request-guard.ts";

/**
 * The owner's console at the door (issue 13), for /admin... and /api/auth...:
 *
 * - a cross-site request that could change something (any method but GET,
 *   HEAD, OPTIONS) is refused with 403 JSON: its Origin (or, without one, its
 *   Sec-Fetch-Site) must be this site's. The session cookie is SameSite=Lax
 *   as well, so a cross-site form post carries no session anyway;
 * - every console page and action whose route says `handle.console.role`
 *   needs a session of at least that role: without one, a page is sent to the
 *   sign-in page and anything else gets 401 JSON; staff where the owner is
 *   needed get 403 (JSON for actions). Data requests of client navigations
 *   (`.data`) are left to the loaders' own requireConsoleUser, which answer
 *   them in React Router's encoding;
 * - nothing under it is cached.
 */

type Role = "owner" | "staff";
const rank: Record<Role, number> = { staff: 1, owner: 2 };

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

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

export function consoleGuard(build: ServerBuild): MiddlewareHandler {
  const resolve = createRouteResolver(build);
  const { consoleUserOf } = appEntryOf(build);
  /** The highest role any route on the way to this one asks for (the layout asks for staff). */
  const roleFor = (id: string | undefined): Role | undefined => {
    let needed: Role | undefined;
    for (
      let route = id ? build.routes[id] : undefined;
      route;
      route = route.parentId ? build.routes[route.parentId] : undefined
    ) {
      const role = (route.module as { handle?: { console?: { role?: Role } } }).handle?.console?.role;
      if (role && (!needed || rank[role] > rank[needed])) needed = role;
    }
    return needed;
  };

  return async (c, next) => {
    if (!isConsolePath(c.req.path)) return next();
    const request = c.req.raw;
    const noStore = (response: Response) => {
      response.headers.set("Cache-Control", "no-store");
      return response;
    };
    if (!SAFE.has(request.method) && !isSameSite(request)) {
      return noStore(jsonError(403, "Cross-site requests to the console are refused."));
    }
    const url = new URL(request.url);
    const target = resolve(url);
    const needed = roleFor(target.id);
    const page = request.method === "GET" || request.method === "HEAD";
    if (needed && !(page && url.pathname.endsWith(".data"))) {
      const user = await consoleUserOf(request);
      if (!user) {
        if (!page) return noStore(jsonError(401, "Sign in to the console first."));
        return noStore(c.redirect(`/admin/sign-in?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`, 302));
      }
      if (rank[user.role] < rank[needed]) {
        if (!page) return noStore(jsonError(403, "Only the owner can do this."));
        return noStore(
          new Response("Only the owner can do this.", {
            status: 403,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          }),
        );
      }
    }
    await next();
    // An action that asks for more than its route's role (a refund on an order
    // page staff may open) refuses in the route, which React Router renders as
    // an HTML error page for a plain post: the console's actions answer JSON.
    // Not the public pages: a wrong password on the sign-in page is its own
    // 401 page with the message beside the form (posted without JavaScript too).
    const status = c.res.status;
    if (
      needed &&
      !page &&
      !url.pathname.endsWith(".data") &&
      (status === 401 || status === 403) &&
      c.res.headers.get("content-type")?.startsWith("text/html")
    ) {
      c.res = jsonError(status, status === 403 ? "Only the owner can do this." : "Sign in to the console first.");
      // Hono keeps the replaced answer's headers: not its compression or length.
      c.res.headers.delete("content-encoding");
      c.res.headers.delete("content-length");
    }
    c.header("Cache-Control", "no-store");
  };
}
