import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bodyTypes,
  checkSelection,
  checkShade,
  describeRule,
  offeredShades,
  shadedGroups,
  vehicleClassOf,
  type BodyType,
  type ShadedGroup,
} from "./tint-rules.ts";

// The law, written out by hand from ../shared/spec/FACTS.md (Florida Statutes
// 316.2951-316.2957), not computed from the module or its config: if either
// drifts from the statute's figures, these tests fail.
const FACTS = {
  sedan: { frontSides: 28, backSides: 15, rearGlass: 15 },
  multipurpose: { frontSides: 28, backSides: 6, rearGlass: 6 },
  maxReflectance: { frontSides: 25, backSides: 35, rearGlass: 35 },
} as const;

/** FACTS.md: pickups are treated as 15% (passenger cars) unless confirmed multipurpose. */
const expectedClass: Record<BodyType, { unconfirmed: "sedan" | "multipurpose"; confirmed: "sedan" | "multipurpose" }> =
  {
    "sedan-coupe": { unconfirmed: "sedan", confirmed: "sedan" },
    "suv-van-minivan": { unconfirmed: "multipurpose", confirmed: "multipurpose" },
    pickup: { unconfirmed: "sedan", confirmed: "multipurpose" },
  };

/** The legal shades of the shop's list, per class and group, written out. */
const legalOfferedShades = {
  sedan: { frontSides: [35, 50, 70], backSides: [15, 20, 35, 50, 70], rearGlass: [15, 20, 35, 50, 70] },
  multipurpose: { frontSides: [35, 50, 70], backSides: [15, 20, 35, 50, 70], rearGlass: [15, 20, 35, 50, 70] },
} as const;

/** Figures off the shop's list that separate the classes: the limits and the values beside them. */
const boundaryVlts = [5, 6, 7, 14, 15, 16, 27, 28, 29];

const pickupFlags = [false, true];
const exemptionFlags = [false, true];

describe("the shop's shades", () => {
  it("are 5, 15, 20, 35, 50 and 70% VLT", () => {
    expect([...offeredShades]).toEqual([5, 15, 20, 35, 50, 70]);
  });
});

describe("vehicle class", () => {
  it("sedans and coupes are passenger cars, SUVs, vans and minivans multipurpose, pickups passenger cars unless confirmed", () => {
    for (const bodyType of bodyTypes) {
      expect(vehicleClassOf(bodyType), bodyType).toBe(expectedClass[bodyType].unconfirmed);
      expect(vehicleClassOf(bodyType, false), bodyType).toBe(expectedClass[bodyType].unconfirmed);
      expect(vehicleClassOf(bodyType, true), bodyType).toBe(expectedClass[bodyType].confirmed);
    }
  });
});

