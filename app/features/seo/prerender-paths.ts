import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { extraPrerenderPaths, listPublicPages } from "./public-pages.ts";

// Runs in react-router.config.ts at build time, before the app's own content
// module exists: reads the content folders' front matter directly.
function readFolder(folder: string) {
  const dir = join(process.cwd(), "content", folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => {
      const data = matter(readFileSync(join(dir, f), "utf8")).data as { title?: string; date?: string };
      return { slug: f.slice(0, -3), title: String(data.title ?? ""), date: String(data.date ?? "") };
    });
}

export function listPrerenderPaths(): string[] {
  const pages = listPublicPages({
    articles: readFolder("blog"),
    news: readFolder("news"),
    services: readFolder("services"),
  });
  return [...pages.filter((p) => p.prerender).map((p) => p.path), ...extraPrerenderPaths];
}
