import { CheckCircle2, MapPin, Phone, Users } from "lucide-react";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Prose } from "~/components/prose.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { Stars } from "~/components/stars.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import type { ServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { quoteHref } from "~/config/navigation.ts";
import { bookHref } from "~/lib/book-href.ts";
import { ReviewReply } from "~/features/reviews/components/review-reply.tsx";
import type { PublicReview } from "~/features/reviews/types.ts";
import { formatDate } from "~/lib/dates.ts";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { AreaMap } from "../area-map.tsx";

/*
 * A service area's page. Text, facts, a drawn map and links: a static region
 * (routes/service-area.tsx), kept as the server's HTML in the browser.
 */

export type AreaPageProps = {
  area: ServiceArea;
  page: { headline: string; description: string; highlights: string[]; neighborhoods: string[] };
  html: string;
  /** The town's published reviews, newest first. */
  reviews: PublicReview[];
  services: { slug: string; title: string; summary: string }[];
  nearby: { name: string; path: string }[];
  siteUrl: string;
};

export function AreaPage({ area, page, html, reviews, services, nearby, siteUrl }: AreaPageProps) {
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Service Areas", path: "/service-areas" },
    { name: area.name, path: area.path },
  ];
  return (
    <>
      <PageHero eyebrow={`${area.county} County, Florida`} title={page.headline} crumbs={crumbs}>
        <p>{page.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={bookHref({ area: area.slug })}>Book in {area.name}</ButtonLink>
          <ButtonLink href={quoteHref}>Get a Quote in {area.name}</ButtonLink>
          <ButtonLink href={business.phone.href} variant="secondary">
            <Phone aria-hidden="true" className="size-4" /> {business.phone.display}
          </ButtonLink>
        </div>
      </PageHero>

      <section aria-labelledby="facts-title" className="border-b border-slate-200 bg-sand-100">
        <Container className="py-8">
          <h2 id="facts-title" className="sr-only">
            {area.name} at a glance
          </h2>
          <dl className="grid grid-cols-2 gap-6 md:grid-cols-4" data-testid="area-facts">
            <div>
              <dt className="text-sm text-slate-600">County</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-ink-900">{area.county}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{`Distance from ${business.homeTown.city}`}</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-ink-900">{area.distance}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Population</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-ink-900">{area.population}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Zip codes</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-ink-900">{area.zipCodes.join(", ")}</dd>
            </div>
          </dl>
        </Container>
      </section>

      <Container className="grid gap-14 py-16 lg:grid-cols-[3fr_2fr]">
        <div>
          <Prose html={html} />
          <h2 className="mt-12 text-2xl font-semibold">Why {area.name} clients call us</h2>
          <ul className="mt-4 space-y-3">
            {page.highlights.map((h) => (
              <li key={h} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-700" /> {h}
              </li>
            ))}
          </ul>
        </div>
        <aside className="space-y-6">
          <AreaMap area={area} />
          <div className="rounded-3xl border border-slate-200 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold">
              <MapPin aria-hidden="true" className="size-5 text-gold-700" /> Where we work in {area.name}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {page.neighborhoods.map((n) => (
                <li key={n} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-900">
                  {n}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </Container>

      <section aria-labelledby="area-services-title" className="bg-ink-900 py-16">
        <Container>
          <h2 id="area-services-title" className="text-3xl font-semibold text-white">
            Our services in {area.name}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="area-services">
            {area.services.map((name) => {
              const service = services.find((s) => s.title === name);
              return (
                <li key={name}>
                  <SmartLink
                    href={service ? `/services/${service.slug}` : "/#services"}
                    className="block h-full rounded-2xl border border-white/10 bg-white/5 p-5 hover:border-gold-400/60"
                  >
                    <span className="block font-semibold text-white">{name}</span>
                    {service && <span className="mt-2 block text-sm text-slate-300">{service.summary}</span>}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <Container className="py-16">
        <h2 id="area-reviews-title" className="flex items-center gap-2 text-2xl font-semibold">
          <Users aria-hidden="true" className="size-6 text-gold-700" />
          What {area.name} clients say
        </h2>
        {reviews.length > 0 ? (
          <ul
            aria-labelledby="area-reviews-title"
            className="mt-6 grid gap-6 md:grid-cols-2"
            data-testid="area-reviews"
          >
            {reviews.map((review) => (
              <li key={review.id} className="rounded-3xl border border-slate-200 p-6">
                <div className="flex items-center justify-between gap-3">
                  <Stars rating={review.rating} />
                  <time dateTime={review.date} className="text-xs text-slate-600">
                    {formatDate(review.date)}
                  </time>
                </div>
                <blockquote className="mt-3 text-slate-700">“{review.text}”</blockquote>
                <p className="mt-3 text-sm font-semibold">
                  {review.name} <span className="font-normal text-slate-600">· {review.service}</span>
                </p>
                <ReviewReply reply={review.reply} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-600" data-testid="area-reviews-none">
            No reviews from {area.name} yet. Read{" "}
            <SmartLink href="/reviews" className="font-semibold text-sea-900 underline">
              reviews from across the Emerald Coast
            </SmartLink>
            .
          </p>
        )}
        <nav aria-label="Nearby service areas" className="mt-14">
          <h2 className="text-lg font-semibold">Also serving</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {nearby.map((a) => (
              <li key={a.path}>
                <SmartLink
                  href={a.path}
                  className="inline-block rounded-full border border-slate-200 px-3 py-1 text-sm hover:border-gold-500"
                >
                  {a.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <CallToAction title={`Book mobile tinting in ${area.name}`} />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
