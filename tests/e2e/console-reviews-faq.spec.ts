import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";

// Issue 24, reviews and FAQ: on a phone, the owner types in a review from a
// phone call, publishes it and replies, and hides another; /reviews and
// Navarre's page show the first with its reply and never the hidden one. The
// owner answers a question the assistant could not answer, from the
// conversations page, and the chat widget then answers it with the owner's
// words. A production server of this spec's own.

test.use({ viewport: { width: 390, height: 844 } });
// Two long journeys on a busy two-core machine, and a server of its own to start.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: ConsoleServer;
test.beforeAll(async () => {
  server = await startConsoleServer([ownerAccount()]);
});
test.afterAll(async () => server?.stop());

const owner = ownerAccount();

/** No serious or critical axe violation, and no sideways scrolling at 390 px. */
async function expectAccessibleOnPhone(page: Page) {
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const MARIA = "Called to say the Tahoe stays cool all afternoon in the school pickup line now.";
const REPLY = "Thank you, Maria! Enjoy the cool rides.";
const HIDDEN = "This one was typed in by mistake and must never show on the site.";

async function addReview(page: Page, review: { name: string; text: string; publish: boolean }) {
  const form = page.getByRole("region", { name: "Add a review from a phone call" });
  await form.getByLabel("Customer's name as shown").fill(review.name);
  await form.getByLabel("Day of the review").fill("2026-11-26");
  await form.getByLabel("Town").selectOption("Navarre");
  await form.getByLabel("Service").selectOption("Automotive Window Tinting");
  await form.getByLabel("Rating").selectOption("5");
  await form.getByLabel("What they said").fill(review.text);
  if (review.publish) await form.getByLabel(/Publish it now/).check();
  await form.getByRole("button", { name: "Add the review" }).click();
  await expect(page.getByRole("status")).toContainText(
    `The review by ${review.name} is added${review.publish ? " and published" : " as pending"}`,
  );
}

/** Opens one of the status filters and waits until the list shown is that one. */
async function showOnly(page: Page, filter: "Pending" | "Published" | "Hidden") {
  const link = page.getByRole("link", { name: new RegExp(`^${filter}`) });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}

test("the owner adds a phone-call review for Navarre, publishes it and replies; the site shows it with the reply, never a hidden one", async ({
  page,
}) => {
  await signInConsole(page, server.origin, owner, "/admin/reviews");
  await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
  await expectAccessibleOnPhone(page);

  // A field left wrong says so beside it, and what was typed stays.
  const form = page.getByRole("region", { name: "Add a review from a phone call" });
  await form.getByLabel("Customer's name as shown").fill("Maria G.");
  await form.getByRole("button", { name: "Add the review" }).click();
  await expect(form.getByText("Choose the town from the list.")).toBeVisible();
  await expect(form.getByLabel("Customer's name as shown")).toHaveValue("Maria G.");

  await addReview(page, { name: "Maria G.", text: MARIA, publish: false });
  await showOnly(page, "Pending");
  const maria = page.getByRole("article", { name: "Maria G." });
  await expect(maria).toContainText("Pending");
  await expectAccessibleOnPhone(page);
  await maria.getByRole("button", { name: "Publish the review by Maria G." }).click();
  await expect(page.getByRole("status")).toContainText("Maria G.: Published");

  await showOnly(page, "Published");
  await maria.getByLabel("Your public reply to Maria G.").fill(REPLY);
  await maria.getByRole("button", { name: "Save reply to Maria G." }).click();
  await expect(page.getByRole("status")).toContainText("Your reply to Maria G. is saved.");

  await addReview(page, { name: "Mistake M.", text: HIDDEN, publish: true });
  await page
    .getByRole("article", { name: "Mistake M." })
    .getByRole("button", { name: "Hide the review by Mistake M." })
    .click();
  await expect(page.getByRole("status")).toContainText("Mistake M.: Hidden");
  await showOnly(page, "Hidden");
  await expect(page.getByRole("list", { name: "Reviews" }).getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Mistake M." })).toBeVisible();

  // The public pages, on the next request.
  await gotoHydrated(page, `${server.origin}/reviews`);
  const first = page.getByRole("listitem").filter({ hasText: MARIA });
  await expect(first).toContainText("Reply from Elite Window Tinting");
  await expect(first).toContainText(REPLY);
  await expect(page.getByText(HIDDEN)).toHaveCount(0);

  await gotoHydrated(page, `${server.origin}/service-areas/navarre`);
  const local = page.getByTestId("area-reviews").getByRole("listitem");
  await expect(local.first()).toContainText(MARIA);
  await expect(local.first()).toContainText(REPLY);
  await expect(local.first()).toContainText("November 26, 2026");
  await expect(page.getByText(HIDDEN)).toHaveCount(0);
  await expectAccessibleOnPhone(page);
});

const QUESTION = "Will the tint mess with my Tesla's camera?";
const ANSWER = "No: we keep film off every camera and sensor window, so the car's driver assistance works as before.";

async function askChat(page: Page, question: string) {
  await gotoHydrated(page, `${server.origin}/`);
  await page.getByRole("button", { name: "Chat with the Elite AI Assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Elite AI Assistant" });
  await panel.getByRole("textbox", { name: "Your question" }).fill(question);
  await panel.getByRole("button", { name: "Send" }).click();
  return page.getByTestId("chat-message-assistant").last();
}

test("the owner answers a question the assistant could not, from the console, and the chat then answers it with the owner's words", async ({
  page,
  browser,
}) => {
  await expect(await askChat(page, QUESTION)).toContainText("I'm not sure");

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signInConsole(phone, server.origin, owner, "/admin/conversations");
  const unanswered = phone.getByRole("region", { name: "Questions the assistant could not answer" });
  await expect(unanswered).toContainText(QUESTION);
  await unanswered
    .getByRole("link", { name: /^Answer this/ })
    .first()
    .click();

  const answerForm = phone.getByRole("region", { name: "Answer a visitor's question" });
  await expect(answerForm.getByLabel("Question")).toHaveValue(QUESTION);
  await expect(answerForm.getByLabel("Answer")).toBeFocused();
  await expectAccessibleOnPhone(phone);
  await answerForm.getByLabel("Answer").fill(ANSWER);
  await answerForm.getByRole("button", { name: "Save the answer" }).click();
  await expect(phone.getByRole("status")).toContainText("the assistant answers that question with your words");
  await expect(phone.getByRole("list", { name: "Questions and answers" })).toContainText(ANSWER);

  // Answered: off the console's list.
  await phone.goto(`${server.origin}/admin/conversations`);
  await expect(phone.getByRole("region", { name: "Questions the assistant could not answer" })).not.toContainText(
    QUESTION,
  );
  await context.close();

  // The visitor asks again: the owner's answer, and the site's FAQ shows it too.
  const reply = await askChat(page, QUESTION);
  await expect(reply).toContainText(ANSWER);
  await expect(reply).not.toContainText("I'm not sure");
  await expect(page.getByRole("region", { name: "Questions we hear every week" })).toContainText(QUESTION);
});
