import type { MiddlewareHandler } from "hono";
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
 *   streams in (at most the limit in memory). A console route's body is
 *   counted as the route reads it, after its middleware has checked the
 *   session (issue 22). GET and HEAD have a limit of 0: one that announces a
 *   body is refused;
 * - a body the client breaks off is a 400, with nothing logged but the
 *   request line.
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
  // Twilio's post of an inbound text: a form of a dozen short fields (the handler reads at most 16 KB).
  { route: "routes/api.sms-inbound", type: FORM_TYPE, maxBytes: 24 * KB },
  // Two buttons: an intent of a few bytes.
  { route: "routes/pay", type: FORM_TYPE, maxBytes: 4 * KB },
  // The console's product image upload: one image of at most 5 MB (IMAGE_MAX_BYTES) and the
  // multipart wrapping; the one route that takes more than a few KB of form.
  { route: "routes/admin.product-image", type: MULTIPART_TYPE, maxBytes: 5 * 1024 * KB + 64 * KB },
  // The console's photo upload: one photo of at most 15 MB (PHOTO_MAX_BYTES) and its few fields.
  { route: "routes/admin.photos", type: MULTIPART_TYPE, maxBytes: 15 * 1024 * KB + 64 * KB },
  // A job's completion photo, taken with a phone (issue 25): the same limit as the Photos page.
  { route: "routes/admin.booking-complete", type: MULTIPART_TYPE, maxBytes: 15 * 1024 * KB + 64 * KB },
  // An article and its preview: up to 40,000 characters of markdown (ARTICLE_BODY_MAX_BYTES, 480 KB).
  { route: "routes/admin.article", type: FORM_TYPE, maxBytes: 496 * KB },
  { route: "routes/admin.article-preview", type: FORM_TYPE, maxBytes: 496 * KB },
];

/** Any other POST the table does not name. */
export const DEFAULT_BODY_LIMIT = 16 * KB;

export type RouteTarget = {
  /** The route id the request reaches (the one whose action a POST would run). */
  id: string | undefined;
  hasAction: boolean;
  /** A resource route or a data request: answered in JSON. */
  wantsJson: boolean;
  /** The path as React Router matches it (routingPath): what every check by path looks at. */
  path: string;
  /** A route on the way asks for a console session (`handle.console.role`): its middleware checks it before the action reads a byte. */
  needsSession: boolean;
  /** A page request for a route that is the same for every visitor (its `handle.keptPage`): the server keeps a copy. */
  keptPage?: KeptPage;
};

import type { KeptPage } from "../app/lib/kept-page.ts";

type TreeRoute = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children: TreeRoute[] };

/** The page a single-fetch data request (`/x.data`, `/_.data` for `/`) is for. */
const withoutDataSuffix = (pathname: string) =>
  pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");

/**
 * A request's path the way React Router matches it, worked out once per
 * request: without the data-request suffix, each segment percent-decoded and
 * in lower case (no route here is case-sensitive), runs of slashes as one.
 * `/ADMIN/settings`, `/%61dmin/settings` and `/admin/settings.data` are all
 * `/admin/settings`, so no check by path is skipped by spelling one differently.
 */
export function routingPath(url: URL): string {
  const decoded = withoutDataSuffix(url.pathname)
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    });
  return decoded
    .join("/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}

/**
 * Finds the route a request targets the way React Router does (single-fetch
 * `.data` URLs, `?index`), with React Router's own matcher; the data-request
 * URL scheme it undoes is pinned by request-guard.test.ts against React
 * Router's own request handler.
 */
/** How many paths' route matches one resolver keeps. */
const MATCHES_KEPT = 2000;

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
  const asksForSession = (id: string): boolean => {
    for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
      const handle = (route.module as { handle?: { console?: { role?: string } } }).handle;
      if (handle?.console?.role) return true;
    }
    return false;
  };

  // React Router's matchRoutes flattens and ranks every route on each call (a quarter of a kept
  // page's CPU under load): each path's matches are kept, a bounded number, dropped whole when full.
  const matched = new Map<string, ReturnType<typeof matchRoutes<RouteObject>>>();
  const matchesOf = (pathname: string) => {
    if (matched.has(pathname)) return matched.get(pathname)!;
    let matches: ReturnType<typeof matchRoutes<RouteObject>> = null;
    try {
      matches = matchRoutes(tree as RouteObject[], pathname);
    } catch {
      // A path React Router cannot decode: it answers it with its 404 page.
    }
    if (matched.size >= MATCHES_KEPT) matched.clear();
    matched.set(pathname, matches);
    return matches;
  };

  return (url) => {
    const isData = url.pathname.endsWith(".data");
    const pathname = withoutDataSuffix(url.pathname);
    const path = routingPath(url);
    const matches = matchesOf(pathname);
    if (!matches?.length) return { id: undefined, hasAction: false, wantsJson: isData, path, needsSession: false };
    const last = matches[matches.length - 1]!;
    const nakedIndex = url.searchParams.getAll("index").some((value) => value === "");
    const target =
      last.route.index && nakedIndex
        ? last
        : matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0)).at(-1)!;
    const id = target.route.id!;
    const module = build.routes[id]?.module as { action?: unknown; default?: unknown } | undefined;
    const leaf = build.routes[last.route.id!]?.module as
      { default?: unknown; handle?: { keptPage?: KeptPage } } | undefined;
    const keptPage = isData ? undefined : leaf?.handle?.keptPage;
    return {
      id,
      hasAction: typeof module?.action === "function",
      wantsJson: isData || leaf?.default == null,
      path,
      needsSession: asksForSession(id),
      ...(keptPage ? { keptPage } : {}),
    };
  };
}

