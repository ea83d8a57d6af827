import { readFile } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { openDb } from "../../app/db/client.server.ts";
import { outboxMessages, quoteRequests } from "../../app/db/schema.ts";
import { addConsoleAccounts, ownerAccount, sendQuoteForm, signInConsole, staffAccount } from "./console-session.ts";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// The console's leads and conversations on a 390 px phone (issue 13), against
// the production build: a visitor's quote through the real form and questions
// through the real chat API; the owner signs in, sees the unread count, opens
// the lead, calls or texts from it, changes its status (audited), filters and
// exports, adds notes, has a failed owner email sent again, and reads the
// assistant's conversations and the questions it could not answer. Staff may
// use leads too. axe finds nothing serious on any of these pages.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: "serial" });

const OWNER = ownerAccount();
const STAFF = staffAccount();
const FORMULA = '=HYPERLINK("http://x","y")';

let dataDir: string;
let server: OwnServer;
let pizzaConversation: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = await mkdtemp(join(tmpdir(), "elite-console-leads-"));
  await addConsoleAccounts({ dataDir }, [OWNER, STAFF]);
  server = await startOwnServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Nothing wider than the phone, and every button, link and field in the page's main part at least 44 px tall. */
async function expectPhoneFriendly(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("main a, main button, main select, main input, main textarea")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || (el as HTMLInputElement).type === "hidden") return false;
        // Links inside a sentence (a reply's site links) are exempt, as WCAG 2.5.8 allows.
        if (el.tagName === "A" && el.closest("p, li")?.textContent?.trim() !== el.textContent?.trim()) return false;
        return box.height < 44;
      })
      .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 40)}`),
  );
  expect(small).toEqual([]);
}

async function signIn(page: Page, account = OWNER, next = "/admin/leads") {
  await signInConsole(page, server.origin, account, next);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const sendQuote = (page: Page, name: string, phone: string, email: string) =>
  sendQuoteForm(page, server.origin, { name, phone, email });

async function ask(question: string) {
  const response = await fetch(`${server.origin}/api/chatbot`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages: [{ role: "user", content: question }] }),
  });
  expect(response.status).toBe(200);
  const { reply } = (await response.json()) as { reply: string };
  return { reply, conversationId: response.headers.get("X-Chat-Conversation")! };
}

test("a visitor's quote through the form and questions through the chat", async ({ page }) => {
  test.setTimeout(120_000);
  await sendQuote(page, "Dana Whitfield", "850 555 0199", "dana@example.com");
  await sendQuote(page, FORMULA, "850 555 0123", "");

  const pizza = await ask("do you sell pizza?");
  expect(pizza.reply).toMatch(/not sure/i);
  pizzaConversation = pizza.conversationId;
  const tint = await ask("How much is ceramic tint for a sedan?");
  expect(tint.reply).not.toMatch(/not sure/i);

  // No SMTP server here: Dana's owner email waits in the outbox. Say it failed
  // after every attempt (PGlite: one process at a time, so with the server stopped).
  server.child.kill("SIGTERM");
  await server.exited;
  const handle = await openDb({ dataDir });
  try {
    const [dana] = await handle.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.name, "Dana Whitfield"));
    const failed = await handle.db
      .update(outboxMessages)
      .set({ status: "failed", attempts: 9, lastError: "550 mailbox unavailable" })
      .where(eq(outboxMessages.quoteRequestId, dana!.id))
      .returning({ id: outboxMessages.id });
    expect(failed).toHaveLength(1);
  } finally {
    await handle.close();
  }
  const stopped = server;
  server = await startOwnServer({ DATA_DIR: dataDir });
  await stopped.stop();
});

test("the owner sees the unread count, opens the lead, reaches the visitor and marks the lead contacted (audited)", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: /Leads\s+2 unread/ })).toBeVisible();
  const dana = page.getByRole("listitem").filter({ hasText: "Dana Whitfield" });
  await expect(dana.getByText("Owner email failed")).toBeVisible();
  await expectPhoneFriendly(page);
  await expectNoSeriousAxe(page);

  await dana.getByRole("link", { name: /Dana Whitfield/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Whitfield" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call (850) 555-0199" })).toHaveAttribute("href", "tel:+18505550199");
  await expect(page.getByRole("link", { name: "Text (850) 555-0199" })).toHaveAttribute("href", "sms:+18505550199");
  await expect(page.getByRole("link", { name: "Email dana@example.com" })).toHaveAttribute(
    "href",
    "mailto:dana@example.com",
  );
  await expect(page.getByText("Toyota Tacoma Truck")).toBeVisible();
  await expectPhoneFriendly(page);
  await expectNoSeriousAxe(page);

  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status set to Contacted.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("contacted");
  await expect(page.locator("main span", { hasText: /^Contacted$/ })).toBeVisible();

  // Opening it marked it read.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("heading", { name: /Leads\s+1 unread/ })).toBeVisible();

  await page.goto(`${server.origin}/admin/audit`);
  const entry = page.getByRole("listitem").filter({ hasText: "lead.status" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`${OWNER.email} (owner)`);
  await expect(entry).toContainText('"status": "new"');
  await expect(entry).toContainText('"status": "contacted"');
});

test("the owner filters the list by status and exports CSV; a formula in a name comes out as text", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=contacted$/);
  await expect(page.getByText("Showing 1–1 of 1 lead, newest first.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Dana Whitfield/ })).toBeVisible();
  await expect(page.getByText(FORMULA)).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const filtered = await readFile((await (await download).path())!, "utf8");
  const lines = filtered
    .replace(/^\ufeff/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe(
    "Received (UTC),Source,Lead id,Status,Name,Phone,Email,Service,Location,Service areas,Details,Owner email,Notes",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^\d{4}-\d\d-\d\dT[\d:.]+Z,quote,\d+,contacted,Dana Whitfield,\(850\) 555-0199,dana@example\.com,automotive,Navarre,navarre,,failed,$/,
  );

  // Every lead: the formula is kept as text (a leading apostrophe), never run by a spreadsheet.
  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  const all = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile((await (await all).path())!, "utf8");
  expect(csv).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`);
  expect(csv).not.toMatch(/,=HYPERLINK/);
});

