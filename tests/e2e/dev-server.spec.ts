import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { generatedBody, send, startOwnServer, type OwnServer } from "./own-server.ts";

// `npm run dev` runs the production server with Vite in front (issue 22,
// docs/decisions/020): the same security headers, request gate and console
// authorisation as `npm start`, pages rendered on demand, and Vite's client
// (hot module replacement) working under the same Content-Security-Policy.

let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Vite compiles the app on the first requests: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  server = await startOwnServer(
    { LOG_LEVEL: "info" },
    { command: ["npm", "run", "-s", "dev"], startTimeoutMs: 150_000 },
  );
});
test.afterAll(async () => {
  await server?.stop();
});

test("pages are rendered on demand by Vite's build, with production's security headers", async () => {
  test.setTimeout(120_000);
  const response = await fetch(`${server.origin}/`);
  expect(response.status).toBe(200);
  const csp = response.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(csp).toContain("'strict-dynamic'");
  expect(nonce).toBeTruthy();
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-request-id")).toBeTruthy();
  const html = await response.text();
  // The app's modules from source (Vite), not the build's hashed files; the document carries the response's nonce.
  expect(html.includes('rel="modulepreload" href="/app/root.tsx"'), "modulepreload of /app/root.tsx").toBe(true);
  expect(html.includes('src="/assets/') || html.includes('href="/assets/'), "a file of the build").toBe(false);
  expect(html.includes(`nonce="${nonce}"`), "the response's nonce").toBe(true);
  expect(server.log()).toMatch(/"msg":"listening".*"mode":"development"/);
});

test("the console's authorisation and no-store, as in production", async () => {
  test.setTimeout(120_000);
  for (const path of ["/admin/settings", "/ADMIN/settings"]) {
    const page = await send(server.origin, { method: "GET", path });
    expect(page.status, path).toBe(302);
    expect(page.headers.location, path).toMatch(/^\/admin\/sign-in\?next=/);
    expect(page.headers["cache-control"], path).toBe("no-store");
    expect(page.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    const action = await send(server.origin, {
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: Buffer.from("intent=notification-email&notificationEmail=a%40example.com"),
    });
    expect(action.status, path).toBe(401);
    expect(JSON.parse(action.body), path).toEqual({ error: expect.any(String) });
  }
  const crossSite = await send(server.origin, {
    method: "POST",
    path: "/admin/settings",
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    body: Buffer.from("intent=x"),
  });
  expect(crossSite.status).toBe(403);
});

test("the request gate: an oversized body is refused with 413, declared or chunked; PUT is 405", async () => {
  test.setTimeout(120_000);
  const type = { "Content-Type": "application/json" };
  const declared = await send(server.origin, {
    method: "POST",
    path: "/api/chatbot",
    headers: type,
    body: Buffer.alloc(300 * 1024, 0x61),
  });
  expect(declared.status).toBe(413);
  const chunked = await send(server.origin, {
    method: "POST",
    path: "/api/chatbot",
    headers: type,
    body: generatedBody(300 * 1024),
  });
  expect(chunked.status).toBe(413);
  expect(JSON.parse(chunked.body)).toEqual({ error: expect.stringContaining("larger than this address takes") });
  const put = await send(server.origin, { method: "PUT", path: "/", headers: type, body: Buffer.from("{}") });
  expect(put.status).toBe(405);
});

// Not the suite's page fixture, which fails on any console error: in development React
// also warns that the browser hides the nonce attribute of <link> tags it hydrates
// (a development-only check; production builds do not compare attributes).
plainTest(
  "in Chromium the page hydrates and Vite's client connects, with no Content-Security-Policy violation",
  async ({ page }) => {
    plainTest.setTimeout(120_000);
    // On a fresh checkout Vite finds the app's dependencies on the first visit, bundles
    // them and reloads the page (its own "optimized dependencies changed" step, which
    // fails the import in flight): a developer sees one reload once. The checks are
    // on the visit after it. (While it reloads the page has no document element for a moment.)
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true", null, { timeout: 90_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 90_000 });
    await expect.poll(() => messages.some((m) => m.includes("[vite] connected")), { timeout: 30_000 }).toBe(true);
    expect(messages.filter((m) => /Content.Security.Policy|Refused to|pageerror/i.test(m))).toEqual([]);
    // The stylesheet came through (Tailwind's output, served by Vite).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Inter");
  },
);
