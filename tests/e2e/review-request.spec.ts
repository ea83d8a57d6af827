import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type * as Client from "../../app/db/client.server.ts";
import type * as Seed from "../../app/db/seed.ts";
import type * as Bookings from "../../app/features/booking/bookings.server.ts";
import type * as Choice from "../../app/features/booking/choice-schema.ts";
import type * as Providers from "../../app/features/checkout/providers.server.ts";
import type * as TestPayment from "../../app/features/checkout/test-payment.server.ts";
import type * as Requests from "../../app/features/reviews/review-requests.server.ts";
import type * as TestServices from "../../app/platform/test-services.server.ts";
import { createAppLoader } from "../../scripts/app-loader.ts";
import { addConsoleAccounts, ownerAccount, signInConsole, type ConsoleAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 25, the review request: two customers whose jobs are done open their
// private review links on a phone. Lou gives 1 star and keeps it private; Hana
// gives 5 and agrees to show it. Both see the same page, the same public
// review profile and the same thanks (no review gating). The owner sees both,
// cannot publish Lou's, publishes Hana's; /reviews and Destin's page show it.
//
// The jobs are booked, paid, completed and asked before the server starts,
// through the functions /book, the test payment page, the console and the
// scan call.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial", timeout: 120_000 });

const owner = ownerAccount();
const HOUR = 3_600_000;
const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
let server: OwnServer;
let dataDir: string;
const tokens: Record<"lou" | "hana", string> = { lou: "", hana: "" };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-review-request-"));
  await addConsoleAccounts({ dataDir }, [owner] as ConsoleAccount[]);
  const vite = await createAppLoader();
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { openDb } = await load<typeof Client>("/app/db/client.server.ts");
  const { seedCatalog } = await load<typeof Seed>("/app/db/seed.ts");
  const { createTestServices } = await load<typeof TestServices>("/app/platform/test-services.server.ts");
  const { testProvider } = await load<typeof Providers>("/app/features/checkout/providers.server.ts");
  const { submitTestPayment } = await load<typeof TestPayment>("/app/features/checkout/test-payment.server.ts");
  const bookings = await load<typeof Bookings>("/app/features/booking/bookings.server.ts");
  const choice = await load<typeof Choice>("/app/features/booking/choice-schema.ts");
  const requests = await load<typeof Requests>("/app/features/reviews/review-requests.server.ts");
  const handle = await openDb({ dataDir });
  try {
    await seedCatalog(handle.db);
    await createTestServices({ db: handle.db, provider: testProvider });
    const now = new Date();
    const then = new Date(now.getTime() - 4 * 24 * HOUR);
    const parsed = choice.choiceFromSearchParams(new URLSearchParams(SEDAN));
    if (!parsed.ok) throw new Error("bad choice");
    const slots = await bookings.findFreeSlots(handle.db, {
      size: { durationMinutes: 150, travelMinutes: 10 },
      from: bookings.firstBookableDay(then),
      days: 4,
      now: then,
    });
    const past = slots.filter((s) => s.arrivesAt.getTime() < now.getTime() - 4 * HOUR);
    const customers = [
      { key: "lou", name: "Lou Lowe", area: "gulf-breeze" },
      { key: "hana", name: "Hana Hightower", area: "destin" },
    ] as const;
    for (const customer of customers) {
      let done = false;
      for (const slot of past) {
        const held = await bookings.holdSlot(handle.db, {
          choice: parsed.choice,
          areaSlug: customer.area,
          customer: {
            name: customer.name,
            phone: "+18505550142",
            email: `${customer.key}@example.com`,
            address: "12 Gulf Blvd",
          },
          arrivesAt: slot.arrivesAt,
          origin: "http://localhost:3000",
          now: then,
          provider: testProvider,
        });
        if (held.kind !== "held") continue;
        const session = new URL(held.paymentUrl).pathname.split("/").at(-1)!;
        const paid = await submitTestPayment(session, "pay", { db: handle.db, now: then });
        if ("error" in paid) throw new Error(paid.error);
        const settled = await bookings.settleBooking(handle.db, {
          id: held.booking.id,
          outcome: "complete",
          name: "Olivia Owner",
          now,
        });
        if (settled.kind !== "settled") throw new Error(settled.kind);
        tokens[customer.key] = await requests.reviewTokenOf(handle.db, held.booking.id);
        done = true;
        break;
      }
      if (!done) throw new Error(`no past time for ${customer.name}`);
    }
    // The scan, as it runs some hours after the jobs.
    const report = await requests.scanReviewRequests(handle.db, new Date(now.getTime() + 6 * HOUR));
    expect(report.requested).toBe(2);
  } finally {
    await handle.close();
    await vite.close();
  }
  server = await startOwnServer({ DATA_DIR: dataDir, LOG_LEVEL: "error" });
});
test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What a customer can do on the page: its headings, links and form controls, by role and name. */
async function choicesOn(page: Page, firstName: string) {
  const main = page.getByRole("main");
  const names = async (role: "heading" | "link" | "button" | "radio" | "checkbox" | "textbox") =>
    (await main.getByRole(role).allInnerTexts()).length +
    ":" +
    (
      await main
        .getByRole(role)
        .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent?.trim() ?? ""))
    ).join("|");
  const all = await Promise.all(
    (["heading", "link", "button", "radio", "checkbox", "textbox"] as const).map((role) => names(role)),
  );
  return all
    .join("\n")
    .replaceAll(firstName, "NAME")
    .replace(/Gulf Breeze|Destin/g, "TOWN");
}

