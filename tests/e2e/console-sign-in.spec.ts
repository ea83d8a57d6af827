import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { safeConsolePath } from "../../app/features/admin/next-path.ts";
import { SIGN_IN_RATE_LIMIT } from "../../app/features/admin/auth.server.ts";
import { LOCKOUT } from "../../app/features/admin/types.ts";
import { addConsoleAccounts, ownerAccount, specDatabase, type SpecDatabase } from "./console-session.ts";
import { expect, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// The console's sign-in under attack (issue 22), against a production server:
// a burst of concurrent guesses gets no more checks than the lockout allows;
// a guesser's address locks only itself out of the owner's account, and the
// owner gets back in from another network or with `npm run owner:unlock`;
// every refusal names its wait in Retry-After; any `next` leads to a console
// page of this site, never a 500. The visitor's address is set with
// X-Forwarded-For (TRUSTED_PROXIES=1). Under `bash scripts/with-postgres.sh`
// the server runs on PostgreSQL.

const root = resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const OWNER = ownerAccount();
const LOCKED_HERE = "Too many wrong passwords for this account from your connection";

let server: OwnServer;
let database: SpecDatabase;
let dataDir: string;

const startServer = () => startOwnServer({ DATA_DIR: dataDir, TRUSTED_PROXIES: "1", ...database.env });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await specDatabase("signin");
  dataDir = await mkdtemp(join(tmpdir(), "elite-sign-in-"));
  await addConsoleAccounts({ dataDir, databaseUrl: database.env.DATABASE_URL }, [OWNER]);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Headers; body: string };

/** The sign-in form posted as a browser without JavaScript would (or its data request, `.data`), from `address`. */
async function postSignIn(
  fields: { email?: string; password: string; next?: string },
  address: string,
  { data = false } = {},
): Promise<Answer> {
  const response = await fetch(`${server.origin}/admin/sign-in${data ? ".data" : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({
      email: fields.email ?? OWNER.email,
      password: fields.password,
      next: fields.next ?? "",
    }),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function lockOut(address: string) {
  for (let i = 0; i < LOCKOUT.maxFailures; i++)
    expect((await postSignIn({ password: `wrong password ${i}` }, address)).status).toBe(401);
}

const retryAfterOf = (answer: { headers: Headers }) => Number(answer.headers.get("Retry-After"));

test(`a burst of concurrent wrong guesses gets ${LOCKOUT.maxFailures} checks, no more; the right password sent during it is refused (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
  test.setTimeout(90_000);
  const address = "203.0.113.10";
  const burst = Array.from({ length: 25 }, (_, i) => postSignIn({ password: `wrong guess ${i}` }, address));
  // The right password goes out while the burst is still being answered: as soon as
  // the first refusal shows the lock is on (or, without a lockout, once all are answered).
  const firstRefusal = new Promise<void>((done) => {
    for (const answer of burst) void answer.then((a) => a.status === 429 && done());
  });
  await Promise.race([firstRefusal, Promise.all(burst)]);
  const right = await postSignIn({ password: OWNER.password }, address);
  const answers = await Promise.all(burst);

  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s === 401),
    "guesses whose password was checked",
  ).toHaveLength(LOCKOUT.maxFailures);
  expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LOCKOUT.maxFailures);
  expect(right.status).toBe(429);
  expect(right.headers.getSetCookie()).toEqual([]);
  expect(right.body).toContain(LOCKED_HERE);
  for (const refused of [right, ...answers.filter((a) => a.status === 429)])
    expect(retryAfterOf(refused)).toBeGreaterThan((LOCKOUT.minutes - 1) * 60);

  // The account itself is not locked: from another address the owner signs in at once.
  expect((await postSignIn({ password: OWNER.password }, "198.51.100.20")).status).toBe(303);
});

