import type { QuoteActionData, QuoteAnswer } from "./types.ts";

/**
 * The form's fetcher's way to the quote action (home.tsx's clientAction). A
 * post that gets no answer (connection lost) would otherwise replace the page
 * with the error page: the form is told "unreachable" instead and keeps
 * everything typed, and the token it sent, for the next try. No imports: it is
 * part of the landing page's code.
 */
export async function sendQuote(serverAction: () => Promise<QuoteActionData>): Promise<QuoteAnswer> {
  try {
    return await serverAction();
  } catch {
    return { status: "unreachable" };
  }
}
