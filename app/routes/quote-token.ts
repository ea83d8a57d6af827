import type { Route } from "./+types/quote-token";
import { servicesOf } from "~/platform/services.server.ts";

// A fresh quote form token, for a home page reached by client-side navigation
// (its data was prerendered with the placeholder).

export function loader({ context }: Route.LoaderArgs) {
  const { formTokens } = servicesOf(context);
  return Response.json({ token: formTokens.issue() }, { headers: { "Cache-Control": "no-store" } });
}