test("notes, and bad values get their message beside the field with what was typed kept", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: /Dana Whitfield/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Whitfield" })).toBeVisible();

  const note = page.getByLabel("Add a note");
  await note.fill("Called, left a voicemail.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByText("Called, left a voicemail.")).toBeVisible();
  await expect(page.getByRole("main").getByText(`${OWNER.name} ·`)).toBeVisible();
  await expect(note).toHaveValue("");

  const long = `${"x".repeat(1_990)} 123456789A`;
  expect(long).toHaveLength(2_001);
  await note.fill(long);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  const message = page.locator(`#${await note.getAttribute("aria-describedby").then((d) => d!.split(" ").at(-1))}`);
  await expect(message).toHaveText("Keep a note under 2000 characters (split a longer one in two).");
  await expect(note).toHaveValue(long);

  // A status the list does not offer (a tampered form): refused beside the field, the value kept.
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  await status.evaluate((select: HTMLSelectElement) => {
    select.options[0]!.value = "archived";
    select.selectedIndex = 0;
  });
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(status).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Choose a status from the list.")).toBeVisible();
  await expect(status).toHaveValue("archived");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status", exact: true })).toHaveValue("contacted");
  await expect(page.getByText("Called, left a voicemail.")).toHaveCount(1);
});

test("a failed owner email is sent again", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: /Dana Whitfield/ }).click();
  const email = page.getByRole("region", { name: "Owner email" });
  await expect(email).toContainText("Failed after 9 attempts.");
  await expect(email).toContainText("550 mailbox unavailable");
  await email.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByRole("status")).toHaveText("The email will be sent again now.");
  await expect(email).toContainText("Waiting to be sent");
  await expect(email.getByRole("button", { name: "Send again" })).toHaveCount(0);

  await page.goto(`${server.origin}/admin/audit`);
  await expect(page.getByRole("listitem").filter({ hasText: "lead.notification.resend" })).toHaveCount(1);
});

test("the owner reads the assistant's conversations and the questions it could not answer", async ({ page }) => {
  await signIn(page, OWNER, "/admin/conversations");
  await expect(page.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();
  await expect(page.getByText("Showing 1–2 of 2, latest first.")).toBeVisible();
  const unanswered = page.getByRole("region", { name: "Questions the assistant could not answer" });
  await expect(unanswered.getByText("“do you sell pizza?”", { exact: true })).toBeVisible();
  await expect(unanswered.getByText("Asked 1 time")).toBeVisible();
  await expect(unanswered).not.toContainText("ceramic");
  await expectPhoneFriendly(page);
  await expectNoSeriousAxe(page);

  await page.getByLabel("Search questions, replies, names or phones").fill("pizza");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/conversations\?q=pizza$/);
  await expect(page.getByText("Showing 1–1 of 1, latest first.")).toBeVisible();
  const list = page.getByRole("main").getByRole("list").last();
  await expect(list.getByRole("link")).toHaveText(["“do you sell pizza?”"]);
  await expect(list).toContainText("1 unanswered");

  await list.getByRole("link", { name: "“do you sell pizza?”" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/conversations/${pizzaConversation}$`));
  await expect(page.getByText(pizzaConversation)).toBeVisible();
  await expect(page.getByText("do you sell pizza?", { exact: true })).toBeVisible();
  await expect(page.getByText("Could not answer this from the site")).toBeVisible();
  await expect(page.getByText(/not sure/i).first()).toBeVisible();
  await expectPhoneFriendly(page);
  await expectNoSeriousAxe(page);
});

test("staff may use the leads: the list, a lead, a status and a note", async ({ page }) => {
  await signIn(page, STAFF);
  await expect(page.getByRole("heading", { name: /Leads\s+\d+ unread/ })).toBeVisible();
  await page.getByRole("link", { name: FORMULA }).click();
  await expect(page.getByRole("heading", { level: 1, name: FORMULA })).toBeVisible();
  await expect(page.getByRole("link", { name: "Call (850) 555-0123" })).toHaveAttribute("href", "tel:+18505550123");
  await expect(page.getByRole("link", { name: /^Email/ })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("quoted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status set to Quoted.");
  await page.getByLabel("Add a note").fill("Quoted $299 by text.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("main").getByText(`${STAFF.name} ·`)).toBeVisible();
  await expectPhoneFriendly(page);
  await expectNoSeriousAxe(page);

  // The audit log stays the owner's.
  const audit = await page.goto(`${server.origin}/admin/audit`);
  expect(audit?.status()).toBe(403);
  await expect(page.getByText(/only the owner can do this/i)).toBeVisible();
});
