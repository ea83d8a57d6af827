import { serviceAreas } from "../../config/areas.ts";

// The one list of public pages, which the sitemap (XML and HTML) reads.

export type PublicPage = { path: string; title: string; group: string; lastmod?: string };

export type ContentIndex = {
  articles: readonly { slug: string; title: string; date: string }[];
  news: readonly { slug: string; title: string; date: string }[];
  services: readonly { slug: string; title: string }[];
};

export function listPublicPages(content: ContentIndex): PublicPage[] {
  const page = (path: string, title: string, group: string, extra: Partial<PublicPage> = {}): PublicPage => ({
    path,
    title,
    group,
    ...extra,
  });
  return [
    page("/", "Home", "Main"),
    page("/about", "About Us", "Main"),
    page("/reviews", "Reviews", "Main"),
    page("/gallery", "Gallery", "Main"),
    page("/shop", "Shop", "Main"),
    page("/book", "Book Online", "Main"),
    ...content.services.map((s) => page(`/services/${s.slug}`, s.title, "Services")),
    page("/service-areas", "Service Areas", "Service Areas"),
    ...serviceAreas.map((a) => page(a.path, `Window Tinting in ${a.name}, FL`, "Service Areas")),
    page("/blog", "Blog", "Blog", { lastmod: content.articles[0]?.date }),
    ...content.articles.map((a) => page(`/blog/${a.slug}`, a.title, "Blog", { lastmod: a.date })),
    page("/news", "News", "News", { lastmod: content.news[0]?.date }),
    ...content.news.map((n) => page(`/news/${n.slug}`, n.title, "News", { lastmod: n.date })),
  ];
}
