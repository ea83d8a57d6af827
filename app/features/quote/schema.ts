import { z } from "zod";

// This schema also runs in the browser: no eval-compiled parsers, which the
// site's Content-Security-Policy (no 'unsafe-eval') would refuse.
z.config({ jitless: true });

// The quote form (DECISIONS.md "Quote/contact form"): one schema for the
// browser, which validates as the visitor types, and for the action, which
// validates again. Both read the same field names from the form.

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
export type QuoteValues = Record<QuoteField, string>;
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

// Control characters (other than newlines and tabs in the message) never reach
// the database, an email header or the owner's terminal.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const LINE_BREAK = /[\r\n]/;
const oneLine = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !CONTROL.test(v) && !LINE_BREAK.test(v), "Please use plain text on one line.");

const optionOf = <T extends readonly { value: string }[]>(options: T, message: string) =>
  z.string().refine((v) => v === "" || options.some((o) => o.value === v), message);

const currentYear = () => new Date().getFullYear();
const emailSchema = z.email();

export const quoteSchema = z
  .object({
    name: oneLine(limits.name, `Please keep your name under ${limits.name} characters.`).refine(
      (v) => v.length >= 2,
      "Please tell us your name.",
    ),
    phone: oneLine(limits.phone, "That phone number is too long.").refine(
      (v) => v === "" || normalizeUsPhone(v) !== null,
      "Enter a 10-digit US phone number, area code first.",
    ),
    email: oneLine(limits.email, "That email address is too long.").refine(
      (v) => v === "" || emailSchema.safeParse(v).success,
      "Enter an email address like name@example.com.",
    ),
    contactMethod: optionOf(contactMethods, "Choose call, text or email.").refine(
      (v) => v !== "",
      "Choose how you'd like us to reach you.",
    ),
    service: optionOf(services, "Choose one of our four services.").refine((v) => v !== "", "Choose the service you're interested in."),
    vehicleYear: z
      .string()
      .trim()
      .refine((v) => v === "" || (/^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= currentYear() + 1), {
        message: "Enter a year like 2021.",
      }),
    vehicleMake: oneLine(limits.vehicleText, `Please keep it under ${limits.vehicleText} characters.`),
    vehicleModel: oneLine(limits.vehicleText, `Please keep it under ${limits.vehicleText} characters.`),
    vehicleBody: optionOf(bodyTypes, "Choose car, SUV / van or truck."),
    propertyType: optionOf(propertyTypes, "Choose a property type from the list."),
    windowCount: optionOf(windowCounts, "Choose a number of windows from the list."),
    location: oneLine(limits.location, `Please keep it under ${limits.location} characters.`).refine(
      (v) => v.length >= 2,
      "Enter your town or zip code so we know where to come.",
    ),
    message: z
      .string()
      .trim()
      .max(limits.message, `Please keep your message under ${limits.message} characters.`)
      .refine((v) => !CONTROL.test(v.replace(/[\r\n\t]/g, "")), "Please use plain text."),
    welcomeOffer: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: QuoteField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.phone === "" && v.email === "") issue("phone", "Add a phone number or an email address so we can reply.");
    else if (v.contactMethod === "email" && v.email === "") issue("email", "Add your email address, or choose call or text.");
    else if ((v.contactMethod === "call" || v.contactMethod === "text") && v.phone === "")
      issue("phone", `Add your phone number, or choose email.`);
    if (vehicleServices.includes(v.service)) {
      if (v.vehicleMake === "") issue("vehicleMake", "Enter the make, like Toyota.");
      if (v.vehicleModel === "") issue("vehicleModel", "Enter the model, like Camry.");
      if (v.vehicleBody === "") issue("vehicleBody", "Choose car, SUV / van or truck.");
    }
    if (propertyServices.includes(v.service) && v.propertyType === "") issue("propertyType", "Choose the type of property.");
  })
  .transform((v) => {
    const vehicle = vehicleServices.includes(v.service);
    const property = propertyServices.includes(v.service);
    const orNull = (keep: boolean, value: string) => (keep && value !== "" ? value : null);
    return {
      name: v.name.replace(/\s+/g, " "),
      phone: v.phone === "" ? null : normalizeUsPhone(v.phone),
      email: v.email === "" ? null : v.email.toLowerCase(),
      contactMethod: v.contactMethod as (typeof contactMethods)[number]["value"],
      service: v.service as QuoteService,
      vehicleYear: vehicle && v.vehicleYear !== "" ? Number(v.vehicleYear) : null,
      vehicleMake: orNull(vehicle, v.vehicleMake),
      vehicleModel: orNull(vehicle, v.vehicleModel),
      vehicleBody: orNull(vehicle, v.vehicleBody),
      propertyType: orNull(property, v.propertyType),
      windowCount: orNull(property, v.windowCount),
      location: v.location.replace(/\s+/g, " "),
      message: v.message.replace(/\r\n?/g, "\n"),
      welcomeOffer: v.welcomeOffer === "on" || v.welcomeOffer === "true",
    };
  });

export type QuoteInput = z.output<typeof quoteSchema>;

export type QuoteValidation = { success: true; data: QuoteInput } | { success: false; errors: QuoteErrors };

/** Validates the form's values: the normalised request, or one message per field in error. */
export function validateQuote(values: QuoteValues): QuoteValidation {
  const result = quoteSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
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
