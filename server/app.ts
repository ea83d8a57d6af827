import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { resolveClientAddress } from "./client-address.ts";
import { describeError, withFields, type Logger } from "./logger.ts";
import { acceptsGzip, gzipPrerendered, renderPrerendered } from "./speed/prerendered.ts";
import { requestGuard, type RouteTarget } from "./request-guard.ts";
import { consoleGuard } from "./console-guard.ts";
import { onSiteOrigin, siteOriginFor } from "./site-origin.ts";
import { createKeptPageCache } from "./speed/kept-pages.ts";
import { appEntryOf } from "./server-build.ts";
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadExtension } from "../app/lib/uploads.ts";
import { createNonce, httpsRedirect, PRERENDER_NONCE, securityHeaders } from "./security-headers.ts";
import { outageHeaders, outageJson, type Outage } from "../app/platform/outage.ts";
import { redactPath } from "../app/lib/redact-path.ts";

export type AppOptions = {
  /** The server build; in development (`npm run dev`) a loader of the current one, so edits show on the next request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The client build's files; none in development, where Vite serves the browser's modules and public/. */
  clientDir?: string;
  logger: Logger;
  /** Trust X-Forwarded-Proto (https detection). */
  trustProxy: boolean;
  /** The canonical address (SITE_URL): an https one means the site is served behind TLS. */
  siteUrl: string;
  /** Proxy hops whose X-Forwarded-For entries are believed (client-address.ts); 0 when not given. */
  trustedProxies?: number;
  /** Where the console's uploaded images are (DATA_DIR/uploads); none: no /uploads/ route. */
  uploadsDir?: string;
};

type Vars = { Variables: { nonce: string; requestId: string; target: RouteTarget } };

const IMMUTABLE = "public, max-age=31536000, immutable";
const PUBLIC_FILE = "public, max-age=86400";

/** Files that may go out compressed say so to caches, whichever encoding this request got. */
function varyOnEncoding(c: Context) {
  if (!c.res.headers.get("Vary")?.includes("Accept-Encoding")) c.header("Vary", "Accept-Encoding", { append: true });
}

