import { expect, gotoHydrated, test } from "./fixtures.ts";

const areas = [
  ["Navarre", "navarre", "0 miles", "37,000", "Santa Rosa", ["32566"]],
  [
    "Fort Walton Beach",
    "window-tinting-near-fort-walton-fl",
    "15 miles",
    "22,000",
    "Okaloosa",
    ["32547", "32548", "32549"],
  ],
  ["Gulf Breeze", "gulf-breeze", "8 miles", "6,200", "Santa Rosa", ["32561", "32563"]],
  ["Pensacola", "pensacola", "15 miles", "54,000", "Escambia", ["32501", "32509", "32511", "32514", "32516", "32526"]],
  ["Destin", "destin", "25 miles", "14,000", "Okaloosa", ["32540", "32541"]],
  ["Milton", "milton", "18 miles", "10,200", "Santa Rosa", ["32570", "32571", "32572"]],
  ["Pace", "pace", "22 miles", "23,000", "Santa Rosa", ["32571"]],
  ["Crestview", "crestview", "28 miles", "27,000", "Okaloosa", ["32536", "32539"]],
  ["Mary Esther", "mary-esther", "12 miles", "4,000", "Okaloosa", ["32569"]],
  ["Niceville", "niceville", "28 miles", "15,000", "Okaloosa", ["32578", "32588"]],
] as const;

const services = [
  "Automotive Window Tinting",
  "Residential Window Tinting",
  "Commercial Window Tinting",
  "Paint Protection Film",
];

test.describe("service area pages", () => {
  const seen = new Set<string>();
  for (const [name, slug, distance, population, county, zips] of areas) {
    test(`${name} shows its facts, the four services, a map and its own copy`, async ({ page }) => {
      await gotoHydrated(page, `/service-areas/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
      const facts = page.getByTestId("area-facts");
      await expect(facts).toContainText(county);
      await expect(facts).toContainText(distance);
      await expect(facts).toContainText(population);
      for (const zip of zips) await expect(facts).toContainText(zip);
      const list = page.getByTestId("area-services");
      for (const service of services) await expect(list.getByRole("link", { name: new RegExp(service) })).toBeVisible();
      await expect(
        page.getByRole("img", { name: new RegExp(`Map of our service area with ${name} highlighted`) }),
      ).toBeVisible();
      const copy = await page.locator(".prose-site").first().innerText();
      expect(copy.length).toBeGreaterThan(1200);
      expect(seen.has(copy)).toBe(false);
      seen.add(copy);
    });
  }

  test("the list links every area", async ({ page }) => {
    await gotoHydrated(page, "/service-areas");
    for (const [name, slug] of areas) {
      await expect(page.locator(`main a[href="/service-areas/${slug}"]`).first()).toContainText(name);
    }
  });
});
