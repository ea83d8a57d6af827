import {
  booking,
  bookingProductIds as bookedProductIds,
  bookingProducts,
  depositCentsFor,
  jobDurations,
  lookEstimate,
  type BookingConfig,
} from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import {
  labels,
  shadeParams,
  windowSizes,
  type ChoiceField,
  type JobChoice,
  type PpfChoice,
  type PropertyChoice,
  type VehicleChoice,
} from "./choice.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { capitalise } from "~/lib/words.ts";
import { checkSelection, shadedGroups, vehicleWithArticle, type SelectionCheck } from "./tint-rules.ts";

// The price, deposit, duration and legality of a job, from the catalogue's
// variants (their current price, sale included), app/config/booking.ts and
// tint-rules.ts. Pure: the server prices with the variants it has just read
// (estimate.server.ts, which every booking step calls again: nothing the
// browser says about price, duration or legality is used), and the /book page
// previews the same figures in the browser from the variants its loader sent.

export type Estimate = {
  choice: JobChoice;
  /** One sentence saying what is being booked. */
  summary: string;
  lines: { label: string; cents: number }[];
  /** The job's price; null when it is known only after a look, or cannot be priced. */
  priceCents: number | null;
  /** Homes and businesses: the likely range before the look. */
  range: { minCents: number; maxCents: number } | null;
  depositCents: number;
  durationMinutes: number;
  /** Vehicles: the tint-law check of every window group. */
  legality: SelectionCheck | null;
  bookable: boolean;
  /** Why it is not bookable (or what to know), by form field. */
  problems: { field: ChoiceField; message: string }[];
};

/** Words shown with a range: the price is not final. */
export const afterLookWording =
  "Final price after a look: we measure every window and confirm the price before any work.";

const shadeOf = (v: BookingVariant) =>
  Object.values(v.options)
    .find((x) => /^\d+%$/.test(x.trim()))
    ?.trim();
const hasVisorStrip = (v: BookingVariant) => Object.values(v.options).some((x) => /visor|windshield/i.test(x));
const onSale = (v: BookingVariant) => (v.priceCents < v.listPriceCents ? " (sale price)" : "");

function tintVariant(variants: BookingVariant[], productId: string, vlt: number, strip: boolean) {
  return variants.find(
    (v) =>
      v.productId === productId &&
      v.visible &&
      shadeOf(v) === `${vlt}%` &&
      (productId !== bookingProducts.vehicleTint["suv-van-minivan"] || hasVisorStrip(v) === strip),
  );
}

function vehicleWords(c: VehicleChoice | PpfChoice): string {
  const named = [c.year, c.make, c.model].filter((x) => x !== null && x !== "").join(" ");
  return named ? ` (${named})` : "";
}

