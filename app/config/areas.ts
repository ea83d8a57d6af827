import { business } from "./business.ts";

export type ServiceArea = {
  name: string;
  slug: string;
  path: string;
  distance: string;
  population: string;
  county: string;
  description: string;
  services: readonly string[];
  zipCodes: readonly string[];
  coordinates: { lat: number; lng: number };
};

type AreaFacts = Omit<ServiceArea, "path" | "services">;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

// Table order of SPEC.md 3: the footer lists the first eight.
const facts: AreaFacts[] = [
  {
    // The home town comes first.
    name: business.homeTown.city,
    slug: "navarre",
    distance: "0 miles",
    population: "37,000",
    county: "Santa Rosa",
    zipCodes: [business.homeTown.postalCode],
    coordinates: { lat: 30.401588, lng: -86.863571 },
    description: "Our home base on Santa Rosa Sound: next-day mobile tint from Navarre Beach to Holley by the Sea.",
  },
  {
    name: "Fort Walton Beach",
    slug: "window-tinting-near-fort-walton-fl",
    distance: "15 miles",
    population: "22,000",
    county: "Okaloosa",
    zipCodes: ["32547", "32548", "32549"],
    coordinates: { lat: 30.420587, lng: -86.617031 },
    description:
      "Ceramic tint for Hurlburt Field commuters, Okaloosa Island condos and downtown Fort Walton storefronts, installed where you park.",
  },
  {
    name: "Gulf Breeze",
    slug: "gulf-breeze",
    distance: "8 miles",
    population: "6,200",
    county: "Santa Rosa",
    zipCodes: ["32561", "32563"],
    coordinates: { lat: 30.357133, lng: -87.163861 },
    description:
      "Glare and heat control for waterfront homes and family SUVs on the Gulf Breeze peninsula and in Tiger Point.",
  },
  {
    name: "Pensacola",
    slug: "pensacola",
    distance: "15 miles",
    population: "54,000",
    county: "Escambia",
    zipCodes: [...range(32501, 32509), ...range(32511, 32514), "32516", "32526"],
    coordinates: { lat: 30.421309, lng: -87.216915 },
    description:
      "Mobile ceramic tint across Pensacola, from East Hill bungalows to NAS Pensacola families and downtown offices.",
  },
  {
    name: "Destin",
    slug: "destin",
    distance: "25 miles",
    population: "14,000",
    county: "Okaloosa",
    zipCodes: ["32540", "32541"],
    coordinates: { lat: 30.393534, lng: -86.495783 },
    description:
      "UV and heat protection for Destin's harbor-front condos, rentals and beach-going trucks, with paint protection for the salt air.",
  },
  {
    name: "Milton",
    slug: "milton",
    distance: "18 miles",
    population: "10,200",
    county: "Santa Rosa",
    zipCodes: ["32570", "32571", "32572"],
    coordinates: { lat: 30.632412, lng: -87.039689 },
    description: "Tint for Milton's trucks, Whiting Field commuters and brick ranch homes along the Blackwater River.",
  },
  {
    name: "Pace",
    slug: "pace",
    distance: "22 miles",
    population: "23,000",
    county: "Santa Rosa",
    zipCodes: ["32571"],
    coordinates: { lat: 30.599358, lng: -87.161086 },
    description: "Driveway appointments in Pace's growing subdivisions for family SUVs, new builds and home offices.",
  },
  {
    name: "Crestview",
    slug: "crestview",
    distance: "28 miles",
    population: "27,000",
    county: "Okaloosa",
    zipCodes: ["32536", "32539"],
    coordinates: { lat: 30.762133, lng: -86.570508 },
    description:
      "Heat-rejecting ceramic film for Crestview's Eglin and Duke Field commuters and Hub City homes off I-10.",
  },
  {
    name: "Mary Esther",
    slug: "mary-esther",
    distance: "12 miles",
    population: "4,000",
    county: "Okaloosa",
    zipCodes: ["32569"],
    coordinates: { lat: 30.409916, lng: -86.665233 },
    description:
      "Quick mobile visits to Mary Esther homes and Hurlburt Field families, minutes from our Navarre base along US-98.",
  },
  {
    name: "Niceville",
    slug: "niceville",
    distance: "28 miles",
    population: "15,000",
    county: "Okaloosa",
    zipCodes: ["32578", "32588"],
    coordinates: { lat: 30.516855, lng: -86.482167 },
    description:
      "Window film for Bluewater Bay and Boggy Bayou homes and Eglin families' cars, installed at home or at work.",
  },
];

export const serviceAreas: readonly ServiceArea[] = facts.map((area) => ({
  ...area,
  path: `/service-areas/${area.slug}`,
  services: business.services,
}));

/** The lookup by slug of SPEC.md 3. */
export function getServiceArea(slug: string): ServiceArea | undefined {
  return serviceAreas.find((area) => area.slug === slug);
}

export const footerAreas = serviceAreas.slice(0, 8);
