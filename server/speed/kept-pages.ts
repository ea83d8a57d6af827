import { splitPage, withoutLinkNonces, type PrerenderedPage } from "./prerendered.ts";

/**
 * Public pages that are the same for every visitor (docs/decisions/029): each
 * rendered once per version of what it shows (the site's content, and for the
 * shop the catalogue) and URL, then served like a page rendered at build time
 * (./prerendered.ts): held split around its placeholders (the CSP nonce, the
 * quote form's token) and pre-deflated, so each response gets fresh values
 * for the cost of a join. The copy is rendered from a neutral request (no
 * visitor's headers, cookies or address), so it holds nothing of one visitor.
 * A copy made under an older version is never served: every write moves the
 * version, so the next request renders again.
 */
export type KeptPage = { version: string; status: number; headers: [string, string][]; page: PrerenderedPage };

export type KeptPageCacheOptions = {
  /** Renders the URL with the placeholders in place of per-response values (React Router's handler). */
  render: (url: string) => Promise<Response>;
  /** Every placeholder a rendered page may carry (the nonce's and the form token's). */
  placeholders: readonly string[];
  maxEntries?: number;
};

const KEPT_STATUSES = new Set([200, 404]);
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding"]);

export function createKeptPageCache({ render, placeholders, maxEntries = 1000 }: KeptPageCacheOptions) {
  const entries = new Map<string, { version: string; page: Promise<KeptPage | undefined> }>();
  // The last good copy of each URL: served while a new render fails (the database is down), so the
  // pages everyone reads stay up through an outage, as pages built ahead did (docs/decisions/029).
  const lastGood = new Map<string, KeptPage>();

  /** The last good copy, served for this request only: the next one renders again. */
  function staleFor(url: string, at: string): KeptPage | undefined {
    const previous = lastGood.get(url);
    if (previous) queueMicrotask(() => entries.get(url)?.version === at && entries.delete(url));
    return previous;
  }

  async function renderCopy(url: string, at: string): Promise<KeptPage | undefined> {
    let response: Response;
    try {
      response = await render(url);
    } catch (error) {
      const previous = staleFor(url, at);
      if (previous) return previous;
      throw error;
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (!KEPT_STATUSES.has(response.status) || !type.startsWith("text/html") || response.headers.has("Set-Cookie")) {
      await response.body?.cancel();
      return response.status >= 500 ? staleFor(url, at) : undefined;
    }
    const html = await response.text();
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
    const kept = {
      version: at,
      status: response.status,
      headers,
      page: splitPage(withoutLinkNonces(html), placeholders),
    };
    if (lastGood.size >= maxEntries) lastGood.clear();
    lastGood.set(url, kept);
    return kept;
  }

  /**
   * The page for this URL (path and query) under this version, one render
   * shared by concurrent requests; undefined when it is not kept (a redirect,
   * an error: the caller renders it normally).
   */
  return function get(url: string, version: string): Promise<KeptPage | undefined> {
    let entry = entries.get(url);
    if (!entry || entry.version !== version) {
      if (entries.size >= maxEntries) entries.clear();
      const fresh = { version, page: Promise.resolve().then(() => renderCopy(url, version)) };
      fresh.page.catch(() => {
        if (entries.get(url) === fresh) entries.delete(url);
      });
      entries.set(url, fresh);
      entry = fresh;
    }
    return entry.page;
  };
}
