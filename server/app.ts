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
import { acceptsGzip, gzipPrerendered, renderPrerendered, type PrerenderedPages } from "./speed/prerendered.ts";
import { requestGuard } from "./request-guard.ts";
import { consoleGuard } from "./console-guard.ts";
import { CATALOG_PAGE_PATH, createCatalogPageCache } from "./speed/catalog-pages.ts";
import { appEntryOf } from "./server-build.ts";
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadExtension } from "../app/lib/uploads.ts";
import { createNonce, httpsRedirect, PRERENDER_NONCE, securityHeaders } from "./security-headers.ts";
import { outageHeaders, outageJson, type Outage } from "../app/platform/outage.ts";

export type AppOptions = {
  build: ServerBuild;
  clientDir: string;
  prerendered: PrerenderedPages;
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

type Vars = { Variables: { nonce: string; requestId: string } };

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
  prerendered,
  logger,
  trustProxy,
  siteUrl,
  trustedProxies = 0,
  uploadsDir,
}: AppOptions) {
  const app = new Hono<Vars>();
  const handleRequest = createRequestHandler(build, "production");
  // The nonce's context object lives in the server build (entry.server.tsx), so
  // loaders and the document share the same instance.
  const { nonceContext, clientAddressContext, loggerContext, outageContext, classifyOutage, catalogVersion } =
    appEntryOf(build);
  const fillers = prerenderedValuesOf(build);

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
    logger.info("request", {
      id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 100) / 100,
    });
  });

  // Methods and body sizes, by the route each request targets, before anything reads it.
  app.use(requestGuard(build, errorPage));

  // The owner's console: cross-site unsafe requests refused, a session (and role) required, never cached.
  app.use(consoleGuard(build, { siteUrl, trustProxy }));

  app.use(compress());

  app.get("/healthz", (c) => c.json({ status: "ok" }));

  // Hashed build output: cached for a year. Text files go out as compressed at
  // build time (scripts/precompress.ts: .br, .gz) when the browser accepts it.
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

  // Pages rendered at build time, each with a fresh nonce (and quote form token).
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const page = prerendered.get(path);
    if (!page) return next();
    c.header("Cache-Control", "no-cache");
    const values: Record<string, string> = { [PRERENDER_NONCE]: c.get("nonce") };
    for (const [placeholder, fill] of fillers) if (page.slots.includes(placeholder)) values[placeholder] = fill();
    varyOnEncoding(c);
    if (c.req.method === "GET" && acceptsGzip(c.req.header("Accept-Encoding"))) {
      // Stitched from parts compressed at start: no compression per request.
      c.header("Content-Type", "text/html; charset=UTF-8");
      c.header("Content-Encoding", "gzip");
      return c.body(new Uint8Array(gzipPrerendered(page, values)));
    }
    return c.html(renderPrerendered(page, values));
  });

  // The shop and product pages: rendered once per catalogue version, then served like prerendered pages.
  const catalogPages = createCatalogPageCache({
    version: catalogVersion,
    render: (url) => {
      const context = new RouterContextProvider();
      context.set(loggerContext, logger);
      return handleRequest(new Request(url, { headers: { Accept: "text/html" } }), context);
    },
  });
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (!CATALOG_PAGE_PATH.test(c.req.path)) return next();
    // Keyed by path and query only: the pages read neither the host nor any header.
    const url = new URL(c.req.url);
    const held = await catalogPages(`http://localhost${url.pathname}${url.search}`);
    if (!held) return next();
    const headers = new Headers(held.headers);
    headers.set("Cache-Control", "no-cache");
    headers.set("Vary", "Accept-Encoding");
    const values = { [PRERENDER_NONCE]: c.get("nonce") };
    let body: BodyInit | null;
    if (c.req.method === "HEAD") body = null;
    else if (acceptsGzip(c.req.header("Accept-Encoding"))) {
      headers.set("Content-Encoding", "gzip");
      body = new Uint8Array(gzipPrerendered(held.page, values)) as unknown as BodyInit;
    } else body = renderPrerendered(held.page, values);
    return new Response(body, { status: held.status, headers });
  });

  // Other public files (images, fonts, favicon, the .data files of prerendered pages).
  app.use("*", async (c, next) => {
    if (!/\.[a-z0-9]+$/i.test(c.req.path) || c.req.path.endsWith(".html")) return next();
    return serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, ctx) => {
        ctx.header("Cache-Control", PUBLIC_FILE);
        varyOnEncoding(ctx);
        // The prerendered route data React Router fetches on client navigation.
        if (path.endsWith(".data")) ctx.header("Content-Type", "text/x-script");
      },
    })(c, next);
  });

  app.all("*", async (c) => {
    const address = resolveClientAddress({
      forwardedFor: c.req.header("x-forwarded-for"),
      socketAddress: getConnInfo(c).remote.address,
      trustedProxies,
    });
    const context = new RouterContextProvider();
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
    return answerOutage(c.req.raw, outage, response);
  });

  app.onError((error, c) => {
    logger.error("unhandled", { id: c.get("requestId"), path: c.req.path, ...describeError(error) });
    // The console's guard reads the session from a database or disk that failed: a 503 as the routes give.
    const outage = classifyOutage(error);
    if (outage) return answerOutage(c.req.raw, outage);
    return c.html(errorPage(500, "Something went wrong", "Please try again in a moment."), 500);
  });

  return app;
}

function answerOutage(request: Request, outage: Outage, response?: Response): Response {
  if (wantsJson(request, response)) return outageJson(outage);
  return new Response(errorPage(503, "We'll be right back", outage.message), {
    status: 503,
    headers: { ...outageHeaders(outage), "Content-Type": "text/html; charset=utf-8" },
  });
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

/** The per-response values of prerendered pages other than the nonce (entry.server.tsx `prerenderedValues`). */
export function prerenderedValuesOf(build: ServerBuild): [string, () => string][] {
  return Object.entries(appEntryOf(build).prerenderedValues);
}

/** Every placeholder a prerendered page may carry. */
export const prerenderedPlaceholders = (build: ServerBuild) => [
  PRERENDER_NONCE,
  ...prerenderedValuesOf(build).map(([p]) => p),
];
