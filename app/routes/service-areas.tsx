import { MapPin } from "lucide-react";
import type { Route } from "./+types/service-areas";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { Container } from "~/components/ui/container.tsx";
import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `Service Areas: Mobile Window Tinting Near ${business.homeTown.city}`,
    description: `Mobile window tinting in ${business.homeTown.city}, Gulf Breeze, Pensacola, Fort Walton Beach, Destin, Milton, Pace, Crestview, Mary Esther and Niceville, ${business.homeTown.regionName}.`,
    path: "/service-areas",
  });

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Service Areas", path: "/service-areas" },
];

export default function ServiceAreas({ matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Service areas" title="We bring the tint shop to you" crumbs={crumbs}>
        <p>
          From our base in {business.homeTown.city}, our mobile vans cover {serviceAreas.length} towns across Santa
          Rosa, Okaloosa and Escambia counties. Find your town for local details, zip codes and reviews.
        </p>
      </PageHero>
      <Container className="py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {serviceAreas.map((area) => (
            <li key={area.slug}>
              <SmartLink
                href={area.path}
                className="group flex h-full flex-col rounded-3xl border border-slate-200 p-6 transition-shadow hover:shadow-xl hover:shadow-ink-900/10"
              >
                <span className="flex items-center gap-2 text-sm text-slate-500">
                  <MapPin aria-hidden="true" className="size-4 text-gold-700" /> {area.county} County · {area.distance}{" "}
                  from {business.homeTown.city}
                </span>
                <span className="mt-3 font-display text-2xl font-semibold text-ink-900 group-hover:text-sea-900">
                  {area.name}
                </span>
                <span className="mt-2 flex-1 text-slate-600">{area.description}</span>
                <span className="mt-4 text-sm text-slate-500">Zip codes: {area.zipCodes.join(", ")}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </Container>
      <CallToAction
        title="Not sure if we reach you?"
        text="Call us with your town or zip code and we'll tell you right away."
      />
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
