// The quote form carries a token with the time the page was served, signed by
// the server (form-token.server.ts). Prerendered pages are written at build
// time with this placeholder, which the Node server replaces with a fresh
// token on every response, as it does the CSP nonce (docs/decisions/009).

// As long as a real token (8 base-36 digits of time, a dot, a 32-character MAC).
export const FORM_TOKEN_PLACEHOLDER = "cXVvdGUtZm9ybS10b2tlbi1wbGFjZWhvbGRlcjAxx";
export const FORM_TOKEN_FIELD = "formToken";
/** The honeypot: hidden from people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
/** A person needs at least this long to fill the form; faster is a bot. */
export const MIN_FILL_MS = 3_000;
/** Where a page whose token is the placeholder (reached by client navigation) gets a fresh one. */
export const FORM_TOKEN_PATH = "/quote/token";
