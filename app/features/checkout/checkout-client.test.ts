import { describe, expect, it } from "vitest";
import { recordingFetch } from "../../../tests/support/recording-fetch.ts";
import { createCheckoutClient } from "./checkout-client.ts";
import { checkoutRequestSchema, type CheckoutRequest } from "./schema.ts";

describe("checkout client", () => {
  it("posts the checkout as JSON under the store path, in the shape the server's schema accepts", async () => {
    const { calls, fetch } = recordingFetch(200, "OK", { url: "https://pay.example/x" });
    const client = createCheckoutClient({ baseUrl: "", storeId: "elite-tint", fetch });
    const body: CheckoutRequest = {
      items: [{ variant_id: "v", quantity: 2 }],
      successUrl: "https://elite.example/success",
      cancelUrl: "https://elite.example/shop",
      timeZone: "America/Chicago",
    };
    expect(await client.checkout(body)).toEqual({ url: "https://pay.example/x" });
    expect(calls[0]!.url).toBe("/store/elite-tint/checkout");
    expect(calls[0]!.init?.method).toBe("POST");
    const sent = JSON.parse(String(calls[0]!.init?.body));
    expect(sent).toEqual(body);
    expect(checkoutRequestSchema.parse(sent)).toEqual(body);
  });
  it("throws 'HTTP {status}: {statusText}' when the server refuses", async () => {
    const client = createCheckoutClient({
      baseUrl: "https://store.example",
      storeId: "x",
      fetch: recordingFetch(409, "Conflict").fetch,
    });
    await expect(
      client.checkout({
        items: [{ variant_id: "v", quantity: 1 }],
        successUrl: "https://a.example/",
        cancelUrl: "https://a.example/",
      }),
    ).rejects.toThrow("HTTP 409: Conflict");
  });
});
