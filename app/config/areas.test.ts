import { describe, expect, it } from "vitest";
import { footerAreas, getServiceArea, serviceAreas } from "./areas.ts";

describe("service areas (SPEC.md 3, DECISIONS.md)", () => {
  it("lists the ten towns in table order with their facts", () => {
    expect(serviceAreas.map((a) => [a.name, a.slug, a.distance, a.population, a.county])).toEqual([
      ["Navarre", "navarre", "0 miles", "37,000", "Santa Rosa"],
      ["Fort Walton Beach", "window-tinting-near-fort-walton-fl", "15 miles", "22,000", "Okaloosa"],
      ["Gulf Breeze", "gulf-breeze", "8 miles", "6,200", "Santa Rosa"],
      ["Pensacola", "pensacola", "15 miles", "54,000", "Escambia"],
      ["Destin", "destin", "25 miles", "14,000", "Okaloosa"],
      ["Milton", "milton", "18 miles", "10,200", "Santa Rosa"],
      ["Pace", "pace", "22 miles", "23,000", "Santa Rosa"],
      ["Crestview", "crestview", "28 miles", "27,000", "Okaloosa"],
      ["Mary Esther", "mary-esther", "12 miles", "4,000", "Okaloosa"],
      ["Niceville", "niceville", "28 miles", "15,000", "Okaloosa"],
    ]);
  });
  it("gives Pensacola its fifteen zip codes", () => {
    const zips = getServiceArea("pensacola")!.zipCodes;
    expect(zips).toHaveLength(15);
    expect(zips).toEqual([
      "32501",
      "32502",
      "32503",
      "32504",
      "32505",
      "32506",
      "32507",
      "32508",
      "32509",
      "32511",
      "32512",
      "32513",
      "32514",
      "32516",
      "32526",
    ]);
  });
  it("gives every area its path, the four services, unique text and real coordinates", () => {
    for (const area of serviceAreas) {
      expect(area.path).toBe(`/service-areas/${area.slug}`);
      expect(area.services).toEqual([
        "Automotive Window Tinting",
        "Residential Window Tinting",
        "Commercial Window Tinting",
        "Paint Protection Film",
      ]);
      expect(area.coordinates.lat).toBeGreaterThan(30.2);
      expect(area.coordinates.lat).toBeLessThan(30.9);
      expect(area.coordinates.lng).toBeGreaterThan(-87.4);
      expect(area.coordinates.lng).toBeLessThan(-86.3);
    }
    expect(new Set(serviceAreas.map((a) => a.description)).size).toBe(10);
  });
  it("finds an area by slug and nothing for an unknown one", () => {
    expect(getServiceArea("destin")?.name).toBe("Destin");
    expect(getServiceArea("tallahassee")).toBeUndefined();
  });
  it("puts the first eight in the footer", () => {
    expect(footerAreas.map((a) => a.name)).toEqual(serviceAreas.slice(0, 8).map((a) => a.name));
  });
});