function estimateVehicle(variants: BookingVariant[], choice: VehicleChoice, deposit: DepositRule): Estimate {
  const productId = bookingProducts.vehicleTint[choice.bodyType];
  const suvId = bookingProducts.vehicleTint["suv-van-minivan"];
  const problems: Estimate["problems"] = [];
  const legality = checkSelection({
    bodyType: choice.bodyType,
    pickupConfirmedMultipurpose: choice.pickupMultipurpose,
    shades: Object.fromEntries(shadedGroups.map((g) => [g, { vltPercent: choice.shades[g] }])),
    windshieldStrip: choice.windshieldStrip,
    medicalExemptionConfirmed: choice.medicalExemption,
  });
  for (const check of legality.groups) {
    if (check.group !== "windshieldStrip" && !check.bookable)
      problems.push({ field: shadeParams[check.group], message: check.reason });
  }

  // The package's shade is its back windows' (the shade the shop's package names; the
  // front sides take any offered shade at the same price); when the back sides and the
  // rear glass differ, the dearer of the two variants.
  const isSuv = choice.bodyType === "suv-van-minivan";
  const lines: Estimate["lines"] = [];
  let priceCents: number | null = null;
  const missing = shadedGroups.filter(
    (group) => !tintVariant(variants, productId, choice.shades[group], isSuv && choice.windshieldStrip),
  );
  for (const group of missing) {
    problems.push({
      field: shadeParams[group],
      message: `The ${choice.shades[group]}% shade is not offered for ${vehicleWithArticle(choice.bodyType)} right now: please choose another.`,
    });
  }
  const packageVariant = [choice.shades.backSides, choice.shades.rearGlass]
    .map((vlt) => tintVariant(variants, productId, vlt, isSuv && choice.windshieldStrip))
    .reduce<BookingVariant | undefined>(
      (best, v) => (v && (!best || v.priceCents > best.priceCents) ? v : best),
      undefined,
    );
  const shades = shadedGroups.map((g) => `${labels.group[g].toLowerCase()} ${choice.shades[g]}%`).join(", ");
  if (packageVariant && missing.length === 0) {
    // The line names every window group's shade (the package covers all three), and the coverage an SUV's variant adds.
    const coverage = Object.values(packageVariant.options).filter((x) => !/^\d+%$/.test(x.trim()));
    lines.push({
      label: `${[packageVariant.productTitle, ...coverage].join(", ")}: ${shades}${onSale(packageVariant)}`,
      cents: packageVariant.priceCents,
    });
    if (choice.windshieldStrip && !isSuv) {
      // Sold with the SUV package only: priced as the difference the SUV's two coverages make at this shade.
      const vlt = Number(shadeOf(packageVariant)?.replace("%", ""));
      const withStrip = tintVariant(variants, suvId, vlt, true);
      const without = tintVariant(variants, suvId, vlt, false);
      if (withStrip && without)
        lines.push({ label: "Windshield visor strip", cents: Math.max(0, withStrip.priceCents - without.priceCents) });
      else
        problems.push({
          field: "strip",
          message: "The windshield visor strip cannot be booked online right now: leave it out, or ask us for a quote.",
        });
    }
    if (!problems.some((p) => p.field === "strip")) priceCents = lines.reduce((sum, l) => sum + l.cents, 0);
  }
  if (priceCents === null) lines.length = 0;

  const summary = `${capitalise(business.films.headline)} tint for ${vehicleWithArticle(choice.bodyType)}${vehicleWords(choice)}: ${shades}${choice.windshieldStrip ? ", with a windshield visor strip" : ""}.`;
  return {
    choice,
    summary,
    lines,
    priceCents,
    range: null,
    depositCents: priceCents === null ? 0 : depositCentsFor(priceCents, deposit),
    durationMinutes:
      jobDurations.vehicleTint[choice.bodyType] + (choice.windshieldStrip ? jobDurations.windshieldStrip : 0),
    legality,
    bookable: priceCents !== null && legality.bookable && problems.length === 0,
    problems,
  };
}

function estimatePpf(variants: BookingVariant[], choice: PpfChoice, deposit: DepositRule): Estimate {
  const summary = `Paint protection film, ${labels.coverage[choice.coverage].toLowerCase()}, ${choice.finish} finish${vehicleWords(choice)}.`;
  const base = { choice, summary, range: null, legality: null } as const;
  if (choice.coverage !== "partial-front") {
    return {
      ...base,
      lines: [],
      priceCents: null,
      depositCents: 0,
      durationMinutes: 0,
      bookable: false,
      problems: [
        {
          field: "coverage",
          message: `${labels.coverage[choice.coverage]} film is priced after we see the car: ask us for a quote or call ${business.phone.display}.`,
        },
      ],
    };
  }
  const productId = bookingProducts.ppf[choice.coverage];
  const variant = variants.find(
    (v) =>
      v.productId === productId &&
      v.visible &&
      Object.values(v.options).some((x) => x.trim().toLowerCase() === choice.finish),
  );
  if (!variant) {
    return {
      ...base,
      lines: [],
      priceCents: null,
      depositCents: 0,
      durationMinutes: jobDurations.ppf[choice.coverage],
      bookable: false,
      problems: [
        {
          field: "finish",
          message: `The ${choice.finish} finish cannot be booked online right now: ask us for a quote.`,
        },
      ],
    };
  }
  return {
    ...base,
    lines: [{ label: `${variant.productTitle}, ${variant.variantTitle}${onSale(variant)}`, cents: variant.priceCents }],
    priceCents: variant.priceCents,
    depositCents: depositCentsFor(variant.priceCents, deposit),
    durationMinutes: jobDurations.ppf[choice.coverage],
    bookable: true,
    problems: [],
  };
}