export function bodyLimitFor(routeId: string | undefined, contentType: string): number {
  const rule = BODY_LIMITS.find((r) => r.route === routeId && r.type.test(contentType));
  return rule?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

type Reply = (status: number, message: string, headers: Record<string, string>) => Response;

type GuardVars = { Variables: { target: RouteTarget } };

export function requestGuard(
  loadBuild: () => Promise<ServerBuild>,
  htmlPage: (status: number, title: string, text: string) => string,
): MiddlewareHandler<GuardVars> {
  // One resolver per build: in development an edit brings a new build.
  const resolvers = new WeakMap<ServerBuild, (url: URL) => RouteTarget>();
  return async (c, next) => {
    const build = await loadBuild();
    let resolve = resolvers.get(build);
    if (!resolve) resolvers.set(build, (resolve = createRouteResolver(build)));
    const method = c.req.method;
    const target = resolve(new URL(c.req.url));
    c.set("target", target);
    const reply: Reply = (status, message, headers) => {
      const title = status === 405 ? "Method not allowed" : status === 400 ? "Request broken off" : "Request too large";
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
    // The client went away (or broke the framing) mid-body: nothing to answer but a 400, nothing to log.
    const brokenOff = () => refused(400, "The request body broke off before its end.");
    const source = c.req.raw.body;
    if (!source) return next();
    const declared = c.req.raw.headers.has("transfer-encoding") ? null : c.req.header("content-length");
    if (declared != null && Number(declared) > maxBytes) return tooLarge();
    if (declared == null && !target.needsSession) {
      // A chunked body is read here, up to the limit, so an oversized one is refused
      // whatever the route would have answered (the table's limits are small).
      const read = await readWithin(source, maxBytes);
      if (read === "over") return tooLarge();
      if (read === "broken") return brokenOff();
      c.req.raw = new Request(c.req.raw, { body: read });
      await next();
      if (goneBeforeAnswer(c.req.raw, c.res)) c.res = brokenOff();
      return;
    }
    // A declared size within the limit, or a route whose middleware checks the console
    // session first: the body streams to the route through a counter, unread until the
    // route reads it, so an anonymous upload is refused before a byte of it is read.
    const counted = countedBody(source, maxBytes);
    c.req.raw = new Request(c.req.raw, { body: counted.body, duplex: "half" } as RequestInit);
    await next();
    if (counted.state === "over") c.res = tooLarge();
    else if (counted.state === "broken" || goneBeforeAnswer(c.req.raw, c.res)) c.res = brokenOff();
  };
}

/**
 * The client hung up before the route could read or answer: React Router stops
 * such a request with a 500 and logs nothing (entry.server's handleError skips
 * aborted requests). It is the client's doing, so the log says 400.
 */
const goneBeforeAnswer = (request: Request, response: Response) => request.signal.aborted && response.status >= 500;

/** The whole body if it fits in maxBytes; "over" as soon as it does not; "broken" if it breaks off. */
async function readWithin(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "over" | "broken"> {
  const reader = source.getReader();
  let buffer = new Uint8Array(0);
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return "broken";
    }
    if (chunk.done) return buffer.subarray(0, size);
    const offset = size;
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      reader.releaseLock();
      return "over";
    }
    if (size > buffer.length) {
      const grown = new Uint8Array(Math.min(maxBytes, Math.max(size, buffer.length * 2)));
      grown.set(buffer.subarray(0, offset));
      buffer = grown;
    }
    buffer.set(chunk.value, offset);
  }
}

/**
 * The body as a stream that passes at most maxBytes: one byte more, or a
 * client that breaks off, errors the stream for its reader and is noted in
 * `state`, so the gate answers 413 or 400 whatever the route made of it. The
 * rest of an oversized body is left to @hono/node-server to drop.
 */
function countedBody(source: ReadableStream<Uint8Array>, maxBytes: number) {
  const counted: { body: ReadableStream<Uint8Array>; state: "reading" | "over" | "broken" } = {
    body: undefined as unknown as ReadableStream<Uint8Array>,
    state: "reading",
  };
  const reader = source.getReader();
  let size = 0;
  counted.body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        counted.state = "broken";
        return controller.error(error);
      }
      if (chunk.done) return controller.close();
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        counted.state = "over";
        reader.releaseLock();
        return controller.error(new RangeError(`The request body is over ${maxBytes} bytes`));
      }
      controller.enqueue(chunk.value);
    },
    cancel() {
      reader.releaseLock();
    },
  });
  return counted;
}
function announcesBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return headers.has("transfer-encoding") || (length !== null && length.trim() !== "0");
}
