import { z } from "zod";
import {
  bodyTypes,
  contactMethods,
  limits,
  normalizeUsPhone,
  propertyServices,
  propertyTypes,
  services,
  vehicleServices,
  windowCounts,
  type QuoteErrors,
  type QuoteField,
  type QuoteService,
  type QuoteValues,
} from "./fields.ts";

// This schema also runs in the browser: no eval-compiled parsers, which the
// site's Content-Security-Policy (no 'unsafe-eval') would refuse.
z.config({ jitless: true });

// The quote form (DECISIONS.md "Quote/contact form"): one schema for the
// browser, which validates as the visitor types, and for the action, which
// validates again. Both read the same field names from the form.

export * from "./fields.ts";

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
    service: optionOf(services, "Choose one of our four services.").refine(
      (v) => v !== "",
      "Choose the service you're interested in.",
    ),
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
  } satisfies Record<QuoteField, z.ZodType<string, string>>)
  .superRefine((v, ctx) => {
    const issue = (path: QuoteField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.phone === "" && v.email === "") issue("phone", "Add a phone number or an email address so we can reply.");
    else if (v.contactMethod === "email" && v.email === "")
      issue("email", "Add your email address, or choose call or text.");
    else if ((v.contactMethod === "call" || v.contactMethod === "text") && v.phone === "")
      issue("phone", `Add your phone number, or choose email.`);
    if (vehicleServices.includes(v.service)) {
      if (v.vehicleMake === "") issue("vehicleMake", "Enter the make, like Toyota.");
      if (v.vehicleModel === "") issue("vehicleModel", "Enter the model, like Camry.");
      if (v.vehicleBody === "") issue("vehicleBody", "Choose car, SUV / van or truck.");
    }
    if (propertyServices.includes(v.service) && v.propertyType === "")
      issue("propertyType", "Choose the type of property.");
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

/** A request as stored, checked and normalised: the schema's output (what the form sends is QuoteValues, its input). */
export type QuoteRequest = z.output<typeof quoteSchema>;

export type QuoteValidation = { success: true; data: QuoteRequest } | { success: false; errors: QuoteErrors };

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
