import { createContext } from "react-router";

/**
 * The CSP nonce of this request, set by the Node server. While prerendering
 * at build time there is no server, so pages carry a placeholder that the
 * server replaces with a fresh nonce on every response (server/speed/prerendered.ts).
 */
export const PRERENDER_NONCE = "cHJlcmVuZGVyLW5vbmNlLXYy"; // as long as a real nonce (16 random bytes, base64)
export const nonceContext = createContext<string>(PRERENDER_NONCE);

/**
 * The visitor's address as the Node server saw it (the socket's peer, or the
 * X-Forwarded-For entry of the nearest untrusted hop with TRUSTED_PROXIES:
 * server/client-address.ts), for per-visitor rate limits. Empty while prerendering.
 */
export const clientAddressContext = createContext<string>("");
