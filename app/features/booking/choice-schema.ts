import { z } from "zod";
import { bodyTypes, offeredShades, type ShadedGroup } from "./tint-rules.ts";
import {
  choiceFields,
  filmLines,
  labels,
  limits,
  ppfCoverages,
  ppfFinishes,
  propertyTypes,
  shadeParams,
  type ChoiceErrors,
  type ChoiceField,
  type ChoiceParse,
  type JobChoice,
  type PropertyType,
  type WindowSize,
} from "./choice.ts";

// The check of what the visitor wants done (choice.ts has the options): one
// schema for the browser (the live price and preview, loaded after the page
// shows) and the server (every step re-reads the choice and re-prices it).

// This schema also runs in the browser: no eval-compiled parsers, which the
// site's Content-Security-Policy (no 'unsafe-eval') would refuse.
z.config({ jitless: true });

const shadeList = offeredShades.map((s) => `${s}%`).join(", ");
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const cleanText = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;

const vehicleText = (what: string) =>
  z
    .string({ error: `Type the ${what} as text.` })
    .trim()
    .max(limits.vehicleText, `The ${what} can be at most ${limits.vehicleText} characters.`)
    .regex(cleanText, `Please type the ${what} as plain text on one line.`);

const vehicleDetails = {
  year: z
    .number({ error: "Enter a year like 2021." })
    .int("Enter a year like 2021.")
    .min(limits.oldestYear, `Enter a year from ${limits.oldestYear} on.`)
    .max(new Date().getFullYear() + 1, "That year is still to come: enter a year like 2021.")
    .nullable(),
  make: vehicleText("make"),
  model: vehicleText("model"),
};

const shade = (group: ShadedGroup) =>
  z
    .number({ error: `Choose a shade for the ${labels.group[group].toLowerCase()}: ${shadeList}.` })
    .refine((v) => offeredShades.includes(v), {
      error: (issue) =>
        `We don't offer a ${String(issue.input)}% shade. Choose one of ${shadeList} for the ${labels.group[group].toLowerCase()}.`,
    });

const windowCount = (size: WindowSize) =>
  z
    .number({ error: `Enter how many ${size} windows, as a number.` })
    .int(`Enter how many ${size} windows, as a whole number.`)
    .min(0, `Enter how many ${size} windows, 0 or more.`)
    .max(limits.windowsPerSize, `More than ${limits.windowsPerSize} ${size} windows? Please ask us for a quote.`);

const vehicleChoiceSchema = z.object({
  kind: z.literal("vehicle"),
  bodyType: z.enum(bodyTypes, { error: "Choose the body type: sedan or coupe, SUV, van or minivan, or pickup truck." }),
  ...vehicleDetails,
  filmLine: z.enum(filmLines, { error: `Choose the film: we install ${filmLines.join(", ")} film.` }),
  shades: z.object({ frontSides: shade("frontSides"), backSides: shade("backSides"), rearGlass: shade("rearGlass") }),
  windshieldStrip: z.boolean(),
  pickupMultipurpose: z.boolean(),
  medicalExemption: z.boolean(),
});

const propertyChoiceSchema = z
  .object({
    kind: z.enum(["home", "business"]),
    propertyType: z.enum([...propertyTypes.home, ...propertyTypes.business], {
      error: "Choose the type of property.",
    }),
    windows: z.object({ small: windowCount("small"), medium: windowCount("medium"), large: windowCount("large") }),
  })
  .superRefine((v, ctx) => {
    const allowed: readonly string[] = propertyTypes[v.kind];
    if (!allowed.includes(v.propertyType))
      ctx.addIssue({
        code: "custom",
        path: ["propertyType"],
        message: `Choose a ${v.kind} type: ${allowed.map((p) => labels.property[p as PropertyType].toLowerCase()).join(", ")}.`,
      });
    if (v.windows.small + v.windows.medium + v.windows.large === 0)
      ctx.addIssue({
        code: "custom",
        path: ["windows", "medium"],
        message: "Tell us roughly how many windows: at least one.",
      });
  });

