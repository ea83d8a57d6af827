import { redirect } from "react-router";
import type { Db } from "~/db/client.server.ts";
import { callAuth } from "./auth.server.ts";
import { SIGN_IN_REFUSED, CONSOLE_SIGN_IN_PATH } from "./types.ts";

// Signing in and out from the console's own forms: better-auth's handler
// answers (rate limit, lockout hooks, session row, cookie) and its Set-Cookie
// is passed on to the browser.

export type SignInOutcome =
  { ok: true; setCookies: string[] } | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

export async function signInWithPassword(input: {
  email: string;
  password: string;
  clientAddress: string;
  userAgent: string | null;
  db: Db;
}): Promise<SignInOutcome> {
  const response = await callAuth(input.db, {
    path: "/sign-in/email",
    body: { email: input.email, password: input.password, rememberMe: true },
    clientAddress: input.clientAddress,
    userAgent: input.userAgent,
  });
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? response.headers.get("X-Retry-After")) || 60;
    // A lock (lockout.server.ts) says which one; better-auth's own limit is per connection.
    const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
    const message =
      body.code === "SIGN_IN_LOCKED" && typeof body.message === "string"
        ? body.message
        : `Too many sign-in attempts from this connection. Wait ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? "s" : ""} and try again.`;
    return { ok: false, status: 429, retryAfter, message };
  }
  return { ok: false, status: 401, message: SIGN_IN_REFUSED };
}

/** Ends the session of this request's cookie (if any) and sends the browser to the sign-in page, its cookie cleared. */
export async function signOut(request: Request, db: () => Promise<Db>): Promise<Response> {
  const headers = new Headers({ Location: `${CONSOLE_SIGN_IN_PATH}?signed-out=1`, "Cache-Control": "no-store" });
  const cookie = request.headers.get("cookie");
  if (cookie) {
    const response = await callAuth(await db(), { path: "/sign-out", body: {}, cookie });
    for (const c of response.headers.getSetCookie()) headers.append("Set-Cookie", c);
  }
  return new Response(null, { status: 303, headers });
}

export function redirectSignedIn(next: string, setCookies: string[]): Response {
  const response = redirect(next, 303);
  for (const c of setCookies) response.headers.append("Set-Cookie", c);
  response.headers.set("Cache-Control", "no-store");
  return response;
}
