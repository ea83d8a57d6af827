import { staticRegion } from "~/components/static-region.tsx";

// A blog or news article is text, pictures and links from top to bottom: a
// static region (components/static-region.tsx), kept as the server's HTML.
const loadArticleView = () => import("./article-view.tsx");
const articleView = import.meta.env.SSR ? await loadArticleView() : undefined;

export const ArticleRegion = staticRegion({
  id: "article",
  render: articleView?.ArticleView,
  load: () => loadArticleView().then((m) => m.ArticleView),
});
