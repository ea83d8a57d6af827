import type { Route } from "./+types/store-api.variants";
import { variantStockResponse } from "~/features/catalog/store-api.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return variantStockResponse(request);
}
