import type { Route } from "./+types/sitemap";
import { PageHero } from "~/components/page-hero.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { getEnv } from "~/config/env.server.ts";
import { publicArticleIndex } from "~/features/articles/articles.server.ts";
import { getContentIndex } from "~/features/content/content.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { listPublicPages } from "~/features/seo/public-pages.ts";
import { renderSitemapXml, wantsXmlSitemap } from "~/features/seo/sitemap.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

const VARY = "Sec-Fetch-Dest";

// The route composes the list: content knows its pages, seo knows how to list them.
// Articles and news from the database: the public ones only (no draft, nothing scheduled for later).
const getPublicPages = async (context: Route.LoaderArgs["context"]) =>
  listPublicPages({
    ...getContentIndex(),
    ...(await publicArticleIndex(await servicesOf(context).db(), new Date())),
  });

// Crawlers get the XML sitemap; a person's browser gets this page (SPEC.md 2).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const isDataRequest = new URL(request.url).pathname.endsWith(".data");
    if (isDataRequest || !wantsXmlSitemap(request)) return next();
    const xml = renderSitemapXml(
      getEnv().SITE_URL,
      await getPublicPages(context),
      new Date().toISOString().slice(0, 10),
    );
    return new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        Vary: VARY,
        "Cache-Control": "public, max-age=3600",
      },
    });
  },
];

export const headers: Route.HeadersFunction = () => ({ Vary: VARY });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Sitemap",
    description: "Every page of the Elite Window Tinting website: services, service areas, blog articles and news.",
    path: "/sitemap.xml",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const pages = await getPublicPages(context);
  const groups = [...new Set(pages.map((p) => p.group))].map((group) => ({
    group,
    pages: pages.filter((p) => p.group === group).map(({ path, title }) => ({ path, title })),
  }));
  return { groups };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Sitemap" title="Every page of our site" />
      <Container className="grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.groups.map(({ group, pages }) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-semibold">
              {group}
            </h2>
            <ul className="mt-3 space-y-2">
              {pages.map((page) => (
                <li key={page.path}>
                  <SmartLink href={page.path} className="text-sea-900 hover:underline">
                    {page.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </>
  );
}
