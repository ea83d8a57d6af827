import type { MetaDescriptor } from "react-router";
import { business } from "~/config/business.ts";

type Match = { id: string; loaderData?: unknown } | undefined;

/** The site URL from the root loader's public values (SITE_URL). */
export function siteUrlOf(matches: readonly Match[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { publicEnv?: { siteUrl?: string } } | undefined;
  return root?.publicEnv?.siteUrl ?? "http://localhost:3000";
}

export type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
export function pageMeta(siteUrl: string, page: PageMeta): MetaDescriptor[] {
  const url = `${siteUrl}${page.path}`;
  const image = `${siteUrl}${page.image ?? "/images/og-default.png"}`;
  const title = page.title.includes(business.name) ? page.title : `${page.title} | ${business.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: business.name },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
