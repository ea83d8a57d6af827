import type { Route } from "./+types/store-api.products";
import { productListResponse } from "~/features/catalog/store-api.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return productListResponse(request);
}
