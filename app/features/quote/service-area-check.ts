import { serviceAreas, type ServiceArea } from "~/config/areas.ts";

// "Do you serve my area?": a town or zip code against the ten service areas'
// names and zip codes (app/config/areas.ts).

export type AreaCheck =
  /** Too little typed to say anything yet (or the start of a town's name). */
  | { kind: "empty" }
  /** Inside: one area, or two when a zip code is shared (32571 is Milton and Pace). */
  | { kind: "inside"; areas: ServiceArea[]; zip: string | null }
  /** A zip code none of the areas has. */
  | { kind: "outside-zip"; zip: string }
  /** A name that is not one of the ten towns. */
  | { kind: "unknown-town"; town: string };

const normalizeTown = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/,?\s*(fl|florida)\.?\s*(\d{5})?$/, "")
    .replace(/\bft\.?\s/g, "fort ")
    .replace(/\bmt\.?\s/g, "mount ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

// "Fort Walton" finds Fort Walton Beach; "Navarre Beach" finds Navarre.
const withoutBeach = (town: string) => town.replace(/ beach$/, "");
const byName = new Map(
  serviceAreas.flatMap((area) => {
    const name = normalizeTown(area.name);
    return [
      [name, area],
      [withoutBeach(name), area],
    ] as const;
  }),
);

export function checkServiceArea(input: string): AreaCheck {
  const text = input.trim();
  // A zip code (or zip+4), alone or after the town: "Destin, FL 32541".
  const zip = /(?:^|\D)(\d{5})(?:-\d{4})?\s*$/.exec(text)?.[1];
  if (zip) {
    const areas = serviceAreas.filter((area) => area.zipCodes.includes(zip));
    return areas.length ? { kind: "inside", areas, zip } : { kind: "outside-zip", zip };
  }
  if (/^\d*$/.test(text)) return { kind: "empty" }; // digits still being typed
  const town = normalizeTown(text);
  if (town.length < 3) return { kind: "empty" };
  const area = byName.get(town) ?? byName.get(withoutBeach(town));
  if (area) return { kind: "inside", areas: [area], zip: null };
  // The start of a town's name: still typing.
  if ([...byName.keys()].some((name) => name.startsWith(town))) return { kind: "empty" };
  return { kind: "unknown-town", town: text.replace(/\s+/g, " ") };
}

/** The slugs of the areas a location is in (stored with the request). */
export function areaSlugsOf(location: string): string[] {
  const check = checkServiceArea(location);
  return check.kind === "inside" ? check.areas.map((a) => a.slug) : [];
}
