import type { Route } from "./+types/store-api.product";
import { productResponse } from "~/features/catalog/store-api.server.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  return productResponse(request, params.productId);
}
