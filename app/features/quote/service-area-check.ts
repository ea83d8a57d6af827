import type { ServiceArea } from "~/config/areas.ts";
import {
  describeNotServed,
  isPlacePrefix,
  locatePlace,
  serviceVerdict,
  type ServiceVerdict,
} from "~/features/areas/places.ts";

// "Do you serve my area?": the town, county, state or zip code typed in the
// quote form, answered by the same place module as the assistant
// (features/areas/places.ts), so the two never disagree.

export type AreaCheck =
  /** Too little typed to say anything yet (or the start of a place's name). */
  | { kind: "empty" }
  /** Inside: one area, two when a zip code is shared (32571 is Milton and Pace), several for a county. */
  | { kind: "inside"; areas: ServiceArea[]; zip: string | null }
  /** A known place we don't serve (or Florida as a whole), with the nearest area when there is a sensible one. */
  | { kind: "outside"; verdict: Exclude<ServiceVerdict, { kind: "inside" }>; describe: string }
  /** A name that is no US place we know. */
  | { kind: "unknown-town"; town: string };

export function checkServiceArea(input: string): AreaCheck {
  const text = input.trim();
  if (/^\d{0,4}$/.test(text)) return { kind: "empty" }; // digits still being typed
  const place = locatePlace(text, { whole: true });
  if (place) {
    const verdict = serviceVerdict(place);
    if (verdict.kind === "inside") return { kind: "inside", areas: verdict.areas, zip: place.zip };
    return { kind: "outside", verdict, describe: describeNotServed(verdict) };
  }
  if (text.length < 3 || isPlacePrefix(text)) return { kind: "empty" };
  return { kind: "unknown-town", town: text.replace(/\s+/g, " ") };
}

/** The slugs of the areas a location is in (stored with the request). */
export function areaSlugsOf(location: string): string[] {
  const check = checkServiceArea(location);
  return check.kind === "inside" ? check.areas.map((a) => a.slug) : [];
}
