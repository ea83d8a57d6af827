import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import pg from "pg";
import { openDb } from "../../app/db/client.server.ts";
import { createAccount, issueSetPasswordLink, setPasswordWithToken } from "../../app/features/admin/accounts.server.ts";
import type { ConsoleRole } from "../../app/features/admin/types.ts";
import { expect } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Console accounts for browser tests (issue 13): made through the real command
// line (`npm run owner:create`) or the real server functions, in the database
// of a server the test starts, and a Playwright page signed in as one of them.
//
// PGlite lets one process open a data folder at a time, so accounts are made
// before the server starts (startConsoleServer); with DATABASE_URL they may
// be made while it runs (addConsoleAccounts).

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

export type ConsoleAccount = { email: string; password: string; role: ConsoleRole; name?: string };

export const PASSWORD = "a long enough test password";

export const ownerAccount = (email = "owner@example.com"): ConsoleAccount => ({
  email,
  password: PASSWORD,
  role: "owner",
  name: "Olive Owner",
});
export const staffAccount = (email = "staff@example.com"): ConsoleAccount => ({
  email,
  password: PASSWORD,
  role: "staff",
  name: "Sam Staff",
});

/** Runs `npm run owner:create -- --email ... --name ...` on this environment; returns its output and the link it printed. */
export async function createOwnerWithCli(
  env: Record<string, string>,
  email: string,
  name = "Olive Owner",
): Promise<{ output: string; link: string }> {
  const { stdout } = await run("npm", ["run", "-s", "owner:create", "--", "--email", email, "--name", name], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`owner:create printed no link:\n${stdout}`);
  return { output: stdout, link };
}

/** Makes the accounts with their passwords through the server functions (the owner's Settings and the set-password page use them). */
export async function addConsoleAccounts(
  where: { dataDir?: string; databaseUrl?: string },
  accounts: ConsoleAccount[],
): Promise<void> {
  const handle = await openDb(where.databaseUrl ? { databaseUrl: where.databaseUrl } : { dataDir: where.dataDir });
  try {
    for (const account of accounts) {
      const user = await createAccount(handle.db, {
        email: account.email,
        name: account.name ?? account.email,
        role: account.role,
      });
      const { token } = await issueSetPasswordLink(handle.db, user.id);
      const set = await setPasswordWithToken(handle.db, token, account.password);
      if (!set.ok) throw new Error(set.error);
    }
  } finally {
    await handle.close();
  }
}

export type SpecDatabase = {
  /** DATABASE_URL of a fresh database under `bash scripts/with-postgres.sh`; empty otherwise (the server's own PGlite). */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/** A fresh database on the PostgreSQL cluster of TEST_DATABASE_URL for one spec's server, when one is given. */
export async function specDatabase(prefix: string): Promise<SpecDatabase> {
  const cluster = process.env.TEST_DATABASE_URL;
  if (!cluster) return { env: {}, drop: async () => {} };
  const name = `${prefix}_${randomUUID().replace(/-/g, "")}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: cluster });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type ConsoleServer = OwnServer & { accounts: ConsoleAccount[] };

/** A production server of its own (PGlite, or `env.DATABASE_URL`) whose database holds these accounts. */
export async function startConsoleServer(
  accounts: ConsoleAccount[] = [ownerAccount(), staffAccount()],
  env: Record<string, string> = {},
): Promise<ConsoleServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "elite-console-"));
  if (accounts.length) await addConsoleAccounts({ dataDir, databaseUrl: env.DATABASE_URL }, accounts);
  const server = await startOwnServer({ DATA_DIR: dataDir, ...env });
  return {
    ...server,
    accounts,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the page in through the sign-in form, as a person would; ends on the console page it was sent to. */
export async function signInConsole(
  page: Page,
  origin: string,
  account: ConsoleAccount,
  next = "/admin",
): Promise<void> {
  await page.goto(`${origin}/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

/** The session cookie of a signed-in account, for requests made without a page (Cookie header value). */
export async function consoleCookie(
  origin: string,
  account: ConsoleAccount,
  address = "198.51.100.200",
): Promise<string> {
  const response = await fetch(`${origin}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /^(__Secure-)?ewt-console\.session_token=/.test(c ?? ""));
  if (response.status !== 303 || !cookie) throw new Error(`sign-in as ${account.email} answered ${response.status}`);
  return cookie;
}

/** A visitor's truck-tint quote through the real form on the home page, as a person sends it; ends on its confirmation. */
export async function sendQuoteForm(
  page: Page,
  origin: string,
  { name, phone, email = "", message = "" }: { name: string; phone: string; email?: string; message?: string },
): Promise<void> {
  // A fresh load each time (the same address with its #contact would only scroll).
  await page.goto("about:blank");
  await page.goto(`${origin}/#contact`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.locator("#contact form");
  await form.getByLabel("Your name *").fill(name);
  await form.getByLabel("Phone", { exact: true }).fill(phone);
  if (email) await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("radio", { name: "Text", exact: true }).check();
  await form.getByRole("radio", { name: /Automotive tint/ }).check();
  await form.getByLabel("Make *").fill("Toyota");
  await form.getByLabel("Model *").fill("Tacoma");
  await form.getByRole("radio", { name: "Truck", exact: true }).check();
  await form.getByLabel("Town or zip code *").fill("Navarre");
  if (message) await form.getByLabel(/Anything else/).fill(message);
  // A person takes more than 3 s (the server's minimum fill time).
  await page.waitForTimeout(3_300);
  await form.getByRole("button", { name: "Send my quote request" }).click();
  await expect(page.getByRole("heading", { name: /Your request is in/ })).toBeVisible();
}
