import type { Route } from "./+types/blog";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { articles, toArticleCard } from "~/features/content/content.server.ts";
import { ArticleList } from "~/features/content/components/article-list.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Blog: Window Tint Tips and Florida Tint Law",
    description: `Expert tips on ceramic window tint, Florida tint law, residential film and paint protection from the installers at Elite Window Tinting in ${business.homeTown.cityRegion}.`,
    path: "/blog",
  });

export function loader() {
  return { items: articles.map(toArticleCard) };
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Blog", path: "/blog" },
];

export default function BlogIndex({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Blog" title="Expert tips and insights" crumbs={crumbs}>
        <p>Straight answers from installers who tint cars, homes and storefronts on the Gulf Coast every day.</p>
      </PageHero>
      <Container className="py-16">
        <ArticleList items={loaderData.items} basePath="/blog" />
      </Container>
      <CallToAction />
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
