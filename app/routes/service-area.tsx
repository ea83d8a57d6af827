import { data } from "react-router";
import type { Route } from "./+types/service-area";
import { staticRegion } from "~/speed/static-region.tsx";
import { getServiceArea, serviceAreas } from "~/config/areas.ts";
import { getAreaPage, reviewsForTown, servicePages } from "~/features/content/content.server.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { keptContentPage } from "~/lib/kept-page.ts";

// The same for every visitor: the server keeps one copy per version of what it shows (docs/decisions/029).
export const handle = keptContentPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(siteUrlOf(matches), {
        title: loaderData.page.metaTitle,
        description: loaderData.page.metaDescription,
        path: loaderData.area.path,
      })
    : [];

export function loader({ params }: Route.LoaderArgs) {
  const area = getServiceArea(params.citySlug);
  const page = area && getAreaPage(area.slug);
  if (!area || !page) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    area,
    page: page.data,
    html: page.html,
    reviews: reviewsForTown(area.name),
    services: servicePages.map((s) => ({ slug: s.slug, title: s.data.title, summary: s.data.summary })),
    nearby: serviceAreas.filter((a) => a.slug !== area.slug).map((a) => ({ name: a.name, path: a.path })),
  };
}

// Everything on the page is text, facts and links: a static region (speed/static-region.tsx).
const loadAreaPage = () => import("~/features/areas/components/area-page.tsx");
const AreaPage = staticRegion({
  id: "area-page",
  load: () => loadAreaPage().then((m) => m.AreaPage),
});

export default function ServiceAreaPage({ loaderData, matches }: Route.ComponentProps) {
  return <AreaPage {...loaderData} siteUrl={siteUrlOf(matches)} />;
}
