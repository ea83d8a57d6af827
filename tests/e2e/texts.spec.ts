import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inboundTextForm, signTwilioWebhook, startFakeTwilio, type FakeTwilio } from "../support/fake-twilio.ts";
import { addConsoleAccounts, signInConsole, staffAccount, type ConsoleAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { slotClearOfLead } from "./slots.ts";

// Issue 25, texts: on a phone, a customer books choosing texts (ticking the
// consent, which the form asks for when they forget it), gets the confirmation
// by text through the fake Twilio (the real SDK on the wire), a crew member
// presses "On my way" in the console, and the customer's signed reply "C"
// shows on the booking's lead and on their manage page.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const SID = `AC${"3".repeat(32)}`;
const TOKEN = "e2e-twilio-auth-token-0123";
const CUSTOMER = "+18505550100";
const staff = staffAccount();
const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

let twilio: FakeTwilio;
let server: OwnServer;
let dataDir: string;
let leadPath = "";
let manageUrl = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  twilio = await startFakeTwilio({ accountSid: SID, authToken: TOKEN });
  dataDir = await mkdtemp(join(tmpdir(), "elite-texts-"));
  await addConsoleAccounts({ dataDir }, [staff] as ConsoleAccount[]);
  server = await startOwnServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    // The journey runs at any hour; quiet hours have their own unit tests.
    ...twilio.serverEnv(),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await twilio?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const textsTo = (to: string) => twilio.messages.filter((m) => m.to === to).map((m) => m.body);

test("a customer books choosing texts, with consent, and gets the confirmation by text asking to reply C", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, `${server.origin}/book/when?${SEDAN}`);
  await page.getByLabel("Address or zip code").fill("32566");
  await page.getByRole("button", { name: "Find times" }).click();
  await (await slotClearOfLead(page.locator("section#times"))).radio.check();
  await page.getByLabel("Name").fill("Tess Texter");
  await page.getByLabel("Phone").fill("850-555-0100");
  await page.getByLabel(/^Email/).fill("tess@example.com");
  await page.getByLabel(/^Street address/).fill("12 Gulf Blvd, Navarre, FL 32566");
  const choice = page.getByTestId("contact-choice");
  await expect(choice.getByLabel("By email")).toBeChecked();
  await expect(choice.getByLabel(/I agree to get texts/)).not.toBeChecked();
  await choice.getByLabel("By text message").check();
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();
  // Texts without the consent: a clear message on the box, nothing held.
  await expect(choice.getByText("To get texts, tick the box to agree to them")).toBeVisible();
  await expect(page).toHaveURL(/\/book\/when/);
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: test.info().outputPath("contact-choice-390.png"), fullPage: false });
  await choice.getByLabel(/I agree to get texts/).check();
  await page.getByRole("button", { name: /Hold this time and pay/ }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("heading", { name: "You're booked!" })).toBeVisible();
  const manageHref = (await page.getByRole("link", { name: "Change or cancel" }).getAttribute("href"))!;
  manageUrl = `${server.origin}${new URL(manageHref, server.origin).pathname}`;

  await expect.poll(() => textsTo(CUSTOMER).length, { timeout: 15_000 }).toBe(1);
  expect(textsTo(CUSTOMER)[0]).toMatch(/you're booked for .* Reply C to confirm/);
  expect(textsTo(CUSTOMER)[0]).toContain("/book/manage/");
});

test('staff press "On my way" with the minutes: the customer gets one text, and the timeline shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInConsole(page, server.origin, staff, "/admin/bookings");
  await gotoHydrated(page, `${server.origin}/admin/bookings`);
  await page
    .getByRole("link", { name: /Tess Texter/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/leads\/booking\//);
  leadPath = new URL(page.url()).pathname;
  const form = page.getByTestId("on-my-way");
  const minutes = form.getByLabel("Arriving in about (minutes)");
  await minutes.fill("500");
  await form.getByRole("button", { name: "On my way" }).click();
  await expect(form.getByText("a whole number from 1 to 240")).toBeVisible();
  await minutes.fill("25");
  await form.getByRole("button", { name: "On my way" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "on my way, about 25 minutes" })).toBeVisible();
  await expectNoSeriousAxe(page);
  await expect.poll(() => textsTo(CUSTOMER).filter((t) => t.includes("about 25 minutes")).length).toBe(1);
  await page.reload();
  await expect(page.getByText("On my way sent")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("on-my-way-390.png"), fullPage: true });
  // Still one, after the double-click and the reload.
  expect(textsTo(CUSTOMER).filter((t) => t.includes("about 25 minutes"))).toHaveLength(1);
});

test('the customer\'s signed reply "C" confirms: on the lead and on their manage page', async ({ page, request }) => {
  const url = `${server.origin}/api/sms/inbound`;
  const params = inboundTextForm(CUSTOMER, "C", SID);
  const forged = await request.post(url, {
    form: params,
    headers: { "X-Twilio-Signature": signTwilioWebhook("not-the-token-0000", url, params) },
  });
  expect(forged.status()).toBe(403);
  const signed = await request.post(url, {
    form: params,
    headers: { "X-Twilio-Signature": signTwilioWebhook(TOKEN, url, params) },
  });
  expect(signed.status()).toBe(200);
  expect(await signed.text()).toContain("you're confirmed for");

  await signInConsole(page, server.origin, staff, leadPath);
  await gotoHydrated(page, `${server.origin}${leadPath}`);
  await expect(page.getByText("Confirmed by the customer (replied C)")).toBeVisible();
  await gotoHydrated(page, manageUrl);
  await expect(page.getByTestId("customer-confirmed")).toHaveText("You confirmed this appointment by text. Thank you!");
});
