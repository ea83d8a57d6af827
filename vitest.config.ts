import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "eval/**/*.test.ts"],
    environment: "node",
    // Each database test file opens its own PGlite (WASM start, migrations, seed): on a
    // busy 2-core machine that can take longer than the default 10 s.
    hookTimeout: 60_000,
  },
});
