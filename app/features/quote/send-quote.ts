import { FORM_TOKEN_FIELD } from "./form-token.ts";
import type { QuoteActionData, QuoteAnswer } from "./types.ts";

/**
 * The form's fetcher's way to the quote action (home.tsx's clientAction). A
 * post that gets no answer (connection lost) would otherwise replace the page
 * with the error page: the form is told "unreachable" instead, with the token
 * it sent (not spent, or spent on a request the server then answers "already
 * sent"), and keeps everything typed.
 */
export async function sendQuote(request: Request, serverAction: () => Promise<QuoteActionData>): Promise<QuoteAnswer> {
  const sent = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const token = sent.get(FORM_TOKEN_FIELD);
    return { status: "unreachable", token: typeof token === "string" ? token : "" };
  }
}
