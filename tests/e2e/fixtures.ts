import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { liveServerLogs } from "./server-logs.ts";

export const ROUTES = [
  "/",
  "/about",
  "/services/automotive-window-tinting",
  "/services/residential-window-tinting",
  "/services/commercial-window-tinting",
  "/service-areas",
  "/service-areas/window-tinting-near-fort-walton-fl",
  "/service-areas/navarre",
  "/blog",
  "/blog/florida-window-tint-law-guide",
  "/news",
  "/news/keystone-automotive-partnership",
  "/gallery",
  "/reviews",
  "/shop",
  "/store",
  "/success",
  "/checkout-success",
  "/checkout-cancel",
  "/sitemap.xml",
];

/**
 * Every test fails on a Content-Security-Policy violation or an uncaught
 * error in the page.
 *
 * The welcome offer popup opens on every page after 8 seconds: it is marked
 * as already seen for every test but the popup's own, which opt in with
 * `test.use({ welcomeOffer: true })`.
 */
export const test = base.extend<{ problems: string[]; welcomeOffer: boolean; serverLogs: void }>({
  welcomeOffer: [false, { option: true }],
  page: async ({ page, welcomeOffer }, provide) => {
    if (!welcomeOffer) {
      await page.addInitScript(() => {
        try {
          window.sessionStorage.setItem("discountSeenV2", "true");
        } catch {
          // storage blocked: nothing to mark
        }
      });
    }
    await provide(page);
  },
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (msg) => {
        const text = msg.text();
        if (/Content.Security.Policy|Refused to (load|execute|apply|frame)/i.test(text)) problems.push(`CSP: ${text}`);
        else if (msg.type() === "error" && !/Failed to load resource/.test(text)) problems.push(`console: ${text}`);
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, problems.join("\n")).toEqual([]);
    },
    { auto: true },
  ],
  // A failing test shows the log of every server its spec started (own-server.ts).
  serverLogs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const { port, tail } of liveServerLogs())
        if (tail)
          await testInfo.attach(`server log (port ${port}, last part)`, { body: tail, contentType: "text/plain" });
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** No serious or critical axe violation on the page: each one listed with where it is. */
export async function expectNoSeriousAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
