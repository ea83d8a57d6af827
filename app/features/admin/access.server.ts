import { redirect } from "react-router";
import { getDb } from "~/db/db.server.ts";
import type { Db } from "~/db/client.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { getAuth } from "./auth.server.ts";
import { CONSOLE_SIGN_IN_PATH, type ConsoleRole, type ConsoleUser } from "./types.ts";

export type { ConsoleRole, ConsoleUser } from "./types.ts";

// Who may use the console (issue 13). Every console loader and action calls
// requireConsoleUser; the server also checks each console request before it
// reaches a route (server/console-guard.ts), from the route's `handle`.

const rank: Record<ConsoleRole, number> = { staff: 1, owner: 2 };

/** Whether a user of `role` may do what needs `needed`. */
export const roleAllows = (role: ConsoleRole, needed: ConsoleRole) => rank[role] >= rank[needed];

const seen = new WeakMap<Request, Promise<ConsoleUser | null>>();

/** The signed-in console user of this request, or null (no, expired or forged session cookie). */
export function getConsoleUser(request: Request, db?: Db): Promise<ConsoleUser | null> {
  let found = seen.get(request);
  if (!found) {
    found = lookUp(request.headers, db);
    seen.set(request, found);
  }
  return found;
}

async function lookUp(headers: Headers, given?: Db): Promise<ConsoleUser | null> {
  if (!/ewt-console\.session_token=/.test(headers.get("cookie") ?? "")) return null;
  const db = given ?? (await getDb());
  const auth = await getAuth(db);
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
  args: { request: Request; context?: unknown },
  role: ConsoleRole = "staff",
): Promise<ConsoleUser> {
  const user = await getConsoleUser(args.request);
  if (!user) throw notSignedIn(args.request);
  if (!roleAllows(user.role, role)) throw ownerOnly(args.request);
  return user;
}
