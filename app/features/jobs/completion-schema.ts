import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { checkShade, offeredShades, shadedGroups, type ShadedGroup } from "~/features/booking/tint-rules.ts";
import type { JobOutline } from "./job-groups.ts";

// The completion record's form (issue 25): one schema, built for the booked
// job's window groups, used by the form in the browser (Conform) and by the
// page's action. It checks each measured VLT against Florida's law for the
// vehicle's class (booking/tint-rules.ts): a window darker than the law allows,
// with no medical exemption recorded on the booking, cannot be saved until
// whoever completes the job acknowledges it.

z.config({ jitless: true });

export const RECORD_LIMITS = { film: 60, roll: 40, name: 80 } as const;

export type MeasuredGroup = { key: string; vlt?: number | undefined };

export type GroupLegality = {
  key: string;
  label: string;
  measuredVlt: number;
  /** The darkest legal VLT for this vehicle's class. */
  minVlt: number;
  legal: boolean;
  /** Darker than the law allows, and allowed only by the booking's medical exemption. */
  exemptionUsed: boolean;
  reason: string;
};

const isShaded = (key: string): key is ShadedGroup => (shadedGroups as readonly string[]).includes(key);

/**
 * The law's verdict on each measured window of a vehicle: the groups limited by
 * a minimum VLT, with a measurement. A home, a business or PPF has none.
 */
export function checkMeasuredVlt(
  outline: Pick<JobOutline, "vehicle" | "groups">,
  measured: readonly MeasuredGroup[],
  medicalExemption: boolean,
): GroupLegality[] {
  const vehicle = outline.vehicle;
  if (!vehicle) return [];
  const found: GroupLegality[] = [];
  for (const group of outline.groups) {
    const vlt = measured.find((m) => m.key === group.key)?.vlt;
    if (!isShaded(group.key) || typeof vlt !== "number" || !Number.isFinite(vlt)) continue;
    const check = checkShade({
      bodyType: vehicle.bodyType,
      pickupConfirmedMultipurpose: vehicle.pickupMultipurpose,
      group: group.key,
      vltPercent: vlt,
      medicalExemptionConfirmed: medicalExemption,
    });
    found.push({
      key: group.key,
      label: group.label,
      measuredVlt: vlt,
      minVlt: check.minVlt ?? 0,
      legal: check.legal,
      exemptionUsed: check.medicalExemptionUsed,
      reason: check.reason,
    });
  }
  return found;
}

/** The sentence shown (and required to be acknowledged) for windows too dark with no exemption. */
export function darkWarning(groups: readonly GroupLegality[], medicalExemption: boolean): string | null {
  const dark = groups.filter((g) => !g.legal);
  if (dark.length === 0 || medicalExemption) return null;
  const list = dark.map(
    (g) => `${g.label.toLowerCase()} measure ${g.measuredVlt}% (the law allows ${g.minVlt}% at the darkest)`,
  );
  return `Too dark for Florida's law: the ${list.join("; the ")}. No medical exemption is recorded on this booking.`;
}

const trimmed = (message: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(max, tooLong),
  );

const optionalTrimmed = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : undefined),
    z.string().max(max, tooLong).optional(),
  );

const groupShape = {
  key: z.string(),
  film: trimmed(
    "Name the film line installed.",
    RECORD_LIMITS.film,
    `Keep the film under ${RECORD_LIMITS.film} characters.`,
  ),
  shade: z.number().optional(),
  vlt: z.number().optional(),
  roll: trimmed(
    "Enter the roll or lot number.",
    RECORD_LIMITS.roll,
    `Keep the roll number under ${RECORD_LIMITS.roll} characters.`,
  ),
};
type GroupSchema = z.ZodObject<typeof groupShape>;

/** The record's schema for one job (its groups, its exemption). */
export function completionSchema(outline: Pick<JobOutline, "vehicle" | "groups">, medicalExemption: boolean) {
  // One schema per group, so each missing measurement is told beside its field at once.
  const groupSchemas = outline.groups.map((group): GroupSchema => {
    const what = group.label.toLowerCase();
    const vlt = z
      .number({ error: `Enter the VLT measured on the ${what}, 0 to 100%.` })
      .min(0, "A VLT is 0 to 100%.")
      .max(100, "A VLT is 0 to 100%.");
    const shade = z
      .number({ error: `Choose the shade installed on the ${what}.` })
      .refine((v) => offeredShades.includes(v), `Choose the shade installed on the ${what}.`);
    return z.object({
      ...groupShape,
      key: z.literal(group.key, { error: "This form is out of date: reload the page and fill it in again." }),
      ...(group.measured ? { shade, vlt } : {}),
    }) as unknown as GroupSchema;
  });
  return z
    .object({
      // A tuple at run time (one schema per group), typed as the list of groups it is.
      groups: z.tuple(groupSchemas as unknown as [GroupSchema], {
        error: "This form is out of date: reload the page and fill it in again.",
      }) as unknown as z.ZodArray<GroupSchema>,
      acknowledge: z.boolean().optional(),
      signedName: optionalTrimmed(RECORD_LIMITS.name, `Keep the name under ${RECORD_LIMITS.name} characters.`),
      signOff: z.boolean().optional(),
    })
    .superRefine((value, ctx) => {
      const warning = darkWarning(checkMeasuredVlt(outline, value.groups, medicalExemption), medicalExemption);
      if (warning && !value.acknowledge)
        ctx.addIssue({
          code: "custom",
          path: ["acknowledge"],
          message: `${warning} Tick the box to acknowledge it before saving.`,
        });
      if (value.signOff && !value.signedName)
        ctx.addIssue({ code: "custom", path: ["signedName"], message: "The customer types their name to sign off." });
      if (value.signedName && !value.signOff)
        ctx.addIssue({
          code: "custom",
          path: ["signOff"],
          message: "The customer ticks the box to sign off (or clear the name).",
        });
    });
}

export type CompletionInput = z.output<ReturnType<typeof completionSchema>>;

/** A photo taken before or after the job (the server checks its bytes, platform/photos.server.ts). */
export const jobPhotoSchema = z.object({
  intent: z.literal("photo"),
  stage: z.enum(["before", "after"], { error: "Say whether the photo is before or after." }),
  photo: z
    .custom<File>(
      (v) => typeof File !== "undefined" && v instanceof File && v.size > 0,
      "Take a photo first (or choose one from the phone).",
    )
    .refine((f) => f.size <= 15 * 1024 * 1024, "That photo is over 15 MB: choose a smaller one."),
});

/** One tap: a job photo into the public gallery. */
export const promotePhotoSchema = z.object({ intent: z.literal("promote"), photoId: z.coerce.number().int().min(1) });

/** The page's action data: which form answered, Conform's result, what was done. */
export type JobActAnswer = { intent: string; result: SubmissionResult<string[]>; ok?: string };
