import { jsonError } from "~/lib/http-error.ts";

// Anything else under /store/{storeId}/ is an unknown endpoint, answered in JSON.
export function loader() {
  return jsonError(404, "Unknown store endpoint");
}

export function action() {
  return jsonError(404, "Unknown store endpoint");
}
