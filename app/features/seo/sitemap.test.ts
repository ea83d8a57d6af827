import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { listPublicPages } from "./public-pages.ts";
import { renderSitemapXml, wantsXmlSitemap } from "./sitemap.server.ts";

describe("sitemap", () => {
  // The real content's pages are checked in content.test.ts (content imports seo, not the other way round).
  const content = {
    articles: [
      { slug: "newest", title: "Newest", date: "2026-03-02" },
      { slug: "older", title: "Older", date: "2026-01-05" },
    ],
    news: [{ slug: "opening", title: "Opening", date: "2026-02-01" }],
    services: [{ slug: "auto-tint", title: "Auto Tint" }],
  };
  const pages = listPublicPages(content);
  it("lists every area, service, article and news page once", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const area of serviceAreas) expect(paths).toContain(area.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/services/auto-tint", "/blog/newest", "/blog/older", "/news/opening"]),
    );
  });
  it("dates the blog and news indexes by their newest entry", () => {
    expect(pages.find((p) => p.path === "/blog")?.lastmod).toBe("2026-03-02");
    expect(pages.find((p) => p.path === "/news")?.lastmod).toBe("2026-02-01");
  });
  it("renders absolute URLs with lastmod, escaped", () => {
    const xml = renderSitemapXml(
      "https://elite.example",
      [{ path: "/a?b=1&c=2", title: "x", group: "g" }],
      "2026-11-21",
    );
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
