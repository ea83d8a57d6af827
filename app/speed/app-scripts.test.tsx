import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ComponentType } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  type EntryContext,
  Scripts,
  ServerRouter,
  type StaticHandlerContext,
  type UNSAFE_AssetsManifest,
} from "react-router";
import { describe, expect, it } from "vitest";
import { DeferredScripts } from "./app-scripts.tsx";

// AppScripts writes what React Router's <Scripts /> writes, but for the module
// preloads (docs/decisions/012, 013). It copies private behaviour of the
// version below; these tests render both for the same request and fail, with
// this message, when a React Router upgrade changes what is copied.
const UPGRADE = "react-router changed what <Scripts /> writes: re-check app/speed/app-scripts.tsx (decision 012)";
const WRITTEN_AGAINST = "8.4.0";

describe("AppScripts and the react-router it copies", () => {
  it(`is the react-router the copy was written against (${WRITTEN_AGAINST}), pinned exactly`, () => {
    const require = createRequire(import.meta.url);
    const installed = (
      JSON.parse(readFileSync(require.resolve("react-router/package.json"), "utf8")) as { version: string }
    ).version;
    const declared = (
      JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
    expect(installed, UPGRADE).toBe(WRITTEN_AGAINST);
    expect(declared["react-router"], UPGRADE).toBe(WRITTEN_AGAINST);
  });

  const cases = [
    {
      name: "an article, lazy route discovery (the site's setting)",
      url: "/blog/tint-law",
      discovery: "lazy" as const,
    },
    {
      name: "a route split into several chunks, lazy route discovery",
      url: "/service-areas/navarre",
      discovery: "lazy" as const,
    },
    { name: "the landing page, every route in the first manifest", url: "/", discovery: "initial" as const },
    {
      name: "a split route, every route in the first manifest",
      url: "/service-areas/destin",
      discovery: "initial" as const,
    },
  ];
  for (const { name, url, discovery } of cases) {
    it(`writes the same context script, route modules, manifest and entry as <Scripts />, and preloads the same modules after the paint: ${name}`, async () => {
      const theirs = readRendered(await render(Scripts, url, discovery));
      const ours = readRendered(await render(DeferredScripts, url, discovery));

      // React Router's output is what this test knows how to read: two scripts and the preloads, nothing else.
      expect(theirs.rest, UPGRADE).toBe("");
      expect(
        theirs.scripts.map((script) => script.attributes),
        UPGRADE,
      ).toEqual([`nonce="${NONCE}"`, `nonce="${NONCE}" type="module" async=""`]);
      expect(ours.preloads, "AppScripts writes no module preload into the HTML").toEqual([]);
      expect(ours.rest).toBe("");
      expect(ours.scripts.map((script) => script.attributes)).toEqual(
        theirs.scripts.map((script) => script.attributes),
      );

      // The inline context script: the same text.
      expect(ours.scripts[0]!.text, UPGRADE).toBe(theirs.scripts[0]!.text);

      // The module script: the same imports, manifest, route modules and entry.
      const router = readRouterModuleScript(theirs.scripts[1]!.text);
      const app = readAppModuleScript(ours.scripts[1]!.text);
      expect(app.manifestImport, UPGRADE).toBe(router.manifestImport);
      expect(app.routeModules, UPGRADE).toEqual(router.routeModules);
      expect(app.manifest, UPGRADE).toEqual(router.manifest);
      expect(app.entry, UPGRADE).toBe(router.entry);
      // Preloaded after the paint: what <Scripts /> preloads, and every module it imports.
      const imported = [
        ...(router.manifestImport ? [router.manifestImport] : []),
        ...Object.values(router.routeModules).flat(),
      ];
      expect(new Set(app.preloads), UPGRADE).toEqual(new Set([...theirs.preloads, ...imported]));
      expect(app.preloads).toHaveLength(new Set(app.preloads).size);

      // Sanity: the cases exercise what they say.
      expect(router.manifest !== undefined).toBe(discovery === "lazy");
      if (url.startsWith("/service-areas/")) expect(router.routeModules["routes/area"]).toHaveLength(3);
    });
  }

  it("the partial manifest holds the page's routes and its parents' paths', not the others", async () => {
    const ours = readAppModuleScript(
      readRendered(await render(DeferredScripts, "/blog/tint-law", "lazy")).scripts[1]!.text,
    );
    expect(Object.keys((ours.manifest as UNSAFE_AssetsManifest).routes).sort()).toEqual([
      "root",
      "routes/blog",
      "routes/home",
      "routes/post",
    ]);
  });

  it("tells React Router to stream the loader data after the document, as <Scripts /> does (renderMeta.didRenderScripts)", async () => {
    const streamed = (html: string) =>
      html.includes(`window.__reactRouterContext.streamController.enqueue(`) &&
      html.includes("window.__reactRouterContext.streamController.close();");
    expect(streamed(await render(Scripts, "/", "lazy", { stream: true })), UPGRADE).toBe(true);
    expect(streamed(await render(DeferredScripts, "/", "lazy", { stream: true })), UPGRADE).toBe(true);
    // The flag is what turns it on: without either, nothing is streamed.
    expect(streamed(await render(() => null, "/", "lazy", { stream: true })), UPGRADE).toBe(false);
  });
});

const NONCE = "test-nonce";

/** A made-up build: a root, a landing page, a blog and its articles, an area route split into three chunks, an unrelated store route. */
function manifestOf(): UNSAFE_AssetsManifest {
  const route = (id: string, fields: Partial<UNSAFE_AssetsManifest["routes"][string] & {}>) => ({
    id,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
    module: `/assets/${id.replace("routes/", "")}-abc.js`,
    imports: ["/assets/shared-1.js"],
    ...fields,
  });
  return {
    version: "v1",
    url: "/assets/manifest-v1.js",
    entry: { module: "/assets/entry.client-1.js", imports: ["/assets/framework-1.js", "/assets/shell-1.js"] },
    routes: {
      root: route("root", {
        path: "",
        imports: ["/assets/shell-1.js", "/assets/framework-1.js"],
        hasErrorBoundary: true,
      }),
      "routes/home": route("routes/home", {
        parentId: "root",
        index: true,
        imports: ["/assets/shared-1.js", "/assets/shared-2.js"],
      }),
      "routes/blog": route("routes/blog", { parentId: "root", path: "blog" }),
      "routes/post": route("routes/post", { parentId: "root", path: "blog/:slug" }),
      "routes/area": route("routes/area", {
        parentId: "root",
        path: "service-areas/:area",
        hasClientLoader: true,
        hasClientMiddleware: true,
        clientLoaderModule: "/assets/area-client-loader-1.js",
        clientMiddlewareModule: "/assets/area-client-middleware-1.js",
        imports: ["/assets/shared-2.js"],
      }),
      "routes/store": route("routes/store", { parentId: "root", path: "store" }),
    },
  };
}

async function render(
  Variant: ComponentType,
  url: string,
  discovery: "lazy" | "initial",
  { stream = false } = {},
): Promise<string> {
  const manifest = manifestOf();
  const ids = Object.keys(manifest.routes).filter((id) => id !== "root");
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      loader: () => ({ site: "Elite Window Tinting" }),
      children: ids.map((id) => {
        const entry = manifest.routes[id]!;
        return entry.index
          ? { id, index: true, loader: () => ({ id }) }
          : { id, path: entry.path, loader: () => ({ id }) };
      }),
    },
  ]);
  const staticHandlerContext = (await handler.query(new Request(`http://localhost${url}`))) as StaticHandlerContext;
  const Root = () => <Variant />;
  const routeModules = Object.fromEntries(
    Object.keys(manifest.routes).map((id) => [id, { default: id === "root" ? Root : () => null }]),
  );
  const context = {
    manifest,
    routeModules,
    serverHandoffString: JSON.stringify({ basename: "/", future: {}, routeDiscovery: { mode: discovery } }),
    staticHandlerContext,
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: discovery === "lazy" ? { mode: "lazy", manifestPath: "/__manifest" } : { mode: "initial" },
    renderMeta: {},
    branches: [],
    serverHandoffStream: stream ? new Blob(['[{"_1":2},"loaderData"]']).stream() : undefined,
  } as unknown as EntryContext;
  const body = await renderToReadableStream(
    <ServerRouter context={context} url={`http://localhost${url}`} nonce={NONCE} />,
    { nonce: NONCE },
  );
  await body.allReady;
  return new Response(body).text();
}

