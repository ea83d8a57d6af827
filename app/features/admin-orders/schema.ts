import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

// The console's order views and acts, shared by the pages' forms and their actions.

z.config({ jitless: true });

/** The statuses the owner reads; several stored ones read as one ("cancelled" is any unpaid, released order). */
export const ORDER_VIEWS = ["awaiting-payment", "paid", "fulfilled", "cancelled", "refunded"] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

export const VIEW_LABELS: Record<OrderView, string> = {
  "awaiting-payment": "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
  refunded: "Refunded",
};

/** Stored statuses (order-machine.ts) by the view that shows them. refund_due is paid money owed back. */
export const STATUSES_OF_VIEW: Record<OrderView, string[]> = {
  "awaiting-payment": ["pending"],
  paid: ["paid", "refund_due"],
  fulfilled: ["fulfilled"],
  cancelled: ["expired", "cancelled", "failed"],
  refunded: ["refunded"],
};

export function viewOfStatus(status: string): OrderView {
  for (const view of ORDER_VIEWS) if (STATUSES_OF_VIEW[view].includes(status)) return view;
  return "cancelled";
}

export const PAGE_SIZE = 50;

/** The list's query string: bad values are dropped rather than refused (a hand-edited URL still shows a list). */
export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_VIEWS).optional().catch(undefined),
  flagged: z
    .enum(["1"])
    .optional()
    .catch(undefined)
    .transform((v) => v === "1"),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  return orderListQuerySchema.parse(Object.fromEntries(params));
}

// ---------------------------------------------------------------------------
// The order page's acts (issue 23): one schema per form, used by the form in
// the browser (Conform) and by the page's action, which parses the union.

/** Shipped goods leave with a carrier and a tracking number, which the customer is emailed. */
export const shipOrderSchema = z.object({
  intent: z.literal("ship"),
  carrier: z
    .string({ message: "Enter the carrier, like USPS." })
    .trim()
    .min(1, "Enter the carrier, like USPS.")
    .max(60, "Use at most 60 characters."),
  trackingNumber: z
    .string({ message: "Enter the tracking number." })
    .trim()
    .min(1, "Enter the tracking number.")
    .max(60, "Use at most 60 characters.")
    .regex(/^[A-Za-z0-9 -]*$/, "Use the tracking number's letters and digits only."),
});

/** Handed over (a pickup, a service, a deposit): nothing to give. An order shipped to an address is refused it. */
export const fulfilOrderSchema = z.object({ intent: z.literal("fulfil") });

export const refundOrderSchema = z.object({
  intent: z.literal("refund"),
  restock: z.enum(["yes", "no"], { error: "Choose whether the items go back into stock." }),
});

export const resendReceiptSchema = z.object({ intent: z.literal("resend-receipt") });

/** What the order page's action parses: any one of the acts. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  shipOrderSchema,
  fulfilOrderSchema,
  refundOrderSchema,
  resendReceiptSchema,
]);
export type OrderAction = z.output<typeof orderActionSchema>;
export type OrderIntent = OrderAction["intent"];

/** The order page's action data: Conform's result for the act's form, and what was done. */
export type OrderActAnswer = { intent: string; result: SubmissionResult<string[]>; ok?: string };
