import { describe, expect, it } from "vitest";
import { buildQuoteValues } from "../../../tests/support/builders/quote.ts";
import {
  firstErrorField,
  formatUsPhone,
  normalizeUsPhone,
  readQuoteValues,
  validateQuote,
  type QuoteValues,
} from "./schema.ts";

const errorsOf = (overrides: Partial<QuoteValues>) => {
  const result = validateQuote(buildQuoteValues(overrides));
  if (result.success) throw new Error("expected errors");
  return result.errors;
};
const dataOf = (overrides: Partial<QuoteValues> = {}) => {
  const result = validateQuote(buildQuoteValues(overrides));
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe("phone numbers", () => {
  it.each([
    ["(850) 555-0199", "+18505550199"],
    ["850.555.0199", "+18505550199"],
    ["850 555 0199", "+18505550199"],
    ["+1 850-555-0199", "+18505550199"],
    ["1 (850) 555 0199", "+18505550199"],
  ])("normalises %s to %s", (input, e164) => {
    expect(normalizeUsPhone(input)).toBe(e164);
    expect(formatUsPhone(e164)).toBe("(850) 555-0199");
  });
  it.each(["555-0199", "123 456 7890", "850 155 0199", "+44 20 7946 0958", "850-555-01999", "call me", "850555O199"])(
    "refuses %s",
    (input) => {
      expect(normalizeUsPhone(input)).toBeNull();
    },
  );
});

describe("the quote schema", () => {
  it("accepts a complete automotive request and normalises it", () => {
    const data = dataOf({
      name: "  Dana   Whitfield ",
      email: " Dana@Example.COM ",
      phone: "850.555.0199",
      location: " Gulf   Breeze ",
      message: "line 1\r\nline 2",
    });
    expect(data).toMatchObject({
      name: "Dana Whitfield",
      phone: "+18505550199",
      email: "dana@example.com",
      contactMethod: "text",
      service: "automotive",
      vehicleYear: 2021,
      vehicleMake: "Toyota",
      vehicleModel: "Tacoma",
      vehicleBody: "truck",
      propertyType: null,
      windowCount: null,
      location: "Gulf Breeze",
      message: "line 1\nline 2",
      welcomeOffer: false,
    });
  });

  it("keeps only the fields of the service chosen", () => {
    const data = dataOf({ service: "residential", propertyType: "house", windowCount: "11-20" });
    expect(data).toMatchObject({
      vehicleYear: null,
      vehicleMake: null,
      vehicleBody: null,
      propertyType: "house",
      windowCount: "11-20",
    });
    expect(dataOf({ service: "ppf", propertyType: "house" }).propertyType).toBeNull();
  });

  it("carries the welcome offer when it was claimed", () => {
    expect(dataOf({ welcomeOffer: "on" }).welcomeOffer).toBe(true);
    expect(dataOf({ welcomeOffer: "" }).welcomeOffer).toBe(false);
  });

  it("requires a phone number or an email, and the one matching the contact method", () => {
    expect(errorsOf({ phone: "", email: "" }).phone).toMatch(/phone number or an email/);
    expect(errorsOf({ phone: "", email: "dana@example.com", contactMethod: "call" }).phone).toMatch(/choose email/);
    expect(errorsOf({ phone: "(850) 555-0199", email: "", contactMethod: "email" }).email).toMatch(
      /choose call or text/,
    );
    expect(dataOf({ phone: "", email: "dana@example.com", contactMethod: "email" }).phone).toBeNull();
  });

  it("names each field in error, in form order", () => {
    const errors = errorsOf({
      name: " ",
      phone: "12",
      email: "not-an-email",
      contactMethod: "",
      service: "",
      location: "",
    });
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["name", "phone", "email", "contactMethod", "service", "location"]),
    );
    expect(errors.name).toBe("Please tell us your name.");
    expect(errors.phone).toMatch(/10-digit/);
    expect(errors.email).toMatch(/email address like/);
    expect(firstErrorField(errors)).toBe("name");
  });

  it("asks for the vehicle for automotive and PPF, and the property for residential and commercial", () => {
    expect(Object.keys(errorsOf({ vehicleMake: "", vehicleModel: "", vehicleBody: "" }))).toEqual([
      "vehicleMake",
      "vehicleModel",
      "vehicleBody",
    ]);
    expect(Object.keys(errorsOf({ service: "ppf", vehicleBody: "" }))).toEqual(["vehicleBody"]);
    expect(errorsOf({ service: "commercial", propertyType: "" }).propertyType).toMatch(/type of property/);
    expect(errorsOf({ vehicleYear: "1890" }).vehicleYear).toMatch(/year/);
    expect(errorsOf({ vehicleYear: "20x1" }).vehicleYear).toMatch(/year/);
  });

  it("refuses values outside the lists", () => {
    expect(errorsOf({ service: "boat" }).service).toBeDefined();
    expect(errorsOf({ contactMethod: "fax" }).contactMethod).toBeDefined();
    expect(errorsOf({ vehicleBody: "tank" }).vehicleBody).toBeDefined();
    expect(errorsOf({ service: "residential", propertyType: "castle" }).propertyType).toBeDefined();
  });

  it("bounds every length", () => {
    expect(errorsOf({ name: "x".repeat(81) }).name).toMatch(/under 80/);
    expect(errorsOf({ email: `${"a".repeat(250)}@example.com` }).email).toMatch(/too long/);
    expect(errorsOf({ location: "x".repeat(61) }).location).toMatch(/under 60/);
    expect(errorsOf({ message: "x".repeat(2001) }).message).toMatch(/under 2000/);
    expect(errorsOf({ vehicleModel: "x".repeat(41) }).vehicleModel).toMatch(/under 40/);
    expect(dataOf({ message: "x".repeat(2000) }).message).toHaveLength(2000);
  });

  it("keeps HTML as text but refuses control characters and line breaks in one-line fields", () => {
    expect(dataOf({ name: "<img src=x onerror=alert(1)>" }).name).toBe("<img src=x onerror=alert(1)>");
    expect(errorsOf({ name: "Dana\r\nBcc: x@example.com" }).name).toMatch(/one line/);
    expect(errorsOf({ name: "Dana\u001b[31m" }).name).toMatch(/plain text/);
    expect(errorsOf({ message: "hi\u0007" }).message).toMatch(/plain text/);
  });

  it("reads a submitted form, missing fields as empty", () => {
    const form = new FormData();
    form.set("name", "Dana");
    form.set("welcomeOffer", "on");
    form.set("unknown", "x");
    const values = readQuoteValues(form);
    expect(values.name).toBe("Dana");
    expect(values.welcomeOffer).toBe("on");
    expect(values.phone).toBe("");
    expect(Object.keys(values)).not.toContain("unknown");
  });
});
