import { getServiceArea, type ServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { describeNotServed, locatePlace, serviceVerdict } from "~/features/areas/places.ts";

// Where the job is: an address or a zip code -> one of the ten areas, or
// "outside our area, call us" (never a booking there).

export type WhereAnswer =
  | { kind: "inside"; area: ServiceArea; label: string }
  | { kind: "outside"; message: string }
  | { kind: "unknown"; message: string };

export const unknownPlace = `We couldn't find that place. Type your street address with its zip code (like ${business.homeTown.postalCode}), or call us at ${business.phone.display}.`;

/** The area of a typed address or zip (the preferred one when the place is in two areas). */
export function resolveWhere(text: string, preferred?: string | null): WhereAnswer {
  const place = locatePlace(text, { whole: !/\d/.test(text) || /^\s*\d{5}(-\d{4})?\s*$/.test(text) });
  if (!place) return { kind: "unknown", message: unknownPlace };
  const verdict = serviceVerdict(place);
  if (verdict.kind === "inside") {
    const area = verdict.areas.find((a) => a.slug === preferred) ?? verdict.areas[0]!;
    return { kind: "inside", area, label: place.label };
  }
  return {
    kind: "outside",
    message: `${describeNotServed(verdict)} We can't book that address online: please call us at ${business.phone.display} and we'll see what we can do.`,
  };
}

export const areaBySlug = (slug: string | null) => (slug ? getServiceArea(slug) : undefined);
