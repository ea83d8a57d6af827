import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { articles, newsItems } from "~/features/content/content.server.ts";
import { getPublicPages, renderSitemapXml, wantsXmlSitemap } from "./sitemap.server.ts";

describe("sitemap", () => {
  const pages = getPublicPages();
  it("lists every area, article and news page once", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of serviceAreas) expect(paths).toContain(area.path);
    for (const a of articles) expect(paths).toContain(`/blog/${a.slug}`);
    for (const n of newsItems) expect(paths).toContain(`/news/${n.slug}`);
  });
  it("renders absolute URLs with lastmod, escaped", () => {
    const xml = renderSitemapXml("https://elite.example", [{ path: "/a?b=1&c=2", title: "x", group: "g", prerender: true }], "2026-11-21");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://elite.example/a?b=1&amp;c=2</loc>");
    expect(xml).toContain("<lastmod>2026-11-21</lastmod>");
  });
  it("answers XML unless a browser navigates to it", () => {
    const req = (headers: Record<string, string>) => new Request("http://x/sitemap.xml", { headers });
    expect(wantsXmlSitemap(req({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(wantsXmlSitemap(req({ "sec-fetch-dest": "document" }))).toBe(false);
  });
});
