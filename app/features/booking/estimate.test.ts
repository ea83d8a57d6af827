import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { booking, jobDurations, lookEstimate } from "~/config/booking.ts";
import type { DbHandle } from "~/db/client.server.ts";
import * as t from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { updateProduct, updateVariant } from "~/features/catalog/catalog-edits.server.ts";
import type { JobChoice, VehicleChoice } from "./choice.ts";
import { estimateJob } from "./estimate.server.ts";
import { bodyTypes, offeredShades, type BodyType } from "./tint-rules.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

/** The catalogue's current price of a variant, read straight from the table: the sale price when there is one. */
async function variantPrice(id: string): Promise<number> {
  const [row] = await handle.db.select().from(t.variants).where(eq(t.variants.id, id));
  if (!row) throw new Error(`no variant ${id}`);
  return row.salePriceInCents ?? row.priceInCents;
}

const variantPrefix: Record<BodyType, string> = {
  "sedan-coupe": "sedan",
  "suv-van-minivan": "suv-sides",
  pickup: "truck",
};

const car = (overrides: Partial<VehicleChoice> = {}): VehicleChoice => ({
  kind: "vehicle",
  bodyType: "sedan-coupe",
  year: null,
  make: "",
  model: "",
  filmLine: "ceramic",
  shades: { frontSides: 35, backSides: 15, rearGlass: 15 },
  windshieldStrip: false,
  pickupMultipurpose: false,
  medicalExemption: false,
  ...overrides,
});

describe("estimateJob: vehicles", () => {
  it("prices every body type and shade at the catalogue variant's current price", async () => {
    for (const bodyType of bodyTypes) {
      for (const shade of offeredShades) {
        const estimate = await estimateJob(
          handle.db,
          car({ bodyType, shades: { frontSides: shade, backSides: shade, rearGlass: shade }, medicalExemption: true }),
        );
        const expected = await variantPrice(`${variantPrefix[bodyType]}-${shade}`);
        expect(estimate.priceCents, `${bodyType} ${shade}%`).toBe(expected);
        expect(estimate.lines).toEqual([{ label: expect.stringContaining(`${shade}%`), cents: expected }]);
        expect(estimate.durationMinutes).toBe(jobDurations.vehicleTint[bodyType]);
        expect(estimate.depositCents).toBe(Math.min(booking.depositCents, expected));
      }
    }
  });

  it("names every window group's shade on the price line, and the vehicle with its article", async () => {
    const sedan = await estimateJob(handle.db, car());
    expect(sedan.lines.map((l) => l.label)).toEqual([
      "Ceramic Window Tint: Sedan & Coupe: front sides 35%, back sides 15%, rear glass 15%",
    ]);
    expect(sedan.summary).toMatch(/^Ceramic tint for a sedan or coupe: /);
    const suv = await estimateJob(handle.db, car({ bodyType: "suv-van-minivan", windshieldStrip: true }));
    expect(suv.lines[0]!.label).toBe(
      "Ceramic Window Tint: SUV & Minivan, Sides, rear & visor strip: front sides 35%, back sides 15%, rear glass 15%",
    );
    expect(suv.summary).toMatch(/^Ceramic tint for an SUV, van or minivan: /);
  });

  it("charges the sale price when the variant has one", async () => {
    const sale = await estimateJob(handle.db, car({ shades: { frontSides: 35, backSides: 35, rearGlass: 35 } }));
    expect(sale.priceCents).toBe(39900);
    expect(sale.lines[0]!.label).toMatch(/sale price/);
    // The front sides take any shade at the package's price: the back windows name the variant.
    const frontLighter = await estimateJob(
      handle.db,
      car({ shades: { frontSides: 70, backSides: 35, rearGlass: 35 } }),
    );
    expect(frontLighter.priceCents).toBe(39900);
    // Back sides and rear glass differ: the dearer variant.
    const mixed = await estimateJob(handle.db, car({ shades: { frontSides: 35, backSides: 35, rearGlass: 15 } }));
    expect(mixed.priceCents).toBe(44900);
  });

  it("sees the owner's price change at once, and a change made in the database directly", async () => {
    const choice = car({ shades: { frontSides: 50, backSides: 20, rearGlass: 20 } });
    expect((await estimateJob(handle.db, choice)).priceCents).toBe(44900);
    await updateVariant(handle.db, "sedan-20", { salePriceInCents: 41900 });
    expect((await estimateJob(handle.db, choice)).priceCents).toBe(41900);
    await handle.db
      .update(t.variants)
      .set({ salePriceInCents: null, priceInCents: 46900 })
      .where(eq(t.variants.id, "sedan-20"));
    expect((await estimateJob(handle.db, choice)).priceCents).toBe(46900);
  });

  it("a sedan with 35% front and 15% back: legal and bookable", async () => {
    const estimate = await estimateJob(handle.db, car());
    expect(estimate).toMatchObject({ bookable: true, problems: [], priceCents: 44900, range: null });
    expect(estimate.legality).toMatchObject({ legal: true, bookable: true, medicalExemptionUsed: false });
    expect(estimate.summary).toBe(
      "Ceramic tint for a sedan or coupe: front sides 35%, back sides 15%, rear glass 15%.",
    );
  });

  it("an illegal shade is not bookable for the road; with the medical exemption it is, and says so", async () => {
    const dark = car({ shades: { frontSides: 5, backSides: 15, rearGlass: 15 } });
    const refused = await estimateJob(handle.db, dark);
    expect(refused.bookable).toBe(false);
    expect(refused.priceCents).toBe(44900);
    expect(refused.problems).toEqual([
      { field: "front", message: expect.stringMatching(/^No: 5% is too dark.*medical exemption/) },
    ]);
    const exempt = await estimateJob(handle.db, { ...dark, medicalExemption: true });
    expect(exempt.bookable).toBe(true);
    expect(exempt.problems).toEqual([]);
    expect(exempt.legality).toMatchObject({ legal: false, bookable: true, medicalExemptionUsed: true });
  });

  it("a pickup is a passenger car unless confirmed multipurpose", async () => {
    const shades = { frontSides: 35, backSides: 5, rearGlass: 5 };
    expect((await estimateJob(handle.db, car({ bodyType: "pickup", shades }))).bookable).toBe(false);
    expect((await estimateJob(handle.db, car({ bodyType: "suv-van-minivan", shades }))).bookable).toBe(false);
    const sixOk = { frontSides: 35, backSides: 15, rearGlass: 15 };
    expect((await estimateJob(handle.db, car({ bodyType: "pickup", shades: sixOk }))).bookable).toBe(true);
    // 5% is under the 6% multipurpose limit too: still refused when confirmed.
    const confirmed = await estimateJob(handle.db, car({ bodyType: "pickup", shades, pickupMultipurpose: true }));
    expect(confirmed.legality?.vehicleClass).toBe("multipurpose");
  });

  it("the visor strip: the SUV's own variant; on other bodies the difference the SUV's two coverages make", async () => {
    const suv = await estimateJob(handle.db, car({ bodyType: "suv-van-minivan", windshieldStrip: true }));
    expect(suv.priceCents).toBe(await variantPrice("suv-full-15"));
    expect(suv.durationMinutes).toBe(jobDurations.vehicleTint["suv-van-minivan"] + jobDurations.windshieldStrip);
    const sedan = await estimateJob(handle.db, car({ windshieldStrip: true }));
    const strip = (await variantPrice("suv-full-15")) - (await variantPrice("suv-sides-15"));
    expect(sedan.lines).toEqual([
      { label: expect.any(String), cents: await variantPrice("sedan-15") },
      { label: "Windshield visor strip", cents: strip },
    ]);
    expect(sedan.priceCents).toBe((await variantPrice("sedan-15")) + strip);
    expect(sedan.legality?.groups.at(-1)).toMatchObject({ group: "windshieldStrip", legal: true });
  });

  it("a package the owner hid cannot be priced or booked", async () => {
    await updateProduct(handle.db, "ceramic-tint-truck", { isHidden: true });
    const estimate = await estimateJob(handle.db, car({ bodyType: "pickup" }));
    expect(estimate).toMatchObject({ bookable: false, priceCents: null, lines: [] });
    expect(estimate.problems.map((p) => p.field)).toEqual(["front", "back", "rear"]);
    await updateProduct(handle.db, "ceramic-tint-truck", { isHidden: false });
    expect((await estimateJob(handle.db, car({ bodyType: "pickup" }))).bookable).toBe(true);
  });
});

