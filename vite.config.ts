import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
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
                // Code that two or more pages share, one chunk per set of pages that use
                // it (so no page loads another's code), small sets merged into a neighbour.
                {
                  name: "shared",
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 3000,
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
