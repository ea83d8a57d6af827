// Florida's tint law applied to one vehicle and one choice of shades: the
// booking flow's preview, its price step, the server's re-check of a booking
// and the assistant all ask this module, so they can never disagree. Pure: no
// server code, the same in the browser and on the server. Every figure comes
// from app/config/tint-law.ts (FACTS.md); docs/decisions/014 has the table.

import { business } from "../../config/business.ts";
import { floridaTintLaw as law, type VehicleClass } from "../../config/tint-law.ts";
import { withArticle } from "../../lib/words.ts";

export type BodyType = "sedan-coupe" | "suv-van-minivan" | "pickup";
export const bodyTypes = ["sedan-coupe", "suv-van-minivan", "pickup"] as const satisfies readonly BodyType[];

/** The window groups a customer picks a shade for; the windshield only takes a strip above the line. */
export type WindowGroup = "frontSides" | "backSides" | "rearGlass" | "windshieldStrip";
/** The groups limited by a minimum VLT. */
export type ShadedGroup = Exclude<WindowGroup, "windshieldStrip">;
export const shadedGroups = ["frontSides", "backSides", "rearGlass"] as const satisfies readonly ShadedGroup[];
export const windowGroups = [...shadedGroups, "windshieldStrip"] as const satisfies readonly WindowGroup[];

/** The shades (VLT %) the shop offers. */
export const offeredShades: readonly number[] = business.films.shades;

/** Each body type as written inside a sentence: acronyms in capitals, other words in lower case. */
const bodyNouns: Record<BodyType, string> = {
  "sedan-coupe": "sedan or coupe",
  "suv-van-minivan": "SUV, van or minivan",
  pickup: "pickup truck",
};

/** The body type inside a sentence: "SUV, van or minivan". */
export const vehicleNoun = (bodyType: BodyType): string => bodyNouns[bodyType];
/** With its article: "an SUV, van or minivan", "a sedan or coupe". */
export const vehicleWithArticle = (bodyType: BodyType): string => withArticle(bodyNouns[bodyType]);

const groupLabels: Record<WindowGroup, string> = {
  frontSides: "front side windows",
  backSides: "back side windows",
  rearGlass: "rear window",
  windshieldStrip: "windshield strip",
};

/**
 * The law's vehicle class. A pickup counts as a passenger car unless the
 * customer confirms it is a multipurpose vehicle: the law is unclear about
 * pickups and installing illegal film is a misdemeanor, so the shop plays safe.
 */
export function vehicleClassOf(bodyType: BodyType, pickupConfirmedMultipurpose = false): VehicleClass {
  if (bodyType === "suv-van-minivan") return "multipurpose";
  if (bodyType === "pickup" && pickupConfirmedMultipurpose) return "multipurpose";
  return "sedan";
}

/** The darkest legal VLT (%) of a window group for a vehicle class. */
export function minVltFor(vehicleClass: VehicleClass, group: ShadedGroup): number {
  const limits = law.vehicleClasses[vehicleClass].minVlt;
  return group === "frontSides" ? limits.frontSide : group === "backSides" ? limits.backSide : limits.rear;
}

/** The highest legal reflectance (%) of a window group. */
export function maxReflectanceFor(group: ShadedGroup): number {
  return group === "frontSides" ? law.maxReflectance.frontSide : law.maxReflectance.backSideAndRear;
}

const citation = `Florida law (${law.statutes})`;

function vehicleWords(bodyType: BodyType, pickupConfirmedMultipurpose: boolean): string {
  if (bodyType !== "pickup") return vehicleWithArticle(bodyType);
  return pickupConfirmedMultipurpose
    ? "a pickup truck confirmed as a multipurpose vehicle"
    : "a pickup truck (treated like a passenger car unless confirmed as a multipurpose vehicle)";
}

function groupRule(bodyType: BodyType, pickupConfirmedMultipurpose: boolean, group: ShadedGroup): string {
  const min = minVltFor(vehicleClassOf(bodyType, pickupConfirmedMultipurpose), group);
  const whose = group === "frontSides" ? "every vehicle" : vehicleWords(bodyType, pickupConfirmedMultipurpose);
  return `the ${groupLabels[group]} of ${whose} may be as dark as ${min}% VLT under ${citation}, and no darker`;
}

/**
 * The rule of one window group for one body type, as a sentence the assistant
 * can quote as it is.
 */
export function describeRule(bodyType: BodyType, group: WindowGroup, pickupConfirmedMultipurpose = false): string {
  if (group === "windshieldStrip") {
    return `On the windshield of every vehicle, ${citation} allows film only as a non-reflective strip along the top, above the ${law.windshieldLine} line marked on the glass; no film below it.`;
  }
  const rule = groupRule(bodyType, pickupConfirmedMultipurpose, group);
  const reflectance = `reflectance at most ${maxReflectanceFor(group)}%`;
  const pickup =
    bodyType === "pickup" && !pickupConfirmedMultipurpose && group !== "frontSides"
      ? ` ${law.pickups.charAt(0).toUpperCase()}${law.pickups.slice(1)}.`
      : "";
  return `${rule.charAt(0).toUpperCase()}${rule.slice(1)}, with ${reflectance}.${pickup}`;
}

