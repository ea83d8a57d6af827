import { useState } from "react";
import { business, defaultProfileLinks, homeMapEmbedUrl, type ProfileLinks } from "~/config/business.ts";
import type { SiteHours } from "~/features/site-settings/site-hours.ts";
import { staticRegion } from "~/speed/static-region.tsx";
import { containerClassName } from "./ui/container.tsx";

// Everything but the map is text and links: kept as the server's HTML (static regions).
const loadContent = () => import("./site-footer-content.tsx");
const FooterLinks = staticRegion({
  id: "footer-links",
  className: `${containerClassName} grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]`,
  load: () => loadContent().then((m) => m.FooterLinks),
});
const FooterProfiles = staticRegion({
  id: "footer-profiles",
  load: () => loadContent().then((m) => m.FooterProfiles),
});
const FooterLegal = staticRegion({
  id: "footer-legal",
  className: `${containerClassName} space-y-4 py-8 text-xs text-slate-400`,
  load: () => loadContent().then((m) => m.FooterLegal),
});

function HomeTownMap() {
  const [live, setLive] = useState(false);
  const label = `Map of ${business.homeTown.city}, ${business.homeTown.region}`;
  if (live) {
    return (
      <iframe
        title={label}
        src={homeMapEmbedUrl}
        width={400}
        height={200}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[2/1] h-auto w-full rounded-2xl border border-white/10"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setLive(true)}
      className="group relative block w-full overflow-hidden rounded-2xl border border-white/10 text-left"
    >
      <img src="/images/map-navarre.svg" alt="" width={800} height={400} loading="lazy" className="h-auto w-full" />
      <span className="absolute inset-x-3 bottom-3 rounded-full bg-ink-950/85 px-4 py-2 text-center text-sm font-semibold text-white group-hover:bg-ink-950">
        Load the live map of {business.homeTown.city}
      </span>
    </button>
  );
}

export function SiteFooter({
  profiles = defaultProfileLinks,
  year,
  siteUrl,
  hours,
}: {
  profiles?: ProfileLinks;
  year: number;
  /** For the structured data; none on pages rendered without the root's data. */
  siteUrl?: string;
  /** The owner's hours (the root loader's); app/config's without them. */
  hours?: SiteHours;
}) {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <FooterLinks hoursLabel={hours?.label ?? business.hours.label} />
      <div className={`${containerClassName} grid gap-10 border-t border-white/10 py-10 md:grid-cols-2`}>
        <FooterProfiles profiles={profiles} />
        <HomeTownMap />
      </div>
      <div className="border-t border-white/10">
        <FooterLegal year={year} siteUrl={siteUrl} profiles={profiles} openingHours={hours?.openingHours} />
      </div>
    </footer>
  );
}
