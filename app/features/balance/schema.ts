import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { blankToUndefined } from "~/features/admin/schemas.ts";

// The owner's balance forms on a booking's lead page (send the invoice, record
// a payment in person): one schema each, for the browser and the server.

z.config({ jitless: true });

export const INVOICE_INTENTS = ["invoice-send", "invoice-paid-in-person", "invoice-void"] as const;
export type InvoiceIntent = (typeof INVOICE_INTENTS)[number];
export const isInvoiceIntent = (intent: string): intent is InvoiceIntent =>
  (INVOICE_INTENTS as readonly string[]).includes(intent);

export const NOTE_MAX = 300;
const MAX_DOLLARS = 100_000;

/** "$1,234.50", "1234.5" or "1234" as whole cents; anything else is undefined. */
export function parseDollars(value: string): number | undefined {
  const cleaned = value.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}

const amount = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ message }).transform((v, ctx) => {
      const cents = parseDollars(v);
      if (cents === undefined || cents <= 0 || cents > MAX_DOLLARS * 100) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    }),
  );

/** Optional text: an empty field comes as undefined (Conform), read as "". */
const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} under ${max} characters.`)
    .optional()
    .transform((v) => v ?? "");

export const sendInvoiceSchema = z.object({
  intent: z.literal("invoice-send"),
  /** Only for a job priced at the visit; the form shows it then. */
  amount: amount("Enter the job's price in dollars, like 450 or 450.00.").optional(),
  description: text(120, "description"),
});

export const paidInPersonSchema = z.object({
  intent: z.literal("invoice-paid-in-person"),
  amount: amount("Enter the amount received in dollars, like 350.00."),
  method: z.enum(["cash", "card"], { message: "Choose cash or card." }),
  note: text(NOTE_MAX, "note"),
});

/** Voiding an unpaid invoice: its confirmation step posts this. */
export const voidInvoiceSchema = z.object({ intent: z.literal("invoice-void") });

export const invoiceActSchema = z.discriminatedUnion("intent", [
  sendInvoiceSchema,
  paidInPersonSchema,
  voidInvoiceSchema,
]);

export type InvoiceActAnswer = { intent: InvoiceIntent; result: SubmissionResult<string[]>; ok?: string };
