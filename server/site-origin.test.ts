import { describe, expect, it } from "vitest";
import { onSiteOrigin, siteOriginFor } from "./site-origin.ts";

describe("siteOriginFor", () => {
  it("is SITE_URL's origin behind a TLS proxy, whatever Host the request came with", () => {
    const site = "https://elite.example";
    for (const url of [
      "http://elite.example/book/when",
      "http://127.0.0.1:3000/book/when",
      "http://localhost/",
      "http://evil.example/store/elite-tint/checkout",
      "https://evil.example:8443/",
    ])
      expect(siteOriginFor(site, url), url).toBe("https://elite.example");
    expect(siteOriginFor("https://127.0.0.1:8443", "http://127.0.0.1:3000/")).toBe("https://127.0.0.1:8443");
    expect(siteOriginFor("http://elite.example:8080/", "http://localhost:8080/")).toBe("http://elite.example:8080");
  });

  it("keeps a loopback Host and its port when SITE_URL is a plain-http loopback address (a laptop, the tests)", () => {
    for (const site of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(siteOriginFor(site, "http://127.0.0.1:4123/?index")).toBe("http://127.0.0.1:4123");
      expect(siteOriginFor(site, "http://localhost:5173/admin")).toBe("http://localhost:5173");
      expect(siteOriginFor(site, "http://[::1]:4123/")).toBe("http://[::1]:4123");
      expect(siteOriginFor(site, "http://LOCALHOST:80/")).toBe("http://localhost");
    }
  });

  it("never makes a non-loopback Host an origin, even on a laptop", () => {
    const site = "http://localhost:3000";
    for (const url of [
      "http://evil.example/",
      "http://evil.example:4123/",
      "http://localhost.evil.example/",
      "http://127.0.0.2:4123/",
      "http://10.0.0.1/",
      "http://[::2]:4123/",
      "https://localhost:4123/",
      "not a url",
    ])
      expect(siteOriginFor(site, url), url).toBe("http://localhost:3000");
  });
});

describe("onSiteOrigin", () => {
  const origin = "https://elite.example";

  it("moves the request to the site's origin with its path, query, method, headers and Host", () => {
    const request = new Request("http://evil.example/book/when?kind=vehicle&body=sedan", {
      method: "PUT",
      headers: {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        origin: "https://elite.example",
        cookie: "a=1",
      },
    });
    const moved = onSiteOrigin(request, origin);
    expect(moved.url).toBe("https://elite.example/book/when?kind=vehicle&body=sedan");
    expect(moved.method).toBe("PUT");
    expect(moved.headers.get("host")).toBe("elite.example");
    expect(moved.headers.get("origin")).toBe("https://elite.example");
    expect(moved.headers.get("cookie")).toBe("a=1");
  });

  it("keeps a path that looks like another host on the site", () => {
    const moved = onSiteOrigin(new Request("http://127.0.0.1:3000//evil.example/x?y=1"), origin);
    expect(new URL(moved.url).origin).toBe(origin);
    expect(new URL(moved.url).pathname).toBe("//evil.example/x");
  });

  it("streams the body through unread, and passes the client's abort on", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new TextEncoder().encode(pulled === 1 ? "name=Dana" : "&phone=850"));
        if (pulled === 2) controller.close();
      },
    });
    const abort = new AbortController();
    const request = new Request("http://127.0.0.1:3000/?index", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
      signal: abort.signal,
    } as RequestInit);
    const moved = onSiteOrigin(request, origin);
    expect(pulled).toBeLessThan(2);
    expect(await moved.text()).toBe("name=Dana&phone=850");

    const waiting = onSiteOrigin(new Request("http://127.0.0.1:3000/", { signal: abort.signal }), origin);
    expect(waiting.signal.aborted).toBe(false);
    abort.abort();
    expect(waiting.signal.aborted).toBe(true);
  });

  it("is the same request when it already is on the site's origin", () => {
    const request = new Request("http://127.0.0.1:4123/?index", { headers: { host: "127.0.0.1:4123" } });
    expect(onSiteOrigin(request, "http://127.0.0.1:4123")).toBe(request);
  });
});
