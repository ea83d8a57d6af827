import { resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";

/**
 * The app's modules for the command-line tools (eval, benchmarks), through
 * Vite's module loader: they import with the ~/ alias and read the content
 * with import.meta.glob. Close it when done.
 */
export function createAppLoader(): Promise<ViteDevServer> {
  return createServer({
    root: resolve(import.meta.dirname, ".."),
    configFile: false,
    logLevel: "error",
    appType: "custom",
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
