import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { choiceToSearchParams, ppfCoverages, ppfFinishes, propertyTypes, type JobChoice } from "./choice.ts";
import { choiceFromSearchParams, jobChoiceSchema } from "./choice-schema.ts";
import { bodyTypes, offeredShades } from "./tint-rules.ts";

const vehicle = (params: Record<string, string>) =>
  choiceFromSearchParams(
    new URLSearchParams({ kind: "vehicle", body: "sedan-coupe", front: "35", back: "15", rear: "15", ...params }),
  );

describe("choiceFromSearchParams", () => {
  it("reads a vehicle choice, with the default film and unticked boxes", () => {
    expect(vehicle({ year: "2021", make: " Honda ", model: "Accord" })).toEqual({
      ok: true,
      choice: {
        kind: "vehicle",
        bodyType: "sedan-coupe",
        year: 2021,
        make: "Honda",
        model: "Accord",
        filmLine: "ceramic",
        shades: { frontSides: 35, backSides: 15, rearGlass: 15 },
        windshieldStrip: false,
        pickupMultipurpose: false,
        medicalExemption: false,
      },
    });
  });

  it("names a shade the shop does not offer, per field", () => {
    const result = vehicle({ front: "28", back: "abc" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.front).toMatch(/We don't offer a 28% shade\. Choose one of 5%, 15%, 20%, 35%, 50%, 70%/);
    expect(result.errors.back).toMatch(/Choose a shade for the back sides/);
    expect(result.errors.rear).toBeUndefined();
  });

  it("asks for what is missing: the kind, the body type, each shade", () => {
    expect(choiceFromSearchParams(new URLSearchParams())).toEqual({
      ok: false,
      errors: { kind: expect.stringMatching(/Choose what we're working on/) },
    });
    expect(choiceFromSearchParams(new URLSearchParams({ kind: "boat" }))).toMatchObject({ ok: false });
    const result = choiceFromSearchParams(new URLSearchParams({ kind: "vehicle" }));
    expect(result).toMatchObject({
      ok: false,
      errors: {
        body: expect.stringMatching(/body type/),
        front: expect.stringMatching(/front sides/),
        back: expect.stringMatching(/back sides/),
        rear: expect.stringMatching(/rear glass/),
      },
    });
  });

  it("refuses a very long field with a clear message, and control characters", () => {
    const huge = vehicle({ make: "x".repeat(10 * 1024 * 1024) });
    expect(huge).toEqual({ ok: false, errors: { make: "The make can be at most 40 characters." } });
    expect(vehicle({ model: "A\u0000B" })).toMatchObject({
      ok: false,
      errors: { model: expect.stringMatching(/plain text/) },
    });
    expect(vehicle({ year: "1800" })).toMatchObject({ ok: false, errors: { year: expect.stringMatching(/1950/) } });
    expect(vehicle({ year: "twenty" })).toMatchObject({ ok: false, errors: { year: "Enter a year like 2021." } });
  });

  it("keeps the pickup confirmation for pickups only", () => {
    expect(vehicle({ multipurpose: "1" })).toMatchObject({ ok: true, choice: { pickupMultipurpose: false } });
    expect(vehicle({ body: "pickup", multipurpose: "on" })).toMatchObject({
      ok: true,
      choice: { pickupMultipurpose: true },
    });
    expect(vehicle({ exemption: "1", strip: "1" })).toMatchObject({
      ok: true,
      choice: { medicalExemption: true, windshieldStrip: true },
    });
  });

  it("reads homes and businesses: a property type of that kind and at least one window", () => {
    expect(
      choiceFromSearchParams(new URLSearchParams({ kind: "home", property: "house", small: "2", large: "3" })),
    ).toEqual({
      ok: true,
      choice: { kind: "home", propertyType: "house", windows: { small: 2, medium: 0, large: 3 } },
    });
    const wrongType = choiceFromSearchParams(new URLSearchParams({ kind: "home", property: "office", medium: "1" }));
    expect(wrongType).toMatchObject({ ok: false, errors: { property: expect.stringMatching(/Choose a home type/) } });
    const none = choiceFromSearchParams(new URLSearchParams({ kind: "business", property: "office" }));
    expect(none).toMatchObject({ ok: false, errors: { medium: expect.stringMatching(/at least one/) } });
    const negative = choiceFromSearchParams(
      new URLSearchParams({ kind: "business", property: "office", small: "-1", large: "2.5" }),
    );
    expect(negative).toMatchObject({ ok: false, errors: { small: expect.any(String), large: expect.any(String) } });
  });

  it("reads paint protection film: coverage and finish", () => {
    expect(choiceFromSearchParams(new URLSearchParams({ kind: "ppf", coverage: "partial-front" }))).toMatchObject({
      ok: true,
      choice: { kind: "ppf", coverage: "partial-front", finish: "gloss" },
    });
    expect(
      choiceFromSearchParams(new URLSearchParams({ kind: "ppf", coverage: "roof", finish: "matte" })),
    ).toMatchObject({ ok: false, errors: { coverage: expect.any(String), finish: expect.any(String) } });
  });
});

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const textArb = fc.string({ maxLength: 40 }).filter((s) => s.trim() === s && !CONTROL.test(s));
const shadeArb = fc.constantFrom(...offeredShades);
const choiceArb: fc.Arbitrary<JobChoice> = fc.oneof(
  fc.record({
    kind: fc.constant("vehicle" as const),
    bodyType: fc.constantFrom(...bodyTypes),
    year: fc.option(fc.integer({ min: 1950, max: 2026 }), { nil: null }),
    make: textArb,
    model: textArb,
    filmLine: fc.constant("ceramic" as const),
    shades: fc.record({ frontSides: shadeArb, backSides: shadeArb, rearGlass: shadeArb }),
    windshieldStrip: fc.boolean(),
    pickupMultipurpose: fc.boolean(),
    medicalExemption: fc.boolean(),
  }),
  fc
    .record({
      kind: fc.constantFrom("home" as const, "business" as const),
      windows: fc.record({
        small: fc.integer({ min: 0, max: 200 }),
        medium: fc.integer({ min: 1, max: 200 }),
        large: fc.integer({ min: 0, max: 200 }),
      }),
      index: fc.nat(),
    })
    .map(({ index, ...c }) => ({ ...c, propertyType: propertyTypes[c.kind][index % propertyTypes[c.kind].length]! })),
  fc.record({
    kind: fc.constant("ppf" as const),
    year: fc.option(fc.integer({ min: 1950, max: 2026 }), { nil: null }),
    make: textArb,
    model: textArb,
    coverage: fc.constantFrom(...ppfCoverages),
    finish: fc.constantFrom(...ppfFinishes),
  }),
);

describe("choiceToSearchParams", () => {
  it("carries any valid choice through a URL unchanged (a pickup's confirmation only on a pickup)", () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        const expected =
          choice.kind === "vehicle" && choice.bodyType !== "pickup" ? { ...choice, pickupMultipurpose: false } : choice;
        const url = new URL(`https://example.test/book/when?${choiceToSearchParams(choice).toString()}`);
        expect(jobChoiceSchema.safeParse(expected).success).toBe(true);
        expect(choiceFromSearchParams(url.searchParams)).toEqual({ ok: true, choice: expected });
      }),
    );
  });
});

describe("a form's empty fields", () => {
  it("count as left out: the default film, no year, unticked boxes", () => {
    const form = new URLSearchParams({ kind: "vehicle", body: "pickup", film: "", year: "", make: "", model: "" });
    for (const [k, v] of Object.entries({ front: "35", back: "15", rear: "15", strip: "", exemption: "" }))
      form.set(k, v);
    expect(choiceFromSearchParams(form)).toMatchObject({
      ok: true,
      choice: { filmLine: "ceramic", year: null, windshieldStrip: false, medicalExemption: false },
    });
  });
});
