import { z } from "zod";

// The console's order views and acts, shared by the pages' forms and their actions.

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

/** What the order page posts: one form per act. */
export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("fulfil"),
    // Required for an order shipped to an address (the server says so, from the order); ignored otherwise.
    carrier: z.string().trim().max(60, "Use at most 60 characters.").optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(60, "Use at most 60 characters.")
      .regex(/^[A-Za-z0-9 -]*$/, "Use the tracking number's letters and digits only.")
      .optional(),
  }),
  z.object({
    intent: z.literal("refund"),
    restock: z.enum(["yes", "no"], { error: "Choose whether the items go back into stock." }),
  }),
  z.object({ intent: z.literal("resend-receipt") }),
]);
export type OrderAction = z.output<typeof orderActionSchema>;