export type ShadeInput = {
  bodyType: BodyType;
  pickupConfirmedMultipurpose?: boolean;
  group: ShadedGroup;
  /** The film's visible light transmission, in %. */
  vltPercent: number;
  /** The film's reflectance in %, when the film line states it. */
  reflectancePercent?: number;
  /** The customer confirmed a medical exemption certificate for this vehicle. */
  medicalExemptionConfirmed?: boolean;
};

export type ShadeCheck = {
  group: WindowGroup;
  /** Legal for the road without an exemption. */
  legal: boolean;
  /** May be booked: legal, or illegal with the medical exemption confirmed. */
  bookable: boolean;
  /** Booked only because of the medical exemption (the booking records it). */
  medicalExemptionUsed: boolean;
  /** The darkest legal VLT (%), or null for the windshield strip. */
  minVlt: number | null;
  /** Plain words for a visitor, citing the limit. */
  reason: string;
  reflectanceNote: string;
};

const exemptionWords = `a medical exemption certificate (Florida Statutes ${law.medicalExemption.statute})`;

function exemptionSentence(illegal: boolean, confirmed: boolean): string {
  if (!illegal) return "";
  return confirmed
    ? ` You confirmed ${exemptionWords} for this vehicle, so it can be booked; keep the certificate in the vehicle.`
    : ` We can install it only for a vehicle with ${exemptionWords}.`;
}

/** Is this shade legal on this window group of this vehicle, and can it be booked? */
export function checkShade(input: ShadeInput): ShadeCheck {
  const { bodyType, group, vltPercent, reflectancePercent } = input;
  const pickupConfirmed = input.pickupConfirmedMultipurpose === true;
  const confirmed = input.medicalExemptionConfirmed === true;
  const minVlt = minVltFor(vehicleClassOf(bodyType, pickupConfirmed), group);
  const maxReflectance = maxReflectanceFor(group);
  const vltLegal = vltPercent >= minVlt;
  const reflectanceLegal = reflectancePercent === undefined || reflectancePercent <= maxReflectance;
  const legal = vltLegal && reflectanceLegal;

  const rule = groupRule(bodyType, pickupConfirmed, group);
  const verdict = vltLegal
    ? `Yes: ${vltPercent}% is legal, because ${rule}.`
    : `No: ${vltPercent}% is too dark, because ${rule}.`;
  const reflectanceNote =
    reflectancePercent === undefined
      ? `Florida also limits the reflectance of the ${groupLabels[group]} to ${maxReflectance}% at most.`
      : reflectanceLegal
        ? `A reflectance of ${reflectancePercent}% is within the ${maxReflectance}% Florida allows on the ${groupLabels[group]}.`
        : `A reflectance of ${reflectancePercent}% is above the ${maxReflectance}% Florida allows on the ${groupLabels[group]}.`;
  const reason = `${verdict}${reflectanceLegal ? "" : ` ${reflectanceNote}`}${exemptionSentence(!legal, confirmed)}`;
  return {
    group,
    legal,
    bookable: legal || confirmed,
    medicalExemptionUsed: !legal && confirmed,
    minVlt,
    reason,
    reflectanceNote,
  };
}

/** A customer's whole choice: a shade per group (a group left out gets no film) and the windshield strip or not. */
export type Selection = {
  bodyType: BodyType;
  pickupConfirmedMultipurpose?: boolean;
  shades: Partial<Record<ShadedGroup, { vltPercent: number; reflectancePercent?: number }>>;
  /** A strip above the windshield's line: the only film the windshield takes. */
  windshieldStrip: boolean;
  medicalExemptionConfirmed?: boolean;
};

export type SelectionCheck = {
  /** Every group legal for the road. */
  legal: boolean;
  /** Can be booked (legal, or the medical exemption confirmed). */
  bookable: boolean;
  /** The booking must record the medical exemption. */
  medicalExemptionUsed: boolean;
  vehicleClass: VehicleClass;
  groups: ShadeCheck[];
};

/** Checks every group of a selection at once. */
export function checkSelection(selection: Selection): SelectionCheck {
  const pickupConfirmed = selection.pickupConfirmedMultipurpose === true;
  const groups: ShadeCheck[] = [];
  for (const group of shadedGroups) {
    const shade = selection.shades[group];
    if (!shade) continue;
    groups.push(
      checkShade({
        bodyType: selection.bodyType,
        pickupConfirmedMultipurpose: pickupConfirmed,
        group,
        vltPercent: shade.vltPercent,
        reflectancePercent: shade.reflectancePercent,
        medicalExemptionConfirmed: selection.medicalExemptionConfirmed,
      }),
    );
  }
  if (selection.windshieldStrip) {
    groups.push({
      group: "windshieldStrip",
      legal: true,
      bookable: true,
      medicalExemptionUsed: false,
      minVlt: null,
      reason: `Yes: a windshield strip is legal above the ${law.windshieldLine} line, and only there.`,
      reflectanceNote: "The strip must be non-reflective.",
    });
  }
  const legal = groups.every((g) => g.legal);
  return {
    legal,
    bookable: groups.every((g) => g.bookable),
    medicalExemptionUsed: groups.some((g) => g.medicalExemptionUsed),
    vehicleClass: vehicleClassOf(selection.bodyType, pickupConfirmed),
    groups,
  };
}
