import type { Route } from "./+types/gallery";
import { staticRegion } from "~/speed/static-region.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { galleryItems } from "~/features/content/content.server.ts";
import { GalleryGrid } from "~/features/content/components/gallery-grid.tsx";
import { galleryCategories } from "~/features/content/gallery-categories.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: "Gallery: Our Window Tint and PPF Work",
    description: `See our ceramic window tint and paint protection film work on cars, trucks, homes and storefronts across ${business.homeTown.city}, Destin, Pensacola and Fort Walton Beach.`,
    path: "/gallery",
    image: "/images/gallery/g01.svg",
  });

export function loader() {
  return { items: galleryItems };
}

const loadParts = () => import("~/features/content/components/gallery-page-parts.tsx");
const GalleryIntro = staticRegion({ id: "gallery-intro", load: () => loadParts().then((m) => m.GalleryIntro) });
const GalleryOutro = staticRegion({ id: "gallery-outro", load: () => loadParts().then((m) => m.GalleryOutro) });

export default function Gallery({ loaderData, matches }: Route.ComponentProps) {
  return (
    <>
      <GalleryIntro />
      <Container className="py-16">
        <GalleryGrid items={loaderData.items} categories={galleryCategories} />
      </Container>
      <GalleryOutro siteUrl={siteUrlOf(matches)} />
    </>
  );
}
