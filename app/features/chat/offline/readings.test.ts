import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { bookingProducts } from "~/config/booking.ts";
import { floridaTintLaw as law } from "~/config/tint-law.ts";
import { formatDollars } from "~/lib/money.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { editsWithin } from "./slots.ts";

// Issue 26, third round: a shade named without a % sign or by its nickname,
// "all the way around", and several vehicles in one price question.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const ask = askOfflineAt(() => k, OPEN);
const lowestPrice = (id: string) => {
  const product = k.products.find((p) => p.id === id)!;
  return product.variants.reduce((min, v) => (v.cents < min.cents ? v : min)).price;
};
const front = `${law.vehicleClasses.sedan.minVlt.frontSide}%`;

describe("a shade asked about without a % sign", () => {
  it.each([
    "can i do 15 all the way around on my highlander",
    "limo tint all the way around on my charger?",
    "i'll pay extra cash if you do 5 on my front doors",
  ])("says it is too dark for the front, with the front limit: %s", (question) => {
    const { reply } = ask(question);
    expect(reply).toMatch(/not legal|too dark/i);
    expect(reply).toContain(front);
  });

  it("reads 'limo' on the back of an SUV as the darkest shade, legal there only with the SUV limit", () => {
    const { reply } = ask("can yall do limo tint on the back of my tahoe");
    expect(reply).toContain(`${law.vehicleClasses.multipurpose.minVlt.backSide}%`);
  });

  it("does not take a year or a count for a shade", () => {
    const { reply } = ask("how much for my 2019 camry");
    expect(reply).not.toMatch(/too dark|not legal/i);
  });
});

describe("several vehicles in one price question", () => {
  it("prices each kind of vehicle from the catalogue", () => {
    const { reply } = ask("How much for a Kia Telluride and a Nissan Sentra? Doing both cars");
    expect(reply).toContain(lowestPrice(bookingProducts.vehicleTint["suv-van-minivan"]));
    expect(reply).toContain(lowestPrice(bookingProducts.vehicleTint["sedan-coupe"]));
    expect(reply).toContain("Kia Telluride");
    expect(reply).toContain("Nissan Sentra");
  });

  it("names a truck and an SUV by their kinds when no model is given", () => {
    const { reply } = ask("what would it cost to do my truck and my wife's suv");
    expect(reply).toContain(lowestPrice(bookingProducts.vehicleTint.pickup));
    expect(reply).toContain(lowestPrice(bookingProducts.vehicleTint["suv-van-minivan"]));
    expect(reply).toContain("For the pickup truck");
  });

  it("keeps one vehicle's own estimate when only one kind is named", () => {
    const { reply } = ask("how much for my camry");
    expect(reply).not.toContain("Each vehicle has its own package");
  });
});

describe("a town typed one letter off", () => {
  it.each([
    ["do you go to crestveiw", "/service-areas/crestview"],
    ["do you tint in mary ester", "/service-areas/mary-esther"],
  ])("finds the town: %s", (question, page) => {
    expect(ask(question).reply).toContain(page);
  });

  it("leaves short names and other words alone", () => {
    expect(editsWithin("crestveiw", "crestview", 1)).toBe(true);
    expect(editsWithin("mary ester", "mary esther", 1)).toBe(true);
    expect(editsWithin("milton", "melton", 0)).toBe(false);
    expect(ask("do you go to miltown").reply).not.toContain("/service-areas/milton");
  });
});

describe("the deposit, asked without the word", () => {
  it.each(["do i need to put money down to book", "do i have to pay anything before you come out"])(
    "gives the deposit from the booking settings: %s",
    (question) => {
      expect(ask(question).reply).toContain(formatDollars(k.booking.depositCents));
    },
  );
});
