import { data } from "react-router";
import type { Route } from "./+types/news-article";
import { getNewsItem, newsItems, toArticleCard } from "~/features/content/content.server.ts";
import { ArticleRegion } from "~/features/content/components/article-region.tsx";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteUrlOf(matches), {
        title: loaderData.article.title,
        description: loaderData.article.description,
        path: `/news/${loaderData.article.slug}`,
        type: "article",
      })
    : [];

export function loader({ params }: Route.LoaderArgs) {
  const doc = getNewsItem(params.articleSlug);
  if (!doc) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    article: { ...toArticleCard(doc), html: doc.html },
    more: newsItems
      .filter((a) => a.slug !== doc.slug)
      .slice(0, 3)
      .map(toArticleCard),
  };
}

export default function NewsArticle({ loaderData, matches }: Route.ComponentProps) {
  return <ArticleRegion article={loaderData.article} kind="news" siteUrl={siteUrlOf(matches)} more={loaderData.more} />;
}
