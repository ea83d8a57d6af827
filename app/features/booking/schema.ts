import { z } from "zod";
import { choiceFields, type ChoiceField, type JobChoice } from "./choice.ts";
import { choiceFromSearchParams } from "./choice-schema.ts";
import { customerDetailsSchema } from "./details.ts";
import { parseArrival } from "./horizon.ts";
import { OFFER_FIELD } from "./welcome-offer.ts";
import { checkContactChoice, contactChoiceFields } from "~/features/booking/contact-choice.ts";

// The /book forms' schemas (issue 23, the one form pattern): each used by its
// route's action and by the form in the browser (Conform's parseWithZod). The
// fields are the forms' own flat names; the job's choice is the one schema of
// choice.ts, read from them, its messages put back on the field they are about.

z.config({ jitless: true });

/** Conform gives an empty field as undefined: the choice reader treats both as "left out". */
const formText = z.string().optional();

/** The job form's fields as the browser sends them (what Conform's constraints are read from). */
export const jobFormFields = z.object(
  Object.fromEntries(choiceFields.map((f) => [f, formText])) as Record<ChoiceField, typeof formText>,
);

/** The job ("what") form on /book: flat fields in, the checked choice out. */
export const jobFormSchema = jobFormFields.transform((values, ctx): JobChoice => {
  const params = new URLSearchParams();
  for (const field of choiceFields) {
    const value = values[field];
    if (typeof value === "string") params.set(field, value);
  }
  const parsed = choiceFromSearchParams(params);
  if (parsed.ok) return parsed.choice;
  for (const [field, message] of Object.entries(parsed.errors))
    if (message) ctx.addIssue({ code: "custom", path: [field], message });
  return z.NEVER;
});

/** A time of the list (its ISO value), as the instant it stands for. */
const slotOf = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => parseArrival(v) !== null, message)
    .transform((v) => parseArrival(v)!);
const slotField = slotOf("Choose a time from the list.");

/** Conform gives an empty field as undefined: it is answered as the details answer an empty text. */
const typed = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string({ error: () => schema.safeParse("").error?.issues[0]?.message ?? "Please fill this in." }).pipe(schema);

/** The time and the customer's details on /book/when (the choice travels in hidden fields, read by choice.ts). */
export const holdFormSchema = z
  .object({
    slot: slotField,
    name: typed(customerDetailsSchema.shape.name),
    phone: typed(customerDetailsSchema.shape.phone),
    email: typed(customerDetailsSchema.shape.email),
    address: typed(customerDetailsSchema.shape.address),
    [OFFER_FIELD]: z.literal("on").optional(),
    // Email and/or texts, texts with their explicit consent (features/texts/contact-choice.ts).
    ...contactChoiceFields,
  })
  .superRefine(checkContactChoice);

/** The manage page's two forms: move to a time, or cancel (after the confirmation). */
export const manageFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    slot: slotOf("Choose a new time from the list."),
  }),
  z.object({ intent: z.literal("cancel"), confirm: z.literal("yes").optional() }),
]);
