import { CallToAction } from "~/components/call-to-action.tsx";
import { JsonLd } from "~/components/json-ld.tsx";
import { PageHero } from "~/components/page-hero.tsx";
import { breadcrumbJsonLd } from "~/features/seo/json-ld.ts";

// The gallery page around its grid: text and links, static regions
// (routes/gallery.tsx) kept as the server's HTML. The grid and its lightbox
// are interactive and hydrate as usual.

export const galleryCrumbs = [
  { name: "Home", path: "/" },
  { name: "Gallery", path: "/gallery" },
];

export function GalleryIntro() {
  return (
    <PageHero eyebrow="Gallery" title="See our quality work" crumbs={galleryCrumbs}>
      <p>Recent cars, homes and storefronts from around the Emerald Coast. Select a photo to enlarge it.</p>
    </PageHero>
  );
}

export function GalleryOutro({ siteUrl }: { siteUrl: string }) {
  return (
    <>
      <CallToAction />
      <JsonLd data={breadcrumbJsonLd(siteUrl, galleryCrumbs)} />
    </>
  );
}
