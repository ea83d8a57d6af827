import type { Route } from "./+types/store-api.variants";
import { variantStockResponse } from "~/features/catalog/store-api.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return variantStockResponse(request, servicesOf(context).db);
}
