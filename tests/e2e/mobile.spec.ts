import { expect, gotoHydrated, test } from "./fixtures.ts";

test.describe("mobile menu", () => {
  test("the toggle opens a full-screen overlay 80 px from the top with every item and a full-width Get a Quote", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(header.getByRole("button", { name: /Open cart/ })).toBeVisible();
    const toggle = header.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(header).toHaveAttribute("data-solid", "true");
    const overlay = page.locator("#mobile-menu");
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBe(80);
    expect(box.width).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    const menu = overlay.getByRole("navigation", { name: "Mobile" });
    for (const label of [
      "Home",
      "Shop",
      "Automotive Tinting",
      "Residential Tinting",
      "Commercial Tinting",
      "Gallery",
      "Service Areas",
      "Blog",
      "News",
      "About Us",
      "Reviews",
      "Contact",
    ]) {
      await expect(menu.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
    }
    const quote = menu.getByRole("link", { name: "Get a Quote" });
    const menuBox = (await menu.boundingBox())!;
    const quoteBox = (await quote.boundingBox())!;
    expect(quoteBox.width).toBeGreaterThan(menuBox.width - 48);
  });

  test("choosing a link closes the overlay", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: /^Gallery/ })
      .click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps focus inside while open; Escape closes it and returns focus to the toggle", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("Get a Quote in the overlay reaches the contact section", async ({ page }) => {
    await gotoHydrated(page, "/reviews");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
