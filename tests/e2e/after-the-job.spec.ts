import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { inboundTextForm, signTwilioWebhook, startFakeTwilio, type FakeTwilio } from "../support/fake-twilio.ts";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { qrCodesIn } from "../support/pdf-qr.ts";
import { serverClock, type ServerClock } from "../support/server-clock.ts";
import { addConsoleAccounts, ownerAccount, signInConsole, type ConsoleAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { addBeforeAndAfterPhotos } from "./job-photos.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 25, the whole journey, on a production server whose clock the test
// moves forward (libfaketime: tests/support/server-clock.ts), with the fake
// Twilio and a fake mail server on loopback. On a phone, a customer books and
// pays the deposit choosing texts and email; the day before, the reminder
// arrives by both; a reply "C" confirms; on the day the owner presses "On my
// way", completes the job with two photos and roll numbers; the warranty
// certificate arrives, its QR code leads to a valid /warranty page; the
// balance is invoiced and paid on the test page; hours later the review
// request arrives; the customer writes a review; the owner publishes it, and
// /reviews and the customer's town page show it, newest first, with its date.
// In the proxied run the server sits behind nginx with TLS (own-server.ts).

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SID = `AC${"5".repeat(32)}`;
const TOKEN = "e2e-journey-auth-token-0123";
const CUSTOMER = "+18505550123";
const EMAIL = "jo.journey@example.com";
const HOUR = 3_600_000;
const SEDAN = "kind=vehicle&body=sedan-coupe&year=2022&make=Honda&model=Accord&film=ceramic&front=35&back=15&rear=15";
const REVIEW = "Booked on my phone, they came to my driveway, and the Accord stays cool.";
const theOwner = ownerAccount();

let twilio: FakeTwilio;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let clock: ServerClock;
let server: OwnServer;
let dataDir: string;
let ownerContext: BrowserContext;
let arrival: Date;
let manageUrl = "";
let leadUrl = "";
let completedAt: Date;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  twilio = await startFakeTwilio({ accountSid: SID, authToken: TOKEN });
  smtp = await startFakeSmtp();
  clock = serverClock();
  dataDir = await mkdtemp(join(tmpdir(), "elite-after-the-job-"));
  await addConsoleAccounts({ dataDir }, [theOwner] as ConsoleAccount[]);
  server = await startOwnServer({
    ...clock.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    SMTP_URL: smtp.url,
    // The journey runs at any hour; quiet hours have their own unit tests.
    ...twilio.serverEnv(),
    MESSAGE_SCAN_SECONDS: "2",
  });
  // The owner runs the business from a phone too, in a browser of their own.
  ownerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ownerContext.addInitScript(() => window.sessionStorage.setItem("discountSeenV2", "true"));
});
test.afterAll(async () => {
  await ownerContext?.close();
  await server?.stop();
  await twilio?.close();
  await smtp?.close();
  clock?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The server itself (not the proxy, which writes its own Date header): its clock, read from its answers. */
const probe = () => `http://127.0.0.1:${server.port}/healthz`;
const textsTo = () => twilio.messages.filter((m) => m.to === CUSTOMER).map((m) => m.body);
const mailsTo = () => smtp.received.filter((m) => m.to.includes(EMAIL));
const textWith = (pattern: RegExp) => textsTo().find((t) => pattern.test(t));
const mailWith = (pattern: RegExp) => mailsTo().find((m) => pattern.test(m.subject));
/** The path of the first link to this site in a message, as the customer taps it. */
const pathIn = (text: string, pattern: RegExp) => new URL(pattern.exec(text)![0]).pathname;

/** The PDF attached to a received message (base64 MIME part). */
function pdfAttachedTo(raw: string): Buffer {
  const start = raw.search(/Content-Type: application\/pdf/i);
  expect(start, "a PDF attached").toBeGreaterThan(-1);
  const part = raw.slice(start);
  const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
  return Buffer.from(body.replace(/\s+/g, ""), "base64");
}

async function ownerPage(): Promise<Page> {
  const page = ownerContext.pages()[0] ?? (await ownerContext.newPage());
  return page;
}

test("the customer books on a phone choosing texts and email, and pays the deposit", async ({ page }) => {
  await gotoHydrated(page, `${server.origin}/book/when?${SEDAN}`);
  await page.getByLabel("Address or zip code").fill("32566");
  await page.getByRole("button", { name: "Find times" }).click();
  // The last day offered, opened as a visitor does: days away, so its reminder is not due yet.
  await page.locator("section#times details summary").last().click();
  const slot = page.locator('section#times input[type="radio"][name="slot"]').last();
  arrival = new Date((await slot.getAttribute("value"))!);
  expect(arrival.getTime() - Date.now()).toBeGreaterThan(30 * HOUR);
  await slot.check();
  await page.getByLabel("Name").fill("Jo Journey");
  await page.getByLabel("Phone").fill("850-555-0123");
  await page.getByLabel(/^Email/).fill(EMAIL);
  await page.getByLabel(/^Street address/).fill("12 Gulf Blvd, Navarre, FL 32566");
  const choice = page.getByTestId("contact-choice");
  await expect(choice.getByLabel("By email")).toBeChecked();
  await choice.getByLabel("By text message").check();
  await choice.getByLabel(/I agree to get texts/).check();
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  const manageHref = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;
  manageUrl = `${server.origin}${new URL(manageHref, server.origin).pathname}`;
  // The confirmation by text; no reminder yet.
  await expect.poll(() => textsTo().length, { timeout: 15_000 }).toBe(1);
  expect(textsTo()[0]).toMatch(/you're booked for .* Reply C to confirm/);
  await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(mailWith(/^Reminder:/)).toBeUndefined();
});

test("the day before, the reminder arrives by text and email with the change link; a reply C confirms", async ({
  page,
  request,
}) => {
  // 23 hours before the arrival, by the server's clock.
  await clock.set(new Date(arrival.getTime() - 23 * HOUR), probe());
  await expect.poll(() => textWith(/see you .* Reply C to confirm/), { timeout: 20_000 }).toBeTruthy();
  const text = textWith(/see you .* Reply C to confirm/)!;
  expect(pathIn(text, /https?:\/\/\S+\/book\/manage\/\S+/)).toBe(new URL(manageUrl).pathname);
  await expect.poll(() => mailWith(/^Reminder:/), { timeout: 20_000 }).toBeTruthy();
  expect(mailWith(/^Reminder:/)!.text).toContain(new URL(manageUrl).pathname);

  const url = `${server.origin}/api/sms/inbound`;
  const params = inboundTextForm(CUSTOMER, "C", SID);
  const reply = await request.post(url, {
    form: params,
    headers: { "X-Twilio-Signature": signTwilioWebhook(TOKEN, url, params) },
  });
  expect(reply.status()).toBe(200);
  expect(await reply.text()).toContain("you're confirmed for");
  await gotoHydrated(page, manageUrl);
  await expect(page.getByTestId("customer-confirmed")).toHaveText("You confirmed this appointment by text. Thank you!");
  // One reminder each way, however many scans ran.
  await new Promise((done) => setTimeout(done, 4_000));
  expect(textsTo().filter((t) => /see you/.test(t))).toHaveLength(1);
  expect(mailsTo().filter((m) => /^Reminder:/.test(m.subject))).toHaveLength(1);
});

test('on the day the owner presses "On my way", then completes the job with two photos and roll numbers', async () => {
  await clock.set(new Date(arrival.getTime() - 30 * 60_000), probe());
  const page = await ownerPage();
  await signInConsole(page, server.origin, theOwner, "/admin/bookings");
  await gotoHydrated(page, `${server.origin}/admin/bookings`);
  await page
    .getByRole("link", { name: /Jo Journey/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\/booking\//);
  leadUrl = page.url();
  await expect(page.getByText("Confirmed by the customer (replied C)")).toBeVisible();
  const form = page.getByTestId("on-my-way");
  await form.getByLabel("Arriving in about (minutes)").fill("30");
  await form.getByRole("button", { name: "On my way" }).click();
  await expect(page.getByRole("status").filter({ hasText: "on my way, about 30 minutes" })).toBeVisible();
  await expect.poll(() => textWith(/about 30 minutes/), { timeout: 15_000 }).toBeTruthy();

  // The job is done three hours after the arrival.
  completedAt = new Date(arrival.getTime() + 3 * HOUR);
  await clock.set(completedAt, probe());
  await gotoHydrated(page, leadUrl);
  await page.getByRole("link", { name: "Complete the job" }).click();
  await expect(page.getByRole("heading", { name: "Complete the job" })).toBeVisible();
  await addBeforeAndAfterPhotos(page);
  const group = (name: string) => page.getByRole("group", { name });
  for (const [name, vlt, roll] of [
    ["Front sides", "34", "XR-5501"],
    ["Back sides", "15", "XR-5502"],
    ["Rear glass", "15", "XR-5502"],
  ] as const) {
    await group(name).getByLabel("Measured VLT (%)").fill(vlt);
    await group(name).getByLabel("Roll or lot number").fill(roll);
  }
  await page.getByLabel("Customer's full name").fill("Jo Journey");
  await page.getByLabel(/I, the customer, confirm/).check();
  await page.getByRole("button", { name: "Save and mark completed" }).click();
  await expect(page.getByRole("heading", { name: /Completed: the warranty certificate is on its way/ })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test("the warranty certificate arrives; its QR code leads to a valid /warranty page", async ({ page }) => {
  await expect.poll(() => mailWith(/warranty certificate/i), { timeout: 20_000 }).toBeTruthy();
  await expect.poll(() => textWith(/your job is done/), { timeout: 20_000 }).toBeTruthy();
  const attached = pdfAttachedTo(mailWith(/warranty certificate/i)!.raw);
  expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
  const [qr] = await qrCodesIn(attached);
  expect(qr, "a QR code in the certificate").toMatch(/\/warranty\/[A-Za-z0-9]+$/);
  // The text's link and the QR code are the same address.
  expect(textWith(/your job is done/)).toContain(new URL(qr!).pathname);
  // The same certificate from the customer's page.
  await gotoHydrated(page, manageUrl);
  const href = await page.getByRole("link", { name: "Download the warranty certificate (PDF)" }).getAttribute("href");
  const download = await page.request.get(`${server.origin}${href}`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(await qrCodesIn(await download.body())).toEqual([qr]);
  // The job's photos too, before then after, served under the page's own link and kept by no cache.
  const photos = page.getByRole("region", { name: "Photos of your job" });
  await expect(photos.getByRole("heading")).toHaveText(["Photos of your job", "Before", "After"]);
  const pictures = photos.getByRole("img");
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  const shown = await pictures.first().evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(shown).pathname).toMatch(new RegExp(`^${new URL(manageUrl).pathname}/photos/\\d+-64\\.(avif|webp)$`));
  const own = await page.request.get(shown);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  const elsewhere = await page.request.get(shown.replace(/\/book\/manage\/[^/]+\//, "/book/manage/not-their-link/"));
  expect(elsewhere.status()).toBe(404);
  await photos.screenshot({ path: test.info().outputPath("job-photos-390.png") });

  await gotoHydrated(page, `${server.origin}${new URL(qr!).pathname}`);
  await expect(page.getByRole("heading", { name: "This certificate is valid" })).toBeVisible();
  await expect(page.getByTestId("warranty-name")).toHaveText("Jo");
  await expect(page.getByText("2022 Honda Accord (sedan or coupe)")).toBeVisible();
  await expect(page.getByText("Journey")).toHaveCount(0);
});

test("the owner invoices the balance; the customer pays it from their page on the test page", async ({ page }) => {
  const owner = await ownerPage();
  await gotoHydrated(owner, leadUrl);
  const balance = owner.getByRole("region", { name: "Balance" });
  await balance.getByRole("button", { name: "Send the invoice" }).click();
  await expect(balance.getByRole("status")).toHaveText(/^Invoice sent: \$[\d,]+\.\d\d owed\.$/);
  const owed = /\$[\d,]+\.\d\d/.exec((await balance.getByRole("status").textContent())!)![0];
  await expect.poll(() => textWith(/your balance of/), { timeout: 15_000 }).toContain(owed);

  await gotoHydrated(page, `${manageUrl}#balance`);
  const section = page.getByRole("region", { name: "Your balance" });
  await expect(section.getByTestId("balance-owed")).toHaveText(owed);
  await section.getByRole("button", { name: `Pay ${owed}` }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: "Pay now (test)" }).click();
  await expect(page.getByTestId("receipt")).toContainText(`Total paid${owed}`);
  await gotoHydrated(page, manageUrl);
  await expect(page.getByRole("region", { name: "Your invoice" }).getByRole("status")).toContainText(
    `Paid ${owed} online`,
  );
  // Their page tells the appointment's story in their words, with no one's name from the business.
  const history = page.getByTestId("booking-history").getByRole("listitem");
  await expect(history.locator("p")).toHaveText([
    "Booked: deposit paid",
    "You confirmed by text",
    "On our way: about 30 minutes",
    "Job done",
    `Balance paid: ${owed} online`,
  ]);
  await expect(page.getByTestId("booking-history")).not.toContainText(theOwner.name!);
  await expectNoSeriousAxe(page);
  await page.getByTestId("booking-history").screenshot({ path: test.info().outputPath("history-390.png") });
  await gotoHydrated(owner, leadUrl);
  await expect(owner.getByRole("region", { name: "Balance" }).getByText("Nothing owed.")).toBeVisible();
});

test("hours later the review request arrives; the review is written, published, and shown on /reviews and Navarre's page", async ({
  page,
}) => {
  expect(textWith(/How did we do/)).toBeUndefined();
  await clock.set(new Date(completedAt.getTime() + 4 * HOUR), probe());
  await expect.poll(() => textWith(/How did we do/), { timeout: 20_000 }).toBeTruthy();
  const reviewPath = pathIn(textWith(/How did we do/)!, /https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/);
  await gotoHydrated(page, `${server.origin}${reviewPath}`);
  await expect(page.getByRole("heading", { name: "How did we do, Jo?", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: "5 stars" }).check({ force: true });
  await page.getByLabel("Your review").fill(REVIEW);
  await page.getByLabel(/You may show my review/).check();
  await page.getByRole("button", { name: "Send my review" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you! The owner reads every review.");

  const owner = await ownerPage();
  await gotoHydrated(owner, `${server.origin}/admin/reviews?status=pending`);
  const review = owner.getByRole("article", { name: "Jo" });
  await review.getByRole("button", { name: "Publish the review by Jo" }).click();
  await expect(owner.getByRole("status")).toContainText("Jo: Published");

  // Its date is the day it was written, by the server's clock, in Central time.
  const written = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(clock.now());
  await gotoHydrated(page, `${server.origin}/reviews`);
  await expect(page.getByText(REVIEW)).toBeVisible();
  await gotoHydrated(page, `${server.origin}/service-areas/navarre`);
  const first = page.getByTestId("area-reviews").getByRole("listitem").first();
  await expect(first).toContainText(REVIEW);
  await expect(first.locator("time")).toHaveAttribute("datetime", new RegExp(`^${written}`));
  await expectNoSeriousAxe(page);
  await first.screenshot({ path: test.info().outputPath("navarre-review-390.png") });
});
