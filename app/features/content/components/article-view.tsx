import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Prose } from "~/components/prose.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { articleJsonLd, breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { formatDate } from "~/lib/dates.ts";
import type { ArticleCard } from "./article-list.tsx";

export type ArticleViewData = ArticleCard & { imageAlt: string; html: string; tags: string[] };

export function ArticleView({
  article,
  kind,
  siteUrl,
  more,
}: {
  article: ArticleViewData;
  kind: "blog" | "news";
  siteUrl: string;
  more: ArticleCard[];
}) {
  const base = kind === "blog" ? "/blog" : "/news";
  const section = kind === "blog" ? "Blog" : "News";
  const path = `${base}/${article.slug}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: section, path: base },
    { name: article.title, path },
  ];
  return (
    <>
      <PageHero eyebrow={section} title={article.title} crumbs={crumbs}>
        <p className="text-base">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
        </p>
      </PageHero>
      <Container className="max-w-4xl py-14">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={630}
          fetchPriority="high"
          className="h-auto w-full rounded-3xl shadow-xl shadow-ink-900/10"
        />
        <article className="mx-auto mt-12 max-w-3xl">
          <p className="text-xl leading-relaxed text-slate-700">{article.description}</p>
          <Prose html={article.html} className="mt-8" />
          {article.tags.length > 0 && (
            <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-slate-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </article>
        {more.length > 0 && (
          <nav aria-label={`More from the ${section.toLowerCase()}`} className="mx-auto mt-16 max-w-3xl border-t border-slate-200 pt-10">
            <h2 className="text-xl font-semibold">More from the {section.toLowerCase()}</h2>
            <ul className="mt-4 space-y-3">
              {more.map((m) => (
                <li key={m.slug}>
                  <SmartLink href={`${base}/${m.slug}`} className="font-medium text-sea-900 hover:underline">
                    {m.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Container>
      <CallToAction />
      <JsonLd
        data={articleJsonLd(siteUrl, kind === "blog" ? "BlogPosting" : "NewsArticle", { ...article, path })}
      />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
