import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipPrerendered, renderPrerendered, splitPage, withoutLinkNonces } from "./prerendered.ts";
import { PRERENDER_NONCE } from "./security-headers.ts";

const NONCE = "__NONCE__";
const TOKEN = "__TOKEN__";

describe("a prerendered page sent gzipped", () => {
  it("decodes to exactly the page with this response's values, whatever the page and values", () => {
    const text = fc.string({ unit: "binary", maxLength: 3000 });
    const piece = fc.oneof(text, fc.constant(NONCE), fc.constant(TOKEN));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), text, text, (pieces, nonce, token) => {
        const page = splitPage(pieces.join(""), [NONCE, TOKEN]);
        const values = { [NONCE]: nonce, [TOKEN]: token };
        const body = gzipPrerendered(page, values);
        expect(gunzipSync(body).toString("utf8")).toBe(renderPrerendered(page, values));
      }),
      { numRuns: 300 },
    );
  });

  it("handles values longer than one stored block and a large page, and compresses it", () => {
    const html = `<html><body>${"<p>Ceramic tint for cars, homes and storefronts.</p>".repeat(4000)}<script nonce="${NONCE}"></script></body></html>`;
    const page = splitPage(html, [NONCE]);
    const values = { [NONCE]: "n".repeat(70_000) + "é" };
    const body = gzipPrerendered(page, values);
    expect(gunzipSync(body).toString("utf8")).toBe(renderPrerendered(page, values));
    expect(body.length).toBeLessThan(html.length / 10 + 71_000);
  });

  it("reads Accept-Encoding", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("a prerendered page's placeholders", () => {
  it("keeps the nonce on scripts and drops it from links, which the policy allows by origin", () => {
    const html = `<head><link nonce="${PRERENDER_NONCE}" rel="preload" href="/a.woff2"/><link rel="modulepreload" href="/b.js" nonce="${PRERENDER_NONCE}"/></head><body><script nonce="${PRERENDER_NONCE}">x</script><script type="module" nonce="${PRERENDER_NONCE}" async="">y</script></body>`;
    const out = withoutLinkNonces(html);
    expect(out).toBe(`<head><link rel="preload" href="/a.woff2"/><link rel="modulepreload" href="/b.js"/></head><body><script nonce="${PRERENDER_NONCE}">x</script><script type="module" nonce="${PRERENDER_NONCE}" async="">y</script></body>`);
  });
});
