import type { Page } from "@playwright/test";
import {
  consoleCookie,
  ownerAccount,
  signInConsole,
  staffAccount,
  startConsoleServer,
  type ConsoleServer,
} from "./console-session.ts";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { slotClearOfLead } from "./slots.ts";

// Bookings in the owner's console (issue 15) on a phone: a visitor books and
// pays the deposit; the owner finds the booking on /admin/bookings and among
// the leads; the owner blocks the first bookable day and /book/when stops
// offering it; staff may read the list but not change the schedule.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
const owner = ownerAccount();
const staff = staffAccount();

test.beforeAll(async () => {
  server = await startConsoleServer([owner, staff], { LOG_LEVEL: "error", CHECKOUT_RATE_LIMIT_PER_HOUR: "100" });
});
test.afterAll(async () => {
  await server?.stop();
});

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
const whenUrl = () => `${server.origin}/book/when?${SEDAN}&where=32566`;
const slotRadios = (page: Page) => page.locator('section#times input[type="radio"][name="slot"]');
const localDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));

let firstSlot = "";

test("a visitor books and pays; the owner sees the booking by day and among the leads", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.goto(whenUrl());
  const first = await slotClearOfLead(page.locator("section#times"));
  firstSlot = first.value;
  await first.radio.check();
  await page.getByLabel("Name").fill("Bea Booker");
  await page.getByLabel("Phone").fill("850-555-0177");
  await page.getByLabel(/^Email/).fill("bea@example.com");
  await page.getByLabel(/^Street address/).fill("12 Gulf Blvd, Navarre, FL 32566");
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await context.newPage();
  try {
    await signInConsole(ownerPage, server.origin, owner, "/admin/bookings");
    await expect(ownerPage).toHaveURL(/\/admin\/bookings$/);
    await expect(ownerPage.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();
    const day = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Chicago",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    }).format(new Date(firstSlot));
    const section = ownerPage.getByRole("region", { name: day });
    await expect(section).toContainText("Bea Booker");
    await expect(section).toContainText("Confirmed");
    await expect(section).toContainText("Navarre: 12 Gulf Blvd");
    await expect(section).toContainText("Ceramic tint for a sedan or coupe");
    await expect(section.getByRole("link", { name: "(850) 555-0177" })).toHaveAttribute("href", "tel:+18505550177");
    await expect(
      ownerPage.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Bookings" }),
    ).toBeVisible();
    const width = await ownerPage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxe(ownerPage);
    await ownerPage.screenshot({ path: test.info().outputPath("admin-bookings-390.png"), fullPage: true });

    // Among the leads, with the visit, its deposit and the deposit's order.
    await ownerPage.goto(`${server.origin}/admin/leads?source=booking`);
    await ownerPage
      .getByRole("link", { name: /Bea Booker/ })
      .first()
      .click();
    await expect(ownerPage).toHaveURL(/\/admin\/leads\/booking\/bk_/);
    const booking = ownerPage.getByRole("region", { name: "Booking" });
    await expect(booking).toContainText("Confirmed");
    await expect(booking).toContainText("$50.00");
    await expect(booking.getByRole("link", { name: "The deposit's order" })).toHaveAttribute(
      "href",
      /^\/admin\/orders\/[^/]+$/,
    );
    await booking.getByRole("link", { name: "The deposit's order" }).click();
    await expect(ownerPage).toHaveURL(/\/admin\/orders\//);
  } finally {
    await context.close();
  }
});

test("the owner blocks the first bookable day, and /book/when no longer offers it", async ({ page }) => {
  test.setTimeout(60_000);
  const day = localDay(firstSlot);
  // What that day offers before the block (Bea has its first time; late in a day there may be no other).
  await page.goto(whenUrl());
  const offered = (
    await slotRadios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  ).filter((v) => localDay(v) === day);
  await signInConsole(page, server.origin, owner, "/admin/bookings");
  await page.getByRole("link", { name: "Change days off and blocked hours" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\/schedule$/);

  // A bad field: its message beside it, the values kept.
  const form = page.getByRole("form", { name: "Block a day or some hours" });
  await form.getByLabel("Reason").fill("Boat show");
  await form.getByRole("checkbox", { name: "The whole day" }).uncheck();
  await form.getByLabel(/^From/).fill("15:00");
  await form.getByLabel(/^To/).fill("09:00");
  await form.getByRole("button", { name: "Block these times" }).click();
  await expect(page.locator("#field-date")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#field-date-error")).toContainText("Choose the day");
  await expect(page.locator("#field-to-error")).toContainText("The end time must be after the start time.");
  await expect(form.getByLabel("Reason")).toHaveValue("Boat show");
  await expect(form.getByLabel(/^From/)).toHaveValue("15:00");

  await form.getByLabel("Date", { exact: true }).fill(day);
  await form.getByRole("checkbox", { name: "The whole day" }).check();
  await form.getByRole("button", { name: "Block these times" }).click();
  await expect(page.getByRole("status")).toContainText("no longer offered online");
  // Bea's booking that day stays, and the owner is told whom to call.
  await expect(page.getByRole("status")).toContainText("1 booking is already in them and stays booked: Bea Booker");
  await expect(form.getByLabel("Reason")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Set now" })).toContainText("Boat show");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: test.info().outputPath("admin-bookings-schedule-390.png"), fullPage: true });
  await page.goto(`${server.origin}/admin/bookings`);
  await expect(page.getByRole("region", { name: "Days off and blocked hours" })).toContainText("Boat show");
  // Bea's booking, made before the block, is flagged under it for the owner to call.
  await expect(page.getByTestId("booking-blocked")).toContainText("Under your block");
  await expect(page.getByTestId("booking-blocked")).toContainText("Boat show");

  await page.goto(whenUrl());
  const values = await slotRadios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values.length).toBeGreaterThan(0);
  expect(values.filter((v) => localDay(v) === day)).toEqual([]);

  // Removing the block offers the day's times again (those left beside Bea's).
  await page.goto(`${server.origin}/admin/bookings/schedule`);
  await page.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.getByRole("status")).toContainText("offered again");
  await page.goto(whenUrl());
  const again = await slotRadios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  // (A time within minutes of the 24 hours' lead may have gone meanwhile: only those well past it must be back.)
  const dayAgain = again.filter((v) => localDay(v) === day);
  expect(offered.filter((v) => Date.parse(v) - Date.now() > 24.5 * 3_600_000).every((v) => dayAgain.includes(v))).toBe(
    true,
  );
  expect(dayAgain.every((v) => offered.includes(v))).toBe(true);
});

test("staff see the bookings but cannot change the schedule (403)", async ({ page }) => {
  await signInConsole(page, server.origin, staff, "/admin/bookings");
  await expect(page.getByRole("heading", { name: "Upcoming bookings" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change days off and blocked hours" })).toHaveCount(0);
  const schedulePage = await page.goto(`${server.origin}/admin/bookings/schedule`);
  expect(schedulePage?.status()).toBe(403);
  await expect(page.getByText("Only the owner can do this")).toBeVisible();
  const cookie = await consoleCookie(server.origin, staff);
  const response = await fetch(`${server.origin}/admin/bookings/schedule`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add-block", repeat: "date", date: localDay(firstSlot), allDay: "on" }),
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ error: expect.any(String) });
  await page.goto(`${server.origin}/admin/bookings`);
  await expect(page.getByRole("region", { name: "Days off and blocked hours" })).toContainText("None set here.");
});
