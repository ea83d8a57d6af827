import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type * as Client from "../../app/db/client.server.ts";
import type * as Seed from "../../app/db/seed.ts";
import type * as Bookings from "../../app/features/booking/bookings.server.ts";
import type * as Choice from "../../app/features/booking/choice-schema.ts";
import type * as Schedule from "../../app/features/booking/schedule.server.ts";
import type * as Providers from "../../app/features/checkout/providers.server.ts";
import type * as TestPayment from "../../app/features/checkout/test-payment.server.ts";
import type * as TestServices from "../../app/platform/test-services.server.ts";
import { createAppLoader } from "../../scripts/app-loader.ts";
import { addConsoleAccounts, ownerAccount, signInConsole, type ConsoleAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 25, point 5, on a phone: the owner marks a visit completed and sends
// its invoice (the job's price less the deposit paid); the customer opens the
// pay link (their booking's page), pays on the test payment page and sees the
// receipt; the console then shows the invoice paid online and nothing owed.
//
// The booking is made before the server starts, through the functions /book
// and the test payment page call: held and paid four days ago for a time since passed.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const owner = ownerAccount();
const HOUR = 3_600_000;
const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

let server: OwnServer;
let dataDir: string;
let made: { id: string; token: string; priceCents: number; depositCents: number };

const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-balance-"));
  await addConsoleAccounts({ dataDir }, [owner] as ConsoleAccount[]);
  const vite = await createAppLoader();
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { openDb } = await load<typeof Client>("/app/db/client.server.ts");
  const { seedCatalog } = await load<typeof Seed>("/app/db/seed.ts");
  const { createTestServices } = await load<typeof TestServices>("/app/platform/test-services.server.ts");
  const { testProvider } = await load<typeof Providers>("/app/features/checkout/providers.server.ts");
  const { submitTestPayment } = await load<typeof TestPayment>("/app/features/checkout/test-payment.server.ts");
  const bookings = await load<typeof Bookings>("/app/features/booking/bookings.server.ts");
  const { choiceFromSearchParams } = await load<typeof Choice>("/app/features/booking/choice-schema.ts");
  const { manageTokenOf } = await load<typeof Schedule>("/app/features/booking/schedule.server.ts");
  const handle = await openDb({ dataDir });
  try {
    await seedCatalog(handle.db);
    await createTestServices({ db: handle.db, provider: testProvider });
    const now = new Date();
    const then = new Date(now.getTime() - 4 * 24 * HOUR);
    const parsed = choiceFromSearchParams(new URLSearchParams(SEDAN));
    if (!parsed.ok) throw new Error("bad choice");
    const slots = await bookings.findFreeSlots(handle.db, {
      size: { durationMinutes: 150, travelMinutes: 10 },
      from: bookings.firstBookableDay(then),
      days: 5,
      now: then,
    });
    for (const slot of slots.filter((s) => s.arrivesAt.getTime() < now.getTime() - HOUR)) {
      const held = await bookings.holdSlot(handle.db, {
        choice: parsed.choice,
        areaSlug: "navarre",
        customer: { name: "Bea Balance", phone: "+18505550177", email: "bea@example.com", address: "12 Gulf Blvd" },
        arrivesAt: slot.arrivesAt,
        origin: "http://localhost:3000",
        now: then,
        provider: testProvider,
      });
      if (held.kind !== "held") continue;
      const session = new URL(held.paymentUrl).pathname.split("/").at(-1)!;
      await submitTestPayment(session, "pay", { db: handle.db, now: then });
      made = {
        id: held.booking.id,
        token: await manageTokenOf(handle.db, held.booking),
        priceCents: held.booking.priceCents!,
        depositCents: held.booking.depositCents,
      };
      break;
    }
    if (!made) throw new Error("no free time in the past days");
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

/** Full-page screenshots at the phone's width and a desktop's, to look at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the owner invoices a completed job, the customer pays it on the test page, and nothing is owed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owed = made.priceCents - made.depositCents;
  const leadUrl = `${server.origin}/admin/leads/booking/${made.id}`;
  await signInConsole(page, server.origin, owner, "/admin/bookings");
  await gotoHydrated(page, leadUrl);
  let booking = page.getByRole("region", { name: "Booking" });
  await booking.getByRole("button", { name: "Mark completed" }).click();
  await expect(booking.getByRole("status").first()).toHaveText("Marked completed.");

  await gotoHydrated(page, leadUrl);
  const balance = page.getByRole("region", { name: "Balance" });
  const sums = balance.getByRole("table", { name: "What the invoice will say" });
  await expect(sums.getByRole("row", { name: /The job/ })).toContainText(money(made.priceCents));
  await expect(sums.getByRole("row", { name: /Deposit paid/ })).toContainText(`-${money(made.depositCents)}`);
  await expect(sums.getByRole("row", { name: /Owed/ })).toContainText(money(owed));
  await expectNoSeriousAxe(page);
  await shoot(page, "lead-balance");
  await balance.getByRole("button", { name: "Send the invoice" }).click();
  await expect(balance.getByRole("status")).toHaveText(`Invoice sent: ${money(owed)} owed.`);

  // Sent by mistake: the owner voids it behind a confirm step; nothing is owed on it anywhere.
  await balance.getByText("Void this invoice…").click();
  await expectNoSeriousAxe(page);
  await shoot(page, "lead-void");
  await balance.getByRole("button", { name: /^Yes, void invoice / }).click();
  await expect(balance.getByRole("status")).toContainText("is void: nothing is owed on it and no reminder will follow");
  await gotoHydrated(page, `${server.origin}/admin/bookings`);
  await expect(page.getByTestId("owed-total")).not.toContainText("owed on");
  const voided = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await gotoHydrated(voided, `${server.origin}/book/manage/${made.token}`);
  await expect(voided.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await voided.close();

  // The right invoice, sent again.
  await gotoHydrated(page, leadUrl);
  await page.getByRole("region", { name: "Balance" }).getByRole("button", { name: "Send the invoice" }).click();
  await expect(balance.getByRole("status")).toHaveText(`Invoice sent: ${money(owed)} owed.`);
  await expect(balance.getByText(`${money(owed)} owed`, { exact: true })).toBeVisible();
  await expect(balance.getByRole("button", { name: "Record the payment" })).toBeVisible();

  // The console's bookings page lists it among what is owed.
  await gotoHydrated(page, `${server.origin}/admin/bookings`);
  await expect(page.getByTestId("owed-total")).toHaveText(`${money(owed)} owed on 1 invoice`);
  await shoot(page, "bookings-owed");

  // The customer, in their own browser, from the pay link (their booking's page).
  const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await customerContext.newPage();
  // The customer's own browser, with the welcome offer's popup already seen (as the fixtures' page has it).
  await customer.addInitScript(() => window.sessionStorage.setItem("discountSeenV2", "true"));
  await gotoHydrated(customer, `${server.origin}/book/manage/${made.token}#balance`);
  const section = customer.getByRole("region", { name: "Your balance" });
  await expect(section.getByTestId("balance-owed")).toHaveText(money(owed));
  await expectNoSeriousAxe(customer);
  await shoot(customer, "manage-balance");
  await section.getByRole("button", { name: `Pay ${money(owed)}` }).click();
  await expect(customer).toHaveURL(/\/pay\/cs_test_/);
  await expect(customer.getByRole("list", { name: "Order lines" })).toContainText(money(owed));
  await customer.getByRole("button", { name: "Pay now (test)" }).click();
  await expect(customer).toHaveURL(/\/checkout-success\?session_id=/);
  const receipt = customer.getByTestId("receipt");
  await expect(receipt).toContainText("Balance:");
  await expect(receipt).toContainText(`Total paid${money(owed)}`);
  await shoot(customer, "balance-receipt");
  // Back on their page: paid, with the receipt's link.
  await gotoHydrated(customer, `${server.origin}/book/manage/${made.token}`);
  const paid = customer.getByRole("region", { name: "Your invoice" });
  await expect(paid.getByRole("status")).toContainText(`Paid ${money(owed)} online`);
  await expect(paid.getByRole("button")).toHaveCount(0);
  await expect(paid.getByRole("link", { name: "See the receipt" })).toBeVisible();
  await customerContext.close();

  // The console: the invoice paid online, nothing owed on the booking or on the bookings page.
  await gotoHydrated(page, leadUrl);
  const after = page.getByRole("region", { name: "Balance" });
  await expect(after.getByText("Paid online", { exact: true })).toBeVisible();
  await expect(after.getByText(`${money(owed)} paid online`, { exact: false })).toBeVisible();
  await expect(after.getByText("Nothing owed.")).toBeVisible();
  await expect(after.getByRole("button")).toHaveCount(0);
  booking = page.getByRole("region", { name: "Booking" });
  await expect(booking.getByTestId("booking-timeline")).toContainText(`Balance paid: ${money(owed)} online`);
  await shoot(page, "lead-paid");
  await gotoHydrated(page, `${server.origin}/admin/bookings`);
  await expect(page.getByTestId("owed-total")).toHaveText("Nothing owed: no invoice is waiting to be paid.");
});
