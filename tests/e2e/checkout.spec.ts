import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

async function addAndOpenCart(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toBeVisible();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Open cart/ })
    .click();
  return page.getByRole("dialog", { name: "Your cart" });
}

async function available(request: APIRequestContext, variantId: string) {
  const res = await request.get("/store/elite-tint/variants?fields=inventory_quantity&product_ids[]=aftercare-kit");
  const { variants } = (await res.json()) as { variants: { id: string; inventory_quantity: number }[] };
  return variants.find((v) => v.id === variantId)!.inventory_quantity;
}

test.describe("checkout", () => {
  test("pay on the test payment page and land on /success with the order; the cart is empty", async ({ page }) => {
    const panel = await addAndOpenCart(page, "/product/gift-card?variant=gift-100");
    await panel.getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { name: "Review and pay" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Order lines" })).toContainText("Elite Tint Gift Card ($100) × 1");
    await expect(page.getByTestId("pay-total")).toHaveText("$100.00");
    // Emptied before leaving for the payment page.
    expect(await page.evaluate(() => localStorage.getItem("e-commerce-cart"))).toBe("[]");
    // A gift card's code goes by email: the page asks for one, and nothing else (nothing is shipped).
    await expect(page.getByLabel("Phone", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Pay now (test)" }).click();
    const email = page.getByLabel("Email (your gift card code is sent here)");
    await expect(email).toHaveAccessibleDescription("Enter your email: the gift card's code is sent there.");
    await email.fill("giver@example.com");
    await page.getByRole("button", { name: "Pay now (test)" }).click();
    await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order!");
    await expect(page.getByText("A receipt is on its way to your email.")).toBeVisible();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(/Order [0-9A-F]{8}/);
    await expect(receipt).toContainText("Elite Tint Gift Card ($100) × 1");
    await expect(receipt).toContainText("$100.00");
    // The page speaks of a gift card, not of an appointment to book; its code stays in the email.
    await expect(
      page.getByText(/Your gift card code \(worth \$100\.00\) is in your receipt email\. To use it, call us/),
    ).toBeVisible();
    await expect(page.getByText(/book your mobile appointment/)).toHaveCount(0);
    await expect(page.getByTestId("receipt-shipping")).toHaveCount(0);
    await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveCount(0);
  });

  test("cancel on the payment page returns to the page of the checkout with the stock released", async ({
    page,
    request,
  }) => {
    const before = await available(request, "aftercare-standard");
    await gotoHydrated(page, "/product/aftercare-kit?variant=aftercare-standard");
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Open cart/ })
      .click();
    await page.getByRole("dialog", { name: "Your cart" }).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/pay\//);
    expect(await available(request, "aftercare-standard")).toBe(before - 2);
    // Cancelling asks for none of the details paying needs.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/product\/aftercare-kit\?variant=aftercare-standard$/);
    expect(await available(request, "aftercare-standard")).toBe(before);
  });

  test("a failing checkout shows 'Checkout Error' and keeps the cart", async ({ page }) => {
    await page.route("**/store/elite-tint/checkout", (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    const panel = await addAndOpenCart(page, "/product/glass-cleaner");
    await panel.getByRole("button", { name: "Checkout" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Checkout Error");
    await expect(alert).toContainText("There was a problem initializing checkout. Please try again.");
    await expect(page).toHaveURL(/\/product\/glass-cleaner$/);
    await expect(panel.getByTestId("cart-line")).toHaveCount(1);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("e-commerce-cart")))!);
    expect(stored).toHaveLength(1);
  });

  test("a cancelled test payment cannot be paid afterwards, and the success page says it was not paid", async ({
    page,
    request,
    baseURL,
  }) => {
    const headers = { "x-forwarded-for": "198.19.40.1" };
    const started = await request.post("/store/elite-tint/checkout", {
      headers,
      data: {
        items: [{ variant_id: "gift-50", quantity: 1 }],
        successUrl: `${baseURL}/success`,
        cancelUrl: `${baseURL}/shop`,
        timeZone: "UTC",
      },
    });
    expect(started.status()).toBe(200);
    const payPath = new URL(((await started.json()) as { url: string }).url).pathname;
    const sessionId = payPath.split("/").pop()!;
    const cancelled = await request.post(payPath, { headers, form: { intent: "cancel" }, maxRedirects: 0 });
    expect(cancelled.status()).toBe(302);
    expect(cancelled.headers()["location"]).toBe(`${baseURL}/shop`);
    const paid = await request.post(payPath, { headers, form: { intent: "pay" }, maxRedirects: 0 });
    expect(paid.status()).toBe(409);
    expect(await paid.text()).toContain("This payment session was cancelled, so nothing was charged.");
    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This checkout was not paid");
    await expect(page.getByTestId("receipt")).toHaveCount(0);
  });

  test("a visitor who presses Pay on a session cancelled meanwhile is told so, and the buttons go", async ({
    page,
    request,
    baseURL,
  }) => {
    const started = await request.post("/store/elite-tint/checkout", {
      headers: { "x-forwarded-for": "198.19.40.4" },
      data: {
        items: [{ variant_id: "gift-50", quantity: 1 }],
        successUrl: `${baseURL}/success`,
        cancelUrl: `${baseURL}/shop`,
        timeZone: "UTC",
      },
    });
    const payPath = new URL(((await started.json()) as { url: string }).url).pathname;
    await gotoHydrated(page, payPath);
    await page.getByLabel("Email (your gift card code is sent here)").fill("late@example.com");
    await request.post(payPath, { form: { intent: "cancel" }, maxRedirects: 0 });
    await page.getByRole("button", { name: "Pay now (test)" }).click();
    await expect(page.getByRole("alert")).toContainText("This payment session was cancelled, so nothing was charged.");
    await expect(page.getByRole("button", { name: "Pay now (test)" })).toHaveCount(0);
    await expect(page.getByText("This payment session is closed.")).toBeVisible();
  });

  test("one visitor's checkouts past the hourly cap answer 429 with Retry-After", async ({ request, baseURL }) => {
    const headers = { "x-forwarded-for": "198.19.40.2" };
    const data = {
      items: [{ variant_id: "gift-50", quantity: 1 }],
      successUrl: `${baseURL}/success`,
      cancelUrl: `${baseURL}/shop`,
      timeZone: "UTC",
    };
    for (let i = 0; i < 10; i++)
      expect((await request.post("/store/elite-tint/checkout", { headers, data })).status()).toBe(200);
    const refused = await request.post("/store/elite-tint/checkout", { headers, data });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many checkouts from your address: at most 10 an hour\./,
    );
    // Another visitor is served as before.
    expect(
      (
        await request.post("/store/elite-tint/checkout", { headers: { "x-forwarded-for": "198.19.40.3" }, data })
      ).status(),
    ).toBe(200);
  });

  test("the checkout endpoint refuses tampered and foreign requests with JSON errors", async ({ request }) => {
    const bad = await request.post("/store/elite-tint/checkout", {
      data: {
        items: [{ variant_id: "gift-50", quantity: 1 }],
        successUrl: "https://evil.example/",
        cancelUrl: "https://evil.example/",
        timeZone: "UTC",
      },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: "successUrl must be a page of this site" });
    const junk = await request.post("/store/elite-tint/checkout", {
      headers: { "Content-Type": "application/json" },
      data: "{nope",
    });
    expect(junk.status()).toBe(400);
    expect((await request.get("/pay/cs_test_00000000000000000000000000000000")).status()).toBe(404);
  });
});