describe("estimateJob: homes, businesses and paint protection film", () => {
  it("a home gets a range and a visit, the final price after a look", async () => {
    const choice: JobChoice = { kind: "home", propertyType: "house", windows: { small: 2, medium: 4, large: 1 } };
    const estimate = await estimateJob(handle.db, choice);
    const sqft =
      2 * lookEstimate.windowSquareFeet.small +
      4 * lookEstimate.windowSquareFeet.medium +
      lookEstimate.windowSquareFeet.large;
    const rate = lookEstimate.centsPerSquareFoot.home;
    expect(estimate.priceCents).toBeNull();
    expect(estimate.range).toEqual({
      minCents: Math.floor((sqft * rate.min) / 1000) * 1000,
      maxCents: Math.ceil((sqft * rate.max) / 1000) * 1000,
    });
    expect(estimate.range!.minCents).toBeLessThan(estimate.range!.maxCents);
    expect(estimate.summary).toMatch(/about 7 windows.*final price given there/);
    const fee = await variantPrice("home-consult");
    expect(estimate.lines).toEqual([{ label: expect.stringMatching(/credited against the job/), cents: fee }]);
    expect(estimate).toMatchObject({
      bookable: true,
      depositCents: Math.min(fee, booking.depositCents),
      legality: null,
    });
    expect(estimate.durationMinutes).toBe(60);
  });

  it("a business is priced at the commercial rate", async () => {
    const estimate = await estimateJob(handle.db, {
      kind: "business",
      propertyType: "office",
      windows: { small: 0, medium: 0, large: 10 },
    });
    expect(estimate.range).toEqual({ minCents: 300 * 700, maxCents: 300 * 1100 });
    expect(estimate.durationMinutes).toBe(75);
  });

  it("PPF partial front is priced from the catalogue per finish; the other coverages need a look", async () => {
    const base = { kind: "ppf", year: 2024, make: "Tesla", model: "Model 3", coverage: "partial-front" } as const;
    const gloss = await estimateJob(handle.db, { ...base, finish: "gloss" });
    expect(gloss).toMatchObject({ priceCents: await variantPrice("ppf-gloss"), bookable: true });
    expect(gloss.durationMinutes).toBe(jobDurations.ppf["partial-front"]);
    expect(gloss.summary).toMatch(/2024 Tesla Model 3/);
    await updateVariant(handle.db, "ppf-satin", { priceInCents: 150000 });
    expect((await estimateJob(handle.db, { ...base, finish: "satin" })).priceCents).toBe(150000);
    const full = await estimateJob(handle.db, { ...base, coverage: "full-body", finish: "gloss" });
    expect(full).toMatchObject({ priceCents: null, bookable: false, problems: [{ field: "coverage" }] });
  });
});
