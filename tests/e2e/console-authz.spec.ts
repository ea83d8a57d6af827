import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import {
  consoleCookie,
  ownerAccount,
  specDatabase,
  staffAccount,
  startConsoleServer,
  type ConsoleServer,
} from "./console-session.ts";
import { expect, test } from "./fixtures.ts";
import { fillPattern, send } from "./own-server.ts";

// Every console route and action of the production build's route table
// (issue 13), read with its `handle.console.role`, tried without a session
// and as staff: pages without a session go to sign-in, actions answer 401
// JSON; staff where the owner is needed get 403 (JSON for actions). Routes
// added under `admin` by others are covered as soon as they are merged.
//
// On PGlite by default; under `bash scripts/with-postgres.sh` (TEST_DATABASE_URL
// set) the server runs on a fresh database of that PostgreSQL cluster instead.

type Role = "owner" | "staff";
type ConsoleRoute = {
  id: string;
  pattern: string;
  role: Role;
  hasAction: boolean;
  isPage: boolean;
  /** Its own `handle` names the role (rather than inheriting the layout's). */
  ownRole: boolean;
  /** React Router middleware it exports (features/admin/access.server.ts consoleAccess). */
  middleware: number;
};

const root = resolve(import.meta.dirname, "../..");
const rank: Record<Role, number> = { staff: 1, owner: 2 };

async function consoleRoutes(): Promise<ConsoleRoute[]> {
  const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;
  const chain = (id: string | undefined) => {
    const out = [];
    for (let r = id ? build.routes[id] : undefined; r; r = r.parentId ? build.routes[r.parentId] : undefined)
      out.push(r);
    return out;
  };
  const list: ConsoleRoute[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const routes = chain(route.id);
    const pattern = routes
      .reverse()
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/");
    if (!/^admin(\/|$)/.test(pattern)) continue;
    let role: Role | undefined;
    for (const r of routes) {
      const own = (r.module as { handle?: { console?: { role?: Role } } }).handle?.console?.role;
      if (own && (!role || rank[own] > rank[role])) role = own;
    }
    if (!role) continue; // sign-in, set-password, sign-out: for visitors without a session
    list.push({
      id: route.id,
      pattern: `/${pattern}`,
      role,
      hasAction: typeof (route.module as { action?: unknown }).action === "function",
      isPage: typeof (route.module as { default?: unknown }).default === "function",
      ownRole: Boolean((route.module as { handle?: { console?: { role?: Role } } }).handle?.console?.role),
      middleware: ((route.module as { middleware?: unknown[] }).middleware ?? []).length,
    });
  }
  return list;
}

let server: ConsoleServer;
let dropDatabase: (() => Promise<void>) | undefined;
let routes: ConsoleRoute[];
let staffCookie: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  routes = await consoleRoutes();
  const database = await specDatabase("authz");
  dropDatabase = database.drop;
  server = await startConsoleServer([ownerAccount(), staffAccount()], database.env);
  staffCookie = await consoleCookie(server.origin, staffAccount());
});
test.afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
});

const pathOf = (route: ConsoleRoute) => fillPattern(route.pattern, () => "x");
const formBody = Buffer.from("intent=anything");

