import type { Route } from "./+types/quote";
import { submitQuote } from "~/features/quote/quote.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { clientAddressContext, loggerContext } from "~/lib/request-context.ts";

// The quote form's JSON endpoint (the form posts here with JavaScript on).

export function loader() {
  return jsonError(405, "Send the quote form with POST.", { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Send the quote form with POST.", { Allow: "POST" });
  const { body, init } = await submitQuote({ request, clientAddress: context.get(clientAddressContext), log: context.get(loggerContext) });
  const error = body.status === "sent" ? {} : { error: body.formError ?? "Please correct the highlighted fields." };
  return Response.json({ ...body, ...error }, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), "Cache-Control": "no-store" } });
}
