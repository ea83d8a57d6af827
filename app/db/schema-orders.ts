import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Where a shipped order goes, as the customer gave it (the test payment page or Stripe Checkout). */
export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

// Orders made at checkout, their lines at database prices, and the payment
// events already applied (so a duplicate delivery changes nothing).

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    // pending -> paid | expired | cancelled | failed; paid -> fulfilled | refunded (order-machine.ts);
    // flags note what needs the owner.
    status: text("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id").unique(),
    paymentReference: text("payment_reference"),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    successUrl: text("success_url").notNull(),
    cancelUrl: text("cancel_url").notNull(),
    timeZone: text("time_zone"),
    locale: text("locale"),
    ownerFlag: text("owner_flag"),
    refunded: boolean("refunded").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    // Who started the checkout (their address, an IPv6 one by its /64), for the per-visitor caps.
    clientKey: text("client_key"),
    // Who paid, as the payment provider (or the test page) reported it: for the console and the receipt.
    customerEmail: text("customer_email"),
    customerName: text("customer_name"),
    /** E.164 for a booking's deposit (the booking's phone); as typed on the payment page for shipped goods. */
    customerPhone: text("customer_phone"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    // Goods to hand over (a line of a physical product): "ship" or "pickup" (in the home town), null when
    // nothing is shipped. Set to "ship" at checkout, then to the customer's choice when paid.
    shippingMethod: text("shipping_method"),
    // The shipping charge the server computed (shipping.ts), part of totalCents.
    shippingCents: integer("shipping_cents").notNull().default(0),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    // Given by the owner when a shipped order is fulfilled, and sent to the customer.
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (t) => [
    index("orders_status_expires_idx").on(t.status, t.expiresAt),
    index("orders_client_created_idx").on(t.clientKey, t.createdAt),
    // The console's order list: newest first, by status, or those needing the owner.
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_flagged_created_idx")
      .on(t.createdAt)
      .where(sql`${t.ownerFlag} is not null`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    variantId: text("variant_id").notNull(),
    title: text("title").notNull(),
    variantTitle: text("variant_title").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    managesInventory: boolean("manages_inventory").notNull(),
    // What the line is, for the receipt and the success page: the product's type at checkout
    // (physical, gift_card, service), or "deposit" for a booking's deposit.
    kind: text("kind").notNull().default("service"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id"),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_order_idx").on(t.orderId)],
);

/**
 * Every change of a variant's stock on hand made by a person (the owner's
 * "set to", "add", "remove", or a refund's units put back), with its reason.
 * Checkout's reservations and sales are in the orders, not here.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    variantId: text("variant_id").notNull(),
    productId: text("product_id").notNull(),
    /** set | add | remove | refund */
    kind: text("kind").notNull(),
    before: integer("before").notNull(),
    after: integer("after").notNull(),
    reason: text("reason").notNull(),
    orderId: text("order_id"),
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stock_movements_product_created_idx").on(t.productId, t.createdAt)],
);
