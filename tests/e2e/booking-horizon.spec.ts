import type { Page } from "@playwright/test";
import { booking } from "../../app/config/booking.ts";
import { business } from "../../app/config/business.ts";
import { expect, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { slotClearOfLead } from "./slots.ts";

// The booking horizon through the real server (issue 22, probe point 7):
// bookings in 2099 were held and paid. Every way in is refused past the
// furthest day the pages offer, with that day and the phone in the answer: the
// /book/when form posted with a crafted time (JavaScript on and off), a
// reschedule on the manage link, and the slot pages' own "later dates".
// Past and malformed times get a clear 4xx, never a 500.

test.describe.configure({ mode: "serial" });

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer({ LOG_LEVEL: "error", CHECKOUT_RATE_LIMIT_PER_HOUR: "100" });
});
test.afterAll(async () => server?.stop());

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
const when = (query = "") => `${server.origin}/book/when?${SEDAN}&where=32566${query}`;
const IN_2099 = "2099-06-02T14:00:00.000Z";

/** Today in the business's time zone plus the horizon: "2026-07-31". */
function furthestIso(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: business.hours.timeZone }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + booking.horizonDays)).toISOString().slice(0, 10);
}

/** The same day as the page words it: "Friday, July 31". */
const furthestDay = () =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${furthestIso()}T12:00:00Z`),
  );

const centralDay = new Intl.DateTimeFormat("en-US", {
  timeZone: business.hours.timeZone,
  weekday: "long",
  month: "long",
  day: "numeric",
});

const radios = (page: Page) => page.locator('section#times input[type="radio"][name="slot"]');

/** Rewrites the time in the next form post to `value`, as a crafted request would, whatever the page sends. */
async function craftNextPost(page: Page, value: string) {
  await page.route(
    (url) => url.pathname.startsWith("/book/"),
    async (route) => {
      const body = route.request().postData();
      if (route.request().method() !== "POST" || !body) return route.continue();
      const form = new URLSearchParams(body);
      form.set("slot", value);
      await route.continue({ postData: form.toString() });
    },
  );
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill("850-555-0100");
  await page.getByLabel(/^Email/).fill("far.ahead@example.com");
  await page.getByLabel(/^Street address/).fill("12 Gulf Blvd, Navarre, FL 32566");
}

function expectHorizonAnswer(text: string) {
  expect(text).toContain("That date is too far ahead to book online.");
  expect(text).toContain(`the furthest day you can book now is ${furthestDay()}`);
  expect(text).toContain(`To book a later date, call us at ${business.phone.display}.`);
}

test("the slot page names the furthest day, and its later dates stop there", async ({ page }) => {
  await page.goto(when());
  await expect(page.getByTestId("horizon")).toContainText(`the furthest day you can book now is ${furthestDay()}`);
  await expect(page.getByTestId("horizon")).toContainText(business.phone.display);
  await expect(page.getByRole("link", { name: "Later dates" })).toBeVisible();

  // The page that starts on the furthest day shows that day alone, and no later dates.
  await page.goto(when(`&from=${furthestIso()}`));
  const values = await radios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(values.length).toBeGreaterThan(0);
  expect(new Set(values.map((v) => centralDay.format(new Date(v))))).toEqual(new Set([furthestDay()]));
  await expect(page.getByRole("link", { name: "Earlier dates" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Later dates" })).toHaveCount(0);
});

test("a crafted time in 2099 on the /book/when form is refused with the furthest day and the phone, JavaScript on", async ({
  page,
}) => {
  await page.goto(when());
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await radios(page).first().check();
  await craftNextPost(page, IN_2099);
  await fillDetails(page, "Far Ahead");
  // With JavaScript the answer comes as router data (its status inside the payload): what shows is what counts.
  await page.getByRole("button", { name: /Hold this time/ }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("That date is too far ahead to book online.");
  expectHorizonAnswer(await alert.innerText());
  await expect(page).toHaveURL(/\/book\/when\?/);
  await expect(page.getByLabel("Name")).toHaveValue("Far Ahead");
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the same crafted post is refused the same way", async ({ page }) => {
    await page.goto(when());
    await radios(page).first().check();
    await craftNextPost(page, IN_2099);
    await fillDetails(page, "Far Ahead");
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: /Hold this time/ }).click();
    expect((await answer).status()).toBe(400);
    expectHorizonAnswer(await page.getByRole("alert").innerText());
  });
});

test("past, malformed and far times posted straight to the server: a clear 4xx each, never a 500", async ({
  request,
}) => {
  const details = {
    ...Object.fromEntries(new URLSearchParams(SEDAN)),
    name: "Far Ahead",
    phone: "850-555-0100",
    email: "far.ahead@example.com",
    address: "12 Gulf Blvd, Navarre, FL 32566",
    where: "32566",
    area: "navarre",
  };
  const post = (slot: string) => request.post(when(), { form: { ...details, slot }, failOnStatusCode: false });
  const cases: [string, number, RegExp][] = [
    [IN_2099, 400, /too far ahead to book online/],
    ["9999-12-31T23:59:59.999Z", 400, /too far ahead to book online/],
    ["2020-01-01T14:00:00.000Z", 409, /That time has passed/],
    ["0000-01-01T14:00:00.000Z", 409, /That time has passed/],
    ["2026-02-30T14:00:00.000Z", 400, /Choose a time from the list/],
    ["2026-06-02T25:00:00.000Z", 400, /Choose a time from the list/],
    ["+275760-09-13T00:00:00.000Z", 400, /Choose a time from the list/],
    ["next tuesday", 400, /Choose a time from the list/],
  ];
  for (const [slot, status, message] of cases) {
    const answer = await post(slot);
    expect(answer.status(), slot).toBe(status);
    const html = await answer.text();
    const alert = /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? "(no alert)";
    // The message is the alert's, or the time field's error under the form's "check the fields" alert.
    expect(message.test(html) ? message : alert, slot).toBe(message);
  }
  for (const from of ["2026-02-30", "2099-01-01", "0000-01-01", "not-a-date"]) {
    const page = await request.get(when(`&from=${from}`), { failOnStatusCode: false });
    expect(page.status(), from).toBe(200);
  }
  expect(server.log()).not.toMatch(/RangeError|stack/i);
});

test("a reschedule to 2099 on the manage link is refused, and the appointment stays where it was", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(when());
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const { value: booked, radio } = await slotClearOfLead(page.locator("section#times"));
  await radio.check();
  await fillDetails(page, "Moves Later");
  await page.getByRole("button", { name: /Hold this time/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  const manage = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;

  await page.goto(`${server.origin}${manage}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByTestId("horizon")).toContainText(`the furthest day you can book now is ${furthestDay()}`);
  await page.locator('input[type="radio"][name="slot"]').first().check();
  await craftNextPost(page, IN_2099);
  await page.getByRole("button", { name: "Move my appointment" }).click();
  await expect(page.getByRole("alert")).toContainText("too far ahead");
  expectHorizonAnswer(await page.getByRole("alert").innerText());

  const malformed = await page.request.post(`${server.origin}${manage}`, {
    form: { intent: "move", slot: "2026-02-30T14:00:00.000Z" },
    failOnStatusCode: false,
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain("Choose a new time from the list.");
  // Still booked at the first time: the calendar file says so.
  const ics = await page.request.get(`${server.origin}${manage}/appointment.ics`);
  expect(await ics.text()).toContain(`DTSTART:${booked.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
});
