import type { Route } from "./+types/store-api.products";
import { productListResponse } from "~/features/catalog/store-api.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return productListResponse(request, servicesOf(context).db);
}
