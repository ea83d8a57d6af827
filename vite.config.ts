import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunking, collectShellModules } from "./app/speed/chunking.ts";

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
        // The browser's code cut into a handful of files (app/speed/chunking.ts).
        rolldownOptions: { output: clientChunking },
      },
    },
  },
});
