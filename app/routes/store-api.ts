import { storeMiddleware } from "~/features/catalog/store-api.server.ts";
import { jsonError } from "~/lib/http-error.ts";

// /store/{storeId} (SPEC.md 7): its middleware answers an unknown store for
// every endpoint under it; the address itself is no endpoint.

export const middleware = [storeMiddleware];

export function loader() {
  return jsonError(404, "Unknown store endpoint");
}

export function action() {
  return jsonError(404, "Unknown store endpoint");
}