const ppfChoiceSchema = z.object({
  kind: z.literal("ppf"),
  ...vehicleDetails,
  coverage: z.enum(ppfCoverages, { error: "Choose the coverage: partial front, full front or full body." }),
  finish: z.enum(ppfFinishes, { error: "Choose the finish: gloss or satin." }),
});

/** A whole choice, checked: shared by the browser and the server. */
export const jobChoiceSchema = z.discriminatedUnion(
  "kind",
  [vehicleChoiceSchema, propertyChoiceSchema, ppfChoiceSchema],
  { error: "Choose what we're working on: a vehicle, a home, a business, or paint protection film." },
) satisfies z.ZodType<JobChoice, unknown>;

/** Where a schema path points in the form. */
function fieldOf(path: readonly PropertyKey[]): ChoiceField {
  const [first, second] = path;
  if (first === "shades" && typeof second === "string") return shadeParams[second as ShadedGroup] ?? "front";
  if (first === "windows" && typeof second === "string") return (second as WindowSize) ?? "medium";
  const named: Record<string, ChoiceField> = {
    bodyType: "body",
    filmLine: "film",
    windshieldStrip: "strip",
    pickupMultipurpose: "multipurpose",
    medicalExemption: "exemption",
    propertyType: "property",
  };
  if (typeof first === "string") {
    if (named[first]) return named[first];
    if ((choiceFields as readonly string[]).includes(first)) return first as ChoiceField;
  }
  return "kind";
}

type Params = Pick<URLSearchParams, "get">;

/** A number typed as text: the number, NaN for anything else (the schema says what is wrong), null when empty. */
function numberOf(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
}

/** A ticked box: "1", "on", "true" or "yes"; anything else, or nothing, is unticked. */
const ticked = (value: string | null) => value !== null && ["1", "on", "true", "yes"].includes(value.toLowerCase());

/**
 * Reads a choice from URL or form parameters (a FormData works too): the
 * checked choice, or one message per field in error. Unknown parameters are
 * ignored; values are never trusted beyond what the schema allows.
 */
export function choiceFromSearchParams(params: Params): ChoiceParse {
  const text = (name: ChoiceField) => {
    const value = params.get(name);
    // An empty field is a field left out (a form sends every field, a URL only some).
    return typeof value === "string" && value !== "" ? value : null;
  };
  const kind = text("kind");
  const details = {
    year: numberOf(text("year")),
    make: text("make") ?? "",
    model: text("model") ?? "",
  };
  // Missing numbers are given as undefined, so the schema's "Choose ..." message answers them.
  const num = (name: ChoiceField) => numberOf(text(name)) ?? undefined;
  let raw: unknown;
  if (kind === "vehicle") {
    const bodyType = text("body");
    raw = {
      kind,
      bodyType: bodyType ?? undefined,
      ...details,
      filmLine: text("film") ?? filmLines[0],
      shades: { frontSides: num("front"), backSides: num("back"), rearGlass: num("rear") },
      windshieldStrip: ticked(text("strip")),
      pickupMultipurpose: bodyType === "pickup" && ticked(text("multipurpose")),
      medicalExemption: ticked(text("exemption")),
    };
  } else if (kind === "home" || kind === "business") {
    raw = {
      kind,
      propertyType: text("property") ?? undefined,
      windows: { small: num("small") ?? 0, medium: num("medium") ?? 0, large: num("large") ?? 0 },
    };
  } else if (kind === "ppf") {
    raw = { kind, ...details, coverage: text("coverage") ?? undefined, finish: text("finish") ?? ppfFinishes[0] };
  } else {
    raw = { kind: kind ?? undefined };
  }
  const result = jobChoiceSchema.safeParse(raw);
  if (result.success) return { ok: true, choice: result.data };
  const errors: ChoiceErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
