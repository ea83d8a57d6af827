import type { z } from "zod";
import type { quoteSchema } from "./schema.ts";

// The quote form's fields, options and limits (DECISIONS.md "Quote/contact form").
// No zod here (types only): the browser loads the validation (schema.ts) only
// once the visitor starts on the form, so the landing page does not carry it.

export const services = [
  { value: "automotive", label: "Automotive tint" },
  { value: "residential", label: "Residential tint" },
  { value: "commercial", label: "Commercial tint" },
  { value: "ppf", label: "Paint protection film" },
] as const;
export type QuoteService = (typeof services)[number]["value"];

export const bodyTypes = [
  { value: "car", label: "Car" },
  { value: "suv", label: "SUV / van" },
  { value: "truck", label: "Truck" },
] as const;

export const propertyTypes = [
  { value: "house", label: "House" },
  { value: "condo", label: "Condo or apartment" },
  { value: "townhouse", label: "Townhouse" },
  { value: "office", label: "Office" },
  { value: "storefront", label: "Storefront or restaurant" },
  { value: "warehouse", label: "Warehouse or industrial" },
  { value: "other", label: "Something else" },
] as const;

export const windowCounts = [
  { value: "1-5", label: "1 to 5 windows" },
  { value: "6-10", label: "6 to 10 windows" },
  { value: "11-20", label: "11 to 20 windows" },
  { value: "21-50", label: "21 to 50 windows" },
  { value: "50+", label: "More than 50" },
] as const;

export const contactMethods = [
  { value: "call", label: "Call" },
  { value: "text", label: "Text" },
  { value: "email", label: "Email" },
] as const;

/** The fields a visitor fills in, in the order of the form (errors focus the first one). */
export const quoteFields = [
  "name",
  "phone",
  "email",
  "contactMethod",
  "service",
  "vehicleYear",
  "vehicleMake",
  "vehicleModel",
  "vehicleBody",
  "propertyType",
  "windowCount",
  "location",
  "message",
  "welcomeOffer",
] as const;
export type QuoteField = (typeof quoteFields)[number];
/** What the form sends, every field as typed: the schema's input (schema.ts checks it has exactly these fields). */
export type QuoteValues = z.input<typeof quoteSchema>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const emptyQuoteValues: QuoteValues = Object.fromEntries(quoteFields.map((f) => [f, ""])) as QuoteValues;

export const limits = {
  name: 80,
  phone: 30,
  email: 254,
  vehicleText: 40,
  location: 60,
  message: 2000,
} as const;

export const vehicleServices: readonly string[] = ["automotive", "ppf"];
export const propertyServices: readonly string[] = ["residential", "commercial"];

/** Digits of a US phone number, normalised to E.164 (+1 and ten digits); null when it is not one. */
export function normalizeUsPhone(input: string): string | null {
  if (!/^[\d\s().+-]+$/.test(input)) return null;
  let digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  // NANP: area code and exchange start with 2-9.
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** +18505550142 -> (850) 555-0142 */
export function formatUsPhone(e164: string): string {
  const d = e164.replace(/^\+1/, "");
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The first field in error, in form order. */
export function firstErrorField(errors: QuoteErrors): QuoteField | undefined {
  return quoteFields.find((f) => errors[f]);
}

/** The visitor's values from a submitted form: every known field as a string (missing: ""). */
export function readQuoteValues(form: FormData): QuoteValues {
  const values = { ...emptyQuoteValues };
  for (const field of quoteFields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

export const serviceLabel = (value: string) => services.find((s) => s.value === value)?.label ?? value;
export const optionLabel = (options: readonly { value: string; label: string }[], value: string | null) =>
  value === null ? null : (options.find((o) => o.value === value)?.label ?? value);
