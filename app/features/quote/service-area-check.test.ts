import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { areaSlugsOf, checkServiceArea } from "./service-area-check.ts";

describe("do you serve my area?", () => {
  const everyZip = serviceAreas.flatMap((area) => area.zipCodes.map((zip) => [zip, area.slug] as const));

  it("knows all the zip codes of the ten areas", () => {
    expect(serviceAreas).toHaveLength(10);
    // 1 + 3 + 2 + 15 + 2 + 3 + 1 + 2 + 1 + 2 (SPEC.md 3, DECISIONS.md)
    expect(everyZip).toHaveLength(32);
  });

  it.each(everyZip)("%s is inside (%s)", (zip, slug) => {
    const check = checkServiceArea(zip);
    expect(check.kind).toBe("inside");
    if (check.kind === "inside") {
      expect(check.areas.map((a) => a.slug)).toContain(slug);
      expect(check.zip).toBe(zip);
    }
  });

  it("gives both areas of a shared zip code", () => {
    expect(areaSlugsOf("32571")).toEqual(["milton", "pace"]);
  });

  it.each(serviceAreas.map((a) => [a.name, a.slug]))("the town name %s is inside", (name, slug) => {
    expect(areaSlugsOf(name)).toEqual([slug]);
    expect(areaSlugsOf(name.toUpperCase())).toEqual([slug]);
    expect(areaSlugsOf(`${name}, FL`)).toEqual([slug]);
  });

  it("understands the usual ways of writing a town", () => {
    expect(areaSlugsOf("Ft. Walton Beach")).toEqual(["window-tinting-near-fort-walton-fl"]);
    expect(areaSlugsOf("fort walton")).toEqual(["window-tinting-near-fort-walton-fl"]);
    expect(areaSlugsOf("Navarre Beach")).toEqual(["navarre"]);
    expect(areaSlugsOf("Destin, FL 32541")).toEqual(["destin"]);
    expect(areaSlugsOf("32566-1234")).toEqual(["navarre"]);
  });

  it.each(["32401", "32301", "36602", "90210", "32567"])("%s is outside, said plainly", (zip) => {
    const check = checkServiceArea(zip);
    expect(check.kind).toBe("outside");
    if (check.kind === "outside") expect(check.describe).toMatch(/^No, we don't come to |^Not /);
  });

  it("names the nearest area we serve for a town outside, and the phone is left to the form", () => {
    const panama = checkServiceArea("Panama City");
    expect(panama).toMatchObject({ kind: "outside", verdict: { nearest: { area: { name: "Destin" } } } });
    if (panama.kind === "outside") expect(panama.describe).toMatch(/^No, we don't come to Panama City, FL/);
    expect(checkServiceArea("Tallahassee, FL")).toMatchObject({ kind: "outside" });
    expect(checkServiceArea("Mobile, AL")).toMatchObject({ verdict: { nearest: { area: { name: "Pensacola" } } } });
    expect(checkServiceArea("Okaloosa County").kind).toBe("inside");
    expect(areaSlugsOf("Okaloosa County")).toHaveLength(5);
    expect(checkServiceArea("Baldwin County").kind).toBe("outside");
  });

  it("says honestly when a name is no place it knows", () => {
    expect(checkServiceArea("Zzyzxville")).toEqual({ kind: "unknown-town", town: "Zzyzxville" });
  });

  it("waits while the visitor is still typing", () => {
    for (const partial of ["", " ", "3", "3256", "De", "Des", "Fort W", "gulf b"])
      expect(checkServiceArea(partial), partial).toEqual({ kind: "empty" });
  });
});
