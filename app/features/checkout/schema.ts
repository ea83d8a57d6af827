import { z } from "zod";
import { ID_PATTERN } from "~/features/catalog/schema.ts";

export const MAX_LINES = 50;
export const MAX_QUANTITY = 99;
/** All the units of one checkout together, after merging lines of the same variant. */
export const MAX_CHECKOUT_UNITS = 99;

type Item = { variant_id: string; quantity: number };

/** Lines of the same variant become one, in first-seen order, so no cap can be dodged by repeating a line. */
export function mergeItems(items: Item[]): Item[] {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.variant_id, (merged.get(item.variant_id) ?? 0) + item.quantity);
  return [...merged].map(([variant_id, quantity]) => ({ variant_id, quantity }));
}

// SPEC.md 7: {items: [{variant_id, quantity}], successUrl, cancelUrl, locale?, timeZone}.
// Only ids and quantities are trusted; anything else a cart sends (prices) is ignored.
export const checkoutRequestSchema = z.object({
  items: z
    .array(
      z.object({
        variant_id: z
          .string({ error: "variant_id must be a string" })
          .regex(ID_PATTERN, "variant_id is not a valid id"),
        quantity: z
          .number({ error: "quantity must be a number" })
          .int("quantity must be a whole number")
          .min(1, "quantity must be at least 1")
          .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`),
      }),
      { error: "items must be a list" },
    )
    .min(1, "items must not be empty")
    .max(MAX_LINES, `items takes at most ${MAX_LINES} lines`)
    .transform(mergeItems)
    .superRefine((items, ctx) => {
      for (const item of items) {
        if (item.quantity > MAX_QUANTITY) {
          ctx.addIssue({
            code: "custom",
            message: `at most ${MAX_QUANTITY} of ${item.variant_id} in one checkout (this one has ${item.quantity})`,
          });
        }
      }
      const units = items.reduce((n, item) => n + item.quantity, 0);
      if (units > MAX_CHECKOUT_UNITS)
        ctx.addIssue({
          code: "custom",
          message: `at most ${MAX_CHECKOUT_UNITS} items in one checkout (this one has ${units})`,
        });
    }),
  successUrl: z
    .string({ error: "successUrl is required" })
    .max(2000)
    .pipe(z.url({ error: "successUrl must be a URL" })),
  cancelUrl: z
    .string({ error: "cancelUrl is required" })
    .max(2000)
    .pipe(z.url({ error: "cancelUrl must be a URL" })),
  timeZone: z.string().max(64).optional(),
  locale: z.string().max(35).optional(),
});

/**
 * The one checkout request type: what the cart sends (checkout-client.ts) and
 * what the server orders from (orders.server.ts). Parsing only merges lines,
 * so what is sent and what is parsed have this same shape.
 */
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** What the payment page must ask for this order: an address and phone for goods, an email for a gift card's code. */
export type PaymentNeeds = { shipping: boolean; email: boolean };

const PHONE_DIGITS = /^1?\d{10}$/;
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

/**
 * The details the built-in payment page collects, as Stripe Checkout does
 * (its shipping address and phone collection): one schema for the page's form
 * as the visitor types and for its action. Blank optional fields are empty strings.
 */
export function paymentDetailsSchema(needs: PaymentNeeds) {
  return z
    .object({
      name: text(100),
      email: z.union([z.literal(""), z.email("Enter an email address like name@example.com.").max(254)]),
      phone: text(30),
      method: z.enum(["ship", "pickup", ""], { error: "Choose shipping or local pickup." }),
      line1: text(200),
      line2: text(200),
      city: text(100),
      state: text(2),
      postalCode: text(10),
    })
    .superRefine((d, ctx) => {
      const need = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (needs.email && !d.email) need("email", "Enter your email: the gift card's code is sent there.");
      if (!needs.shipping) return;
      if (!d.phone) need("phone", "Enter a phone number, so we can reach you about the delivery.");
      else if (!PHONE_DIGITS.test(d.phone.replace(/[\s().+-]/g, "")))
        need("phone", "Enter a US phone number of 10 digits, like 850 555 0100.");
      if (!d.name) need("name", "Enter your name, for the parcel or the pickup.");
      if (!d.method) need("method", "Choose shipping or local pickup.");
      if (d.method !== "ship") return;
      if (!d.line1) need("line1", "Enter the street address.");
      if (!d.city) need("city", "Enter the city.");
      if (!/^[A-Za-z]{2}$/.test(d.state)) need("state", "Enter the state's two letters, like FL.");
      if (!/^\d{5}(-\d{4})?$/.test(d.postalCode)) need("postalCode", "Enter a ZIP code of 5 digits, like 12345.");
    });
}
export type PaymentDetails = z.output<ReturnType<typeof paymentDetailsSchema>>;
export type PaymentDetailsField = keyof PaymentDetails;

/** The messages of a failed parse, one per field (the first), for the form. */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<PaymentDetailsField, string>> {
  const errors: Partial<Record<PaymentDetailsField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as PaymentDetailsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
