import { createStoreRequest, type StoreClientOptions } from "~/lib/store-request.ts";
import type { CheckoutRequest } from "./schema.ts";

// The browser's side of POST /store/{storeId}/checkout (SPEC.md 7): the cart
// sends ids and quantities, the server re-prices and answers with the payment
// page's address.

export function createCheckoutClient(options: StoreClientOptions) {
  const request = createStoreRequest(options);
  return {
    checkout(body: CheckoutRequest): Promise<{ url: string }> {
      return request("/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    },
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
