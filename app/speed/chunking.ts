import type { Plugin } from "vite";

// Build time only (imported by vite.config.ts, never by the app): how the
// browser's code is cut into files (docs/decisions/010, 011, 013).

/**
 * The app's own modules the root route imports, directly or not (header, cart
 * badge, chat button...): every page loads them, so they travel as one chunk
 * instead of being split by which other pages also use them. Packages are left
 * out: an icon library's index imports every icon, most of them used elsewhere.
 */
const shellModules = new Set<string>();
export function collectShellModules(): Plugin {
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

/** The client build's output options: Rolldown's chunk groups (with collectShellModules among the plugins). */
export const clientChunking = {
  // Shared chunks are named after every page that uses them: too long for a URL.
  chunkFileNames: (chunk: { name: string }) =>
    chunk.name.startsWith("shared~") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js",
  // A page asks for a handful of files, not two dozen tiny ones: on a
  // phone each request waits its turn for a connection.
  codeSplitting: {
    groups: [
      // React, React DOM and React Router: the same on every page, cached once.
      {
        name: "framework",
        test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
        priority: 20,
      },
      { name: "shell", test: (id: string) => shellModules.has(id), priority: 15 },
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
};
