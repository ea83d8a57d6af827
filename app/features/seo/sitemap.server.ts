import type { PublicPage } from "./public-pages.ts";

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** A sitemaps.org urlset of every public page, with absolute URLs. */
export function renderSitemapXml(siteUrl: string, pages: PublicPage[], today: string): string {
  const urls = pages
    .map((page) => {
      const loc = escapeXml(`${siteUrl}${page.path}`);
      return `  <url>\n    <loc>${loc}</loc>\n    <lastmod>${page.lastmod ?? today}</lastmod>\n  </url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * A browser navigating to the sitemap says Sec-Fetch-Dest: document and gets
 * the HTML page; crawlers and other programs get XML.
 */
export function wantsXmlSitemap(request: Request): boolean {
  return request.headers.get("sec-fetch-dest") !== "document";
}
