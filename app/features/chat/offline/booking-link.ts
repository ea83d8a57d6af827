import { bookHref as bookPageHref } from "~/lib/book-href.ts";
import { choiceToSearchParams, filmLines, type VehicleChoice } from "~/features/booking/choice.ts";
import type { Estimate } from "~/features/booking/estimate.ts";
import { checkShade, offeredShades, type BodyType, type ShadedGroup } from "~/features/booking/tint-rules.ts";
import type { Analysis } from "./analysis.ts";
import { formatDollars } from "~/lib/money.ts";
import { normalize } from "../text.ts";
import { link } from "./phrases.ts";
import { askedShades, type GroupShades } from "./shade-groups.ts";
import { VEHICLES } from "./slots.ts";
import { findVehicleModel } from "./vehicle-models.ts";

// "How much for my Camry?": the vehicle's body type (vehicle-models.ts), a
// legal choice of shades, the booking estimate of that choice (estimateJob,
// catalogue prices, computed by the caller on the server) and a link into
// /book with the choice filled in. Only the link reaches the browser.

export type ChatEstimate = { estimate: Estimate; href: string };

const BODY: Record<NonNullable<Analysis["vehicle"]>, BodyType> = {
  sedan: "sedan-coupe",
  multipurpose: "suv-van-minivan",
  truck: "pickup",
};

/** The shade we suggest when none is asked: legal on every window of every vehicle. */
export const DEFAULT_SHADE = 35;

/** What the estimate needs to know of a message: the vehicle and the shade it names (for each window, if said). */
export type VehicleAsked = Pick<Analysis, "vehicle" | "vehicleModel" | "shade"> & { groupShades?: GroupShades };

export function bodyTypeOf(a: VehicleAsked): BodyType | null {
  return a.vehicleModel?.body ?? (a.vehicle ? BODY[a.vehicle] : null);
}

/** The vehicle choice a price question describes: the shade asked where it is legal, else the default. */
export function vehicleChoiceFor(a: VehicleAsked): VehicleChoice | null {
  const bodyType = bodyTypeOf(a);
  if (!bodyType) return null;
  const shades = askedShades(a.shade, a.groupShades);
  const legal = (group: ShadedGroup) => {
    const asked = shades[group];
    return asked !== undefined &&
      offeredShades.includes(asked) &&
      checkShade({ bodyType, group, vltPercent: asked }).legal
      ? asked
      : DEFAULT_SHADE;
  };
  return {
    kind: "vehicle",
    bodyType,
    year: null,
    make: a.vehicleModel?.make ?? "",
    model: a.vehicleModel?.model ?? "",
    filmLine: filmLines[0],
    shades: { frontSides: legal("frontSides"), backSides: legal("backSides"), rearGlass: legal("rearGlass") },
    windshieldStrip: false,
    pickupMultipurpose: false,
    medicalExemption: false,
  };
}

export function bookHref(choice: VehicleChoice): string {
  return `/book?${choiceToSearchParams(choice).toString()}`;
}

/** /book with the body type chosen ("is 20% legal on my SUV?"). */
export function bookBodyHref(a: VehicleAsked): string | null {
  const body = bodyTypeOf(a);
  return body ? `/book?${new URLSearchParams({ kind: "vehicle", body }).toString()}` : null;
}

/** What a booking question's link can preselect: the vehicle, the kind of job and the town. */
export type BookingAsked = Pick<Analysis, "vehicle" | "vehicleModel" | "serviceKind" | "areas">;

const KIND: Record<NonNullable<Analysis["serviceKind"]>, string> = {
  automotive: "vehicle",
  residential: "home",
  commercial: "business",
  ppf: "ppf",
};

/** /book with what the conversation named preselected ("can I book Saturday?" after "how much for my Tahoe?"). */
export function bookingHref(a: BookingAsked): string {
  const body = bodyTypeOf({ ...a, shade: null });
  const kind = a.serviceKind ? KIND[a.serviceKind] : body ? "vehicle" : undefined;
  const vehicle = kind === "vehicle" || kind === "ppf";
  return bookPageHref({
    area: a.areas.length === 1 ? a.areas[0]!.slug : undefined,
    kind,
    body: kind === "vehicle" ? (body ?? undefined) : undefined,
    make: vehicle ? a.vehicleModel?.make : undefined,
    model: vehicle ? a.vehicleModel?.model : undefined,
  });
}

/** How a booking link names what it preselects: "Book your Chevrolet Tahoe", "Book for your home". */
export function bookingLabel(a: BookingAsked): string {
  if (a.vehicleModel && a.serviceKind !== "residential" && a.serviceKind !== "commercial")
    return `Book your ${a.vehicleModel.make} ${a.vehicleModel.model}`;
  if (a.serviceKind === "residential") return "Book for your home";
  if (a.serviceKind === "commercial") return "Book for your business";
  return "Book online";
}

/** The vehicle a few words name ("Camry", "2019 F-150", "an SUV"), and the shade asked, for the LLM's tool. */
export function vehicleAskedIn(words: string, shade: number | null): VehicleAsked {
  const text = normalize(words);
  const vehicleModel = findVehicleModel(text);
  const vehicle = vehicleModel
    ? ({ "sedan-coupe": "sedan", "suv-van-minivan": "multipurpose", pickup: "truck" } as const)[vehicleModel.body]
    : (VEHICLES.find(([, p]) => p.test(text))?.[0] ?? null);
  return { vehicle, vehicleModel, shade };
}

export const dollars = formatDollars;

/** The estimate as the first lines of a price answer, or null when it has no price. */
export function estimateSentence(e: ChatEstimate): string | null {
  const { estimate } = e;
  if (estimate.priceCents === null) return null;
  const sale = estimate.lines.some((l) => /sale price/i.test(l.label)) ? " (sale price)" : "";
  return `${estimate.summary} Estimate: ${dollars(estimate.priceCents)}${sale}, legal in Florida. ${link("Book it with these choices", e.href)} (you can change the shades there).`;
}
