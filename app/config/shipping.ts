import { business } from "./business.ts";

// How goods from the shop reach the customer (issue 23): the one place the
// shipping charge is set. Checkout computes the charge from it on the server
// (app/features/checkout/shipping.ts); the browser only shows it.

export const shippingConfig = {
  /** Where goods ship from, and where they may be collected. */
  shipsFrom: business.homeTown.cityRegion,
  /** One charge per order of goods, whatever their number. */
  flatRateCents: 800,
  /** Goods worth this much or more (their subtotal) ship free. */
  freeFromCents: 7500,
  /** Goods ship only within the United States (Stripe Checkout's allowed countries too). */
  country: "US",
  pickup: {
    label: `Local pickup in ${business.homeTown.city}`,
    detail: `We call or text when it is ready, or hand it over at your appointment. No charge.`,
  },
  ship: {
    label: "Shipping",
    detail: `Ships from ${business.homeTown.city} in two business days.`,
  },
} as const;
