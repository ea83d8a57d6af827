import type { Route } from "./+types/api.stripe-webhook";
import { handleStripeWebhook } from "~/features/checkout/payment-events.server.ts";

export function action({ request }: Route.ActionArgs) {
  return handleStripeWebhook(request);
}

export function loader() {
  return Response.json({ error: "Use POST" }, { status: 405 });
}
