import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipPrerendered, renderPrerendered, splitPage, withoutLinkNonces } from "./prerendered.ts";
import { createNonce, PRERENDER_NONCE } from "../security-headers.ts";

const NONCE = "__NONCE_PLACEHOLDER_24_CH__";
const TOKEN = "__TOKEN_41_CHARACTERS_LONG_PLACEHOLDER__";

describe("a prerendered page sent gzipped", () => {
  const base64 = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=".split(""));
  const sameLength = (placeholder: string) =>
    fc.string({ unit: base64, minLength: placeholder.length, maxLength: placeholder.length });
  const text = fc.string({ unit: "binary", maxLength: 3000 });
  const page = fc.array(fc.oneof(text, text, fc.constant(NONCE), fc.constant(TOKEN)), { maxLength: 12 });

  it("decodes to exactly the page with this response's values (values as long as their placeholders: the stitched path)", () => {
    fc.assert(
      fc.property(page, sameLength(NONCE), sameLength(TOKEN), (pieces, nonce, token) => {
        const split = splitPage(pieces.join(""), [NONCE, TOKEN]);
        const values = { [NONCE]: nonce, [TOKEN]: token };
        expect(gunzipSync(gzipPrerendered(split, values)).toString("utf8")).toBe(renderPrerendered(split, values));
      }),
      { numRuns: 300 },
    );
  });

  it("decodes to exactly the page with any other values too (compressed whole)", () => {
    fc.assert(
      fc.property(page, text, text, (pieces, nonce, token) => {
        const split = splitPage(pieces.join(""), [NONCE, TOKEN]);
        const values = { [NONCE]: nonce, [TOKEN]: token };
        expect(gunzipSync(gzipPrerendered(split, values)).toString("utf8")).toBe(renderPrerendered(split, values));
      }),
      { numRuns: 150 },
    );
  });

  it("refers back across placeholders: text repeated after them costs next to nothing, as in one gzip stream", () => {
    // Some 6 KB of text that does not repeat itself (a seeded word salad).
    const words = [
      "tint",
      "ceramic",
      "Navarre",
      "glare",
      "heat",
      "film",
      "legal",
      "windshield",
      "sedan",
      "SUV",
      "quote",
      "Destin",
    ];
    let seed = 7;
    const text = Array.from({ length: 900 }, () => words[(seed = (seed * 48271) % 2147483647) % words.length]).join(
      " ",
    );
    const html = `<main>${text}</main><script nonce="${NONCE}">data(${JSON.stringify(text)})</script><input value="${TOKEN}"/><footer>${text}</footer>`;
    const split = splitPage(html, [NONCE, TOKEN]);
    const values = { [NONCE]: "n".repeat(NONCE.length), [TOKEN]: "t".repeat(TOKEN.length) };
    const body = gzipPrerendered(split, values);
    expect(gunzipSync(body).toString("utf8")).toBe(renderPrerendered(split, values));
    const once = gzipSync(text, { level: 9 }).length;
    expect(body.length).toBeLessThan(once * 1.3); // three copies of the text, paid for about once
    expect(body.length).toBeLessThan(gzipSync(renderPrerendered(split, values), { level: 6 }).length + 400);
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
  it("the nonce placeholder is as long as every real nonce, so pages go out stitched, not compressed whole", () => {
    for (let i = 0; i < 50; i++) expect(createNonce()).toHaveLength(PRERENDER_NONCE.length);
  });

  it("keeps the nonce on scripts and drops it from links, which the policy allows by origin", () => {
    const html = `<head><link nonce="${PRERENDER_NONCE}" rel="preload" href="/a.woff2"/><link rel="modulepreload" href="/b.js" nonce="${PRERENDER_NONCE}"/></head><body><script nonce="${PRERENDER_NONCE}">x</script><script type="module" nonce="${PRERENDER_NONCE}" async="">y</script></body>`;
    const out = withoutLinkNonces(html);
    expect(out).toBe(
      `<head><link rel="preload" href="/a.woff2"/><link rel="modulepreload" href="/b.js"/></head><body><script nonce="${PRERENDER_NONCE}">x</script><script type="module" nonce="${PRERENDER_NONCE}" async="">y</script></body>`,
    );
  });
});