test(`the route table's console routes include the shell, the audit log and Settings (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const ids = routes.map((r) => r.id);
  expect(ids).toEqual(
    expect.arrayContaining(["routes/admin", "routes/admin.index", "routes/admin.audit", "routes/admin.settings"]),
  );
  expect(routes.find((r) => r.id === "routes/admin.settings")?.role).toBe("owner");
  expect(routes.find((r) => r.id === "routes/admin.audit")?.role).toBe("owner");
});

test("without a session: every console page sends to sign-in, every action answers 401 JSON", async () => {
  for (const route of routes) {
    const path = pathOf(route);
    const page = await send(server.origin, { method: "GET", path });
    expect(page.status, `GET ${path}`).toBe(302);
    expect(page.headers.location, `GET ${path}`).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    expect(page.headers["cache-control"], `GET ${path}`).toBe("no-store");
    if (!route.hasAction) continue;
    const action = await send(server.origin, {
      method: "POST",
      path,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody,
    });
    expect(action.status, `POST ${path}`).toBe(401);
    expect(JSON.parse(action.body), `POST ${path}`).toEqual({ error: expect.any(String) });
  }
});

test("as staff: owner-only pages answer 403 and their actions 403 JSON; staff pages open", async () => {
  for (const route of routes) {
    const path = pathOf(route);
    const page = await send(server.origin, { method: "GET", path, headers: { Cookie: staffCookie } });
    if (route.role === "owner") {
      expect(page.status, `GET ${path}`).toBe(403);
      expect(page.body, `GET ${path}`).toContain("Only the owner can do this");
    } else {
      expect([200, 302, 404], `GET ${path}`).toContain(page.status);
      if (page.status === 302) expect(page.headers.location).not.toMatch(/sign-in/);
    }
    if (!route.hasAction || route.role !== "owner") continue;
    const action = await send(server.origin, {
      method: "POST",
      path,
      headers: { Cookie: staffCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody,
    });
    expect(action.status, `POST ${path}`).toBe(403);
    expect(JSON.parse(action.body), `POST ${path}`).toEqual({ error: "Only the owner can do this." });
  }
});

test("a forged or stale session cookie is no session", async () => {
  const forged = staffCookie.replace(/=.{4}/, "=AAAA");
  const page = await send(server.origin, { method: "GET", path: "/admin/audit", headers: { Cookie: forged } });
  expect(page.status).toBe(302);
  expect(page.headers.location).toMatch(/^\/admin\/sign-in/);
});

test("every console route whose handle names a role checks it in its own middleware", () => {
  const without = routes.filter((r) => r.ownRole && r.middleware === 0).map((r) => r.id);
  expect(without).toEqual([]);
});

test("data requests of client navigations are checked by the same middleware: to sign-in without a session, 403 for staff on owner pages", async () => {
  for (const route of routes.filter((r) => r.isPage)) {
    const path = `${pathOf(route)}.data`;
    const anonymous = await send(server.origin, { method: "GET", path });
    // React Router's encoding of a redirect for its client (a 202 whose body names the address).
    expect(anonymous.status, `GET ${path}`).toBe(202);
    expect(anonymous.body, `GET ${path}`).toContain("/admin/sign-in?next=");
    expect(anonymous.headers["cache-control"], `GET ${path}`).toBe("no-store");
    if (route.role !== "owner") continue;
    const staff = await send(server.origin, { method: "GET", path, headers: { Cookie: staffCookie } });
    expect(staff.status, `GET ${path} as staff`).toBe(403);
  }
});

test("a console path spelt differently (/ADMIN/..., /%61dmin/...) gets the same checks and no-store", async () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  for (const path of [
    "/ADMIN/settings",
    "/Admin/Settings",
    "/%61dmin/settings",
    "/ADMIN/catalog/aftercare-kit/image",
  ]) {
    const page = await send(server.origin, { method: "GET", path });
    expect(page.status, `GET ${path}`).toBe(302);
    expect(page.headers.location, `GET ${path}`).toMatch(/^\/admin\/sign-in\?next=/);
    expect(page.headers["cache-control"], `GET ${path}`).toBe("no-store");

    const action = await send(server.origin, { method: "POST", path, headers: form, body: formBody });
    expect(action.status, `POST ${path}`).toBe(401);
    expect(JSON.parse(action.body), `POST ${path}`).toEqual({ error: expect.any(String) });
    expect(action.headers["cache-control"], `POST ${path}`).toBe("no-store");

    const data = await send(server.origin, { method: "GET", path: `${path}.data` });
    expect(data.status, `GET ${path}.data`).toBe(202);
    expect(data.body, `GET ${path}.data`).toContain("/admin/sign-in?next=");
    expect(data.headers["cache-control"], `GET ${path}.data`).toBe("no-store");

    const crossSite = await send(server.origin, {
      method: "POST",
      path,
      headers: { ...form, Origin: "https://evil.example", Cookie: staffCookie },
      body: formBody,
    });
    expect(crossSite.status, `cross-site POST ${path}`).toBe(403);
  }
  const staff = await send(server.origin, { method: "GET", path: "/ADMIN/AUDIT", headers: { Cookie: staffCookie } });
  expect(staff.status).toBe(403);
  expect(staff.headers["cache-control"]).toBe("no-store");
  const staffAction = await send(server.origin, {
    method: "POST",
    path: "/ADMIN/settings",
    headers: { ...form, Cookie: staffCookie },
    body: formBody,
  });
  expect(staffAction.status).toBe(403);
  expect(JSON.parse(staffAction.body)).toEqual({ error: "Only the owner can do this." });
});
