import { createStoreRequest, type StoreClientOptions } from "~/lib/store-request.ts";
import type { Product, ProductDetail, ProductList, VariantStock } from "./types.ts";

// The client of the store service's catalogue reads (SPEC.md 7); checkout's
// call is checkout's own (features/checkout/checkout-client.ts).

export type ProductListParams = {
  ids?: string[];
  offset?: number;
  limit?: number;
  order?: "asc" | "desc";
  sort_by?: string;
  is_hidden?: boolean;
  to_date?: string;
};

export function createStoreClient(options: StoreClientOptions) {
  const request = createStoreRequest(options);

  return {
    listProducts(params: ProductListParams = {}): Promise<ProductList> {
      const q = new URLSearchParams();
      for (const id of params.ids ?? []) q.append("ids[]", id);
      for (const key of ["offset", "limit", "order", "sort_by", "is_hidden", "to_date"] as const) {
        if (params[key] !== undefined) q.set(key, String(params[key]));
      }
      const qs = q.toString();
      return request(`/products${qs ? `?${qs}` : ""}`);
    },
    getProduct(id: string, field?: string): Promise<ProductDetail | Partial<Product>> {
      return request(`/products/${encodeURIComponent(id)}${field ? `?field=${encodeURIComponent(field)}` : ""}`);
    },
    async getVariantStock(productIds: string[]): Promise<VariantStock[]> {
      const q = new URLSearchParams({ fields: "inventory_quantity" });
      for (const id of productIds) q.append("product_ids[]", id);
      return (await request<{ variants: VariantStock[] }>(`/variants?${q}`)).variants;
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
