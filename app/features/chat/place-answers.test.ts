import { describe, expect, it } from "vitest";
import { locatePlace, milesBetween, serviceVerdict } from "~/features/areas/places.ts";
import { checkServiceArea } from "~/features/quote/service-area-check.ts";
import { withSeededKnowledge } from "../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "./knowledge.server.ts";
import { answerOffline } from "./offline/index.server.ts";

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

describe("places", () => {
  it("reads towns, counties, states and zip codes, and not ordinary words", () => {
    expect(locatePlace("I live in Mobile, AL")).toMatchObject({ kind: "town", name: "Mobile", state: "AL" });
    expect(locatePlace("Do you do mobile tint?")).toBeNull();
    expect(locatePlace("Can you do it in one day?")).toBeNull();
    expect(locatePlace("do you serve new york?")).toMatchObject({ kind: "state", name: "New York" });
    expect(locatePlace("Okaloosa County")).toMatchObject({ kind: "county", state: "FL" });
    expect(locatePlace("call me at 850-555-1234")).toBeNull();
    expect(locatePlace("90210")).toMatchObject({ kind: "zip", state: "CA" });
    expect(locatePlace("32401")).toMatchObject({ kind: "zip", name: "Panama City", state: "FL" });
  });

  it("measures great-circle miles", () => {
    expect(Math.round(milesBetween({ lat: 30.4, lng: -86.86 }, { lat: 30.4, lng: -86.86 }))).toBe(0);
    const tally = serviceVerdict(locatePlace("Tallahassee, FL", { whole: true })!);
    expect(tally).toMatchObject({ kind: "outside", nearest: { area: { name: "Niceville" } } });
    if (tally.kind === "outside") expect(tally.milesFromBase).toBeGreaterThan(140);
  });
});

// The quote form's check and the assistant answer from the same verdict: one table, both must agree.
const table = [
  "32566",
  "32571",
  "Destin",
  "Fort Walton Beach",
  "Okaloosa County",
  "Santa Rosa County",
  "Tallahassee",
  "Panama City",
  "Miami",
  "Mobile, AL",
  "Foley",
  "Montgomery",
  "Baldwin County",
  "Houston, TX",
  "Atlanta",
  "Texas",
  "32401",
  "36602",
  "90210",
];

describe("the quote form and the assistant never disagree", () => {
  it.each(table)("%s", (input) => {
    const form = checkServiceArea(input);
    const reply = answerOffline([{ role: "user", content: `Do you come to ${input}?` }], k, new Date()).reply;
    if (form.kind === "inside") {
      expect(reply).toMatch(/^Yes/);
      expect(reply).toContain(form.areas[0]!.name);
    } else {
      expect(form.kind).toBe("outside");
      expect(reply).toMatch(/^(No|Not)\b/);
      expect(reply).toContain(k.business.phone.display);
      if (form.kind === "outside" && form.verdict.kind === "outside" && form.verdict.nearest)
        expect(reply).toContain(`nearest area we serve is ${form.verdict.nearest.area.name}`);
    }
  });
});
