import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";

/**
 * `npm run dev`: the production server (server/index.ts, server/app.ts) with
 * Vite in middleware mode in front, the way epic-stack runs Express with Vite.
 * Vite answers what only it has (the browser's modules, /@vite/client, HMR's
 * WebSocket, public/); everything else falls through to the same Hono app as
 * in production, with its headers, request gate and console door, and React
 * Router's routes compiled on demand: an edit shows on the next request.
 */
export async function createDevServer(): Promise<{
  server: Server;
  loadBuild: () => Promise<ServerBuild>;
  handle: (listener: (req: IncomingMessage, res: ServerResponse) => void) => void;
  close: () => Promise<void>;
}> {
  let listener: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => vite.middlewares(req, res, () => listener?.(req, res)));
  const vite = await createViteServer({
    root: resolve(import.meta.dirname, ".."),
    appType: "custom",
    // HMR's WebSocket on the server's own port: no second port to pick or open.
    server: { middlewareMode: true, hmr: { server } },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
  return {
    server,
    loadBuild: async () => (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild,
    handle: (next) => (listener = next),
    close: () => vite.close(),
  };
}
