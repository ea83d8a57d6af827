import { CheckCircle2 } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/service";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Prose } from "~/components/prose.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { ButtonLink } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { serviceAreas } from "~/config/areas.ts";
import { quoteHref } from "~/config/navigation.ts";
import { bookHref } from "~/lib/book-href.ts";
import { getServicePage, servicePages } from "~/features/content/content.server.ts";
import { breadcrumbJsonLd, serviceJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) =>
  loaderData
    ? pageMeta(siteUrlOf(matches), {
        title: loaderData.metaTitle,
        description: loaderData.metaDescription,
        path: `/services/${params.serviceSlug}`,
        image: loaderData.image,
      })
    : [];

/** What each service books as (the /book page's preselection). */
const bookKinds: Record<string, string> = {
  "automotive-window-tinting": "vehicle",
  "residential-window-tinting": "home",
  "commercial-window-tinting": "business",
  "paint-protection-film": "ppf",
};

const images: Record<string, string> = {
  "automotive-window-tinting": "/images/services/automotive.svg",
  "residential-window-tinting": "/images/services/residential.svg",
  "commercial-window-tinting": "/images/services/commercial.svg",
  "paint-protection-film": "/images/services/paint-protection-film.svg",
};

export function loader({ params }: Route.LoaderArgs) {
  const page = getServicePage(params.serviceSlug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    ...page.data,
    html: page.html,
    image: images[page.slug] ?? "/images/hero.svg",
    bookHref: bookHref({ kind: bookKinds[page.slug] }),
    others: servicePages.filter((s) => s.slug !== page.slug).map((s) => ({ slug: s.slug, title: s.data.title })),
  };
}

export default function Service({ loaderData, matches }: Route.ComponentProps) {
  const service = loaderData;
  const siteUrl = siteUrlOf(matches);
  const path = `/services/${service.slug}`;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Services", path: "/#services" },
    { name: service.title, path },
  ];
  return (
    <>
      <PageHero eyebrow="Services" title={service.title} crumbs={crumbs}>
        <p>{service.tagline}</p>
      </PageHero>
      <Container className="grid gap-14 py-16 lg:grid-cols-[2fr_1fr]">
        <div>
          <img
            src={service.image}
            alt=""
            width={800}
            height={600}
            className="mb-10 h-auto w-full rounded-3xl shadow-xl shadow-ink-900/10"
          />
          <Prose html={service.html} />
          <h2 className="mt-14 text-2xl font-semibold sm:text-3xl">Frequently asked questions</h2>
          <div className="mt-4 divide-y divide-slate-200">
            {service.faqs.map((faq) => (
              <details key={faq.q} className="py-4">
                <summary className="cursor-pointer font-semibold text-ink-900">{faq.q}</summary>
                <p className="mt-2 text-slate-600">{faq.a}</p>
              </details>
            ))}
          </div>
        </div>
        <aside className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-3xl bg-ink-900 p-6 text-white">
            <h2 className="text-lg font-semibold text-white">Why clients choose it</h2>
            <ul className="mt-4 space-y-3">
              {service.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-sm text-slate-200">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
                  {benefit}
                </li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-slate-400">{service.priceFrom}</p>
            <ButtonLink href={service.bookHref} className="mt-6 w-full">
              Book Online
            </ButtonLink>
            <ButtonLink href={quoteHref} variant="secondary" className="mt-3 w-full">
              Get a Quote
            </ButtonLink>
          </div>
          <nav aria-label="Other services" className="rounded-3xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold">Other services</h2>
            <ul className="mt-3 space-y-2">
              {service.others.map((other) => (
                <li key={other.slug}>
                  <SmartLink href={`/services/${other.slug}`} className="text-sea-900 hover:underline">
                    {other.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Service areas" className="rounded-3xl border border-slate-200 p-6">
            <h2 className="text-lg font-semibold">Where we offer it</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {serviceAreas.map((area) => (
                <li key={area.slug}>
                  <SmartLink
                    href={area.path}
                    className="inline-block rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-900 hover:bg-sand-200"
                  >
                    {area.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </Container>
      <CallToAction />
      <JsonLd data={serviceJsonLd(siteUrl, { name: service.title, description: service.metaDescription, path })} />
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
