import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The app's own modules the root route imports, directly or not (header, cart
 * badge, chat button...): every page loads them, so they travel as one chunk
 * instead of being split by which other pages also use them. Packages are left
 * out: an icon library's index imports every icon, most of them used elsewhere.
 */
const shellModules = new Set<string>();
function collectShellModules(): Plugin {
  return {
    name: "collect-shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shellModules.clear();
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const queue = root ? [root] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []).filter((next) => !next.includes("/node_modules/")));
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), collectShellModules()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === "1" },
  environments: {
    // The server is one file (build/server/index.js): code fetched on demand in the
    // browser is inlined there, and paths the server resolves from its own location
    // (the migrations, app/db/client.server.ts) do not move with the chunking.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Shared chunks are named after every page that uses them: too long for a URL.
            chunkFileNames: (chunk) => (chunk.name.startsWith("shared~") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js"),
            // A page asks for a handful of files, not two dozen tiny ones: on a
            // phone each request waits its turn for a connection.
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: the same on every page, cached once.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 20 },
                { name: "shell", test: (id) => shellModules.has(id), priority: 15 },
                // Code that two or more pages share, one chunk per set of pages that use
                // it (so no page loads another's code), small sets merged into a neighbour.
                {
                  name: "shared",
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 10,
                },
              ],
            },
          },
        },
      },
    },
  },
});
