// The business facts of DECISIONS.md. Every page, the JSON-LD, the sitemap and
// the assistant read them from here: nothing else types the phone number.

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
    label: "Mon-Sun 7AM-7PM",
    long: "Open every day, 7:00 AM to 7:00 PM",
    opens: "07:00",
    closes: "19:00",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    timeZone: "America/Chicago",
  },
  homeTown: {
    city: "Navarre",
    region: "FL",
    regionName: "Florida",
    postalCode: "32566",
    country: "US",
    label: "Navarre, FL 32566",
  },
  serviceAreaLabel: "Mobile Service in Navarre & surrounding areas",
  tagline: "Premium ceramic window tint for cars, homes and businesses",
  blurb:
    "Elite Window Tinting is a mobile tint and paint protection studio based in Navarre, Florida. We bring premium ceramic film to your driveway, home or storefront across Santa Rosa, Okaloosa and Escambia counties.",
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
    percent: 20,
    text: "20% off any tint service for first-time customers",
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
  maps: "https://www.google.com/maps/search/?api=1&query=Elite+Window+Tinting+Navarre+FL",
  social: "https://www.facebook.com/elitewindowtintingnavarre",
  reviews: "https://www.yelp.com/search?find_desc=Elite+Window+Tinting&find_loc=Navarre%2C+FL",
  accreditation: "https://www.bbb.org/search?find_text=Elite+Window+Tinting&find_loc=Navarre%2C+FL",
};

export const profileLabels: Record<keyof ProfileLinks, string> = {
  maps: "Google Maps",
  social: "Facebook",
  reviews: "Yelp",
  accreditation: "Better Business Bureau",
};

/** The live map shown in the footer once the visitor asks for it. */
export const homeMapEmbedUrl = "https://www.google.com/maps?q=Navarre%2C+FL+32566&z=12&output=embed";