describe("checkShade against the FACTS table", () => {
  it("every body type x pickup confirmation x group x offered shade x exemption", () => {
    let cases = 0;
    for (const bodyType of bodyTypes) {
      for (const pickupConfirmedMultipurpose of pickupFlags) {
        const cls = pickupConfirmedMultipurpose
          ? expectedClass[bodyType].confirmed
          : expectedClass[bodyType].unconfirmed;
        for (const group of shadedGroups) {
          for (const vltPercent of offeredShades) {
            for (const medicalExemptionConfirmed of exemptionFlags) {
              const label = `${bodyType} pickupConfirmed=${pickupConfirmedMultipurpose} ${group} ${vltPercent}% exemption=${medicalExemptionConfirmed}`;
              const result = checkShade({
                bodyType,
                pickupConfirmedMultipurpose,
                group,
                vltPercent,
                medicalExemptionConfirmed,
              });
              const legal = (legalOfferedShades[cls][group] as readonly number[]).includes(vltPercent);
              expect(result.legal, label).toBe(legal);
              expect(result.minVlt, label).toBe(FACTS[cls][group]);
              expect(result.bookable, label).toBe(legal || medicalExemptionConfirmed);
              expect(result.medicalExemptionUsed, label).toBe(!legal && medicalExemptionConfirmed);
              // The visitor reads the verdict and the limit it rests on.
              expect(result.reason, label).toMatch(legal ? /^Yes: / : /^No: /);
              expect(result.reason, label).toContain(`as dark as ${FACTS[cls][group]}% VLT`);
              expect(result.reason, label).toContain("Florida Statutes 316.2951-316.2957");
              if (legal) expect(result.reason, label).not.toContain("medical exemption");
              else if (medicalExemptionConfirmed)
                expect(result.reason, label).toMatch(
                  /You confirmed a medical exemption certificate .*316\.29545.*can be booked/,
                );
              else expect(result.reason, label).toMatch(/only for a vehicle with a medical exemption certificate/);
              cases++;
            }
          }
        }
      }
    }
    expect(cases).toBe(3 * 2 * 3 * 6 * 2);
  });

  it("the limits themselves and the figures around them", () => {
    for (const bodyType of bodyTypes) {
      for (const pickupConfirmedMultipurpose of pickupFlags) {
        const cls = pickupConfirmedMultipurpose
          ? expectedClass[bodyType].confirmed
          : expectedClass[bodyType].unconfirmed;
        for (const group of shadedGroups) {
          for (const vltPercent of boundaryVlts) {
            const result = checkShade({ bodyType, pickupConfirmedMultipurpose, group, vltPercent });
            expect(result.legal, `${bodyType} ${pickupConfirmedMultipurpose} ${group} ${vltPercent}`).toBe(
              vltPercent >= FACTS[cls][group],
            );
          }
        }
      }
    }
  });

  it("6% on the back of an SUV is legal, on the back of a sedan it is not", () => {
    expect(checkShade({ bodyType: "suv-van-minivan", group: "backSides", vltPercent: 6 }).legal).toBe(true);
    expect(checkShade({ bodyType: "suv-van-minivan", group: "rearGlass", vltPercent: 6 }).legal).toBe(true);
    expect(checkShade({ bodyType: "sedan-coupe", group: "backSides", vltPercent: 6 }).legal).toBe(false);
    expect(checkShade({ bodyType: "sedan-coupe", group: "rearGlass", vltPercent: 14 }).legal).toBe(false);
  });

  it("pickups both ways: 6% behind only once confirmed multipurpose, never 20% in front", () => {
    const unconfirmed = checkShade({ bodyType: "pickup", group: "backSides", vltPercent: 6 });
    expect(unconfirmed.legal).toBe(false);
    expect(unconfirmed.minVlt).toBe(15);
    expect(unconfirmed.reason).toContain("treated like a passenger car unless confirmed as a multipurpose vehicle");
    const confirmed = checkShade({
      bodyType: "pickup",
      pickupConfirmedMultipurpose: true,
      group: "backSides",
      vltPercent: 6,
    });
    expect(confirmed.legal).toBe(true);
    expect(confirmed.minVlt).toBe(6);
    expect(confirmed.reason).toContain("confirmed as a multipurpose vehicle");
    for (const pickupConfirmedMultipurpose of pickupFlags) {
      expect(
        checkShade({ bodyType: "pickup", pickupConfirmedMultipurpose, group: "frontSides", vltPercent: 20 }).legal,
      ).toBe(false);
    }
  });
});

describe("reflectance", () => {
  const cases: [ShadedGroup, number, boolean][] = [
    ["frontSides", 0, true],
    ["frontSides", FACTS.maxReflectance.frontSides, true],
    ["frontSides", FACTS.maxReflectance.frontSides + 1, false],
    ["frontSides", 35, false],
    ["backSides", 25, true],
    ["backSides", FACTS.maxReflectance.backSides, true],
    ["backSides", FACTS.maxReflectance.backSides + 1, false],
    ["rearGlass", FACTS.maxReflectance.rearGlass, true],
    ["rearGlass", FACTS.maxReflectance.rearGlass + 1, false],
  ];

  it("front sides at most 25%, back sides and rear at most 35%, on every vehicle", () => {
    for (const bodyType of bodyTypes) {
      for (const [group, reflectancePercent, legal] of cases) {
        const result = checkShade({ bodyType, group, vltPercent: 70, reflectancePercent });
        expect(result.legal, `${bodyType} ${group} ${reflectancePercent}`).toBe(legal);
        expect(result.reflectanceNote).toContain(`${FACTS.maxReflectance[group]}%`);
        expect(result.reflectanceNote).toContain(legal ? "within" : "above");
        if (!legal) {
          expect(result.reason).toMatch(/^Yes: 70% is legal/); // the shade is fine, the mirror finish is not
          expect(result.reason).toContain(`above the ${FACTS.maxReflectance[group]}% Florida allows`);
          expect(result.bookable).toBe(false);
        }
      }
    }
  });

  it("an unknown reflectance is not held against the shade, and the limit is noted", () => {
    const result = checkShade({ bodyType: "sedan-coupe", group: "frontSides", vltPercent: 35 });
    expect(result.legal).toBe(true);
    expect(result.reflectanceNote).toBe(
      "Florida also limits the reflectance of the front side windows to 25% at most.",
    );
  });

  it("too much reflectance is bookable only with the exemption, like a shade too dark", () => {
    const result = checkShade({
      bodyType: "sedan-coupe",
      group: "frontSides",
      vltPercent: 50,
      reflectancePercent: 30,
      medicalExemptionConfirmed: true,
    });
    expect(result).toMatchObject({ legal: false, bookable: true, medicalExemptionUsed: true });
  });
});

