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
