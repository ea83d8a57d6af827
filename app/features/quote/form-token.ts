// The quote form carries a token with the time the visitor was first given a
// form and a random id, signed by the server (form-token.server.ts); each token
// is good for one request. Prerendered pages are written at build
// time with this placeholder, which the Node server replaces with a fresh
// token on every response, as it does the CSP nonce (docs/decisions/009).

// As long as a real token (8 base-36 digits of time, a dot, a hop count digit and a 15-character id, a dot, a 32-character MAC).
export const FORM_TOKEN_PLACEHOLDER = "cXVvdGUtZm9ybS10b2tlbi1wbGFjZWhvbGRlci12Mi1zaW5nbGUtdXNlLW";
export const FORM_TOKEN_FIELD = "formToken";
/** The honeypot: hidden from people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
/** A person needs at least this long from being given the form to sending it; faster is a bot (or autofill). */
export const MIN_FILL_MS = 3_000;
/**
 * Asked to press Send again, a person reads that first: a press sooner than
 * this after the answer is a bot retrying at once (on a busy server, a loop of
 * instant retries can add up to more than MIN_FILL_MS, so the page's time
 * alone does not tell it from a person). It doubles with each further "send
 * again" answer in a row (2 s, 4 s, 8 s, ... at most a minute): a person
 * pressing quickly twice waits a little longer, a loop of instant retries on
 * a slow server never catches up.
 */
export const MIN_READ_MS = 2_000;
export const readTimeAfter = (hops: number) => Math.min(60_000, MIN_READ_MS * 2 ** Math.max(0, hops - 1));
/** Where a page whose token is the placeholder (reached by client navigation) gets a fresh one. */
export const FORM_TOKEN_PATH = "/quote/token";
