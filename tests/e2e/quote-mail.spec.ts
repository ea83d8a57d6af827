import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { expect, test } from "./fixtures.ts";
import { startOwnServer } from "./own-server.ts";

// The owner's notification end to end: the production server with SMTP_URL
// pointing at a real SMTP server on loopback (smtp-server), fed by the page.

test("a request sent from the page reaches the owner's mailbox; a refusing mail server leaves the next one stored and scheduled for a retry", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const smtp = await startFakeSmtp();
  const server = await startOwnServer({ SMTP_URL: smtp.url, OWNER_EMAIL: "owner@elite.test", LOG_LEVEL: "error" });
  const { origin, dataDir } = server;
  try {
    await page.goto(`${origin}/#contact`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const send = async (name: string) => {
      const form = page.locator("#contact form");
      await form.getByLabel("Your name *").fill(name);
      await form.getByRole("textbox", { name: "Email", exact: true }).fill("reply@example.com");
      await form.getByRole("radio", { name: "Email", exact: true }).check();
      await form.getByRole("radio", { name: /Residential tint/ }).check();
      await form.getByLabel("Property type *").selectOption("house");
      await form.getByLabel("Roughly how many windows?").selectOption("11-20");
      await form.getByLabel("Town or zip code *").fill("Pace");
      // A person takes more than 3 s (the server's minimum fill time).
      await page.waitForTimeout(3_300);
      await form.getByRole("button", { name: "Send my quote request" }).click();
      await expect(page.getByRole("heading", { name: /Your request is in/ })).toBeVisible();
    };

    await send("Mail Path One");
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["owner@elite.test"]);
    expect(mail.subject).toMatch(/^New quote request #\d+: Residential tint for Mail Path One$/);
    expect(mail.raw).toMatch(/^Reply-To: reply@example\.com/m);
    expect(mail.text).toMatch(/Property: +House/);
    expect(mail.text).toMatch(/Windows: +11 to 20 windows/);
    expect(mail.text).toContain("Pace (service area: Pace)");

    smtp.refuse(true);
    await page.getByRole("link", { name: "Send another request" }).click();
    await send("Mail Path Two");
    const owner = () =>
      promisify(execFile)(process.execPath, ["scripts/owner-quotes.ts"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: smtp.url },
      }).then((r) => r.stdout);
    await expect
      .poll(owner, { timeout: 30_000, intervals: [1_000] })
      .toMatch(/pending +request #\d+ +attempt 1 failed \(.*550.*\); next try/);
    const listing = await owner();
    expect(listing).toMatch(/Name: +Mail Path Two/);
    expect(listing).toMatch(/1 pending, 1 sent, 0 failed/);
    expect(smtp.received).toHaveLength(1);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
