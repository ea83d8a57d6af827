import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { slotClearOfLead } from "./slots.ts";

// Issue 23 point 7, on a phone: /book looks and behaves like the rest of the
// site. The quote form's controls, reachable by keyboard; a shade too dark
// marked on the preview; the answer to "Find times" and "Move" focused; a
// confirmation before cancelling; the payment page filled in from the booking
// with the hold's countdown; a cancelled payment keeps everything typed.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ LOG_LEVEL: "error", CHECKOUT_RATE_LIMIT_PER_HOUR: "100" });
});
test.afterAll(async () => {
  await server?.stop();
});

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

async function hydrated(page: Page, path: string) {
  await page.goto(`${server.origin}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Tabs forward until the element is focused (at most `max` presses). */
async function tabTo(page: Page, locator: ReturnType<Page["locator"]>, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(locator).toBeFocused();
}

test("the job form's controls are the quote form's cards, labelled and reachable by keyboard", async ({ page }) => {
  await hydrated(page, "/book");
  const sedan = page.getByRole("radio", { name: "Sedan or coupe" });
  await tabTo(page, sedan);
  await page.keyboard.press("ArrowRight");
  const suv = page.getByRole("radio", { name: "SUV, van or minivan" });
  await expect(suv).toBeChecked();
  await expect(suv).toBeFocused();
  // The chosen card is drawn as the home page's quote form draws it: gold edge, sand fill
  // (read until its colour transition has ended: a busy machine may catch it halfway).
  const look = () =>
    suv.evaluate((input) => {
      const card = getComputedStyle(input.closest("label")!);
      const probe = document.createElement("div");
      probe.className = "bg-sand-100 border-gold-500";
      document.body.append(probe);
      const want = getComputedStyle(probe);
      const answer = {
        background: card.backgroundColor === want.backgroundColor,
        border: card.borderTopColor === want.borderTopColor,
      };
      probe.remove();
      return answer;
    });
  await expect.poll(look).toEqual({ background: true, border: true });
  await tabTo(page, page.getByLabel("Year"));
  await tabTo(page, page.getByLabel("Front sides", { exact: true }));
  await page.keyboard.press("End");
  await tabTo(page, page.getByRole("checkbox", { name: /windshield visor strip/ }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /windshield visor strip/ })).toBeChecked();
  await expectNoSeriousAxe(page);
});

test("a shade too dark is marked on the preview itself, with its words", async ({ page }) => {
  await hydrated(page, "/book?kind=vehicle&body=sedan-coupe");
  await expect(page.locator('[data-tag="frontSides"]')).toHaveCount(0);
  await page.getByLabel("Front sides", { exact: true }).selectOption("15");
  await expect(page.locator('[data-window="frontSides"][data-legal="false"]')).toHaveCount(1);
  await expect(page.locator('[data-tag="frontSides"]')).toHaveText("! Too dark");
  await expect(page.locator('[data-tag="backSides"]')).toHaveCount(0);
  await expect(page.locator('[data-group="frontSides"]')).toContainText("too dark: 28% is the darkest allowed");
  await expect(page.getByRole("img", { name: /side view\. Front sides 15%: not legal on the road\./ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("book-illegal-390.png"), fullPage: true });
});

test("after Find times the times' heading is in view and has focus; an address we don't serve, its message", async ({
  page,
}) => {
  await hydrated(page, `/book/when?${SEDAN}`);
  await page.getByLabel("Address or zip code").fill("32566");
  await page.getByRole("button", { name: "Find times" }).click();
  const heading = page.getByRole("heading", { name: "Pick a time" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.getByLabel("Address or zip code").fill("90210");
  await page.getByRole("button", { name: "Find times" }).click();
  const message = page.getByRole("heading", { name: "Outside our service areas" });
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
});

let manageUrl = "";

test("the payment page knows the booking's details and counts the hold down; cancelling it keeps everything", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await hydrated(page, `/book/when?${SEDAN}&where=32566`);
  const { value: slot, radio } = await slotClearOfLead(page.locator("section#times"));
  await radio.check();
  await page.getByLabel("Name").fill("Casey Keeps");
  await page.getByLabel("Phone").fill("850-555-0142");
  await page.getByLabel(/^Email/).fill("casey.keeps@example.com");
  await page.getByLabel(/^Street address/).fill("7 Sound Dr, Navarre, FL 32566");
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();

  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  const payer = page.getByTestId("payer");
  await expect(payer).toContainText("Casey Keeps");
  await expect(payer).toContainText("casey.keeps@example.com");
  await expect(page.getByLabel(/^Name/)).toHaveCount(0);
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);
  const countdown = page.getByTestId("hold-countdown");
  await expect(countdown.getByRole("timer")).toHaveText(/^1?\d:\d\d$/);
  await expect(countdown).toContainText("If the time runs out, the time is released for others and nothing is charged");
  await expectNoSeriousAxe(page);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/book\/when\?.*released=1/);
  await expect(page.getByText("Your choices and details are still here.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Casey Keeps");
  await expect(page.getByLabel("Phone")).toHaveValue("(850) 555-0142");
  await expect(page.getByLabel(/^Email/)).toHaveValue("casey.keeps@example.com");
  await expect(page.getByLabel(/^Street address/)).toHaveValue("7 Sound Dr, Navarre, FL 32566");
  await expect(page.locator(`section#times input[name="slot"][value="${slot}"]`)).toBeChecked();

  // Paying now: the booking's details go on the order, nothing typed again.
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();
  await page.getByRole("button", { name: /Pay now/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  manageUrl = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;
});

test("without JavaScript, Cancel first asks on the page, and 'Keep' keeps it", async ({ browser }) => {
  expect(manageUrl).not.toBe("");
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}${manageUrl}`);
    await page.getByRole("button", { name: "Cancel my appointment" }).click();
    const ask = page.getByRole("region", { name: "Cancel your appointment?" });
    await expect(ask).toContainText("Your $50.00 deposit is refunded in full");
    await expect(ask.getByRole("button", { name: "Yes, cancel my appointment" })).toBeVisible();
    await ask.getByRole("link", { name: "Keep my appointment" }).click();
    await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel my appointment" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("moving puts the answer in view and in focus; cancelling asks first in a dialog, then cancels", async ({
  page,
}) => {
  expect(manageUrl).not.toBe("");
  await hydrated(page, manageUrl);
  await (await slotClearOfLead(page)).radio.check();
  await page.getByRole("button", { name: "Move my appointment" }).click();
  const moved = page.getByRole("status").filter({ hasText: "Your appointment has moved" });
  await expect(moved).toBeVisible();
  await expect(page.locator("#manage-result")).toBeFocused();
  await expect(moved).toBeInViewport();

  const open = page.getByRole("button", { name: "Cancel my appointment" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Cancel your appointment?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your $50.00 deposit is refunded in full");
  await expect(dialog.getByRole("button", { name: "Keep my appointment" })).toBeFocused();
  await expectNoSeriousAxe(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();

  await open.click();
  await dialog.getByRole("button", { name: "Yes, cancel my appointment" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your appointment is cancelled" })).toContainText(
    "deposit is refunded",
  );
  await expect(page.getByRole("heading", { name: "This appointment is cancelled" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Find times lands on the times", async ({ page }) => {
    await page.goto(`${server.origin}/book/when?${SEDAN}`);
    await page.getByLabel("Address or zip code").fill("32566");
    await page.getByRole("button", { name: "Find times" }).click();
    await expect(page).toHaveURL(/where=32566#where-answer$/);
    await expect(page.getByRole("heading", { name: "Pick a time" })).toBeInViewport();
  });
});
