import { z } from "zod";
import { normalizeUsPhone } from "~/features/quote/fields.ts";

// The customer's details on /book/when: one schema for the form's messages and
// the action (which checks again before anything is held).

z.config({ jitless: true });

export const detailLimits = { name: 80, phone: 30, email: 254, address: 200, where: 200 } as const;
export const detailFields = ["name", "phone", "email", "address"] as const;
export type DetailField = (typeof detailFields)[number];
export type DetailErrors = Partial<Record<DetailField | "slot" | "where" | "offer", string>>;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const oneLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v), "Please use plain text on one line.");

export const customerDetailsSchema = z.object({
  name: oneLine(detailLimits.name, `Please keep your name under ${detailLimits.name} characters.`).refine(
    (v) => v.length >= 2,
    "Please tell us your name.",
  ),
  phone: oneLine(detailLimits.phone, "That phone number is too long.")
    .refine((v) => normalizeUsPhone(v) !== null, "Enter a 10-digit US phone number, area code first.")
    .transform((v) => normalizeUsPhone(v)!),
  email: oneLine(detailLimits.email, "That email address is too long.").pipe(
    z.email("Enter an email address like name@example.com: the confirmation goes there."),
  ),
  address: oneLine(detailLimits.address, `Please keep the address under ${detailLimits.address} characters.`).refine(
    (v) => v.length >= 5 && /\p{L}/u.test(v),
    "Enter the street address where we'll do the work, with the zip code.",
  ),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;

/** The details as typed (kept as they are, capped, so a message never loses them). */
export function detailValuesOf(form: Pick<URLSearchParams, "get">): Record<DetailField, string> {
  const out = {} as Record<DetailField, string>;
  for (const f of detailFields) {
    const v = form.get(f);
    out[f] = typeof v === "string" ? v.slice(0, detailLimits[f] * 2) : "";
  }
  return out;
}

export function parseCustomerDetails(
  form: Pick<URLSearchParams, "get">,
): { ok: true; details: CustomerDetails } | { ok: false; errors: DetailErrors } {
  const result = customerDetailsSchema.safeParse(detailValuesOf(form));
  if (result.success) return { ok: true, details: result.data };
  const errors: DetailErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
