import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { createContext, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";

import { getDb } from "./db/db.server.ts";
import { startOrderSweep } from "./features/checkout/payment-events.server.ts";

export const streamTimeout = 5_000;

/** Called by the Node server before it listens: opens, migrates and seeds the database. */
export async function initialize(): Promise<void> {
  await getDb();
  startOrderSweep();
}

/**
 * The CSP nonce of this request, set by the Node server. While prerendering
 * at build time there is no server, so pages carry a placeholder that the
 * server replaces with a fresh nonce on every response (server/prerendered.ts).
 */
export const nonceContext = createContext<string>("cHJlcmVuZGVyLW5vbmNl");

/**
 * The visitor's address as the Node server saw it (X-Forwarded-For's first
 * entry when TRUST_PROXY is on), for per-visitor rate limits. Empty while prerendering.
 */
export const clientAddressContext = createContext<string>("");

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
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
