import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";

// One offer for one tint job (issue 23, docs/decisions/028), on a phone: the
// shop and /book charge the same for the same shades, and a shade illegal for
// the road is sent to /book, which asks for the medical exemption; the cart's
// checkout refuses tint jobs outright.

test.use({ viewport: { width: 390, height: 844 } });

const estimate = (page: Page) => page.getByTestId("estimate");

test("the sedan package: the shop's price is /book's price for the same shades", async ({ page }) => {
  await gotoHydrated(page, "/shop");
  const card = page.getByTestId("product-card").filter({ hasText: "Ceramic Window Tint: Sedan & Coupe" });
  await expect(card.getByTestId("product-price")).toContainText("Book from$399.00");
  await card.getByRole("link", { name: "Book Ceramic Window Tint: Sedan & Coupe online" }).click();
  await expect(page).toHaveURL(/\/book\?kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=35&rear=35$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(estimate(page).getByTestId("price")).toHaveText("$399.00");
  // The price line names the three window groups' shades, not one.
  await expect(estimate(page)).toContainText(
    "Ceramic Window Tint: Sedan & Coupe: front sides 35%, back sides 35%, rear glass 35% (sale price)",
  );
  await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");

  // The 15% package on the product page, and at /book.
  await gotoHydrated(page, "/product/ceramic-tint-sedan?variant=sedan-15");
  await expect(page.getByTestId("variant-price")).toHaveText("$449.00");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  await expect(page.getByText("After checkout")).toHaveCount(0);
  await page.getByRole("link", { name: "Book this online" }).click();
  await expect(page).toHaveURL(/front=35&back=15&rear=15$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(estimate(page).getByTestId("price")).toHaveText("$449.00");
});

test("the 5% sedan package is sent to /book, which asks for the medical exemption", async ({ page }) => {
  await gotoHydrated(page, "/product/ceramic-tint-sedan?variant=sedan-5");
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  const panel = page.getByTestId("book-online");
  await expect(panel.getByRole("note")).toContainText("No: 5% is too dark");
  await expect(panel.getByRole("note")).toContainText("medical exemption certificate");
  await expectNoSeriousAxe(page);
  await panel.getByRole("link", { name: "Book this online" }).click();
  await expect(page).toHaveURL(/back=5&rear=5$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(estimate(page).getByTestId("bookable")).toHaveText("Not bookable as chosen.");
  await expect(estimate(page).getByRole("link", { name: "Choose a time" })).toHaveCount(0);
  await page.getByLabel(/medical exemption certificate/).check();
  await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");
  await expect(estimate(page).getByTestId("price")).toHaveText("$449.00");
});

test("the cart's checkout refuses a tint job, naming /book", async ({ page, baseURL }) => {
  const res = await page.request.post("/store/elite-tint/checkout", {
    data: {
      items: [{ variant_id: "sedan-5", quantity: 1 }],
      successUrl: `${baseURL}/success`,
      cancelUrl: `${baseURL}/shop`,
      timeZone: "America/Chicago",
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { error: string }).error).toBe(
    "Ceramic Window Tint: Sedan & Coupe is booked online at /book?product=ceramic-tint-sedan, not bought through the cart",
  );
});
