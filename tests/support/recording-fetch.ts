/** A fetch that answers every call with `body` (as JSON) and `status`, and records what it was asked. */
export function recordingFetch(status = 200, statusText = "OK", body: unknown = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, statusText });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}
