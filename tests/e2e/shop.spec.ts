import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

const CART_KEY = "e-commerce-cart";

async function openCart(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Open cart/ })
    .click();
  const panel = page.getByRole("dialog", { name: "Your cart" });
  await expect(panel).toBeVisible();
  return panel;
}

const badge = (page: Page) => page.getByRole("banner").getByTestId("cart-count");

test.describe("shop", () => {
  test("/shop and /store show the same product grid with prices, ribbons and sold-out state", async ({ page }) => {
    for (const path of ["/shop", "/store"]) {
      await gotoHydrated(page, path);
      const cards = page.getByTestId("product-card");
      await expect(cards).toHaveCount(9);
      const sedan = cards.filter({ hasText: "Ceramic Window Tint: Sedan & Coupe" });
      await expect(sedan).toContainText("Most popular");
      // A tint job shows /book's price for its cheapest legal choice (the 35% package, on sale), and links there.
      await expect(sedan.getByTestId("product-price")).toContainText("Book from$399.00");
      await expect(cards.filter({ hasText: "SUV & Minivan" }).getByTestId("product-price")).toContainText(
        "Book from$549.00",
      );
      await expect(cards.filter({ hasText: "Paint Protection Film" }).getByTestId("product-price")).toContainText(
        "$1,295.00",
      );
      await expect(cards.filter({ hasText: "Gift Card" }).getByTestId("product-price")).toHaveText("$50.00");
      await expect(cards.filter({ hasText: "DIY Pro Squeegee Set" })).toContainText("Sold out");
    }
  });

  test("the shop page sends what its cards show, not every variant of every product", async ({ request }) => {
    const html = await (await request.get("/shop", { headers: { "Accept-Encoding": "identity" } })).text();
    expect(html).toContain("Ceramic Window Tint: Sedan &amp; Coupe");
    expect(html).not.toContain("inventory_quantity");
    expect(html).not.toContain("price_formatted");
    // 45 KB, plus the five services' links to /book with their prices (docs/decisions/028).
    expect(html.length).toBeLessThan(47_000);
  });

  test("the product page picks options, keeps the variant in the URL and shows its price", async ({ page }) => {
    await gotoHydrated(page, "/shop");
    await page.getByRole("link", { name: "Ceramic Window Tint: SUV & Minivan", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ceramic Window Tint: SUV & Minivan");
    await expect(page.getByTestId("variant-price")).toHaveText("$549.00");
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await page.getByRole("link", { name: "Coverage Sides, rear & visor strip" }).click();
    await expect(page).toHaveURL(/variant=suv-full-5$/);
    await expect(page.getByTestId("variant-price")).toHaveText("$599.00");
    await page.getByRole("link", { name: "Shade 35%" }).click();
    await expect(page).toHaveURL(/variant=suv-full-35$/);
    await expect(page.getByRole("link", { name: "Shade 35%" })).toHaveAttribute("aria-current", "true");
    await page.reload();
    await expect(page.getByTestId("variant-price")).toHaveText("$599.00");
    await expect(page.getByText("Florida-legal installs")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Often added" })).toBeVisible();
  });

  test("an unknown or malformed product id is a 404 page", async ({ page }) => {
    for (const id of ["no-such-product", "%3Cscript%3E"]) {
      const res = await page.goto(`/product/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    }
  });

  test("the home visit is booked at /book, not put in the cart", async ({ page }) => {
    await gotoHydrated(page, "/product/home-film-consultation");
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await expect(page.getByTestId("variant-price")).toHaveText("$49.00");
    await expect(page.getByRole("link", { name: "Book a visit online" })).toHaveAttribute("href", "/book?kind=home");
  });
});

test.describe("cart", () => {
  test("add, add again, decrease to 1 and no further, remove; the badge and total follow", async ({ page }) => {
    await gotoHydrated(page, "/product/aftercare-kit?variant=aftercare-standard");
    await expect(badge(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(badge(page)).toHaveText("1");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(badge(page)).toHaveText("2");
    await page.goto("/product/glass-cleaner");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(badge(page)).toHaveText("4");

    const panel = await openCart(page);
    const lines = panel.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText("Tint Aftercare Kit");
    await expect(lines.first().getByTestId("cart-line-quantity")).toHaveText("2");
    await expect(panel.getByTestId("cart-total")).toHaveText("$82.00");

    const decrease = panel.getByRole("button", { name: "Decrease quantity of Tint Aftercare Kit (Standard)" });
    await decrease.click();
    await expect(lines.first().getByTestId("cart-line-quantity")).toHaveText("1");
    await expect(decrease).toBeDisabled();
    await decrease.click({ force: true });
    await expect(lines.first().getByTestId("cart-line-quantity")).toHaveText("1");
    await expect(badge(page)).toHaveText("3");

    await panel.getByRole("button", { name: "Remove Ammonia-free Glass Cleaner (16 oz)" }).click();
    await expect(lines).toHaveCount(1);
    await expect(panel.getByTestId("cart-total")).toHaveText("$29.00");
    await expect(badge(page)).toHaveText("1");
  });

  test("the cart survives a reload; corrupt storage gives an empty cart", async ({ page }) => {
    await gotoHydrated(page, "/product/gift-card?variant=gift-100");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(badge(page)).toHaveText("1");
    const stored = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
    expect(JSON.parse(stored!)[0].variant.id).toBe("gift-100");
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(badge(page)).toHaveText("1");

    await page.evaluate((key) => localStorage.setItem(key, '{"broken": [tru'), CART_KEY);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(badge(page)).toHaveCount(0);
    const panel = await openCart(page);
    await expect(panel).toContainText("Your cart is empty");
  });

  test("refuses more than the live stock with the exact message", async ({ page }) => {
    await gotoHydrated(page, "/product/aftercare-kit?variant=aftercare-pro");
    await expect(page.getByText("Only 2 left")).toBeVisible();
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(badge(page)).toHaveText("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Not enough stock for Tint Aftercare Kit (Pro). Only 2 left.");
    await expect(badge(page)).toHaveText("2");
    // The sold-out variant cannot be added at all.
    await gotoHydrated(page, "/product/squeegee-set");
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  });

  test("the panel closes on its button, Escape and the backdrop, keeping focus inside while open", async ({ page }) => {
    await gotoHydrated(page, "/shop");
    let panel = await openCart(page);
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect(panel).toBeHidden();

    panel = await openCart(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: /Open cart/ })).toBeFocused();

    panel = await openCart(page);
    // It slides in from the right: measured once the animation has ended.
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(page.viewportSize()!.width);
    await page.mouse.click(20, 300);
    await expect(panel).toBeHidden();
  });

  test("the panel's code comes with the first opening; when it cannot be fetched, a notice says so and the page stays", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/cart-panel-[^/]+\.js$/.test(r.url())) fetched.push(r.url());
    });
    await page.route(/\/assets\/cart-panel-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/shop");
    expect(fetched).toEqual([]);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Open cart/ })
      .click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("We couldn't open your cart");
    await expect(alert).toHaveAttribute("data-variant", "destructive");
    expect(fetched.length).toBeGreaterThan(0);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("checkout with an empty cart shows the notice and sends nothing", async ({ page }) => {
    await gotoHydrated(page, "/shop");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/checkout")) requests.push(r.url());
    });
    const panel = await openCart(page);
    await panel.getByRole("button", { name: "Checkout" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Your cart is empty");
    await expect(alert).toContainText("Add some products to your cart before checking out.");
    await expect(alert).toHaveAttribute("data-variant", "destructive");
    expect(requests).toEqual([]);
  });
});

test("a toast disappears after 5 seconds", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/product/glass-cleaner");
  // Stop time flowing by itself: from here on only runFor moves it.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.getByRole("button", { name: "Add to cart" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Added to cart" });
  await expect(toast).toBeVisible();
  await page.clock.runFor(4900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(200);
  await expect(toast).toBeHidden();
});

test.describe("the shop's copies (own server: its stock is this test's)", () => {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a checkout's reservation shows on the product page's very next load", async ({ page, request }) => {
    const product = `${server!.origin}/product/aftercare-kit?variant=aftercare-pro`;
    await page.goto(product);
    await expect(page.getByText("Only 2 left")).toBeVisible();
    // Served again from the server's copy: still 2.
    await page.reload();
    await expect(page.getByText("Only 2 left")).toBeVisible();
    const checkout = await request.post(`${server!.origin}/store/elite-tint/checkout`, {
      data: {
        items: [{ variant_id: "aftercare-pro", quantity: 1 }],
        successUrl: `${server!.origin}/success`,
        cancelUrl: `${server!.origin}/shop`,
        timeZone: "America/Chicago",
      },
    });
    expect(checkout.status()).toBe(200);
    await page.reload();
    await expect(page.getByText("Only 1 left")).toBeVisible();
  });
});
