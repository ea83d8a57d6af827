import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type * as Client from "../../app/db/client.server.ts";
import type * as Seed from "../../app/db/seed.ts";
import type * as Format from "../../app/features/booking/booking-format.ts";
import type * as Bookings from "../../app/features/booking/bookings.server.ts";
import type * as Choice from "../../app/features/booking/choice-schema.ts";
import type * as Providers from "../../app/features/checkout/providers.server.ts";
import type * as TestPayment from "../../app/features/checkout/test-payment.server.ts";
import type * as TestServices from "../../app/platform/test-services.server.ts";
import { createAppLoader } from "../../scripts/app-loader.ts";
import {
  addConsoleAccounts,
  consoleCookie,
  ownerAccount,
  signInConsole,
  staffAccount,
  type ConsoleAccount,
} from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 23: the owner's acts on bookings, on a phone, through the console's
// buttons: move a paid booking to another day, cancel one refunding its
// deposit, mark one completed and one a no-show. After each, a reload of the
// booking's lead, the bookings page and the deposit's order say the same.
// Staff posting any act directly get 403 and nothing changes.
//
// The bookings are made before the server starts, through the same functions
// /book and the test payment page call: two ahead, and three whose visit time
// has come (held and paid days ago), which only the owner's acts can settle.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const owner = ownerAccount();
const staff = staffAccount();
const HOUR = 3_600_000;

type Made = { id: string; name: string; arrivesAt: Date };
let server: OwnServer;
let dataDir: string;
const made: Record<"mover" | "canceller" | "done" | "noShow" | "stays", Made> = {} as never;

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

// The app's modules, loaded as the command-line tools load them (they import with the ~/ alias).
let app: {
  bookings: typeof Bookings;
  format: typeof Format;
  choice: typeof Choice;
  testProvider: (typeof Providers)["testProvider"];
  submitTestPayment: (typeof TestPayment)["submitTestPayment"];
};

