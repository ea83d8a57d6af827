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
import type * as TestServices from "../../app/platform/test-services.server.ts";
import { createAppLoader } from "../../scripts/app-loader.ts";
import { addConsoleAccounts, ownerAccount, signInConsole, type ConsoleAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { addBeforeAndAfterPhotos } from "./job-photos.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 25: on a phone, the owner completes a booking whose time has come:
// two photos, the film's roll numbers and measured VLT, the customer's
// sign-off; the warranty certificate downloads as a PDF and its code opens the
// public /warranty page, which shows the first name only.

test.use({ viewport: { width: 390, height: 844 } });

const owner = ownerAccount();
const HOUR = 3_600_000;
let server: OwnServer;
let dataDir: string;
let bookingId = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-warranty-"));
  await addConsoleAccounts({ dataDir }, [owner] as ConsoleAccount[]);
  const vite = await createAppLoader();
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { openDb } = await load<typeof Client>("/app/db/client.server.ts");
  const { seedCatalog } = await load<typeof Seed>("/app/db/seed.ts");
  const { createTestServices } = await load<typeof TestServices>("/app/platform/test-services.server.ts");
  const { testProvider } = await load<typeof Providers>("/app/features/checkout/providers.server.ts");
  const bookings = await load<typeof Bookings>("/app/features/booking/bookings.server.ts");
  const choice = await load<typeof Choice>("/app/features/booking/choice-schema.ts");
  const { submitTestPayment } = await load<typeof TestPayment>("/app/features/checkout/test-payment.server.ts");
  const handle = await openDb({ dataDir });
  try {
    await seedCatalog(handle.db);
    await createTestServices({ db: handle.db, provider: testProvider });
    const parsed = choice.choiceFromSearchParams(
      new URLSearchParams("kind=vehicle&body=sedan-coupe&year=2021&make=Toyota&model=Camry&front=35&back=15&rear=15"),
    );
    if (!parsed.ok) throw new Error("bad choice");
    // Booked four days ago for a time since passed.
    const now = new Date();
    const then = new Date(now.getTime() - 4 * 24 * HOUR);
    const slots = await bookings.findFreeSlots(handle.db, {
      size: { durationMinutes: 150, travelMinutes: 10 },
      from: bookings.firstBookableDay(then),
      days: 3,
      now: then,
    });
    for (const slot of slots.filter((s) => s.arrivesAt.getTime() < now.getTime() - HOUR)) {
      const held = await bookings.holdSlot(handle.db, {
        choice: parsed.choice,
        areaSlug: "navarre",
        customer: { name: "Dana Reyes", phone: "+18505550100", email: "dana@example.com", address: "12 Gulf Blvd" },
        arrivesAt: slot.arrivesAt,
        origin: "http://localhost:3000",
        now: then,
        provider: testProvider,
      });
      if (held.kind !== "held") continue;
      const session = new URL(held.paymentUrl).pathname.split("/").at(-1)!;
      const paid = await submitTestPayment(session, "pay", { db: handle.db, now: then });
      if ("error" in paid) throw new Error(paid.error);
      bookingId = held.booking.id;
      break;
    }
    if (!bookingId) throw new Error("no free time");
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

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the owner completes a job with two photos and roll numbers; the certificate downloads and verifies", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInConsole(page, server.origin, owner);
  await gotoHydrated(page, `${server.origin}/admin/leads/booking/${bookingId}`);
  await page.getByRole("link", { name: "Complete the job" }).click();
  await expect(page.getByRole("heading", { name: "Complete the job" })).toBeVisible();

  const photos = await addBeforeAndAfterPhotos(page);
  await photos.getByRole("button", { name: "Add after photo 2 to the gallery" }).click();
  await expect(page.getByText("Added to the gallery")).toBeVisible();
  await expect(photos.getByText("In the gallery")).toHaveCount(1);

  const group = (name: string) => page.getByRole("group", { name });
  // Too dark on the front: the warning asks to be acknowledged; the typed values stay after a refused save.
  await group("Front sides").getByLabel("Measured VLT (%)").fill("20");
  await expect(page.getByText(/Too dark for Florida's law: the front sides measure 20%/)).toBeVisible();
  await group("Front sides").getByLabel("Roll or lot number").fill("CR-2231");
  await page.getByRole("button", { name: "Save and mark completed" }).click();
  await expect(group("Back sides").getByText("Enter the VLT measured on the back sides, 0 to 100%.")).toBeVisible();
  await expect(group("Front sides").getByLabel("Roll or lot number")).toHaveValue("CR-2231");
  await group("Front sides").getByLabel("Measured VLT (%)").fill("33");
  await expect(page.getByText(/Too dark for Florida's law/)).toHaveCount(0);
  for (const [name, vlt, roll] of [
    ["Back sides", "15", "CR-2231"],
    ["Rear glass", "16", "CR-2232"],
  ] as const) {
    await group(name).getByLabel("Measured VLT (%)").fill(vlt);
    await group(name).getByLabel("Roll or lot number").fill(roll);
  }
  await page.getByLabel("Customer's full name").fill("Dana Reyes");
  await page.getByLabel(/I, the customer, confirm/).check();
  await expectNoSeriousAxe(page);
  await shoot(page, "complete-form");
  await page.getByRole("button", { name: "Save and mark completed" }).click();
  await expect(page.getByRole("heading", { name: /Completed: the warranty certificate is on its way/ })).toBeVisible();
  await expect(page.getByText("Signed off by Dana Reyes.")).toBeVisible();
  await expectNoSeriousAxe(page);
  await shoot(page, "complete-done");

  const pdfHref = await page.getByRole("link", { name: "Warranty certificate (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(`${server.origin}${pdfHref}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.getByRole("link", { name: "The certificate's public verify page" }).click();
  await expect(page.getByRole("heading", { name: "This certificate is valid" })).toBeVisible();
  await expect(page.getByTestId("warranty-name")).toHaveText("Dana");
  await expect(page.getByText("2021 Toyota Camry (sedan or coupe)")).toBeVisible();
  await expect(page.getByText("Reyes")).toHaveCount(0);
  await expect(page.getByText("Ceramic, 35% shade")).toBeVisible();
  await expectNoSeriousAxe(page);
  await shoot(page, "verify");

  const unknown = await page.goto(`${server.origin}/warranty/ABCDEFGHIJKLMNOPQRSTUVWX`);
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No certificate has this code" })).toBeVisible();
});
