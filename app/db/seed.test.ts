import { existsSync } from "node:fs";
import { expect, it } from "vitest";
import { demoCatalog } from "./seed.ts";

it("every image of the demo catalogue exists", () => {
  const paths = demoCatalog.flatMap((p) => [p.thumbnail, ...p.images]).filter((p): p is string => !!p);
  for (const path of paths) expect(existsSync(`public${path}`), path).toBe(true);
});

it("exercises every rule of the spec", () => {
  const variants = demoCatalog.flatMap((p) => p.variants);
  expect(variants.some((v) => v.salePriceInCents)).toBe(true);
  expect(variants.some((v) => v.inventoryQuantity === 2 && v.manageInventory !== false)).toBe(true);
  expect(variants.some((v) => v.inventoryQuantity === 0 && v.manageInventory !== false)).toBe(true);
  expect(variants.some((v) => v.currencyTemplate)).toBe(true);
  expect(demoCatalog.some((p) => p.variants.every((v) => v.manageInventory === false))).toBe(true);
  expect(demoCatalog.some((p) => p.purchasable === false)).toBe(true);
  expect(demoCatalog.some((p) => p.siteProductSelection && p.siteProductSelection !== "lowest_price_first")).toBe(true);
  expect(demoCatalog.some((p) => p.related?.ids.length)).toBe(true);
  expect(demoCatalog.every((p) => p.info.length > 0)).toBe(true);
  const shades = demoCatalog.find((p) => p.id === "ceramic-tint-sedan")!.variants.map((v) => v.title);
  expect(shades).toEqual(["5%", "15%", "20%", "35%", "50%", "70%"]);
});
