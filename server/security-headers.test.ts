import { describe, expect, it } from "vitest";
import { createNonce, httpsRedirect, securityHeaders } from "./security-headers.ts";
import { renderPrerendered, splitPage } from "./speed/prerendered.ts";

describe("security headers", () => {
  it("uses a fresh nonce and no unsafe-inline for scripts", () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    const csp = securityHeaders(a, false)["Content-Security-Policy"]!;
    expect(csp).toContain(`script-src 'nonce-${a}' 'strict-dynamic' 'self'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("base-uri 'self'");
  });
  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders("n", false)["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
  it("sends the same-origin resource policy", () => {
    expect(securityHeaders("n", false)["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  });
  it("redirects plain http to the https site only when the site is served over TLS", () => {
    const site = "https://elite.example";
    const at = (url: string, forwardedProto?: string) => httpsRedirect(site, { url, forwardedProto });
    expect(at("http://10.0.0.5:3000/shop?x=1", "http")).toBe("https://elite.example/shop?x=1");
    expect(at("http://10.0.0.5:3000/", "HTTP, https")).toBe("https://elite.example/");
    expect(at("http://10.0.0.5:3000/shop", "https")).toBeNull();
    // A proxy that does not say: no redirect loop.
    expect(at("http://10.0.0.5:3000/shop")).toBeNull();
    // Health checks stay on http.
    expect(at("http://10.0.0.5:3000/healthz", "http")).toBeNull();
    expect(at("http://10.0.0.5:3000/readyz", "http")).toBeNull();
    // A site on plain http (a laptop) never redirects.
    expect(
      httpsRedirect("http://localhost:3000", { url: "http://localhost:3000/", forwardedProto: "http" }),
    ).toBeNull();
  });
  it("writes the request's nonce into a prerendered page", () => {
    const page = splitPage('<script nonce="NONCE">x</script><script nonce="NONCE"></script>', ["NONCE"]);
    expect(renderPrerendered(page, { NONCE: "abc" })).toBe(
      '<script nonce="abc">x</script><script nonce="abc"></script>',
    );
  });
  it("fills every placeholder of a prerendered page, each with one value per response", () => {
    const page = splitPage('<script nonce="N"></script><input value="T"><script nonce="N">"T"</script>', ["N", "T"]);
    expect(page.slots).toEqual(["N", "T", "N", "T"]);
    expect(renderPrerendered(page, { N: "n1", T: "t1" })).toBe(
      '<script nonce="n1"></script><input value="t1"><script nonce="n1">"t1"</script>',
    );
    expect(renderPrerendered(splitPage("no placeholders", ["N"]), {})).toBe("no placeholders");
  });
});
