import { business } from "~/config/business.ts";
import { shadedGroups, type BodyType, type ShadedGroup } from "./tint-rules.ts";

// What the visitor wants done (the booking's "what" step, issue 15): one
// schema for the browser (the live preview and price) and the server (every
// step re-reads the choice and re-prices it), and one way to carry a choice in
// a URL: /book/when?<choice params>&area=<slug>. The form's field names are
// the URL's parameter names, so a plain form post parses the same way.
//
// This file holds the options, their words and the types, with no zod, so the
// booking page can show them and price a choice before the checks load
// (choice-schema.ts has the schema and choiceFromSearchParams).

export const jobKinds = ["vehicle", "home", "business", "ppf"] as const;
export type JobKind = (typeof jobKinds)[number];

/** The film lines sold: the catalogue's packages are the headline film. */
export const filmLines = [business.films.headline] as const;
export type FilmLine = (typeof filmLines)[number];

export const propertyTypes = {
  home: ["house", "townhouse", "condo"],
  business: ["storefront", "office", "restaurant", "warehouse"],
} as const;
export type PropertyType = (typeof propertyTypes)[keyof typeof propertyTypes][number];

export const windowSizes = ["small", "medium", "large"] as const;
export type WindowSize = (typeof windowSizes)[number];

export const ppfCoverages = ["partial-front", "full-front", "full-body"] as const;
export type PpfCoverage = (typeof ppfCoverages)[number];
export const ppfFinishes = ["gloss", "satin"] as const;
export type PpfFinish = (typeof ppfFinishes)[number];

export const limits = { vehicleText: 40, windowsPerSize: 200, oldestYear: 1950 } as const;

/** Words for each option, shared by the form, the summary and the messages. */
export const labels = {
  kind: { vehicle: "Car, SUV or truck", home: "Home", business: "Business", ppf: "Paint protection film" },
  body: { "sedan-coupe": "Sedan or coupe", "suv-van-minivan": "SUV, van or minivan", pickup: "Pickup truck" },
  group: { frontSides: "Front sides", backSides: "Back sides", rearGlass: "Rear glass" },
  property: {
    house: "House",
    townhouse: "Townhouse",
    condo: "Condo or apartment",
    storefront: "Storefront",
    office: "Office",
    restaurant: "Restaurant",
    warehouse: "Warehouse or workshop",
  },
  size: {
    small: "Small (bathroom, side light)",
    medium: "Medium (bedroom, kitchen)",
    large: "Large (picture window, patio door)",
  },
  coverage: { "partial-front": "Partial front", "full-front": "Full front", "full-body": "Full body" },
  finish: { gloss: "Gloss", satin: "Satin" },
} as const satisfies {
  kind: Record<JobKind, string>;
  body: Record<BodyType, string>;
  group: Record<ShadedGroup, string>;
  property: Record<PropertyType, string>;
  size: Record<WindowSize, string>;
  coverage: Record<PpfCoverage, string>;
  finish: Record<PpfFinish, string>;
};

/** The URL and form parameter of each field. */
export const shadeParams = { frontSides: "front", backSides: "back", rearGlass: "rear" } as const satisfies Record<
  ShadedGroup,
  string
>;
export const choiceFields = [
  "kind",
  "body",
  "year",
  "make",
  "model",
  "film",
  "front",
  "back",
  "rear",
  "strip",
  "multipurpose",
  "exemption",
  "property",
  "small",
  "medium",
  "large",
  "coverage",
  "finish",
] as const;
export type ChoiceField = (typeof choiceFields)[number];
export type ChoiceErrors = Partial<Record<ChoiceField, string>>;

export type VehicleDetails = { year: number | null; make: string; model: string };

export type VehicleChoice = VehicleDetails & {
  kind: "vehicle";
  bodyType: BodyType;
  filmLine: FilmLine;
  /** A shade (VLT %) for each window group. */
  shades: Record<ShadedGroup, number>;
  /** A visor strip above the windshield's line: the only film a windshield takes. */
  windshieldStrip: boolean;
  /** The customer confirms their pickup is a multipurpose vehicle (ignored for other bodies). */
  pickupMultipurpose: boolean;
  /** The customer confirms a medical exemption certificate for this vehicle. */
  medicalExemption: boolean;
};
export type PropertyChoice = {
  kind: "home" | "business";
  propertyType: PropertyType;
  /** Approximate number of windows of each size. */
  windows: Record<WindowSize, number>;
};
export type PpfChoice = VehicleDetails & { kind: "ppf"; coverage: PpfCoverage; finish: PpfFinish };
export type JobChoice = VehicleChoice | PropertyChoice | PpfChoice;

/** The parameters of a choice, in a stable order (the default film and unticked boxes left out). */
export function choiceToSearchParams(choice: JobChoice): URLSearchParams {
  const params = new URLSearchParams({ kind: choice.kind });
  const details = (c: VehicleDetails) => {
    if (c.year !== null) params.set("year", String(c.year));
    if (c.make) params.set("make", c.make);
    if (c.model) params.set("model", c.model);
  };
  if (choice.kind === "vehicle") {
    params.set("body", choice.bodyType);
    details(choice);
    params.set("film", choice.filmLine);
    for (const group of shadedGroups) params.set(shadeParams[group], String(choice.shades[group]));
    if (choice.windshieldStrip) params.set("strip", "1");
    if (choice.pickupMultipurpose && choice.bodyType === "pickup") params.set("multipurpose", "1");
    if (choice.medicalExemption) params.set("exemption", "1");
  } else if (choice.kind === "ppf") {
    details(choice);
    params.set("coverage", choice.coverage);
    params.set("finish", choice.finish);
  } else {
    params.set("property", choice.propertyType);
    for (const size of windowSizes) params.set(size, String(choice.windows[size]));
  }
  return params;
}

export type ChoiceParse = { ok: true; choice: JobChoice } | { ok: false; errors: ChoiceErrors };
