import { emptyQuoteValues, type QuoteValues } from "~/features/quote/schema.ts";

/** A valid automotive request as the form sends it, with overrides. */
export function buildQuoteValues(overrides: Partial<QuoteValues> = {}): QuoteValues {
  return {
    ...emptyQuoteValues,
    name: "Dana Whitfield",
    phone: "(850) 555-0199",
    email: "",
    contactMethod: "text",
    service: "automotive",
    vehicleYear: "2021",
    vehicleMake: "Toyota",
    vehicleModel: "Tacoma",
    vehicleBody: "truck",
    location: "Navarre",
    message: "35% on the sides please.",
    ...overrides,
  };
}
