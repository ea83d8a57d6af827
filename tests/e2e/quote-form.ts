/** What the quote form posts without JavaScript, for a person called `name` (a builder: override any field). */
export function quoteFormFields(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name,
    phone: "(850) 555-0142",
    email: "",
    contactMethod: "call",
    service: "automotive",
    vehicleYear: "2022",
    vehicleMake: "Ford",
    vehicleModel: "F-150",
    vehicleBody: "truck",
    location: "Navarre",
    message: "Sides and rear, 35%.",
    website: "",
    ...overrides,
  };
}
