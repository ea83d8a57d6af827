import { describe, expect, it } from "vitest";
import { resolveWhere } from "./where.ts";

describe("where the job is", () => {
  it("reads a zip or an address into one of the ten areas", () => {
    expect(resolveWhere("32566")).toMatchObject({ kind: "inside", area: { slug: "navarre" } });
    expect(resolveWhere("12 Gulf Blvd, Navarre, FL 32566")).toMatchObject({
      kind: "inside",
      area: { slug: "navarre" },
    });
    expect(resolveWhere("Destin")).toMatchObject({ kind: "inside", area: { slug: "destin" } });
  });

  it("an address in another state is told we don't serve it, with the phone to call", () => {
    const answer = resolveWhere("1600 Peachtree St, Atlanta, GA 30309");
    expect(answer.kind).toBe("outside");
    if (answer.kind === "outside") {
      expect(answer.message).toMatch(/^No, we don't come to/);
      expect(answer.message).toContain("(850) 555-0142");
    }
    expect(resolveWhere("Texas").kind).toBe("outside");
  });

  it("an unreadable place asks for the zip code", () => {
    expect(resolveWhere("somewhere nice")).toMatchObject({ kind: "unknown" });
  });
});
