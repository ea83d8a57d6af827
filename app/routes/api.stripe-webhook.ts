import type { Route } from "./+types/api.stripe-webhook";
import { handleStripeWebhook } from "~/features/checkout/payment-events.server.ts";
import { jsonError } from "~/lib/http-error.ts";

export function action({ request }: Route.ActionArgs) {
  return handleStripeWebhook(request);
}

export function loader() {
  return jsonError(405, "Use POST", { Allow: "POST" });
}
