import type { Route } from "./+types/store-api.checkout";
import { startCheckout } from "~/features/checkout/checkout.server.ts";
import { jsonError } from "~/lib/http-error.ts";
import { clientAddressContext, loggerContext } from "~/lib/request-context.ts";
import { servicesOf } from "~/platform/services.server.ts";

export function loader() {
  return jsonError(405, "Use POST to start a checkout", { Allow: "POST" });
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to start a checkout", { Allow: "POST" });
  const { db, payments } = servicesOf(context);
  return startCheckout(request, {
    openDb: db,
    provider: payments,
    clientAddress: context.get(clientAddressContext) || "unknown",
    log: context.get(loggerContext),
  });
}
