import { PRERENDER_NONCE } from "../security-headers.ts";
import { splitPage, withoutLinkNonces, type PrerenderedPage } from "./prerendered.ts";

/**
 * The shop and product pages, rendered once per catalogue version and URL and
 * then served like prerendered pages (./prerendered.ts): held split around the
 * nonce placeholder and pre-deflated, each response gets a fresh nonce for the
 * cost of a join. The copy is rendered with the nonce placeholder from a
 * neutral request (no visitor's headers, cookies or address), so it holds
 * nothing of one visitor. A copy made under an older catalogue version is
 * never served: every catalogue write moves the version (the app's
 * catalog-version.server.ts), so the next request renders again.
 */
export type CatalogPage = { version: number; status: number; headers: [string, string][]; page: PrerenderedPage };

export type CatalogPageCacheOptions = {
  /** The catalogue's current version. */
  version: () => number;
  /** Renders the URL with the nonce placeholder (React Router's handler). */
  render: (url: string) => Promise<Response>;
  maxEntries?: number;
};

/** Which paths are served this way: pages whose only per-response value is the nonce. */
export const CATALOG_PAGE_PATH = /^\/(?:shop|store|product\/[^/]+)$/;

const KEPT_STATUSES = new Set([200, 404]);
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);

export function createCatalogPageCache({ version, render, maxEntries = 1000 }: CatalogPageCacheOptions) {
  const entries = new Map<string, { version: number; page: Promise<CatalogPage | undefined> }>();

  async function renderCopy(url: string, at: number): Promise<CatalogPage | undefined> {
    const response = await render(url);
    const type = response.headers.get("Content-Type") ?? "";
    if (!KEPT_STATUSES.has(response.status) || !type.startsWith("text/html") || response.headers.has("Set-Cookie")) {
      await response.body?.cancel();
      return undefined;
    }
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
    return {
      version: at,
      status: response.status,
      headers,
      page: splitPage(withoutLinkNonces(html), [PRERENDER_NONCE]),
    };
  }

  /**
   * The page for this URL (path and query) under the current version, one
   * render shared by concurrent requests; undefined when it is not kept (a
   * redirect, an error: the caller renders it normally).
   */
  return function get(url: string): Promise<CatalogPage | undefined> {
    const at = version();
    let entry = entries.get(url);
    if (!entry || entry.version !== at) {
      if (entries.size >= maxEntries) entries.clear();
      const fresh = { version: at, page: renderCopy(url, at) };
      fresh.page.catch(() => {
        if (entries.get(url) === fresh) entries.delete(url);
      });
      entries.set(url, fresh);
      entry = fresh;
    }
    return entry.page;
  };
}