describe("checkSelection", () => {
  it("a sedan with 15% behind and 35% in front is legal and bookable without exemption", () => {
    const result = checkSelection({
      bodyType: "sedan-coupe",
      shades: { frontSides: { vltPercent: 35 }, backSides: { vltPercent: 15 }, rearGlass: { vltPercent: 15 } },
      windshieldStrip: true,
    });
    expect(result).toMatchObject({ legal: true, bookable: true, medicalExemptionUsed: false, vehicleClass: "sedan" });
    expect(result.groups.map((g) => g.group)).toEqual(["frontSides", "backSides", "rearGlass", "windshieldStrip"]);
  });

  it("a 5% front side is refused for the road, and accepted with the exemption, which the result records", () => {
    const selection = {
      bodyType: "sedan-coupe" as const,
      shades: { frontSides: { vltPercent: 5 }, backSides: { vltPercent: 15 } },
      windshieldStrip: false,
    };
    const refused = checkSelection(selection);
    expect(refused).toMatchObject({ legal: false, bookable: false, medicalExemptionUsed: false });
    expect(refused.groups.find((g) => g.group === "frontSides")?.reason).toMatch(
      /^No: 5% is too dark.*as dark as 28% VLT/,
    );
    expect(refused.groups.find((g) => g.group === "backSides")).toMatchObject({ legal: true, bookable: true });

    const exempt = checkSelection({ ...selection, medicalExemptionConfirmed: true });
    expect(exempt).toMatchObject({ legal: false, bookable: true, medicalExemptionUsed: true });
    expect(exempt.groups.find((g) => g.group === "backSides")?.medicalExemptionUsed).toBe(false);
  });

  it("the windshield takes only a strip above the AS-1 line, as a yes or no, never a VLT", () => {
    const withStrip = checkSelection({ bodyType: "suv-van-minivan", shades: {}, windshieldStrip: true });
    expect(withStrip.groups).toEqual([
      expect.objectContaining({ group: "windshieldStrip", legal: true, minVlt: null }),
    ]);
    expect(withStrip.groups[0]?.reason).toContain("above the AS-1 line");
    expect(checkSelection({ bodyType: "suv-van-minivan", shades: {}, windshieldStrip: false }).groups).toEqual([]);
  });

  it("a pickup's class follows the confirmation", () => {
    const shades = { backSides: { vltPercent: 5 }, rearGlass: { vltPercent: 15 } };
    expect(checkSelection({ bodyType: "pickup", shades, windshieldStrip: false }).vehicleClass).toBe("sedan");
    expect(
      checkSelection({ bodyType: "pickup", pickupConfirmedMultipurpose: true, shades, windshieldStrip: false })
        .vehicleClass,
    ).toBe("multipurpose");
  });
});

