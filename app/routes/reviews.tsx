import type { Route } from "./+types/reviews";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Stars } from "~/components/stars.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { reviews, summarizeReviews } from "~/features/content/content.server.ts";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { formatDate } from "~/lib/dates.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Reviews: What Our Clients Say",
    description: `Read reviews of Elite Window Tinting from drivers, homeowners and business owners in ${business.homeTown.city}, Pensacola, Destin, Fort Walton Beach and nearby towns.`,
    path: "/reviews",
  });

export function loader() {
  return { reviews, summary: summarizeReviews() };
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Reviews", path: "/reviews" },
];

export default function Reviews({ loaderData, matches }: Route.ComponentProps) {
  const { reviews, summary } = loaderData;
  return (
    <>
      <PageHero eyebrow="Reviews" title="What our clients say" crumbs={crumbs}>
        <p className="flex flex-wrap items-center gap-3" data-testid="review-average">
          <span className="font-display text-4xl font-semibold text-white">{summary.average.toFixed(1)}</span>
          <Stars rating={summary.average} />
          <span>average from {summary.count} reviews</span>
        </p>
      </PageHero>
      <Container className="py-16">
        <ul className="columns-1 gap-6 md:columns-2 lg:columns-3">
          {reviews.map((review) => (
            <li
              key={review.id}
              className="mb-6 break-inside-avoid rounded-3xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center justify-between gap-3">
                <Stars rating={review.rating} />
                <time dateTime={review.date} className="text-xs text-slate-500">
                  {formatDate(review.date)}
                </time>
              </div>
              <blockquote className="mt-4 text-slate-700">“{review.text}”</blockquote>
              <p className="mt-4 text-sm font-semibold text-ink-900">{review.name}</p>
              <p className="text-sm text-slate-500">
                {review.town} · {review.service}
              </p>
            </li>
          ))}
        </ul>
      </Container>
      <CallToAction title="Join our happy clients" />
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
