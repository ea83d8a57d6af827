import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouteResolver, routingPath } from "./request-guard.ts";

// The request gate picks a body limit by the route a POST will reach before
// any of it is read, so it must find the same route React Router will run. It
// undoes React Router's data-request URLs (`/x.data`, `/_.data?index`) itself:
// this pins that against React Router's own request handler, so an upgrade
// that changes the URLs or how the server reads them fails here.

const ran: string[] = [];

function route(
  id: string,
  parentId: string | undefined,
  shape: { path?: string; index?: boolean; page?: boolean; handle?: unknown },
) {
  const module: Record<string, unknown> = {
    handle: shape.handle,
    action: () => {
      ran.push(id);
      return { id };
    },
    loader: () => ({ id }),
  };
  if (shape.page !== false) module.default = () => null;
  return { id, parentId, path: shape.path, index: shape.index, caseSensitive: undefined, module };
}

const routes = {
  root: route("root", undefined, { path: "" }),
  "routes/home": route("routes/home", "root", { index: true, handle: { keptPage: "content" } }),
  "routes/shop": route("routes/shop", "root", { path: "shop", handle: { keptPage: "catalog" } }),
  // The console's layout asks for a session (features/admin/access.server.ts consoleAccess).
  "routes/admin": route("routes/admin", "root", { path: "admin", handle: { console: { role: "staff" } } }),
  "routes/admin.index": route("routes/admin.index", "routes/admin", { index: true }),
  "routes/admin.settings": route("routes/admin.settings", "routes/admin", { path: "settings" }),
  "routes/admin.image": route("routes/admin.image", "routes/admin", { path: "catalog/:id/image", page: false }),
  "routes/resource": route("routes/resource", "root", { path: "api/thing", page: false }),
};

const build = {
  entry: { module: { default: () => new Response("document") } },
  routes,
  assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const resolve = createRouteResolver(build);

/** The route whose action React Router runs for this POST. */
async function actionRunFor(path: string): Promise<string | undefined> {
  ran.length = 0;
  const response = await handle(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: "a=1",
    }),
  );
  await response.arrayBuffer();
  return ran.at(0);
}

describe("the gate's route resolver", () => {
  // What the browser posts: a plain form (no JavaScript) and React Router's
  // fetchers and forms (the data URL React Router's client builds).
  const posts = [
    ["/?index", "routes/home"],
    ["/_.data?index", "routes/home"],
    ["/admin", "routes/admin"],
    ["/admin.data", "routes/admin"],
    ["/admin?index", "routes/admin.index"],
    ["/admin.data?index", "routes/admin.index"],
    ["/admin/settings", "routes/admin.settings"],
    ["/admin/settings.data", "routes/admin.settings"],
    ["/admin/settings/", "routes/admin.settings"],
    ["/admin/settings/_.data", "routes/admin.settings"],
    ["/ADMIN/Settings", "routes/admin.settings"],
    ["/%61dmin/settings.data", "routes/admin.settings"],
    ["/admin/catalog/kit/image", "routes/admin.image"],
    ["/admin/catalog/kit/image.data", "routes/admin.image"],
    ["/api/thing", "routes/resource"],
    ["/api/thing.data", "routes/resource"],
  ] as const;

  it.each(posts)("POST %s runs the action of the route the gate found (%s)", async (path, id) => {
    expect(resolve(new URL(`http://localhost${path}`)).id).toBe(id);
    expect(await actionRunFor(path)).toBe(id);
  });

  it("says which routes ask for a console session (their bodies stream to the route's middleware unread)", () => {
    const needs = (path: string) => resolve(new URL(`http://localhost${path}`)).needsSession;
    expect(needs("/admin/catalog/kit/image")).toBe(true);
    expect(needs("/ADMIN/settings.data")).toBe(true);
    expect(needs("/?index")).toBe(false);
    expect(needs("/api/thing")).toBe(false);
  });

  it("names the pages kept for every visitor (their handle), never their data requests or other routes", () => {
    const kept = (path: string) => resolve(new URL(`http://localhost${path}`)).keptPage;
    expect(kept("/")).toBe("content");
    expect(kept("/?utm_source=x")).toBe("content");
    expect(kept("/shop")).toBe("catalog");
    expect(kept("/SHOP/")).toBe("catalog");
    expect(kept("/_.data")).toBeUndefined();
    expect(kept("/shop.data")).toBeUndefined();
    expect(kept("/admin/settings")).toBeUndefined();
    expect(kept("/nowhere")).toBeUndefined();
  });
});

describe("routingPath: the one spelling every check by path looks at", () => {
  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/ADMIN/Settings", "/admin/settings"],
    ["/%61dmin/settings", "/admin/settings"],
    ["/admin/settings.data", "/admin/settings"],
    ["/admin/settings/_.data", "/admin/settings/"],
    ["//admin//settings", "/admin/settings"],
    ["/api/%41uth/sign-in", "/api/auth/sign-in"],
    ["/admin/%zz", "/admin/%zz"],
  ])("%s is %s", (path, expected) => {
    expect(routingPath(new URL(`http://localhost${path}`))).toBe(expected);
  });
});