test("ten wrong passwords from one address lock only that address: the owner signs in at once from another network", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const attacker = "203.0.113.11";
  await lockOut(attacker);

  // The owner, from home: straight in.
  const owner = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.21" } });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${server.origin}/admin/sign-in?next=${encodeURIComponent("/admin/settings")}`);
  await ownerPage.getByLabel("Email").fill(OWNER.email);
  await ownerPage.getByLabel("Password").fill(OWNER.password);
  await ownerPage.getByRole("button", { name: "Sign in" }).click();
  await expect(ownerPage).toHaveURL(`${server.origin}/admin/settings`);
  await owner.close();

  // The guesser's address, even with the right password: refused, told how long, with JavaScript or without.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": attacker } });
    const page = await context.newPage();
    await page.goto(`${server.origin}/admin/sign-in`);
    if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Sign in" }).click();
    const response = await answer;
    expect(response.status()).toBe(429);
    expect(Number(await response.headerValue("Retry-After"))).toBeGreaterThan((LOCKOUT.minutes - 1) * 60);
    await expect(page.getByRole("alert")).toContainText(`${LOCKED_HERE}. Try again in`);
    await expect(page.getByRole("alert")).toContainText("or sign in from another network");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await context.close();
  }

  // better-auth's own endpoint answers the same in JSON.
  const json = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": attacker },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  expect(json.status).toBe(429);
  expect(retryAfterOf(json)).toBeGreaterThan((LOCKOUT.minutes - 1) * 60);
  expect(await json.json()).toMatchObject({ message: expect.stringContaining(LOCKED_HERE) });
});

test(`the connection's own limit (${SIGN_IN_RATE_LIMIT.max} attempts in ${SIGN_IN_RATE_LIMIT.window / 60} minutes) answers 429 with Retry-After: page, data request and JSON`, async () => {
  test.setTimeout(90_000);
  const address = "203.0.113.13";
  const tries = Array.from({ length: SIGN_IN_RATE_LIMIT.max }, (_, i) =>
    postSignIn({ email: `someone${i}@example.com`, password: "a guess" }, address),
  );
  expect(new Set((await Promise.all(tries)).map((a) => a.status))).toEqual(new Set([401]));
  const page = await postSignIn({ password: OWNER.password }, address);
  const data = await postSignIn({ password: OWNER.password }, address, { data: true });
  const json = await fetch(`${server.origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password }),
  });
  await json.arrayBuffer();
  for (const answer of [page, data, json]) {
    expect(answer.status).toBe(429);
    expect(retryAfterOf(answer)).toBeGreaterThan(0);
  }
  expect(page.body).toContain("Too many sign-in attempts from this connection");
});

test("npm run owner:unlock lets a locked-out owner in at once, from the address that was locked", async () => {
  test.setTimeout(120_000);
  const address = "203.0.113.12";
  await lockOut(address);
  expect((await postSignIn({ password: OWNER.password }, address)).status).toBe(429);

  // PGlite allows one process per data folder: the command runs while the server is stopped.
  await server.stop();
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...database.env };
  const unlock = (email: string) =>
    run("npm", ["run", "-s", "owner:unlock", "--", "--email", email], { cwd: root, env }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  const typo = await unlock("0wner@example.com");
  expect(typo).toEqual({
    code: 1,
    output: expect.stringContaining("No console account has the email 0wner@example.com"),
  });
  const done = await unlock(OWNER.email.toUpperCase());
  expect(done.code).toBe(0);
  expect(done.output).toContain(`${OWNER.email} may sign in again from every address`);
  server = await startServer();

  expect((await postSignIn({ password: OWNER.password }, address)).status).toBe(303);
});

// The named cases of the probe (each answered 500 before), and what they lead to.
const NAMED_NEXT: [string, string][] = [
  ["/admin/leads\r\nSet-Cookie: stolen=1", "/admin"],
  ["/admin/leads\n", "/admin"],
  ["/admin/\0", "/admin"],
  ["/admin/leads\u2028", "/admin"],
  ["/admin/leads?q=Łódź", "/admin/leads?q=%C5%81%C3%B3d%C5%BA"],
  ["/admin/leads?q=😀", "/admin/leads?q=%F0%9F%98%80"],
  ["/admin/orders#Zoë", "/admin/orders#Zo%C3%AB"],
  ["//evil.example/admin", "/admin"],
  ["/\\evil.example/admin", "/admin"],
  ["/admin/..\\..\\evil", "/admin"],
  ["https://evil.example/admin", "/admin"],
  ["/admin/../store", "/admin"],
  ["/admin/settings", "/admin/settings"],
];

let cookie: string | undefined;
let visitor = 0;
/** A fresh visitor address for each sign-in, so no limit gets in the way of what is tested here. */
const nextAddress = () => `10.20.${Math.floor(visitor / 250)}.${(visitor++ % 250) + 1}`;

/** A string as a form or query string carries it (a lone surrogate becomes U+FFFD). */
const asSent = (text: string) => new URLSearchParams({ text }).get("text")!;

function expectOnSite(location: string | null, expected: string) {
  expect(location).toBe(expected);
  expect(new URL(location!, server.origin).origin).toBe(server.origin);
}

/** The owner's session cookie (signed in once, from a fresh address). */
async function ownerCookie(): Promise<string> {
  if (cookie) return cookie;
  const first = await postSignIn({ password: OWNER.password }, nextAddress());
  expect(first.status).toBe(303);
  cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return cookie;
}

async function signedInPage(next: string) {
  const response = await fetch(`${server.origin}/admin/sign-in?${new URLSearchParams({ next })}`, {
    redirect: "manual",
    headers: { Cookie: await ownerCookie() },
  });
  await response.arrayBuffer();
  return response;
}

test("a sign-in `next` of any kind leads to a console page of this site: the page, the form post and its data request", async () => {
  test.setTimeout(120_000);
  for (const [next, expected] of NAMED_NEXT) {
    // Signed in already: the page sends on at once.
    const page = await signedInPage(next);
    expect(page.status, JSON.stringify(next)).toBe(302);
    expectOnSite(page.headers.get("Location"), expected);
    // Not signed in: the form carries it in its hidden field.
    const form = await fetch(`${server.origin}/admin/sign-in?${new URLSearchParams({ next })}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`name="next" value="${expected.replaceAll("&", "&amp;")}"`);
    // The form posted with the raw value, without JavaScript and as its data request.
    const posted = await postSignIn({ password: OWNER.password, next }, nextAddress());
    expect(posted.status, JSON.stringify(next)).toBe(303);
    expectOnSite(posted.headers.get("Location"), expected);
    const data = await postSignIn({ password: OWNER.password, next }, nextAddress(), { data: true });
    expect(data.status, JSON.stringify(next)).toBe(202);
    expect(data.body).toContain(`"redirect",${JSON.stringify(expected)}`);
  }

  // Raw query strings a browser would not make: broken percent-encoding, encoded controls.
  for (const query of [
    "next=%0d%0a",
    "next=/admin/%0d%0aX:1",
    "next=/admin/%FF",
    "next=%E2%80%A8",
    "next=/admin/%C5%81",
  ]) {
    const page = await fetch(`${server.origin}/admin/sign-in?${query}`, {
      redirect: "manual",
      headers: { Cookie: await ownerCookie() },
    });
    expect(page.status, query).toBe(302);
    expect(new URL(page.headers.get("Location")!, server.origin).pathname).toMatch(/^\/admin(\/|$)/);
  }
});

