import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { getEnvOrExit, getTrustedProxies } from "../app/config/env.server.ts";
import { createApp, prerenderedPlaceholders } from "./app.ts";
import { appEntryOf } from "./server-build.ts";
import { createLogger, describeError } from "./logger.ts";
import { loadPrerenderedPages } from "./speed/prerendered.ts";
import { installGracefulShutdown } from "./shutdown.ts";
import { explainStartFailure } from "./start-failure.ts";

const env = getEnvOrExit();

const logger = createLogger(env.LOG_LEVEL);
const root = resolve(import.meta.dirname, "..");
const clientDir = resolve(root, "build/client");
const serverBuildPath = resolve(root, "build/server/index.js");

let build: ServerBuild;
try {
  build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
} catch (error) {
  logger.error("no production build found: run `npm run build` first", describeError(error));
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

const app = createApp({
  build,
  clientDir,
  prerendered: await loadPrerenderedPages(clientDir, prerenderedPlaceholders(build)),
  logger,
  trustProxy: env.TRUST_PROXY,
  siteUrl: env.SITE_URL,
  trustedProxies: getTrustedProxies(env),
  uploadsDir: resolve(env.DATA_DIR, "uploads"),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info("listening", {
    url: `http://${info.address === "0.0.0.0" ? "localhost" : info.address}:${info.port}`,
    port: info.port,
  });
});

installGracefulShutdown(server, logger, env.SHUTDOWN_TIMEOUT_MS, undefined, {
  stopWork: entry.stopBackgroundWork,
  release: entry.releaseDatabase,
});
