import { Clock, MapPin, Phone } from "lucide-react";
import { footerAreas } from "~/config/areas.ts";
import { business, profileLabels, type ProfileLinks } from "~/config/business.ts";
import { footerQuickLinks, footerServiceLinks } from "~/config/navigation.ts";
import { localBusinessJsonLd, type OpeningHours } from "~/features/seo/json-ld.ts";
import { JsonLd } from "./json-ld.tsx";
import { SmartLink } from "./smart-link.tsx";

/*
 * The footer's text and links, kept as the server's HTML in the browser
 * (static regions, site-footer.tsx): fetched only if the browser must render
 * them itself.
 */

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

/** The company blurb with phone, hours and location, and the three link lists. */
export function FooterLinks({ hoursLabel }: { hoursLabel: string }) {
  return (
    <>
      <div>
        <p className="font-display text-xl font-semibold text-white">
          Elite <span className="text-gold-400">Window Tinting</span>
        </p>
        <p className="mt-4 text-sm leading-relaxed">{business.blurb}</p>
        <p className="mt-3 text-sm font-medium text-white">Ceramic tint for cars, homes and businesses.</p>
        <ul className="mt-6 space-y-3 text-sm">
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-4 text-gold-400" />
            <SmartLink href={business.phone.href} className="font-semibold text-white hover:text-gold-300">
              {business.phone.display}
            </SmartLink>
          </li>
          <li className="flex items-center gap-3">
            <Clock aria-hidden="true" className="size-4 text-gold-400" />
            <span>{hoursLabel}</span>
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
    </>
  );
}

/** The four external profiles. */
export function FooterProfiles({ profiles }: { profiles: ProfileLinks }) {
  return (
    <>
      <h2 className="text-sm font-semibold tracking-widest text-gold-400 uppercase">Find us online</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {(Object.keys(profileLabels) as (keyof ProfileLinks)[]).map((key) => (
          <li key={key}>
            <SmartLink
              href={profiles[key]}
              className="inline-flex rounded-full border border-white/15 px-4 py-2 text-sm text-white hover:border-gold-400 hover:text-gold-300"
            >
              {profileLabels[key]}
            </SmartLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Copyright, the privacy link and the keyword paragraph; and the business's
 * structured data for search engines (LocalBusiness, the same facts as this
 * footer), which every page carries.
 */
export function FooterLegal({
  year,
  siteUrl,
  profiles,
  openingHours,
}: {
  year: number;
  siteUrl?: string;
  profiles: ProfileLinks;
  /** The owner's week as schema.org's openingHoursSpecification (app/config's without it). */
  openingHours?: OpeningHours;
}) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {year} {business.name}. All rights reserved.
        </p>
        <SmartLink href="/#privacy-policy" className="text-slate-300 underline-offset-2 hover:underline">
          Privacy Policy
        </SmartLink>
      </div>
      <p className="leading-relaxed">
        {`Window tinting ${business.homeTown.city} ${business.homeTown.region} · car window tinting · ceramic window tint · home window tinting · commercial ` +
          `window film · paint protection film · mobile window tinting in ${business.homeTown.city}, Gulf Breeze, Pensacola, Fort Walton ` +
          `Beach, Destin, Milton, Pace, Crestview, Mary Esther and Niceville, ${business.homeTown.regionName}.`}
      </p>
      {siteUrl && <JsonLd data={localBusinessJsonLd(siteUrl, Object.values(profiles), openingHours)} />}
    </>
  );
}
