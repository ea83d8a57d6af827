import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";

// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "elite-e2e-"));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// Faults and load (a frozen database, a full disk, SIGTERM under load, oversized
// uploads whose memory is measured): the project "alone", one test at a time.
// `npm run test:e2e` runs it after the others, so what these tests measure is
// the server's and not a neighbour's use of the machine's two cores.
const ALONE = /(database-faults|storage-faults|drain|request-limits|request-bodies)\.spec/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      // *.proxy.spec.ts run behind nginx only (playwright.proxy.config.ts).
      testIgnore: [/(mobile|\.proxy)\.spec/, ALONE],
    },
    { name: "mobile", use: { ...devices["Pixel 7"] }, testMatch: /mobile\.spec/ },
    {
      name: "alone",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
      testMatch: ALONE,
      workers: 1,
    },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The test runner is the one trusted proxy in front of the server: quote tests
      // give each simulated visitor an address of their own as the rightmost (the
      // proxy's) X-Forwarded-For entry; anything left of it is the client's and ignored.
      TRUSTED_PROXIES: "1",
    },
  },
});