/** A home's or business's likely price, from its windows; rounded out to whole tens of dollars. */
export function lookRange(choice: PropertyChoice): { minCents: number; maxCents: number } {
  const rate = lookEstimate.centsPerSquareFoot[choice.kind];
  const squareFeet = windowSizes.reduce(
    (sum, size) => sum + choice.windows[size] * lookEstimate.windowSquareFeet[size],
    0,
  );
  const step = lookEstimate.roundToCents;
  return {
    minCents: Math.floor((squareFeet * rate.min) / step) * step,
    maxCents: Math.ceil((squareFeet * rate.max) / step) * step,
  };
}

function estimateProperty(variants: BookingVariant[], choice: PropertyChoice, deposit: DepositRule): Estimate {
  const count = windowSizes.reduce((sum, size) => sum + choice.windows[size], 0);
  const visit = jobDurations.lookVisit;
  const durationMinutes =
    Math.ceil((visit.baseMinutes + visit.perWindowMinutes * count) / visit.roundToMinutes) * visit.roundToMinutes;
  const fee = variants.find((v) => v.productId === bookingProducts.lookVisit);
  const windows = windowSizes
    .filter((s) => choice.windows[s] > 0)
    .map((s) => `${choice.windows[s]} ${s}`)
    .join(", ");
  const summary = `Window film for a ${choice.kind === "home" ? "home" : "business"} (${labels.property[choice.propertyType].toLowerCase()}), about ${count} window${count === 1 ? "" : "s"} (${windows}): a visit to look and measure, the final price given there.`;
  const problems: Estimate["problems"] = fee
    ? []
    : [
        {
          field: "kind",
          message: `The visit cannot be booked online right now: ask us for a quote or call ${business.phone.display}.`,
        },
      ];
  return {
    choice,
    summary,
    lines: fee ? [{ label: `${fee.productTitle} (the fee is credited against the job)`, cents: fee.priceCents }] : [],
    priceCents: null,
    range: lookRange(choice),
    depositCents: fee ? depositCentsFor(fee.priceCents, deposit) : 0,
    durationMinutes,
    legality: null,
    bookable: fee !== undefined,
    problems,
  };
}

/** The catalogue products a choice is priced from. */
export function productsFor(choice: JobChoice): string[] {
  if (choice.kind === "vehicle")
    return [...new Set([bookingProducts.vehicleTint[choice.bodyType], bookingProducts.vehicleTint["suv-van-minivan"]])];
  if (choice.kind === "ppf") return choice.coverage === "partial-front" ? [bookingProducts.ppf[choice.coverage]] : [];
  return [bookingProducts.lookVisit];
}

/** The deposit's rule: a fixed amount, or a share of the price (the effective settings'). */
export type DepositRule = Pick<BookingConfig, "depositCents" | "depositPercent">;

/** Every catalogue product the booking flow prices from (the /book page's preview gets their variants). */
export const bookingProductIds: string[] = [...bookedProductIds];

/** The estimate of a checked choice, from these catalogue variants (those of productsFor(choice) at least). */
export function estimateFromVariants(
  variants: BookingVariant[],
  choice: JobChoice,
  deposit: DepositRule = booking,
): Estimate {
  if (choice.kind === "vehicle") return estimateVehicle(variants, choice, deposit);
  if (choice.kind === "ppf") return estimatePpf(variants, choice, deposit);
  return estimateProperty(variants, choice, deposit);
}
