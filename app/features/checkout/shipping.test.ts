import { describe, expect, it } from "vitest";
import { shippingConfig } from "~/config/shipping.ts";
import { paymentDetailsSchema, fieldErrorsOf } from "./schema.ts";
import { shippingChargeOf, shippingOptionsOf } from "./shipping.ts";

// The shipping rule of app/config/shipping.ts, and the payment page's one schema for who pays and where goods go.

const kit = (quantity: number, unitPriceCents = 2900) => ({ kind: "physical", unitPriceCents, quantity });
const service = { kind: "service", unitPriceCents: 44900, quantity: 1 };
const giftCard = { kind: "gift_card", unitPriceCents: 10000, quantity: 1 };

describe("the shipping rule", () => {
  it("charges the flat rate once for goods under the threshold, whatever their number", () => {
    expect(shippingChargeOf([kit(1)], "ship")).toBe(shippingConfig.flatRateCents);
    expect(shippingChargeOf([kit(2), kit(1, 1200)], "ship")).toBe(shippingConfig.flatRateCents);
  });

  it("ships free from the threshold, read on the goods alone (a service or gift card in the cart does not count)", () => {
    const justUnder = kit(1, shippingConfig.freeFromCents - 1);
    expect(shippingChargeOf([justUnder], "ship")).toBe(shippingConfig.flatRateCents);
    expect(shippingChargeOf([kit(1, shippingConfig.freeFromCents)], "ship")).toBe(0);
    expect(shippingChargeOf([kit(1), service, giftCard], "ship")).toBe(shippingConfig.flatRateCents);
  });

  it("charges nothing for local pickup, nor for an order with nothing to ship", () => {
    expect(shippingChargeOf([kit(1)], "pickup")).toBe(0);
    expect(shippingChargeOf([service, giftCard], "ship")).toBe(0);
    expect(shippingOptionsOf([service, giftCard])).toEqual([]);
  });

  it("offers shipping, then pickup in the home town, each with the server's charge", () => {
    expect(shippingOptionsOf([kit(1)])).toMatchObject([
      { method: "ship", cents: shippingConfig.flatRateCents },
      { method: "pickup", label: shippingConfig.pickup.label, cents: 0 },
    ]);
  });
});

describe("the payment page's details", () => {
  const blank = {
    name: "",
    email: "",
    phone: "",
    method: "",
    line1: "",
    line2: "",
    city: "",
    state: "",
    postalCode: "",
  };
  const address = { line1: "1 Beach Rd", city: "Navarre", state: "fl", postalCode: "32566" };

  it("asks nothing of an order with nothing to ship, but a valid email if one is typed", () => {
    expect(paymentDetailsSchema({ shipping: false, email: false }).safeParse(blank).success).toBe(true);
    const bad = paymentDetailsSchema({ shipping: false, email: false }).safeParse({ ...blank, email: "nope" });
    expect(bad.success || fieldErrorsOf(bad.error)).toEqual({ email: "Enter an email address like name@example.com." });
  });

  it("requires a name, a phone, a choice and, for shipping, the address, each with its own message", () => {
    const parsed = paymentDetailsSchema({ shipping: true, email: false }).safeParse({ ...blank, method: "ship" });
    expect(parsed.success || Object.keys(fieldErrorsOf(parsed.error)).sort()).toEqual(
      ["city", "line1", "name", "phone", "postalCode", "state"].sort(),
    );
    const full = { ...blank, ...address, name: "Sam Shopper", phone: "(850) 555-0100", method: "ship" };
    expect(paymentDetailsSchema({ shipping: true, email: false }).safeParse(full).success).toBe(true);
  });

  it("needs no address for local pickup, but still a phone", () => {
    const schema = paymentDetailsSchema({ shipping: true, email: false });
    const pickup = schema.safeParse({ ...blank, name: "Pat", method: "pickup", phone: "12" });
    expect(pickup.success || fieldErrorsOf(pickup.error)).toEqual({
      phone: "Enter a US phone number of 10 digits, like 850 555 0100.",
    });
    expect(schema.safeParse({ ...blank, name: "Pat", method: "pickup", phone: "850-555-0100" }).success).toBe(true);
  });

  it("requires an email for a gift card, whose code is sent there", () => {
    const parsed = paymentDetailsSchema({ shipping: false, email: true }).safeParse(blank);
    expect(parsed.success || fieldErrorsOf(parsed.error)).toEqual({
      email: "Enter your email: the gift card's code is sent there.",
    });
  });
});
