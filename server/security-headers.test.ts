import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers.ts";
import { renderPrerendered } from "./prerendered.ts";

describe("security headers", () => {
  it("uses a fresh nonce and no unsafe-inline for scripts", () => {
    const a = createNonce();
    expect(a).not.toBe(createNonce());
    const csp = securityHeaders(a, false)["Content-Security-Policy"]!;
    expect(csp).toContain(`script-src 'self' 'nonce-${a}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("base-uri 'self'");
  });
  it("sends HSTS only over HTTPS", () => {
    expect(securityHeaders("n", false)["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("n", true)["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
  it("writes the request's nonce into a prerendered page", () => {
    expect(renderPrerendered(['<script nonce="', '">x</script><script nonce="', '"></script>'], "abc")).toBe(
      '<script nonce="abc">x</script><script nonce="abc"></script>',
    );
  });
});
