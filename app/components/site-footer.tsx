import { Clock, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { footerAreas } from "~/config/areas.ts";
import { business, defaultProfileLinks, homeMapEmbedUrl, profileLabels, type ProfileLinks } from "~/config/business.ts";
import { footerQuickLinks, footerServiceLinks } from "~/config/navigation.ts";
import { SmartLink } from "./smart-link.tsx";
import { Container } from "./ui/container.tsx";

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

function FooterList({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-widest text-gold-400 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <SmartLink href={link.href} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ profiles = defaultProfileLinks, year }: { profiles?: ProfileLinks; year: number }) {
  const profileLinks = (Object.keys(profileLabels) as (keyof ProfileLinks)[]).map((key) => ({
    label: profileLabels[key],
    href: profiles[key],
  }));
  return (
    <footer className="bg-ink-950 text-slate-300">
      <Container className="grid gap-12 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <p className="font-display text-xl font-semibold text-white">
            Elite <span className="text-gold-400">Window Tinting</span>
          </p>
          <p className="mt-4 text-sm leading-relaxed">{business.blurb}</p>
          <p className="mt-3 text-sm font-medium text-white">
            Ceramic tint for cars, homes and businesses.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-4 text-gold-400" />
              <SmartLink href={business.phone.href} className="font-semibold text-white hover:text-gold-300">
                {business.phone.display}
              </SmartLink>
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-4 text-gold-400" />
              <span>{business.hours.label}</span>
            </li>
            <li className="flex items-center gap-3">
              <MapPin aria-hidden="true" className="size-4 text-gold-400" />
              <span>Mobile Service in {business.homeTown.city} &amp; surrounding areas</span>
            </li>
          </ul>
        </div>
        <FooterList title="Quick Links" links={footerQuickLinks} />
        <FooterList title="Our Services" links={footerServiceLinks} />
        <FooterList
          title="Top Service Areas"
          links={footerAreas.map((area) => ({ label: area.name, href: area.path }))}
        />
      </Container>
      <Container className="grid gap-10 border-t border-white/10 py-10 md:grid-cols-2">
        <div>
          <h2 className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Find us online</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {profileLinks.map((link) => (
              <li key={link.label}>
                <SmartLink
                  href={link.href}
                  className="inline-flex rounded-full border border-white/15 px-4 py-2 text-sm text-white hover:border-gold-400 hover:text-gold-300"
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        <HomeTownMap />
      </Container>
      <div className="border-t border-white/10">
        <Container className="space-y-4 py-8 text-xs text-slate-400">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {year} {business.name}. All rights reserved.
            </p>
            <SmartLink href="/#privacy-policy" className="text-slate-300 underline-offset-2 hover:underline">
              Privacy Policy
            </SmartLink>
          </div>
          <p className="leading-relaxed">
            Window tinting Navarre FL · car window tinting · ceramic window tint · home window tinting · commercial
            window film · paint protection film · mobile window tinting in Navarre, Gulf Breeze, Pensacola, Fort Walton
            Beach, Destin, Milton, Pace, Crestview, Mary Esther and Niceville, Florida.
          </p>
        </Container>
      </div>
    </footer>
  );
}
