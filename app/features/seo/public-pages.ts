import { serviceAreas } from "../../config/areas.ts";

// The one list of public pages: the sitemap (XML and HTML) and the prerender
// step both read it. Relative imports: react-router.config.ts loads this file.

export type PublicPage = { path: string; title: string; group: string; lastmod?: string; prerender: boolean };

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
    prerender: true,
    ...extra,
  });
  return [
    page("/", "Home", "Main"),
    page("/about", "About Us", "Main"),
    page("/reviews", "Reviews", "Main"),
    // The owner's photos from the database (issue 24): rendered on request.
    page("/gallery", "Gallery", "Main", { prerender: false }),
    // The shop shows live stock, so it is rendered on each request.
    page("/shop", "Shop", "Main", { prerender: false }),
    // Booking prices from the live catalogue, so it is rendered on each request.
    page("/book", "Book Online", "Main", { prerender: false }),
    ...content.services.map((s) => page(`/services/${s.slug}`, s.title, "Services")),
    page("/service-areas", "Service Areas", "Service Areas"),
    ...serviceAreas.map((a) => page(a.path, `Window Tinting in ${a.name}, FL`, "Service Areas")),
    page("/blog", "Blog", "Blog", { lastmod: content.articles[0]?.date }),
    ...content.articles.map((a) => page(`/blog/${a.slug}`, a.title, "Blog", { lastmod: a.date })),
    page("/news", "News", "News", { lastmod: content.news[0]?.date }),
    ...content.news.map((n) => page(`/news/${n.slug}`, n.title, "News", { lastmod: n.date })),
  ];
}

/** Pages that are the same for everyone and are rendered at build time (not in the sitemap). */
export const extraPrerenderPaths = ["/checkout-cancel"];
