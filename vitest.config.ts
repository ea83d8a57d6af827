import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "eval/**/*.test.ts"],
    environment: "node",
    // Each database test file starts, migrates and seeds its own PGlite: slow on a busy 2-core machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