test("property: for any string as `next`, never a 500 and never another site (page, form post, data request)", async () => {
  test.setTimeout(180_000);
  const anyText = fc.oneof(
    fc.string({ unit: "binary", maxLength: 60 }),
    fc
      .tuple(fc.constantFrom("/admin", "/admin/", "//", "/\\", "/"), fc.string({ unit: "binary", maxLength: 30 }))
      .map(([a, b]) => a + b),
  );
  await fc.assert(
    fc.asyncProperty(anyText, async (next) => {
      const page = await signedInPage(next);
      expect(page.status).toBe(302);
      expectOnSite(page.headers.get("Location"), safeConsolePath(asSent(next)));
    }),
    { numRuns: 200 },
  );
  await fc.assert(
    fc.asyncProperty(anyText, fc.boolean(), async (next, data) => {
      const posted = await postSignIn({ password: OWNER.password, next }, nextAddress(), { data });
      expect(posted.status).toBe(data ? 202 : 303);
      const expected = safeConsolePath(asSent(next));
      if (data) expect(posted.body).toContain(`"redirect",${JSON.stringify(expected)}`);
      else expectOnSite(posted.headers.get("Location"), expected);
    }),
    { numRuns: 40 },
  );
});

test("with JavaScript, the sign-in takes the browser to the console page asked for, or to the console's home", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": nextAddress() });
  for (const [next, expected] of [
    ["/admin/leads?q=Łódź", "/admin/leads?q=%C5%81%C3%B3d%C5%BA"],
    // The console's home, /admin, opens on the leads.
    ["//evil.example/admin", "/admin/leads"],
  ] as const) {
    await page.context().clearCookies();
    await page.goto(`${server.origin}/admin/sign-in?${new URLSearchParams({ next })}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByLabel("Email").fill(OWNER.email);
    await page.getByLabel("Password").fill(OWNER.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${server.origin}${expected}`);
  }
});
