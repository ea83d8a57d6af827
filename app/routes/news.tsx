import type { Route } from "./+types/news";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { newsItems, toArticleCard } from "~/features/content/content.server.ts";
import { ArticleList } from "~/features/content/components/article-list.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "News and Announcements",
    description: `The latest announcements from Elite Window Tinting: partnerships, new service areas and more appointments across ${business.homeTown.city} and the Emerald Coast.`,
    path: "/news",
  });

export function loader() {
  return { items: newsItems.map(toArticleCard) };
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "News", path: "/news" },
];

export default function NewsIndex({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="News" title="Latest announcements" crumbs={crumbs}>
        <p>What's new at Elite Window Tinting.</p>
      </PageHero>
      <Container className="py-16">
        <ArticleList items={loaderData.items} basePath="/news" />
      </Container>
      <CallToAction />
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
