import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { federalHolidaysFrom } from "../../app/features/site-settings/holidays.ts";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";

// Issue 24, point 5: the owner sets a day off and Saturday's hours on a phone;
// the slot search, the assistant, the footer and the JSON-LD follow at once.
// A production server of this spec's own.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
test.beforeAll(async () => {
  server = await startConsoleServer([ownerAccount()]);
});
test.afterAll(async () => server?.stop());

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
const ZONE = "America/Chicago";
const localDay = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: ZONE });
const localMinutes = (iso: string) => {
  const [h, m] = new Date(iso)
    .toLocaleTimeString("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    .split(":")
    .map(Number);
  return h! * 60 + m!;
};
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const words = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

/** The free arrival times /book/when offers for a sedan in Navarre, from a day on (a week). */
async function freeTimes(from: string): Promise<string[]> {
  const html = await fetch(`${server.origin}/book/when?${SEDAN}&where=32566&from=${from}`).then((r) => r.text());
  return [...html.matchAll(/name="slot"[^>]*value="([^"]+)"/g)].map((m) => m[1]!);
}

async function ask(question: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/chatbot`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reply: string }).reply;
}

/** A weekday (Monday to Friday) ten or more days ahead, not a federal holiday. */
function dayOffToTest(): string {
  let day = addDays(new Date().toLocaleDateString("en-CA", { timeZone: ZONE }), 10);
  const holidays = federalHolidaysFrom(Number(day.slice(0, 4))).map((h) => h.date);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || holidays.includes(day)) day = addDays(day, 1);
  return day;
}

async function openSettings(page: Page) {
  await signInConsole(page, server.origin, ownerAccount(), "/admin/settings/business");
  await gotoHydrated(page, `${server.origin}/admin/settings/business`);
}

test("the owner adds a day off and changes Saturday's hours; the slots, the assistant, the footer and the JSON-LD agree", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dayOff = dayOffToTest();
  const before = await freeTimes(dayOff);
  expect(before.some((s) => localDay(s) === dayOff)).toBe(true);

  await openSettings(page);
  await expect(page.getByRole("heading", { name: "Hours, holidays and booking" })).toBeVisible();
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A wrong value is named beside its field, and what was typed stays.
  await page.getByLabel("Day off 1: date").fill(dayOff);
  await page.getByLabel("Saturday opens").fill("09:00");
  await page.getByLabel("Saturday closes").fill("13:00");
  await page.getByLabel("Hold time (minutes)").fill("1");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText("The hold time is at least 5 minutes.")).toBeVisible();
  await expect(page.getByText("Name the day, like Christmas Eve.")).toBeVisible();
  await expect(page.getByLabel("Day off 1: date")).toHaveValue(dayOff);
  await expect(page.getByLabel("Saturday opens")).toHaveValue("09:00");

  // The messages' timing: the second invoice reminder must come after the first.
  await page.getByLabel("Second invoice reminder (days after sending)").fill("2");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByText("The second reminder comes after the first.")).toBeVisible();

  await page.getByLabel("Day off 1: name").fill("Staff training");
  await page.getByLabel("Hold time (minutes)").fill("15");
  await page.getByLabel("Second invoice reminder (days after sending)").fill("10");
  await page.getByLabel("Review request (hours after the job)").fill("2");
  await page.getByRole("button", { name: "Save the settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByLabel("Day off 1: name")).toHaveValue("Staff training");
  await page.reload();
  await expect(page.getByLabel("Review request (hours after the job)")).toHaveValue("2");
  await expect(page.getByLabel("Second invoice reminder (days after sending)")).toHaveValue("10");

  // The day off: no free time that day, the days around it still have some; the assistant says closed.
  const after = await freeTimes(dayOff);
  expect(after.some((s) => localDay(s) === dayOff)).toBe(false);
  expect(after.some((s) => localDay(s) === addDays(dayOff, 1))).toBe(true);
  expect(await ask(`Are you open on ${words(dayOff)}?`)).toMatch(/^No, we're closed on .* for Staff training/);
  expect(await ask("Are you open on Christmas?")).toMatch(/^No, we're closed on .* for Christmas Day/);

  // Saturday: the slot search, the assistant, the footer and the JSON-LD all say 9 to 1.
  let saturday = dayOff;
  while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
  const onSaturday = (await freeTimes(addDays(saturday, -1))).filter((s) => localDay(s) === saturday);
  expect(onSaturday.length).toBeGreaterThan(0);
  for (const s of onSaturday) {
    expect(localMinutes(s)).toBeGreaterThanOrEqual(9 * 60);
    expect(localMinutes(s)).toBeLessThan(13 * 60);
  }
  expect(await ask("Are you open on Saturday?")).toMatch(/^Yes, we're open on Saturdays, 9:00 AM to 1:00 PM/);

  await gotoHydrated(page, `${server.origin}/about`);
  await expect(page.getByRole("contentinfo")).toContainText("Mon-Fri 7AM-7PM, Sat 9AM-1PM, Sun 7AM-7PM");
  const business = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "{}") as { "@id"?: string; openingHoursSpecification?: unknown })
      .find((d) => d["@id"]?.endsWith("#business")),
  );
  expect(business?.openingHoursSpecification).toContainEqual({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Saturday"],
    opens: "09:00",
    closes: "13:00",
  });
});
