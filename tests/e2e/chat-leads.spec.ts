import type { Page } from "@playwright/test";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";

// Issue 23, journey (e), on a 390 px phone against the production build: a
// visitor asks the chat for a quote for their Tahoe after an unrelated
// question and leaves a name and phone; the owner is emailed (a real SMTP
// server on loopback) and the console's lead page shows that request (the
// vehicle, service, town and the visitor's words), not the earlier question.
// A booking question then gets the /book link with the Tahoe (and the town) preselected.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const OWNER = ownerAccount();
const REQUEST = "Can I get a quote for my 2019 Tahoe in Navarre?";

async function openChat(page: Page, origin: string) {
  await gotoHydrated(page, `${origin}/`);
  await page.getByRole("button", { name: "Chat with the Elite AI Assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Elite AI Assistant" });
  await expect(panel).toBeVisible();
  const replies = panel.getByTestId("chat-message-assistant");
  await expect(replies).toHaveCount(1);
  /** Sends a message and waits for its reply: the latest reply. */
  const say = async (text: string) => {
    const before = await replies.count();
    await panel.getByRole("textbox", { name: "Your question" }).fill(text);
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(replies).toHaveCount(before + 1);
    return replies.last();
  };
  return { panel, say };
}

test("a chat lead for a Tahoe reaches the owner's mailbox and the console's lead page with its request; a booking question links to /book with the Tahoe", async ({
  page,
}) => {
  // Two servers (SMTP and the site) and a dozen pages: generous on a busy machine.
  test.setTimeout(240_000);
  const smtp = await startFakeSmtp();
  let server: ConsoleServer | undefined;
  try {
    server = await startConsoleServer([OWNER], {
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@elite.test",
      LOG_LEVEL: "error",
    });
    const { origin } = server;
    const { say } = await openChat(page, origin);

    await expect(await say("Do you take Venmo?")).toContainText("Not as far as I know");
    await expect(await say(REQUEST)).toContainText("leave your name and phone number here");
    await expect(await say("Jo Smith, 850-555-0199")).toContainText("Thanks, Jo Smith! I've passed your request");

    // The booking question: the booking page's link with the vehicle chosen.
    const booking = await say("Can I book Saturday morning?");
    await expect(booking).toContainText("Yes, we work on Saturdays");
    const link = booking.getByRole("link", { name: "Book your Chevrolet Tahoe" });
    await expect(link).toHaveAttribute(
      "href",
      "/book?area=navarre&kind=vehicle&body=suv-van-minivan&make=Chevrolet&model=Tahoe",
    );
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Book in Navarre" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Make" })).toHaveValue("Chevrolet");
    await expect(page.getByRole("textbox", { name: "Model" })).toHaveValue("Tahoe");

    // The owner's email, once, with the request and not the question before it.
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["owner@elite.test"]);
    expect(mail.subject).toMatch(/^New chat lead #\d+: Automotive tint for Jo Smith$/);
    expect(mail.text).toMatch(/Phone: +\(850\) 555-0199/);
    expect(mail.text).toMatch(/Vehicle: +2019 Chevrolet Tahoe/);
    expect(mail.text).toContain("Navarre (service area: Navarre)");
    expect(mail.text).toContain(REQUEST);
    expect(mail.text).not.toContain("Venmo");
    const leadPath = /\/admin\/leads\/chat\/\d+/.exec(mail.text)?.[0];
    expect(leadPath).toBeTruthy();

    // The owner opens the lead from the console's list.
    await signInConsole(page, origin, OWNER, "/admin/leads");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const row = page.getByRole("listitem").filter({ hasText: "Jo Smith" });
    await expect(row).toContainText("Automotive tint");
    await row.getByRole("link", { name: /Jo Smith/ }).click();
    await expect(page).toHaveURL(new RegExp(`${leadPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Jo Smith" })).toBeVisible();
    const request = page.getByRole("region", { name: "Request" });
    await expect(request).toContainText("Automotive tint");
    await expect(request).toContainText("2019 Chevrolet Tahoe");
    await expect(request).toContainText("Navarre");
    await expect(request).toContainText(REQUEST);
    await expect(request).not.toContainText("Venmo");
    await expect(page.getByRole("region", { name: "Owner email" })).toContainText("Sent");
    await expect(page.getByRole("link", { name: "Call (850) 555-0199" })).toHaveAttribute("href", "tel:+18505550199");
    await expectNoSeriousAxe(page);
    expect(smtp.received).toHaveLength(1);
  } finally {
    await server?.stop();
    await smtp.close();
  }
});
