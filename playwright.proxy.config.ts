import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium.ts";
import { freePort } from "./tests/support/free-port.ts";
import { makeTestCertificate } from "./tests/support/tls-proxy.ts";

// The browser tests that submit every form and action, run as the site is
// deployed (issue 22): nginx terminating TLS with the README's configuration
// (deploy/nginx.conf) and a throwaway certificate, in front of the production
// build with SITE_URL=https://..., TRUST_PROXY=true and TRUSTED_PROXIES=1.
// Specs that start a server of their own get one behind nginx too (own-server.ts).
// `npm run test:e2e:proxy` (after `npm run build`).

// Before anything is made that a missing Chromium would leave behind.
const launchOptions = chromiumLaunchOptions();

// Chosen once in the main process; workers inherit it through the environment.
if (!process.env.E2E_TLS_DIR) {
  const dir = mkdtempSync(join(tmpdir(), "elite-e2e-tls-"));
  const { cert, key } = makeTestCertificate(dir);
  Object.assign(process.env, {
    E2E_TLS_DIR: dir,
    E2E_TLS_CERT: cert,
    E2E_TLS_KEY: key,
    E2E_TLS_PROXY: "1",
    // The specs' own requests (fetch) trust the throwaway certificate, as a browser told to.
    NODE_EXTRA_CA_CERTS: cert,
    E2E_PORT: String(await freePort()),
    E2E_PROXY_PORT: String(await freePort()),
    E2E_PROXY_HTTP_PORT: String(await freePort()),
    E2E_DATA_DIR: mkdtempSync(join(tmpdir(), "elite-e2e-")),
  });
}
const {
  E2E_PORT: appPort = "",
  E2E_PROXY_PORT: proxyPort = "",
  E2E_PROXY_HTTP_PORT: proxyHttpPort = "",
  E2E_DATA_DIR: dataDir = "",
  E2E_TLS_CERT: cert = "",
  E2E_TLS_KEY: key = "",
} = process.env;
const siteUrl = `https://127.0.0.1:${proxyPort}`;

/**
 * Left to the direct run (playwright.config.ts), each for the same reason:
 * through one proxy every visitor arrives from the proxy's own address, so a
 * test that plays several visitors by their X-Forwarded-For, or uses up one
 * visitor's allowance, cannot tell them apart here. The forms they submit are
 * submitted through the proxy by the other tests of their spec.
 */
const perVisitorTests = [
  "a clear message when an address sends too many",
  "a flood that rotates the leftmost X-Forwarded-For entry",
  "one visitor's checkouts past the hourly cap answer 429",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: [
    "quote.spec.ts",
    "book.spec.ts",
    "booking.spec.ts",
    "checkout.spec.ts",
    "console-auth.spec.ts",
    "console-leads.spec.ts",
    "console-orders.spec.ts",
    "shipping.spec.ts",
    "console-bookings.spec.ts",
    "console-catalog.spec.ts",
    "book-look.spec.ts",
    "console-booking-acts.spec.ts",
    "console-reviews-faq.spec.ts",
    "request-origin.proxy.spec.ts",
    "after-the-job.spec.ts",
  ],
  grepInvert: new RegExp(perVisitorTests.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")),
  globalTeardown: "./tests/e2e/proxy-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Each request crosses TLS and nginx, which buffers a large body to disk before passing it on.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: siteUrl,
    ignoreHTTPSErrors: true,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    { name: "behind-tls-proxy", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } },
  ],
  webServer: [
    {
      command: "node server/index.ts",
      url: `http://127.0.0.1:${appPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: appPort,
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        SITE_URL: siteUrl,
        TRUST_PROXY: "true",
        TRUSTED_PROXIES: "1",
        // Every visitor arrives from the proxy's address here (see perVisitorTests).
        QUOTE_RATE_LIMIT: "1000",
        CHECKOUT_RATE_LIMIT_PER_HOUR: "1000",
        CHECKOUT_HELD_UNITS_PER_VISITOR: "1000",
      },
    },
    {
      command: `node tests/support/tls-proxy.ts --port ${proxyPort} --http-port ${proxyHttpPort} --upstream ${appPort} --cert ${cert} --key ${key}`,
      url: `${siteUrl}/healthz`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      // Each request crosses TLS and nginx, which buffers a large body to disk before passing it on.
      timeout: 60_000,
      // nginx is stopped by the command, which then removes its folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
