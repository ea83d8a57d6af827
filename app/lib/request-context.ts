import { createContext } from "react-router";
import { processLogger, type Logger } from "./logger.ts";

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

/**
 * The logger of this request: the server's JSON logger with the request's id
 * on every line (server/app.ts). Loaders and actions hand it to features.
 * While prerendering, and in tests that set nothing, the process's logger.
 */
export const loggerContext = createContext<Logger>(processLogger);

/**
 * True while the server renders a copy of a page it keeps for every visitor
 * (server/speed/kept-pages.ts): per-response values (the quote form's token)
 * are then written as placeholders the server fills on each response.
 */
export const keptCopyContext = createContext<boolean>(false);
