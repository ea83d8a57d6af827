import type { QuoteErrors, QuoteValues } from "./schema.ts";

/** What the quote action answers, to the page (no JavaScript) and to the form's fetcher alike. */
export type QuoteActionData =
  | {
      status: "sent";
      name: string;
      contactMethod: string;
      areas: { name: string; path: string }[];
      welcomeOffer: boolean;
      /** A fresh token for another request from the same page (each token is good for one request). */
      token: string;
    }
  | {
      /** invalid: field errors; error: the form as a whole (rate limit, storage, token, body). */
      status: "invalid" | "error";
      values: QuoteValues | null;
      errors: QuoteErrors;
      formError: string | null;
      /** The token to send with the next attempt. */
      token: string;
    };

/**
 * What the form's fetcher gets back: the action's answer, or "unreachable"
 * when the post never got one (connection lost; send-quote.ts).
 */
export type QuoteAnswer = QuoteActionData | { status: "unreachable" };

/** Where the form posts, with JavaScript and without: the home page's action. */
export const QUOTE_ACTION = "/?index";
