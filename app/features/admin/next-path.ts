import { CONSOLE_SIGN_IN_PATH } from "./types.ts";

// Where the sign-in sends the browser afterwards (`?next=`, and the form's
// hidden field): a console page of this site, written so that it fits in a
// Location header. Anything else, however odd, goes to the console's home.

const HOME = "/admin";

/** Control characters (C0, DEL, C1), line and paragraph separators, backslashes (read as `/` by browsers). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

/** A parse base no real site has: a `next` that leaves it is not a path of this site. */
const BASE = "http://console.invalid";

/**
 * The console path `next` names, percent-encoded (ASCII only: safe in a
 * Location header), or the console's home when `next` is not a same-site
 * console path: not starting with a single `/`, holding a control character
 * or a backslash, too long, or the sign-in page itself.
 */
export function safeConsolePath(next: string | null | undefined): string {
  if (!next || next.length > 2000 || !next.startsWith("/") || next.startsWith("//")) return HOME;
  if (UNSAFE.test(next)) return HOME;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return HOME;
  }
  // Dot segments are resolved here, so `/admin/../x` is `/x`, not a console page.
  if (url.origin !== BASE || !/^\/admin(?:\/|$)/.test(url.pathname)) return HOME;
  if (url.pathname.startsWith(CONSOLE_SIGN_IN_PATH)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}
