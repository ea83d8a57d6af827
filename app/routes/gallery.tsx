import type { Route } from "./+types/gallery";
import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { Container } from "~/components/ui/container.tsx";
import { galleryItems } from "~/features/content/content.server.ts";
import { GalleryGrid } from "~/features/content/components/gallery-grid.tsx";
import { galleryCategories } from "~/features/content/gallery-categories.ts";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Gallery: Our Window Tint and PPF Work",
    description:
      "See our ceramic window tint and paint protection film work on cars, trucks, homes and storefronts across Navarre, Destin, Pensacola and Fort Walton Beach.",
    path: "/gallery",
    image: "/images/gallery/g01.svg",
  });

export function loader() {
  return { items: galleryItems };
}

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Gallery", path: "/gallery" },
];

export default function Gallery({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Gallery" title="See our quality work" crumbs={crumbs}>
        <p>Recent cars, homes and storefronts from around the Emerald Coast. Select a photo to enlarge it.</p>
      </PageHero>
      <Container className="py-16">
        <GalleryGrid items={loaderData.items} categories={galleryCategories} />
      </Container>
      <CallToAction />
      <JsonLd data={breadcrumbJsonLd(siteUrlOf(matches), crumbs)} />
    </>
  );
}
