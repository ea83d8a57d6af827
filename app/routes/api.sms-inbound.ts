import type { Route } from "./+types/api.sms-inbound";
import { getEnv } from "~/config/env.server.ts";
import { handleInboundText } from "~/features/texts/inbound.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Twilio's webhook for texts to the business's number (README "Texts to customers").
export function action({ request, context }: Route.ActionArgs) {
  return handleInboundText(request, { db: servicesOf(context).db, env: getEnv() });
}

export function loader() {
  return jsonError(405, "Use POST", { Allow: "POST" });
}
