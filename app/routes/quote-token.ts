import { issueFormToken } from "~/features/quote/form-token.server.ts";
import { ensureFormTokenKey } from "~/features/quote/quote.server.ts";

// A fresh quote form token, for a home page reached by client-side navigation
// (its data was prerendered with the placeholder).

export async function loader() {
  await ensureFormTokenKey();
  return Response.json({ token: issueFormToken() }, { headers: { "Cache-Control": "no-store" } });
}
