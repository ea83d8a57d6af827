import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Db } from "~/db/client.server.ts";
import { jsonError } from "~/lib/http-error.ts";
// The console's middleware reads the request's database from the router context, like its routes.
import { servicesOf } from "~/platform/services.server.ts";
import { getAuth } from "./auth.server.ts";
import { CONSOLE_SIGN_IN_PATH, type ConsoleHandle, type ConsoleRole, type ConsoleUser } from "./types.ts";

export type { ConsoleRole, ConsoleUser } from "./types.ts";

// Who may use the console (issue 13). The console's layout and every console
// route whose `handle` names a role carry consoleAccess as their middleware,
// which React Router runs before any loader or action, for documents, data
// requests and posts alike (decision 020); every console loader and action
// also calls requireConsoleUser for its user.

const rank: Record<ConsoleRole, number> = { staff: 1, owner: 2 };

/** Whether a user of `role` may do what needs `needed`. */
export const roleAllows = (role: ConsoleRole, needed: ConsoleRole) => rank[role] >= rank[needed];

const seen = new WeakMap<Request, Promise<ConsoleUser | null>>();

/** The signed-in console user of this request, or null (no, expired or forged session cookie). */
export function getConsoleUser(request: Request, db: () => Promise<Db>): Promise<ConsoleUser | null> {
  let found = seen.get(request);
  if (!found) {
    found = lookUp(request.headers, db);
    seen.set(request, found);
  }
  return found;
}

async function lookUp(headers: Headers, db: () => Promise<Db>): Promise<ConsoleUser | null> {
  if (!/ewt-console\.session_token=/.test(headers.get("cookie") ?? "")) return null;
  const auth = await getAuth(await db());
  const session = await auth.api.getSession({ headers: new Headers({ cookie: headers.get("cookie") ?? "" }) });
  if (!session) return null;
  const { user } = session;
  const role = (user as { role?: unknown }).role;
  if (role !== "owner" && role !== "staff") return null;
  return { id: user.id, email: user.email, name: user.name, role };
}

/** Whether the request wants a page (a GET or HEAD, a document or its data) rather than to change something. */
const isPageRequest = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The answer to a visitor without a session: sign in first (pages), or a 401 JSON (actions). */
export function notSignedIn(request: Request): Response {
  if (isPageRequest(request)) {
    const url = new URL(request.url);
    const next = `${url.pathname.replace(/\.data$/, "").replace(/\/_$/, "")}${url.search}`;
    return redirect(`${CONSOLE_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`);
  }
  return jsonError(401, "Sign in to the console first.");
}

export const OWNER_ONLY = "Only the owner can do this.";

/** The answer to a staff member where only the owner may act: 403, a JSON body for actions. */
export function ownerOnly(request: Request): Response {
  if (isPageRequest(request)) {
    return new Response(OWNER_ONLY, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return jsonError(403, OWNER_ONLY);
}

/**
 * The console user of this request, at least `role` ("staff": any account).
 * Throws a redirect to the sign-in page (page requests) or a 401 JSON (actions)
 * without a session, and a 403 for a staff member where the owner is needed.
 */
export async function requireConsoleUser(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  role: ConsoleRole = "staff",
): Promise<ConsoleUser> {
  const user = await getConsoleUser(args.request, servicesOf(args.context).db);
  if (!user) throw notSignedIn(args.request);
  if (!roleAllows(user.role, role)) throw ownerOnly(args.request);
  return user;
}

/**
 * The middleware of a console route (`middleware = [consoleAccess(handle)]`):
 * the role its `handle` names, checked before any loader or action runs, so
 * before an action reads a byte of what was posted (server/request-guard.ts
 * streams such bodies instead of reading them first). Without a session a page
 * goes to sign-in and an action gets 401 JSON; staff where the owner is needed
 * get 403 (JSON for actions).
 */
export function consoleAccess(handle: ConsoleHandle): MiddlewareFunction<Response> {
  const needed = "role" in handle.console ? handle.console.role : undefined;
  return async ({ request, context }, next) => {
    if (!needed) return next();
    const user = await getConsoleUser(request, servicesOf(context).db);
    if (!user) return notSignedIn(request);
    if (!roleAllows(user.role, needed)) return ownerOnly(request);
    const response = await next();
    // An action that asks for more than its route's role (a refund on an order page
    // staff may open) refuses inside the route, which React Router renders as an
    // HTML error page for a plain post: the console's actions answer JSON.
    const status = response.status;
    if (
      !isPageRequest(request) &&
      (status === 401 || status === 403) &&
      response.headers.get("content-type")?.startsWith("text/html")
    ) {
      return jsonError(status, status === 403 ? OWNER_ONLY : "Sign in to the console first.");
    }
    return response;
  };
}
