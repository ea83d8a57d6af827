import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fillSiteConfig, NGINX_SITE_FILE } from "../tests/support/tls-proxy.ts";
import { BODY_LIMITS } from "./request-guard.ts";

// deploy/nginx.conf is what the README shows and what the proxied browser run
// (playwright.proxy.config.ts) puts in front of the server: one file, no copies.

const file = readFileSync(NGINX_SITE_FILE, "utf8");
const serverBlocks = file.slice(file.indexOf("upstream ")).trimEnd();

describe("deploy/nginx.conf", () => {
  it("is shown in the README as it is", () => {
    const readme = readFileSync(resolve(import.meta.dirname, "../README.md"), "utf8");
    const shown = /```nginx\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(shown).toBe(serverBlocks);
  });

  it("lets through the largest body the server takes (a photo), so the site answers an oversized one in its own words", () => {
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(file)?.[1]);
    const largest = Math.max(...BODY_LIMITS.map((limit) => limit.maxBytes));
    expect(megabytes * 1024 * 1024).toBeGreaterThan(largest);
  });

  it("passes Host, X-Forwarded-Proto and an appended X-Forwarded-For to the server", () => {
    expect(file).toContain("proxy_set_header Host $host;");
    expect(file).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    expect(file).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
  });

  it("gets the test's certificate and ports in place of every example", () => {
    const site = {
      port: 8443,
      httpPort: 8080,
      upstreamPort: 4123,
      certificate: { cert: "/tmp/t/cert.pem", key: "/tmp/t/key.pem" },
    };
    const filled = fillSiteConfig(file, site);
    expect(filled).toContain("server 127.0.0.1:4123;");
    expect(filled).toContain("listen 127.0.0.1:8443 ssl http2;");
    expect(filled).toContain("ssl_certificate     /tmp/t/cert.pem;");
    expect(filled).toContain("return 301 https://127.0.0.1:8443$request_uri;");
    expect(() => fillSiteConfig(file.replace("listen 443 ssl http2;", "listen 443 ssl;"), site)).toThrow(
      /no longer has "listen 443 ssl http2;"/,
    );
  });
});
