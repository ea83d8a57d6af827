import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The booking's what step (issue 15) on a phone-sized screen, with JavaScript
// and without: the estimate, the shade preview and Florida's law, bad input.

test.use({ viewport: { width: 390, height: 844 } });

const estimate = (page: Page) => page.getByTestId("estimate");
const frontSides = (page: Page) => page.getByLabel("Front sides", { exact: true });
const exemption = (page: Page) => page.getByLabel(/medical exemption certificate/);
const check = (page: Page) => page.getByRole("button", { name: "Check price and legality" });

/** The catalogue's current price of a variant, as the shop's API gives it. */
async function catalogPrice(page: Page, productId: string, variantId: string): Promise<string> {
  const product = (await (await page.request.get(`/store/elite-tint/products/${productId}`)).json()) as {
    variants: { id: string; price_in_cents: number; sale_price_in_cents: number | null }[];
  };
  const variant = product.variants.find((v) => v.id === variantId)!;
  return `$${((variant.sale_price_in_cents ?? variant.price_in_cents) / 100).toFixed(2)}`;
}

test.describe("with JavaScript", () => {
  test("a 5% front side is refused for the road and accepted with the exemption box", async ({ page }) => {
    await gotoHydrated(page, "/book");
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");
    await frontSides(page).selectOption("5");
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Not bookable as chosen.");
    await expect(estimate(page)).toContainText("No: 5% is too dark");
    await expect(page.locator('[data-group="frontSides"]')).toContainText("Not legal on the road");
    await expect(estimate(page).getByRole("link", { name: "Choose a time" })).toHaveCount(0);

    await exemption(page).check();
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");
    // The server says the same when asked.
    await check(page).click();
    await expect(check(page)).toHaveText("Check price and legality");
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");
    const next = estimate(page).getByRole("link", { name: "Choose a time" });
    await expect(next).toHaveAttribute(
      "href",
      /^\/book\/when\?kind=vehicle&body=sedan-coupe&film=ceramic&front=5&back=15&rear=15&exemption=1$/,
    );
  });

  test("a sedan with 35% front and 15% back shows the catalogue's price and a legal preview", async ({ page }) => {
    await gotoHydrated(page, "/book?body=sedan-coupe");
    await frontSides(page).selectOption("35");
    await page.getByLabel("Back sides", { exact: true }).selectOption("15");
    await page.getByLabel("Rear glass", { exact: true }).selectOption("15");
    await expect(estimate(page).getByTestId("price")).toHaveText(
      await catalogPrice(page, "ceramic-tint-sedan", "sedan-15"),
    );
    for (const group of ["frontSides", "backSides", "rearGlass"]) {
      await expect(page.locator(`[data-group="${group}"]`)).toContainText(/:\s*Legal/);
    }
    await expect(
      page.getByRole("img", { name: /Sedan or coupe.*Front sides 35%: legal\. Back sides 15%: legal/ }),
    ).toBeVisible();
    // The sale price of the 35% package, picked live.
    await page.getByLabel("Back sides", { exact: true }).selectOption("35");
    await page.getByLabel("Rear glass", { exact: true }).selectOption("35");
    await expect(estimate(page).getByTestId("price")).toHaveText(
      await catalogPrice(page, "ceramic-tint-sedan", "sedan-35"),
    );
  });

  test("a 10 MB field gets a clear message and everything typed stays", async ({ page }) => {
    // The form's state follows every input: 10 MB typed into one field takes the browser seconds, not minutes.
    test.setTimeout(90_000);
    await gotoHydrated(page, "/book");
    await page.getByLabel("Model").fill("Accord");
    await frontSides(page).selectOption("50");
    await page.getByLabel("Make").evaluate((input: HTMLInputElement) => {
      input.removeAttribute("maxlength");
      input.value = "x".repeat(10 * 1024 * 1024);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await check(page).click();
    await expect(page.getByRole("alert")).toContainText("The make can be at most 40 characters.");
    await expect(page.getByLabel("Model")).toHaveValue("Accord");
    await expect(frontSides(page)).toHaveValue("50");
    expect(await page.getByLabel("Make").evaluate((input: HTMLInputElement) => input.value.length)).toBe(
      10 * 1024 * 1024,
    );
  });

  test("the page passes axe, with an illegal choice shown", async ({ page }) => {
    await gotoHydrated(page, "/book");
    await frontSides(page).selectOption("5");
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Not bookable as chosen.");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 5% front side is refused for the road and accepted with the exemption box", async ({ page }) => {
    await page.goto("/book");
    await frontSides(page).selectOption("5");
    await check(page).click();
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Not bookable as chosen.");
    await expect(estimate(page)).toContainText("No: 5% is too dark");
    await expect(page.locator('[data-group="frontSides"]')).toContainText("Not legal on the road");
    await expect(frontSides(page)).toHaveValue("5");

    await exemption(page).check();
    await check(page).click();
    await expect(estimate(page).getByTestId("bookable")).toHaveText("Ready to book.");
    await expect(exemption(page)).toBeChecked();
    await expect(estimate(page).getByRole("link", { name: "Choose a time" })).toHaveAttribute(
      "href",
      /front=5&.*exemption=1/,
    );
  });

  test("an unknown shade gets a clear message and what was typed stays", async ({ page }) => {
    await page.goto("/book?front=42&make=Honda&model=Civic");
    await check(page).click();
    await expect(page.getByRole("alert")).toContainText("We don't offer a 42% shade.");
    await expect(page.getByText("We don't offer a 42% shade.", { exact: false }).last()).toBeVisible();
    await expect(frontSides(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Make")).toHaveValue("Honda");
    await expect(page.getByLabel("Model")).toHaveValue("Civic");
  });

  test("'Book in Destin' on the Destin page preselects the area", async ({ page }) => {
    await page.goto("/service-areas/destin");
    await page.getByRole("link", { name: "Book in Destin" }).click();
    await expect(page).toHaveURL(/\/book\?area=destin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book in Destin");
    await expect(estimate(page).getByRole("heading")).toHaveText("Your estimate in Destin");
    await check(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book in Destin");
    await expect(estimate(page).getByRole("link", { name: "Choose a time" })).toHaveAttribute("href", /&area=destin$/);
  });
});

test("a body too large for the form is refused in words, before it is read", async ({ request }) => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const overForm = await request.post("/book", { headers: form, data: `kind=vehicle&make=${"x".repeat(20 * 1024)}` });
  expect(overForm.status()).toBe(413);
  expect(await overForm.text()).toContain("That was more than the form can take: please shorten what you typed");
  const tenMegabytes = await request.post("/book", { headers: form, data: `make=${"x".repeat(10 * 1024 * 1024)}` });
  expect(tenMegabytes.status()).toBe(413);
  expect(await tenMegabytes.text()).toContain("Request too large");
});

test("links to /book: the landing page, every service page, tint product pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Book Online" }).first()).toHaveAttribute("href", "/book");
  await page.goto("/services/residential-window-tinting");
  await expect(page.getByRole("link", { name: "Book Online" })).toHaveAttribute("href", "/book?kind=home");
  await page.goto("/product/ceramic-tint-suv");
  await page.getByRole("link", { name: "Book this online" }).click();
  await expect(page.getByRole("radio", { name: "SUV, van or minivan" })).toBeChecked();
});
