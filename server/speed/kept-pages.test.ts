import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../security-headers.ts";
import { createCatalogPageCache } from "./catalog-pages.ts";
import { renderPrerendered } from "./prerendered.ts";

function fakeSite() {
  let version = 0;
  let stock = 5;
  const renders: string[] = [];
  const cache = createCatalogPageCache({
    version: () => version,
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
  return { cache, renders, write };
}

const show = (page: Awaited<ReturnType<ReturnType<typeof createCatalogPageCache>>>, nonce = "N") =>
  page && renderPrerendered(page.page, { [PRERENDER_NONCE]: nonce });

describe("the shop and product pages' copies", () => {
  it("serve one render per catalogue version, each response with its own nonce", async () => {
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
