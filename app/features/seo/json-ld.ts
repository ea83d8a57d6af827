import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { openingHoursSpecification } from "~/config/opening-hours.ts";

// Structured data builders; name, phone and town come from the config so they
// are identical everywhere.

/** schema.org's openingHoursSpecification of a week (config/opening-hours.ts). */
export type OpeningHours = ReturnType<typeof openingHoursSpecification>;

/** The business; its hours the owner's (the root loader's) when given, else app/config's. */
export function localBusinessJsonLd(
  siteUrl: string,
  sameAs: string[] = [],
  openingHours: OpeningHours = openingHoursSpecification(business.hours.week),
) {
  const home = serviceAreas[0]!;
  return {
    "@context": "https://schema.org",
    "@type": "AutomotiveBusiness",
    additionalType: "https://schema.org/HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#business`,
    name: business.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    image: `${siteUrl}/images/hero.svg`,
    description: business.blurb,
    telephone: business.phone.e164,
    email: business.email,
    priceRange: business.priceRange,
    address: {
      "@type": "PostalAddress",
      addressLocality: business.homeTown.city,
      addressRegion: business.homeTown.region,
      postalCode: business.homeTown.postalCode,
      addressCountry: business.homeTown.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: home.coordinates.lat, longitude: home.coordinates.lng },
    openingHoursSpecification: openingHours,
    areaServed: serviceAreas.map((area) => ({
      "@type": "City",
      name: `${area.name}, FL`,
      geo: { "@type": "GeoCoordinates", latitude: area.coordinates.lat, longitude: area.coordinates.lng },
    })),
    makesOffer: business.services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    sameAs,
  };
}

export function serviceJsonLd(siteUrl: string, service: { name: string; description: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: `${siteUrl}${service.path}`,
    provider: { "@id": `${siteUrl}/#business` },
    areaServed: serviceAreas.map((area) => ({ "@type": "City", name: `${area.name}, FL` })),
  };
}

export function articleJsonLd(
  siteUrl: string,
  kind: "BlogPosting" | "NewsArticle",
  article: { title: string; description: string; date: string; author: string; image: string; path: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": kind,
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: { "@id": `${siteUrl}/#business`, "@type": "Organization", name: business.name },
    image: `${siteUrl}${article.image}`,
    mainEntityOfPage: `${siteUrl}${article.path}`,
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  };
}