type Rendered = { preloads: string[]; scripts: { attributes: string; text: string }[]; rest: string };

/** The module preloads and the scripts of rendered HTML, and whatever else is in it. */
function readRendered(html: string): Rendered {
  const preloads: string[] = [];
  const scripts: Rendered["scripts"] = [];
  const rest = html
    .replace(/<link rel="modulepreload" href="([^"]*)"(?: nonce="[^"]*")?\/>/g, (_, href: string) => {
      preloads.push(href);
      return "";
    })
    .replace(/<script ([^>]*)>([\s\S]*?)<\/script>/g, (_, attributes: string, text: string) => {
      scripts.push({ attributes, text });
      return "";
    });
  return { preloads, scripts, rest };
}

type ModuleScript = {
  manifestImport: string | null;
  routeModules: Record<string, string[]>;
  manifest: unknown;
  entry: string;
};

/** Reads <Scripts />'s module script line by line; a line of any other shape fails the test. */
function readRouterModuleScript(text: string): ModuleScript {
  let manifest: unknown;
  const rest = text.replace(/^\s*window\.__reactRouterManifest = ([\s\S]*?});$/m, (_, json: string) => {
    manifest = JSON.parse(json);
    return "";
  });
  const chunks = new Map<string, string[]>();
  const result: ModuleScript = { manifestImport: null, routeModules: {}, manifest, entry: "" };
  const lines = rest
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  lines.forEach((line, index) => {
    let m: RegExpMatchArray | null;
    if (index === 0 && line === ";") return;
    if (index === 0 && (m = line.match(/^import ("[^"]*");$/))) result.manifestImport = JSON.parse(m[1]!) as string;
    else if (
      (m = line.match(
        /^import \* as (route\d+)(?:_(?:clientAction|clientLoader|clientMiddleware|HydrateFallback|main))? from ("[^"]*");$/,
      ))
    ) {
      chunks.set(m[1]!, [...(chunks.get(m[1]!) ?? []), JSON.parse(m[2]!) as string]);
    } else if ((m = line.match(/^const (route\d+) = \{((?:\.\.\.route\d+_\w+,?)+)\};$/))) {
      expect(m[2]!.split(",").length, UPGRADE).toBe(chunks.get(m[1]!)?.length);
    } else if ((m = line.match(/^window\.__reactRouterRouteModules = \{(.*)\};$/))) {
      for (const [, id, variable] of m[1]!.matchAll(/("[^"]*"):(route\d+)/g))
        result.routeModules[JSON.parse(id!) as string] = chunks.get(variable!) ?? [];
    } else if (index === lines.length - 1 && (m = line.match(/^import\(("[^"]*")\);$/)))
      result.entry = JSON.parse(m[1]!) as string;
    else throw new Error(`${UPGRADE}: a line of a new shape in its module script: ${line}`);
  });
  return result;
}

/** Reads AppScripts' module script (the app's own text). */
function readAppModuleScript(text: string): ModuleScript & { preloads: string[] } {
  const preloads = JSON.parse(text.match(/for \(const href of (\[.*\])\) \{/)![1]!) as string[];
  const manifestImport = text.match(/^await import\(("[^"]*")\);$/m)?.[1];
  const modules = [
    ...text
      .match(/^const routeModules = await Promise\.all\(\[(.*)\]\);$/m)![1]!
      .matchAll(/Promise\.all\(\[([^\]]*)\]\)\.then\([^)]*\)[^)]*\)\)|import\(("[^"]*")\)/g),
  ].map(([, several, one]) =>
    several
      ? [...several.matchAll(/import\(("[^"]*")\)/g)].map(([, module]) => JSON.parse(module!) as string)
      : [JSON.parse(one!) as string],
  );
  const manifestJson = text.match(/^window\.__reactRouterManifest = (.*);$/m)?.[1];
  const routeModules: Record<string, string[]> = {};
  for (const [, id, index] of text
    .match(/^window\.__reactRouterRouteModules = \{(.*)\};$/m)![1]!
    .matchAll(/("[^"]*"):routeModules\[(\d+)\]/g)) {
    routeModules[JSON.parse(id!) as string] = modules[Number(index)]!;
  }
  const entry = JSON.parse(text.match(/^import\(("[^"]*")\);$/m)![1]!) as string;
  return {
    preloads,
    manifestImport: manifestImport ? (JSON.parse(manifestImport) as string) : null,
    routeModules,
    manifest: manifestJson ? JSON.parse(manifestJson) : undefined,
    entry,
  };
}
