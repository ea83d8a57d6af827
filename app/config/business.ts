// The business facts of DECISIONS.md. Every page, the JSON-LD, the sitemap and
// the assistant read them from here: nothing else in the code types them
// (facts-typed-once.test.ts checks every literal outside app/config).

import { describeWeek, everyDay, formatClockTime } from "./opening-hours.ts";

export { formatClockTime };

const opens = "07:00";
const closes = "19:00";
const homeTown = { city: "Navarre", region: "FL", regionName: "Florida", postalCode: "32566" } as const;
const offerPercent = 20;

/**
 * The default week: the same hours every day. The owner's own week (the
 * console's Settings, features/site-settings) overlays it; pages read the
 * effective one.
 */
const defaultWeek = describeWeek(everyDay(opens, closes));

export const business = {
  name: "Elite Window Tinting",
  shortName: "Elite Tint",
  phone: {
    display: "(850) 555-0142",
    e164: "+18505550142",
    href: "tel:+18505550142",
    sms: "sms:+18505550142",
  },
  email: "hello@elitewindowtinting.example",
  hours: {
    /** "7AM-7PM", "Mon-Sun 7AM-7PM", "Open every day, 7:00 AM to 7:00 PM", the week's table. */
    ...defaultWeek,
    timeZone: "America/Chicago",
  },
  homeTown: {
    ...homeTown,
    country: "US",
    /** "Navarre, FL" */
    cityRegion: `${homeTown.city}, ${homeTown.region}`,
    label: `${homeTown.city}, ${homeTown.region} ${homeTown.postalCode}`,
  },
  serviceAreaLabel: `Mobile Service in ${homeTown.city} & surrounding areas`,
  tagline: "Premium ceramic window tint for cars, homes and businesses",
  blurb: `Elite Window Tinting is a mobile tint and paint protection studio based in ${homeTown.city}, ${homeTown.regionName}. We bring premium ceramic film to your driveway, home or storefront across Santa Rosa, Okaloosa and Escambia counties.`,
  services: [
    "Automotive Window Tinting",
    "Residential Window Tinting",
    "Commercial Window Tinting",
    "Paint Protection Film",
  ],
  films: {
    headline: "ceramic",
    shades: [5, 15, 20, 35, 50, 70],
  },
  offer: {
    percent: offerPercent,
    text: `${offerPercent}% off any tint service for first-time customers`,
  },
  founded: 2017,
  priceRange: "$$",
} as const;

export type ProfileLinks = {
  maps: string;
  social: string;
  reviews: string;
  accreditation: string;
};

/** Defaults for the external profiles; each can be overridden by an environment variable. */
export const defaultProfileLinks: ProfileLinks = {
  maps: `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query: `${business.name} ${business.homeTown.city} ${business.homeTown.region}` })}`,
  social: "https://www.facebook.com/elitewindowtintingnavarre",
  reviews: `https://www.yelp.com/search?${new URLSearchParams({ find_desc: business.name, find_loc: business.homeTown.cityRegion })}`,
  accreditation: `https://www.bbb.org/search?${new URLSearchParams({ find_text: business.name, find_loc: business.homeTown.cityRegion })}`,
};

export const profileLabels: Record<keyof ProfileLinks, string> = {
  maps: "Google Maps",
  social: "Facebook",
  reviews: "Yelp",
  accreditation: "Better Business Bureau",
};

/** The live map shown in the footer once the visitor asks for it. */
export const homeMapEmbedUrl = `https://www.google.com/maps?${new URLSearchParams({ q: business.homeTown.label, z: "12", output: "embed" })}`;

/** The store id of the store API's paths (/store/{id}/...) when STORE_ID is not set. */
export const defaultStoreId = "elite-tint";
