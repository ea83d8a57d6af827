// Florida's window-tint law (Florida Statutes 316.2951-316.2957), as FACTS.md
// states it. The assistant answers from these values; the blog guide, the FAQ
// and the automotive service page say the same (tint-law.test.ts checks them).

export type VehicleClass = "sedan" | "multipurpose";

const AS1 = "AS-1";
const windowMinSquareInches = 150;
const sedanMinVlt = { frontSide: 28, backSide: 15, rear: 15 } as const;

/** Minimum visible light transmission (VLT, %) of glass and film together, per window. */
export const floridaTintLaw = {
  statutes: "Florida Statutes 316.2951-316.2957",
  guidePath: "/blog/florida-window-tint-law-guide",
  vehicleClasses: {
    sedan: {
      label: "sedans, coupes, hatchbacks and wagons",
      minVlt: sedanMinVlt,
    },
    multipurpose: {
      label: "SUVs, vans and other multipurpose vehicles",
      // The front side windows have one limit for every vehicle.
      minVlt: { frontSide: sedanMinVlt.frontSide, backSide: 6, rear: 6 },
    },
  },
  /** Maximum reflectance (%). */
  maxReflectance: { frontSide: 25, backSideAndRear: 35 },
  /** The line marked on the windshield: film only above it. */
  windshieldLine: AS1,
  windshield: `no film below the ${AS1} line: only a transparent, non-reflective strip along the top of the windshield`,
  vltMeaning:
    "VLT means visible light transmission: the percentage of visible light that gets through the glass, so a lower number means a darker window",
  measured: "the limits apply to glass and film together, measured on the vehicle",
  perforatedFilm: { minVlt: 30, maxReflectance: 35 },
  /** What makes a vehicle "multipurpose" (FACTS.md): the SUVs' and vans' limits apply to it. */
  multipurposeDefinition:
    "a multipurpose vehicle carries 10 or fewer people and is built on a truck chassis or has off-road features",
  /** The limits are for vehicles driven on the road (the site: "legal on every road vehicle"). */
  roadVehicles: "Florida's limits are for vehicles driven on public roads",
  /** Glass smaller than this is not a "window" under the statute. */
  windowMinSquareInches,
  /** What the statute's definition of a "window" leaves out: the window limits don't apply to it. */
  notWindows: ["the windshield", "sunroofs", `any glass smaller than ${windowMinSquareInches} square inches`],
  mirrors: "with a non-transparent rear window the vehicle needs outside mirrors on both sides",
  medicalExemption: {
    statute: "316.29545",
    text: "a medical exemption certificate from the state motor-vehicle department (the Department of Highway Safety and Motor Vehicles) for lupus or similar conditions that require limited exposure to light; it is tied to the vehicle and not transferable",
  },
  penalties: {
    statute: "316.2956",
    driving: "driving with illegal film is a noncriminal, nonmoving traffic infraction",
    installing: "selling or installing non-compliant film is a second-degree misdemeanor",
  },
  /** Uncertain in the law, so the business plays it safe (FACTS.md). */
  pickups: `we treat pickup trucks like passenger cars (${sedanMinVlt.backSide}% on the back side and rear glass) unless your truck is confirmed to be a multipurpose vehicle`,
} as const;

const sedan = floridaTintLaw.vehicleClasses.sedan.minVlt;
const multipurpose = floridaTintLaw.vehicleClasses.multipurpose.minVlt;

/** The limits as written in a sentence: "28%". */
export const tintLawPercent = {
  /** The front side windows of every vehicle. */
  frontSide: `${sedan.frontSide}%`,
  /** The back side and rear windows of a sedan (or a pickup, played safe). */
  sedanBack: `${sedan.backSide}%`,
  /** The back side and rear windows of an SUV or van. */
  multipurposeBack: `${multipurpose.backSide}%`,
  reflectanceFront: `${floridaTintLaw.maxReflectance.frontSide}%`,
  reflectanceBack: `${floridaTintLaw.maxReflectance.backSideAndRear}%`,
} as const;
