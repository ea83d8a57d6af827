import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { jsonError } from "../app/lib/http-error.ts";

/**
 * The one gate every request passes before any route reads it (issue 12):
 *
 * - the method: GET and HEAD everywhere, POST only where the route the request
 *   targets has an action; anything else (PUT, DELETE, PATCH, OPTIONS, …)
 *   answers 405 with `Allow`, before React Router, which would log a stack
 *   trace for each;
 * - the body: at most the bytes the target route and content type need
 *   (BODY_LIMITS), refused with 413 as soon as it is passed: a Content-Length
 *   over the limit before a byte is read, a chunked body counted while it
 *   streams in (Hono's bodyLimit keeps at most the limit in memory). GET and
 *   HEAD have a limit of 0: one that announces a body is refused.
 *
 * The features' own readers keep their limits too (defence in depth).
 */

export const KB = 1024;

export type BodyLimit = {
  /** The route id in the server build (the route file without its extension, or the id given in app/routes.ts). */
  route: string;
  /** The content types this limit is for; any other type gets DEFAULT_BODY_LIMIT (the route then answers 415). */
  type: RegExp;
  maxBytes: number;
};

const JSON_TYPE = /^application\/json\b/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const ANY_TYPE = /(?:)/;
const MULTIPART_TYPE = /^multipart\/form-data\b/i;

/**
 * The POST bodies the site takes. The chat and the quote form answer an
 * oversized body in their own words (how to shorten it, the phone number), so
 * their limit here sits a little above their own reader's: the gate is the
 * backstop that bounds memory, their answer is the one a visitor sees.
 */
export const BODY_LIMITS: BodyLimit[] = [
  // The chat reads at most 160 KB (chatLimits.maxBodyBytes: 40 messages, every character escaped).
  { route: "routes/api.chatbot", type: JSON_TYPE, maxBytes: 192 * KB },
  { route: "routes/store-api.checkout", type: JSON_TYPE, maxBytes: 16 * KB },
  // The quote form reads at most 32 KB (MAX_BODY_BYTES): the home page's action, posted
  // to with JavaScript (the fetcher's `/_.data?index`) and without (`/?index`).
  { route: "routes/home", type: FORM_TYPE, maxBytes: 48 * KB },
  // The booking's what step reads at most 16 KB (routes/book.tsx MAX_BODY_BYTES) and answers in its own words.
  { route: "routes/book", type: FORM_TYPE, maxBytes: 24 * KB },
  // Where, when and who (routes/book.when.tsx MAX_BODY_BYTES 16 KB), and the manage page's two fields.
  { route: "routes/book.when", type: FORM_TYPE, maxBytes: 24 * KB },
  { route: "routes/book.manage", type: FORM_TYPE, maxBytes: 4 * KB },
  // Stripe signs the raw body whatever it declares; its events are a few KB.
  { route: "routes/api.stripe-webhook", type: ANY_TYPE, maxBytes: 512 * KB },
  // Two buttons: an intent of a few bytes.
  { route: "routes/pay", type: FORM_TYPE, maxBytes: 4 * KB },
  // The console's product image upload: one image of at most 5 MB (IMAGE_MAX_BYTES) and the
  // multipart wrapping; the one route that takes more than a few KB of form.
  { route: "routes/admin.product-image", type: MULTIPART_TYPE, maxBytes: 5 * 1024 * KB + 64 * KB },
];

/** Any other POST the table does not name. */
export const DEFAULT_BODY_LIMIT = 16 * KB;

export type RouteTarget = {
  /** The route id the request reaches (the one whose action a POST would run). */
  id: string | undefined;
  hasAction: boolean;
  /** A resource route or a data request: answered in JSON. */
  wantsJson: boolean;
};

type TreeRoute = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: TreeRoute[] };

/** Finds the route a request targets the way React Router does (single-fetch `.data` URLs, `?index`). */
export function createRouteResolver(build: ServerBuild): (url: URL) => RouteTarget {
  const nodes = new Map<string, TreeRoute>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
  }
  const tree: TreeRoute[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }

  return (url) => {
    const isData = url.pathname.endsWith(".data");
    const pathname = url.pathname.endsWith("/_.data")
      ? url.pathname.slice(0, -"_.data".length)
      : url.pathname.replace(/\.data$/, "");
    let matches: ReturnType<typeof matchRoutes<RouteObject>> = null;
    try {
      matches = matchRoutes(tree as RouteObject[], pathname);
    } catch {
      // A path React Router cannot decode: it answers it with its 404 page.
    }
    if (!matches?.length) return { id: undefined, hasAction: false, wantsJson: isData };
    const last = matches[matches.length - 1]!;
    const nakedIndex = url.searchParams.getAll("index").some((value) => value === "");
    const target =
      last.route.index && nakedIndex
        ? last
        : matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0)).at(-1)!;
    const id = target.route.id!;
    const module = build.routes[id]?.module as { action?: unknown; default?: unknown } | undefined;
    const leaf = build.routes[last.route.id!]?.module as { default?: unknown } | undefined;
    return { id, hasAction: typeof module?.action === "function", wantsJson: isData || leaf?.default == null };
  };
}

export function bodyLimitFor(routeId: string | undefined, contentType: string): number {
  const rule = BODY_LIMITS.find((r) => r.route === routeId && r.type.test(contentType));
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

type Reply = (status: number, message: string, headers: Record<string, string>) => Response;

export function requestGuard(
  build: ServerBuild,
  htmlPage: (status: number, title: string, text: string) => string,
): MiddlewareHandler {
  const resolve = createRouteResolver(build);
  return async (c, next) => {
    const method = c.req.method;
    const target = resolve(new URL(c.req.url));
    const reply: Reply = (status, message, headers) => {
      const title = status === 405 ? "Method not allowed" : "Request too large";
      return target.wantsJson
        ? jsonError(status, message, headers)
        : new Response(htmlPage(status, title, message), {
            status,
            headers: { ...headers, "Cache-Control": "no-store", "Content-Type": "text/html; charset=UTF-8" },
          });
    };
    const allowed = target.hasAction ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    // What is left of a refused body is read and dropped by @hono/node-server (at most
    // 64 MB or 500 ms, then it closes the connection): never kept. Closing at once
    // instead could lose the answer to a client still sending.
    const refused = (status: number, message: string, extra: Record<string, string> = {}) =>
      reply(status, message, extra);

    if (!allowed.includes(method)) {
      return refused(
        405,
        `This address does not take ${method.slice(0, 16)} requests. It takes ${allowed.join(", ")}.`,
        { Allow: allowed.join(", ") },
      );
    }
    if (method !== "POST") {
      // GET and HEAD carry no body: one announced is refused (their limit is 0).
      return announcesBody(c.req.raw.headers) ? refused(413, `A ${method} request carries no body.`) : next();
    }
    const maxBytes = bodyLimitFor(target.id, c.req.header("content-type") ?? "");
    const tooLarge = () => refused(413, `The request body is larger than this address takes (${maxBytes} bytes).`);
    return bodyLimit({ maxSize: maxBytes, onError: tooLarge })(c, next);
  };
}

function announcesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return headers.has("transfer-encoding") || (length !== null && length.trim() !== "0");
}
