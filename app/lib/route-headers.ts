import type { HeadersFunction } from "react-router";

/**
 * A page route's `headers`: `fixed` (e.g. Cache-Control: no-store on a page
 * that shows a customer's data), and the Retry-After its action or loader
 * answered with (a 429), which React Router would otherwise drop: of an
 * action's or loader's own headers it passes on only cookies, to the page and
 * to the `.data` request alike.
 */
export function passRetryAfter(fixed: Record<string, string> = {}): HeadersFunction {
  return ({ actionHeaders, loaderHeaders, errorHeaders }) => {
    const headers = new Headers(fixed);
    for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
      const retryAfter = from?.get("Retry-After");
      if (retryAfter) headers.set("Retry-After", retryAfter);
    }
    return headers;
  };
}
