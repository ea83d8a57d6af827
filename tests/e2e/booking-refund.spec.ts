import type { Page } from "@playwright/test";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { slotClearOfLead } from "./slots.ts";

// Issue 23, journey (a), on a phone: a customer books through /book, pays the
// deposit on the test payment page, cancels from the manage page and reloads.
// The customer's page, the console's order and the lead all say the deposit
// was refunded, and the console offers no second refund.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
const owner = ownerAccount();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startConsoleServer([owner], { LOG_LEVEL: "error", CHECKOUT_RATE_LIMIT_PER_HOUR: "100" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("book, pay, cancel, reload: refunded on the customer's page, the console's order and the lead, with no second refund", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Booking through /book: the estimate, then the time and the customer's details.
  await hydrated(page, `${server.origin}/book?kind=vehicle&body=sedan-coupe`);
  await page.getByLabel("Front sides", { exact: true }).selectOption("35");
  await page.getByLabel("Back sides", { exact: true }).selectOption("15");
  await page.getByLabel("Rear glass", { exact: true }).selectOption("15");
  await page.getByTestId("estimate").getByRole("link", { name: "Choose a time" }).click();
  await page.getByLabel("Address or zip code").fill("32566");
  await page.getByRole("button", { name: "Find times" }).click();
  await (await slotClearOfLead(page.locator("section#times"))).radio.check();
  await page.getByLabel("Name").fill("Rita Refund");
  await page.getByLabel("Phone").fill("850-555-0188");
  await page.getByLabel(/^Email/).fill("rita@example.com");
  await page.getByLabel(/^Street address/).fill("12 Gulf Blvd, Navarre, FL 32566");
  await page.getByRole("button", { name: /Hold this time and pay the \$50\.00 deposit/ }).click();

  // The test payment page, its optional fields left blank.
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  await expect(page.getByText("$50.00 paid")).toBeVisible();
  const manageUrl = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;

  // Cancel from the manage page, then reload it.
  await hydrated(page, `${server.origin}${manageUrl}`);
  await page.getByRole("button", { name: "Cancel my appointment" }).click();
  await page
    .getByRole("dialog", { name: "Cancel your appointment?" })
    .getByRole("button", { name: "Yes, cancel my appointment" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is cancelled" })).toContainText(
    "Your $50.00 deposit is refunded",
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
  await expect(page.getByText("$50.00 refunded")).toBeVisible();
  await expect(page.getByText("$50.00 paid")).toHaveCount(0);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: test.info().outputPath("manage-refunded-390.png"), fullPage: true });

  // The owner's console: the lead, then the deposit's order.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await context.newPage();
  try {
    await signInConsole(ownerPage, server.origin, owner, "/admin/leads?source=booking");
    const row = ownerPage.getByRole("listitem").filter({ hasText: "Rita Refund" });
    await expect(row.getByTestId("lead-booking-status")).toHaveText("Booking: Cancelled");
    await expect(row.getByTestId("lead-booking-timeline")).toHaveText(
      "Held while paying → Deposit paid: booked → Cancelled → Deposit refunded",
    );
    await row.getByRole("link", { name: /Rita Refund/ }).click();
    await expect(ownerPage).toHaveURL(/\/admin\/leads\/booking\/bk_/);
    const booking = ownerPage.getByRole("region", { name: "Booking" });
    await expect(booking.getByTestId("booking-status")).toHaveText("Cancelled");
    await expect(booking.getByTestId("booking-deposit")).toHaveText("$50.00 refunded");
    await expect(booking.getByTestId("booking-timeline")).toContainText("Deposit refunded");
    // Nothing left to do with a cancelled booking.
    await expect(booking.getByRole("button")).toHaveCount(0);
    await expectNoSeriousAxe(ownerPage);
    await ownerPage.screenshot({ path: test.info().outputPath("lead-refunded-390.png"), fullPage: true });

    await booking.getByRole("link", { name: "The deposit's order" }).click();
    await expect(ownerPage).toHaveURL(/\/admin\/orders\/ord_/);
    await ownerPage.reload();
    const main = ownerPage.getByRole("main");
    await expect(main).toContainText("Refunded");
    // The booking's customer is on the order, with the time booked.
    await expect(main).toContainText("Rita Refund");
    await expect(main).toContainText("rita@example.com");
    await expect(main.getByRole("link", { name: "(850) 555-0188" })).toHaveAttribute("href", "tel:+18505550188");
    await expect(main).not.toContainText("No details");
    await expect(ownerPage.getByRole("button", { name: /Refund/ })).toHaveCount(0);
    await expectNoSeriousAxe(ownerPage);
    await ownerPage.screenshot({ path: test.info().outputPath("order-refunded-390.png"), fullPage: true });
  } finally {
    await context.close();
  }
});
