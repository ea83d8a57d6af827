import { describe, expect, it } from "vitest";
import { recordingFetch } from "../../../tests/support/recording-fetch.ts";
import { createStoreClient } from "./store-client.ts";

describe("store client", () => {
  it("speaks SPEC.md 7 under the store path and base URL", async () => {
    const { calls, fetch } = recordingFetch(200, "OK", { variants: [] });
    const client = createStoreClient({ baseUrl: "https://store.example", storeId: "elite-tint", fetch });
    await client.listProducts({ ids: ["a", "b"], limit: 5, sort_by: "price" });
    await client.getVariantStock(["a", "b"]);
    await client.getProduct("ceramic-tint-sedan", "title");
    expect(calls.map((c) => decodeURIComponent(c.url))).toEqual([
      "https://store.example/store/elite-tint/products?ids[]=a&ids[]=b&limit=5&sort_by=price",
      "https://store.example/store/elite-tint/variants?fields=inventory_quantity&product_ids[]=a&product_ids[]=b",
      "https://store.example/store/elite-tint/products/ceramic-tint-sedan?field=title",
    ]);
  });
  it("throws 'HTTP {status}: {statusText}' on any non-OK response", async () => {
    const client = createStoreClient({ baseUrl: "", storeId: "x", fetch: recordingFetch(404, "Not Found").fetch });
    await expect(client.listProducts()).rejects.toThrow("HTTP 404: Not Found");
    const failing = createStoreClient({
      baseUrl: "",
      storeId: "x",
      fetch: recordingFetch(503, "Service Unavailable").fetch,
    });
    await expect(failing.getVariantStock(["a"])).rejects.toThrow("HTTP 503: Service Unavailable");
  });
});
