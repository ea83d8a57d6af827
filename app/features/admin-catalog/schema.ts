import { z } from "zod";

// The catalogue forms of the console, shared by the page (messages beside the
// fields as you type) and the action (the same rules on the server).

const dollars = /^\d{1,6}(\.\d{1,2})?$/;
/** "49", "49.5", "49.50" or "$49.50" -> cents. */
export function centsOf(text: string): number {
  const [whole, fraction = ""] = text.replace(/^\$/, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
const priceText = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/^\$/, ""))
    .pipe(z.string().regex(dollars, `${label}: enter dollars and cents, like 49.00`));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((v) => v || null);

export const productFormSchema = z.object({
  title: z.string().trim().min(1, "Enter a title").max(120, "Title: at most 120 characters"),
  subtitle: optionalText(200, "Subtitle"),
  description: z.string().trim().max(5000, "Description: at most 5,000 characters"),
  ribbonText: optionalText(40, "Ribbon"),
  visible: z.enum(["on"]).optional(),
  sortOrder: z
    .string()
    .trim()
    .regex(/^-?\d{1,5}$/, "Order: a whole number, like 3")
    .transform(Number),
});

export const variantFormSchema = z
  .object({
    variantId: z.string().min(1).max(200),
    price: priceText("Price"),
    salePrice: z.union([z.literal(""), priceText("Sale price")]),
    sku: z
      .string()
      .trim()
      .max(64, "SKU: at most 64 characters")
      .regex(/^[A-Za-z0-9._-]*$/, "SKU: letters, digits, dots, dashes and underscores only")
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.salePrice && centsOf(v.salePrice) >= centsOf(v.price))
      ctx.addIssue({ code: "custom", path: ["salePrice"], message: "The sale price must be lower than the price" });
  });

export const STOCK_KINDS = ["set", "add", "remove"] as const;
export const STOCK_KIND_LABELS = { set: "Set to", add: "Add", remove: "Remove" } as const;

export const stockFormSchema = z
  .object({
    variantId: z.string().min(1).max(200),
    kind: z.enum(STOCK_KINDS, { error: "Choose set to, add or remove" }),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, "Enter a whole number of units, like 2")
      .transform(Number),
    reason: z.string().trim().min(1, "Say why (for the stock history)").max(200, "Reason: at most 200 characters"),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "set" && v.quantity === 0)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "Enter at least 1 unit" });
  });

export const PRODUCT_ID = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const duplicateFormSchema = z.object({
  newId: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === "" || PRODUCT_ID.test(v),
      "The new id: lowercase letters, digits and dashes, like ceramic-tint-van",
    ),
});

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
