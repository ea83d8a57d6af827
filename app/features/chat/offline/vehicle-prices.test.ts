import { describe, expect, it } from "vitest";
import { withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { vehicleChoiceFor } from "./booking-link.ts";
import { answerOffline } from "./index.server.ts";
import { groupShadesOf } from "./shade-groups.ts";
import { findVehicleModel, findVehicles } from "./vehicle-models.ts";

// Several vehicles, a fleet, what a package covers, a part of the car, the
// shade's price and a shade the law does not allow, as a visitor reads them.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00");
const ask = (text: string) => answerOffline([{ role: "user", content: text }], k, OPEN).reply;
const price = (id: string) => k.products.find((p) => p.id === id)!.variants.map((v) => v.price);

describe("a make's series gives the class of a model not in the table", () => {
  it.each([
    ["mercedes gls 450", "suv-van-minivan", "GLS 450"],
    ["my audi q7", "suv-van-minivan", "Q7"],
    ["a mazda cx-90", "suv-van-minivan", "CX-90"],
    ["lexus nx", "suv-van-minivan", "NX"],
    ["bmw m4", "sedan-coupe", "M4"],
    ["an acura tlx", "sedan-coupe", "TLX"],
    ["volvo xc90", "suv-van-minivan", "XC90"],
  ])("%s", (text, body, model) => {
    expect(findVehicleModel(text)).toMatchObject({ body, model });
  });

  it("lists every vehicle named, in order, the table's and the series'", () => {
    expect(findVehicles("a kia soul, an audi q5 and my f-250").map((v) => v.label)).toEqual([
      "Kia Soul",
      "Audi Q5",
      "Ford F-250",
    ]);
  });
});

describe("several vehicles in one question", () => {
  it("prices each one by its package", () => {
    const reply = ask("what would a crosstrek and an impreza run me");
    expect(reply).toMatch(/Subaru Crosstrek.*\$549\.00/);
    expect(reply).toMatch(/Subaru Impreza.*\$449\.00/);
  });

  it("answers which is cheaper from the catalogue", () => {
    expect(ask("is an suv more expensive than a sedan?")).toMatch(/^Yes: each vehicle/);
    expect(ask("is a minivan cheaper than a pickup?")).toMatch(/^No: each vehicle/);
  });

  it("has no listed fleet price: the phone and the quote", () => {
    const reply = ask("do you give a fleet discount for our company vans");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("/#contact");
    expect(reply).not.toMatch(/\d+% off/);
  });
});

describe("what a price covers", () => {
  it("answers from the package's own words", () => {
    const reply = ask("does the price for an suv include the visor strip on the windshield");
    expect(ask("does the 549 for suvs include the strip on top of the windshield")).toMatch(
      /^No, not at that price, only as an option: .*Sides, rear & visor strip \$599\.00/,
    );
    expect(reply).toMatch(/^Yes, as an option: .*strip along the top of the windshield/);
    expect(ask("does the sedan price cover the sunroof")).toMatch(/^No: .*rear windshield/);
  });

  it("quotes a part of the car: the packages cover every side window and the rear", () => {
    const reply = ask("how much to just tint the front two windows on my accord");
    expect(reply).toContain("rear windshield");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("/#contact");
  });

  it("says the shade does not change a package's regular price", () => {
    const reply = ask("is 5% more expensive than 35% on a car like a civic");
    expect(reply).toMatch(/^Not for the shade itself/);
    expect(reply).toContain(price("ceramic-tint-sedan")[0]);
    expect(ask("is it the same price for every shade on a pickup?")).toMatch(/^Yes, the regular price is the same/);
  });

  it("gives each kind of vehicle's package when asked whether the price depends on the car", () => {
    const reply = ask("does the price depend on the vehicle");
    for (const id of ["ceramic-tint-sedan", "ceramic-tint-suv", "ceramic-tint-truck"])
      expect(reply).toContain(`/product/${id}`);
  });
});

describe("a shade named with a price", () => {
  it("reads a shade for each window group", () => {
    expect(groupShadesOf("35 front and 15 on the back")).toEqual({ frontSides: 35, backSides: 15, rearGlass: 15 });
    expect(groupShadesOf("front at 50% and 20s behind")).toEqual({ frontSides: 50, backSides: 20, rearGlass: 20 });
    expect(groupShadesOf("20% on the rear window")).toEqual({ rearGlass: 20 });
  });

  it("books the legal shades asked and the default where the law says no", () => {
    const choice = vehicleChoiceFor({
      vehicle: "truck",
      vehicleModel: null,
      shade: 15,
      groupShades: { frontSides: 15, backSides: 20, rearGlass: 20 },
    });
    expect(choice?.shades).toEqual({ frontSides: 35, backSides: 20, rearGlass: 20 });
  });

  it("never calls a shade legal where it is too dark: the limit and the exemption", () => {
    const reply = ask("how much for 15% all around on my camry");
    expect(reply).toMatch(/15% is too dark for Florida on the front side windows \(at least 28%\) of a sedan/);
    expect(reply).not.toMatch(/15% is too dark[^.]*back side/);
    expect(reply).toContain("medical exemption");
    expect(reply).not.toMatch(/15% is (legal|fine|allowed)/);
  });
});
