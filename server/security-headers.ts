import { randomBytes } from "node:crypto";

/** The nonce written into prerendered pages at build time; replaced by a fresh one on every response. */
export { PRERENDER_NONCE } from "../app/lib/request-context.ts";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

// Only the origins the site really uses: itself, and the map provider's
// embed, which loads only when a visitor asks for the live map.
const MAP_FRAME_ORIGIN = "https://www.google.com";

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': scripts the nonce'd scripts load (route chunks, on-demand
    // panels) are trusted, and nothing else; 'self' only for browsers without CSP 3.
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  "browsing-topics=()",
].join(", ");

export function securityHeaders(nonce: string, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, https),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    // No other site may embed our responses (scripts, images, JSON) as resources.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** Two years, the subdomains too (docs/security.md says how to add `preload`). */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Where a plain-http request to a site served over TLS must go instead, or
 * null. The site is behind TLS when SITE_URL is https: the TLS proxy in front
 * says what the visitor used in X-Forwarded-Proto. Trusting that header here
 * is safe whoever sends it: a false "http" only earns a redirect to the
 * canonical https address. /healthz and /readyz stay reachable over http for
 * the proxy's health checks.
 */
export function httpsRedirect(
  siteUrl: string,
  request: { url: string; forwardedProto: string | undefined },
): string | null {
  if (!siteUrl.startsWith("https:")) return null;
  const proto = request.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto !== "http") return null;
  const url = new URL(request.url);
  if (url.pathname === "/healthz" || url.pathname === "/readyz") return null;
  return `${siteUrl}${url.pathname}${url.search}`;
}
