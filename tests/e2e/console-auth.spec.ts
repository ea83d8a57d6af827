import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { createOwnerWithCli, PASSWORD } from "./console-session.ts";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// The owner's console on a phone (issue 13): the command line creates the
// owner, who sets a password through the printed link, signs in, adds staff,
// reads the audit log and signs out; ten wrong passwords lock it from that address; a
// cross-site request is refused; axe finds nothing serious on any of these pages.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: "serial" });

const OWNER = "owner@example.com";
let server: OwnServer;
let dataDir: string;
let printed: { output: string; link: string };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-console-auth-"));
  printed = await createOwnerWithCli({ DATA_DIR: dataDir, DATABASE_URL: "", PORT: "3999" }, OWNER, "Olive Owner");
  server = await startOwnServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, password: string, next = "/admin/settings") {
  await page.goto(`${server.origin}/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(OWNER);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the command line prints a one-time set-password link; the owner sets a password and signs in", async ({
  page,
}) => {
  expect(printed.output).toContain(`Owner account created for ${OWNER}`);
  expect(printed.link).toMatch(/^http:\/\/localhost:3999\/admin\/set-password\?token=[\w-]+$/);
  const { pathname, search } = new URL(printed.link);

  // Without a session the console sends to sign-in.
  await page.goto(`${server.origin}/admin/settings`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fsettings$/);
  await expectNoSeriousAxe(page);
  expect(await fitsWidth(page)).toBe(true);

  await page.goto(`${server.origin}${pathname}${search}`);
  await expect(page.getByText(OWNER)).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Too short: the message beside the field, what was typed kept.
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("The same password again").fill("short");
  await page.getByRole("button", { name: "Set password" }).click();
  const field = page.getByLabel("New password", { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();
  await expect(field).toHaveValue("short");
  await field.fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Your password is set.")).toBeVisible();

  // The link worked once.
  await page.goto(`${server.origin}${pathname}${search}`);
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();

  await signIn(page, PASSWORD);
  await expect(page).toHaveURL(`${server.origin}/admin/settings`);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }),
  ).toBeVisible();
  // Over https (the proxied run) the cookie is Secure, with the prefix browsers enforce for it.
  const https = server.origin.startsWith("https:");
  const name = `${https ? "__Secure-" : ""}ewt-console.session_token`;
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: https });
});

test("Settings: a bad address gets its message beside the field; staff are added with a link; each change is in the audit log", async ({
  page,
}) => {
  await signIn(page, PASSWORD);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expectNoSeriousAxe(page);
  expect(await fitsWidth(page)).toBe(true);

  const address = page.getByLabel("Send new quote requests to");
  await address.fill("not an address");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveValue("not an address");
  await address.fill("quotes@example.com");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByRole("status")).toContainText("Quote notifications now go to quotes@example.com.");

  await page.locator("#staff-name").fill("Sam Staff");
  await page.locator("#staff-email").fill("sam@example.com");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByTestId("set-password-link")).toContainText("/admin/set-password?token=");
  await expect(page.getByRole("list", { name: "Accounts" })).toContainText("sam@example.com");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const log = page.getByRole("list", { name: "Changes, newest first" });
  await expect(log.getByRole("listitem").first()).toContainText("staff.add");
  await expect(log).toContainText("settings.notification-email");
  await expect(log).toContainText(`${OWNER} (owner)`);
  await expect(log).toContainText('"notificationEmail": "quotes@example.com"');
  await expectNoSeriousAxe(page);
  expect(await fitsWidth(page)).toBe(true);
  await page.screenshot({ path: test.info().outputPath("audit-390.png"), fullPage: true });
});

test("a cross-site request that would change something is refused (403), and changes nothing", async ({ page }) => {
  await signIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const path of ["/admin/settings", "/admin/sign-out", "/api/auth/sign-in/email"]) {
    const response = await fetch(`${server.origin}${path}`, {
      method: "POST",
      headers: {
        Origin: "https://evil.example",
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=notification-email&notificationEmail=attacker%40evil.example",
    });
    expect(response.status, path).toBe(403);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  await page.reload();
  await expect(page.getByLabel("Send new quote requests to")).toHaveValue("quotes@example.com");
  // The same post from the console's own page goes through.
  const own = await fetch(`${server.origin}/admin/settings`, {
    method: "POST",
    headers: { Origin: server.origin, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: "intent=notification-email&notificationEmail=owner2%40example.com",
  });
  expect(own.status).toBe(200);
});

test("sign out: the console then sends to sign-in", async ({ page }) => {
  await signIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out=1$/);
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await page.goto(`${server.origin}/admin/audit`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faudit$/);
});

test("without JavaScript a wrong password shows its message on the sign-in page, and the right one signs in", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signIn(page, "not the right password");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fsettings$/);
    await expect(page.getByRole("alert")).toContainText("Wrong email or password");
    await expect(page.getByLabel("Email")).toHaveValue(OWNER);
    await signIn(page, PASSWORD);
    await expect(page).toHaveURL(`${server.origin}/admin/settings`);
    await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("ten wrong passwords lock this connection out of the account: the right one is then refused with its wait", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (let i = 0; i < 10; i++) {
    await signIn(page, `wrong password number ${i}`);
    await expect(page.getByRole("alert")).toContainText("Wrong email or password");
  }
  await signIn(page, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByRole("alert")).toContainText("from your connection. Try again in 15 minutes");
  // What was typed is kept.
  await expect(page.getByLabel("Email")).toHaveValue(OWNER);
  await page.goto(`${server.origin}/admin/settings`);
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
