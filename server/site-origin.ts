// The site's origin (scheme, host and port) comes from SITE_URL, never from the
// client's Host header (docs/decisions/019-request-origin.md). Behind a TLS
// proxy the server sees plain http on loopback, and any client can write any
// Host (and X-Forwarded-Host): neither may decide React Router's action origin
// check, the console's same-site check, or where a payer is sent back to.

/** Host names that only ever reach the machine itself. */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const isLoopback = (url: URL) => LOOPBACK_HOSTS.has(url.hostname);

/**
 * The origin one request is served on. SITE_URL's, with one exception for
 * running on one's own machine: when SITE_URL itself is a plain-http loopback
 * address (its default, http://localhost:3000, or a laptop's), a request whose
 * Host is a loopback name keeps that host and port (http://127.0.0.1:4123), so
 * a server started on any port answers its own forms. Any other Host, and any
 * Host at all when SITE_URL is a real or https address, gets SITE_URL's origin.
 */
export function siteOriginFor(siteUrl: string, requestUrl: string): string {
  const site = new URL(siteUrl);
  if (site.protocol !== "http:" || !isLoopback(site)) return site.origin;
  let requested: URL;
  try {
    requested = new URL(requestUrl);
  } catch {
    return site.origin;
  }
  return requested.protocol === "http:" && isLoopback(requested) ? requested.origin : site.origin;
}

/**
 * The request on `origin`: the same method, headers (Host rewritten to the
 * site's), body (streamed, not read) and abort signal, with the path and query
 * it asked for. The request itself when it already is on that origin.
 */
export function onSiteOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const host = new URL(origin).host;
  if (url.origin === origin && request.headers.get("host") === host) return request;
  const headers = new Headers(request.headers);
  headers.set("host", host);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: request.signal };
  if (request.body) {
    init.body = request.body;
    init.duplex = "half";
  }
  return new Request(`${origin}${url.pathname}${url.search}`, init);
}