describe("describeRule", () => {
  it("answers 'is 20% legal on my SUV?' for the back windows and the front", () => {
    expect(describeRule("suv-van-minivan", "backSides")).toBe(
      "The back side windows of an SUV, van or minivan may be as dark as 6% VLT under Florida law (Florida Statutes 316.2951-316.2957), and no darker, with reflectance at most 35%.",
    );
    expect(describeRule("suv-van-minivan", "frontSides")).toBe(
      "The front side windows of every vehicle may be as dark as 28% VLT under Florida law (Florida Statutes 316.2951-316.2957), and no darker, with reflectance at most 25%.",
    );
    expect(checkShade({ bodyType: "suv-van-minivan", group: "backSides", vltPercent: 20 }).reason).toMatch(
      /^Yes: 20% is legal, because the back side windows of an SUV, van or minivan may be as dark as 6% VLT/,
    );
    expect(checkShade({ bodyType: "suv-van-minivan", group: "frontSides", vltPercent: 20 }).reason).toMatch(
      /^No: 20% is too dark, because the front side windows of every vehicle may be as dark as 28% VLT/,
    );
  });

  it("a sentence for every body type and group, naming the right limit", () => {
    for (const bodyType of bodyTypes) {
      for (const group of shadedGroups) {
        expect(describeRule(bodyType, group)).toContain(
          `as dark as ${FACTS[expectedClass[bodyType].unconfirmed][group]}% VLT`,
        );
        expect(describeRule(bodyType, group, true)).toContain(
          `as dark as ${FACTS[expectedClass[bodyType].confirmed][group]}% VLT`,
        );
      }
      expect(describeRule(bodyType, "windshieldStrip")).toContain("above the AS-1 line");
    }
    expect(describeRule("pickup", "backSides")).toContain(
      " We treat pickup trucks like passenger cars (15% on the back side and rear glass)",
    );
    expect(describeRule("pickup", "backSides")).not.toMatch(/\bwe we\b/i);
    expect(describeRule("pickup", "backSides", true)).not.toMatch(/we treat pickup trucks/i);
  });
});

describe("properties", () => {
  const bodyType = fc.constantFrom(...bodyTypes);
  const group = fc.constantFrom(...shadedGroups);
  const percent = fc.integer({ min: 0, max: 100 });

  it("if a shade is legal, every lighter shade is legal (and every darker illegal one stays illegal)", () => {
    fc.assert(
      fc.property(bodyType, fc.boolean(), group, percent, percent, (b, p, g, v1, v2) => {
        const [dark, light] = v1 <= v2 ? [v1, v2] : [v2, v1];
        const legalDark = checkShade({ bodyType: b, pickupConfirmedMultipurpose: p, group: g, vltPercent: dark }).legal;
        const legalLight = checkShade({
          bodyType: b,
          pickupConfirmedMultipurpose: p,
          group: g,
          vltPercent: light,
        }).legal;
        return !legalDark || legalLight;
      }),
    );
  });

  it("less reflectance never makes a legal window illegal", () => {
    fc.assert(
      fc.property(bodyType, group, percent, percent, percent, (b, g, v, r1, r2) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const legalHigh = checkShade({ bodyType: b, group: g, vltPercent: v, reflectancePercent: high }).legal;
        return !legalHigh || checkShade({ bodyType: b, group: g, vltPercent: v, reflectancePercent: low }).legal;
      }),
    );
  });

  it("the front side windows have one rule for every vehicle", () => {
    fc.assert(
      fc.property(
        percent,
        fc.option(percent, { nil: undefined }),
        fc.boolean(),
        (vltPercent, reflectancePercent, exemption) => {
          const results = bodyTypes.flatMap((b) =>
            pickupFlags.map((p) => {
              const r = checkShade({
                bodyType: b,
                pickupConfirmedMultipurpose: p,
                group: "frontSides",
                vltPercent,
                reflectancePercent,
                medicalExemptionConfirmed: exemption,
              });
              return { legal: r.legal, bookable: r.bookable, minVlt: r.minVlt, reflectanceNote: r.reflectanceNote };
            }),
          );
          return results.every((r) => JSON.stringify(r) === JSON.stringify(results[0]));
        },
      ),
    );
  });

  it("the exemption only ever adds bookability to an illegal choice, never changes legality", () => {
    fc.assert(
      fc.property(bodyType, fc.boolean(), group, percent, (b, p, g, v) => {
        const without = checkShade({ bodyType: b, pickupConfirmedMultipurpose: p, group: g, vltPercent: v });
        const withIt = checkShade({
          bodyType: b,
          pickupConfirmedMultipurpose: p,
          group: g,
          vltPercent: v,
          medicalExemptionConfirmed: true,
        });
        return without.legal === withIt.legal && without.bookable === without.legal && withIt.bookable;
      }),
    );
  });
});
