import { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener, serve, type ServerType } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { getEnvOrExit, getTrustedProxies } from "../app/config/env.server.ts";
import { createApp } from "./app.ts";
import { appEntryOf } from "./server-build.ts";
import { createLogger, describeError } from "./logger.ts";
import { installGracefulShutdown } from "./shutdown.ts";
import { listenForBackups } from "./backup-socket.ts";
import { explainStartFailure } from "./start-failure.ts";

const env = getEnvOrExit();

const logger = createLogger(env.LOG_LEVEL);
const root = resolve(import.meta.dirname, "..");
const clientDir = resolve(root, "build/client");
const serverBuildPath = resolve(root, "build/server/index.js");

// `npm run dev`: this same server with Vite in front and the app compiled on demand
// (server/dev-server.ts, docs/decisions/020). Vite is loaded only then.
const dev = process.argv.includes("--dev") ? await (await import("./dev-server.ts")).createDevServer() : undefined;

let build: ServerBuild;
try {
  build = dev ? await dev.loadBuild() : ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild);
} catch (error) {
  const what = dev ? "the app did not compile" : "no production build found: run `npm run build` first";
  logger.error(what, describeError(error));
  process.exit(1);
}

const entry = appEntryOf(build);
try {
  await entry.initialize(logger);
} catch (error) {
  logger.error(
    explainStartFailure(error, { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL }),
    describeError(error),
  );
  process.exit(1);
}

// PGlite: `npm run backup` asks this process for the database's snapshot (docs/decisions/023).
if (!env.DATABASE_URL) void listenForBackups({ dataDir: env.DATA_DIR, snapshot: entry.snapshotDatabase, logger });

const app = createApp({
  // In development every request asks Vite for the current build, so edits show.
  build: dev ? dev.loadBuild : build,
  clientDir: dev ? undefined : clientDir,
  logger,
  trustProxy: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  trustedProxies: getTrustedProxies(env),
  uploadsDir: resolve(env.DATA_DIR, "uploads"),
});

const listening = (info: AddressInfo) => {
  logger.info("listening", {
    url: `http://${info.address === "0.0.0.0" ? "localhost" : info.address}:${info.port}`,
    port: info.port,
    ...(dev ? { mode: "development" } : {}),
  });
};

/** Longer than nginx keeps an idle upstream connection (its keepalive_timeout, 60 s). */
const KEEP_ALIVE_MS = 65_000;

let server: ServerType;
if (dev) {
  dev.handle(getRequestListener(app.fetch));
  server = dev.server.listen(env.PORT, env.HOST, () => listening(dev.server.address() as AddressInfo));
} else {
  server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, listening);
}

// An idle connection is kept longer than a proxy keeps one to reuse (nginx: 60 s), so the proxy
// never sends a request down a connection the server is closing that moment (a reset; a 502 on a POST).
if (server instanceof HttpServer) server.keepAliveTimeout = KEEP_ALIVE_MS;

installGracefulShutdown(server, logger, env.SHUTDOWN_TIMEOUT_MS, undefined, {
  stopWork: entry.stopBackgroundWork,
  release: entry.releaseDatabase,
});
