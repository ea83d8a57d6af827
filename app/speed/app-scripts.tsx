import { useContext, useMemo } from "react";
import {
  Scripts,
  type DataRouter,
  type UNSAFE_AssetsManifest,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";

/**
 * React Router's <Scripts />, with one change in production builds: the app's
 * code is fetched after the page's first paint instead of alongside it
 * (docs/decisions/012). The page is server-rendered and whole without it;
 * fetched early, ~100 KB of High-priority module scripts compete with the
 * stylesheet, the fonts and the hero for a phone's bandwidth and delay the
 * first paint.
 *
 * What <Scripts /> of react-router 8.4.0 writes, kept as it is: the inline
 * context script (the loader data streamed after it needs it at once), the
 * route modules and partial manifest, then `import(entry)`. What changes: no
 * `<link rel="modulepreload">` in the HTML; the module script first waits for
 * the first contentful paint, then adds the same preloads (so the modules are
 * fetched in parallel, not as a waterfall), then imports. Development keeps
 * the original (HMR). Re-check this file when upgrading react-router.
 */
export function AppScripts() {
  return import.meta.env.DEV ? <Scripts /> : <DeferredScripts />;
}

/**
 * Resolves after the first contentful paint (the observer's callback runs in
 * a task of its own once the frame is out), or at once where the browser
 * does not report paints. A page opened in a background tab paints, and so
 * boots, when it is first shown. No timers: a paused clock (tests) must not
 * hold the page back.
 */
const AFTER_FIRST_PAINT = `new Promise((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    resolve();
  });
  observer.observe({ type: "paint", buffered: true });
})`;

export function DeferredScripts() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !dataRouter || !state)
    throw new Error("AppScripts must be rendered inside React Router's framework mode");
  const { manifest, serverHandoffString, routeDiscovery, ssr, nonce, renderMeta } = framework;
  const { router, static: isStatic, staticContext } = dataRouter;
  // Tells React Router to stream the loader data after the shell: its own
  // protocol, a flag <Scripts /> sets on this object during the server render.
  // eslint-disable-next-line react-hooks/immutability
  if (renderMeta) renderMeta.didRenderScripts = true;

  const [contextScript, moduleScript] = useMemo(() => {
    // In the browser both are placeholders: hydration keeps the server's text
    // (and the browser build leaves out the code that writes them).
    if (!import.meta.env.SSR || !isStatic) return [" ", " "];
    const context = staticContext
      ? `window.__reactRouterContext = ${serverHandoffString};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());`
      : " ";
    const lazyDiscovery = routeDiscovery.mode === "lazy" && ssr;
    const matches = state.matches;
    const routes = matches.map((match) => {
      const entry = manifest.routes[match.route.id];
      if (!entry) throw new Error(`Route ${match.route.id} not found in the manifest`);
      return entry;
    });
    const preloads = [
      ...new Set([
        ...(lazyDiscovery ? [] : [manifest.url]),
        manifest.entry.module,
        ...manifest.entry.imports,
        ...routes.flatMap((route) => [...chunksOf(route), ...(route.imports ?? [])]),
      ]),
    ];
    // A route split into several chunks (client loader, action, …) is their union, as in <Scripts />.
    const routeModules = routes.map((route) => {
      const chunks = chunksOf(route).map((module) => `import(${JSON.stringify(module)})`);
      return chunks.length === 1
        ? chunks[0]
        : `Promise.all([${chunks.join(",")}]).then((parts) => Object.assign({}, ...parts))`;
    });
    const partialManifest = lazyDiscovery ? partialManifestOf(manifest, router) : undefined;
    const script = `await ${AFTER_FIRST_PAINT};
for (const href of ${JSON.stringify(preloads)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
${lazyDiscovery ? "" : `await import(${JSON.stringify(manifest.url)});`}
const routeModules = await Promise.all([${routeModules.join(",")}]);
${partialManifest ? `window.__reactRouterManifest = ${JSON.stringify(partialManifest)};` : ""}
window.__reactRouterRouteModules = {${matches.map((match, index) => `${JSON.stringify(match.route.id)}:routeModules[${index}]`).join(",")}};
import(${JSON.stringify(manifest.entry.module)});`;
    return [context, script];
    // Computed once, as <Scripts /> does: later renders keep the first text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: contextScript }} />
      <script
        nonce={nonce}
        suppressHydrationWarning
        type="module"
        async
        dangerouslySetInnerHTML={{ __html: moduleScript }}
      />
    </>
  );
}

/** A route's own chunks: its module and the ones split off it (client loader, action, …). */
function chunksOf(route: UNSAFE_AssetsManifest["routes"][string] & {}): string[] {
  return [
    route.clientActionModule,
    route.clientLoaderModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
    route.module,
  ].filter((module): module is string => Boolean(module));
}

/** The manifest entries the first page needs: its matches and those of its parent paths (React Router's getPartialManifest). */
function partialManifestOf(manifest: UNSAFE_AssetsManifest, router: DataRouter) {
  const { sri, ...rest } = manifest;
  const routeIds = new Set(router.state.matches.map((match) => match.route.id));
  const segments = router.state.location.pathname.split("/").filter(Boolean);
  const paths = ["/"];
  segments.pop();
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) for (const match of router.match(path) ?? []) routeIds.add(match.route.id);
  return {
    ...rest,
    routes: Object.fromEntries([...routeIds].map((id) => [id, manifest.routes[id]])),
    sri: sri ? true : undefined,
  };
}
