import type { Route } from "./+types/blog-article";
import { loadArticlePage } from "~/features/articles/articles.server.ts";
import { ArticleRegion } from "~/features/content/components/article-region.tsx";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteUrlOf(matches), {
        title: loaderData.article.seoTitle ?? loaderData.article.title,
        description: loaderData.article.seoDescription ?? loaderData.article.description,
        path: `/blog/${loaderData.article.slug}`,
        // Social cards take a picture, not a drawing: the illustrations keep the site's default card.
        image: loaderData.article.image.endsWith(".svg") ? undefined : loaderData.article.image,
        type: "article",
      })
    : [];

// From the database (features/articles): a draft or an article scheduled for later is a 404; an earlier slug a 301.
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadArticlePage(await servicesOf(context).db(), "blog", params.articleSlug, new Date());
}

export default function BlogArticle({ loaderData, matches }: Route.ComponentProps) {
  return <ArticleRegion article={loaderData.article} kind="blog" siteUrl={siteUrlOf(matches)} more={loaderData.more} />;
}