/** Holds the first free time matching `wanted` as of `now`, and pays its deposit on the test payment page. */
async function bookAndPay(db: Client.Db, name: string, now: Date, wanted: (arrivesAt: Date) => boolean): Promise<Made> {
  const { findFreeSlots, firstBookableDay, holdSlot } = app.bookings;
  const parsed = app.choice.choiceFromSearchParams(new URLSearchParams(SEDAN));
  if (!parsed.ok) throw new Error("bad choice");
  const slots = await findFreeSlots(db, {
    size: { durationMinutes: 150, travelMinutes: 10 },
    from: firstBookableDay(now),
    days: 5,
    now,
  });
  for (const slot of slots.filter((s) => wanted(s.arrivesAt))) {
    const first = name.split(" ")[0]!.toLowerCase();
    const held = await holdSlot(db, {
      choice: parsed.choice,
      areaSlug: "navarre",
      customer: { name, phone: "+18505550142", email: `${first}@example.com`, address: "12 Gulf Blvd" },
      arrivesAt: slot.arrivesAt,
      origin: "http://localhost:3000",
      now,
      provider: app.testProvider,
    });
    if (held.kind !== "held") continue;
    const session = new URL(held.paymentUrl).pathname.split("/").at(-1)!;
    const paid = await app.submitTestPayment(session, "pay", { db, now });
    if ("error" in paid) throw new Error(`payment of ${name}'s deposit: ${paid.error}`);
    return { id: held.booking.id, name, arrivesAt: held.booking.arrivesAt };
  }
  throw new Error(`no free time for ${name}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-booking-acts-"));
  await addConsoleAccounts({ dataDir }, [owner, staff] as ConsoleAccount[]);
  const vite = await createAppLoader();
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const { openDb } = await load<typeof Client>("/app/db/client.server.ts");
  const { seedCatalog } = await load<typeof Seed>("/app/db/seed.ts");
  const { createTestServices } = await load<typeof TestServices>("/app/platform/test-services.server.ts");
  const providers = await load<typeof Providers>("/app/features/checkout/providers.server.ts");
  app = {
    bookings: await load<typeof Bookings>("/app/features/booking/bookings.server.ts"),
    format: await load<typeof Format>("/app/features/booking/booking-format.ts"),
    choice: await load<typeof Choice>("/app/features/booking/choice-schema.ts"),
    testProvider: providers.testProvider,
    submitTestPayment: (await load<typeof TestPayment>("/app/features/checkout/test-payment.server.ts"))
      .submitTestPayment,
  };
  const handle = await openDb({ dataDir });
  try {
    await seedCatalog(handle.db);
    await createTestServices({ db: handle.db, provider: app.testProvider });
    const now = new Date();
    // Ahead: past the 24 hours in which a customer could no longer change them.
    made.mover = await bookAndPay(handle.db, "Mo Mover", now, (at) => at.getTime() > now.getTime() + 25 * HOUR);
    made.canceller = await bookAndPay(
      handle.db,
      "Cass Canceller",
      now,
      (at) => at.getTime() > now.getTime() + 25 * HOUR,
    );
    // Visits whose time has come: booked four days ago for a time since passed.
    const then = new Date(now.getTime() - 4 * 24 * HOUR);
    const past = (at: Date) => at.getTime() < now.getTime() - HOUR;
    made.done = await bookAndPay(handle.db, "Cy Complete", then, past);
    made.noShow = await bookAndPay(handle.db, "Nora Noshow", then, past);
    made.stays = await bookAndPay(handle.db, "Stan Stays", then, past);
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

const leadUrl = (b: Made) => `${server.origin}/admin/leads/booking/${b.id}`;
const when = (at: Date) => `${app.format.formatDay(at)} at ${app.format.formatTime(at)}`;
const depositLineTitle = (at: Date) => app.bookings.depositLineTitle(at);
const dayHeading = (at: Date) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Chicago",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(at);
const localDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(at);

/** The booking's lead page, reloaded: its booking section. */
async function openLead(page: Page, b: Made) {
  await gotoHydrated(page, leadUrl(b));
  return page.getByRole("region", { name: "Booking" });
}

/** The deposit's order, from the lead's link: its page's main region. */
async function openOrder(page: Page, b: Made) {
  const booking = await openLead(page, b);
  await booking.getByRole("link", { name: "The deposit's order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/ord_/);
  await page.reload();
  return page.getByRole("main");
}

let otherTime = "";

/** Full-page screenshots at the phone's width and a desktop's, to look at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1440.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the owner moves a paid booking to another day: the lead, the bookings page and the order follow", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInConsole(page, server.origin, owner, "/admin/bookings");
  const booking = await openLead(page, made.mover);
  await expect(booking.getByTestId("booking-arrives")).toContainText(when(made.mover.arrivesAt));
  await expectNoSeriousAxe(page);
  await shoot(page, "lead-acts");

  // Another day, over 25 hours ahead (one crew: a time just after the old one may still be covered by it).
  const moveTo = booking.getByLabel("Move to");
  const options = await moveTo.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const others = options.filter(
    (v) => localDay(new Date(v)) !== localDay(made.mover.arrivesAt) && Date.parse(v) - Date.now() > 25 * HOUR,
  );
  expect(others.length).toBeGreaterThan(1);
  const to = new Date(others[0]!);
  otherTime = others[1]!;
  await moveTo.selectOption(others[0]!);
  await booking.getByRole("button", { name: "Move the booking" }).click();
  await expect(booking.getByRole("status")).toContainText(`Moved to ${depositLineTitle(to)}.`);

  const after = await openLead(page, made.mover);
  await expect(after.getByTestId("booking-arrives")).toContainText(when(to));
  await expect(after.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(after.getByTestId("booking-deposit")).toHaveText("$50.00 paid");
  await expect(after.getByTestId("booking-timeline")).toContainText(
    `Moved: from ${depositLineTitle(made.mover.arrivesAt)} to ${depositLineTitle(to)}`,
  );

  await page.goto(`${server.origin}/admin/bookings`);
  await expect(page.getByRole("region", { name: dayHeading(to) })).toContainText("Mo Mover");
  await shoot(page, "bookings");
  const oldDay = page.getByRole("region", { name: dayHeading(made.mover.arrivesAt) });
  if (await oldDay.count()) await expect(oldDay).not.toContainText("Mo Mover");

  const order = await openOrder(page, made.mover);
  await expect(order.getByRole("list", { name: "Order lines" })).toContainText(depositLineTitle(to));
  await expect(order.getByRole("link", { name: "The booking this deposit is for" })).toHaveAttribute(
    "href",
    `/admin/leads/booking/${made.mover.id}`,
  );
  await expect(order).toContainText("No stocked items: nothing was held.");
  await expect(order).toContainText("Paid");
  made.mover.arrivesAt = to;
});

test("the owner cancels a booking refunding its deposit: the order is refunded once, the lead's timeline says so", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInConsole(page, server.origin, owner, "/admin/bookings");
  const booking = await openLead(page, made.canceller);
  // The stated rule (a cancel in time refunds) is the choice already made.
  const refund = booking.getByRole("radio", { name: "Refund the $50.00 deposit (the stated rule)" });
  await expect(refund).toBeChecked();
  await booking.getByRole("button", { name: "Cancel the booking" }).click();
  await expect(booking.getByRole("status")).toContainText("Booking cancelled; the time is free again.");
  await expect(booking.getByRole("status")).toContainText("The $50.00 deposit is refunded.");

  const after = await openLead(page, made.canceller);
  await expect(after.getByTestId("booking-status")).toHaveText("Cancelled");
  await expect(after.getByTestId("booking-deposit")).toHaveText("$50.00 refunded");
  await expect(after.getByTestId("booking-timeline")).toContainText("Cancelled: deposit to be refunded");
  await expect(after.getByTestId("booking-timeline")).toContainText("Deposit refunded");
  // Nothing left to do with a cancelled booking.
  await expect(after.getByRole("button")).toHaveCount(0);
  await expectNoSeriousAxe(page);

  await page.goto(`${server.origin}/admin/leads?source=booking`);
  const row = page.getByRole("listitem").filter({ hasText: "Cass Canceller" });
  await expect(row.getByTestId("lead-booking-status")).toHaveText("Booking: Cancelled");
  await expect(row.getByTestId("lead-booking-timeline")).toHaveText(
    "Held while paying → Deposit paid: booked → Cancelled → Deposit refunded",
  );
  await page.goto(`${server.origin}/admin/bookings`);
  await expect(page.getByRole("main")).not.toContainText("Cass Canceller");

  const order = await openOrder(page, made.canceller);
  await expect(order.getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(order.getByRole("list", { name: "Payment events" })).toContainText("refunded");
  await expect(order.getByRole("button", { name: "Refund in full" })).toHaveCount(0);
  await expect(order.getByRole("form", { name: "Refund" })).toHaveCount(0);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: test.info().outputPath("order-refunded-390.png"), fullPage: true });
});

test("the owner marks one visit completed and one a no-show: the lead, the past bookings and the orders agree", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInConsole(page, server.origin, owner, "/admin/bookings");
  let booking = await openLead(page, made.done);
  await booking.getByRole("button", { name: "Mark completed" }).click();
  await expect(booking.getByRole("status")).toHaveText("Marked completed.");
  booking = await openLead(page, made.done);
  await expect(booking.getByTestId("booking-status")).toHaveText("Completed");
  await expect(booking.getByTestId("booking-timeline")).toContainText("Job done");
  // Nothing left to do to the booking itself; its balance's invoice is the next act (features/balance).
  await expect(booking.getByRole("button").filter({ hasNotText: "Send the invoice" })).toHaveCount(0);
  let order = await openOrder(page, made.done);
  await expect(order.getByText("Fulfilled", { exact: true }).first()).toBeVisible();

  booking = await openLead(page, made.noShow);
  await booking.getByRole("button", { name: "Mark no-show" }).click();
  await expect(booking.getByRole("status")).toHaveText("Marked a no-show.");
  booking = await openLead(page, made.noShow);
  await expect(booking.getByTestId("booking-status")).toHaveText("No-show");
  await expect(booking.getByTestId("booking-deposit")).toHaveText("$50.00 kept, as the deposit rule says");
  await expect(booking.getByTestId("booking-timeline")).toContainText("No-show: deposit kept");
  order = await openOrder(page, made.noShow);
  await expect(order.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expectNoSeriousAxe(page);
  await shoot(page, "order-paid-deposit");

  // The owner changes their mind and refunds the kept deposit from its order: the booking says so too.
  const refund = order.getByRole("form", { name: "Refund" });
  await refund.getByRole("button", { name: "Refund in full" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is refunded" })).toBeVisible();
  await expect(order.getByRole("button", { name: "Refund in full" })).toHaveCount(0);
  booking = await openLead(page, made.noShow);
  await expect(booking.getByTestId("booking-status")).toHaveText("No-show");
  await expect(booking.getByTestId("booking-deposit")).toHaveText("$50.00 refunded");
  await expect(booking.getByTestId("booking-timeline")).toContainText("Deposit refunded");

  await page.goto(`${server.origin}/admin/bookings?past=1`);
  const done = page.getByRole("listitem").filter({ hasText: "Cy Complete" });
  await expect(done).toContainText("Completed");
  const noShow = page.getByRole("listitem").filter({ hasText: "Nora Noshow" });
  await expect(noShow).toContainText("No-show");
  await expect(page.getByRole("listitem").filter({ hasText: "Stan Stays" })).toContainText("Confirmed");
  await expect(noShow.getByTestId("booking-deposit")).toHaveText("Deposit $50.00 refunded");
  await expectNoSeriousAxe(page);
  await shoot(page, "bookings-past");
});

test("staff posting any booking act get 403, and the bookings stay as they were", async ({ page }) => {
  const cookie = await consoleCookie(server.origin, staff);
  const post = (b: Made, fields: Record<string, string>) =>
    fetch(leadUrl(b), {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const acts: [Made, Record<string, string>][] = [
    [made.mover, { intent: "booking-move", slot: otherTime }],
    [made.mover, { intent: "booking-cancel", deposit: "refund" }],
    [made.stays, { intent: "booking-complete" }],
    [made.stays, { intent: "booking-no-show" }],
  ];
  for (const [b, fields] of acts) expect((await post(b, fields)).status, fields.intent).toBe(403);

  // Staff read the bookings, without the owner's buttons: only "On my way", which the crew sends.
  await signInConsole(page, server.origin, staff, "/admin/bookings");
  let booking = await openLead(page, made.mover);
  await expect(booking.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(booking.getByTestId("booking-arrives")).toContainText(when(made.mover.arrivesAt));
  await expect(booking.getByRole("button")).toHaveText(["On my way"]);
  booking = await openLead(page, made.stays);
  await expect(booking.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(booking.getByTestId("booking-deposit")).toHaveText("$50.00 paid");
});