test("a 1-star and a 5-star customer see the same choices, before and after they answer", async ({ page }) => {
  const missing = await page.request.get(`${server.origin}/review/${"x".repeat(43)}`);
  expect(missing.status()).toBe(404);

  const res = await page.goto(`${server.origin}/review/${tokens.lou}`);
  expect(res?.headers()["cache-control"]).toBe("no-store");
  await gotoHydrated(page, `${server.origin}/review/${tokens.lou}`);
  await expect(page.getByRole("heading", { name: "How did we do, Lou?", level: 1 })).toBeVisible();
  const louBefore = await choicesOn(page, "Lou");
  // Nothing chosen: a message beside the stars, and what was typed stays.
  await page.getByLabel("Your review").fill("They came late.");
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByText("Choose from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByLabel("Your review")).toHaveValue("They came late.");
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("review-page-390.png"), fullPage: true });
  await page.getByRole("radio", { name: "1 star", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you! The owner reads every review.");
  const louAfter = await choicesOn(page, "Lou");

  await gotoHydrated(page, `${server.origin}/review/${tokens.hana}`);
  await expect(page.getByRole("heading", { name: "How did we do, Hana?", level: 1 })).toBeVisible();
  expect(await choicesOn(page, "Hana")).toBe(louBefore);
  await page.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await page.getByLabel("Your review").fill("Spotless film, friendly crew, the car stays cool.");
  await page.getByLabel(/You may show my review/).check();
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you! The owner reads every review.");
  expect(await choicesOn(page, "Hana")).toBe(louAfter);
  await expect(page.getByRole("link", { name: /Review us on/ })).toBeVisible();
});

test("the owner publishes the consented review; Lou's stays private; /reviews and Destin's page show Hana's", async ({
  page,
}) => {
  await signInConsole(page, server.origin, owner, "/admin/reviews?status=pending");
  const lou = page.getByRole("article", { name: "Lou" });
  await expect(lou.getByTestId("review-private")).toBeVisible();
  await expect(lou).toContainText("written by the customer after the job");
  await expect(lou.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
  const hana = page.getByRole("article", { name: "Hana" });
  await hana.getByRole("button", { name: "Publish the review by Hana" }).click();
  await expect(page.getByRole("status")).toContainText("Hana: Published");

  await gotoHydrated(page, `${server.origin}/reviews`);
  await expect(page.getByText("Spotless film, friendly crew, the car stays cool.")).toBeVisible();
  await expect(page.getByText("They came late.")).toHaveCount(0);
  await gotoHydrated(page, `${server.origin}/service-areas/destin`);
  await expect(page.getByTestId("area-reviews")).toContainText("Spotless film, friendly crew");
  await gotoHydrated(page, `${server.origin}/service-areas/gulf-breeze`);
  await expect(page.getByText("They came late.")).toHaveCount(0);
});
