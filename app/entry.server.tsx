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
import { closeDb, getDb } from "./db/db.server.ts";
// Booking's order hooks: a paid or released deposit confirms or frees its slot, whichever route took the payment.
import "./features/booking/deposit.server.ts";
import { startCatalogSync, type CatalogSync } from "./features/catalog/catalog-sync.server.ts";
import { startOrderSweep } from "./features/checkout/payment-events.server.ts";
import { FORM_TOKEN_PLACEHOLDER } from "./features/quote/form-token.ts";
import { issueFormToken, loadFormTokenKey } from "./features/quote/form-token.server.ts";
import { createSmtpSender } from "./features/quote/mailer.server.ts";
import { setOutboxWorker, startOutboxWorker } from "./features/quote/outbox.server.ts";
import { processLogger, setLogger, type Logger } from "./lib/logger.ts";
import { stopPeriodicJobs } from "./lib/periodic-job.ts";
import { loggerContext, nonceContext } from "./lib/request-context.ts";
import { describeErrorForLog } from "./lib/safe-error.ts";
import { classifyOutage, outageContext } from "./platform/outage.ts";

// The Node server reads these from the build, so it shares their instances with the routes.
export { clientAddressContext, loggerContext, nonceContext } from "./lib/request-context.ts";
// The build's classifiers (its own module instances registered them) for errors outside React Router.
export { classifyOutage, outageContext } from "./platform/outage.ts";
// Who is signed in to the console (server/console-guard.ts checks every console request).
export { getConsoleUser as consoleUserOf } from "./features/admin/access.server.ts";
// The catalogue's version, which the server's copies of the shop and product pages are keyed by.
export { catalogVersion } from "./features/catalog/catalog-version.server.ts";

export const streamTimeout = 5_000;

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
    .error("request failed", { path: new URL(request.url).pathname, ...describeErrorForLog(cause) });
};

/**
 * Called by the Node server before it listens: makes its logger the process's
 * (for the timers and the database pool), opens, migrates and seeds the
 * database, loads the quote form's token key, listens for the other instances'
 * catalogue writes (PostgreSQL), and starts delivering owner
 * notifications when SMTP_URL is set (docs/decisions/008).
 */
export async function initialize(logger?: Logger): Promise<void> {
  if (logger) setLogger(logger);
  const db = await getDb();
  await loadFormTokenKey(db);
  const env = getEnv();
  // Several instances on one PostgreSQL hear each other's catalogue writes (cached shop pages stay fresh).
  if (env.DATABASE_URL) catalogSync = await startCatalogSync(env.DATABASE_URL, processLogger);
  if (env.SMTP_URL)
    setOutboxWorker(
      startOutboxWorker({
        getDb,
        send: createSmtpSender(env.SMTP_URL),
        from: env.MAIL_FROM,
        intervalMs: env.OUTBOX_POLL_SECONDS * 1000,
      }),
    );
  startOrderSweep();
}

let catalogSync: CatalogSync | undefined;

/**
 * Graceful stop (server/shutdown.ts), first step: no new sweep or delivery;
 * resolves once the order or message in hand is done (docs/decisions/017).
 */
export async function stopBackgroundWork(): Promise<void> {
  await stopPeriodicJobs();
}

/** Graceful stop, last step (requests and jobs done): stop listening to the other instances, close the database. */
export async function releaseDatabase(): Promise<void> {
  await catalogSync?.stop();
  catalogSync = undefined;
  await closeDb();
}

/**
 * Besides the nonce, the placeholders prerendered pages carry and the fresh
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
            log.error("render failed", { path: new URL(request.url).pathname, ...describeErrorForLog(error) });
        },
      },
    );
  });
}
