import { staticRegion } from "~/speed/static-region.tsx";

// A blog or news article is text, pictures and links from top to bottom: a
// static region (speed/static-region.tsx), kept as the server's HTML.
const loadArticleView = () => import("./article-view.tsx");

export const ArticleRegion = staticRegion({
  id: "article",
  load: () => loadArticleView().then((m) => m.ArticleView),
});
