import { expect, test } from "./fixtures.ts";

test.describe("the server", () => {
  test("answers /healthz", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("answers /readyz: ready, its database answering (one instance on PGlite: no catalogue listener)", async ({
    request,
  }) => {
    const res = await request.get("/readyz");
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready", database: "ok" });
  });

  test("sends the security headers with a fresh nonce on every page", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/", "/about", "/shop", "/no-such-page"]) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h["content-security-policy"]!;
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic' 'self'/);
      expect(h["cross-origin-resource-policy"]).toBe("same-origin");
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(h["x-content-type-options"]).toBe("nosniff");
      expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(h["permissions-policy"]).toContain("camera=()");
      expect(h["strict-transport-security"]).toBeUndefined();
      expect(h["x-request-id"]).toMatch(/.{8,}/);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      const html = await res.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("cHJlcmVuZGVyLW5vbmNl");
      expect(html).not.toContain("cXVvdGUtZm9ybS10b2tlbi");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  test("compresses pages and caches hashed assets for a year", async ({ request, page }) => {
    const res = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers()["content-encoding"]).toBe("gzip");
    await page.goto("/");
    const script = await page.locator('script[type="module"]').first().textContent();
    const asset =
      /\/assets\/[^"']+\.js/.exec(await page.content())?.[0] ?? /\/assets\/[^"']+\.js/.exec(script ?? "")?.[0];
    expect(asset).toBeTruthy();
    const assetRes = await request.get(asset!);
    expect(assetRes.status()).toBe(200);
    expect(assetRes.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/assets/missing-file.js")).status()).toBe(404);
  });

  test("sends scripts, styles and images compressed at build time, the same bytes for every encoding", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const paths = [
      /\/assets\/framework-[^"]+\.js/.exec(html)?.[0],
      /\/assets\/[^"]+\.css/.exec(html)?.[0],
      "/images/hero.svg",
    ];
    for (const path of paths) {
      expect(path).toBeTruthy();
      const plain = await request.get(path!, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"], path).toBeUndefined();
      expect(plain.headers()["vary"], path).toContain("Accept-Encoding");
      const body = await plain.body();
      for (const encoding of ["br", "gzip"]) {
        const res = await request.get(path!, { headers: { "Accept-Encoding": encoding } });
        expect(res.headers()["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(Number(res.headers()["content-length"]), `${path} ${encoding}`).toBeLessThan(body.length);
        expect((await res.body()).equals(body), `${path} ${encoding}`).toBe(true);
      }
    }
  });

  test("serves robots.txt pointing at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test("answers hostile URLs with a 404, never a stack trace", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/images/..%2f..%2fpackage.json", "/service-areas/%3Cscript%3E"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const body = await res.text();
      expect(body).not.toMatch(/at .+\.(js|ts):\d+/);
      expect(body).not.toContain("<script>alert");
    }
  });
});