const errorPage = (status: number, title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Back to the home page</a></p></main></body></html>`;

export function createApp({
  build,
  clientDir,
  logger,
  trustProxy,
  siteUrl,
  trustedProxies = 0,
  uploadsDir,
}: AppOptions) {
  const app = new Hono<Vars>();
  const development = typeof build === "function";
  const currentBuild = typeof build === "function" ? build : async () => build;
  const handleRequest = createRequestHandler(build, development ? "development" : "production");

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("nonce", createNonce());
    const redirectTo = httpsRedirect(siteUrl, { url: c.req.url, forwardedProto: c.req.header("x-forwarded-proto") });
    if (redirectTo) c.res = c.redirect(redirectTo, c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
    else await next();
    c.header("X-Request-Id", requestId);
    const https =
      siteUrl.startsWith("https:") ||
      new URL(c.req.url).protocol === "https:" ||
      (trustProxy && c.req.header("x-forwarded-proto") === "https");
    for (const [name, value] of Object.entries(securityHeaders(c.get("nonce"), https))) c.header(name, value);
    if (c.res.status === 429 && !c.res.headers.has("Retry-After")) c.header("Retry-After", retryAfterOf(c.res));
    logger.info("request", {
      id: requestId,
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
    });
  });

  // On the site's origin from here on, never the client's Host: the console's
  // same-site check, React Router's action origin check and the return
  // addresses of checkout and booking all read it (docs/decisions/019).
  app.use(async (c, next) => {
    c.req.raw = onSiteOrigin(c.req.raw, siteOriginFor(siteUrl, c.req.url));
    await next();
  });

  // Methods and body sizes, by the route each request targets, before anything reads it.
  app.use(requestGuard(currentBuild, errorPage));

  // The owner's console at the door: cross-site unsafe requests refused, never cached (roles: its routes' middleware).
  app.use(consoleGuard());

  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // Readiness, for a load balancer: 503 while the database or the catalogue listener is not there (README).
  app.get("/readyz", async (c) => {
    const ready = await appEntryOf(await currentBuild()).readiness();
    return c.json(ready, ready.status === "ready" ? 200 : 503, { "Cache-Control": "no-store" });
  });

  // Hashed build output: cached for a year. Text files go out as compressed at
  // build time (scripts/precompress.ts: .br, .gz) when the browser accepts it.
  if (clientDir)
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header("Cache-Control", IMMUTABLE);
          varyOnEncoding(c);
        },
      }),
    );
  app.all("/assets/*", (c) => c.text("Not Found", 404));

  // Uploaded product images: named by their content's hash, so cached for a year like the build's assets.
  app.on(["GET", "HEAD"], "/uploads/:name", async (c) => {
    const name = c.req.param("name");
    if (!uploadsDir || !UPLOAD_NAME.test(name)) return c.text("Not Found", 404);
    let body: Buffer;
    try {
      body = await readFile(join(uploadsDir, name));
    } catch {
      return c.text("Not Found", 404);
    }
    c.header("Cache-Control", IMMUTABLE);
    c.header("Content-Type", UPLOAD_TYPES[name.split(".")[1] as UploadExtension]);
    return c.req.method === "HEAD" ? c.body(null) : c.body(new Uint8Array(body));
  });

  // Public pages the same for every visitor (their route's handle.keptPage): rendered once per version
  // of what they show and kept, each response with a fresh nonce and form token (docs/decisions/029).
  // Not in development, where every page is rendered on demand.
  if (typeof build !== "function") {
    const entry = appEntryOf(build);
    const fillers = prerenderedValuesOf(build);
    const keptPages = createKeptPageCache({
      placeholders: prerenderedPlaceholders(build),
      render: async (url) => {
        const context = new RouterContextProvider();
        context.set(entry.loggerContext, logger);
        context.set(entry.servicesContext, await entry.appServices());
        context.set(entry.keptCopyContext, true);
        return handleRequest(new Request(url, { headers: { Accept: "text/html" } }), context);
      },
    });
    app.on(["GET", "HEAD"], "*", async (c, next) => {
      const kept = c.get("target").keptPage;
      if (!kept) return next();
      const version =
        kept === "catalog" ? `${entry.contentVersion()}.${entry.catalogVersion()}` : String(entry.contentVersion());
      // Keyed by path and query only: the pages read neither the host nor any header.
      const url = new URL(c.req.url);
      const held = await keptPages(`http://localhost${url.pathname}${url.search}`, version);
      if (!held) return next();
      const headers = new Headers(held.headers);
      headers.set("Cache-Control", "no-cache");
      headers.set("Vary", "Accept-Encoding");
      const values: Record<string, string> = { [PRERENDER_NONCE]: c.get("nonce") };
      for (const [placeholder, fill] of fillers)
        if (held.page.slots.includes(placeholder)) values[placeholder] = fill();
      let body: BodyInit | null;
      if (c.req.method === "HEAD") body = null;
      else if (acceptsGzip(c.req.header("Accept-Encoding"))) {
        // Stitched from parts compressed when the copy was made: no compression per request.
        headers.set("Content-Encoding", "gzip");
        body = new Uint8Array(gzipPrerendered(held.page, values)) as unknown as BodyInit;
      } else body = renderPrerendered(held.page, values);
      return new Response(body, { status: held.status, headers });
    });
  }

  // Other public files (images, fonts, favicon).
  app.use("*", async (c, next) => {
    if (!clientDir || !/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith(".html")) return next();
    return serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header("Cache-Control", PUBLIC_FILE);
        varyOnEncoding(ctx);
      },
    })(c, next);
  });

  app.all("*", async (c) => {
    const address = resolveClientAddress({
      forwardedFor: c.req.header("x-forwarded-for"),
      socketAddress: getConnInfo(c).remote.address,
      trustedProxies,
    });
    // Read from the build that answers: in development an edit may have loaded a new one.
    const { nonceContext, clientAddressContext, loggerContext, outageContext, servicesContext, appServices } =
      appEntryOf(await currentBuild());
    const context = new RouterContextProvider();
    // The app's services, built once at start (docs/decisions/020, "Services in the router context").
    context.set(servicesContext, await appServices());
    context.set(nonceContext, c.get("nonce"));
    context.set(clientAddressContext, address);
    // Every line a route or feature logs names its request.
    context.set(loggerContext, withFields(logger, { id: c.get("requestId") }));
    const failure: { outage: Outage | null } = { outage: null };
    context.set(outageContext, failure);
    const response = await handleRequest(c.req.raw, context);
    // A loader, action or render that failed because the database or the disk did
    // (entry.server's handleError recorded it): a clear 503 in the route's shape, not a 500.
    const { outage } = failure;
    if (!outage || response.status < 500) return response;
    await response.body?.cancel().catch(() => {});
    return outageAnswer(c.req.raw, outage, response);
  });

  const outageAnswer = (request: Request, outage: Outage, response?: Response) =>
    wantsJson(request, response)
      ? outageJson(outage)
      : new Response(errorPage(503, "We'll be right back", outage.message), {
          status: 503,
          headers: { ...outageHeaders(outage), "Content-Type": "text/html; charset=UTF-8" },
        });

  app.onError(async (error, c) => {
    // Outside the router (the console's guard reads the session): the database down is a 503 too.
    const outage = appEntryOf(await currentBuild()).classifyOutage(error);
    if (outage) return outageAnswer(c.req.raw, outage);
    logger.error("unhandled", { id: c.get("requestId"), path: redactPath(c.req.path), ...describeError(error) });
    return c.html(errorPage(500, "Something went wrong", "Please try again in a moment."), 500);
  });

  return app;
}

/**
 * Every 429 says when to come back. Pages and APIs give their own limit's time
 * (app/lib/route-headers.ts); better-auth's limiter gives it only as X-Retry-After.
 */
function retryAfterOf(response: Response): string {
  const seconds = Number(response.headers.get("X-Retry-After"));
  return String(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60);
}

/** Whether the visitor asked an API (JSON answers) rather than a page. */
function wantsJson(request: Request, response?: Response): boolean {
  const path = new URL(request.url).pathname;
  return (
    response?.headers.get("content-type")?.startsWith("application/json") === true ||
    path.startsWith("/store/") ||
    path.startsWith("/api/") ||
    (request.headers.get("accept") ?? "").startsWith("application/json")
  );
}

/** The per-response values of kept pages other than the nonce (entry.server.tsx `prerenderedValues`). */
export function prerenderedValuesOf(build: ServerBuild): [string, () => string][] {
  return Object.entries(appEntryOf(build).prerenderedValues);
}

/** Every placeholder a kept page may carry. */
export const prerenderedPlaceholders = (build: ServerBuild) => [
  PRERENDER_NONCE,
  ...prerenderedValuesOf(build).map(([p]) => p),
];
