import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import { getEnv } from "./config/env.server.ts";
import { pingSharedDb } from "./db/client.server.ts";
import { isCatalogInSync } from "./features/catalog/catalog-version.server.ts";
import { FORM_TOKEN_PLACEHOLDER } from "./features/quote/form-token.ts";
import { issueFormToken } from "./features/quote/form-token.server.ts";
import { processLogger, setLogger, type Logger } from "./lib/logger.ts";
import { stopPeriodicJobs } from "./platform/periodic-job.ts";
import { loggerContext, nonceContext } from "./lib/request-context.ts";
import { redactPath } from "./lib/redact-path.ts";
import { describeErrorForLog } from "./lib/safe-error.ts";
import { classifyOutage, outageContext } from "./platform/outage.ts";
import { checkReadiness } from "./platform/readiness.ts";
import { createServices, type AppServices } from "./platform/services.server.ts";

// The Node server reads these from the build, so it shares their instances with the routes.
export { clientAddressContext, keptCopyContext, loggerContext, nonceContext } from "./lib/request-context.ts";
export { classifyOutage, outageContext } from "./platform/outage.ts";
export { servicesContext } from "./platform/services.server.ts";
// The versions the server's kept copies of public pages are keyed by (docs/decisions/029).
export { catalogVersion } from "./features/catalog/catalog-version.server.ts";
export { contentVersion } from "./platform/content-version.server.ts";
// The PGlite database's snapshot, taken in this process for `npm run backup` (server/backup-socket.ts).
export { snapshotDatabase } from "./platform/backup/server-snapshot.server.ts";

export const streamTimeout = 5_000;

/** GET /readyz (server/app.ts): the database answers within 2 s; on PostgreSQL, the catalogue listener is connected. */
export const readiness = () =>
  checkReadiness({
    database: () => pingSharedDb(2_000),
    catalogListener: getEnv().DATABASE_URL ? isCatalogInSync : undefined,
  });

/**
 * Errors of loaders and actions, through the request's logger: the message and
 * stack, except a database error's: its message holds the SQL statement and its
 * parameters (visitor data), so only its name, code and stack frames are logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  // The database or the disk failed: the server answers 503 with Retry-After (server/app.ts).
  const outage = classifyOutage(cause);
  const holder = context.get(outageContext);
  if (outage && holder) holder.outage = outage;
  context
    .get(loggerContext)
    .error("request failed", { path: redactPath(new URL(request.url).pathname), ...describeErrorForLog(cause) });
};

/**
 * Called by the Node server before it listens: makes its logger the process's
 * (for the timers and the database pool) and builds the app's services once
 * (app/platform/services.server.ts: the database, the form token key, the
 * order hooks, the catalogue listener, the outbox worker and the order sweep).
 */
export async function initialize(logger?: Logger): Promise<void> {
  if (logger) setLogger(logger);
  services = createServices(getEnv(), processLogger);
  await services;
}

let services: Promise<AppServices> | undefined;

/** The services the server sets on every request's router context (servicesContext). */
export function appServices(): Promise<AppServices> {
  // `npm run dev` after an edit reloaded this module: the same wiring on the new
  // modules, without a second copy of the background jobs started at start.
  services ??= createServices(getEnv(), processLogger, { backgroundJobs: false });
  return services;
}

/**
 * Graceful stop (server/shutdown.ts), first step: no new sweep or delivery;
 * resolves once the order or message in hand is done (docs/decisions/017).
 */
export async function stopBackgroundWork(): Promise<void> {
  await stopPeriodicJobs();
}

/** Graceful stop, last step (requests and jobs done): stop listening to the other instances, close the database. */
export async function releaseDatabase(): Promise<void> {
  await (await services)?.release();
}

/**
 * Besides the nonce, the placeholders kept pages carry and the fresh
 * value the server puts in their place on every response (server/speed/prerendered.ts).
 */
export const prerenderedValues: Record<string, () => string> = {
  [FORM_TOKEN_PLACEHOLDER]: () => issueFormToken(),
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const log = loadContext.get(loggerContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            log.error("render failed", {
              path: redactPath(new URL(request.url).pathname),
              ...describeErrorForLog(error),
            });
        },
      },
    );
  });
}
