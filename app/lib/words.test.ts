import { describe, expect, it } from "vitest";
import { articleFor, capitalise, withArticle } from "./words.ts";

describe("articles and capitals in generated sentences", () => {
  it("says an SUV, not a suv", () => {
    expect(withArticle("SUV, van or minivan")).toBe("an SUV, van or minivan");
    expect(withArticle("sedan or coupe")).toBe("a sedan or coupe");
    expect(withArticle("pickup truck")).toBe("a pickup truck");
  });
  it("reads acronyms by their letters and vowels by their sound", () => {
    expect(articleFor("RV")).toBe("an");
    expect(articleFor("UTV")).toBe("a");
    expect(articleFor("office")).toBe("an");
    expect(articleFor("hour")).toBe("an");
    expect(articleFor("unique car")).toBe("a");
    expect(articleFor("home")).toBe("a");
  });
  it("capitalises the first letter only, keeping acronyms", () => {
    expect(capitalise("ceramic tint for an SUV")).toBe("Ceramic tint for an SUV");
    expect(capitalise("SUV, van or minivan")).toBe("SUV, van or minivan");
    expect(capitalise("")).toBe("");
  });
});
