// How a browser (or another program) calls the store service of SPEC.md 7:
// every path lives under {baseUrl}/store/{storeId}, where the base URL is
// empty for this server (same origin) or the address of another compatible
// service. Shared by the catalogue's client and checkout's, so both read
// errors the same way.

export type StoreClientOptions = { baseUrl: string; storeId: string; fetch?: typeof fetch };

export function createStoreRequest({ baseUrl, storeId, fetch: fetchImpl = (...a) => fetch(...a) }: StoreClientOptions) {
  const root = `${baseUrl}/store/${encodeURIComponent(storeId)}`;
  return async function request<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetchImpl(`${root}${path}`, init);
    // SPEC.md 8: any non-OK response is an error 'HTTP {status}: {statusText}'.
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${res.statusText}`);
    return (await res.json()) as T;
  };
}
