import type { Route } from "./+types/api.stripe-webhook";
import { handleStripeWebhook } from "~/features/checkout/payment-events.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

export function action({ request, context }: Route.ActionArgs) {
  return handleStripeWebhook(request, { openDb: servicesOf(context).db });
}

export function loader() {
  return jsonError(405, "Use POST", { Allow: "POST" });
}
