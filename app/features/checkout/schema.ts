import { z } from "zod";
import { ID_PATTERN } from "~/features/catalog/schema.ts";

export const MAX_LINES = 50;
export const MAX_QUANTITY = 99;

// SPEC.md 7: {items: [{variant_id, quantity}], successUrl, cancelUrl, locale?, timeZone}.
// Only ids and quantities are trusted; anything else a cart sends (prices) is ignored.
export const checkoutRequestSchema = z.object({
  items: z
    .array(
      z.object({
        variant_id: z.string({ error: "variant_id must be a string" }).regex(ID_PATTERN, "variant_id is not a valid id"),
        quantity: z
          .number({ error: "quantity must be a number" })
          .int("quantity must be a whole number")
          .min(1, "quantity must be at least 1")
          .max(MAX_QUANTITY, `quantity must be at most ${MAX_QUANTITY}`),
      }),
      { error: "items must be a list" },
    )
    .min(1, "items must not be empty")
    .max(MAX_LINES, `items takes at most ${MAX_LINES} lines`),
  successUrl: z.string({ error: "successUrl is required" }).max(2000).pipe(z.url({ error: "successUrl must be a URL" })),
  cancelUrl: z.string({ error: "cancelUrl is required" }).max(2000).pipe(z.url({ error: "cancelUrl must be a URL" })),
  timeZone: z.string().max(64).optional(),
  locale: z.string().max(35).optional(),
});

export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
