import { describe, expect, it } from "vitest";
import { ribbonFor } from "./ribbon.ts";

describe("ribbonFor: ribbons follow stock", () => {
  it("drops a restocking ribbon once the product is back in stock", () => {
    expect(ribbonFor("Restocking soon", false)).toBeNull();
    expect(ribbonFor("Back soon", false)).toBeNull();
    expect(ribbonFor("Out of stock", false)).toBeNull();
  });
  it("says sold out, with the owner's restocking note, while it is sold out", () => {
    expect(ribbonFor("Restocking soon", true)).toEqual({ text: "Sold out, restocking soon", soldOut: true });
    expect(ribbonFor("Sold out", true)).toEqual({ text: "Sold out", soldOut: true });
    expect(ribbonFor("Most popular", true)).toEqual({ text: "Sold out", soldOut: true });
    expect(ribbonFor(null, true)).toEqual({ text: "Sold out", soldOut: true });
  });
  it("keeps any other ribbon while in stock", () => {
    expect(ribbonFor("Most popular", false)).toEqual({ text: "Most popular", soldOut: false });
    expect(ribbonFor("New", false)).toEqual({ text: "New", soldOut: false });
    expect(ribbonFor("  ", false)).toBeNull();
    expect(ribbonFor(null, false)).toBeNull();
  });
});
