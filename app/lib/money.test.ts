import { describe, expect, it } from "vitest";
import { formatDollars, formatPrice } from "./money.ts";

describe("formatPrice: one way to write money", () => {
  it("groups thousands and always shows cents", () => {
    expect(formatDollars(129500)).toBe("$1,295.00");
    expect(formatDollars(120000)).toBe("$1,200.00");
    expect(formatDollars(123456789)).toBe("$1,234,567.89");
    expect(formatDollars(44900)).toBe("$449.00");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(0)).toBe("$0.00");
  });
  it("puts a minus sign before the currency", () => {
    expect(formatDollars(-500)).toBe("-$5.00");
  });
  it("replaces $1 in a template with the grouped amount (SPEC.md 9)", () => {
    expect(formatPrice(5000, { template: "$$1", symbol: "$", code: "USD" })).toBe("$50.00");
    expect(formatPrice(250000, { template: "$1 kr" })).toBe("2,500.00 kr");
  });
  it("falls back to the symbol, then the code, then the euro sign (SPEC.md 9)", () => {
    expect(formatPrice(199900, { symbol: "£", code: "GBP" })).toBe("£1,999.00");
    expect(formatPrice(1999, { code: "CHF" })).toBe("CHF 19.99");
    expect(formatPrice(1999, {})).toBe("€19.99");
    expect(formatPrice(1999, null)).toBe("€19.99");
  });
});
