import type { Product, ProductDetail, ProductList, VariantStock } from "./types.ts";

// The one client of the store service (SPEC.md 7). The base URL is empty for
// this server (same origin) or the address of another compatible service.

export type StoreClientOptions = { baseUrl: string; storeId: string; fetch?: typeof fetch };

export type CheckoutRequest = {
  items: { variant_id: string; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  timeZone: string;
  locale?: string;
};

export type ProductListParams = {
  ids?: string[];
  offset?: number;
  limit?: number;
  order?: "asc" | "desc";
  sort_by?: string;
  is_hidden?: boolean;
  to_date?: string;
};

export function createStoreClient({ baseUrl, storeId, fetch: fetchImpl = (...a) => fetch(...a) }: StoreClientOptions) {
  const root = `${baseUrl}/store/${encodeURIComponent(storeId)}`;

  async function request<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetchImpl(`${root}${path}`, init);
    // SPEC.md 8: any non-OK response is an error 'HTTP {status}: {statusText}'.
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
    return (await res.json()) as T;
  }

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
    checkout(body: CheckoutRequest): Promise<{ url: string }> {
      return request("/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
