import type { Route } from "./+types/store-api.product";
import { productResponse } from "~/features/catalog/store-api.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return productResponse(request, params.productId, servicesOf(context).db);
}
