import type { Route } from "./+types/store-api.checkout";
import { jsonError } from "~/features/catalog/store-api.server.ts";
import { startCheckout } from "~/features/checkout/checkout.server.ts";
import { clientAddressContext } from "~/lib/request-context.ts";

export function loader() {
  return jsonError(405, "Use POST to start a checkout");
}

export function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to start a checkout");
  return startCheckout(request, params.storeId, { clientAddress: context.get(clientAddressContext) || "unknown" });
}
