import type { Route } from "./+types/api.auth";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, getAuth } from "~/features/admin/auth.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { clientAddressContext } from "~/lib/request-context.ts";
import { servicesOf } from "~/platform/services.server.ts";

// better-auth's HTTP endpoints under /api/auth/*, for the few a browser needs
// (the console's own pages call them on the server). The visitor's address
// the rate limiter counts by is the server's resolution of it, never a header
// the client sent. Cross-site unsafe requests never get here (server/console-guard.ts).

const OPEN = new Set(["/get-session", "/sign-in/email", "/sign-out"]);

async function forward({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!OPEN.has(path)) return jsonError(404, "Unknown auth endpoint");
  const headers = new Headers(request.headers);
  headers.set(CLIENT_ADDRESS_HEADER, context.get(clientAddressContext) || "unknown");
  const forwarded = new Request(request.url, {
    method: request.method,
    headers,
    body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
  });
  const response = await (await getAuth(await servicesOf(context).db())).handler(forwarded);
  response.headers.set("Cache-Control", "no-store");
  // better-auth's own limiter names the wait only in X-Retry-After.
  const wait = response.headers.get("X-Retry-After");
  if (response.status === 429 && wait && !response.headers.has("Retry-After"))
    response.headers.set("Retry-After", wait);
  return response;
}

export const loader = (args: Route.LoaderArgs) => forward(args);
export const action = (args: Route.ActionArgs) => forward(args);
