import type { Route } from "./+types/about";
import { CallToAction } from "~/components/call-to-action.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Prose } from "~/components/prose.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { about, summarizeReviews } from "~/features/content/content.server.ts";
import { JsonLd } from "~/components/json-ld.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(siteUrlOf(matches), {
    title: loaderData?.metaTitle ?? "About Us",
    description: loaderData?.metaDescription ?? business.blurb,
    path: "/about",
  });

export function loader() {
  return { ...about.data, html: about.html, rating: summarizeReviews() };
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
];

export default function About({ loaderData, matches }: Route.ComponentProps) {
  const siteUrl = siteUrlOf(matches);
  return (
    <>
      <PageHero eyebrow="About us" title={loaderData.title} crumbs={crumbs}>
        <p>{business.blurb}</p>
      </PageHero>
      <Container className="grid gap-14 py-16 lg:grid-cols-[2fr_1fr]">
        <Prose html={loaderData.html} />
        <aside className="space-y-4">
          <h2 className="text-xl font-semibold">What we stand for</h2>
          {loaderData.values.map((value) => (
            <div key={value.title} className="rounded-2xl border border-slate-200 bg-sand-100 p-5">
              <h3 className="font-semibold">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{value.text}</p>
            </div>
          ))}
          <dl className="grid grid-cols-2 gap-4 rounded-2xl bg-ink-900 p-5 text-white">
            <div>
              <dt className="text-xs text-slate-400">Serving since</dt>
              <dd className="font-display text-2xl font-semibold">{business.founded}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-400">Average rating</dt>
              <dd className="font-display text-2xl font-semibold">{loaderData.rating.average.toFixed(1)} / 5</dd>
            </div>
          </dl>
        </aside>
      </Container>
      <CallToAction />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
