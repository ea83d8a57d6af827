import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../security-headers.ts";
import { createKeptPageCache } from "./kept-pages.ts";
import { renderPrerendered } from "./prerendered.ts";

function fakeSite() {
  let version = 0;
  let stock = 5;
  const renders: string[] = [];
  const keep = createKeptPageCache({
    placeholders: [PRERENDER_NONCE],
    render: async (url) => {
      renders.push(url);
      if (url.endsWith("/gone"))
        return new Response("<p>Not found</p>", { status: 404, headers: { "Content-Type": "text/html" } });
      if (url.endsWith("/moved")) return new Response(null, { status: 302, headers: { Location: "/shop" } });
      return new Response(`<script nonce="${PRERENDER_NONCE}"></script><p>Only ${stock} left</p>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  });
  const write = (newStock: number) => {
    stock = newStock;
    version += 1;
  };
  const cache = (url: string) => keep(url, String(version));
  return { cache, renders, write };
}

const show = (page: Awaited<ReturnType<ReturnType<typeof createKeptPageCache>>>, nonce = "N") =>
  page && renderPrerendered(page.page, { [PRERENDER_NONCE]: nonce });

describe("kept copies of public pages", () => {
  it("serve one render per version, each response with its own nonce", async () => {
    const { cache, renders } = fakeSite();
    const [a, b] = await Promise.all([cache("http://localhost/shop"), cache("http://localhost/shop")]);
    expect(show(a, "one")).toBe('<script nonce="one"></script><p>Only 5 left</p>');
    expect(show(b, "two")).toBe('<script nonce="two"></script><p>Only 5 left</p>');
    await cache("http://localhost/shop");
    expect(renders).toHaveLength(1);
  });

  it("show a write to the very next request", async () => {
    const { cache, write } = fakeSite();
    expect(show(await cache("http://localhost/product/x"))).toContain("Only 5 left");
    write(1);
    expect(show(await cache("http://localhost/product/x"))).toContain("Only 1 left");
  });

  it("keep 404 pages, and leave redirects to the normal render", async () => {
    const { cache } = fakeSite();
    expect((await cache("http://localhost/product/gone"))?.status).toBe(404);
    expect(await cache("http://localhost/product/moved")).toBeUndefined();
  });
});

describe("kept copies through an outage", () => {
  it("serve the last good copy while a new render fails, and render again on the next request", async () => {
    let down = false;
    let text = "first";
    let renders = 0;
    const keep = createKeptPageCache({
      placeholders: [PRERENDER_NONCE],
      render: async () => {
        renders += 1;
        if (down)
          return new Response("<p>We'll be right back</p>", { status: 503, headers: { "Content-Type": "text/html" } });
        return new Response(`<p>${text}</p>`, { headers: { "Content-Type": "text/html" } });
      },
    });
    const show = async (version: string) => {
      const page = await keep("http://localhost/about", version);
      return page && renderPrerendered(page.page, {});
    };
    expect(await show("1")).toBe("<p>first</p>");
    down = true;
    text = "second";
    expect(await show("2")).toBe("<p>first</p>");
    expect(await show("2")).toBe("<p>first</p>");
    expect(renders).toBe(3);
    down = false;
    expect(await show("2")).toBe("<p>second</p>");
    expect(await show("2")).toBe("<p>second</p>");
    expect(renders).toBe(4);
  });

  it("has nothing to serve for a page never rendered: the server answers as it would", async () => {
    const keep = createKeptPageCache({
      placeholders: [PRERENDER_NONCE],
      render: async () => new Response("down", { status: 503, headers: { "Content-Type": "text/html" } }),
    });
    expect(await keep("http://localhost/gallery", "1")).toBeUndefined();
  });
});
