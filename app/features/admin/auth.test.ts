import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createTestServices, routerContextWith } from "~/platform/test-services.server.ts";
import { getConsoleUser, requireConsoleUser } from "./access.server.ts";
import { AccountExistsError, createAccount, issueSetPasswordLink, setPasswordWithToken } from "./accounts.server.ts";
import { callAuth, SIGN_IN_RATE_LIMIT } from "./auth.server.ts";
import { LOCKOUT } from "./types.ts";

let handle: DbHandle;
/** A request's router context as the server builds it, with the app's services on the test database. */
let context: RouterContextProvider;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  context = routerContextWith(await createTestServices({ db: handle.db }));
}, 60_000);
afterAll(async () => handle.close());

const PASSWORD = "correct horse battery";

async function signIn(email: string, password: string, clientAddress = "203.0.113.7") {
  return callAuth(handle.db, { path: "/sign-in/email", body: { email, password }, clientAddress });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe(`console accounts and sessions (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("an account made without a password sets one through its one-time link, then signs in", async () => {
    const owner = await createAccount(handle.db, { email: "Owner@Example.com", name: "Owner", role: "owner" });
    expect(owner.email).toBe("owner@example.com");
    const link = await issueSetPasswordLink(handle.db, owner.id, "http://localhost:3000");
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=/);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await setPasswordWithToken(handle.db, link.token, PASSWORD)).toEqual({ ok: true, email: owner.email });
    // One use only.
    expect((await setPasswordWithToken(handle.db, link.token, PASSWORD)).ok).toBe(false);

    const response = await signIn("owner@example.com", PASSWORD);
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/ewt-console\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const request = new Request("http://localhost/admin", { headers: { cookie: cookieOf(response) } });
    expect(await getConsoleUser(request, async () => handle.db)).toEqual({ ...owner, name: "Owner" });
  });

  it("refuses a second account with the same email", async () => {
    await expect(createAccount(handle.db, { email: "owner@example.com", name: "X", role: "owner" })).rejects.toThrow(
      AccountExistsError,
    );
  });

  it("has no public sign-up", async () => {
    const response = await callAuth(handle.db, {
      path: "/sign-up/email",
      body: { email: "intruder@example.com", password: "long enough password", name: "I" },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it(`after ${LOCKOUT.maxFailures} wrong passwords from one address, refuses that address (429, Retry-After) but not the owner elsewhere`, async () => {
    const staff = await createAccount(handle.db, { email: "staff@example.com", name: "Staff", role: "staff" });
    const link = await issueSetPasswordLink(handle.db, staff.id);
    await setPasswordWithToken(handle.db, link.token, PASSWORD);
    // A success in between resets the count.
    for (let i = 0; i < LOCKOUT.maxFailures - 1; i++)
      expect((await signIn("staff@example.com", "wrong password!", "198.51.100.1")).status).toBe(401);
    expect((await signIn("staff@example.com", PASSWORD, "198.51.100.1")).status).toBe(200);
    for (let i = 0; i < LOCKOUT.maxFailures; i++)
      expect((await signIn("staff@example.com", "wrong password!", "198.51.100.1")).status).toBe(401);
    const locked = await signIn("staff@example.com", PASSWORD, "198.51.100.1");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan((LOCKOUT.minutes - 1) * 60);
    expect(locked.headers.getSetCookie()).toEqual([]);
    const body = (await locked.json()) as { message: string };
    expect(body.message).toMatch(/from your connection/);
    // An email without an account locks the same way (nothing tells them apart).
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await signIn("nobody@example.com", "wrong password!", "198.51.100.3");
    const unknown = await signIn("nobody@example.com", PASSWORD, "198.51.100.3");
    expect(unknown.status).toBe(429);
    expect(((await unknown.json()) as { message: string }).message).toBe(body.message);
    // The account itself is not locked: from another address it signs in at once.
    expect((await signIn("staff@example.com", PASSWORD, "198.51.100.2")).status).toBe(200);
    // A new link from the owner ends the lock of every address.
    const again = await issueSetPasswordLink(handle.db, staff.id);
    await setPasswordWithToken(handle.db, again.token, `${PASSWORD}!`);
    expect((await signIn("staff@example.com", `${PASSWORD}!`, "198.51.100.1")).status).toBe(200);
  });

  it(`rate-limits sign-in attempts per visitor address (${SIGN_IN_RATE_LIMIT.max} in ${SIGN_IN_RATE_LIMIT.window} s), counted in the database`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RATE_LIMIT.max; i++)
      statuses.push((await signIn(`someone${i}@example.com`, "whatever password", "192.0.2.99")).status);
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await signIn("someone@example.com", "whatever password", "192.0.2.100")).status).toBe(401);
  });

  it("requireConsoleUser: no session -> a redirect to sign-in for pages, 401 JSON for actions; staff on owner-only -> 403", async () => {
    const page = await requireConsoleUser({
      context,
      request: new Request("http://localhost/admin/leads?page=2"),
    }).catch((e: unknown) => e as Response);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%2Fleads%3Fpage%3D2");
    const action = (await requireConsoleUser({
      context,
      request: new Request("http://localhost/admin/leads", { method: "POST" }),
    }).catch((e: unknown) => e)) as Response;
    expect(action.status).toBe(401);
    expect(await action.json()).toEqual({ error: expect.any(String) });

    const signedIn = await signIn("staff@example.com", `${PASSWORD}!`, "198.51.100.70");
    const cookie = cookieOf(signedIn);
    const asStaff = (method: string) =>
      requireConsoleUser(
        { context, request: new Request("http://localhost/admin/settings", { method, headers: { cookie } }) },
        "owner",
      ).catch((e: unknown) => e as Response);
    expect(((await asStaff("GET")) as Response).status).toBe(403);
    const refused = (await asStaff("POST")) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Only the owner can do this." });
    const ok = await requireConsoleUser({
      context,
      request: new Request("http://localhost/admin/leads", { headers: { cookie } }),
    });
    expect(ok.role).toBe("staff");
  });
});
