import type { Route } from "./+types/store-api.checkout";
import { jsonError } from "~/features/catalog/store-api.server.ts";
import { startCheckout } from "~/features/checkout/checkout.server.ts";

export function loader() {
  return jsonError(405, "Use POST to start a checkout");
}

export function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to start a checkout");
  return startCheckout(request, params.storeId);
}
